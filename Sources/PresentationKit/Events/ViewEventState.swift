/// Typed access to what the views layer keeps for the events layer: the recognizers of a view and
/// of a touch are stored there as plain objects (the views layer cannot name
/// `UIGestureRecognizer`), and only this file writes them, always with recognizers. Reading them
/// back is a free `unsafeDowncast` (checked in debug builds), so touch delivery pays nothing.
extension UIView {
    /// The recognizers attached to the view, in the order they were added.
    var attachedRecognizers: LazyMapSequence<[AnyObject], UIGestureRecognizer> {
        recognizerStorage.lazy.map { unsafeDowncast($0, to: UIGestureRecognizer.self) }
    }

    func appendRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizerStorage.append(recognizer)
    }

    func removeRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizerStorage.removeAll { $0 === recognizer }
    }

    func removeAllRecognizers() {
        recognizerStorage.removeAll()
    }
}

extension UITouch {
    /// The gesture recognizers receiving this touch (nil when none).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        recognizerStorage.isEmpty ? nil : Array(receivingRecognizers)
    }

    /// The recognizers receiving this touch, without allocating.
    var receivingRecognizers: LazyMapSequence<[AnyObject], UIGestureRecognizer> {
        recognizerStorage.lazy.map { unsafeDowncast($0, to: UIGestureRecognizer.self) }
    }

    /// Sets the recognizers that receive this touch (at touch-down).
    func setReceivingRecognizers(_ recognizers: [UIGestureRecognizer]) {
        recognizerStorage = recognizers
    }

    /// Stops `recognizer` from receiving this touch.
    func stopDelivering(to recognizer: UIGestureRecognizer) {
        recognizerStorage.removeAll { $0 === recognizer }
    }

    /// Whether `recognizer` receives this touch.
    func isReceived(by recognizer: UIGestureRecognizer) -> Bool {
        recognizerStorage.contains { $0 === recognizer }
    }
}
