import PresentationKit
import Testing

/// A stand-in for a property animator: the object an interruptible animator returns.
final class ScrubbableAnimations: NSObject, UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState = .inactive
    var isRunning = false
    var fractionComplete: CGFloat = 0
    var isReversed = false
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
    }
}

/// An animator written against UIKit's declaration: `interruptibleAnimator(using:)` returns a
/// non-optional `UIViewImplicitlyAnimating`.
final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var interruptibleAsks = 0
    let animations = ScrubbableAnimations()

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let view = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(view)
        view.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        view.alpha = 0
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        interruptibleAsks += 1
        return animations
    }
}

final class InterruptibleDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = InterruptibleSlideAnimator()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}

@MainActor
@Suite("Port · interruptibleAnimator(using:) as UIKit declares it")
struct InterruptibleAnimatorSignatureTests {
    @Test("the engine sees the implementation: the transition is interruptible, and it asks once")
    func askedOnce() throws {
        let stage = PortStage()
        let delegate = InterruptibleDelegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        stage.root.present(presented, animated: true)
        stage.host.advance(by: 0)
        let coordinator = try #require(presented.transitionCoordinator)
        #expect(coordinator.isInterruptible)
        #expect(coordinator.isInterruptible)
        #expect(delegate.animator.interruptibleAsks == 1)
        stage.host.runUntilIdle()
        #expect(stage.root.presentedViewController === presented)
    }

    @Test("an animator without it makes a transition that is not interruptible")
    func notImplemented() throws {
        let stage = PortStage()
        let presented = UIViewController()
        stage.root.present(presented, animated: true)
        stage.host.advance(by: 0)
        let coordinator = try #require(presented.transitionCoordinator)
        #expect(!coordinator.isInterruptible)
    }
}
