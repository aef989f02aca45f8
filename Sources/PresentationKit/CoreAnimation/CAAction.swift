import Foundation

/// An object that responds to a layer event, as Core Animation's `CAAction`: what
/// `CALayer.action(forKey:)` finds for a key.
///
/// `CAAnimation` is one (it adds itself to the layer under the event's key) and `NSNull` is one
/// that does nothing: returned by a layer delegate's `action(for:forKey:)` or stored in a layer's
/// `actions`, it ends the search with no action.
@preconcurrency @MainActor
public protocol CAAction: AnyObject {
    /// Performs the action for `event` on `anObject` (the layer), with optional `dict` arguments.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` is the action that means "no action".
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAnimation: CAAction {}
