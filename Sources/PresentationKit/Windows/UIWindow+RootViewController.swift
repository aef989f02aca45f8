import Foundation

extension UIWindow {
    /// Installs `newRoot` as the root view controller.
    ///
    /// The new root's view is loaded, sized to the window (resizing with it) and put at the bottom
    /// of the window's subviews. When the window is visible the appearance callbacks run at once, in
    /// the order of a full-screen replacement: old `viewWillDisappear`, new `viewWillAppear`, (views
    /// swapped and laid out), new `viewDidAppear`, old `viewDidDisappear`. UIKit delays
    /// `viewDidAppear` until after the first layout; laying out before it keeps that order.
    func installRootViewController(_ newRoot: UIViewController?) {
        let old = rootViewControllerStorage
        guard old !== newRoot else { return }
        if let newRoot {
            newRoot.windowAsRoot = self
            newRoot.loadViewIfNeeded()
            if newRoot.parent != nil { newRoot.removeFromParent() }
        }
        if old?.windowAsRoot === self { old?.windowAsRoot = nil }
        let visible = !isHidden
        if visible {
            old?.beginAppearance(false, animated: false)
            newRoot?.beginAppearance(true, animated: false)
        }
        if let oldView = old?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
        rootViewControllerStorage = newRoot
        if let newRoot, let view = newRoot.viewIfLoaded {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
            newRoot.updateTraitCollection()
            layoutIfNeeded()
        }
        if visible {
            newRoot?.endAppearance()
            old?.endAppearance()
        }
    }

    /// The window became visible: a root installed while it was hidden appears now.
    func rootViewControllerDidBecomeVisible() {
        guard let root = rootViewControllerStorage, root.appearanceState == .disappeared else { return }
        root.beginAppearance(true, animated: false)
        layoutIfNeeded()
        root.endAppearance()
    }
}
