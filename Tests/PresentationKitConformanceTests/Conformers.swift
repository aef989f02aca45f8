import Foundation
import PresentationKit

// One conformer per public protocol, an NSObject subclass as iOS code writes them, implementing
// every requirement with UIKit's spelling (Swift 5 mode: no actor annotations, no `any`).

class ConformingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = ConformingAnimator()
    var interactor: ConformingInteractor?

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        note("UIViewControllerTransitioningDelegate")
        return animator
    }
    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        note("UIViewControllerTransitioningDelegate")
        return animator
    }
    func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        note("UIViewControllerTransitioningDelegate")
        return interactor
    }
    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        note("UIViewControllerTransitioningDelegate")
        return nil
    }
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        note("UIViewControllerTransitioningDelegate")
        return ConformingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// A fade that also offers an interruptible animator (UIKit: a property animator).
class ConformingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let implicitAnimator = ConformingImplicitAnimator()

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        note("UIViewControllerAnimatedTransitioning")
        return 0.3
    }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        note("UIViewControllerAnimatedTransitioning")
        let presenting =
            transitionContext.viewController(forKey: .to)?.presentingViewController
            === transitionContext.viewController(forKey: .from)
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        if presenting {
            transitionContext.containerView.addSubview(view)
            view.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            view.alpha = 0
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: { view.alpha = presenting ? 1 : 0 },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        note("UIViewControllerAnimatedTransitioning")
        return implicitAnimator
    }
    func animationEnded(_ transitionCompleted: Bool) {
        note("UIViewControllerAnimatedTransitioning")
    }
}

/// What `interruptibleAnimator(using:)` returns (UIKit: a `UIViewPropertyAnimator`).
class ConformingImplicitAnimator: NSObject, UIViewImplicitlyAnimating {
    var storedFraction: CGFloat = 0
    var storedReversed = false

    var fractionComplete: CGFloat {
        get { storedFraction }
        set {
            note("UIViewImplicitlyAnimating")
            storedFraction = newValue
        }
    }
    var isReversed: Bool {
        get { storedReversed }
        set {
            note("UIViewImplicitlyAnimating")
            storedReversed = newValue
        }
    }
    var state: UIViewAnimatingState {
        note("UIViewImplicitlyAnimating")
        return .active
    }
    var isRunning: Bool {
        note("UIViewImplicitlyAnimating")
        return false
    }
    func startAnimation() {
        note("UIViewImplicitlyAnimating")
    }
    func startAnimation(afterDelay delay: TimeInterval) {
        note("UIViewImplicitlyAnimating")
    }
    func pauseAnimation() {
        note("UIViewImplicitlyAnimating")
    }
    func stopAnimation(_ withoutFinishing: Bool) {
        note("UIViewImplicitlyAnimating")
    }
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        note("UIViewImplicitlyAnimating")
    }
    func addAnimations(_ animation: @escaping () -> Void) {
        note("UIViewImplicitlyAnimating")
        animation()
    }
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        note("UIViewImplicitlyAnimating")
        animation()
    }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        note("UIViewImplicitlyAnimating")
    }
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        note("UIViewImplicitlyAnimating")
        _ = parameters?.timingCurveType
        _ = parameters?.cubicTimingParameters
        _ = parameters?.springTimingParameters
    }
}

/// An interaction controller that keeps the context for a pan handler to drive.
class ConformingInteractor: NSObject, UIViewControllerInteractiveTransitioning {
    var context: UIViewControllerContextTransitioning?

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        note("UIViewControllerInteractiveTransitioning")
        context = transitionContext
        let view = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(view)
        view.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
    }
    var completionSpeed: CGFloat {
        note("UIViewControllerInteractiveTransitioning")
        return 1
    }
    var completionCurve: UIView.AnimationCurve {
        note("UIViewControllerInteractiveTransitioning")
        return .easeOut
    }
    var wantsInteractiveStart: Bool {
        note("UIViewControllerInteractiveTransitioning")
        return true
    }
}

class ConformingAdaptiveDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    var allowsDismissal = true
    /// What the delegate adapts to (`.none`: keep the popover).
    var adaptiveStyle = UIModalPresentationStyle.none

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        note("UIAdaptivePresentationControllerDelegate")
        return adaptiveStyle
    }
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        note("UIAdaptivePresentationControllerDelegate")
        return adaptiveStyle
    }
    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
        note("UIAdaptivePresentationControllerDelegate")
        return nil
    }
    func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController
    ) {
        note("UIAdaptivePresentationControllerDelegate")
    }
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: UIViewControllerTransitionCoordinator?
    ) {
        note("UIAdaptivePresentationControllerDelegate")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        note("UIAdaptivePresentationControllerDelegate")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        note("UIAdaptivePresentationControllerDelegate")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        note("UIAdaptivePresentationControllerDelegate")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        note("UIAdaptivePresentationControllerDelegate")
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        note("UIPopoverPresentationControllerDelegate")
    }
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool {
        note("UIPopoverPresentationControllerDelegate")
        return true
    }
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {
        note("UIPopoverPresentationControllerDelegate")
    }
}

class ConformingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        note("UIGestureRecognizerDelegate")
        return true
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        note("UIGestureRecognizerDelegate")
        return true
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        note("UIGestureRecognizerDelegate", "gestureRecognizer(_:shouldReceiveEvent:)")
        return true
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        note("UIGestureRecognizerDelegate")
        return true
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        note("UIGestureRecognizerDelegate")
        return false
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        note("UIGestureRecognizerDelegate")
        return false
    }
}

/// A container that is not a view controller (a presentation helper an app might write).
class ConformingContentContainer: NSObject, UIContentContainer, UITraitEnvironment {
    var preferredContentSize: CGSize {
        note("UIContentContainer")
        return CGSize(width: 320, height: 200)
    }
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        note("UIContentContainer")
    }
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {
        note("UIContentContainer")
    }
    func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        note("UIContentContainer")
        return parentSize
    }
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        note("UIContentContainer")
    }
    func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        note("UIContentContainer")
    }
    var traitCollection: UITraitCollection {
        note("UITraitEnvironment")
        return UITraitCollection(horizontalSizeClass: .compact)
    }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        note("UITraitEnvironment")
    }
}

class ConformingAnimationDelegate: NSObject, CAAnimationDelegate {
    func animationDidStart(_ anim: CAAnimation) {
        note("CAAnimationDelegate")
    }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        note("CAAnimationDelegate")
    }
}

class ConformingLayerDelegate: NSObject, CALayerDelegate {
    func layoutSublayers(of layer: CALayer) {
        note("CALayerDelegate")
    }
    func draw(_ layer: CALayer, in ctx: CGContext) {
        note("CALayerDelegate")
    }
}

class ConformingTimingCurve: NSObject, UITimingCurveProvider {
    var timingCurveType: UITimingCurveType {
        note("UITimingCurveProvider")
        return .builtin
    }
    var cubicTimingParameters: UICubicTimingParameters? {
        note("UITimingCurveProvider")
        return UICubicTimingParameters(animationCurve: .easeOut)
    }
    var springTimingParameters: UISpringTimingParameters? {
        note("UITimingCurveProvider")
        return nil
    }
}

