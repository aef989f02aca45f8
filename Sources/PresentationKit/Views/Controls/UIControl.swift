import Foundation

/// A view that turns touches into events for its targets and actions, as `UIControl`.
///
/// Targets are method references (`Presenter.close`, taking nothing, the sender typed as its own
/// class, or the sender and the event), held with their target weakly as UIKit does; `UIAction`s
/// are held strongly. A touch that lifts within `trackingExpansion` points of the bounds still
/// counts as inside (UIKit's enlarged tracking area).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Labels and controls are accessibility elements unless told otherwise, as in UIKit.
    override var isAccessibilityElementByDefault: Bool { true }

    /// How far outside its bounds a tracked touch still counts as inside (UIKit's figure is not
    /// published; 70 points is the commonly observed value).
    public static let trackingExpansion: CGFloat = 70

    /// Whether the control responds to touches.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted (a finger is down inside it).
    open var isHighlighted = false
    /// How the control's content (a button's image and title) sits across its width.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }
    /// How the control's content sits in its height.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }
    /// The horizontal alignment with `.leading` and `.trailing` resolved: left and right here,
    /// where every layout runs left to right.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        default: contentHorizontalAlignment
        }
    }

    /// Where content sits across a control, as `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched across the width.
        case fill = 3
        /// Against the leading edge (the left here).
        case leading = 4
        /// Against the trailing edge (the right here).
        case trailing = 5
    }

    /// Where content sits in a control's height, as `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Against the top edge.
        case top = 1
        /// Against the bottom edge.
        case bottom = 2
        /// Stretched over the height.
        case fill = 3
    }

    /// Whether the control opens its menu on touch-down instead of sending its tap actions (iOS 14;
    /// a ``UIButton`` with a `menu`, Behaviour 27.2); when false, a long press opens it (27.8).
    open var showsMenuAsPrimaryAction = false {
        didSet { updateContextMenuPress() }
    }
    /// Whether the control's menu may open at all (iOS 14): a ``UIButton`` turns it on when given a
    /// `menu`.
    open var isContextMenuInteractionEnabled = false {
        didSet { updateContextMenuPress() }
    }
    /// The long press that opens the control's menu as a contextual menu, while it has one that
    /// is not its primary action (Behaviour 27.8).
    private var contextMenuPress: UILongPressGestureRecognizer?
    /// The menu the current touch opened, while it is open: the finger may slide onto a row and
    /// lift there to choose it.
    private weak var menuOpenedByTouch: MenuContainerView?
    private var touchOpenedMenu = false

    /// Whether a touch is being tracked.
    open private(set) var isTracking = false
    /// Whether the tracked touch is inside the (enlarged) bounds.
    open private(set) var isTouchInside = false

    /// The control's state, from its flags.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    private struct TargetAction {
        weak var target: AnyObject?
        let events: Event
        let perform: (AnyObject, UIControl, UIEvent?) -> Void
    }

    private var targetActions: [TargetAction] = []
    private var uiActions: [(action: UIAction, events: Event)] = []

    /// Creates a control that runs `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: Target–action

    /// Adds a method of `target` taking nothing for `controlEvents`. The target is not retained.
    open func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event
    ) {
        targetActions.append(
            TargetAction(target: target, events: controlEvents) { object, _, _ in
                (object as? Target).map { action($0)() }
            })
    }

    /// Adds a method of `target` taking the sender for `controlEvents`. The target is not retained.
    open func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
    ) {
        targetActions.append(
            TargetAction(target: target, events: controlEvents) { object, sender, _ in
                guard let object = object as? Target, let sender = sender as? Sender else { return }
                action(object)(sender)
            })
    }

    /// Adds a method of `target` taking the sender and the event for `controlEvents`.
    open func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping (Target) -> (Sender, UIEvent?) -> Void, for controlEvents: Event
    ) {
        targetActions.append(
            TargetAction(target: target, events: controlEvents) { object, sender, event in
                guard let object = object as? Target, let sender = sender as? Sender else { return }
                action(object)(sender, event)
            })
    }

    /// Removes `target`'s actions (nil: every target's) for `controlEvents`. Method references
    /// cannot be compared on Linux, so `action` is not used to choose among a target's actions.
    open func removeTarget(_ target: AnyObject?, action: Any?, for controlEvents: Event) {
        for index in targetActions.indices.reversed() {
            let entry = targetActions[index]
            guard target == nil || entry.target === target else { continue }
            let remaining = entry.events.subtracting(controlEvents)
            if remaining.isEmpty {
                targetActions.remove(at: index)
            } else {
                targetActions[index] = TargetAction(
                    target: entry.target, events: remaining, perform: entry.perform)
            }
        }
    }

    /// The targets still alive.
    open var allTargets: [AnyObject] {
        var seen: [AnyObject] = []
        for entry in targetActions {
            if let target = entry.target, !seen.contains(where: { $0 === target }) { seen.append(target) }
        }
        return seen
    }

    /// The events that have actions.
    open var allControlEvents: Event {
        var events: Event = []
        for entry in targetActions where entry.target != nil { events.formUnion(entry.events) }
        for entry in uiActions { events.formUnion(entry.events) }
        return events
    }

    /// Runs `action` for `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        uiActions.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0 === action }
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0.identifier == actionIdentifier }
    }

    private func removeActions(for events: Event, where matches: (UIAction) -> Bool) {
        uiActions = uiActions.compactMap { entry in
            guard matches(entry.action) else { return entry }
            let remaining = entry.events.subtracting(events)
            return remaining.isEmpty ? nil : (entry.action, remaining)
        }
    }

    /// Sends the actions for `controlEvents` now.
    open func sendActions(for controlEvents: Event) {
        send(controlEvents, event: nil)
    }

    /// Runs `action` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    private func send(_ events: Event, event: UIEvent?) {
        targetActions.removeAll { $0.target == nil }
        let matching = targetActions.filter { !$0.events.isDisjoint(with: events) }
        let actions = uiActions.filter { !$0.events.isDisjoint(with: events) }.map(\.action)
        for entry in matching {
            if let target = entry.target { entry.perform(target, self, event) }
        }
        for action in actions { sendAction(action) }
    }

    /// The actions a tap ends with: `touchUpInside`, and `primaryActionTriggered` for buttons.
    var tapEvents: Event { .touchUpInside }

    // MARK: Tracking

    /// A touch began; return false to stop tracking it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    private func isInsideTrackingArea(_ touch: UITouch) -> Bool {
        let point = touch.location(in: self)
        let expansion = -Self.trackingExpansion
        return bounds.insetBy(dx: expansion, dy: expansion).contains(point)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = isTracking
        send(touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, event: event)
        touchOpenedMenu = false
        if showsMenuAsPrimaryAction, isContextMenuInteractionEnabled, let menu = menuForPrimaryAction {
            // 27.2: the menu opens as the finger goes down; `menuActionTriggered` goes first.
            touchOpenedMenu = true
            menuOpenedByTouch = openMenu(menu, event: event)
        }
    }

    /// The menu a touch-down opens when ``showsMenuAsPrimaryAction`` is on (a button's `menu`).
    var menuForPrimaryAction: UIMenu? { nil }

    /// Opens the control's menu: `menuActionTriggered` first, then the panel (Behaviour 27.2).
    private func openMenu(_ menu: UIMenu, event: UIEvent?) -> MenuContainerView? {
        send(.menuActionTriggered, event: event)
        return MenuContainerView.open(
            menu, from: self, perform: { [weak self] action in self?.performMenuAction(action) },
            choose: { [weak self] action, parent in self?.menuDidChoose(action, in: parent) })
    }

    /// Installs the long press that opens the menu when the control has a menu that is not its
    /// primary action, and removes it otherwise.
    func updateContextMenuPress() {
        let wanted =
            isContextMenuInteractionEnabled && !showsMenuAsPrimaryAction && menuForPrimaryAction != nil
        if wanted, contextMenuPress == nil {
            let press = UILongPressGestureRecognizer { [weak self] recognizer in
                guard let press = recognizer as? UILongPressGestureRecognizer else { return }
                self?.contextMenuPressed(press)
            }
            contextMenuPress = press
            addGestureRecognizer(press)
        } else if !wanted, let press = contextMenuPress {
            removeGestureRecognizer(press)
            contextMenuPress = nil
        }
    }

    /// 27.8: the press opens the menu as it begins; lifting over a row chooses it.
    private func contextMenuPressed(_ press: UILongPressGestureRecognizer) {
        switch press.state {
        case .began:
            if let menu = menuForPrimaryAction { menuOpenedByTouch = openMenu(menu, event: nil) }
        case .ended:
            menuOpenedByTouch?.release(at: press.location(in: self), in: self)
        default:
            break
        }
    }

    /// Runs an action chosen in the control's menu, with the control as its sender.
    func performMenuAction(_ action: UIAction) {
        sendAction(action)
    }

    /// An action was chosen in the control's menu, before it runs (a pop-up button moves its
    /// selection and title).
    func menuDidChoose(_ action: UIAction, in parent: UIMenu) {}

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, isTracking, let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = isInsideTrackingArea(touch)
        isHighlighted = isTouchInside
        isTracking = continueTracking(touch, with: event)
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside != isTouchInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        send(events, event: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = isInsideTrackingArea(touch)
        let wasTracking = isTracking
        isTracking = false
        isHighlighted = false
        isTouchInside = inside
        endTracking(touch, with: event)
        guard wasTracking else { return }
        if touchOpenedMenu {
            // The touch opened a menu: no tap; lifting over a row chooses it (27.2).
            touchOpenedMenu = false
            menuOpenedByTouch?.release(at: touch.location(in: self), in: self)
            return
        }
        if inside { tapWillSend() }
        send(inside ? tapEvents : .touchUpOutside, event: event)
    }

    /// Called when a touch lifts inside, before the tap's events are sent (a button that changes
    /// its selection as its primary action toggles it here).
    func tapWillSend() {}

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        cancelTracking(with: event)
        send(.touchCancel, event: event)
    }

    /// A control with tap actions keeps single-tap recognizers of its ancestors from taking its
    /// taps, as UIKit's controls do; its own recognizers may begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
            tap.numberOfTapsRequired == 1
        else {
            return true
        }
        return allControlEvents.isDisjoint(with: tapEvents)
    }
}
