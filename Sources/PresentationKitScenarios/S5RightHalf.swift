import Foundation
import PresentationKit

// S5 · Apple's "Creating Custom Presentations" guide (seed 004): a presentation controller that
// shows the presented controller on the right half of the container over a dimming view, written
// the way the guide's listings do, in today's Swift. Every type can write the callbacks it receives
// to a shared `S5CallLog`, so that the call order of a whole presentation can be compared with
// Behaviour sections 1–3.

/// The callbacks of one S5 run, in the order they arrived, one string each (for example
/// `"pc.presentationTransitionWillBegin"` or `"presented.viewDidAppear(true)"`).
///
/// Layout passes of the container are written as `"pc.containerViewWillLayoutSubviews"` /
/// `"pc.containerViewDidLayoutSubviews"`; a pass that repeats the pass just written is left out.
@MainActor
public final class S5CallLog {
    /// Everything recorded so far, oldest first.
    public var entries: [String] = []
    private var skippingLayoutPass = false

    /// Creates an empty log.
    public init() {}

    /// Writes one callback.
    public func record(_ entry: String) {
        entries.append(entry)
    }

    /// Writes the start (`will: true`) or end of a container layout pass, leaving out a pass that
    /// follows an identical one.
    public func recordLayout(will: Bool) {
        let willEntry = "pc.containerViewWillLayoutSubviews"
        let didEntry = "pc.containerViewDidLayoutSubviews"
        if will {
            if entries.suffix(2) == [willEntry, didEntry] {
                skippingLayoutPass = true
            } else {
                entries.append(willEntry)
            }
        } else if skippingLayoutPass {
            skippingLayoutPass = false
        } else {
            entries.append(didEntry)
        }
    }

    /// Forgets everything recorded so far.
    public func clear() {
        entries.removeAll()
        skippingLayoutPass = false
    }
}

/// The guide's presentation controller: a black-at-40 % dimming view inserted below everything and
/// faded in through the presented controller's coordinator; the presented view on the right half
/// of the container.
public final class S5PresentationController: UIPresentationController {
    /// The dimming view, created in the initializer (listing 11-2).
    public let dimmingView: UIView
    /// Where the callbacks are written, if anywhere.
    public var log: S5CallLog?

    /// Listing 11-2: creates the dimming view and sets its initial appearance.
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        dimmingView = UIView()
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.alpha = 0
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// Listing 11-1: the right half of the container, its width floored.
    public override var frameOfPresentedViewInContainerView: CGRect {
        var presentedViewFrame = CGRect.zero
        let containerBounds = containerView?.bounds ?? .zero
        presentedViewFrame.size = CGSize(
            width: (containerBounds.size.width / 2).rounded(.down), height: containerBounds.size.height)
        presentedViewFrame.origin.x = containerBounds.size.width - presentedViewFrame.size.width
        return presentedViewFrame
    }

    /// Listing 11-3: the dimming view goes below everything and fades in alongside the transition,
    /// or at once when there is no coordinator.
    public override func presentationTransitionWillBegin() {
        log?.record("pc.presentationTransitionWillBegin")
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
        } else {
            dimmingView.alpha = 1
        }
    }

    /// Listing 11-4: a cancelled presentation removes the dimming view.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        log?.record("pc.presentationTransitionDidEnd(\(completed))")
        if !completed {
            dimmingView.removeFromSuperview()
        }
    }

    /// Listing 11-5: the dimming view fades back out.
    public override func dismissalTransitionWillBegin() {
        log?.record("pc.dismissalTransitionWillBegin")
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
        } else {
            dimmingView.alpha = 0
        }
    }

    /// Listing 11-5: a completed dismissal removes the dimming view.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        log?.record("pc.dismissalTransitionDidEnd(\(completed))")
        if completed {
            dimmingView.removeFromSuperview()
        }
    }

    /// The guide's adaptivity section: when the container changes size, the dimming view and the
    /// presented view follow (as Apple's sample presentation controllers do here).
    public override func containerViewWillLayoutSubviews() {
        log?.recordLayout(will: true)
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// Writes the end of the container's layout pass to the log (left out when the pass repeats the one
    /// before).
    public override func containerViewDidLayoutSubviews() {
        log?.recordLayout(will: false)
    }
}

