import PresentationKit

/// A controller the fuzzer presents: it records its appearance state, owns its transitioning
/// delegate (UIKit holds delegates weakly, so the app must keep them), and may embed a
/// context-defining child in its lower part.
@MainActor
public final class FuzzController: UIViewController {
    /// The name operations use for it.
    public let name: String
    /// Whether the last appearance callback was `viewDidAppear` (true) or `viewDidDisappear`
    /// (false); nil before any.
    public private(set) var appeared: Bool?
    /// The blur view an effects operation put over the view, if any.
    var blurView: UIVisualEffectView?
    /// The snapshot of the view an effects operation keeps in it, if any.
    var snapshotView: UIView?
    /// Appearance callbacks that do not follow will → did alternation (e.g. two `viewWillAppear`).
    public private(set) var unbalancedAppearances: [String] = []
    private var pendingAppearance: Bool?
    /// The delegate, kept for the controller's lifetime.
    var ownedDelegate: FuzzTransitioningDelegate?
    /// The adaptive delegate, kept for the controller's lifetime.
    var ownedAdaptiveDelegate: FuzzAdaptiveDelegate?
    /// The embedded context-defining child, if any.
    public private(set) var contextChild: FuzzController?

    /// The plain scrolling list of `hasList`, if the controller has one.
    let plainList: UIScrollView?
    /// The table view controller shown across the top of the view (`PresentStep.content`), if any.
    public private(set) var tableController: FuzzTableController?
    /// The collection strip shown across the top of the view (`PresentStep.content`), if any.
    public private(set) var strip: FuzzStripSource?
    /// The scrolling list across the top of the view, if the controller has one: the plain list,
    /// the table view (once loaded) or the collection strip; drags and `scrollSettled` use it.
    public var list: UIScrollView? {
        plainList ?? (tableController?.viewIfLoaded as? UIScrollView) ?? strip?.collectionView
    }
    /// Whether the content is placed by constraints: see `buildConstrainedContent()`.
    public let constrainedContent: Bool
    /// With `constrainedContent`: whether a bar sits on the keyboard layout guide's top edge.
    public let keyboardBar: Bool
    /// With `constrainedContent`: the column of a title, a wrapping label and a button.
    public private(set) var contentStack: UIStackView?
    /// With `constrainedContent`: the column's top constraint (constant 8), which layout operations
    /// change.
    public private(set) var contentTopConstraint: NSLayoutConstraint?
    /// With `constrainedContent`: the title's `height ≥ 44` constraint (priority 999, inactive at
    /// first), which layout operations activate and deactivate.
    public private(set) var titleHeight: NSLayoutConstraint?
    /// A text field near the top of the view, if the controller has one (`FuzzOperation.editing`).
    public let textField: UITextField?
    /// The child of the context-defining child that asks for presentations and dismissals
    /// (issue 35), once an operation named it.
    public private(set) var asker: FuzzController?
    /// The navigation or tab bar controller shown over the whole view, if any.
    public private(set) var stackContainer: UIViewController?
    /// The root controllers of that container's navigation stacks.
    public private(set) var stackRoots: [FuzzController] = []

    /// Creates a controller named `name`, optionally embedding a context-defining child, holding
    /// a scrolling list, and placing its content with constraints (with a bar on the keyboard
    /// layout guide when `keyboardBar`).
    public init(
        name: String, embedsContext: Bool, hasList: Bool = false, constrainedContent: Bool = false,
        keyboardBar: Bool = false, textField: Bool = false, content: FuzzListContent? = nil
    ) {
        self.name = name
        plainList = hasList && content == nil ? UIScrollView() : nil
        self.textField = textField ? UITextField() : nil
        self.constrainedContent = constrainedContent
        self.keyboardBar = constrainedContent && keyboardBar
        super.init(nibName: nil, bundle: nil)
        switch content {
        case .plainTable?, .groupedTable?, .diffableTable?:
            let table = FuzzTableController(
                style: content == .groupedTable ? .grouped : .plain, diffable: content == .diffableTable)
            addChild(table)
            tableController = table
        case .collectionStrip?: strip = FuzzStripSource()
        case nil: break
        }
        if embedsContext {
            let child = FuzzController(name: name + ".context", embedsContext: false)
            child.definesPresentationContext = true
            addChild(child)
            contextChild = child
        }
    }

