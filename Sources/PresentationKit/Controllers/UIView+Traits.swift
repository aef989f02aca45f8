import Foundation

extension UIView {
    /// The view's traits: a window's follow its size and screen; a controller's root view has its
    /// controller's; any other view has its superview's (unspecified outside a hierarchy).
    public var traitCollection: UITraitCollection {
        if let window = self as? UIWindow { return window.windowTraitCollection }
        if let controller = owningViewController { return controller.traitCollection }
        return superview?.traitCollection ?? UITraitCollection()
    }
}

extension UIWindow {
    /// The traits of a window of this size on this screen (rules in `UITraitCollection+WindowSize`).
    var windowTraitCollection: UITraitCollection {
        .window(size: bounds.size, idiom: userInterfaceIdiom, scale: screen.scale)
    }
}
