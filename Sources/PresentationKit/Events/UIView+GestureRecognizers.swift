extension UIView {
    /// The gesture recognizers attached to the view.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { eventState.gestureRecognizers.isEmpty ? nil : eventState.gestureRecognizers }
        set {
            for recognizer in eventState.gestureRecognizers { recognizer.view = nil }
            eventState.gestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, moving it from any other view.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let previous = gestureRecognizer.view, previous !== self {
            previous.removeGestureRecognizer(gestureRecognizer)
        }
        guard !eventState.gestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        eventState.gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        eventState.gestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}
