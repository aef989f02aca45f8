import Foundation

/// A container that shows a stack of controllers one at a time, as `UINavigationController`.
///
/// The stack's controllers are its children; only the top one's view is in the navigation
/// controller's view, under the translucent bars and inset by them through its safe area, or below
/// an opaque bar (Behaviour 16.1, 16.6, 16.20). A push or pop
/// while the navigation controller is shown sends appearance callbacks to the outgoing and incoming
/// controllers and the delegate in UIKit's order (Behaviour 16.2) and, when animated, runs the default
/// slide (Behaviour 16.4) or the delegate's animator on the presentation engine: a transition context,
/// a transition coordinator both controllers return while it runs (Behaviour 16.3), the delegate's
/// interaction controller or the edge swipe driving it, and cancellation that puts the stack back
/// (Behaviour 16.12, 16.17). A toolbar at the bottom shows the top's `toolbarItems` (Behaviour 16.18).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The kind of change a navigation transition makes.
    public enum Operation: Int, Sendable {
        /// Neither a push nor a pop; this navigation controller never reports it, as every
        /// transition it runs is one of the other two.
        case none = 0
        /// A controller arrives on top of the stack: a push, or a new stack whose top is new while
        /// the old top stays in it.
        case push = 1
        /// The top controller leaves the stack: a pop, the back swipe, or a new stack without the
        /// old top.
        case pop = 2
    }

    /// The duration of `setNavigationBarHidden(_:animated:)`'s animation, as UIKit's
    /// `UINavigationController.hideShowBarDuration` (0.2 s here, ours).
    public static let hideShowBarDuration: CGFloat = 0.2

    /// Creates a navigation controller with `rootViewController` as its only controller.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates an empty navigation controller whose bars are of the given classes (nil: the
    /// standard `UINavigationBar` and `UIToolbar`). Swift cannot make a view of a class known only at
    /// run time through `init(frame:)` (it is not a `required` initializer), so a subclass given here
    /// is reported and the standard bar is used (a deviation, Behaviour 16.18); set the root with
    /// `viewControllers`, as in UIKit.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
        for (given, standard) in [(navigationBarClass, UINavigationBar.self), (toolbarClass, UIToolbar.self)]
        {
            guard let given, given != standard else { continue }
            report(
                "init(navigationBarClass:toolbarClass:) with \(given): a custom bar class cannot be instantiated "
                    + "here (no Objective-C runtime); the standard \(standard) is used")
        }
    }

    /// Creates an empty navigation controller (no nibs here: a nib name is reported).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates an empty navigation controller; no archive is decoded.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: The stack

    /// The controllers on the stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is shown: what the top controller presents (followed to the
    /// last presented controller), else the top controller.
    open var visibleViewController: UIViewController? {
        guard var shown = topViewController else { return nil }
        while let presented = shown.presentedViewController, !presented.isBeingDismissed { shown = presented }
        return shown
    }

    /// The delegate told about pushes and pops and asked for their animators.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Pushes `viewController` on top and shows it (Behaviour 16.2). Misuse (pushing while a push or pop
    /// runs, a controller already on a stack, a navigation controller) is reported and dropped.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard acceptsChange("pushViewController(_:animated:)") else { return }
        if stack.contains(where: { $0 === viewController }) {
            report("pushing \(type(of: viewController)), which is already on this stack, is not supported")
            return
        }
        if viewController is UINavigationController {
            report("pushing a navigation controller (\(type(of: viewController))) is not supported")
            return
        }
        let old = stack.last
        stack.append(viewController)
        addChild(viewController)
        show(viewController, from: old, operation: .push, removing: [], animated: animated)
    }

    /// Pops the top controller and returns it; nil (and no change) when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.last
    }

    /// Pops every controller above `viewController` and returns them, bottom first; nil when it is
    /// not on the stack, an empty array when it is the top.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard acceptsChange("popToViewController(_:animated:)"),
            let index = stack.firstIndex(where: { $0 === viewController })
        else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard let old = popped.last else { return [] }
        stack.removeSubrange((index + 1)...)
        show(viewController, from: old, operation: .pop, removing: popped, animated: animated)
        return popped
    }

    /// Pops every controller but the root and returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. When the top changes, the new top is shown as by a push (if the old top
    /// stays on the stack) or a pop (if it leaves); controllers that leave are removed as children,
    /// and new ones added (Behaviour 16.5).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard acceptsChange("setViewControllers(_:animated:)") else { return }
        let unique = Set(viewControllers.map(ObjectIdentifier.init))
        guard unique.count == viewControllers.count else {
            report("setViewControllers with a controller listed twice is not supported")
            return
        }
        if viewControllers.contains(where: { $0 is UINavigationController }) {
            report("a navigation controller on a navigation stack is not supported")
            return
        }
        let old = stack.last
        let leaving = stack.filter { controller in !viewControllers.contains { $0 === controller } }
        let arriving = viewControllers.filter { controller in !stack.contains { $0 === controller } }
        stack = viewControllers
        for controller in arriving { addChild(controller) }
        guard let top = viewControllers.last else {
            for controller in leaving { removeStackChild(controller) }
            refreshBar()
            return
        }
        if top === old {
            for controller in leaving { removeStackChild(controller) }
            for controller in arriving { controller.didMove(toParent: self) }
            refreshBar()
            return
        }
        let oldLeaves = leaving.contains { $0 === old }
        for controller in leaving where controller !== old { removeStackChild(controller) }
        for controller in arriving where controller !== top { controller.didMove(toParent: self) }
        show(
            top, from: old, operation: oldLeaves ? .pop : .push,
            removing: oldLeaves ? [old].compactMap { $0 } : [],
            animated: animated)
    }

    /// Pushes `vc`, animated: how a navigation controller shows (Behaviour 16.15).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    override var showsByContaining: Bool { true }

    // MARK: The bar

    /// The bar showing the top controller's `navigationItem`.
    open var navigationBar: UINavigationBar { bar }

    /// Whether the bar is hidden; setting it is `setNavigationBarHidden(_:animated: false)`.
    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar; the content area grows or shrinks with it (Behaviour 16.7). Animated, the
    /// bar and the content move over `hideShowBarDuration`, ease-in-out.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        guard isViewLoaded else { return }
        if hidden == false { bar.isHidden = false }
        let change = {
            self.layoutContent()
            self.bar.alpha = hidden ? 0 : 1
        }
        if animated {
            UIView.animate(
                withDuration: TimeInterval(Self.hideShowBarDuration), animations: change,
                completion: { _ in if self.barHidden { self.bar.isHidden = true } })
        } else {
            change()
            bar.isHidden = hidden
        }
    }

    // MARK: The toolbar

    /// The toolbar at the bottom, showing the top controller's `toolbarItems` while
    /// `isToolbarHidden` is false (Behaviour 16.18).
    open var toolbar: UIToolbar! { toolbarView }

    /// Whether the toolbar is hidden (true at first); setting it is `setToolbarHidden(_:animated: false)`.
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Shows or hides the toolbar; the content area shrinks or grows with it (Behaviour 16.18). Animated,
    /// the toolbar and the content move over `hideShowBarDuration`, ease-in-out.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        guard isViewLoaded else { return }
        if !hidden { toolbarView.isHidden = false }
        let change = {
            self.layoutContent()
            self.toolbarView.alpha = hidden ? 0 : 1
        }
        if animated {
            UIView.animate(
                withDuration: TimeInterval(Self.hideShowBarDuration), animations: change,
                completion: { _ in if self.toolbarHidden { self.toolbarView.isHidden = true } })
        } else {
            change()
            toolbarView.isHidden = hidden
        }
    }

    override func childToolbarItemsDidChange(_ child: UIViewController) {
        if child === stack.last { toolbarView.setItems(child.toolbarItems, animated: false) }
    }

    // MARK: The edge swipe

    /// The screen-edge pan that pops the top controller as the finger drags from the left edge
    /// (Behaviour 16.12). It begins only while more than one controller is on the stack and no push or
    /// pop runs; set `isEnabled` to false to turn it off.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popRecognizer }

    // MARK: The view

    open override func loadView() {
        let root = NavigationContainerView(frame: makeDefaultView().frame)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.backgroundColor = .secondarySystemBackground
        root.layoutHook = { [weak self] in self?.layoutContent() }
        root.addSubview(contentView)
        root.addSubview(toolbarView)
        root.addSubview(bar)
        root.addGestureRecognizer(popRecognizer)
        bar.backAction = { [weak self] in
            // The bar takes no touches while a push or pop runs (an edge swipe's settling): a back
            // tap then is no call of the app's and is ignored without a misuse report.
            guard let self, self.running == nil else { return }
            self.popViewController(animated: true)
        }
        bar.isManagedByNavigationController = true
        toolbarView.isManagedByNavigationController = true
        bar.heightChanged = { [weak self] in self?.layoutContent() }
        bar.isHidden = barHidden
        bar.alpha = barHidden ? 0 : 1
        toolbarView.isHidden = toolbarHidden
        toolbarView.alpha = toolbarHidden ? 0 : 1
        view = root
        layoutContent()
        if let top = stack.last {
            top.view.frame = childFrame(for: top)
            top.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(top.view)
        }
        refreshBar()
    }

    // MARK: Engine

    private var stack: [UIViewController] = []
    /// The recognizer behind `interactivePopGestureRecognizer`.
    private lazy var popRecognizer: UIScreenEdgePanGestureRecognizer = {
        let recognizer = UIScreenEdgePanGestureRecognizer(handler: { [weak self] recognizer in
            self?.popPanChanged(recognizer)
        })
        recognizer.edges = .left
        return recognizer
    }()
    /// What drives the edge-swipe pop while a finger does.
    private var edgeSwipe: UIPercentDrivenInteractiveTransition?
    private let bar = UINavigationBar(frame: .zero)
    private var barHidden = false
    private let toolbarView = UIToolbar(frame: .zero)
    private var toolbarHidden = true
    /// The push or pop running, if any.
    private var running: ContainerTransition?
    /// The area holding the top controller's view: the whole view, under the bars; each child's
    /// frame in it is `childFrame(for:)`.
    let contentView = UIView()
    /// The bars' coverage the top view's safe area last followed.
    private var laidOutCoverage: UIEdgeInsets?

    /// The frame of the bar: 44 pt tall on a phone, 50 on a tablet, 32 in a compact height, 52 pt
    /// more with a large title, below the top safe-area inset (Behaviour 16.6, 16.16).
    var barFrame: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        return CGRect(
            x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: bar.preferredHeight
        )
    }

    /// The frame of the toolbar: on a phone 49 pt above the bottom safe-area inset (44 pt with
    /// none), on a tablet 50 pt, 32 pt in a vertically compact environment, its background covering
    /// the inset (Behaviour 16.18).
    var toolbarFrame: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        let inset = view.safeAreaInsets.bottom
        let height = BarMetrics.toolbarHeight(traitCollection, aboveInset: inset) + inset
        return CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
    }

    /// The content area: the whole view (the bars lie over it).
    var contentFrame: CGRect { viewIfLoaded?.bounds ?? .zero }

    /// Where `child`'s view goes in the content area: under a shown bar at an edge in its
    /// `edgesForExtendedLayout` when the bar is translucent or the child
    /// `extendedLayoutIncludesOpaqueBars`, else below the bar (above the toolbar) (Behaviour 16.20,
    /// 16.21).
    func childFrame(for child: UIViewController) -> CGRect {
        guard let view = viewIfLoaded else { return .zero }
        func extends(_ edge: UIRectEdge, translucent: Bool) -> Bool {
            child.edgesForExtendedLayout.contains(edge)
                && (translucent || child.extendedLayoutIncludesOpaqueBars)
        }
        let top = barHidden || extends(.top, translucent: bar.isTranslucent) ? 0 : barFrame.maxY
        let bottom =
            toolbarHidden || extends(.bottom, translucent: toolbarView.isTranslucent)
            ? view.bounds.height : toolbarFrame.minY
        return CGRect(x: 0, y: top, width: view.bounds.width, height: max(bottom - top, 0))
    }

    /// A shown bar covers the view from the top to its bottom edge, a shown toolbar from its top
    /// edge to the bottom; the child's safe area grows to what they cover of its view
    /// (Behaviour 16.20, 16.21).
    override func barCoverage(forChild child: UIViewController) -> UIEdgeInsets {
        guard let view = viewIfLoaded else { return .zero }
        return UIEdgeInsets(
            top: barHidden ? 0 : barFrame.maxY, left: 0,
            bottom: toolbarHidden ? 0 : view.bounds.height - toolbarFrame.minY, right: 0)
    }

    override func childExtendedLayoutDidChange(_ child: UIViewController) {
        guard child === stack.last else { return }
        safeAreaUnderBarsMayHaveChanged()
    }

    /// The top changed or a child's extended layout did: the next layout places the top view and
    /// has its subtree hear its safe area.
    private func safeAreaUnderBarsMayHaveChanged() {
        laidOutCoverage = nil
        viewIfLoaded?.setNeedsLayout()
    }

    /// Places the bars and the content area, and the top view in it when no transition runs.
    func layoutContent() {
        guard let view = viewIfLoaded else { return }
        bar.isCompactHeight = traitCollection.verticalSizeClass == .compact
        bar.isTablet = BarMetrics.isTablet(traitCollection)
        let toolbarAt = toolbarFrame
        toolbarView.bottomInset = view.safeAreaInsets.bottom
        toolbarView.frame = toolbarHidden ? toolbarAt.offsetBy(dx: 0, dy: toolbarAt.height) : toolbarAt
        bar.frame = barHidden ? barFrame.offsetBy(dx: 0, dy: -barFrame.maxY) : barFrame
        bar.backgroundExtension = barFrame.minY
        contentView.frame = contentFrame
        guard let top = stack.last, let topView = top.viewIfLoaded, topView.superview === contentView else {
            // No top shown: the bars follow no content (an emptied stack's old scroll view stays out).
            if stack.isEmpty {
                observeContentScrollView(of: nil)
                updateScrollEdges()
            }
            return
        }
        if running == nil { topView.frame = childFrame(for: top) }
        observeContentScrollView(of: top)
        updateScrollEdges()
        let coverage = barCoverage(forChild: top)
        if coverage != laidOutCoverage {
            // The safe area is read through the bars: views below the top lay out again to hear it.
            laidOutCoverage = coverage
            topView.setNeedsLayoutInSubtree()
        }
    }

    // MARK: The content scroll view

    /// The top controller's content scroll view whose scrolling collapses a large title (the
    /// large-title hooks are installed on it; `topEdgeObserver` follows its edges for the bar).
    private weak var observedScrollView: UIScrollView?

    /// Follows the top controller's content scroll view for the top edge, which picks the bar's
    /// appearance.
    private lazy var topEdgeObserver = ContentScrollViewObserver { [weak self] scrollView in
        self?.bar.scrollEdgeDistance = scrollView.distancePastTopEdge
    }

    /// Follows the top controller's content scroll view for the bottom edge, whose end picks the
    /// toolbar's appearance.
    private lazy var bottomEdgeObserver = ContentScrollViewObserver { [weak self] scrollView in
        self?.toolbarView.scrollEdgeDistance = scrollView.distancePastBottomEdge
    }

    /// Tells the bars whether the content is at their edges: the bar at the top edge of the top
    /// scroll view, the toolbar at the bottom edge of the bottom one; content with no scroll view is
    /// at both (Behaviour 16.24, 16.28).
    private func updateScrollEdges() {
        bar.scrollEdgeDistance = topEdgeObserver.scrollView?.distancePastTopEdge ?? 0
        toolbarView.scrollEdgeDistance = bottomEdgeObserver.scrollView?.distancePastBottomEdge ?? 0
    }

    /// A navigation controller's content scroll view is its top controller's, unless one was
    /// named on the navigation controller itself (Behaviour 16.28).
    open override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        guard edge == .top || edge == .bottom else { return super.contentScrollView(for: edge) }
        if let named = edge == .top ? namedTopContentScrollView : namedBottomContentScrollView {
            return named
        }
        return topViewController?.contentScrollView(for: edge)
    }

    override func childContentScrollViewDidChange(_ child: UIViewController) {
        guard child === stack.last, isViewLoaded else { return }
        observeContentScrollView(of: child)
        updateScrollEdges()
        parent?.childContentScrollViewDidChange(self)
    }

    /// Watches the top controller's content scroll views (and lets previous ones go): the top
    /// edge's drives the bar and its large title, the bottom edge's the toolbar.
    private func observeContentScrollView(of top: UIViewController?) {
        bottomEdgeObserver.follow(top?.contentScrollView(for: .bottom))
        let scrollView = top?.contentScrollView(for: .top)
        topEdgeObserver.follow(scrollView)
        guard scrollView !== observedScrollView else { return }
        observedScrollView?.barScrollObserver = nil
        observedScrollView?.barSettleTarget = nil
        observedScrollView = scrollView
        scrollView?.barScrollObserver = { [weak self] scrollView, followsInset in
            self?.contentDidScroll(scrollView, followsInset: followsInset)
        }
        scrollView?.barSettleTarget = { [weak self] scrollView, offset, velocity in
            self?.largeTitleSettleTarget(scrollView, offset: offset, velocity: velocity)
        }
    }

    /// The content offset at which the top controller's content rests at its top with the large
    /// title expanded: minus its adjusted top inset then (under the bar, the inset lost what the
    /// title collapsed).
    private func expandedTitleOffset(_ scrollView: UIScrollView, top: UIViewController) -> CGFloat {
        let underBar = !barHidden && childFrame(for: top).minY == 0
        return -(scrollView.adjustedContentInset.top + (underBar ? bar.largeTitleCollapse : 0))
    }

    /// Where content let go of at `offset`, moving at `velocity` (pt/s), comes to rest so the large
    /// title is never left part way (Behaviour 16.27): when the deceleration would leave it part
    /// collapsed, the nearer end of its collapse from there (half way or more: collapsed); when
    /// the content was let go of with the title part collapsed and heads past its top, the top
    /// with the title expanded. Nil when no large title shows or the release ends at an end anyway.
    private func largeTitleSettleTarget(_ scrollView: UIScrollView, offset: CGFloat, velocity: CGFloat)
        -> CGFloat?
    {
        guard scrollView === observedScrollView, bar.showsLargeTitle, let top = stack.last,
            offset.isFinite, velocity.isFinite
        else { return nil }
        let expanded = expandedTitleOffset(scrollView, top: top)
        let band = UINavigationBar.largeTitleHeight
        let released = offset - expanded
        let landing =
            CGFloat(
                ScrollPhysics.projectedEnd(
                    start: Double(offset), velocity: Double(velocity),
                    rate: scrollView.decelerationRate.rawValue))
            - expanded
        // Content too short to scroll the title away fully can only settle expanded.
        let farthest =
            scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height
        let collapsible = expanded + band <= farthest
        if landing > 0 && landing < band {
            return expanded + (landing >= band / 2 && collapsible ? band : 0)
        }
        if landing <= 0 && released > 0 && released < band { return expanded }
        return nil
    }

    /// The content scrolled: a large title collapses by how far the content has moved up past the
    /// offset at which it rests with the title expanded, and expands again as it comes back
    /// (Behaviour 16.23).
    private func contentDidScroll(_ scrollView: UIScrollView, followsInset: Bool) {
        guard scrollView === observedScrollView, let top = stack.last, bar.showsLargeTitle, !followsInset
        else { return }
        bar.setLargeTitleCollapse(scrollView.contentOffset.y - expandedTitleOffset(scrollView, top: top))
    }

    /// Shows the stack's items on the bar.
    func refreshBar() {
        bar.setItems(stack.map(\.navigationItem), animated: false)
        toolbarView.setItems(stack.last?.toolbarItems, animated: false)
    }

    /// Whether a push or pop runs now (a split view controller waits for it before it moves
    /// controllers between stacks).
    var isRunningTransition: Bool { running != nil }

    private func acceptsChange(_ call: String) -> Bool {
        guard running != nil else { return true }
        report("\(call) while a push or pop is running; the call was dropped")
        return false
    }

    private func report(_ message: String) {
        Diagnostics.report(.navigationMisuse, "\(type(of: self)): \(message)", clock: hostClock)
    }

    /// Removes a controller that leaves the stack without being shown.
    private func removeStackChild(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        if controller.viewIfLoaded?.superview === contentView {
            controller.movingViewWithoutAppearance { controller.viewIfLoaded?.removeFromSuperview() }
        }
        controller.removeFromParent()
    }

    /// Whether the navigation controller is on screen, so changes of its top appear and disappear.
    private var isShowing: Bool {
        viewIfLoaded?.window != nil && (appearanceState == .appeared || appearanceState == .appearing)
    }

    /// Makes `to` the shown controller in place of `from`.
    private func show(
        _ to: UIViewController, from: UIViewController?, operation: Operation, removing: [UIViewController],
        animated: Bool
    ) {
        refreshBar()
        tabBarController?.navigationStackDidChange(self, settled: false)
        for controller in removing { controller.willMove(toParent: nil) }
        guard isViewLoaded else {
            for controller in removing { controller.removeFromParent() }
            if operation == .push { to.didMove(toParent: self) }
            // Settled at once: a tab bar a controller no longer on the stack hid shows again.
            tabBarController?.navigationStackDidChange(self, settled: true)
            return
        }
        guard let from, isShowing else {
            // Off screen: swap the views with no callbacks (the top appears with the navigation
            // controller).
            if let fromView = from?.viewIfLoaded, fromView.superview === contentView {
                from?.movingViewWithoutAppearance { fromView.removeFromSuperview() }
                // Half way through disappearing with the navigation controller: it ends out of it.
                from?.settleAppearance(appearing: false)
            }
            to.view.frame = childFrame(for: to)
            to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            to.movingViewWithoutAppearance { contentView.addSubview(to.view) }
            if view.window != nil { to.followAppearance(of: self) }
            safeAreaUnderBarsMayHaveChanged()
            for controller in removing { controller.removeFromParent() }
            if operation == .push { to.didMove(toParent: self) }
            tabBarController?.navigationStackDidChange(self, settled: true)
            return
        }
        runTransition(from: from, to: to, operation: operation, removing: removing, animated: animated)
    }

    private func runTransition(
        from: UIViewController, to: UIViewController, operation: Operation, removing: [UIViewController],
        animated: Bool
    ) {
        guard let clock = hostClock else { return }
        to.loadViewIfNeeded()
        to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let animator: any UIViewControllerAnimatedTransitioning
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if let edgeSwipe, animated {
            // The edge swipe drives the default slide (Behaviour 16.12).
            animator = NavigationSlideAnimator(operation: operation, interruptible: true)
            interactor = edgeSwipe
        } else if animated, let delegate,
            let custom = clock.callApp(
                delegate, "navigationController(_:animationControllerFor:from:to:)",
                { delegate.navigationController(self, animationControllerFor: operation, from: from, to: to) }
            )
        {
            animator = custom
            interactor = clock.callApp(delegate, "navigationController(_:interactionControllerFor:)") {
                delegate.navigationController(self, interactionControllerFor: custom)
            }
        } else {
            animator = NavigationSlideAnimator(operation: operation)
        }
        let transition = ContainerTransition(
            kind: operation == .pop ? .pop : .push, from: from, to: to, content: contentView,
            frames: { [weak self] in self?.childFrame(for: $0) ?? .zero }, animated: animated,
            clock: clock, animator: animator, interactor: interactor,
            onEnd: { [weak self] completed in
                self?.endTransition(
                    completed: completed, from: from, to: to, operation: operation, removing: removing,
                    animated: animated)
            })
        running = transition
        for controller in [self, from, to] { controller.activeSizeCoordinator = transition.coordinator }
        if animated {
            bar.crossFadeTitle(alongside: transition.coordinator)
            tabBarController?.slideTabBar(
                with: self, operation: operation, from: from, to: to, coordinator: transition.coordinator)
        }
        if let delegate {
            clock.callApp(delegate, "navigationController(_:willShow:animated:)") {
                delegate.navigationController(self, willShow: to, animated: animated)
            }
        }
        transition.start()
    }

    /// The push or pop ended: completed, the incoming controller is shown; cancelled (an
    /// interaction let go short, or an animator completing with false), the stack, the views and
    /// the bar are as they were, the delegate hears nothing (Behaviour 16.12, 16.17).
    private func endTransition(
        completed: Bool, from: UIViewController, to: UIViewController, operation: Operation,
        removing: [UIViewController], animated: Bool
    ) {
        guard let transition = running else { return }
        transition.settleViews(
            shown: completed ? to : from, hidden: completed ? from : to, in: contentView, container: self)
        safeAreaUnderBarsMayHaveChanged()
        if !completed { restoreStack(from: from, to: to, operation: operation, removing: removing) }
        running = nil
        tabBarController?.navigationStackDidChange(self, settled: true)
        transition.runCompletionBlocks()
        transition.endAppearance(completed: completed, container: self)
        if completed {
            for controller in removing { controller.removeFromParent() }
            if operation == .push { to.didMove(toParent: self) }
            if let delegate {
                transition.clock.callApp(delegate, "navigationController(_:didShow:animated:)") {
                    delegate.navigationController(self, didShow: to, animated: animated)
                }
            }
        } else if operation == .push {
            to.willMove(toParent: nil)
            to.removeFromParent()
        } else {
            for controller in removing {
                controller.movingFromParent = false
                controller.didMove(toParent: self)
            }
        }
        // Last, once the controllers that left are no longer children: a split view controller
        // that waited for this push or pop moves controllers between its stacks now (26.11).
        (parent as? UISplitViewController)?.columnStackSettled()
    }

    /// A cancelled push or pop: the stack goes back to what it was (a pushed controller leaves it
    /// again, and leaves the children once the appearance callbacks ended; popped ones come back).
    private func restoreStack(
        from: UIViewController, to: UIViewController, operation: Operation, removing: [UIViewController]
    ) {
        if operation == .push {
            stack.removeAll { $0 === to }
        } else {
            stack.append(contentsOf: removing.filter { controller in !stack.contains { $0 === controller } })
        }
        refreshBar()
    }

    // MARK: The interactive pop

    private func popPanChanged(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer, let view = viewIfLoaded else { return }
        let width = max(contentView.bounds.width, 1)
        let fraction = min(max(pan.translation(in: view).x / width, 0), 1)
        switch pan.state {
        case .began:
            guard running == nil, stack.count > 1, isShowing else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            edgeSwipe = interaction
            popViewController(animated: true)
            edgeSwipe = nil
            guard running != nil else { return }
            swipeInteraction = interaction
            interaction.update(fraction)
        case .changed:
            swipeInteraction?.update(fraction)
        case .ended, .cancelled, .failed:
            guard let interaction = swipeInteraction else { return }
            swipeInteraction = nil
            // Where a release would carry the view (Behaviour 12.19): past half the width finishes.
            let velocity = pan.velocity(in: view).x
            let projected = fraction * width + ScrollPhysics.releaseProjection(velocity: velocity)
            if pan.state == .ended && projected > width / 2 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        default:
            break
        }
    }

    /// The interaction a finger on the edge drives now.
    private var swipeInteraction: UIPercentDrivenInteractiveTransition?
}

/// The navigation controller's root view: lays out the bar and the content area when laid out.
final class NavigationContainerView: UIView {
    var layoutHook: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutHook?()
    }
}
