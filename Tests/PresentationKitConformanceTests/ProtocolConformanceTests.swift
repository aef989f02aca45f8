import Foundation
import PresentationKit
import Testing

/// A controller that, as app code does, animates alongside a size transition and reads the
/// coordinator's context.
final class AlongsideController: UIViewController {
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    {
        super.viewWillTransition(to: size, with: coordinator)
        let view = self.view!
        coordinator.animate(
            alongsideTransition: { context in
                _ = (context.isAnimated, context.presentationStyle, context.initiallyInteractive)
                _ = (context.isInterruptible, context.isInteractive, context.isCancelled)
                _ = (context.transitionDuration, context.percentComplete, context.completionVelocity)
                _ = (context.completionCurve, context.viewController(forKey: .to), context.view(forKey: .to))
                _ = (context.containerView, context.targetTransform)
                view.alpha = 0.5
            }, completion: nil)
        coordinator.animateAlongsideTransition(in: view, animation: { _ in view.alpha = 1 }, completion: nil)
        coordinator.notifyWhenInteractionChanges { _ in }
    }
}

@MainActor
@Suite("Conformance · protocols")
struct ProtocolConformanceTests {
    /// Presents with the conforming delegate and returns what a test needs.
    func presentCustom(
        _ stage: Stage, interactive: Bool = false
    ) -> (presented: UIViewController, delegate: ConformingTransitioningDelegate) {
        let delegate = ConformingTransitioningDelegate()
        if interactive { delegate.interactor = ConformingInteractor() }
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        stage.root.present(presented, animated: true)
        return (presented, delegate)
    }

