// swift-format-ignore-file
// (App code as apps write it, not formatted as the package is.)
import UIKit

/// Vends the sheet's presentation controller.
final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        let controller = SheetPresentationController(presentedViewController: presented, presenting: presenting)
        controller.sheetDelegate = presented as? SheetPresentationDelegate
        return controller
    }
}

/// A delegate that implements none of the sheet's optional requirements.
final class SilentSheetDelegate: NSObject, SheetPresentationDelegate {}

/// Asks a delegate whether it implements a requirement before calling it, as older code does.
func sheetWillNotify(_ delegate: SheetPresentationDelegate?) -> Bool {
    return delegate?.responds(to: #selector(SheetPresentationDelegate.sheetWillPresent(_:))) == true
}
