import Foundation

/// Manages a view hierarchy: loads it lazily, hears when it appears and disappears, lays it out,
/// contains child controllers, and adapts to size and trait changes, as `UIViewController`.
///
/// Every overridable method here is a hook UIKit calls; the machinery that calls them lives in the
/// extensions of this folder (`+Loading`, `+Appearance`, `+Containment`, `+Traits`, `+Transitions`).
/// Presentation (`present`, `dismiss`, the presentation controller) comes from the presentation
/// layer.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer, UITraitEnvironment {
    /// Creates a view controller with no view yet; `view` loads it on first access.
    ///
    /// The designated initializer, as in UIKit. There are no nibs here: a non-nil `nibNameOrNil`
    /// is reported (the controller then makes its view with `loadView()` as usual).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        if let nibNameOrNil {
            Diagnostics.log(
                .unsupportedOnLinux,
                "\(type(of: self)) was created with nib name \"\(nibNameOrNil)\"; PresentationKit loads no nibs. "
                    + "Build the view in loadView() or viewDidLoad().")
        }
    }

    /// Creates a view controller from an archive. PresentationKit decodes no archives: the
    /// controller is made as `init(nibName: nil, bundle: nil)` would make it.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates a view controller with no nib: calls `init(nibName: nil, bundle: nil)`, so a
    /// subclass's override of that initializer runs (a convenience initializer, as in UIKit).
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: Internal state (stored properties must live in the class body)

    var viewStorage: UIView?
    /// `navigationItem`, once made.
    var navigationItemStorage: UINavigationItem?
    /// `tabBarItem`, once made or set.
    var tabBarItemStorage: UITabBarItem?
    /// Who presents whom, and the transition in flight: the presentation engine's record of this
    /// controller, made when the engine first needs it (`presentation`).
    var presentationRecord: ControllerPresentationState?
    /// True while `loadView()` runs, so that reading `view` inside it does not recurse.
    var isLoadingView = false
    /// The window whose root this controller is, from its installation: the default view fills it,
    /// and a root whose view a full-screen presentation took out of the window still takes its
    /// traits from it (Behaviour 13.23). Cleared when the window takes another root.
    weak var windowAsRoot: UIWindow?

    package internal(set) var appearanceState = AppearanceState.disappeared
    /// How many appearance transitions have begun: a deferred end compares it with the count it saw,
    /// so it ends only the transition it began, not a later one that turned it round.
    var appearanceTransitionsBegun = 0
    /// The `animated` flag of the appearance transition in progress, repeated to the `did` callback.
    var appearanceAnimated = false
    /// `viewIsAppearing` is due: the controller is appearing and has not been told yet.
    var isAppearingDue = false
    /// While the transition engine moves this controller's view in or out of the window, it drives
    /// the appearance callbacks itself: the window move must not start its own (Behaviour 2.1, 2.3).
    /// What `toolbarItems` returns.
    private var storedToolbarItems: [UIBarButtonItem]?
    var windowMovesDriveAppearance = true
    var movingToParent = false
    var movingFromParent = false

    /// The traits the parent layers over its own for this child (`setOverrideTraitCollection`).
    var overrideTraitsFromParent: UITraitCollection?
    /// The traits last reported, to know when `traitCollectionDidChange(_:)` is due; nil until the
    /// controller first joined an environment.
    var reportedTraitCollection: UITraitCollection?
    /// Where a controller without a parent takes its traits from instead of its view's window: the
    /// presentation engine points a presented controller at its presentation controller.
    weak var traitEnvironmentOverride: (any UITraitEnvironment)?
    /// Who hears `preferredContentSizeDidChange(forChildContentContainer:)` when the controller has
    /// no parent: the presentation engine sets the presentation controller here.
    weak var presentationContentContainer: UIPresentationController?
    /// The coordinator of the size transition in progress, on every controller it involves; the
    /// presentation layer's `transitionCoordinator` reads it.
    var activeSizeCoordinator: (any UIViewControllerTransitionCoordinator)?

    // MARK: The view

    /// The root view, loaded on first access: `loadView()` then `viewDidLoad()`, once.
    ///
    /// Setting it replaces the root view without calling `viewDidLoad()`; setting nil unloads it.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set { installView(newValue) }
    }

    /// The root view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { viewStorage }

    /// Whether the root view has been loaded.
    open var isViewLoaded: Bool { viewStorage != nil }

    /// Creates the root view. The default makes a plain, clear view that fills the window the
    /// controller is installed in (or its parent's window), resizing with it.
    ///
    /// Overrides set `view` and must not call `super`.
    open func loadView() {
        view = makeDefaultView()
    }

    /// Called once, after the root view was loaded.
    open func viewDidLoad() {}

    /// Loads the root view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        loadViewIfNeededNow()
    }

    /// A title for the controller (shown by containers such as navigation controllers).
    open var title: String? {
        didSet {
            navigationItemStorage?.onChange?()
            tabBarItemStorage?.itemDidChange()
        }
    }

    /// The item a navigation bar shows while this controller is on top of a navigation stack,
    /// made on first use; its title falls back to `title`.
    open var navigationItem: UINavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = UINavigationItem()
        item.fallbackTitle = { [weak self] in self?.title }
        navigationItemStorage = item
        return item
    }

    /// The item a tab bar shows for this controller, made on first use; its title falls back to
    /// `title`.
    open var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = UITabBarItem()
            item.fallbackTitle = { [weak self] in self?.title }
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }

    // MARK: Safe area

    /// Insets added to the root view's safe area, for content of the controller's own (a toolbar it
    /// draws) (default zero). Children inherit them through their views.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            if additionalSafeAreaInsets != oldValue { viewStorage?.setNeedsLayoutInSubtree() }
        }
    }

    /// The root view's safe area changed: called before its next layout. The default does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    // MARK: Layout under bars

    /// The edges of the root view that a navigation or tab bar controller extends under its bars
    /// (default `.all`, as UIKit): the view goes under a bar at an edge in this set when the bar is
    /// translucent or `extendedLayoutIncludesOpaqueBars` is true; the bar's coverage is then safe-area
    /// inset (Behaviour 16.20).
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { if edgesForExtendedLayout != oldValue { extendedLayoutDidChange() } }
    }

    /// Whether the root view extends under opaque bars too, at the edges of
    /// `edgesForExtendedLayout` (default false; Behaviour 16.20).
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { if extendedLayoutIncludesOpaqueBars != oldValue { extendedLayoutDidChange() } }
    }

    /// How far this container's bars reach into its own view from each edge (a visible navigation
    /// bar's bottom edge, a toolbar's or tab bar's top edge), for the safe area of `child`'s view;
    /// zero for a controller with no bars (Behaviour 16.20).
    func barCoverage(forChild child: UIViewController) -> UIEdgeInsets { .zero }

    /// A child's `edgesForExtendedLayout` or `extendedLayoutIncludesOpaqueBars` changed: a
    /// container with bars lays it out again.
    func childExtendedLayoutDidChange(_ child: UIViewController) {}

    /// The controller's traits were brought up to date (`updateTraitCollection()`), before its
    /// children's: a split view controller collapses or expands here when its size class changed
    /// without a size transition (Behaviour 26.4).
    func traitCollectionDidUpdate() {}

    /// The controller is about to appear (before `viewWillAppear(_:)`, whatever a subclass's
    /// override does): a split view controller whose stacks could not follow its size class while
    /// it was out of a window (its traits unknown there) follows it here (Behaviour 26.4).
    func appearanceWillBegin() {}

    private func extendedLayoutDidChange() {
        parent?.childExtendedLayoutDidChange(self)
    }

    /// The scroll views named with `setContentScrollView(_:for:)` for the top and bottom edges;
    /// nil: chosen automatically.
    weak var namedTopContentScrollView: UIScrollView?
    weak var namedBottomContentScrollView: UIScrollView?

    /// The scroll view whose content's edge the bars at `edge` (`.top` or `.bottom`) follow to
    /// switch between their standard and scroll-edge appearances: the one named with
    /// `setContentScrollView(_:for:)`, else the root view when it is a scroll view, else the root
    /// view's first subview when that is one (a navigation controller answers its top
    /// controller's). Override it and return nil to turn the switch off at an edge: the bars there
    /// then show their scroll-edge appearance, as with no scroll view. Any other edge is reported
    /// and answers nil, where UIKit raises (Behaviour 16.28).
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        automaticContentScrollView(for: edge)
    }

    /// Names the scroll view whose content's edge the bars at `edge` follow (Behaviour 16.28):
    /// `.top` for a navigation bar, `.bottom` for a toolbar or tab bar, or both (`.all`); leading
    /// and trailing are ignored. Nil goes back to the automatic choice of
    /// `contentScrollView(for:)`. The scroll view is held weakly.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        nameContentScrollView(scrollView, for: edge)
    }

    /// Names the scroll view the bars at every edge follow: `setContentScrollView(_:for: .all)`.
    open func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }

    /// A child's content scroll view was named anew: a container with bars follows it.
    func childContentScrollViewDidChange(_ child: UIViewController) {}

    /// Whether the root view's margins keep at least `systemMinimumLayoutMargins` (default true).
    open var viewRespectsSystemMinimumLayoutMargins = true

    /// The smallest margins the system keeps around the root view's content: 16 points at the
    /// sides in compact width, 20 in regular width, none above and below.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    // MARK: Appearance

    /// The root view is about to be added to the visible hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// The root view is in the window, with its traits and geometry, and about to be laid out for
    /// appearing: called once per appearance, after `viewWillAppear` and before `viewDidAppear`
    /// (at the view's first layout in the window, or right before `viewDidAppear` if none came).
    open func viewIsAppearing(_ animated: Bool) {}
    /// The root view was added to the visible hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// The root view is about to leave the visible hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The root view left the visible hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the controller is being presented (true during its presentation transition).
    open var isBeingPresented: Bool { presentationRecord?.isBeingPresented ?? false }
    /// Whether the controller is being dismissed (true during its dismissal transition).
    open var isBeingDismissed: Bool { presentationRecord?.isBeingDismissed ?? false }
    /// Whether the controller is being added to a parent (from `addChild` to `didMove(toParent:)`).
    open var isMovingToParent: Bool { movingToParent }
    /// Whether the controller is being removed from its parent (from `willMove(toParent: nil)` to
    /// `removeFromParent()`).
    open var isMovingFromParent: Bool { movingFromParent }

    /// Starts an appearance (`true`) or disappearance (`false`): calls `viewWillAppear` or
    /// `viewWillDisappear` and forwards to the children shown in the view.
    ///
    /// Appearing while disappearing cancels the disappearance (a cancelled interactive dismissal:
    /// `viewWillDisappear`, `viewWillAppear`, `viewDidAppear`, and no `viewDidDisappear`). Calls that
    /// do not fit the current state are reported as unbalanced and ignored.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }

    /// Ends the transition `beginAppearanceTransition(_:animated:)` started: `viewDidAppear` or
    /// `viewDidDisappear`, then the same for the children.
    open func endAppearanceTransition() {
        endAppearance()
    }

    /// Whether appearance transitions are forwarded to the children (default true). Return false to
    /// drive them yourself with `beginAppearanceTransition(_:animated:)`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Containment

    /// The child controllers, in the order they were added.
    open internal(set) var children: [UIViewController] = []
    /// The containing controller, if any.
    open internal(set) weak var parent: UIViewController?

    /// Makes `childController` a child, first removing it from any other parent; calls its
    /// `willMove(toParent:)`. The container then adds the child's view and calls `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        addChildController(childController)
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` and remove the view first.
    open func removeFromParent() {
        removeFromParentController()
    }

    /// Called before the controller is added to `parent`, or removed (nil).
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil && self.parent != nil { movingFromParent = true }
    }

    /// Called after the controller was added to `parent`, or removed (nil).
    open func didMove(toParent parent: UIViewController?) {
        if parent != nil { movingToParent = false }
    }

    // MARK: Layout

    /// Called before the root view's `layoutSubviews`.
    open func viewWillLayoutSubviews() {}
    /// Updates the root view's constraints during the constraint pass, after
    /// `view.setNeedsUpdateConstraints()`. The default updates the view's own (its
    /// `updateConstraints()`); an override changes constraints, then calls `super` (Behaviour 17.7).
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// Called after the root view's `layoutSubviews`.
    open func viewDidLayoutSubviews() {}

    // MARK: Responder chain

    /// The root view's superview: events the controller does not handle go up the view tree.
    open override var next: UIResponder? { viewStorage?.superview }

    // MARK: Storyboards (made in code here: see UIStoryboard)

    /// The storyboard that made the controller; nil for a controller made in code.
    var instantiatingStoryboard: UIStoryboard?

    /// The storyboard that made the controller (nil for one made in code, as every controller is
    /// without a storyboard registry: see ``UIStoryboard``).
    open var storyboard: UIStoryboard? { instantiatingStoryboard }

    /// Performs the segue `identifier` of the controller's storyboard: makes the destination, calls
    /// `prepare(for:sender:)`, then the segue's `perform()` (Behaviour 24.2). An unknown identifier is
    /// reported and nothing happens.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    /// Called before a segue from this controller performs, to pass data to `segue.destination`.
    /// The default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue `identifier`, triggered from the storyboard, should run (default true).
    /// UIKit asks it only for segues a storyboard control triggers; `performSegue` does not ask.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Whether the controller adjusts its scroll views' insets for bars (deprecated in UIKit,
    /// default true; stored only: `contentInsetAdjustmentBehavior` decides).
    open var automaticallyAdjustsScrollViewInsets = true

    /// The bottom of the top bars, as a layout guide (deprecated in UIKit): the root view's top to
    /// its safe area's top (Behaviour 24.3).
    open var topLayoutGuide: UILayoutSupport { legacyLayoutGuide(top: true) }

    /// The top of the bottom bars, as a layout guide (deprecated in UIKit): the root view's safe
    /// area's bottom to its bottom (Behaviour 24.3).
    open var bottomLayoutGuide: UILayoutSupport { legacyLayoutGuide(top: false) }

    // MARK: UIContentContainer

    /// The key-value observations of the controller's properties (nil: no one observes).
    var keyValueObservers: KeyValueObservers?

    /// The size the controller would like (used by popovers, form sheets and containers); setting
    /// it tells the parent, or the presentation controller, through
    /// `preferredContentSizeDidChange(forChildContentContainer:)`.
    open var preferredContentSize: CGSize = .zero {
        willSet { keyValueObservers?.willChange(.preferredContentSize) }
        didSet {
            keyValueObservers?.didChange(.preferredContentSize)
            guard preferredContentSize != oldValue else { return }
            contentContainerParent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// A child's `preferredContentSize` changed. The default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A child's fitting size changed. The default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size a child gets when this controller becomes `parentSize`; the default is `parentSize`.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// The root view is about to change to `size`. The default forwards to each child with the size
    /// from `size(forChildContentContainer:withParentContainerSize:)`, so overrides call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    {
        forwardSizeTransition(to: size, with: coordinator)
    }

    /// The traits are about to change to `newCollection`. The default forwards to the children whose
    /// traits change too, so overrides call `super`.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        forwardTraitTransition(to: newCollection, with: coordinator)
    }

    // MARK: Traits

    /// The controller's traits: its parent's with the parent's override for it layered on top, or
    /// its environment's (window, or presentation controller) when it has no parent.
    open var traitCollection: UITraitCollection { inheritedTraitCollection }

    /// The interface style this controller, its views, its children and what it presents take,
    /// whatever they inherit; `.unspecified` (the default) inherits the style. Changing it calls
    /// `traitCollectionDidChange(_:)` on the controllers and views whose style changed
    /// (Behaviour 9.9, 9.10).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { styleOverride }
        set { setStyleOverride(newValue) }
    }
    /// What ``overrideUserInterfaceStyle`` holds.
    var styleOverride = UIUserInterfaceStyle.unspecified

    /// Called after the traits changed. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Layers `collection` over this controller's traits for `childViewController` (nil removes
    /// the override). The child must be a child of this controller.
    open func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        setTraitOverride(collection, for: childViewController)
    }

    /// The override set for `childViewController`, if any.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childViewController.parent === self ? childViewController.overrideTraitsFromParent : nil
    }

    // MARK: Presentation settings (read by the presentation layer)

    /// How the controller is placed when presented (default `.automatic`).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation used when presented without a custom animator (default `.coverVertical`).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether `.currentContext` presentations from descendants cover this controller's view
    /// (default false).
    open var definesPresentationContext = false
    /// Whether this context controller's `modalTransitionStyle` replaces the presented one's
    /// (default false).
    open var providesPresentationContextTransitionStyle = false
    /// Whether the user is prevented from dismissing the presented controller interactively
    /// (default false).
    open var isModalInPresentation = false

    /// The orientation to present the controller in. The default is the current one: portrait
    /// unless the window is wider than tall.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        currentInterfaceOrientation
    }

    /// The orientations the controller supports: all on an iPad, all but upside down elsewhere
    /// (UIKit's defaults).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    // MARK: Presenting and dismissing (open, so subclasses can intercept them as in UIKit)

    /// Shows `vc` in the way the nearest ancestor container shows things: a navigation controller
    /// pushes it (Behaviour 16.15); with no such container, the controller presents it, animated.
    open func show(_ vc: UIViewController, sender: Any?) {
        var current = parent
        while let candidate = current {
            if candidate.showsByContaining {
                candidate.show(vc, sender: sender)
                return
            }
            current = candidate.parent
        }
        present(vc, animated: true)
    }

    /// Whether `show(_:sender:)` from a descendant is this container's to handle (a navigation
    /// controller's).
    var showsByContaining: Bool { false }

    /// Shows `vc` as the detail of a primary–detail interface: the nearest split view controller
    /// above shows it (Behaviour 26.7); with none, it is presented modally, animated, as UIKit does
    /// when no container in the hierarchy handles it (Behaviour 16.18).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let splitViewController {
            splitViewController.showDetailViewController(vc, sender: sender)
            return
        }
        present(vc, animated: true)
    }

    // MARK: Toolbar items

    /// The items a navigation controller shows in its toolbar while this controller is on top
    /// (Behaviour 16.18). Setting it is `setToolbarItems(_:animated: false)`.
    open var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems`; the toolbar of the navigation controller showing this controller
    /// follows (not animated here).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        storedToolbarItems = toolbarItems
        parent?.childToolbarItemsDidChange(self)
    }

    /// A child's `toolbarItems` changed: a navigation controller shows them if the child is on top.
    func childToolbarItemsDidChange(_ child: UIViewController) {}

    /// Whether the tab bar hides while this controller is on a navigation stack: pushed, it hides
    /// the tab bar of the tab bar controller around the navigation controller, which stays hidden
    /// until no controller on the stack asks for it. An animated push slides the bar away with the
    /// covered view, and the pop that shows it again brings it back with the revealed view
    /// (Behaviour 16.25).
    open var hidesBottomBarWhenPushed = false

    /// Presents `viewControllerToPresent` modally.
    ///
    /// The transitioning delegate is consulted before this returns (the presentation controller
    /// and animators are known then); the transition's visible work starts on the next turn of the
    /// run loop (Behaviour 1.1). `completion` runs after the presented controller's `viewDidAppear`.
    /// Requests UIKit drops are dropped here too, with a diagnostic: presenting while already
    /// presenting, during another transition, or from a view in no window (Behaviour 10.1–10.3).
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        presentModally(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, or, when it presents nothing, asks its presenter
    /// to dismiss it (Behaviour 3.1). Everything above the dismissed controller goes too; only the
    /// top-most animates (Behaviour 3.5). `completion` runs after the dismissed controller's
    /// `viewDidDisappear`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissModally(animated: flag, completion: completion)
    }

    // MARK: Status bar

    /// The status bar's style while this controller decides it (default `.default`).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the status bar is hidden while this controller decides it (default false).
    open var prefersStatusBarHidden: Bool { false }
    /// How a change of `prefersStatusBarHidden` animates (default `.fade`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// A child that decides the status bar's style instead of this controller (default nil).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// A child that decides whether the status bar is hidden instead of this controller (default nil).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether a controller presented in a style that does not cover the screen (not full screen)
    /// takes over the status bar's appearance from its presenter (default false).
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Tells the system the status-bar preferences changed. The host reads them whenever it is
    /// asked (`HeadlessHost.statusBarStyle`, `isStatusBarHidden`), so there is nothing to refresh.
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: Memory

    /// The app received a memory warning (`HeadlessHost.simulateMemoryWarning()` sends one to
    /// every controller in the window's hierarchy). The default does nothing.
    open func didReceiveMemoryWarning() {}

    /// The object that supplies this controller's presentation controller and animators when it is
    /// presented. Held weakly, as in UIKit.
    open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { presentation.transitioningDelegate }
        set { presentation.transitioningDelegate = newValue }
    }

    /// The controller this one presents (or an ancestor presents on its behalf).
    open var presentedViewController: UIViewController? {
        presentation.presented ?? parent?.presentedViewController
    }

    /// The controller that presented this one (or one of its ancestors).
    open var presentingViewController: UIViewController? {
        presentation.presenting ?? parent?.presentingViewController
    }

    /// The presentation controller in charge of this controller while it is presented (Behaviour 1.3).
    ///
    /// Before the presentation, a controller with a built-in style gets the presentation controller
    /// that will present it, so that its delegate can be set ahead, as in UIKit. `.custom`
    /// presentations get theirs from the transitioning delegate when they begin.
    open var presentationController: UIPresentationController? {
        if let controller = presentation.presentationController { return controller }
        if let parent { return parent.presentationController }
        guard modalPresentationStyle != .custom else { return nil }
        return preparedBuiltInController()
    }

    /// The popover presentation controller that presents this controller when its
    /// `modalPresentationStyle` is `.popover`; nil for other styles. Configure it before `present`.
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover || presentation.presentationController != nil else {
            return nil
        }
        return presentationController as? UIPopoverPresentationController
    }

    /// The sheet presentation controller that presents this controller when its
    /// `modalPresentationStyle` is a sheet style (`.pageSheet`, `.formSheet`, `.automatic`); nil
    /// otherwise. Configure it (detents, grabber, …) before `present` (Behaviour 14).
    open var sheetPresentationController: UISheetPresentationController? {
        let style = modalPresentationStyle.resolvedForPresentation
        guard style.isSheet || presentation.presentationController != nil else {
            return nil
        }
        return presentationController as? UISheetPresentationController
    }

    /// The coordinator of the transition this controller (or an ancestor) takes part in, or of a
    /// size change; nil otherwise (Behaviour 7.1).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let transition = presentation.transition, transition.state.isUnderway {
            return transition.coordinator
        }
        if let activeSizeCoordinator { return activeSizeCoordinator }
        return parent?.transitionCoordinator
    }

    /// The nearest ancestor that is a navigation controller (the controller itself is not
    /// counted), as UIKit's `navigationController`; nil outside any navigation stack. A controller
    /// presented from inside a stack is not in it: its own ancestors are searched.
    open var navigationController: UINavigationController? {
        var current = parent
        while let candidate = current {
            if let navigation = candidate as? UINavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }

    /// The nearest ancestor that is a split view controller, as UIKit's `splitViewController`
    /// (Behaviour 26.7); nil outside any split view.
    open var splitViewController: UISplitViewController? {
        var current = parent
        while let candidate = current {
            if let split = candidate as? UISplitViewController { return split }
            current = candidate.parent
        }
        return nil
    }

    /// The nearest ancestor that is a tab bar controller, as UIKit's `tabBarController`.
    open var tabBarController: UITabBarController? {
        var current = parent
        while let candidate = current {
            if let tabs = candidate as? UITabBarController { return tabs }
            current = candidate.parent
        }
        return nil
    }
}