    /// Adds the asker: a child of this (context-defining) controller over the lower half of its
    /// view, as an app adds a child (its view added between `addChild` and `didMove(toParent:)`).
    public func addAsker() {
        guard asker == nil else { return }
        let child = FuzzController(name: name + ".asker", embedsContext: false)
        addChild(child)
        asker = child
        if let view = viewIfLoaded {
            child.view.backgroundColor = UIColor(red: 0.3, green: 0.7, blue: 0.4, alpha: 1)
            view.addSubview(child.view)
            // Placed at once, as an app lays out a child it adds: a popover presented from it in
            // the same turn would otherwise point at where its view was before the layout pass
            // (quick-pass seed 148, written down in FuzzerFindings.md).
            let bounds = view.bounds
            child.view.frame = CGRect(
                x: 0, y: bounds.height * 0.5, width: bounds.width, height: bounds.height * 0.5)
        }
        child.didMove(toParent: self)
    }

    /// Shows `container` (a navigation controller, or a tab bar controller of two) over the whole
    /// view, its stacks rooted at `roots` (built before the view loads). With `largeTitles`, its
    /// navigation bars prefer large titles and, like its tab bar, look transparent at the content's
    /// scroll edge (`scrollEdgeAppearance`), so scrolling collapses the titles and cross-fades the bars.
    func embed(_ container: FuzzContainer, roots: [FuzzController], largeTitles: Bool = false) {
        let navigations = roots.map { UINavigationController(rootViewController: $0) }
        if largeTitles {
            let edge = UINavigationBarAppearance()
            edge.configureWithTransparentBackground()
            for navigation in navigations {
                navigation.navigationBar.prefersLargeTitles = true
                navigation.navigationBar.scrollEdgeAppearance = edge
            }
        }
        let shown: UIViewController
        if container.isSplit {
            let split = UISplitViewController(
                style: container == .tripleSplit ? .tripleColumn : .doubleColumn)
            let columns: [UISplitViewController.Column] =
                container == .tripleSplit ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (root, column) in zip(roots, columns) { split.setViewController(root, for: column) }
            addChild(split)
            stackContainer = split
            stackRoots = roots
            split.didMove(toParent: self)
            return
        }
        if container == .tabs {
            let tabs = UITabBarController()
            tabs.viewControllers = navigations
            if largeTitles {
                let edge = UITabBarAppearance()
                edge.configureWithTransparentBackground()
                tabs.tabBar.scrollEdgeAppearance = edge
            }
            shown = tabs
        } else {
            shown = navigations[0]
        }
        addChild(shown)
        stackContainer = shown
        stackRoots = roots
        shown.didMove(toParent: self)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("the fuzzer builds its controllers in code")
    }

