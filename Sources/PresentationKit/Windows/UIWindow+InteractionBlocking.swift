import Foundation

extension UIWindow {
    /// Whether touches that go down now reach nothing: a transition that cannot be interrupted is
    /// running without interaction (Behaviour 12.17, UIKit's ignoring of interaction events).
    var isBlockingInteraction: Bool { interactionBlockers > 0 }

    /// A transition starts blocking touches; with `cancellingTouches`, the touches in progress are
    /// cancelled too (their gestures end `.cancelled` or fail, their views hear `touchesCancelled`).
    func beginBlockingInteraction(cancellingTouches: Bool) {
        interactionBlockers += 1
        if cancellingTouches { cancelTouchesInProgress?(nil) }
    }

    /// A transition stops blocking touches.
    func endBlockingInteraction() {
        interactionBlockers = max(interactionBlockers - 1, 0)
    }
}
