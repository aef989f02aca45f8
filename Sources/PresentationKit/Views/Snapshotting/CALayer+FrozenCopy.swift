import Foundation

extension CALayer {
    /// A copy of this layer and its sublayers as they show at `time` (nil: the model values),
    /// sharing nothing that can change: what a snapshot view displays.
    ///
    /// Each copy is made by the layer's own class (`init(layer:)`), so shape, gradient and effect
    /// layers keep drawing as they do; contents are immutable and shared; a label's text is
    /// captured, as the copy has no label behind it. Running animations are not copied: the copy
    /// holds the values they give at `time`.
    func frozenCopy(at time: Double?) -> CALayer {
        let copy = type(of: self).init(layer: self)
        copy.state = time.map { presentationState(at: $0) } ?? state
        if let label = delegate as? UILabel {
            copy.frozenLabelText = FrozenLabelText(label)
        } else {
            copy.frozenLabelText = frozenLabelText
        }
        copy.mask = mask?.frozenCopy(at: time)
        for sublayer in sublayers ?? [] {
            copy.addSublayer(sublayer.frozenCopy(at: time))
        }
        return copy
    }

    /// Runs pending layout and display in this layer's subtree, as a screen update would.
    func updateForScreen() {
        layoutIfNeeded()
        displayIfNeeded()
        for sublayer in sublayers ?? [] { sublayer.updateForScreen() }
    }
}
