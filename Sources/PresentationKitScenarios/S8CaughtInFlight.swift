import Foundation
import PresentationKit

// S8 · a card caught in flight: its dismissal runs on one UIViewPropertyAnimator and starts without
// a finger (`wantsInteractiveStart = false`), so a finger that lands on the leaving card pauses it
// (Behaviour 12.8), drags it, and on release sends it on or back by where the release would carry it
// (Behaviour 12.19). The card sits as S6's does, over S6's dimming presentation controller.

/// The card: `.custom`, its own transitioning delegate; a finger on it while it leaves catches it.
public final class S8CardViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// Drives every animated dismissal: it starts running on its own, and a finger can take it over.
    public let interactor: UIPercentDrivenInteractiveTransition = {
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.wantsInteractiveStart = false
        return interactor
    }()

    /// What the transition coordinator's interaction-change handler saw, one entry per change
    /// (`"interactive"`, `"running"` or `"running, cancelled"`), oldest first.
    public private(set) var interactionChanges: [String] = []

    private let titleLabel = UILabel()
    /// How far the dismissal was when the finger caught it.
    private var progressWhenCaught: CGFloat = 0
    /// Whether a finger holds the leaving card now.
    private var isCatching = false

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

    /// Builds the orange card with rounded top corners and a "Catch me" title, and adds the pan that catches
    /// it while it leaves.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        view.layer.cornerRadius = 16
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        titleLabel.text = "Catch me"
        titleLabel.font = .boldSystemFont(ofSize: 24)
        titleLabel.textColor = .white
        view.addSubview(titleLabel)
        // A property animator moves the leaving card, so a finger lands on it where it is on screen
        // (isManualHitTestingEnabled is false).
        view.addGestureRecognizer(
            UIPanGestureRecognizer(target: self, action: S8CardViewController.handlePan))
    }

    /// Places the title near the card's top; done here because the card's size is known only once the
    /// presentation controller has placed it.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        titleLabel.frame = CGRect(x: 20, y: 28, width: view.bounds.width - 40, height: 34)
    }

    /// Registers with the dismissal's coordinator to record, in ``interactionChanges``, each time the leaving
    /// card is caught or let go.
    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        // Each time the leaving card is caught or let go, for the timeline and the tests.
        transitionCoordinator?.notifyWhenInteractionChanges { [weak self] context in
            let entry =
                context.isInteractive ? "interactive" : context.isCancelled ? "running, cancelled" : "running"
            self?.interactionChanges.append(entry)
        }
    }

    /// A pan on the leaving card catches it: the dismissal pauses where it is, then follows the
    /// finger; the release finishes it if the projected position is past half the card, else
    /// reverses it.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        let height = view.bounds.height
        switch pan.state {
        case .began:
            // Only a leaving card can be caught; a pan on a card at rest does nothing.
            guard isBeingDismissed else { return }
            isCatching = true
            interactor.pause()
            // Where the card shows now, as a fraction of its way down. The animator's own fraction
            // is its time, which a curved animation does not show; scrubbing, which is linear, from
            // there would make the card jump under the finger.
            let restingY = presentationController?.frameOfPresentedViewInContainerView.minY ?? 0
            let shownY = view.layer.presentation()?.frame.minY ?? view.frame.minY
            progressWhenCaught = (shownY - restingY) / height
            interactor.update(progressWhenCaught)
            // The pan began some points after the finger landed: count from here, so the card does not jump.
            pan.setTranslation(.zero, in: view.superview)
        case .changed where isCatching:
            interactor.update(progressWhenCaught + pan.translation(in: view.superview).y / height)
        case .ended where isCatching, .cancelled where isCatching:
            isCatching = false
            let velocity = pan.state == .ended ? pan.velocity(in: view.superview).y : 0
            let position = interactor.percentComplete * height
            if (position + project(initialVelocity: velocity)) / height > 0.5 {
                interactor.finish()
            } else {
                interactor.cancel()
            }
        default:
            break
        }
    }

    // MARK: UIViewControllerTransitioningDelegate

    /// A new ``S8CardPresentationController`` for the card.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        S8CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    /// An ``S8CardAnimator`` that slides the card up.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        S8CardAnimator(isPresenting: true)
    }

    /// An ``S8CardAnimator`` that slides the card down.
    public func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        S8CardAnimator(isPresenting: false)
    }

    /// ``interactor``, for every dismissal: it starts running on its own and waits for a finger to take it
    /// over.
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interactor
    }
}

/// S6's card presentation, for S8's card.
public final class S8CardPresentationController: S6CardPresentationController {}

/// Slides the card up from below the screen and back down, with one property animator for the
/// whole transition (Behaviour 12.2), which a caught dismissal pauses, scrubs and continues.
public final class S8CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Seconds for either direction, when nothing holds it.
    public static let duration: TimeInterval = 0.5

    let isPresenting: Bool
    private var animator: UIViewPropertyAnimator?

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

    /// Starts the property animator ``interruptibleAnimator(using:)`` returns.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// The transition's one property animator, made on the first call and returned on every later one: it
    /// moves the card between its frame and the same frame just below the container (easing in and out), and
    /// completes the transition unless it was cancelled.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let isPresenting = self.isPresenting
        let containerView = transitionContext.containerView
        let card = transitionContext.viewController(forKey: isPresenting ? .to : .from)!
        let cardView = transitionContext.view(forKey: isPresenting ? .to : .from) ?? card.view!
        let onScreen =
            isPresenting ? transitionContext.finalFrame(for: card) : transitionContext.initialFrame(for: card)
        let offScreen = onScreen.offsetBy(dx: 0, dy: containerView.bounds.maxY - onScreen.minY)
        if isPresenting {
            cardView.frame = offScreen
            containerView.addSubview(cardView)
        }
        let animator = UIViewPropertyAnimator(duration: Self.duration, curve: .easeInOut) {
            cardView.frame = isPresenting ? onScreen : offScreen
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    /// Lets go of the property animator, so a later transition makes its own.
    public func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

/// The S8 stage: a phone-sized host whose root controller (a plain "Feed" screen) presents an
/// `S8CardViewController`.
@MainActor
public struct S8Stage {
    /// The host the scenario runs on.
    public let host: HeadlessHost
    /// The window's root controller, which presents.
    public let presenting: UIViewController
    /// The card to present.
    public let card: S8CardViewController

    /// Installs the "Feed" root controller on a host of `size` (phone-sized by default), lets it appear, and
    /// makes the card, not yet presented.
    public init(size: CGSize = CGSize(width: 390, height: 844)) {
        host = HeadlessHost(size: size)
        presenting = SampleContentViewController(title: "Feed", color: .systemIndigo)
        host.window.rootViewController = presenting
        host.advance(by: 0)
        card = S8CardViewController()
    }

    /// Presents the card and lets the presentation run to its end.
    public func presentCard() {
        presenting.present(card, animated: true)
        host.runUntilIdle()
    }
}
