import Foundation

/// The objects `observe(_:options:changeHandler:)` is available on, as Foundation's protocol of
/// the same name: every `NSObject`. Only UIKit's observable properties notify (see
/// ``NSKeyValueObservation``); any other key path is reported and never notifies.
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Observes the property at `keyPath`: `changeHandler` is called synchronously each time its
    /// value changes, whatever changes it (the app, layout, scrolling, an animation's model value),
    /// until the returned observation is released or invalidated.
    ///
    /// Observable: UIView `frame`, `bounds`, `center`, `isHidden`, `alpha`, `transform`,
    /// `transform3D`; UIScrollView `contentOffset`, `contentSize`, `contentInset`;
    /// UIViewController `preferredContentSize`; CALayer `bounds`, `position`, `frame`,
    /// `anchorPoint`, `transform`, `opacity`, `isHidden`; the controls' values. Another key path is
    /// reported as a diagnostic and the observation returned never notifies.
    ///
    /// - Parameters:
    ///   - keyPath: The property to observe.
    ///   - options: `.new` and `.old` put the values in the change, `.initial` calls the handler
    ///     at once, `.prior` calls it before each change too.
    ///   - changeHandler: Called with the object and the change.
    /// - Returns: The observation; it stops when released or invalidated.
    @preconcurrency @MainActor
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        guard let keys = ObservableKeyPaths.keys(of: keyPath, root: Self.self),
            let observers = keyValueObserversForAdding()
        else {
            reportUnobservable(keyPath)
            return NSKeyValueObservation(entry: nil)
        }
        let entry = TypedObservationEntry(
            object: self, keyPath: keyPath, keys: keys, options: options, handler: changeHandler)
        observers.add(entry)
        if options.contains(.initial) {
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    newValue: options.contains(.new) ? self[keyPath: keyPath] : nil, oldValue: nil,
                    isPrior: false))
        }
        return NSKeyValueObservation(entry: entry)
    }

    /// Where this object's observations are kept: a view's on its layer.
    @MainActor
    private func keyValueObserversForAdding() -> KeyValueObservers? {
        if let view = self as? UIView { return view.layer.keyValueObserversForAdding }
        if let layer = self as? CALayer { return layer.keyValueObserversForAdding }
        if let controller = self as? UIViewController { return controller.keyValueObserversForAdding }
        return nil
    }

    @MainActor
    private func reportUnobservable(_ keyPath: AnyKeyPath) {
        let clock =
            (self as? UIView)?.layer.clock ?? (self as? CALayer)?.clock
            ?? (self as? UIViewController)?.hostClock ?? FrameClock.executing
        Diagnostics.report(
            .invalidInput,
            "observe(\(keyPath)) on \(type(of: self)): this key path is not observable here, so the handler will "
                + "never be called. Observable key paths: \(ObservableKeyPaths.summary). Observe one of them, or "
                + "follow this value where it changes (a delegate method or an override).",
            clock: clock)
    }
}