    /// Gives the view its blue background and builds the content: the constrained column when
    /// ``constrainedContent``, the context child's view in orange, and otherwise the list of 20 rows placed
    /// by frames.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        // Constrained content goes below the context child's view (long-mode seed 844): the column
        // reaches the screen's centre, where a current-context presentation in the child must be hit.
        if constrainedContent { buildConstrainedContent() }
        if let contextChild {
            view.addSubview(contextChild.view)
            contextChild.didMove(toParent: self)
            contextChild.view.backgroundColor = UIColor(red: 0.8, green: 0.6, blue: 0.2, alpha: 1)
        }
        if let tableController {
            view.addSubview(tableController.view)
            tableController.didMove(toParent: self)
        }
        if let strip { view.addSubview(strip.collectionView) }
        if !constrainedContent, let list = plainList {
            list.backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 0.95, alpha: 1)
            for index in 0..<20 {
                let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 44, width: 1000, height: 43))
                row.backgroundColor = UIColor(white: index.isMultiple(of: 2) ? 1 : 0.85, alpha: 1)
                list.addSubview(row)
            }
            list.contentSize = CGSize(width: 0, height: 20 * 44)
            view.addSubview(list)
        }
        if let textField {
            textField.text = name
            textField.backgroundColor = .white
            view.addSubview(textField)
        }
        if let asker {
            asker.view.backgroundColor = UIColor(red: 0.3, green: 0.7, blue: 0.4, alpha: 1)
            view.addSubview(asker.view)
        }
        // The container covers everything: the content options went to its stacks' roots.
        if let stackContainer {
            stackContainer.view.frame = view.bounds
            stackContainer.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(stackContainer.view)
        }
    }

    /// The content of `constrainedContent` (Behaviour 17): a vertical `UIStackView` of a
    /// title, a wrapping label (`numberOfLines = 0`) and a button, its edges on the
    /// `layoutMarginsGuide`, its top on the `safeAreaLayoutGuide` (or 8 points below the list),
    /// its bottom at most at the safe area's bottom (or 8 points above the bar, which sits on
    /// `keyboardLayoutGuide.topAnchor`). The list, when there is one, is pinned across the top at
    /// 35 % of the view's height, and holds a column of 20 rows pinned to its
    /// `contentLayoutGuide`, as wide as its `frameLayoutGuide` (the constraints give its content
    /// size). By the controller's number n: n % 3 == 1 aligns the column's views leading with equal
    /// spacing, n % 3 == 2 centres them in proportional lengths; a multiple of 5 hides the button.
    /// No two required constraints can conflict whatever the view's size: every bound that could is
    /// an inequality or meets a free size.
    private func buildConstrainedContent() {
        var constraints: [NSLayoutConstraint] = []
        let safe = view.safeAreaLayoutGuide
        let margins = view.layoutMarginsGuide
        var contentTop = safe.topAnchor
        if let list = plainList {
            list.backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 0.95, alpha: 1)
            list.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(list)
            let rows = UIStackView()
            rows.axis = .vertical
            rows.spacing = 1
            rows.translatesAutoresizingMaskIntoConstraints = false
            for index in 0..<20 {
                let row = UIView()
                row.backgroundColor = UIColor(white: index.isMultiple(of: 2) ? 1 : 0.85, alpha: 1)
                row.translatesAutoresizingMaskIntoConstraints = false
                constraints.append(row.heightAnchor.constraint(equalToConstant: 43))
                rows.addArrangedSubview(row)
            }
            list.addSubview(rows)
            let content = list.contentLayoutGuide
            constraints += [
                list.topAnchor.constraint(equalTo: view.topAnchor),
                list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                list.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.35),
                rows.topAnchor.constraint(equalTo: content.topAnchor),
                rows.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                rows.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                rows.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                rows.widthAnchor.constraint(equalTo: list.frameLayoutGuide.widthAnchor),
            ]
            contentTop = list.bottomAnchor
        }
        let title = UILabel()
        title.text = name
        let body = UILabel()
        body.numberOfLines = 0
        // Short (measuring wrapped text is most of what a rebuild costs), yet it wraps in a
        // popover's or a form sheet's width, so the engine settles its height at the width it gives.
        body.text = "Wraps in a popover, a sheet or a turn."
        let button = UIButton(type: .system)
        button.setTitle("Done", for: .normal)
        titleHeight = title.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
        titleHeight?.priority = UILayoutPriority(999)
        let stack = UIStackView(arrangedSubviews: [title, body, button])
        stack.axis = .vertical
        stack.spacing = 8
        // A few arrangements, chosen by the controller's number so the step stays one flag.
        let number = Int(name.dropFirst()) ?? 0
        switch number % 3 {
        case 1:
            stack.alignment = .leading
            stack.distribution = .equalSpacing
        case 2:
            stack.alignment = .center
            stack.distribution = .fillProportionally
        default:
            break
        }
        if number.isMultiple(of: 5) { button.isHidden = true }
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        contentStack = stack
        let top = stack.topAnchor.constraint(equalTo: contentTop, constant: 8)
        contentTopConstraint = top
        constraints += [
            top,
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ]
        if keyboardBar {
            let bar = UIView()
            bar.backgroundColor = UIColor(white: 0.7, alpha: 1)
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            constraints += [
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
                bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                stack.bottomAnchor.constraint(lessThanOrEqualTo: bar.topAnchor, constant: -8),
            ]
        } else {
            constraints.append(stack.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor))
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// Puts the context child's view over the lower 65 % of the view (so a centre tap reaches it) and,
    /// without constrained content, the list across the top 35 %.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The child covers the lower part, including the screen's centre, so a centre tap can
        // land in a current-context presentation.
        let bounds = view.bounds
        contextChild?.view.frame = CGRect(
            x: 0, y: bounds.height * 0.35, width: bounds.width, height: bounds.height * 0.65)
        // The asker takes the lower half of its context, the text field a strip near the top.
        asker?.view.frame = CGRect(
            x: 0, y: bounds.height * 0.5, width: bounds.width, height: bounds.height * 0.5)
        textField?.frame = CGRect(x: 16, y: 8, width: min(240, max(0, bounds.width - 32)), height: 34)
        // Constrained content places the list (and sizes its content) by constraints.
        // A table takes the top 35 % by its frame, a strip 60 points below the safe area's top
        // (under a navigation bar, a tap on it would land on the bar).
        let top = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height * 0.35)
        tableController?.viewIfLoaded?.frame = top
        strip?.collectionView.frame = CGRect(
            x: 0, y: view.safeAreaInsets.top, width: bounds.width, height: 60)
        guard !constrainedContent else { return }
        plainList?.frame = top
        plainList?.contentSize.width = bounds.width
    }

    /// Records the callback, noting it in ``unbalancedAppearances`` if the controller already appeared with
    /// no disappearance pending.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearance(will: true, "viewWillAppear")
    }

    /// Records the callback, noting it in ``unbalancedAppearances`` unless `viewWillAppear` came first, and
    /// sets ``appeared`` to true.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearance(did: true, "viewDidAppear")
    }

    /// Records the callback, noting it in ``unbalancedAppearances`` if the controller already disappeared
    /// with no appearance pending.
    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        appearance(will: false, "viewWillDisappear")
    }

    /// Records the callback, noting it in ``unbalancedAppearances`` unless `viewWillDisappear` came first,
    /// and sets ``appeared`` to false.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        appearance(did: false, "viewDidDisappear")
    }

    private func appearance(will appearing: Bool, _ callback: String) {
        // A will-callback toward the state it is already in is unbalanced (UIKit logs it); a
        // will-callback reversing a pending one is a legitimate cancel-and-reverse.
        if pendingAppearance == nil && appeared == appearing { unbalancedAppearances.append(callback) }
        pendingAppearance = appearing
    }

    private func appearance(did appearing: Bool, _ callback: String) {
        if pendingAppearance != appearing { unbalancedAppearances.append(callback) }
        pendingAppearance = nil
        appeared = appearing
    }
}

