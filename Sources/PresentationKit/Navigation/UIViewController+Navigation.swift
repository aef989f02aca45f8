import Foundation

extension UIViewController {
    /// The nearest ancestor that is a navigation controller (the controller itself is not
    /// counted), as UIKit's `navigationController`; nil outside any navigation stack. A controller
    /// presented from inside a stack is not in it: its own ancestors are searched.
    public var navigationController: UINavigationController? {
        var current = parent
        while let candidate = current {
            if let navigation = candidate as? UINavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }
}
