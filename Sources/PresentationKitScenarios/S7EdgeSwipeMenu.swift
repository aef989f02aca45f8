import Foundation
import PresentationKit

// S7 · a side menu pulled in from the left edge: a screen-edge pan on the presenting view presents
// the menu interactively, through an animator whose whole transition is one UIViewPropertyAnimator
// (`interruptibleAnimator(using:)`, the interruptible mode, Behaviour 8.2, 12.2). The menu covers the
// left 70 % of the screen; the rest stays visible under a dim, and a tap there closes the menu.

/// The screen that pulls the menu in: a swipe from its left edge presents `menu`, following the
/// finger.
public final class S7HomeViewController: UIViewController {
    /// The menu this screen presents.
    public let menu = S7MenuViewController()
    /// The menu's transitioning delegate, kept here: UIKit holds `transitioningDelegate` weakly.
    public let menuTransition = S7MenuTransitionController()

    /// The projected progress above which a release finishes the presentation (as S6, Behaviour 12.21).
    public static let projectedProgressToFinish: CGFloat = 0.5
    /// The rightward release speed, in points per second, above which a release finishes it.
    public static let velocityToFinish: CGFloat = 300

    /// Creates the screen and makes its ``menu`` `.custom`, with ``menuTransition`` as its transitioning
    /// delegate.
    public init() {
        super.init(nibName: nil, bundle: nil)
        menu.modalPresentationStyle = .custom
        menu.transitioningDelegate = menuTransition
    }

    /// Not supported: the screen is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Builds the teal "Home" screen with its hint and adds the left-edge pan that pulls the menu in.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        let title = UILabel(frame: CGRect(x: 20, y: 60, width: view.bounds.width - 40, height: 40))
        title.text = "Home"
        title.font = .boldSystemFont(ofSize: 32)
        title.textColor = .white
        title.autoresizingMask = [.flexibleWidth]
        view.addSubview(title)
        let hint = UILabel(frame: CGRect(x: 20, y: 110, width: view.bounds.width - 40, height: 24))
        hint.text = "Swipe from the left edge"
        hint.font = .systemFont(ofSize: 17)
        hint.textColor = .white
        hint.autoresizingMask = [.flexibleWidth]
        view.addSubview(hint)

        let edgePan = UIScreenEdgePanGestureRecognizer(
            target: self, action: S7HomeViewController.handleEdgePan)
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
    }

    /// Swiping in from the left edge presents the menu: progress is the rightward drag over the
    /// menu's width; the release finishes or cancels as S6's does, along x (Behaviour 12.19, 12.21).
    func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
        let width = S7MenuPresentationController.menuWidth(inContainerWidth: view.bounds.width)
        let distance = max(0, pan.translation(in: view).x)
        switch pan.state {
        case .began:
            menuTransition.interactor = UIPercentDrivenInteractiveTransition()
            present(menu, animated: true)
        case .changed:
            menuTransition.interactor?.update(distance / width)
        case .ended:
            let velocity = pan.velocity(in: view).x
            let projected = (distance + project(initialVelocity: velocity)) / width
            if projected > Self.projectedProgressToFinish || velocity > Self.velocityToFinish {
                menuTransition.interactor?.finish()
            } else {
                menuTransition.interactor?.cancel()
            }
            menuTransition.interactor = nil
        case .cancelled, .failed:
            menuTransition.interactor?.cancel()
            menuTransition.interactor = nil
        default:
            break
        }
    }
}

/// The menu: a dark column of entries.
public final class S7MenuViewController: UIViewController {
    /// Builds the dark menu: a bold "Menu" heading over the Inbox, Starred and Settings entries.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.13, green: 0.14, blue: 0.2, alpha: 1)
        for (index, entry) in ["Menu", "Inbox", "Starred", "Settings"].enumerated() {
            let label = UILabel(frame: CGRect(x: 24, y: 60 + CGFloat(index) * 52, width: 200, height: 32))
            label.text = entry
            label.font = index == 0 ? .boldSystemFont(ofSize: 28) : .systemFont(ofSize: 20)
            label.textColor = .white
            view.addSubview(label)
        }
    }
}

/// Vends the menu's presentation controller and animators, and the interaction controller while an
/// edge swipe drives the presentation.
public final class S7MenuTransitionController: NSObject, UIViewControllerTransitioningDelegate {
    /// Drives the presentation while a finger swipes; nil otherwise.
    public var interactor: UIPercentDrivenInteractiveTransition?

