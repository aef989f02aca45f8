import PresentationKit

// A deck transition as iOS apps write one with snapshots and a blur (written for this project in
// the shape public deck and half-modal libraries take). The only edit from the iOS source is
// `import PresentationKit` for `import UIKit`.

final class DeckTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return DeckPresentingAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        return DeckDismissingAnimator()
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        return DeckPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

final class DeckPresentationController: UIPresentationController {
    let blurView = UIVisualEffectView(effect: nil)

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        return CGRect(
            x: 0, y: 60, width: containerView.bounds.width, height: containerView.bounds.height - 60)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        blurView.frame = containerView.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(blurView, at: 0)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.blurView.effect = UIBlurEffect(style: .dark)
            }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.blurView.effect = nil
            }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            blurView.removeFromSuperview()
        }
    }
}

final class DeckPresentingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var presentingSnapshot: UIView?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to),
            let snapshot = fromVC.view.snapshotView(afterScreenUpdates: false)
        else {
            transitionContext.completeTransition(false)
            return
        }
        presentingSnapshot = snapshot
        snapshot.frame = fromVC.view.frame
        containerView.addSubview(snapshot)
        fromVC.view.isHidden = true

        let finalFrame = transitionContext.finalFrame(for: toVC)
        toVC.view.frame = finalFrame.offsetBy(dx: 0, dy: containerView.bounds.height)
        containerView.addSubview(toVC.view)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseOut,
            animations: {
                snapshot.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
                snapshot.layer.cornerRadius = 10
                snapshot.alpha = 0.8
                toVC.view.frame = finalFrame
            },
            completion: { _ in
                snapshot.removeFromSuperview()
                fromVC.view.isHidden = false
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class DeckDismissingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let offscreen = fromView.frame.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromView.frame = offscreen
            },
            completion: { finished in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class DeckCardViewController: UIViewController {
    let deckDelegate = DeckTransitioningDelegate()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
        transitioningDelegate = deckDelegate
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 12
    }
}