/// A transition context an app's own container makes (as custom container controllers do) and
/// hands to an animator. Completion is reported to `onComplete`.
class ConformingTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let container: UIView
    let from: UIViewController
    let to: UIViewController
    var onComplete: ((Bool) -> Void)?
    var cancelled = false

    init(container: UIView, from: UIViewController, to: UIViewController) {
        self.container = container
        self.from = from
        self.to = to
    }

    var containerView: UIView {
        note("UIViewControllerContextTransitioning")
        return container
    }
    var isAnimated: Bool {
        note("UIViewControllerContextTransitioning")
        return true
    }
    var isInteractive: Bool {
        note("UIViewControllerContextTransitioning")
        return false
    }
    var transitionWasCancelled: Bool {
        note("UIViewControllerContextTransitioning")
        return cancelled
    }
    var presentationStyle: UIModalPresentationStyle {
        note("UIViewControllerContextTransitioning")
        return .custom
    }
    var targetTransform: CGAffineTransform {
        note("UIViewControllerContextTransitioning")
        return .identity
    }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        note("UIViewControllerContextTransitioning")
    }
    func finishInteractiveTransition() {
        note("UIViewControllerContextTransitioning")
    }
    func cancelInteractiveTransition() {
        note("UIViewControllerContextTransitioning")
        cancelled = true
    }
    func pauseInteractiveTransition() {
        note("UIViewControllerContextTransitioning")
    }
    func completeTransition(_ didComplete: Bool) {
        note("UIViewControllerContextTransitioning")
        onComplete?(didComplete)
    }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        note("UIViewControllerContextTransitioning")
        return key == .from ? from : to
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        note("UIViewControllerContextTransitioning")
        return key == .from ? from.view : to.view
    }
    func initialFrame(for vc: UIViewController) -> CGRect {
        note("UIViewControllerContextTransitioning")
        return vc === from ? container.bounds : .zero
    }
    func finalFrame(for vc: UIViewController) -> CGRect {
        note("UIViewControllerContextTransitioning")
        return vc === to ? container.bounds : .zero
    }
}

/// A transition coordinator an app's own container hands to its children's
/// `viewWillTransition(to:with:)`; it runs alongside blocks in one view animation.
class ConformingTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let container: UIView
    var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(container: UIView) {
        self.container = container
    }

    /// Runs the collected blocks as the container's transition would.
    func run(duration: TimeInterval) {
        UIView.animate(
            withDuration: duration,
            animations: {
                for animation in self.animations { animation(self) }
            },
            completion: { _ in
                for completion in self.completions { completion(self) }
            })
    }

    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        note("UIViewControllerTransitionCoordinator")
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        note("UIViewControllerTransitionCoordinator")
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }
    func notifyWhenInteractionChanges(
        _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        note("UIViewControllerTransitionCoordinator")
    }

    var isAnimated: Bool {
        note("UIViewControllerTransitionCoordinatorContext")
        return true
    }
    var presentationStyle: UIModalPresentationStyle {
        note("UIViewControllerTransitionCoordinatorContext")
        return .none
    }
    var initiallyInteractive: Bool {
        note("UIViewControllerTransitionCoordinatorContext")
        return false
    }
    var isInterruptible: Bool {
        note("UIViewControllerTransitionCoordinatorContext")
        return false
    }
    var isInteractive: Bool {
        note("UIViewControllerTransitionCoordinatorContext")
        return false
    }
    var isCancelled: Bool {
        note("UIViewControllerTransitionCoordinatorContext")
        return false
    }
    var transitionDuration: TimeInterval {
        note("UIViewControllerTransitionCoordinatorContext")
        return 0.3
    }
    var percentComplete: CGFloat {
        note("UIViewControllerTransitionCoordinatorContext")
        return 0
    }
    var completionVelocity: CGFloat {
        note("UIViewControllerTransitionCoordinatorContext")
        return 1
    }
    var completionCurve: UIView.AnimationCurve {
        note("UIViewControllerTransitionCoordinatorContext")
        return .easeInOut
    }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        note("UIViewControllerTransitionCoordinatorContext")
        return nil
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        note("UIViewControllerTransitionCoordinatorContext")
        return nil
    }
    var containerView: UIView {
        note("UIViewControllerTransitionCoordinatorContext")
        return container
    }
    var targetTransform: CGAffineTransform {
        note("UIViewControllerTransitionCoordinatorContext")
        return .identity
    }
}

/// A delegate that implements only the one-argument adaptive style (UIKit then asks that one).
class ConformingSingleStyleAdaptiveDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        note("UIAdaptivePresentationControllerDelegate")
        return .none
    }
}
