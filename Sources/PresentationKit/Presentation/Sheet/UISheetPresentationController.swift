import Foundation

/// `.pageSheet` and `.formSheet` (and `.automatic`, Behaviour 4.6), as `UISheetPresentationController`: a
/// centred card over a dim in regular environments, a bottom sheet over the scaled-back presenting
/// content in compact width, the whole container in compact height (Behaviour 4.5), resting at one of
/// its `detents` (Behaviour 14). Get it from the presented controller's `sheetPresentationController`
/// and configure it before `present`. The presenting controller gets no appearance callbacks
/// (Behaviour 2.2). A tap on the dim does not dismiss (Behaviour 14.12).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    private let style: UIModalPresentationStyle
    let chrome: SheetChrome

    /// A sheet for `presentedViewController` (its style decides page or form sheet).
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        style = presentedViewController.modalPresentationStyle == .formSheet ? .formSheet : .pageSheet
        chrome = SheetChrome(style: style)
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        chrome.configuration = self
    }

    /// A sheet of `style` (`.pageSheet` or `.formSheet`) whatever the presented controller's style:
    /// the built-in styles and a custom presentation's adapted stand-in (Behaviour 13.20).
    init(
        style: UIModalPresentationStyle, presentedViewController: UIViewController,
        presenting: UIViewController?
    ) {
        self.style = style
        chrome = SheetChrome(style: style)
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        chrome.configuration = self
    }

    open override var presentationStyle: UIModalPresentationStyle { style }
    override var adaptsThroughDelegate: Bool { false }
    override var presentsAboveContent: Bool { true }

    // MARK: Configuration (Behaviour 14)

    /// The heights the sheet rests at, smallest first (default `[.large()]`); never empty (14.1).
    open var detents: [Detent] = [.large()] {
        didSet {
            precondition(
                !detents.isEmpty,
                "UISheetPresentationController.detents must not be empty; use [.large()] for a full-height sheet"
            )
            detentsChanged()
        }
    }
    /// The detent the sheet rests at: nil (or one it does not have) means the smallest (14.8).
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { configurationChanged() } }
    /// The largest detent with no dim (the content behind stays interactive); nil dims at every
    /// detent (14.11).
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { configurationChanged() } }
    /// Whether a grabber shows at the top of the sheet (default false, 14.16).
    open var prefersGrabberVisible = false { didSet { configurationChanged() } }
    /// The corner radius of the sheet (nil: the system's, 10 points, 14.18).
    open var preferredCornerRadius: CGFloat? { didSet { configurationChanged() } }
    /// Whether scrolling up at the top of the content grows the sheet first (default true, 15.3).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet stays a bottom sheet in compact height instead of covering the screen
    /// (default false, 14.19).
    open var prefersEdgeAttachedInCompactHeight = false { didSet { configurationChanged() } }
    /// Whether an edge-attached sheet takes the presented controller's preferred width instead of
    /// the safe area's (default false, 14.20); no effect in compact width and regular height.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false { didSet { configurationChanged() } }
    /// Whether a regular-width sheet is page-sized (default false, 14.21; stored).
    open var prefersPageSizing = false
    /// The view a sheet presented from a popover source points at, for its adaptation (stored).
    open var sourceView: UIView?

    /// Runs `changes` and animates what they change about the sheet (and any other sheet) with the
    /// system's spring (14.10).
    open func animateChanges(_ changes: () -> Void) {
        isAnimatingChanges = true
        changes()
        isAnimatingChanges = false
        guard let container = layoutContainer else { return }
        // The presentation's animator owns the sheet until it ends: the change waits for that end
        // and animates then (Behaviour 14.10).
        if presentedViewController.isBeingPresented {
            changedDuringPresentation = .animated
            return
        }
        settle(in: container, on: selectedDetentIdentifier, reportingUserChange: false)
    }

    /// Resolves the detents again at the next layout (a custom resolver's answer changed, 14.5).
    open func invalidateDetents() {
        layoutContainer?.setNeedsLayout()
    }

    /// The popover whose compact form this sheet configures (`adaptiveSheetPresentationController`,
    /// Behaviour 13.13): its container lays out when the configuration changes.
    weak var adaptingPopover: UIPresentationController?
    /// The container whose layout shows this configuration.
    private var layoutContainer: UIView? { containerView ?? adaptingPopover?.containerView }

    /// How long `animateChanges(_:)` animates (ours: the system spring's usual half second).
    static let changeDuration: TimeInterval = 0.5

    private var isAnimatingChanges = false
    /// A configuration change made while the presentation transition ran (the animator owns the
    /// sheet's frame then): applied once it ends, with the spring if it was made in
    /// `animateChanges(_:)`.
    private var changedDuringPresentation: PendingChange?
    private enum PendingChange { case immediate, animated }
    private var reportedUnorderedDetents = false

    private func detentsChanged() {
        reportedUnorderedDetents = false
        configurationChanged()
    }

    /// A property changed: inside `animateChanges(_:)` the next layout animates; outside, the sheet
    /// takes its new form at once (14.8).
    private func configurationChanged() {
        guard let container = layoutContainer, !isAnimatingChanges else { return }
        if presentedViewController.isBeingPresented {
            if changedDuringPresentation == nil { changedDuringPresentation = .immediate }
            return
        }
        guard !presentedViewController.isBeingDismissed else { return }
        container.setNeedsLayout()
        UIView.performWithoutAnimation { container.layoutIfNeeded() }
    }

    // MARK: Resolution

    /// The active detents with their heights in `layout`'s context, in the order given.
    func resolvedDetents(maximum: CGFloat, traits: UITraitCollection) -> [(Detent, CGFloat)] {
        let context = SheetDetentContext(traits: traits, maximumDetentValue: maximum)
        let resolved = detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent, $0) } }
        if !reportedUnorderedDetents, zip(resolved, resolved.dropFirst()).contains(where: { $0.1 > $1.1 }) {
            reportedUnorderedDetents = true
            presentedViewController.reachableClock?.report(
                .presentationMisuse,
                "the sheet's detents \(detents.map(\.identifier.rawValue)) are not ordered smallest first; "
                    + "they are kept as given. Order them by height.")
        }
        return resolved
    }

    /// Where the sheet rests now, resolving the detents once: the height of the detent it shows
    /// (the selected one if active, the next larger active one if it is inactive, the smallest if
    /// none is selected; the largest while the keyboard is up; 14.8, 13.15, 14.32) and whether the
    /// dim shows there (14.11).
    func restingState(maximum: CGFloat, traits: UITraitCollection) -> (height: CGFloat, dimmed: Bool) {
        let resolved = resolvedDetents(maximum: maximum, traits: traits)
        let height = restingHeight(maximum: maximum, resolved: resolved)
        guard let undimmed = largestUndimmedDetentIdentifier,
            let limit = resolved.first(where: { $0.0.identifier == undimmed })?.1
        else { return (height, true) }
        return (height, height > limit)
    }

    private func restingHeight(maximum: CGFloat, resolved: [(Detent, CGFloat)]) -> CGFloat {
        if isGrownForKeyboard { return resolved.map(\.1).max() ?? maximum }
        let heights = resolved.map(\.1)
        guard let smallest = heights.min() else { return maximum }
        guard let selected = selectedDetentIdentifier,
            detents.contains(where: { $0.identifier == selected })
        else { return smallest }
        if let active = resolved.first(where: { $0.0.identifier == selected }) { return active.1 }
        // Inactive here: where it would be if it resolved (only system detents know), else the
        // largest.
        let wanted: CGFloat = selected == .medium ? 0.5 * maximum : maximum
        return heights.filter { $0 >= wanted }.min() ?? heights.max() ?? maximum
    }

    // MARK: Transitions and layout

    open override var frameOfPresentedViewInContainerView: CGRect {
        chrome.layout(for: self)?.frame ?? .zero
    }

    open override func presentationTransitionWillBegin() {
        chrome.presentationWillBegin(self)
        followKeyboard()
    }
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        chrome.presentationDidEnd(self, completed: completed)
        let pending = changedDuringPresentation
        changedDuringPresentation = nil
        // A change made during the transition (a detent selected, the keyboard growing the sheet,
        // Behaviour 15.1) takes effect once the transition has ended, on the next run-loop turn when
        // the presentation no longer owns the frame: never dropped.
        guard completed, let clock = presentedViewController.reachableClock else { return }
        clock.enqueue { [weak self] in
            guard let self, let container = self.layoutContainer, let presented = self.presentedView,
                !self.presentedViewController.isBeingDismissed, !self.presentedViewController.isBeingPresented
            else { return }
            if pending == .immediate {
                container.setNeedsLayout()
                UIView.performWithoutAnimation { container.layoutIfNeeded() }
            } else if pending == .animated
                || !Self.sameFrame(presented.frame, self.frameOfPresentedViewInContainerView)
            {
                self.settle(in: container, on: self.selectedDetentIdentifier, reportingUserChange: false)
            }
        }
    }
    open override func dismissalTransitionWillBegin() { chrome.dismissalWillBegin(self) }
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        chrome.dismissalDidEnd(self, completed: completed)
        if completed { stopFollowingKeyboard() }
    }
    open override func containerViewWillLayoutSubviews() { chrome.containerWillLayout(self) }

    /// Below an undimmed detent, touches outside the sheet reach the content behind (14.11). Read
    /// off the last layout: hit-testing resolves no detents.
    override func passesTouchThrough(at point: CGPoint) -> Bool {
        guard let layout = chrome.lastLayout, !layout.isDimmed, layout.mode != .fullScreen,
            let container = containerView, let shown = presentedView, shown.isDescendant(of: container)
        else { return false }
        // Where the sheet is, not where its layout last put it: a sheet resting at another height
        // than the last layout (a detent change the layout has not followed yet) still takes the
        // touches that land on it (Behaviour 14.11).
        return !shown.convert(shown.bounds, to: container).contains(point)
    }

    private static func sameFrame(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.5 && abs(a.minY - b.minY) < 0.5 && abs(a.width - b.width) < 0.5
            && abs(a.height - b.height) < 0.5
    }

    // MARK: The keyboard (Behaviour 15.1, 15.2)

    /// Whether the sheet shows at its largest detent for the keyboard (its selection unchanged).
    private(set) var isGrownForKeyboard = false
    private var keyboardObservers: [NSObjectProtocol] = []

    /// Listens for the keyboard: a text input of the sheet that brings it up grows the sheet to its
    /// largest detent; the keyboard going down brings it back (15.1, 15.2).
    private func followKeyboard() {
        guard keyboardObservers.isEmpty else { return }
        let center = NotificationCenter.default
        keyboardObservers = [
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
                [weak self] note in
                let motion = Self.keyboardMotion(note)
                MainActor.assumeIsolated { self?.keyboardWillMove(showing: true, motion) }
            },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) {
                [weak self] note in
                let motion = Self.keyboardMotion(note)
                MainActor.assumeIsolated { self?.keyboardWillMove(showing: false, motion) }
            },
            center.addObserver(forName: UITextField.textDidBeginEditingNotification, object: nil, queue: nil)
            {
                [weak self] _ in
                MainActor.assumeIsolated { self?.editingMovedUnderKeyboard() }
            },
            center.addObserver(forName: UITextView.textDidBeginEditingNotification, object: nil, queue: nil) {
                [weak self] _ in
                MainActor.assumeIsolated { self?.editingMovedUnderKeyboard() }
            },
            center.addObserver(forName: UITextField.textDidEndEditingNotification, object: nil, queue: nil) {
                [weak self] _ in
                MainActor.assumeIsolated { self?.editingEnded() }
            },
            center.addObserver(forName: UITextView.textDidEndEditingNotification, object: nil, queue: nil) {
                [weak self] _ in
                MainActor.assumeIsolated { self?.editingEnded() }
            },
        ]
    }

    /// Editing moved to another text input while the keyboard stays up (no keyboard notification
    /// here): a sheet grown for an input of its own that no longer edits goes back to its detent,
    /// one whose input now edits grows (Behaviour 14.34), with the keyboard's own timing.
    private func editingMovedUnderKeyboard() {
        guard let container = containerView, let presented = presentedView, let window = container.window,
            window.keyboardFrame != nil
        else { return }
        let editsHere = window.firstResponder?.firstResponderView?.isDescendant(of: presented) ?? false
        guard editsHere != isGrownForKeyboard else { return }
        grow(editsHere, in: container)
    }

    /// Editing ended. A sheet grown for an input of its own that no longer edits goes back to its
    /// detent now, with the keyboard's timing: no keyboard notification may follow (the input left
    /// while the keyboard was already on its way down, or mid-change, as when growing the sheet
    /// lays out a column that takes the input away). Moving to another input of the sheet grows it
    /// again in the same turn, so it does not move.
    private func editingEnded() {
        guard isGrownForKeyboard, let container = containerView, let presented = presentedView,
            let window = container.window
        else { return }
        let editsHere = window.firstResponder?.firstResponderView?.isDescendant(of: presented) ?? false
        guard !editsHere else { return }
        grow(false, in: container)
    }

    /// Grows the sheet to its largest detent for the keyboard (or takes it back to its detent),
    /// laying it out on the keyboard's duration and curve (the software keyboard's own by default).
    private func grow(
        _ grown: Bool, in container: UIView,
        motion: (duration: Double, curve: Int) = (
            SoftwareKeyboard.animationDuration, SoftwareKeyboard.animationCurve
        )
    ) {
        isGrownForKeyboard = grown
        container.setNeedsLayout()
        UIView.animate(
            withDuration: motion.duration, delay: 0,
            options: UIView.AnimationOptions(rawValue: UInt(max(motion.curve, 0)) << 16),
            animations: { container.layoutIfNeeded() })
    }

    private func stopFollowingKeyboard() {
        for observer in keyboardObservers { NotificationCenter.default.removeObserver(observer) }
        keyboardObservers = []
    }

    /// The keyboard animation's duration and curve, from a notification's `userInfo`.
    private nonisolated static func keyboardMotion(_ note: Notification) -> (duration: Double, curve: Int) {
        (
            (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0.25,
            (note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int) ?? 7
        )
    }

    private func keyboardWillMove(showing: Bool, _ motion: (duration: Double, curve: Int)) {
        guard let container = containerView, let presented = presentedView, let window = container.window
        else {
            return
        }
        let editsHere = window.firstResponder?.firstResponderView?.isDescendant(of: presented) ?? false
        // Another window's keyboard (a parallel host) leaves this sheet alone.
        guard showing ? editsHere && !isGrownForKeyboard : isGrownForKeyboard && !editsHere else { return }
        grow(showing, in: container, motion: motion)
    }

    isolated deinit {
        stopFollowingKeyboard()
    }

    /// Selects `identifier` without laying out: the caller animates the change (a user-driven one).
    func selectWithoutLayout(_ identifier: Detent.Identifier?) {
        isAnimatingChanges = true
        selectedDetentIdentifier = identifier
        isAnimatingChanges = false
    }

    /// Tells the delegate the user moved the sheet to another detent (14.9).
    func reportUserDrivenChange() {
        callDelegate("sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)") {
            ($0 as? any UISheetPresentationControllerDelegate)?
                .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }

    /// A grabber tap: the next larger active detent, wrapping to the smallest; a user-driven change
    /// the delegate hears once the sheet settles (14.9, 14.17).
    func grabberTapped(in controller: UIPresentationController, chrome: SheetChrome) {
        guard let layout = chrome.layout(for: controller), let container = controller.containerView else {
            return
        }
        let traits = container.traitCollection
        let resolved = resolvedDetents(maximum: layout.maximumDetentValue, traits: traits)
        guard resolved.count > 1 else { return }
        let current = restingState(maximum: layout.maximumDetentValue, traits: traits).height
        let next =
            resolved.filter { $0.1 > current }.min(by: { $0.1 < $1.1 }) ?? resolved.min(by: { $0.1 < $1.1 })!
        settle(in: container, on: next.0.identifier, reportingUserChange: true)
    }

    /// A user's gesture put the sheet on `identifier`: it moves there in `container` on the sheet
    /// spring (14.29) and, if `reportingUserChange`, the delegate hears of it once settled (14.9).
    /// `rested` runs once it has settled.
    func settle(
        in container: UIView, on identifier: Detent.Identifier?, reportingUserChange: Bool,
        rested: (() -> Void)? = nil
    ) {
        selectWithoutLayout(identifier)
        container.setNeedsLayout()
        UIView.animate(
            withDuration: Self.changeDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: [], animations: { container.layoutIfNeeded() },
            completion: { [weak self] _ in
                if reportingUserChange { self?.reportUserDrivenChange() }
                rested?()
            })
    }

    override var fingerHoldsPresentedView: Bool { chrome.isDragged }

    /// Standing in for a custom presentation that adapts while shown, the sheet never hears
    /// `presentationTransitionWillBegin()`: it sets up its chrome and follows the keyboard here.
    override func standInWillTakeOver() {
        chrome.presentationWillBegin(self)
        followKeyboard()
    }

    override func standInWillHandBack() {
        chrome.removeForAdaptation(self)
        stopFollowingKeyboard()
    }
}

/// Hears a sheet's user-driven detent changes, as `UISheetPresentationControllerDelegate`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user moved the sheet to another detent (a drag or a grabber tap), once it settled
    /// (14.9); changes made in code are not reported.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
