// Seed 000 ("UIPresentationController 显示控制器"), ported from UIKit. The seed is Swift 2; this is
// the same code in today's UIKit spelling (`transitionCoordinator` is a property,
// `animate(alongsideTransition:completion:)`, `viewController(forKey: .to)`, …), with the only
// PresentationKit edits the import and `#selector(self.btnClick)` → `CustomPresentationController.btnClick`.
// Compiled in Swift 5 language mode, as the app it comes from is.
import PresentationKit

class CustomPresentationController: UIPresentationController {
    lazy var dimmingView: UIButton = {
        let button = UIButton(type: .custom)
        button.backgroundColor = UIColor.black
        button.alpha = 0
        return button
    }()

    // 呈现过渡即将开始时候调用
    override func presentationTransitionWillBegin() {
        guard
            let containerView = containerView
        else {
            return
        }

        dimmingView.frame = containerView.bounds
        dimmingView.addTarget(self, action: CustomPresentationController.btnClick, for: .touchUpInside)

        // 将透明btnView添加到容器视图中
        containerView.addSubview(dimmingView)

        if let transitionCoordinator = presentingViewController.transitionCoordinator {
            transitionCoordinator.animate(
                alongsideTransition: { (context: UIViewControllerTransitionCoordinatorContext!) in
                    self.dimmingView.alpha = 0.5
                }, completion: nil)
        }
    }

    // 呈现过渡完成时候调用
    override func presentationTransitionDidEnd(_ completed: Bool) {
        // 如果呈现没有完成，就移除背景view
        if !completed {
            print("呈现没有完成")
            dimmingView.removeFromSuperview()
        }
    }

    // 消失过渡即将开始的时候调用
    override func dismissalTransitionWillBegin() {
        // 与过渡效果一起执行背景view的淡出效果
        if let transitionCoordinator = presentingViewController.transitionCoordinator {
            transitionCoordinator.animate(
                alongsideTransition: { (context) in
                    self.dimmingView.alpha = 0
                }, completion: nil)
        }
    }

    // 消失过渡完成的时候调用
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        // 如果消失没有完成，那么把背景view移除
        if !completed {
            print("消失没有完成")
            dimmingView.removeFromSuperview()
        }
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard
            let containerView = containerView
        else {
            print("获取不到")
            return CGRect()
        }

        var frame = containerView.bounds
        frame = frame.insetBy(dx: 50, dy: 200)
        return frame
    }

    private func btnClick() {
        self.presentedViewController.dismiss(animated: true, completion: nil)
    }
}

class CustomPresentationAnimationController: NSObject, UIViewControllerAnimatedTransitioning {

    let isPresenting: Bool
    let duration: TimeInterval = 0.5

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    // 过渡动画执行时间
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    // 过渡动画效果
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if isPresenting {
            animatePresentationWithTransitionContext(transitionContext)
        } else {
            animateDismissWithTransitionContext(transitionContext)
        }
    }

    private func animatePresentationWithTransitionContext(
        _ transitionContext: UIViewControllerContextTransitioning
    ) {
        guard
            let presentedController = transitionContext.viewController(
                forKey: UITransitionContextViewControllerKey.to),
            let presentedControllerView = transitionContext.view(forKey: UITransitionContextViewKey.to)
        else {
            return
        }
        let containerView = transitionContext.containerView

        // 定位被呈现的view一开始位置，在屏幕顶部
        presentedControllerView.frame = transitionContext.finalFrame(for: presentedController)
        presentedControllerView.center.y -= containerView.bounds.size.height

        containerView.addSubview(presentedControllerView)

        UIView.animate(
            withDuration: duration, delay: 0.0, usingSpringWithDamping: 1.0, initialSpringVelocity: 0.0,
            options: .allowUserInteraction,
            animations: {
                presentedControllerView.center.y += containerView.bounds.size.height
            }
        ) { (completed: Bool) in
            // 完成一定要调用此方法告诉系统动画完成
            transitionContext.completeTransition(completed)
        }
    }

    private func animateDismissWithTransitionContext(
        _ transitionContext: UIViewControllerContextTransitioning
    ) {
        guard
            let presentedControllerView = transitionContext.view(forKey: UITransitionContextViewKey.from)
        else {
            return
        }
        let containerView = transitionContext.containerView

        UIView.animate(
            withDuration: duration, delay: 0.0, usingSpringWithDamping: 1.0, initialSpringVelocity: 0.0,
            options: .allowUserInteraction,
            animations: {
                presentedControllerView.center.y += containerView.bounds.size.height
            }
        ) { (completed) in
            transitionContext.completeTransition(completed)
        }
    }
}

class PresentedViewController: UIViewController {

    var commonInitCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.backgroundColor = UIColor.blue
    }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        commonInit()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        commonInit()
    }

    func commonInit() {
        commonInitCount += 1
        self.modalPresentationStyle = .custom
        self.transitioningDelegate = self
    }
}

extension PresentedViewController: UIViewControllerTransitioningDelegate {

    // 返回一个负责过渡的外观对象
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        if presented == self {
            return CustomPresentationController(presentedViewController: presented, presenting: presenting)
        } else {
            return nil
        }
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        if presented == self {
            return CustomPresentationAnimationController(isPresenting: true)
        } else {
            return nil
        }
    }

    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        if dismissed == self {
            return CustomPresentationAnimationController(isPresenting: false)
        } else {
            return nil
        }
    }
}

class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
    }

    func buttomClick(sender: UIButton) {
        self.present(PresentedViewController(), animated: true, completion: nil)
    }
}