/// A `.custom` presentation: the presented view in the lower 60 % of the container (for constrained
/// content, as tall as it needs within 25–60 %) over a dimming view that fades in and out alongside
/// the transition.
@MainActor
public final class DimmingPresentationController: UIPresentationController {
    /// The dimming view, full-container, black, faded to `dimmedAlpha` while presented.
    public let dimmingView = UIView()
    /// The dimming view's alpha once presented.
    public static let dimmedAlpha: CGFloat = 0.4

    /// The lower 60 % of the container; for a ``FuzzController`` with constrained content, a card as tall as
    /// its column fits at the container's width (plus margins and the keyboard bar), kept within 25–60 % of
    /// the container's height.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        guard let controller = presentedViewController as? FuzzController,
            let content = controller.contentStack
        else {
            return CGRect(x: 0, y: bounds.height * 0.4, width: bounds.width, height: bounds.height * 0.6)
        }
        // Constrained content makes a card as tall as its column needs at the card's
        // width (`systemLayoutSizeFitting`, Behaviour 17.9) plus room for margins and the keyboard
        // bar, within 25–60 % of the container. The column is measured alone, so the card does not
        // depend on the safe area its own frame gives it.
        let margins = controller.view.layoutMargins
        let width = max(0, bounds.width - margins.left - margins.right)
        let fitted = content.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let wanted = fitted.height.isFinite ? fitted.height + 2 * 8 + 44 : bounds.height
        let height = min(bounds.height * 0.6, max(bounds.height * 0.25, wanted))
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    /// Inserts the transparent dimming view below everything in the container and fades it to ``dimmedAlpha``
    /// alongside the transition (at once without a coordinator).
    public override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        let dimming = dimmingView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimming.alpha = Self.dimmedAlpha })
        } else {
            dimming.alpha = Self.dimmedAlpha
        }
    }

    /// Removes the dimming view if the presentation was cancelled; once presented, lays the card
    /// out again (its content may have changed its height while it came in).
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            containerView?.setNeedsLayout()
        } else {
            dimmingView.removeFromSuperview()
        }
    }

    /// The app changed the presented controller's content (a constraint toggled): a card as tall as
    /// its content follows it at the container's next layout, as an app tells its presentation
    /// controller; not while its presentation or dismissal moves the card (the presentation's end
    /// lays the container out again). During a size change it follows at once: nothing lays the
    /// card out when the size change ends.
    public func presentedContentDidChange() {
        guard let containerView, let presentedView, !presentedViewController.isBeingPresented,
            !presentedViewController.isBeingDismissed,
            presentingViewController.presentedViewController === presentedViewController
        else { return }
        if abs(presentedView.bounds.height - frameOfPresentedViewInContainerView.height) > 0.5 {
            containerView.setNeedsLayout()
        }
    }

    /// Fades the dimming view out alongside the transition (at once without a coordinator).
    public override func dismissalTransitionWillBegin() {
        let dimming = dimmingView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimming.alpha = 0 })
        } else {
            dimming.alpha = 0
        }
    }

    /// Removes the dimming view once dismissed, or restores it to ``dimmedAlpha`` (and lays the card out
    /// again) if the dismissal was cancelled.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        } else {
            dimmingView.alpha = Self.dimmedAlpha
            containerView?.setNeedsLayout()
        }
    }

    /// Stretches the dimming view over the container and puts the presented view at
    /// ``frameOfPresentedViewInContainerView`` again, as the container's size may have changed.
    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// The fuzzer's animators that animate with `UIView.animate` (captured by a percent-driven
