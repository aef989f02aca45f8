import Foundation

/// `addObserver(_:selector:name:object:)` with a method reference instead of a selector: what the
/// porting tool rewrites selector observers to.
///
/// As in UIKit (since iOS 9) the center does not keep the observer: once it is gone its
/// observations end. `removeObserver(_:)` and `removeObserver(_:name:object:)` given the observer end
/// them earlier, as they do in UIKit. The block runs on the posting thread, as `queue: nil` does.
extension NotificationCenter {
    private struct Observation: @unchecked Sendable {
        weak var observer: AnyObject?
        let observerID: ObjectIdentifier
        let name: NSNotification.Name?
        let object: AnyObject?
        let token: NSObjectProtocol
    }

    private final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var observations: [Observation] = []
    }

    private static let registry = Registry()

    /// Calls `selector`, a method of `observer` taking the notification, for each notification named
    /// `name` (nil: any) posted by `object` (nil: anyone), while `observer` lives.
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping (Observer) -> (Notification) -> Void,
        name: NSNotification.Name?, object: Any?
    ) {
        observe(observer, name: name, object: object) { observer, notification in
            selector(observer)(notification)
        }
    }

    /// Calls `selector`, a method of `observer` taking nothing, for each notification named `name`
    /// (nil: any) posted by `object` (nil: anyone), while `observer` lives.
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping (Observer) -> () -> Void, name: NSNotification.Name?,
        object: Any?
    ) {
        observe(observer, name: name, object: object) { observer, _ in selector(observer)() }
    }

    /// Ends every observation `observer` made with a method reference (and, as Foundation's
    /// `removeObserver(_:)` does, the block observation whose token it is).
    public func removeObserver<Observer: AnyObject>(_ observer: Observer) {
        removeObservations(of: observer, name: nil, object: nil)
        removeObserver(observer as Any)
    }

    /// Ends the observations of `observer` for `aName` (nil: every name) and `anObject` (nil: any
    /// object) made with a method reference.
    public func removeObserver<Observer: AnyObject>(
        _ observer: Observer, name aName: NSNotification.Name?, object anObject: Any?
    ) {
        removeObservations(of: observer, name: aName, object: anObject)
        removeObserver(observer as Any, name: aName, object: anObject)
    }

    private func observe<Observer: AnyObject>(
        _ observer: Observer, name: NSNotification.Name?, object: Any?,
        call: @escaping (Observer, Notification) -> Void
    ) {
        let registry = Self.registry
        let observerID = ObjectIdentifier(observer)
        nonisolated(unsafe) weak let weakObserver = observer
        nonisolated(unsafe) let call = call
        let token = addObserver(forName: name, object: object, queue: nil) { notification in
            guard let observer = weakObserver else { return }
            call(observer, notification)
        }
        registry.lock.lock()
        registry.observations.removeAll { $0.observer == nil }
        registry.observations.append(
            Observation(
                observer: observer, observerID: observerID, name: name, object: object as AnyObject?,
                token: token))
        registry.lock.unlock()
    }

    private func removeObservations(of observer: AnyObject, name: NSNotification.Name?, object: Any?) {
        let registry = Self.registry
        let observerID = ObjectIdentifier(observer)
        let object = object as AnyObject?
        registry.lock.lock()
        let ending = registry.observations.filter { observation in
            observation.observerID == observerID && observation.observer != nil
                && (name == nil || observation.name == name)
                && (object == nil || observation.object === object)
        }
        registry.observations.removeAll { observation in ending.contains { $0.token === observation.token } }
        registry.lock.unlock()
        for observation in ending { removeObserver(observation.token) }
    }
}
