import Foundation

extension CALayer {
    /// Sets one of the shape or gradient values to `value` and, when it changed, runs the
    /// implicit action for its key (Behaviour 18.20).
    func updateDrawn<Value: Equatable>(
        _ field: WritableKeyPath<DrawnLayerValues, Value>, to value: Value, property: LayerProperty
    ) {
        guard state.drawn[keyPath: field] != value else { return }
        let shown = clock.map { presentationState(at: $0.time).value(of: property) }
        update(\LayerState.[drawn: field], to: value, key: property.rawValue)
        // A first path or colour list appears at once: there is nothing on screen to move from.
        guard let shown, shown != .path(nil), shown != .colors(nil) else { return }
        runImplicitAction(for: property, from: shown)
    }

    /// The implicit animation of a shape or gradient property, as Core Animation runs one when a
    /// layer in a window changes it: the action `action(forKey:)` finds, else (unless the search
    /// met `NSNull`, the layer backs a view, or the transaction disables actions) a basic
    /// animation from the value on screen, over the transaction's duration and timing function.
    ///
    /// A layer in no hosted window does not animate: its change shows when it is put on screen,
    /// as a layer configured before it is first displayed does not animate on iOS.
    private func runImplicitAction(for property: LayerProperty, from shown: AnimatableValue) {
        guard !CATransaction.disableActions(), model() === self else { return }
        let key = property.rawValue
        if let action = action(forKey: key) {
            action.run(forKey: key, object: self, arguments: nil)
            return
        }
        if delegate?.action(for: self, forKey: key) is NSNull || actions?[key] is NSNull
            || type(of: self).defaultAction(forKey: key) is NSNull
        {
            return
        }
        // A view's own layer: outside an animation block UIKit answers NSNull, and its blocks
        // animate only the view's properties, never a layer subclass's.
        guard !(delegate is UIView) else { return }
        let animation = CABasicAnimation(keyPath: key)
        animation.fromValue = shown
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction =
            CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        add(animation, forKey: key)
    }
}