    /// A new ``S7MenuPresentationController`` for the menu.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        S7MenuPresentationController(presentedViewController: presented, presenting: presenting)
    }

    /// An ``S7MenuAnimator`` that slides the menu in.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        S7MenuAnimator(isPresenting: true)
    }

    /// An ``S7MenuAnimator`` that slides the menu out.
    public func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        S7MenuAnimator(isPresenting: false)
    }

    /// ``interactor``: the percent-driven interaction while an edge swipe pulls the menu in, nil for a
    /// presentation without a finger.
    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interactor
    }
}

/// The menu on the left 70 % of the container, over a dim that covers the rest and closes the menu
/// when tapped.
public final class S7MenuPresentationController: UIPresentationController {
    /// The share of the container's width the menu takes.
    public static let widthFraction: CGFloat = 0.7

    /// The menu's width in a container `width` points wide (floored to a whole point).
    public static func menuWidth(inContainerWidth width: CGFloat) -> CGFloat {
        (width * widthFraction).rounded(.down)
    }

    /// Black at 40 %, faded through its alpha with the transition.
    public let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.4)
        view.alpha = 0
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }()

    /// The left ``widthFraction`` of the container, floored to a whole point, at full height.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        return CGRect(
            x: bounds.minX, y: bounds.minY, width: Self.menuWidth(inContainerWidth: bounds.width),
            height: bounds.height)
    }

    /// Inserts the dimming view below everything, adds its tap-to-close recognizer, and fades it in alongside
    /// the transition (at once without a coordinator); a selection tick plays when the finger lets go and the
    /// menu goes on coming in.
    public override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: S7MenuPresentationController.dimmingViewTapped))
        containerView.insertSubview(dimmingView, at: 0)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
            // The finger let go and the menu is coming in: a selection tick, as a snapping control gives.
            coordinator.notifyWhenInteractionChanges { context in
                if !context.isInteractive && !context.isCancelled {
                    UISelectionFeedbackGenerator().selectionChanged()
                }
            }
        } else {
            dimmingView.alpha = 1
        }
    }

    /// Removes the dimming view if the presentation was cancelled.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    /// Fades the dimming view out alongside the dismissal (at once without a coordinator).
    public override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
        } else {
            dimmingView.alpha = 0
        }
    }

    /// Removes the dimming view once the dismissal completed.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    func dimmingViewTapped() {
        guard !presentedViewController.isBeingDismissed else { return }
        presentedViewController.dismiss(animated: true)
    }
}

/// Slides the menu in from the left and back out, with one property animator for the whole
/// transition, which a percent-driven interaction scrubs and then continues (Behaviour 12.2, 12.4, 12.6).
public final class S7MenuAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Seconds for either direction, when nothing drives it.
    public static let duration: TimeInterval = 0.3

    let isPresenting: Bool
    /// The transition's animator: UIKit asks for it more than once and needs the same one each time.
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
    /// moves the menu between its frame and the same frame just off the container's left edge (easing out),
    /// and completes the transition unless it was cancelled.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let isPresenting = self.isPresenting
        let containerView = transitionContext.containerView
        let menu = transitionContext.viewController(forKey: isPresenting ? .to : .from)!
        let menuView = transitionContext.view(forKey: isPresenting ? .to : .from) ?? menu.view!
        let onScreen =
            isPresenting ? transitionContext.finalFrame(for: menu) : transitionContext.initialFrame(for: menu)
        let offScreen = onScreen.offsetBy(dx: -onScreen.maxX, dy: 0)
        if isPresenting {
            menuView.frame = offScreen
            containerView.addSubview(menuView)
        }
        let animator = UIViewPropertyAnimator(duration: Self.duration, curve: .easeOut) {
            menuView.frame = isPresenting ? onScreen : offScreen
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

/// The S7 stage: a phone-sized host whose root is an `S7HomeViewController`.
@MainActor
public struct S7Stage {
    /// The host the scenario runs on.
    public let host: HeadlessHost
    /// The window's root controller, which presents the menu.
    public let home: S7HomeViewController

    /// Installs an ``S7HomeViewController`` as the root of a host of `size` (phone-sized by default) and lets
    /// it appear.
    public init(size: CGSize = CGSize(width: 390, height: 844)) {
        host = HeadlessHost(size: size)
        home = S7HomeViewController()
        host.window.rootViewController = home
        host.advance(by: 0)
    }

    /// The menu's width on this stage's screen.
    public var menuWidth: CGFloat {
        S7MenuPresentationController.menuWidth(inContainerWidth: host.window.bounds.width)
    }
}
