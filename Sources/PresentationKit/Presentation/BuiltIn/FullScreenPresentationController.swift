import Foundation

/// `.fullScreen`, `.overFullScreen`, `.currentContext` and `.overCurrentContext`: the presented view
/// fills the window or the view of the controller that defines the presentation context, and the
/// covered view leaves the window after the presentation unless the style is an "over" one
/// (Behaviour 4.1–4.3).
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    private let style: UIModalPresentationStyle
    /// Whether the presenting view stays in the window even for `.fullScreen` (a stand-in for an
    /// adapted custom presentation, Behaviour 13.12).
    private let keepsPresentersView: Bool

    init(
        style: UIModalPresentationStyle, presentedViewController: UIViewController,
        presenting: UIViewController?, keepsPresentersView: Bool = false
    ) {
        self.style = style
        self.keepsPresentersView = keepsPresentersView
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var presentationStyle: UIModalPresentationStyle { style }
    override var adaptsThroughDelegate: Bool { false }
    override var shouldRemovePresentersView: Bool {
        !keepsPresentersView && (style == .fullScreen || style == .currentContext)
    }
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