/// interaction); see `AnimatorKind`.
@MainActor
public final class FuzzAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let kind: AnimatorKind
    let presenting: Bool
    /// Told when this animator cancels a dismissal.
    let cancelled: () -> Void
    /// Told `animationEnded(_:)`: how the transition really ended, which the world compares with
    /// what the interaction asked for.
    let ended: (Bool) -> Void

    init(
        kind: AnimatorKind, presenting: Bool, cancelled: @escaping () -> Void,
        ended: @escaping (Bool) -> Void = { _ in }
    ) {
        self.kind = kind
        self.presenting = presenting
        self.cancelled = cancelled
        self.ended = ended
    }

    /// Tells the world how the transition really ended, to compare with what its interaction asked for.
    public func animationEnded(_ transitionCompleted: Bool) {
        ended(transitionCompleted)
    }

    /// 0.3 seconds, or 0.25 for a dismissal that ``AnimatorKind/cancelsDismissal`` cancels.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        kind == .cancelsDismissal && !presenting ? 0.25 : 0.3
    }

    /// Runs the transition ``AnimatorKind`` names: slides the presented view up from below the container or
    /// down out of it, fades and cancels a dismissal, completes at once, or runs the spring and keyframe
    /// blocks of ``AnimatorKind/springSlide``.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if kind == .completesSynchronously {
            if presenting, let view = transitionContext.view(forKey: .to),
                let controller = transitionContext.viewController(forKey: .to)
            {
                view.frame = transitionContext.finalFrame(for: controller)
                container.addSubview(view)
            }
            transitionContext.completeTransition(true)
            return
        }
        if kind == .springSlide {
            animateSpringSlide(using: transitionContext)
            return
        }
        if presenting {
            guard let view = transitionContext.view(forKey: .to),
                let controller = transitionContext.viewController(forKey: .to)
            else {
                transitionContext.completeTransition(true)
                return
            }
            let final = transitionContext.finalFrame(for: controller)
            view.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
            container.addSubview(view)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: { view.frame = final },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            return
        }
        guard let view = transitionContext.view(forKey: .from) else {
            let cancels = kind == .cancelsDismissal && transitionContext.isAnimated
            if cancels { cancelled() }
            transitionContext.completeTransition(!cancels)
            return
        }
        if kind == .cancelsDismissal && transitionContext.isAnimated {
            // Fades half-way and back, then cancels (as an abandoned swipe does): the presented
            // view must end where it was. A dismissal without animation completes, so that the
            // teardown can always dismiss.
            let cancelled = self.cancelled
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: { view.alpha = 0.5 },
                completion: { _ in
                    view.alpha = 1
                    cancelled()
                    transitionContext.completeTransition(false)
                })
            return
        }
        let height = container.bounds.height
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: { view.center.y += height },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    /// `springSlide`: several blocks a percent-driven interaction has to capture and scrub together
    /// (a spring and a delayed fade in; keyframes out). Only the block that spans the whole
    /// duration completes the transition, so it completes once.
    private func animateSpringSlide(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let complete: (Bool) -> Void = { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if presenting {
            guard let view = transitionContext.view(forKey: .to),
                let controller = transitionContext.viewController(forKey: .to)
            else {
                transitionContext.completeTransition(true)
                return
            }
            let final = transitionContext.finalFrame(for: controller)
            view.frame = final.offsetBy(dx: container.bounds.width, dy: 0)
            view.alpha = 0.6
            container.addSubview(view)
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                options: [], animations: { view.frame = final }, completion: complete)
            UIView.animate(
                withDuration: duration * 2 / 3, delay: duration / 3, options: [.curveEaseOut],
                animations: { view.alpha = 1 })
            return
        }
        guard let view = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(true)
            return
        }
        let width = container.bounds.width
        let height = container.bounds.height
        UIView.animateKeyframes(
            withDuration: duration, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.4) {
                    view.center.x += width / 5
                }
                UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.6) {
                    view.center.y += height
                }
            }, completion: complete)
    }
}

