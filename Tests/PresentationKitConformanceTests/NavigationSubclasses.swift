import Foundation
import PresentationKit

// The manifest's "UINavigationController", "UINavigationBar", "UINavigationItem", "UIBarItem" and
// "UIBarButtonItem" entries, and the "UINavigationControllerDelegate" conformer, with UIKit's
// spelling.

class ConformingNavigationController: UINavigationController {
    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        note("UINavigationController")
    }
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    override init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(navigationBarClass: navigationBarClass, toolbarClass: toolbarClass)
        note("UINavigationController")
    }
    override var toolbar: UIToolbar! {
        note("UINavigationController")
        return super.toolbar
    }
    override var isToolbarHidden: Bool {
        get {
            note("UINavigationController")
            return super.isToolbarHidden
        }
        set { super.isToolbarHidden = newValue }
    }
    override func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        note("UINavigationController")
        super.setToolbarHidden(hidden, animated: animated)
    }
    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
    override var viewControllers: [UIViewController] {
        get {
            note("UINavigationController")
            return super.viewControllers
        }
        set { super.viewControllers = newValue }
    }
    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        note("UINavigationController")
        super.setViewControllers(viewControllers, animated: animated)
    }
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        note("UINavigationController")
        super.pushViewController(viewController, animated: animated)
    }
    override func popViewController(animated: Bool) -> UIViewController? {
        note("UINavigationController")
        return super.popViewController(animated: animated)
    }
    override func popToViewController(_ viewController: UIViewController, animated: Bool)
        -> [UIViewController]?
    {
        note("UINavigationController")
        return super.popToViewController(viewController, animated: animated)
    }
    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        note("UINavigationController")
        return super.popToRootViewController(animated: animated)
    }
    override var topViewController: UIViewController? {
        note("UINavigationController")
        return super.topViewController
    }
    override var visibleViewController: UIViewController? {
        note("UINavigationController")
        return super.visibleViewController
    }
    override var navigationBar: UINavigationBar {
        note("UINavigationController")
        return super.navigationBar
    }
    override var isNavigationBarHidden: Bool {
        get {
            note("UINavigationController")
            return super.isNavigationBarHidden
        }
        set { super.isNavigationBarHidden = newValue }
    }
    override func show(_ vc: UIViewController, sender: Any?) {
        note("UINavigationController")
        super.show(vc, sender: sender)
    }
    override var interactivePopGestureRecognizer: UIGestureRecognizer? {
        note("UINavigationController")
        return super.interactivePopGestureRecognizer
    }
    override func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        note("UINavigationController")
        super.setNavigationBarHidden(hidden, animated: animated)
    }
    override weak var delegate: UINavigationControllerDelegate? {
        get {
            note("UINavigationController")
            return super.delegate
        }
        set { super.delegate = newValue }
    }
}

class ConformingToolbar: UIToolbar {
    override var items: [UIBarButtonItem]? {
        get {
            note("UIToolbar")
            return super.items
        }
        set { super.items = newValue }
    }
    override func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        note("UIToolbar")
        super.setItems(items, animated: animated)
    }
}

class ConformingNavigationBar: UINavigationBar {
    override var items: [UINavigationItem]? {
        get {
            note("UINavigationBar")
            return super.items
        }
        set { super.items = newValue }
    }
    override var topItem: UINavigationItem? {
        note("UINavigationBar")
        return super.topItem
    }
    override var backItem: UINavigationItem? {
        note("UINavigationBar")
        return super.backItem
    }
    override func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        note("UINavigationBar")
        super.setItems(items, animated: animated)
    }
    override func pushItem(_ item: UINavigationItem, animated: Bool) {
        note("UINavigationBar")
        super.pushItem(item, animated: animated)
    }
    override var prefersLargeTitles: Bool {
        get {
            note("UINavigationBar")
            return super.prefersLargeTitles
        }
        set { super.prefersLargeTitles = newValue }
    }
    override func popItem(animated: Bool) -> UINavigationItem? {
        note("UINavigationBar")
        return super.popItem(animated: animated)
    }
}

