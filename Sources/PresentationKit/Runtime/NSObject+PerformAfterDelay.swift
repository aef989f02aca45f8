import Foundation

/// `perform(_:with:afterDelay:)` with a method reference instead of a selector, on the host's
/// clock: what the porting tool rewrites `perform(#selector(…), with:, afterDelay:)` to.
///
/// As in UIKit the object and the argument are kept until the call runs (or is cancelled with
/// `cancelPreviousPerformRequests(withTarget:)`), and the call runs on the run loop's turn at or after
/// the delay: here on the clock of the object's host (a view's, a layer's or a controller's in a
/// window), else of the host in charge (`UIScreen.main`'s), so tests advance it.
extension NSObject {
    private struct PendingPerform {
        let target: ObjectIdentifier
        let clock: FrameClock
        let timer: Int
    }

    @MainActor private static var pendingPerforms: [PendingPerform] = []

    /// Calls `aSelector`, a method of this object taking nothing, after `delay` seconds of the host's
    /// clock. `anArgument` is ignored, as UIKit ignores it for a method that takes no argument.
    @MainActor
    public func perform<Target: NSObject>(
        _ aSelector: @escaping (Target) -> () -> Void, with anArgument: Any? = nil,
        afterDelay delay: TimeInterval
    ) {
        schedule(after: delay) { (target: Target) in aSelector(target)() }
    }

    /// Calls `aSelector`, a method of this object taking one argument, with `anArgument` after `delay`
    /// seconds of the host's clock.
    @MainActor
    public func perform<Target: NSObject, Argument>(
        _ aSelector: @escaping (Target) -> (Argument) -> Void, with anArgument: Argument,
        afterDelay delay: TimeInterval
    ) {
        schedule(after: delay) { (target: Target) in aSelector(target)(anArgument) }
    }

    /// Cancels the calls that `perform(_:with:afterDelay:)` scheduled on `aTarget` and have not run.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        guard let object = aTarget as? NSObject else { return }
        let identifier = ObjectIdentifier(object)
        for pending in pendingPerforms where pending.target == identifier {
            pending.clock.cancelTimer(pending.timer)
        }
        pendingPerforms.removeAll { $0.target == identifier }
    }

    /// The clock of the host this object is in, for a view, a layer or a controller whose view is in a
    /// hosted window; other objects use the host in charge (`UIScreen.main`'s).
    @MainActor
    private var ownClock: FrameClock? {
        switch self {
        case let view as UIView: view.layer.clock
        case let layer as CALayer: layer.clock
        case let controller as UIViewController: controller.viewIfLoaded?.layer.clock
        default: nil
        }
    }

    @MainActor
    private func schedule<Target: NSObject>(after delay: TimeInterval, _ call: @escaping (Target) -> Void) {
        guard let target = self as? Target else {
            Diagnostics.log(
                .invalidInput,
                "perform(_:with:afterDelay:) on a \(type(of: self)) was given a method of \(Target.self); nothing "
                    + "was scheduled")
            return
        }
        guard let clock = ownClock ?? UIScreen.current?.clock else {
            Diagnostics.log(
                .unsupportedOnLinux,
                "perform(_:with:afterDelay:) with no HeadlessHost alive: there is no run loop to run it on; "
                    + "nothing was scheduled")
            return
        }
        let identifier = ObjectIdentifier(self)
        var timer = 0
        // The pending call keeps the target, as UIKit's does, until it runs or is cancelled.
        timer = clock.after(delay) {
            NSObject.pendingPerforms.removeAll { $0.target == identifier && $0.timer == timer }
            call(target)
        }
        NSObject.pendingPerforms.append(PendingPerform(target: identifier, clock: clock, timer: timer))
    }
}