/// `AnimatorKind.interruptible`: one `UIViewPropertyAnimator` per transition, returned by
/// `interruptibleAnimator(using:)` every time it is asked (Behaviour 12.2), so a percent-driven
/// interaction drives it instead of capturing view animations.
@MainActor
public final class FuzzInterruptibleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let ended: (Bool) -> Void
    /// Told about the property animator once it is made, so the world can check it is freed.
    let madeAnimator: (UIViewPropertyAnimator) -> Void
    private var animator: UIViewPropertyAnimator?
    /// Outlives this animator (the engine lets it go when the transition ends): the world checks
    /// through it that the property animator is inactive once the transition ended.
    let watch = PropertyAnimatorWatch()

    init(
        presenting: Bool, ended: @escaping (Bool) -> Void,
        madeAnimator: @escaping (UIViewPropertyAnimator) -> Void
    ) {
        self.presenting = presenting
        self.ended = ended
        self.madeAnimator = madeAnimator
    }

    /// 0.3 seconds, for every transition.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    { 0.3 }

    /// Starts the property animator ``interruptibleAnimator(using:)`` returns.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// The one property animator of this transition, made on the first call: it slides the presented view up
    /// from below the container, or down out of it, in 0.3 seconds (0 without animation), and completes the
    /// transition unless it was cancelled.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let container = transitionContext.containerView
        // A transition without animation ends on the next frame, as UIKit's would.
        let duration = transitionContext.isAnimated ? transitionDuration(using: transitionContext) : 0
        let height = container.bounds.height
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
        if presenting, let view = transitionContext.view(forKey: .to),
            let controller = transitionContext.viewController(forKey: .to)
        {
            let final = transitionContext.finalFrame(for: controller)
            view.frame = final.offsetBy(dx: 0, dy: height)
            container.addSubview(view)
            animator.addAnimations { view.frame = final }
        } else if !presenting, let view = transitionContext.view(forKey: .from) {
            animator.addAnimations { view.center.y += height }
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        watch.animator = animator
        madeAnimator(animator)
        return animator
    }

    /// Marks the transition ended, so the world can check the property animator is inactive, and tells the
    /// world how the transition ended.
    public func animationEnded(_ transitionCompleted: Bool) {
        watch.transitionEnded = true
        ended(transitionCompleted)
    }
}

