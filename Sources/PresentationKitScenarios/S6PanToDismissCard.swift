import Foundation
import PresentationKit

// S6 · a bottom card dismissed by dragging it down ("Interactive dismissal"): a pan on
// the card drives a UIPercentDrivenInteractiveTransition over an animator that moves the card down
// with UIView.animate (the captured mode, Behaviour 12.3). Written as an iOS developer writes it; only
// the gesture's action is a method reference instead of a #selector.

/// The card: half the screen at the bottom, top corners rounded, `.custom` and its own transitioning
/// delegate. A pan on it dismisses it interactively.
public final class S6CardViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// Drives the dismissal while a finger drags the card; nil otherwise, so that a dismissal without
    /// a finger (a tap on the dim) runs on its own instead of waiting for updates that never come.
    public private(set) var dismissInteractor: UIPercentDrivenInteractiveTransition?

    /// The projected progress above which a release finishes the dismissal (Behaviour 12.21).
    public static let projectedProgressToFinish: CGFloat = 0.5
    /// The downward release speed, in points per second, above which a release finishes the
    /// dismissal wherever the card is (Behaviour 12.20, PanModal's figure).
    public static let velocityToFinish: CGFloat = 300

    private let grabber = UIView()
    private let titleLabel = UILabel()

    /// Creates the card, already `.custom` and its own transitioning delegate.
    public init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    /// Not supported: the card is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Builds the white card with rounded top corners, a grey grabber and a "Drag me down" title, and adds
    /// the pan that dismisses it.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 16
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]

        grabber.backgroundColor = .systemGray
        grabber.layer.cornerRadius = 2.5
        view.addSubview(grabber)
        titleLabel.text = "Drag me down"
        titleLabel.font = .boldSystemFont(ofSize: 24)
        titleLabel.textColor = .label
        view.addSubview(titleLabel)

        view.addGestureRecognizer(
            UIPanGestureRecognizer(target: self, action: S6CardViewController.handlePan))
    }

    /// Places the grabber, centred 8 points from the top, and the title below it; done here because the
    /// card's size is known only once the presentation controller has placed it.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        grabber.frame = CGRect(x: view.bounds.midX - 18, y: 8, width: 36, height: 5)
        titleLabel.frame = CGRect(x: 20, y: 32, width: view.bounds.width - 40, height: 34)
    }

    /// Dragging down dismisses: progress is the downward drag over the card's height; the release
    /// finishes when the projected progress passes one half or the finger is fast enough downwards,
    /// and cancels otherwise (Behaviour 12.19, 12.21).
    func handlePan(_ pan: UIPanGestureRecognizer) {
        let height = view.bounds.height
        // Dragging up past where the finger went down holds the card in place rather than lifting it.
        let distance = max(0, pan.translation(in: view).y)
        switch pan.state {
        case .began:
            dismissInteractor = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
        case .changed:
            dismissInteractor?.update(distance / height)
        case .ended:
            let velocity = pan.velocity(in: view).y
            let projected = (distance + project(initialVelocity: velocity)) / height
            if projected > Self.projectedProgressToFinish || velocity > Self.velocityToFinish {
                dismissInteractor?.finish()
            } else {
                dismissInteractor?.cancel()
            }
            dismissInteractor = nil
        case .cancelled, .failed:
            dismissInteractor?.cancel()
            dismissInteractor = nil
        default:
            break
        }
    }

    // MARK: UIViewControllerTransitioningDelegate

    /// A new ``S6CardPresentationController`` for the card.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        S6CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    /// An ``S6CardAnimator`` that slides the card up.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        S6CardAnimator(isPresenting: true)
    }

    /// An ``S6CardAnimator`` that slides the card down.
    public func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        S6CardAnimator(isPresenting: false)
    }

    /// ``dismissInteractor``: the percent-driven interaction while a finger drags the card, nil for any other
    /// dismissal.
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        dismissInteractor
    }
}

