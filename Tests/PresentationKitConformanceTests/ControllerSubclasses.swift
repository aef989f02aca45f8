import Foundation
import PresentationKit

// The manifest's "UIViewController", "UIPresentationController" and
// "UIPopoverPresentationController" entries, overridden with UIKit's spelling.

class ConformingViewController: UIViewController {
    /// Set by a test to receive `childForStatusBarStyle` / `childForStatusBarHidden`.
    var statusBarChild: UIViewController?
    /// What `preferredStatusBarStyle` answers.
    var statusBarStyle: UIStatusBarStyle = .lightContent
    /// What `transitioningDelegate` answers when set, the stored property left alone: how a
    /// controller that vends its own transitions (and keeps its delegate alive) overrides the getter.
    var ownTransitioningDelegate: UIViewControllerTransitioningDelegate?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        note("UIViewController")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UIViewController")
    }
    override func loadView() {
        note("UIViewController")
        super.loadView()
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        note("UIViewController")
    }
    override var navigationItem: UINavigationItem {
        note("UIViewController")
        return super.navigationItem
    }
    override func show(_ vc: UIViewController, sender: Any?) {
        note("UIViewController")
        super.show(vc, sender: sender)
    }
    override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        note("UIViewController")
        super.showDetailViewController(vc, sender: sender)
    }
    override var toolbarItems: [UIBarButtonItem]? {
        get {
            note("UIViewController")
            return super.toolbarItems
        }
        set { super.toolbarItems = newValue }
    }
    override func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        note("UIViewController")
        super.setToolbarItems(toolbarItems, animated: animated)
    }
    override var tabBarItem: UITabBarItem! {
        get {
            note("UIViewController")
            return super.tabBarItem
        }
        set { super.tabBarItem = newValue }
    }
    override var view: UIView! {
        get {
            note("UIViewController")
            return super.view
        }
        set { super.view = newValue }
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        note("UIViewController")
    }
    override var additionalSafeAreaInsets: UIEdgeInsets {
        get {
            note("UIViewController")
            return super.additionalSafeAreaInsets
        }
        set { super.additionalSafeAreaInsets = newValue }
    }
    override func viewSafeAreaInsetsDidChange() {
        note("UIViewController")
        super.viewSafeAreaInsetsDidChange()
    }
    override var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        note("UIViewController")
        return super.systemMinimumLayoutMargins
    }
    override func viewIsAppearing(_ animated: Bool) {
        note("UIViewController")
        super.viewIsAppearing(animated)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        note("UIViewController")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        note("UIViewController")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        note("UIViewController")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        note("UIViewController")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        note("UIViewController")
    }
    override func updateViewConstraints() {
        note("UIViewController")
        super.updateViewConstraints()
    }
    override func addChild(_ childController: UIViewController) {
        note("UIViewController")
        super.addChild(childController)
    }
    override func removeFromParent() {
        note("UIViewController")
        super.removeFromParent()
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        note("UIViewController")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        note("UIViewController")
    }
    override func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        note("UIViewController")
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        note("UIViewController")
        super.dismiss(animated: flag, completion: completion)
    }
    override var traitCollection: UITraitCollection {
        note("UIViewController")
        return super.traitCollection
    }
    override var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get {
            note("UIViewController")
            return super.overrideUserInterfaceStyle
        }
        set { super.overrideUserInterfaceStyle = newValue }
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        note("UIViewController")
    }
    override func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        super.willTransition(to: newCollection, with: coordinator)
        note("UIViewController")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    {
        super.viewWillTransition(to: size, with: coordinator)
        note("UIViewController")
    }
    override var preferredContentSize: CGSize {
        get { super.preferredContentSize }
        set {
            note("UIViewController")
            super.preferredContentSize = newValue
        }
    }
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        note("UIViewController")
    }
    override func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        note("UIViewController")
        return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
    }
    override var modalPresentationStyle: UIModalPresentationStyle {
        get {
            note("UIViewController")
            return super.modalPresentationStyle
        }
        set { super.modalPresentationStyle = newValue }
    }
    override var preferredStatusBarStyle: UIStatusBarStyle {
        note("UIViewController")
        return statusBarStyle
    }
    override var prefersStatusBarHidden: Bool {
        note("UIViewController")
        return true
    }
    override var childForStatusBarStyle: UIViewController? {
        note("UIViewController")
        return statusBarChild
    }
    override var childForStatusBarHidden: UIViewController? {
        note("UIViewController")
        return statusBarChild
    }
    override func setNeedsStatusBarAppearanceUpdate() {
        note("UIViewController")
        super.setNeedsStatusBarAppearanceUpdate()
    }
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        note("UIViewController")
    }
    override var isBeingPresented: Bool {
        note("UIViewController")
        return super.isBeingPresented
    }
    override var modalTransitionStyle: UIModalTransitionStyle {
        get {
            note("UIViewController")
            return super.modalTransitionStyle
        }
        set { super.modalTransitionStyle = newValue }
    }
    override var definesPresentationContext: Bool {
        get {
            note("UIViewController")
            return super.definesPresentationContext
        }
        set { super.definesPresentationContext = newValue }
    }
    override var providesPresentationContextTransitionStyle: Bool {
        get {
            note("UIViewController")
            return super.providesPresentationContextTransitionStyle
        }
        set { super.providesPresentationContextTransitionStyle = newValue }
    }
    override var isModalInPresentation: Bool {
        get {
            note("UIViewController")
            return super.isModalInPresentation
        }
        set { super.isModalInPresentation = newValue }
    }
    override var modalPresentationCapturesStatusBarAppearance: Bool {
        get {
            note("UIViewController")
            return super.modalPresentationCapturesStatusBarAppearance
        }
        set { super.modalPresentationCapturesStatusBarAppearance = newValue }
    }
    override var isBeingDismissed: Bool {
        note("UIViewController")
        return super.isBeingDismissed
    }
    override var isMovingToParent: Bool {
        note("UIViewController")
        return super.isMovingToParent
    }
    override var isMovingFromParent: Bool {
        note("UIViewController")
        return super.isMovingFromParent
    }
    override func overrideTraitCollection(forChild childViewController: UIViewController)
        -> UITraitCollection?
    {
        note("UIViewController")
        return super.overrideTraitCollection(forChild: childViewController)
    }
    override func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        note("UIViewController")
        super.setOverrideTraitCollection(collection, forChild: childViewController)
    }
    override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        note("UIViewController")
        super.beginAppearanceTransition(isAppearing, animated: animated)
    }
    override func endAppearanceTransition() {
        note("UIViewController")
        super.endAppearanceTransition()
    }
    override var title: String? {
        get {
            note("UIViewController")
            return super.title
        }
        set { super.title = newValue }
    }
    override func loadViewIfNeeded() {
        note("UIViewController")
        super.loadViewIfNeeded()
    }
    override var viewIfLoaded: UIView? {
        note("UIViewController")
        return super.viewIfLoaded
    }
    override var isViewLoaded: Bool {
        note("UIViewController")
        return super.isViewLoaded
    }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        note("UIViewController")
        return super.supportedInterfaceOrientations
    }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        note("UIViewController")
        return super.preferredInterfaceOrientationForPresentation
    }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
        note("UIViewController")
        return super.preferredStatusBarUpdateAnimation
    }
    override func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {
        note("UIViewController")
        super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
    }
    override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        note("UIViewController")
        return super.shouldAutomaticallyForwardAppearanceMethods
    }
    override var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        get {
            note("UIViewController")
            return ownTransitioningDelegate ?? super.transitioningDelegate
        }
        set { super.transitioningDelegate = newValue }
    }
    override var presentedViewController: UIViewController? {
        note("UIViewController")
        return super.presentedViewController
    }
    override var presentingViewController: UIViewController? {
        note("UIViewController")
        return super.presentingViewController
    }
    override var presentationController: UIPresentationController? {
        note("UIViewController")
        return super.presentationController
    }
    override var popoverPresentationController: UIPopoverPresentationController? {
        note("UIViewController")
        return super.popoverPresentationController
    }
    override var sheetPresentationController: UISheetPresentationController? {
        note("UIViewController")
        return super.sheetPresentationController
    }
    override var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        note("UIViewController")
        return super.transitionCoordinator
    }
    override var navigationController: UINavigationController? {
        note("UIViewController")
        return super.navigationController
    }
    override var tabBarController: UITabBarController? {
        note("UIViewController")
        return super.tabBarController
    }
    override var splitViewController: UISplitViewController? {
        note("UIViewController")
        return super.splitViewController
    }
}

