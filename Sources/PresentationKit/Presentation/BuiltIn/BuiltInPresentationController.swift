import Foundation

/// The presentation controllers behind UIKit's built-in styles, made with the same public machinery
/// a user has: the one place that says which class presents which style.
enum BuiltInPresentationController {
    /// The controller for `presented`'s style. A `.custom` presentation whose delegate supplies no
    /// presentation controller proceeds as `.fullScreen` (Behaviour 1.2).
    @MainActor
    static func make(for presented: UIViewController, presenting: UIViewController?)
        -> UIPresentationController
    {
        make(
            style: presented.modalPresentationStyle.resolvedForPresentation, presented: presented,
            presenting: presenting)
    }

    /// The controller that presents `style`: a sheet for the sheet styles, a popover, or a
    /// full-screen controller for the window- and context-covering styles (any other style,
    /// `.custom` included, presents full screen).
    ///
    /// - Parameter keepsPresentersView: for a stand-in taking over an adapted custom presentation
    ///   (Behaviour 13.12), whose presenter's view stays where the custom presentation left it.
    @MainActor
    static func make(
        style: UIModalPresentationStyle, presented: UIViewController, presenting: UIViewController?,
        keepsPresentersView: Bool = false
    ) -> UIPresentationController {
        switch style {
        case _ where style.isSheet:
            return UISheetPresentationController(
                style: style, presentedViewController: presented, presenting: presenting)
        case .popover:
            return UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
        case _ where style == .overFullScreen || style.coversCurrentContext:
            return FullScreenPresentationController(
                style: style, presentedViewController: presented, presenting: presenting,
                keepsPresentersView: keepsPresentersView)
        default:
            return FullScreenPresentationController(
                style: .fullScreen, presentedViewController: presented, presenting: presenting,
                keepsPresentersView: keepsPresentersView)
        }
    }
}
