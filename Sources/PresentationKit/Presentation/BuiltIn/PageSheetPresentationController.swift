import Foundation

/// `.pageSheet` and `.formSheet` (and `.automatic`, SPEC 4.6): a centred card over a dim in regular
/// environments, a bottom sheet over the scaled-back presenting content in compact width, the whole
/// container in compact height (SPEC 4.5). The presenting controller gets no appearance callbacks
/// (SPEC 2.2).
///
/// A tap on the dim does not dismiss, as in UIKit. A downward swipe will, through
/// `dismissAtUserRequest()`, once interactive dismissal lands.
@MainActor
final class PageSheetPresentationController: UIPresentationController {
    private let style: UIModalPresentationStyle
    let chrome: SheetChrome

    init(
        style: UIModalPresentationStyle, presentedViewController: UIViewController,
        presenting: UIViewController?
    ) {
        self.style = style
        chrome = SheetChrome(style: style)
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var presentationStyle: UIModalPresentationStyle { style }
    override var adaptsThroughDelegate: Bool { false }

    override var frameOfPresentedViewInContainerView: CGRect {
        chrome.layout(for: self)?.frame ?? .zero
    }

    override func presentationTransitionWillBegin() { chrome.presentationWillBegin(self) }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        chrome.presentationDidEnd(self, completed: completed)
    }
    override func dismissalTransitionWillBegin() { chrome.dismissalWillBegin(self) }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        chrome.dismissalDidEnd(self, completed: completed)
    }
    override func containerViewWillLayoutSubviews() { chrome.containerWillLayout(self) }
}