class ConformingPresentationController: UIPresentationController {
    override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        note("UIPresentationController")
    }
    override var presentedViewController: UIViewController {
        note("UIPresentationController")
        return super.presentedViewController
    }
    override var presentingViewController: UIViewController {
        note("UIPresentationController")
        return super.presentingViewController
    }
    override var delegate: UIAdaptivePresentationControllerDelegate? {
        get {
            note("UIPresentationController")
            return super.delegate
        }
        set { super.delegate = newValue }
    }
    override var overrideTraitCollection: UITraitCollection? {
        get {
            note("UIPresentationController")
            return super.overrideTraitCollection
        }
        set { super.overrideTraitCollection = newValue }
    }
    override var adaptivePresentationStyle: UIModalPresentationStyle {
        note("UIPresentationController")
        return super.adaptivePresentationStyle
    }
    override func adaptivePresentationStyle(for traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    {
        note("UIPresentationController")
        return super.adaptivePresentationStyle(for: traitCollection)
    }
    override var presentationStyle: UIModalPresentationStyle {
        note("UIPresentationController")
        return super.presentationStyle
    }
    override var preferredContentSize: CGSize {
        get {
            note("UIPresentationController")
            return super.preferredContentSize
        }
        set { super.preferredContentSize = newValue }
    }
    override func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {
        note("UIPresentationController")
        super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
    }
    override func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        note("UIPresentationController")
        return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
    }
    override var presentedView: UIView? {
        note("UIPresentationController")
        return super.presentedView
    }
    override var containerView: UIView? {
        note("UIPresentationController")
        return super.containerView
    }
    override var frameOfPresentedViewInContainerView: CGRect {
        note("UIPresentationController")
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
    override var shouldPresentInFullscreen: Bool {
        note("UIPresentationController")
        return super.shouldPresentInFullscreen
    }
    override var shouldRemovePresentersView: Bool {
        note("UIPresentationController")
        return super.shouldRemovePresentersView
    }
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        note("UIPresentationController")
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        note("UIPresentationController")
    }
    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        note("UIPresentationController")
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        note("UIPresentationController")
    }
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        note("UIPresentationController")
    }
    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        note("UIPresentationController")
    }
    override var traitCollection: UITraitCollection {
        note("UIPresentationController")
        return super.traitCollection
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        note("UIPresentationController")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    {
        super.viewWillTransition(to: size, with: coordinator)
        note("UIPresentationController")
    }
    override func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        super.willTransition(to: newCollection, with: coordinator)
        note("UIPresentationController")
    }
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        note("UIPresentationController")
    }
}