/// What the S5 transitioning delegate supplies besides the presentation controller.
public enum S5Animation: Sendable {
    /// No animator, as in the guide: the `modalTransitionStyle` transition runs.
    case none
    /// `S5SlideAnimator` for both directions.
    case slide
    /// `S5SlideAnimator` for both directions; the presentation's ends with `completeTransition(false)`.
    case slideCancellingPresentation
}

/// The transitioning delegate of listing 11-6, which can also vend a sliding animator.
public final class S5TransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Whether a presentation controller is returned (false: the presentation runs full screen).
    public var suppliesPresentationController: Bool
    /// The animators supplied.
    public var animation: S5Animation
    /// Where the callbacks (its own and those of what it creates) are written, if anywhere.
    public var log: S5CallLog?

    /// Creates the delegate; by default it supplies the presentation controller and the sliding animators,
    /// and writes to no log.
    public init(
        suppliesPresentationController: Bool = true, animation: S5Animation = .slide, log: S5CallLog? = nil
    ) {
        self.suppliesPresentationController = suppliesPresentationController
        self.animation = animation
        self.log = log
    }

    /// Listing 11-6: creates the presentation controller, configures it and returns it.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        log?.record("delegate.presentationController(forPresented:)")
        guard suppliesPresentationController else { return nil }
        let myPresentation = S5PresentationController(
            presentedViewController: presented, presenting: presenting)
        myPresentation.log = log
        return myPresentation
    }

    /// Logs the request and returns the presentation's ``S5SlideAnimator`` (one that ends with
    /// `completeTransition(false)` for ``S5Animation/slideCancellingPresentation``), or nil for
    /// ``S5Animation/none``.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log?.record("delegate.animationController(forPresented:)")
        switch animation {
        case .none: return nil
        case .slide: return S5SlideAnimator(isPresenting: true, log: log)
        case .slideCancellingPresentation: return S5SlideAnimator(isPresenting: true, cancels: true, log: log)
        }
    }

    /// Logs the request and returns the dismissal's ``S5SlideAnimator``, or nil for ``S5Animation/none``.
    public func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log?.record("delegate.animationController(forDismissed:)")
        return animation == .none ? nil : S5SlideAnimator(isPresenting: false, log: log)
    }

    /// Logs the request and returns nil: the presentation is never interactive.
    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        log?.record("delegate.interactionControllerForPresentation")
        return nil
    }

    /// Logs the request and returns nil: the dismissal is never interactive.
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        log?.record("delegate.interactionControllerForDismissal")
        return nil
    }
}

/// Slides the presented view in from the right edge of the container to its final frame, and back
/// out on dismissal (0.3 s, ease-in-out; no time at all when the transition is not animated).
public final class S5SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The duration of an animated transition.
    public static let duration: TimeInterval = 0.3

    let isPresenting: Bool
    let cancels: Bool
    let log: S5CallLog?

    /// An animator for the presentation (`isPresenting`) or the dismissal; `cancels` makes it end
    /// with `completeTransition(false)`.
    public init(isPresenting: Bool, cancels: Bool = false, log: S5CallLog? = nil) {
        self.isPresenting = isPresenting
        self.cancels = cancels
        self.log = log
    }

    /// Logs the request and returns ``duration``, or 0 when the context says the transition is not animated.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        log?.record("animator.transitionDuration")
        return Self.duration(for: transitionContext)
    }

    private static func duration(for transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        transitionContext?.isAnimated ?? true ? duration : 0
    }

    /// Logs the call and slides the presented view between its frame in the container and the same frame
    /// moved past the container's right edge; completes with false if the animator `cancels` or the
    /// transition was cancelled, or at once with false when the context lacks the controller or its view.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log?.record("animator.animateTransition")
        let containerView = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key),
            let view = transitionContext.view(forKey: isPresenting ? .to : .from)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let onScreen: CGRect
        if isPresenting {
            onScreen = transitionContext.finalFrame(for: controller)
        } else {
            onScreen = transitionContext.initialFrame(for: controller)
        }
        let offScreen = onScreen.offsetBy(dx: containerView.bounds.maxX - onScreen.minX, dy: 0)
        if isPresenting {
            view.frame = offScreen
            containerView.addSubview(view)
        }
        let cancels = self.cancels
        let isPresenting = self.isPresenting
        UIView.animate(
            withDuration: Self.duration(for: transitionContext),
            animations: { view.frame = isPresenting ? onScreen : offScreen },
            completion: { _ in
                transitionContext.completeTransition(!cancels && !transitionContext.transitionWasCancelled)
            })
    }

    /// Logs how the transition ended.
    public func animationEnded(_ transitionCompleted: Bool) {
        log?.record("animator.animationEnded(\(transitionCompleted))")
    }
}