/// A property animator and whether the transition it drove has ended.
@MainActor
final class PropertyAnimatorWatch {
    weak var animator: UIViewPropertyAnimator?
    var transitionEnded = false
}

/// The percent-driven interaction controller the fuzzer's delegates hand out (one per delegate,
/// for every interactive transition of its controller, as apps keep one): it tells the world
/// when a transition starts, so the world knows what it drives.
@MainActor
public final class FuzzInteractor: UIPercentDrivenInteractiveTransition {
    /// Called before the percent-driven start runs (so handlers registered there hear a queued
    /// finish or cancel) and after it.
    var willStart: ((any UIViewControllerContextTransitioning) -> Void)?
    var didStart: ((any UIViewControllerContextTransitioning) -> Void)?

    /// Tells the world the transition is about to start, starts it as `UIPercentDrivenInteractiveTransition`
    /// does, then tells the world it started.
    public override func startInteractiveTransition(
        _ transitionContext: any UIViewControllerContextTransitioning
    ) {
        willStart?(transitionContext)
        super.startInteractiveTransition(transitionContext)
        didStart?(transitionContext)
    }
}

/// Hands out the fuzzer's animators (new ones for every transition, so that their lifetime is the
/// engine's to manage) and, for `.custom`, a `DimmingPresentationController`.
@MainActor
public final class FuzzTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animatorKind: AnimatorKind
    /// Called with every object the delegate makes, so the world can check it is freed.
    let made: (AnyObject, String) -> Void
    /// Called when one of its animators cancels a dismissal.
    let cancelled: () -> Void
    /// Called with (presenting, completed) when one of its animators hears `animationEnded`.
    let ended: (Bool, Bool) -> Void
    /// Which transitions are interactive (nil: none).
    let interaction: FuzzInteraction?
    /// The one interaction controller it hands out, when `interaction` is set.
    public let interactor: FuzzInteractor?

    init(
        animatorKind: AnimatorKind, interaction: FuzzInteraction? = nil,
        made: @escaping (AnyObject, String) -> Void, cancelled: @escaping () -> Void,
        ended: @escaping (Bool, Bool) -> Void = { _, _ in }
    ) {
        self.animatorKind = animatorKind
        self.made = made
        self.cancelled = cancelled
        self.ended = ended
        self.interaction = interaction
        if let interaction {
            let interactor = FuzzInteractor()
            interactor.wantsInteractiveStart = interaction.wantsInteractiveStart
            self.interactor = interactor
        } else {
            interactor = nil
        }
    }

    /// ``interactor`` when the presentation is interactive, otherwise nil.
    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        interaction?.presents == true ? interactor : nil
    }

    /// ``interactor`` when dismissals are interactive, otherwise nil.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        interaction?.dismisses == true ? interactor : nil
    }

    /// For `.custom` only: a new ``DimmingPresentationController`` whose delegate is the presented
    /// controller's adaptive delegate, if it has one.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        guard presented.modalPresentationStyle == .custom else { return nil }
        let controller = DimmingPresentationController(
            presentedViewController: presented, presenting: presenting)
        controller.delegate = (presented as? FuzzController)?.ownedAdaptiveDelegate
        made(controller, "DimmingPresentationController")
        return controller
    }

    /// A new animator of the delegate's ``AnimatorKind`` for the presentation, or nil for
    /// ``AnimatorKind/none``.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        makeAnimator(presenting: true)
    }

    /// A new animator of the delegate's ``AnimatorKind`` for the dismissal, or nil for ``AnimatorKind/none``.
    public func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )? {
        makeAnimator(presenting: false)
    }

    private func makeAnimator(presenting: Bool) -> (any UIViewControllerAnimatedTransitioning)? {
        guard animatorKind != .none else { return nil }
        let ended = self.ended
        let label = "FuzzAnimator(.\(animatorKind), \(presenting ? "presenting" : "dismissing"))"
        if animatorKind == .interruptible {
            let made = self.made
            let animator = FuzzInterruptibleAnimator(
                presenting: presenting, ended: { ended(presenting, $0) },
                madeAnimator: { made($0, "UIViewPropertyAnimator of \(label)") })
            made(animator, label)
            return animator
        }
        let animator = FuzzAnimator(
            kind: animatorKind, presenting: presenting, cancelled: cancelled, ended: { ended(presenting, $0) }
        )
        made(animator, label)
        return animator
    }
}

