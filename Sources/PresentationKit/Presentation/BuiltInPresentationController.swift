import Foundation

/// The presentation controllers behind UIKit's built-in styles, made with the same public machinery
/// a user has.
enum BuiltInPresentationController {
    /// The controller for `presented`'s style. A `.custom` presentation whose delegate supplies no
    /// presentation controller proceeds as `.fullScreen` (SPEC 1.2).
    @MainActor
    static func make(for presented: UIViewController, presenting: UIViewController)
        -> UIPresentationController
    {
        switch presented.modalPresentationStyle {
        case .overFullScreen, .overCurrentContext:
            return OverFullScreenPresentationController(
                presentedViewController: presented, presenting: presenting)
        default:
            return FullScreenPresentationController(
                presentedViewController: presented, presenting: presenting)
        }
    }
}

/// `.fullScreen`: the presented view fills the window and the presenting view leaves it once the
/// presentation is done (SPEC 4.1).
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
    override var presentationStyle: UIModalPresentationStyle { .fullScreen }
}

/// `.overFullScreen`: like full screen, but the presenting view stays (SPEC 4.2).
@MainActor
final class OverFullScreenPresentationController: UIPresentationController {
    override var presentationStyle: UIModalPresentationStyle { .overFullScreen }
}