    @Test("UIViewControllerTransitioningDelegate: asked inside present, then for the dismissal")
    func transitioningDelegate() {
        let log = CallLog.start()
        let stage = Stage()
        let (presented, delegate) = presentCustom(stage)
        let owner = "UIViewControllerTransitioningDelegate"
        #expect(
            log.take().filter { $0.hasPrefix(owner) } == [
                "\(owner).presentationController(forPresented:presenting:source:)",
                "\(owner).animationController(forPresented:presenting:source:)",
                "\(owner).interactionControllerForPresentation(using:)",
            ], "consulted inside present (Behaviour 1.1)")
        stage.host.runUntilIdle()
        presented.dismiss(animated: true)
        stage.host.advance(by: 0)
        #expect(
            log.take().filter { $0.hasPrefix(owner) } == [
                "\(owner).animationController(forDismissed:)",
                "\(owner).interactionControllerForDismissal(using:)",
            ])
        stage.host.runUntilIdle()
        _ = delegate
        #expect(log.missing(owner) == [])
    }

    @Test("UIViewControllerAnimatedTransitioning: duration, animation, the interruptible animator, the end")
    func animatedTransitioning() throws {
        let log = CallLog.start()
        let stage = Stage()
        let (presented, _) = presentCustom(stage)
        stage.host.advance(by: 0)
        let coordinator = try #require(presented.transitionCoordinator)
        #expect(coordinator.isInterruptible, "the animator's interruptibleAnimator(using:) is seen")
        #expect(coordinator.isInterruptible)
        stage.host.runUntilIdle()
        let owner = "UIViewControllerAnimatedTransitioning"
        let calls = log.take().filter { $0.hasPrefix(owner) }
        #expect(
            calls == [
                "\(owner).transitionDuration(using:)", "\(owner).animateTransition(using:)",
                "\(owner).transitionDuration(using:)", "\(owner).interruptibleAnimator(using:)",
                "\(owner).animationEnded(_:)",
            ], "asked once for the interruptible animator; \(calls)")
        #expect(stage.root.presentedViewController === presented)
        #expect(log.missing(owner) == [])
    }

    @Test(
        "UIViewControllerInteractiveTransitioning, UIViewImplicitlyAnimating, UITimingCurveProvider: an interactive presentation",
        arguments: [
            "UIViewControllerInteractiveTransitioning", "UIViewImplicitlyAnimating", "UITimingCurveProvider",
        ])
    func interactive(owner: String) throws {
        let log = CallLog.start()
        let stage = Stage()
        let (presented, delegate) = presentCustom(stage, interactive: true)
        stage.host.advance(by: 0)
        let interactor = try #require(delegate.interactor)
        let context = try #require(interactor.context)
        let started = log.take()
        #expect(
            inOrder(
                started,
                [
                    "UIViewControllerInteractiveTransitioning.completionCurve",
                    "UIViewControllerInteractiveTransitioning.completionSpeed",
                    "UIViewControllerInteractiveTransitioning.wantsInteractiveStart",
                    "UIViewControllerInteractiveTransitioning.startInteractiveTransition(_:)",
                ]), "\(started)")
        #expect(presented.transitionCoordinator?.completionCurve == .easeOut)

        // A pan handler scrubs the property animator and the context, then lets go.
        let animator: UIViewImplicitlyAnimating = delegate.animator.implicitAnimator
        animator.pauseAnimation()
        _ = animator.state
        _ = animator.isRunning
        animator.addAnimations({}, delayFactor: 0.2)
        animator.addCompletion { _ in }
        animator.fractionComplete = 0.4
        context.updateInteractiveTransition(0.4)
        animator.isReversed = false
        animator.continueAnimation(withTimingParameters: ConformingTimingCurve(), durationFactor: 0.6)
        animator.startAnimation()
        animator.startAnimation(afterDelay: 0)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
        context.finishInteractiveTransition()
        context.completeTransition(true)
        stage.host.runUntilIdle()
        #expect(stage.root.presentedViewController === presented)
        #expect(log.missing(owner) == [])
    }

    @Test(
        "UIAdaptivePresentationControllerDelegate and UIPopoverPresentationControllerDelegate: adaptation and user dismissal",
        arguments: ["UIAdaptivePresentationControllerDelegate", "UIPopoverPresentationControllerDelegate"])
    func adaptiveDelegates(owner: String) throws {
        let log = CallLog.start()
        let stage = Stage()
        let source = UIView(frame: CGRect(x: 150, y: 300, width: 80, height: 44))
        stage.root.view.addSubview(source)
        let delegate = ConformingAdaptiveDelegate()

        func presentPopover() throws -> UIViewController {
            let content = UIViewController()
            content.modalPresentationStyle = .popover
            content.preferredContentSize = CGSize(width: 200, height: 150)
            let popover = try #require(content.popoverPresentationController)
            popover.sourceView = source
            popover.delegate = delegate
            stage.root.present(content, animated: true)
            stage.host.runUntilIdle()
            return content
        }

        // Compact width: the delegate keeps the popover (.none); a tap outside dismisses it.
        let content = try presentPopover()
        #expect(content.presentationController is UIPopoverPresentationController)
        let shown = log.take()
        #expect(
            shown.contains(
                "UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:traitCollection:)"))
        #expect(
            inOrder(
                shown,
                [
                    "UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:traitCollection:)",
                    "UIAdaptivePresentationControllerDelegate.presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
                    "UIPopoverPresentationControllerDelegate.prepareForPopoverPresentation(_:)",
                ]), "\(shown)")
        stage.host.tap(at: CGPoint(x: 20, y: 800))
        stage.host.runUntilIdle()
        #expect(stage.root.presentedViewController == nil)
        #expect(
            log.take() == [
                "UIPopoverPresentationControllerDelegate.popoverPresentationControllerShouldDismissPopover(_:)",
                "UIAdaptivePresentationControllerDelegate.presentationControllerShouldDismiss(_:)",
                "UIAdaptivePresentationControllerDelegate.presentationControllerWillDismiss(_:)",
                "UIPopoverPresentationControllerDelegate.popoverPresentationControllerDidDismissPopover(_:)",
                "UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:)",
            ])

        // A refusal: the attempt is reported instead (Behaviour 9.5).
        delegate.allowsDismissal = false
        _ = try presentPopover()
        _ = log.take()
        stage.host.tap(at: CGPoint(x: 20, y: 800))
        stage.host.runUntilIdle()
        #expect(
            log.take().contains(
                "UIAdaptivePresentationControllerDelegate.presentationControllerDidAttemptToDismiss(_:)"))
        stage.root.dismiss(animated: false)
        stage.host.runUntilIdle()

        // A delegate that adapts the popover to a sheet prepares the controller that shows it
        // (Behaviour 13.10's order).
        delegate.allowsDismissal = true
        delegate.adaptiveStyle = .formSheet
        _ = try presentPopover()
        #expect(
            inOrder(
                log.take(),
                [
                    "UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:traitCollection:)",
                    "UIAdaptivePresentationControllerDelegate.presentationController(_:viewControllerForAdaptivePresentationStyle:)",
                    "UIAdaptivePresentationControllerDelegate.presentationController(_:prepare:)",
                    "UIAdaptivePresentationControllerDelegate.presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
                ]))
        stage.root.dismiss(animated: false)
        stage.host.runUntilIdle()

        // A delegate that implements only the one-argument style is asked that one.
        let single = ConformingSingleStyleAdaptiveDelegate()
        let other = UIViewController()
        other.modalPresentationStyle = .popover
        other.popoverPresentationController?.sourceView = source
        other.popoverPresentationController?.delegate = single
        stage.root.present(other, animated: true)
        stage.host.runUntilIdle()
        #expect(
            log.take().contains("UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:)"))
        #expect(other.presentationController is UIPopoverPresentationController)

        #expect(log.missing(owner) == [])
    }

    @Test("UIGestureRecognizerDelegate: receiving, beginning, failure requirements and simultaneity")
    func gestureDelegate() {
        let log = CallLog.start()
        let stage = Stage()
        let pad = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        stage.root.view.addSubview(pad)
        let delegate = ConformingGestureDelegate()
        let pan = UIPanGestureRecognizer(handler: { _ in })
        let swipe = UIPanGestureRecognizer(handler: { _ in })
        pan.delegate = delegate
        swipe.delegate = delegate
        pad.addGestureRecognizer(pan)
        pad.addGestureRecognizer(swipe)
        stage.host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 450), duration: 0.2)
        stage.host.runUntilIdle()
        let owner = "UIGestureRecognizerDelegate"
        let calls = log.take()
        #expect(
            inOrder(
                calls,
                [
                    "\(owner).gestureRecognizer(_:shouldReceiveEvent:)",
                    "\(owner).gestureRecognizer(_:shouldReceive:)",
                    "\(owner).gestureRecognizerShouldBegin(_:)",
                ]), "\(calls)")
        #expect(log.missing(owner) == [])
    }

    @Test(
        "UIContentContainer and UITraitEnvironment: each requirement through the protocol",
        arguments: ["UIContentContainer", "UITraitEnvironment"])
    func contentContainer(owner: String) {
        let log = CallLog.start()
        let stage = Stage()
        let conformer = ConformingContentContainer()
        let container: UIContentContainer = conformer
        let coordinator = ConformingTransitionCoordinator(container: stage.root.view)
        _ = container.preferredContentSize
        container.preferredContentSizeDidChange(forChildContentContainer: stage.root)
        container.systemLayoutFittingSizeDidChange(forChildContentContainer: stage.root)
        _ = container.size(
            forChildContentContainer: stage.root, withParentContainerSize: CGSize(width: 1, height: 1))
        container.viewWillTransition(to: CGSize(width: 844, height: 390), with: coordinator)
        container.willTransition(to: UITraitCollection(), with: coordinator)
        let environment: UITraitEnvironment = conformer
        #expect(environment.traitCollection.horizontalSizeClass == .compact)
        environment.traitCollectionDidChange(nil)
        #expect(log.missing(owner) == [])
    }

    @Test("CAAnimationDelegate: start when the animation begins, stop when it ends")
    func animationDelegate() {
        let log = CallLog.start()
        let stage = Stage()
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        stage.root.view.addSubview(view)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 0.2
        fade.delegate = ConformingAnimationDelegate()
        view.layer.add(fade, forKey: "fade")
        stage.host.advance(by: 0.1)
        #expect(log.take() == ["CAAnimationDelegate.animationDidStart(_:)"])
        stage.host.advance(by: 0.2)
        #expect(log.take() == ["CAAnimationDelegate.animationDidStop(_:finished:)"])
        #expect(log.missing("CAAnimationDelegate") == [])
    }

    @Test("CALayerDelegate: a sublayer whose size changes lays out through its delegate on the layout pass")
    func layerDelegate() {
        let log = CallLog.start()
        let stage = Stage()
        let layer = CALayer()
        let delegate = ConformingLayerDelegate()
        layer.delegate = delegate
        stage.root.view.layer.addSublayer(layer)
        layer.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        #expect(log.take() == [], "not at once")
        stage.host.runUntilIdle()
        #expect(log.take() == ["CALayerDelegate.layoutSublayers(of:)"])
        layer.setNeedsDisplay()
        stage.host.runUntilIdle()
        #expect(
            log.take() == ["CALayerDelegate.draw(_:in:)"], "the default display(_:) draws a backing store")
        #expect(log.missing("CALayerDelegate") == [])
    }

    @Test(
        "UIViewControllerContextTransitioning: an app container's context driven by an animator and an interactor"
    )
    func contextTransitioning() throws {
        let log = CallLog.start()
        let stage = Stage()
        let from = UIViewController()
        let to = UIViewController()
        stage.root.addChild(from)
        stage.root.view.addSubview(from.view)
        from.didMove(toParent: stage.root)
        stage.root.addChild(to)

        let context = ConformingTransitionContext(container: stage.root.view, from: from, to: to)
        var completed: Bool?
        context.onComplete = { completed = $0 }
        ConformingAnimator().animateTransition(using: context)
        stage.host.runUntilIdle()
        #expect(completed == true)

        // An interaction controller scrubs it, as a pan handler does.
        let scrubbed = ConformingTransitionContext(container: stage.root.view, from: from, to: to)
        let interactive: UIViewControllerContextTransitioning = scrubbed
        ConformingInteractor().startInteractiveTransition(scrubbed)
        _ = (interactive.isAnimated, interactive.isInteractive, interactive.presentationStyle)
        _ = (interactive.targetTransform, interactive.initialFrame(for: from))
        interactive.updateInteractiveTransition(0.3)
        interactive.pauseInteractiveTransition()
        interactive.cancelInteractiveTransition()
        interactive.finishInteractiveTransition()
        interactive.completeTransition(!interactive.transitionWasCancelled)
        #expect(log.missing("UIViewControllerContextTransitioning") == [])
    }

    @Test(
        "UIViewControllerTransitionCoordinator and its context: an app container's coordinator handed to a child",
        arguments: ["UIViewControllerTransitionCoordinator", "UIViewControllerTransitionCoordinatorContext"])
    func transitionCoordinator(owner: String) {
        let log = CallLog.start()
        let stage = Stage()
        let child = AlongsideController()
        stage.root.addChild(child)
        stage.root.view.addSubview(child.view)
        child.didMove(toParent: stage.root)
        let coordinator = ConformingTransitionCoordinator(container: stage.root.view)
        stage.root.viewWillTransition(to: CGSize(width: 844, height: 390), with: coordinator)
        coordinator.run(duration: 0.3)
        stage.host.runUntilIdle()
        #expect(child.view.alpha == 1)
        #expect(log.missing(owner) == [])
    }
}
