import Foundation

/// A running key-value observation, as Foundation's `NSKeyValueObservation`: returned by
/// `observe(_:options:changeHandler:)`, it lasts while something holds it. Releasing it or
/// calling `invalidate()` stops it; its handler is never called again.
public class NSKeyValueObservation: NSObject, @unchecked Sendable {
    /// What the observed object's list of observations holds; nil for an observation that never
    /// started (a key path that is not observable).
    private let entry: KeyValueObservationEntry?

    init(entry: KeyValueObservationEntry?) {
        self.entry = entry
        super.init()
    }

    /// Stops the observation: its handler is not called again (also when the observation is released).
    public func invalidate() {
        entry?.stop()
    }

    deinit {
        entry?.stop()
    }
}
