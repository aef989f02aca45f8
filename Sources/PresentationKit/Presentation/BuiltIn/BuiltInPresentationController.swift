import Foundation

/// The presentation controllers behind UIKit's built-in styles, made with the same public machinery
/// a user has.
enum BuiltInPresentationController {
    /// The controller for `presented`'s style. A `.custom` presentation whose delegate supplies no
    /// presentation controller proceeds as `.fullScreen` (Behaviour 1.2). A popover uses the controller
    /// its `popoverPresentationController` already made, so that the configuration set on it before
    /// `present` holds.
    @MainActor
    static func make(for presented: UIViewController, presenting: UIViewController?)
        -> UIPresentationController
    {
        switch presented.modalPresentationStyle.resolvedForPresentation {
        case .pageSheet:
            return UISheetPresentationController(
                style: .pageSheet, presentedViewController: presented, presenting: presenting)
        case .formSheet:
            return UISheetPresentationController(
                style: .formSheet, presentedViewController: presented, presenting: presenting)
        case .popover:
            return UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
        case let style where style == .overFullScreen || style.coversCurrentContext:
            return FullScreenPresentationController(
                style: style, presentedViewController: presented, presenting: presenting)
        default:
            return FullScreenPresentationController(
                style: .fullScreen, presentedViewController: presented, presenting: presenting)
        }
    }
}