class ConformingNavigationItem: UINavigationItem {
    override init(title: String) {
        super.init(title: title)
        note("UINavigationItem")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UINavigationItem")
    }
    override var title: String? {
        get {
            note("UINavigationItem")
            return super.title
        }
        set { super.title = newValue }
    }
    override var titleView: UIView? {
        get {
            note("UINavigationItem")
            return super.titleView
        }
        set { super.titleView = newValue }
    }
    override var leftBarButtonItems: [UIBarButtonItem]? {
        get {
            note("UINavigationItem")
            return super.leftBarButtonItems
        }
        set { super.leftBarButtonItems = newValue }
    }
    override var rightBarButtonItems: [UIBarButtonItem]? {
        get {
            note("UINavigationItem")
            return super.rightBarButtonItems
        }
        set { super.rightBarButtonItems = newValue }
    }
    override var leftBarButtonItem: UIBarButtonItem? {
        get {
            note("UINavigationItem")
            return super.leftBarButtonItem
        }
        set { super.leftBarButtonItem = newValue }
    }
    override var rightBarButtonItem: UIBarButtonItem? {
        get {
            note("UINavigationItem")
            return super.rightBarButtonItem
        }
        set { super.rightBarButtonItem = newValue }
    }
    override var hidesBackButton: Bool {
        get {
            note("UINavigationItem")
            return super.hidesBackButton
        }
        set { super.hidesBackButton = newValue }
    }
    override var leftItemsSupplementBackButton: Bool {
        get {
            note("UINavigationItem")
            return super.leftItemsSupplementBackButton
        }
        set { super.leftItemsSupplementBackButton = newValue }
    }
    override var backButtonTitle: String? {
        get {
            note("UINavigationItem")
            return super.backButtonTitle
        }
        set { super.backButtonTitle = newValue }
    }
    override var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode {
        get {
            note("UINavigationItem")
            return super.largeTitleDisplayMode
        }
        set { super.largeTitleDisplayMode = newValue }
    }
    override var backBarButtonItem: UIBarButtonItem? {
        get {
            note("UINavigationItem")
            return super.backBarButtonItem
        }
        set { super.backBarButtonItem = newValue }
    }
}

/// A controller whose `navigationItem` is the conforming one (UIKit lets `navigationItem` be
/// overridden).
class ConformingItemController: UIViewController {
    let item = ConformingNavigationItem(title: "Second")
    override var navigationItem: UINavigationItem {
        note("UIViewController")
        return item
    }
}

class ConformingBarButtonItem: UIBarButtonItem {
    override init() {
        super.init()
        note("UIBarButtonItem")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UIBarButtonItem")
    }
    override var title: String? {
        get {
            note("UIBarItem")
            return super.title
        }
        set { super.title = newValue }
    }
    override var isEnabled: Bool {
        get {
            note("UIBarItem")
            return super.isEnabled
        }
        set { super.isEnabled = newValue }
    }
    override var tag: Int {
        get {
            note("UIBarItem")
            return super.tag
        }
        set { super.tag = newValue }
    }
    override var style: UIBarButtonItem.Style {
        get {
            note("UIBarButtonItem")
            return super.style
        }
        set { super.style = newValue }
    }
    override var menu: UIMenu? {
        get {
            note("UIBarButtonItem")
            return super.menu
        }
        set { super.menu = newValue }
    }
    override var primaryAction: UIAction? {
        get {
            note("UIBarButtonItem")
            return super.primaryAction
        }
        set { super.primaryAction = newValue }
    }
    override var customView: UIView? {
        get {
            note("UIBarButtonItem")
            return super.customView
        }
        set { super.customView = newValue }
    }
    override var width: CGFloat {
        get {
            note("UIBarButtonItem")
            return super.width
        }
        set { super.width = newValue }
    }
    override weak var target: AnyObject? {
        get {
            note("UIBarButtonItem")
            return super.target
        }
        set { super.target = newValue }
    }
}

/// A bar item made through `UIBarItem`'s own initializers.
class ConformingBarItem: UIBarItem {
    override init() {
        super.init()
        note("UIBarItem")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UIBarItem")
    }
}

class ConformingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let animator = ConformingPushAnimator()

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {
        note("UINavigationControllerDelegate")
    }
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        note("UINavigationControllerDelegate")
    }
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        note("UINavigationControllerDelegate")
        return animator
    }
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        note("UINavigationControllerDelegate")
        return nil
    }
}

/// A push animator that fades the incoming view in over 0.25 s.
class ConformingPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var animated: [String] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.25
    }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        animated.append("animateTransition")
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), animations: { toView.alpha = 1 },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
    func animationEnded(_ transitionCompleted: Bool) {
        animated.append("animationEnded(\(transitionCompleted))")
    }
}
