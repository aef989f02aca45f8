import Foundation

/// `.fullScreen`, `.overFullScreen`, `.currentContext` and `.overCurrentContext`: the presented view
/// fills the window or the view of the controller that defines the presentation context, and the
/// covered view leaves the window after the presentation unless the style is an "over" one
/// (SPEC 4.1–4.3).
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    private let style: UIModalPresentationStyle

    init(
        style: UIModalPresentationStyle, presentedViewController: UIViewController,
        presenting: UIViewController?
    ) {
        self.style = style
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var presentationStyle: UIModalPresentationStyle { style }
    override var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext }
    override var shouldPresentInFullscreen: Bool { !style.coversCurrentContext }

    /// Between transitions the presented view fills the container (after a rotation during a
    /// cancelled dismissal too); during one, the animator owns its frame.
    override func containerViewWillLayoutSubviews() {
        guard !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed,
            let containerView, let presentedView, presentedView.isDescendant(of: containerView)
        else { return }
        presentedView.frame = frameOfPresentedViewInContainerView
    }
}
