extension UIView {
    /// The gesture recognizers attached to the view.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizerStorage.isEmpty ? nil : Array(attachedRecognizers) }
        set {
            for recognizer in attachedRecognizers { recognizer.view = nil }
            removeAllRecognizers()
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, moving it from any other view.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let previous = gestureRecognizer.view, previous !== self {
            previous.removeGestureRecognizer(gestureRecognizer)
        }
        guard !recognizerStorage.contains(where: { $0 === gestureRecognizer }) else { return }
        appendRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        removeRecognizer(gestureRecognizer)
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}
