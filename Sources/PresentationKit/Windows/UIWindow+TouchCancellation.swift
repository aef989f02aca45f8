import Foundation

extension UIWindow {
    /// `view` left the window: the touches it or its subviews handle are cancelled, as UIKit
    /// cancels a touch sequence whose view is removed from its window (`touchesCancelled`; the
    /// recognizers attached inside `view` end `.cancelled`, the others keep following the finger,
    /// Behaviour 12.28).
    func cancelTouchesHandled(in view: UIView) {
        cancelTouchesInProgress?(view)
    }
}