/// A controller that writes its view loading and appearance callbacks to the log under a role name
/// (`presented` or `presenting`).
public class S5LoggingViewController: UIViewController {
    /// Where the callbacks are written, if anywhere.
    public var log: S5CallLog?
    private let role: String
    private let background: UIColor

    init(role: String, background: UIColor, log: S5CallLog?) {
        self.role = role
        self.background = background
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: the controller is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Logs `<role>.viewDidLoad` and gives the view its background colour.
    public override func viewDidLoad() {
        super.viewDidLoad()
        log?.record("\(role).viewDidLoad")
        view.backgroundColor = background
    }

    /// Logs `<role>.viewWillAppear(animated)`.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log?.record("\(role).viewWillAppear(\(animated))")
    }

    /// Logs `<role>.viewDidAppear(animated)`.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log?.record("\(role).viewDidAppear(\(animated))")
    }

    /// Logs `<role>.viewWillDisappear(animated)`.
    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log?.record("\(role).viewWillDisappear(\(animated))")
    }

    /// Logs `<role>.viewDidDisappear(animated)`.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log?.record("\(role).viewDidDisappear(\(animated))")
    }
}

/// The controller presented on the right half. It keeps its transitioning delegate (UIKit holds the
/// delegate weakly) and writes its appearance callbacks to the log.
public final class S5PresentedViewController: S5LoggingViewController {
    /// The delegate set as `transitioningDelegate`, kept alive by this controller.
    public let transitionDelegate: S5TransitioningDelegate

    /// A `.custom` controller whose transitioning delegate is `transitionDelegate`.
    public init(
        transitionDelegate: S5TransitioningDelegate = S5TransitioningDelegate(), log: S5CallLog? = nil
    ) {
        self.transitionDelegate = transitionDelegate
        super.init(role: "presented", background: .white, log: log)
        modalPresentationStyle = .custom
        transitioningDelegate = transitionDelegate
    }

    /// Not supported: the controller is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The controller that presents (the window's root in the scenario); it writes its view and
/// appearance callbacks to the log.
public final class S5PresentingViewController: S5LoggingViewController {
    /// Creates the light grey presenting controller, writing to `log` as `presenting`.
    public init(log: S5CallLog? = nil) {
        super.init(role: "presenting", background: .lightGray, log: log)
    }

    /// Not supported: the controller is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The S5 stage: a host (phone-sized by default) whose root is an `S5PresentingViewController`
/// writing to `log`, with a presented controller ready to present.
@MainActor
public struct S5Stage {
    /// The host the scenario runs on.
    public let host: HeadlessHost
    /// The callbacks of this run.
    public let log: S5CallLog
    /// The window's root controller, which presents.
    public let presenting: S5PresentingViewController
    /// The controller to present.
    public let presented: S5PresentedViewController

    /// Installs the presenting controller, lets it appear, and clears the log. With a `device`, the
    /// host stands for it in `orientation` (so that it can be turned) and `size` is not used.
    public init(
        size: CGSize = CGSize(width: 390, height: 844), device: HeadlessDevice? = nil,
        orientation: UIInterfaceOrientation = .portrait, suppliesPresentationController: Bool = true,
        animation: S5Animation = .slide
    ) {
        let log = S5CallLog()
        self.log = log
        host = device.map { HeadlessHost(device: $0, orientation: orientation) } ?? HeadlessHost(size: size)
        presenting = S5PresentingViewController(log: log)
        host.window.rootViewController = presenting
        host.advance(by: 0)
        let delegate = S5TransitioningDelegate(
            suppliesPresentationController: suppliesPresentationController, animation: animation, log: log)
        presented = S5PresentedViewController(transitionDelegate: delegate, log: log)
        log.clear()
    }

    /// Presents, writing `"present.completion"` when the completion block runs.
    public func present(animated: Bool = true) {
        let log = self.log
        presenting.present(presented, animated: animated) { log.record("present.completion") }
    }

    /// Dismisses from the presented controller, writing `"dismiss.completion"` when the completion
    /// block runs.
    public func dismiss(animated: Bool = true) {
        let log = self.log
        presented.dismiss(animated: animated) { log.record("dismiss.completion") }
    }
}
