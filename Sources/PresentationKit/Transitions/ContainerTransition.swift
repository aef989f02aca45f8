import Foundation

/// A push, a pop or a change of tab, run on the same engine as presentations (Behaviour 16.3, 16.17):
/// the animator (the default slide, or the delegate's) gets a `TransitionContext`, the controllers
/// return a `TransitionCoordinator`, alongside blocks join the animation, an interaction controller
/// (the edge swipe's, or the delegate's) may drive it, and it may be cancelled.
///
/// The container's content area is the context's container; the incoming view is not in it until
/// the animator adds it. The outgoing and incoming controllers' appearance callbacks are sent here:
/// will-callbacks when it starts, turned back when it is cancelled (the incoming one hears it will
/// disappear, then the outgoing one that it will appear, Behaviour 12.13), did-callbacks when it ends.
/// What else happens when it ends (the stack, the views, `didMove`, the delegate) is the
/// container's: `onEnd` runs before the state becomes `ended`.
@MainActor
final class ContainerTransition: ControllerTransition {
    enum Kind: CustomStringConvertible {
        case push, pop, tabChange

        var description: String {
            switch self {
            case .push: "push"
            case .pop: "pop"
            case .tabChange: "change of tab"
            }
        }
    }

    let kind: Kind
    private(set) var from: UIViewController?
    private(set) var to: UIViewController?
    private let content: UIView
    /// Where a controller's view rests in `content` (the container's layout: under or beside its
    /// bars, Behaviour 16.20): the incoming view ends there and the outgoing one starts there.
    let frames: (UIViewController) -> CGRect
    /// The container's work when the transition ends; `true` when it completed.
    private var onEnd: ((Bool) -> Void)?
    /// Whether the appearance callbacks were turned back by a cancel (Behaviour 12.13).
    private var turnedBack = false

    init(
        kind: Kind, from: UIViewController, to: UIViewController, content: UIView,
        frames: @escaping (UIViewController) -> CGRect, animated: Bool,
        clock: FrameClock, animator: any UIViewControllerAnimatedTransitioning,
        interactor: (any UIViewControllerInteractiveTransitioning)?, onEnd: @escaping (Bool) -> Void
    ) {
        self.kind = kind
        self.from = from
        self.to = to
        self.content = content
        self.frames = frames
        self.onEnd = onEnd
        super.init(animated: animated, clock: clock)
        self.animator = animator
        self.interactor = interactor
    }

    override var kindDescription: String { kind.description }
    override var subjectName: String { to.map { "\(type(of: $0))" } ?? "a controller" }
    override var containerView: UIView? { content }

    override func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    override func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: from?.viewIfLoaded
        case .to: to?.view
        default: nil
        }
    }

    /// The outgoing controller starts at its resting frame; the incoming one has no initial frame.
    override func initialFrame(for vc: UIViewController) -> CGRect {
        vc === from ? frames(vc) : .zero
    }

    /// The incoming controller ends at its resting frame; the outgoing one has no final frame.
    override func finalFrame(for vc: UIViewController) -> CGRect {
        vc === to ? frames(vc) : .zero
    }

    // MARK: Running

    /// Sends the will-callbacks and starts the animator (or the interaction controller). Without
    /// animation, the incoming view is put in place and the transition completes at once, with no
    /// animator (as UIKit, which asks for none).
    func start() {
        guard state == .pending, let from, let to else { return }
        move(to: .preparing)
        from.windowMovesDriveAppearance = false
        to.windowMovesDriveAppearance = false
        from.beginAppearance(false, animated: isAnimated)
        to.beginAppearance(true, animated: isAnimated)
        guard isAnimated else {
            to.view.frame = frames(to)
            content.addSubview(to.view)
            complete(true)
            return
        }
        runAnimator()
    }

    /// A cancel turns the appearance callbacks back at once; a pause and a finish after it turn
    /// them forward again.
    override func interactionChanged(interactive: Bool, cancelled: Bool) {
        guard !interactive else { return }
        turnAppearance(back: cancelled)
    }

    private func turnAppearance(back: Bool) {
        guard back != turnedBack, let from, let to else { return }
        turnedBack = back
        // Only a controller still half way through the transition's appearance turns: one the
        // container's own appearance settled meanwhile (the container was covered or taken away)
        // is brought in line when the transition ends (`endAppearance(completed:container:)`).
        if back {
            to.turnAppearanceUnderway(appearing: false, animated: isAnimated)
            from.turnAppearanceUnderway(appearing: true, animated: isAnimated)
        } else {
            from.turnAppearanceUnderway(appearing: false, animated: isAnimated)
            to.turnAppearanceUnderway(appearing: true, animated: isAnimated)
        }
    }

    /// The did-callbacks (the controller that disappears first), then the container's work; the
    /// coordinator's completion blocks run first (Behaviour 16.3).
    override func finish(_ completed: Bool) {
        turnAppearance(back: !completed)
        let onEnd = self.onEnd
        self.onEnd = nil
        onEnd?(completed)
        tellAnimatorEnded(completed)
        end(completed)
    }

    /// Ends the appearance callbacks of both controllers, the one that disappears first, and gives
    /// the window back their appearance; the container calls it from `onEnd`.
    ///
    /// The container may have appeared or disappeared while the transition ran (a presentation
    /// covered it, a dismissal took it away, it came back): its own appearance callbacks then
    /// reached the controllers in its view. So each controller ends where it now belongs (the one
    /// shown as the container is, the other disappeared), with only the callbacks that take it
    /// there: never an end without a begin (N1 in Documentation/FuzzerFindings.md).
    func endAppearance(completed: Bool, container: UIViewController) {
        guard let from, let to else { return }
        from.windowMovesDriveAppearance = true
        to.windowMovesDriveAppearance = true
        let (shown, hidden) = completed ? (to, from) : (from, to)
        hidden.settleAppearance(appearing: false)
        shown.followAppearance(of: container)
    }

    override func end(_ completed: Bool) {
        super.end(completed)
        from = nil
        to = nil
    }
}

extension ContainerTransition {
    /// When a push, pop or change of tab ends, completed or cancelled: the controller now shown
    /// rests in the container's content view, the other is out of it (sized for when it comes back),
    /// and the controllers that took this transition's coordinator as their size coordinator let
    /// it go.
    func settleViews(
        shown: UIViewController, hidden: UIViewController, in contentView: UIView, container: UIViewController
    ) {
        if let hiddenView = hidden.viewIfLoaded, hiddenView.superview != nil {
            hiddenView.removeFromSuperview()
        }
        hidden.viewIfLoaded?.frame = frames(hidden)
        if shown.view.superview !== contentView { contentView.addSubview(shown.view) }
        shown.view.frame = frames(shown)
        for controller in [container, shown, hidden] where controller.activeSizeCoordinator === coordinator {
            controller.activeSizeCoordinator = nil
        }
    }
}
