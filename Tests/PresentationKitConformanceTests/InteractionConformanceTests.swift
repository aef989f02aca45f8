import Foundation
import PresentationKit
import Testing

/// A presentation animated by an interruptible property animator and driven by a percent-driven
/// interaction controller, both the conformance subclasses.
final class InterruptibleSlide: NSObject, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
{
    let interactor = ConformingPercentDrivenTransition()
    var animator: ConformingPropertyAnimator?

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        self
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interactor
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let view = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(view)
        view.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        view.alpha = 0
        let animator = ConformingPropertyAnimator(duration: 0.4, curve: .easeOut) { view.alpha = 1 }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }
}

@MainActor
@Suite("Conformance · interaction classes")
struct InteractionConformanceTests {
    @Test(
        "UIViewPropertyAnimator and UIPercentDrivenInteractiveTransition: an interruptible interactive presentation"
    )
    func interruptibleInteractivePresentation() throws {
        let log = CallLog.start()
        let stage = Stage()
        let slide = InterruptibleSlide()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = slide
        stage.root.present(presented, animated: true)
        stage.host.advance(by: 0)
        slide.interactor.update(0.3)
        #expect(abs(slide.interactor.percentComplete - 0.3) < 1e-12)
        #expect(slide.interactor.duration == 0.4)
        slide.interactor.timingCurve = UICubicTimingParameters(animationCurve: .linear)
        slide.interactor.finish()
        stage.host.advance(by: 0.1)
        slide.interactor.pause()
        slide.interactor.cancel()
        stage.host.advance(by: 0.01)
        slide.interactor.pause()
        slide.interactor.finish()
        stage.host.runUntilIdle()
        #expect(stage.root.presentedViewController === presented)
        let entries = log.take()
        #expect(
            inOrder(
                entries,
                [
                    "UIPercentDrivenInteractiveTransition.init()",
                    "UIPercentDrivenInteractiveTransition.completionCurve",
                    "UIPercentDrivenInteractiveTransition.completionSpeed",
                    "UIPercentDrivenInteractiveTransition.wantsInteractiveStart",
                    "UIPercentDrivenInteractiveTransition.startInteractiveTransition(_:)",
                    "UIViewPropertyAnimator.init(duration:timingParameters:)",
                    "UIViewPropertyAnimator.addAnimations(_:)", "UIViewPropertyAnimator.addCompletion(_:)",
                    "UIViewPropertyAnimator.pauseAnimation()",
                    "UIPercentDrivenInteractiveTransition.update(_:)",
                    "UIViewPropertyAnimator.fractionComplete",
                    "UIPercentDrivenInteractiveTransition.finish()",
                    "UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)",
                ]), "\(entries)")

        // What apps do with an animator of their own.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.root.view.addSubview(view)
        let animator = ConformingPropertyAnimator(duration: 1, dampingRatio: 0.8)
        animator.isUserInteractionEnabled = false
        animator.isInterruptible = true
        animator.scrubsLinearly = false
        animator.isManualHitTestingEnabled = true
        animator.pausesOnCompletion = false
        _ = (
            animator.isUserInteractionEnabled, animator.isInterruptible, animator.scrubsLinearly,
            animator.isManualHitTestingEnabled, animator.timingParameters, animator.duration
        )
        animator.addAnimations({ view.center.x = 100 }, delayFactor: 0.1)
        animator.startAnimation(afterDelay: 0.05)
        _ = animator.delay
        stage.host.advance(by: 0.3)
        animator.isReversed = true
        stage.host.advance(by: 0.1)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        #expect(animator.state == .inactive)
        animator.isReversed = false
        animator.addAnimations { view.alpha = 0.5 }
        animator.startAnimation()
        stage.host.runUntilIdle()
        #expect(view.alpha == 0.5)
        #expect(log.missing("UIViewPropertyAnimator") == [])
        #expect(log.missing("UIPercentDrivenInteractiveTransition") == [])
    }
}