class ConformingPopoverPresentationController: UIPopoverPresentationController {
    override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        note("UIPopoverPresentationController")
    }
    override var adaptiveSheetPresentationController: UISheetPresentationController {
        note("UIPopoverPresentationController")
        return super.adaptiveSheetPresentationController
    }
    override var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        get {
            note("UIPopoverPresentationController")
            return super.sourceItem
        }
        set { super.sourceItem = newValue }
    }
    override var barButtonItem: UIBarButtonItem? {
        get {
            note("UIPopoverPresentationController")
            return super.barButtonItem
        }
        set { super.barButtonItem = newValue }
    }
    override var sourceView: UIView? {
        get {
            note("UIPopoverPresentationController")
            return super.sourceView
        }
        set { super.sourceView = newValue }
    }
    override var sourceRect: CGRect {
        get {
            note("UIPopoverPresentationController")
            return super.sourceRect
        }
        set { super.sourceRect = newValue }
    }
    override var permittedArrowDirections: UIPopoverArrowDirection {
        get {
            note("UIPopoverPresentationController")
            return super.permittedArrowDirections
        }
        set { super.permittedArrowDirections = newValue }
    }
    override var arrowDirection: UIPopoverArrowDirection {
        note("UIPopoverPresentationController")
        return super.arrowDirection
    }
    override var passthroughViews: [UIView]? {
        get {
            note("UIPopoverPresentationController")
            return super.passthroughViews
        }
        set { super.passthroughViews = newValue }
    }
    override var popoverLayoutMargins: UIEdgeInsets {
        get {
            note("UIPopoverPresentationController")
            return super.popoverLayoutMargins
        }
        set { super.popoverLayoutMargins = newValue }
    }
    override var backgroundColor: UIColor? {
        get {
            note("UIPopoverPresentationController")
            return super.backgroundColor
        }
        set { super.backgroundColor = newValue }
    }
    override var frameOfPresentedViewInContainerView: CGRect {
        note("UIPopoverPresentationController")
        return super.frameOfPresentedViewInContainerView
    }
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        note("UIPopoverPresentationController")
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        note("UIPopoverPresentationController")
    }
    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        note("UIPopoverPresentationController")
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        note("UIPopoverPresentationController")
    }
    override func adaptivePresentationStyle(for traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    {
        note("UIPopoverPresentationController")
        return super.adaptivePresentationStyle(for: traitCollection)
    }
}