/// An adaptive delegate whose answers change with both size classes, so that turning a phone moves
/// an adapted presentation from one style to another: a form sheet in compact width and regular
/// height, over full screen in compact height, no adaptation in regular width. For popovers it
/// supplies a replacement controller that holds the presented one as a child (Behaviour 13.19–13.21).
@MainActor
public final class FuzzAdaptiveDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    /// Whether it supplies replacement controllers.
    let replaces: Bool
    /// Called with every replacement it makes, so the world can check it is freed.
    let made: (AnyObject, String) -> Void

    init(replaces: Bool, made: @escaping (AnyObject, String) -> Void) {
        self.replaces = replaces
        self.made = made
    }

    /// `.none` when neither size class is compact, `.overFullScreen` in compact height, and `.formSheet` in
    /// compact width with regular height.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        if traitCollection.horizontalSizeClass != .compact && traitCollection.verticalSizeClass != .compact {
            return .none
        }
        return traitCollection.verticalSizeClass == .compact ? .overFullScreen : .formSheet
    }

    /// When the delegate supplies replacements, a new replacement controller that holds the presented
    /// controller as a child below a 44-point bar; otherwise nil, so the presented controller itself is
    /// shown.
    public func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
        guard replaces else { return nil }
        let wrapper = FuzzReplacement(content: controller.presentedViewController)
        made(wrapper, "FuzzReplacement")
        return wrapper
    }
}

/// A replacement controller that shows its content below a 44-point bar, as a navigation
/// controller with a Done button would.
@MainActor
final class FuzzReplacement: UIViewController {
    private weak var content: UIViewController?

    init(content: UIViewController) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("the fuzzer builds its controllers in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let content, content.parent == nil else { return }
        addChild(content)
        content.view.frame = view.bounds.inset(by: UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
