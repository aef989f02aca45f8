/// The recognizers attached to a view and those receiving a touch: only this file writes them.
extension UIView {
    /// The recognizers attached to the view, in the order they were added.
    var attachedRecognizers: [UIGestureRecognizer] { recognizerStorage }

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
        recognizerStorage.isEmpty ? nil : recognizerStorage
    }

    /// The recognizers receiving this touch, without allocating.
    var receivingRecognizers: [UIGestureRecognizer] { recognizerStorage }

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