/// Puts the presented card on the bottom half of the container over a dimming view that fades with
/// the transition (and with the finger, since alongside blocks are scrubbed with it, Behaviour 12.14); a
/// tap on the dim dismisses.
public class S6CardPresentationController: UIPresentationController {
    /// Black at 40 %, faded through its alpha: 0 when no card shows, 1 when the card is up.
    public let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.4)
        view.alpha = 0
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }()

    /// The bottom half of the container (height floored), full width.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        let height = (bounds.height / 2).rounded(.down)
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Inserts the dimming view below everything, adds its tap-to-dismiss recognizer, and fades it in
    /// alongside the transition (at once without a coordinator).
    public override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: S6CardPresentationController.dimmingViewTapped))
        containerView.insertSubview(dimmingView, at: 0)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
        } else {
            dimmingView.alpha = 1
        }
    }

    /// Removes the dimming view if the presentation was cancelled.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    /// Fades the dimming view out alongside the dismissal (at once without a coordinator), and plays a light
    /// impact when a finger lets go of a card that goes on leaving.
    public override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
        // The finger let go of a card that is leaving: a light tap confirms it. (A card that springs
        // back, or a dismissal no finger drove, stays silent.)
        coordinator.notifyWhenInteractionChanges { context in
            if !context.isInteractive && !context.isCancelled {
                UIImpactFeedbackGenerator(style: .light).impactOccurred()
            }
        }
    }

    /// Removes the dimming view once the dismissal completed.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    func dimmingViewTapped() {
        // A tap that lands while the card is already leaving must not ask for a second dismissal.
        guard !presentedViewController.isBeingDismissed else { return }
        presentedViewController.dismiss(animated: true)
    }
}

/// Slides the card up from below the screen, and down off it on dismissal. The dismissal moves
/// linearly while a finger drives it, so that the card stays under the finger as it is scrubbed
/// (UIKit scrubs the captured animation's own timing; Behaviour 12.3, 12.5).
public final class S6CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Seconds for either direction.
    public static let duration: TimeInterval = 0.35

    let isPresenting: Bool

    /// Creates the animator for a presentation (`isPresenting` true) or a dismissal.
    public init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    /// ``duration``, whatever the context.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        Self.duration
    }

    /// Springs the card up from below the container into its final frame, or moves it down off the container
    /// (linearly while interactive, easing in otherwise); completes unless cancelled, or at once with false
    /// when the context lacks the card.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        if isPresenting {
            guard let card = transitionContext.viewController(forKey: .to),
                let cardView = transitionContext.view(forKey: .to)
            else {
                transitionContext.completeTransition(false)
                return
            }
            let finalFrame = transitionContext.finalFrame(for: card)
            cardView.frame = finalFrame.offsetBy(dx: 0, dy: containerView.bounds.maxY - finalFrame.minY)
            containerView.addSubview(cardView)
            UIView.animate(
                withDuration: Self.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                options: [], animations: { cardView.frame = finalFrame },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            guard let cardView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            let options: UIView.AnimationOptions =
                transitionContext.isInteractive ? .curveLinear : .curveEaseIn
            UIView.animate(
                withDuration: Self.duration, delay: 0, options: options,
                animations: { cardView.frame.origin.y = containerView.bounds.maxY },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }
}

/// The S6 stage: a phone-sized host whose root controller (a plain "Feed" screen) presents an
/// `S6CardViewController`.
@MainActor
public struct S6Stage {
    /// The host the scenario runs on.
    public let host: HeadlessHost
    /// The window's root controller, which presents.
    public let presenting: UIViewController
    /// The card to present.
    public let card: S6CardViewController

    /// Installs the "Feed" root controller on a host of `size` (phone-sized by default), lets it appear, and
    /// makes the card, not yet presented.
    public init(size: CGSize = CGSize(width: 390, height: 844)) {
        host = HeadlessHost(size: size)
        presenting = SampleContentViewController(title: "Feed", color: .systemIndigo)
        host.window.rootViewController = presenting
        host.advance(by: 0)
        card = S6CardViewController()
    }

    /// Presents the card and lets the presentation run to its end.
    public func presentCard() {
        presenting.present(card, animated: true)
        host.runUntilIdle()
    }
}
