import Foundation

/// A container that shows one of several controllers, chosen by a tab bar, as
/// `UITabBarController` (Behaviour 16.14).
///
/// All its `viewControllers` are children; only the selected one's view is in its view, under a
/// translucent tab bar (inset by it through the safe area) or above an opaque one (Behaviour 16.21). Changing the selected tab while the tab bar controller is on
/// screen sends `viewWillDisappear` (old), `viewWillAppear` (new), `viewDidDisappear` (old),
/// `viewDidAppear` (new), not animated, or runs the delegate's animator (and interaction
/// controller) on the presentation engine; a cancelled change leaves the old tab selected (Behaviour
/// 16.17).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// Creates a tab bar controller with no tabs (no nibs here: a nib name is reported).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a tab bar controller with no tabs; no archive is decoded.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The controllers of the tabs, in order; setting them selects the first unless the selected
    /// one stays.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs: leaving controllers are removed as children, arriving ones added; the
    /// selection stays on its controller if it is still a tab, else moves to the first.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        guard Set(new.map(ObjectIdentifier.init)).count == new.count else {
            Diagnostics.report(
                .navigationMisuse, "\(type(of: self)): a controller listed twice in viewControllers; dropped",
                clock: hostClock)
            return
        }
        let leaving = tabs.filter { tab in !new.contains { $0 === tab } }
        let arriving = new.filter { tab in !tabs.contains { $0 === tab } }
        let old = selected
        for controller in arriving { addChild(controller) }
        tabs = new
        let next = new.first { $0 === old } ?? new.first
        if next !== old { select(next, byUser: false) }
        for controller in leaving where controller !== old || next !== old {
            controller.willMove(toParent: nil)
            if controller.viewIfLoaded?.superview === contentView {
                controller.movingViewWithoutAppearance { controller.viewIfLoaded?.removeFromSuperview() }
            }
            controller.removeFromParent()
        }
        for controller in arriving { controller.didMove(toParent: self) }
        refreshBar()
    }

    /// The controller of the selected tab. Setting one that is not a tab is reported and ignored.
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            guard let newValue, tabs.contains(where: { $0 === newValue }) else {
                Diagnostics.report(
                    .navigationMisuse,
                    "\(type(of: self)): selectedViewController must be one of viewControllers; ignored",
                    clock: hostClock)
                return
            }
            select(newValue, byUser: false)
        }
    }

    /// The index of the selected tab (`NSNotFound` with no tabs). An index out of range is
    /// reported and ignored.
    open var selectedIndex: Int {
        get { selected.flatMap { controller in tabs.firstIndex { $0 === controller } } ?? NSNotFound }
        set {
            guard tabs.indices.contains(newValue) else {
                Diagnostics.report(
                    .navigationMisuse,
                    "\(type(of: self)): selectedIndex \(newValue) is out of range; ignored",
                    clock: hostClock)
                return
            }
            select(tabs[newValue], byUser: false)
        }
    }

    /// The tab bar showing the controllers' `tabBarItem`s.
    open var tabBar: UITabBar { bar }

    /// The delegate asked before a tap selects a tab and told after.
    open weak var delegate: (any UITabBarControllerDelegate)?

    open override func loadView() {
        let root = NavigationContainerView(frame: makeDefaultView().frame)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.backgroundColor = .systemBackground
        root.layoutHook = { [weak self] in self?.layoutContent() }
        root.addSubview(contentView)
        root.addSubview(bar)
        bar.selectAction = { [weak self] index in self?.userSelected(index) }
        bar.isManagedByTabBarController = true
        view = root
        layoutContent()
        if let selected {
            selected.view.frame = childFrame(for: selected)
            selected.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(selected.view)
        }
        refreshBar()
    }

    // MARK: Engine

    private var tabs: [UIViewController] = []
    private var selected: UIViewController?
    private let bar = UITabBar(frame: .zero)
    /// The area holding the selected controller's view: the whole view, under the tab bar; the
    /// child's frame in it is `childFrame(for:)`.
    let contentView = UIView()
    /// The tab bar's coverage the selected view's safe area last followed.
    private var laidOutCoverage: UIEdgeInsets?
    /// The change of tab the delegate's animator runs now, if any.
    private var running: ContainerTransition?
    /// Whether the delegate's animator runs a change of tab now.
    private var switching: Bool { running != nil }

    /// The tab bar's frame: `BarMetrics.tabBarHeight` above the bottom inset (Behaviour 16.14), its
    /// background over the inset.
    private var barFrame: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        let inset = view.safeAreaInsets.bottom
        let height = BarMetrics.tabBarHeight(traitCollection) + inset
        return CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
    }

    /// Where `child`'s view goes: under a translucent tab bar when `.bottom` is in its
    /// `edgesForExtendedLayout` (or under an opaque one with `extendedLayoutIncludesOpaqueBars`),
    /// else above it (Behaviour 16.21).
    func childFrame(for child: UIViewController) -> CGRect {
        guard let view = viewIfLoaded else { return .zero }
        let extends =
            child.edgesForExtendedLayout.contains(.bottom)
            && (bar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
        let bottom = barIsDown || extends ? view.bounds.height : barFrame.minY
        return CGRect(x: 0, y: 0, width: view.bounds.width, height: max(bottom, 0))
    }

    /// A shown tab bar covers the view from its top edge to the bottom; the child's safe area
    /// grows to what it covers of its view (Behaviour 16.21).
    override func barCoverage(forChild child: UIViewController) -> UIEdgeInsets {
        guard let view = viewIfLoaded, !barIsDown else { return .zero }
        return UIEdgeInsets(top: 0, left: 0, bottom: view.bounds.height - barFrame.minY, right: 0)
    }

    override func childExtendedLayoutDidChange(_ child: UIViewController) {
        guard child === selected else { return }
        safeAreaUnderBarMayHaveChanged()
    }

    /// The selection changed or its extended layout did: the next layout places the selected view
    /// and has its subtree hear its safe area.
    private func safeAreaUnderBarMayHaveChanged() {
        laidOutCoverage = nil
        viewIfLoaded?.setNeedsLayout()
    }

    /// Places the tab bar (`barFrame`), the content area under it, and the selected view.
    func layoutContent() {
        guard let view = viewIfLoaded else { return }
        if slide == nil { bar.frame = barFrame }
        bar.bottomInset = view.safeAreaInsets.bottom
        contentView.frame = view.bounds
        guard let shown = selected, let shownView = shown.viewIfLoaded, shownView.superview === contentView
        else {
            return
        }
        if !switching { shownView.frame = childFrame(for: shown) }
        observeScrollEdge(of: shown)
        let coverage = barCoverage(forChild: shown)
        if coverage != laidOutCoverage {
            laidOutCoverage = coverage
            shownView.setNeedsLayoutInSubtree()
        }
    }

    /// Follows the selected content's scroll view for the bottom edge, whose end picks the tab
    /// bar's appearance.
    private lazy var edgeObserver = ContentScrollViewObserver { [weak self] scrollView in
        self?.bar.scrollEdgeDistance = scrollView.distancePastBottomEdge
    }

    /// Follows the selected content's scroll view for the bottom edge (`contentScrollView(for:
    /// .bottom)`; a navigation controller's is its top controller's): the tab bar shows its
    /// scroll-edge appearance while the content's bottom is in view, or when there is no scroll
    /// view; every change that moves the content's end against the bounds is followed (scrolling,
    /// content that grows, new insets, a resize), as `ContentScrollViewObserver` says (Behaviour
    /// 16.24, 16.28).
    private func observeScrollEdge(of shown: UIViewController?) {
        let scrollView = shown?.contentScrollView(for: .bottom)
        edgeObserver.follow(scrollView)
        bar.scrollEdgeDistance = scrollView?.distancePastBottomEdge ?? 0
    }

    override func childContentScrollViewDidChange(_ child: UIViewController) {
        guard child === selected, isViewLoaded else { return }
        observeScrollEdge(of: child)
    }

    /// Whether the tab bar is hidden because a controller on the selected navigation stack has
    /// `hidesBottomBarWhenPushed` (and not by the app).
    private var barHiddenForStack = false

    /// The selected navigation controller's stack changed: the tab bar hides as soon as a
    /// controller on it asks (the push brings the controller in over the whole height) and shows
    /// again once the change has settled with none asking (Behaviour 16.25); an animated push or
    /// pop slides it meanwhile (`slideTabBar(with:operation:from:to:coordinator:)`).
    func navigationStackDidChange(_ navigation: UINavigationController, settled: Bool) {
        // A bar that slid with this navigation controller lands even if it is no longer selected.
        if settled, slide?.navigation === navigation { landSlidingBar() }
        guard navigation === selected else { return }
        applyBottomBarRule(settled: settled)
        // The tab bar follows the new top's content (Behaviour 16.28).
        if isViewLoaded { observeScrollEdge(of: navigation) }
    }

    /// Hides or shows the tab bar for the selected tab's navigation stack (a tab that is not a
    /// navigation controller has no stack that hides it).
    private func applyBottomBarRule(settled: Bool) {
        if settled { landSlidingBar() }
        hidAsChangeBegan = false
        let stack = (selected as? UINavigationController)?.viewControllers ?? []
        let hides = stack.contains { $0.hidesBottomBarWhenPushed }
        if hides, !bar.isHidden {
            barHiddenForStack = true
            bar.isHidden = true
            hidAsChangeBegan = !settled
        } else if !hides, settled, barHiddenForStack {
            barHiddenForStack = false
            bar.isHidden = false
        } else {
            return
        }
        safeAreaUnderBarMayHaveChanged()
        layoutContent()
    }

    // MARK: The tab bar sliding with a push or pop

    /// A tab bar moving with a push or pop of the selected navigation controller (Behaviour 16.25).
    private struct Slide {
        /// The navigation controller whose push or pop carries the bar.
        weak var navigation: UINavigationController?
        /// Where the bar was among the tab bar controller's subviews, to go back to.
        var index: Int
        /// Whether the bar took touches before it left.
        var wasInteractive: Bool
    }

    /// The tab bar's slide with the push or pop running now, if any.
    private var slide: Slide?
    /// Whether the tab bar hid for the stack as the change now beginning began.
    private var hidAsChangeBegan = false

    /// Whether the layout treats the tab bar as gone: hidden, or sliding with a push or pop (which
    /// hides it for the safe area as the push begins and shows it only once the pop has settled,
    /// as when it was hidden at once).
    private var barIsDown: Bool { bar.isHidden || slide != nil }

    /// An animated push or pop of the selected navigation controller begins. When it hid the tab
    /// bar as it began (a push), the bar leaves with the outgoing view; when it will show the bar
    /// once it settles (a pop to a stack where no controller asks), the bar comes in with the
    /// incoming view. Until it settles the bar lies just above that view in the transition's
    /// container, so the view coming over it (and the slide's dim) covers it, and moves as the
    /// default slide moves that view (a third of the width left under a push, in from the right
    /// edge, …), as an alongside animation of the transition: on its curve, scrubbed by the edge
    /// swipe, run back when cancelled. The safe area and the content's frame stay as with the bar
    /// hidden throughout; it lands, hidden or shown by the rule, when the change settles
    /// (Behaviour 16.25).
    func slideTabBar(
        with navigation: UINavigationController, operation: UINavigationController.Operation,
        from: UIViewController, to: UIViewController, coordinator: any UIViewControllerTransitionCoordinator
    ) {
        let bar = self.bar
        let hidAsChangeBegan = self.hidAsChangeBegan
        self.hidAsChangeBegan = false
        guard navigation === selected, slide == nil, let view = viewIfLoaded, bar.superview === view,
            let fromView = from.viewIfLoaded, fromView.superview === navigation.contentView
        else { return }
        let leaving = hidAsChangeBegan
        let coming =
            barHiddenForStack && !navigation.viewControllers.contains { $0.hidesBottomBarWhenPushed }
        guard leaving || coming else { return }
        let container = navigation.contentView
        let rest = view.convert(barFrame, to: container)
        let width = container.bounds.width
        // How the default slide moves the view the bar goes with (Behaviour 16.4).
        let aside = operation == .pop ? (leaving ? width : -width / 3) : (leaving ? -width / 3 : width)
        let start = leaving ? rest : rest.offsetBy(dx: aside, dy: 0)
        let end = leaving ? rest.offsetBy(dx: aside, dy: 0) : rest
        slide = Slide(
            navigation: navigation, index: view.subviews.firstIndex { $0 === bar } ?? view.subviews.count,
            wasInteractive: bar.isUserInteractionEnabled)
        bar.isUserInteractionEnabled = false
        container.insertSubview(bar, aboveSubview: fromView)
        bar.frame = start
        bar.isHidden = false
        _ = coordinator.animate(
            alongsideTransition: { [weak self] _ in
                guard let self, self.slide != nil, bar.superview === container else { return }
                // The incoming view is in the container now (the animator added it): the bar goes
                // just above it.
                if !leaving, let toView = to.viewIfLoaded, toView.superview === container {
                    container.insertSubview(bar, aboveSubview: toView)
                }
                bar.frame = end
            }, completion: nil)
    }

    /// Puts a tab bar that slid with a push or pop back in place over the content, hidden while
    /// the stack hides it.
    private func landSlidingBar() {
        guard let landing = slide else { return }
        slide = nil
        bar.layer.removeAllAnimations()
        if let view = viewIfLoaded {
            view.insertSubview(bar, at: min(landing.index, view.subviews.count))
        }
        bar.frame = barFrame
        bar.isUserInteractionEnabled = landing.wasInteractive
        bar.isHidden = barHiddenForStack
    }

    func refreshBar() {
        bar.setItems(tabs.map { $0.tabBarItem }, animated: false)
        bar.selectedItem = selected?.tabBarItem
    }

    private var isShowing: Bool {
        viewIfLoaded?.window != nil && (appearanceState == .appeared || appearanceState == .appearing)
    }

    /// A tap on the tab at `index`: the delegate may refuse; re-tapping the selected tab of a
    /// navigation controller pops it to its root; the delegate hears `didSelect` either way.
    private func userSelected(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        guard !switching else {
            Diagnostics.report(
                .navigationMisuse, "\(type(of: self)): a tap on a tab while a tab change runs was dropped",
                clock: hostClock)
            return
        }
        let tab = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: tab) { return }
        if tab === selected {
            (tab as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            select(tab, byUser: true)
        }
        delegate?.tabBarController(self, didSelect: tab)
    }

    /// Makes `next` the shown tab in place of the selected one.
    private func select(_ next: UIViewController?, byUser: Bool) {
        guard next !== selected, !switching else {
            if switching {
                Diagnostics.report(
                    .navigationMisuse, "\(type(of: self)): a tab change while one runs was dropped",
                    clock: hostClock)
            }
            return
        }
        let old = selected
        selected = next
        bar.selectedItem = next?.tabBarItem
        // The rule follows the selected stack whether or not the view has loaded yet.
        applyBottomBarRule(settled: true)
        guard isViewLoaded else { return }
        guard let next else {
            if let oldView = old?.viewIfLoaded, oldView.superview === contentView {
                old?.movingViewWithoutAppearance { oldView.removeFromSuperview() }
            }
            return
        }
        next.loadViewIfNeeded()
        next.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        guard let old, isShowing else {
            if let oldView = old?.viewIfLoaded, oldView.superview === contentView {
                old?.movingViewWithoutAppearance { oldView.removeFromSuperview() }
                // Half way through disappearing with the tab bar controller: it ends out of it.
                old?.settleAppearance(appearing: false)
            }
            next.view.frame = childFrame(for: next)
            next.movingViewWithoutAppearance { contentView.addSubview(next.view) }
            if view.window != nil { next.followAppearance(of: self) }
            safeAreaUnderBarMayHaveChanged()
            return
        }
        let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: old, to: next)
        guard let animator, let clock = hostClock else {
            old.windowMovesDriveAppearance = false
            next.windowMovesDriveAppearance = false
            old.beginAppearance(false, animated: false)
            next.beginAppearance(true, animated: false)
            if let oldView = old.viewIfLoaded, oldView.superview != nil { oldView.removeFromSuperview() }
            next.view.frame = childFrame(for: next)
            contentView.addSubview(next.view)
            safeAreaUnderBarMayHaveChanged()
            old.windowMovesDriveAppearance = true
            next.windowMovesDriveAppearance = true
            old.endAppearance()
            next.endAppearance()
            return
        }
        let interactor = delegate?.tabBarController(self, interactionControllerFor: animator)
        let transition = ContainerTransition(
            kind: .tabChange, from: old, to: next, content: contentView,
            frames: { [weak self] in self?.childFrame(for: $0) ?? .zero }, animated: true, clock: clock,
            animator: animator, interactor: interactor,
            onEnd: { [weak self] completed in
                self?.endSwitch(completed: completed, from: old, to: next)
            })
        running = transition
        for controller in [self, old, next] { controller.activeSizeCoordinator = transition.coordinator }
        transition.start()
    }

    /// A change of tab ended: completed, `to` is shown; cancelled (its interaction let go short, or
    /// the animator completed with false), `from` is selected and shown again (Behaviour 16.14, 16.17).
    private func endSwitch(completed: Bool, from: UIViewController, to: UIViewController) {
        guard let transition = running else { return }
        transition.settleViews(
            shown: completed ? to : from, hidden: completed ? from : to, in: contentView, container: self)
        safeAreaUnderBarMayHaveChanged()
        if !completed {
            selected = from
            bar.selectedItem = from.tabBarItem
        }
        running = nil
        transition.runCompletionBlocks()
        transition.endAppearance(completed: completed, container: self)
    }
}
