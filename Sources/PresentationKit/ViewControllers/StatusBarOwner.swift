/// Which controller decides the status bar.
///
/// As UIKit documents it: from the window's root controller, control passes to a presented
/// controller only when its `modalPresentationStyle` is `.fullScreen`, or when it sets
/// `modalPresentationCapturesStatusBarAppearance`; that repeats up the stack, then
/// `childForStatusBarStyle` / `childForStatusBarHidden` lead down to a child.
extension UIViewController {
    /// The top-most controller in this one's presentation stack that takes over the status bar.
    var statusBarPresentationOwner: UIViewController {
        var owner = self
        while let presented = owner.presentedViewController, presented.presentingViewController != nil,
            presented.capturesStatusBar
        {
            owner = presented
        }
        return owner
    }

    private var capturesStatusBar: Bool {
        modalPresentationCapturesStatusBarAppearance
            || modalPresentationStyle.resolvedForPresentation == .fullScreen
    }

    /// The controller whose `preferredStatusBarStyle` is used.
    var statusBarStyleOwner: UIViewController {
        var owner = statusBarPresentationOwner
        while let child = owner.childForStatusBarStyle { owner = child.statusBarPresentationOwner }
        return owner
    }

    /// The controller whose `prefersStatusBarHidden` is used.
    var statusBarHiddenOwner: UIViewController {
        var owner = statusBarPresentationOwner
        while let child = owner.childForStatusBarHidden { owner = child.statusBarPresentationOwner }
        return owner
    }
}
