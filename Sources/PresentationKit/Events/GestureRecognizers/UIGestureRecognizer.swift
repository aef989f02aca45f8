import Foundation

/// Recognizes a gesture from a sequence of touches and tells its targets, as `UIGestureRecognizer`.
///
/// Targets are method references (`Presenter.dismissTapped`, a method taking nothing or the
/// recognizer typed as its own class) held with their target weakly, as UIKit holds targets, or
/// closures. Subclasses override the touch methods and set `state`; the recognizer's arena then
/// applies UIKit's rules: the delegate's `gestureRecognizerShouldBegin`, `require(toFail:)`,
/// exclusivity unless recognition is simultaneous, and `cancelsTouchesInView`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer's state machine.
    public enum State: Int, Sendable {
        /// Touches are arriving but no gesture is recognized yet; the state every recognizer starts and
        /// resets to.
        case possible
        /// A continuous gesture was recognized; its targets are called.
        case began
        /// A continuous gesture in progress changed; its targets are called again.
        case changed
        /// The gesture finished (for a discrete gesture, it was recognized); targets are called and
        /// the recognizer resets to ``possible`` once the touches end.
        case ended
        /// A gesture in progress was cancelled, as when its touches were; targets are called and the
        /// recognizer resets once the touches end.
        case cancelled
        /// The touches are not this gesture; no target is called and the recognizer resets once the
        /// touches end.
        case failed
        /// A discrete gesture was recognized (the same as `ended`).
        public static let recognized = State.ended
    }

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// Decides whether the recognizer may begin, receive touches, and work with others.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// Whether the recognizer receives touches; turning it off cancels a gesture in progress.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, let arena else { return }
            arena.disable(self)
        }
    }
    /// Whether recognizing sends `touchesCancelled` to the view and stops delivering it touches.
    open var cancelsTouchesInView = true
    /// Whether the view receives no touches until this recognizer fails.
    open var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits until this recognizer fails or recognizes.
    open var delaysTouchesEnded = true

    var storedState: State = .possible
    /// A recognition waiting for the recognizers it requires to fail.
    var pendingState: State?
    /// The touches this recognizer is tracking.
    var trackedTouches: [UITouch] = []
    weak var arena: GestureArena?
    /// The timer of the recognizer's one wait on its view's clock, if it is waiting.
    var waitTimer: Int?
    private var actions: [GestureAction] = []
    var failureRequirements: [WeakReference<UIGestureRecognizer>] = []

    /// Creates a recognizer with no target.
    public override init() { super.init() }

    /// Creates a recognizer whose action is a method of `target` taking no argument.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer whose action is a method of `target` taking the recognizer.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls `handler` for each of its actions.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        actions.append(
            GestureAction(target: nil, holdsNoTarget: true) { _, recognizer in handler(recognizer) })
    }

    /// Adds an action: a method of `target` taking no argument. The target is not retained.
    open func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        actions.append(
            GestureAction(target: target, holdsNoTarget: false) { object, _ in
                guard let object = object as? Target else { return }
                action(object)()
            })
    }

    /// Adds an action: a method of `target` taking the recognizer. The target is not retained.
    open func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        actions.append(
            GestureAction(target: target, holdsNoTarget: false) { object, recognizer in
                guard let object = object as? Target else { return }
                guard let typed = recognizer as? Recognizer else {
                    Diagnostics.report(
                        .invalidInput,
                        "a \(type(of: recognizer)) cannot call an action that takes a \(Recognizer.self); "
                            + "the action was skipped",
                        clock: recognizer.view?.layer.clock)
                    return
                }
                action(object)(typed)
            })
    }

    /// Removes every action of `target` (nil: every action). Method references cannot be compared
    /// on Linux, so all of the target's actions go.
    open func removeTarget(_ target: AnyObject?, action: Any? = nil) {
        guard let target else {
            actions.removeAll()
            return
        }
        actions.removeAll { $0.target === target }
    }

    /// The recognizer's state. Subclasses set it as touches arrive; the arena decides whether a
    /// requested recognition happens now, waits, or fails.
    open var state: State {
        get { storedState }
        set {
            if let arena {
                arena.request(self, newValue)
            } else {
                storedState = newValue
                if [.began, .changed, .ended, .cancelled].contains(newValue) { sendActions() }
            }
        }
    }

    /// This recognizer begins only after `otherGestureRecognizer` fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakReference(otherGestureRecognizer))
    }

    /// How many touches the recognizer is tracking.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else {
            return lastLocation.map { convertFromWindow($0, to: view) } ?? .zero
        }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for touch in trackedTouches {
            let point = touch.location(in: view)
            x += point.x
            y += point.y
        }
        let count = CGFloat(trackedTouches.count)
        return CGPoint(x: x / count, y: y / count)
    }

    /// The location of one tracked touch.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return .zero }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// The window location of the last touch seen, kept after the touches end.
    var lastLocation: CGPoint?

    func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window else { return point }
        return view.convert(point, from: window)
    }

    // MARK: For subclasses

    /// Touches began.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled: a gesture in progress is cancelled, one not begun fails.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }
    /// Returns the recognizer to its initial values after the gesture ends or fails.
    open func reset() {}
    /// Stops sending `touch` to the recognizer: its later phases go to the view (and the other
    /// recognizers) only. A subclass calls it for a touch it does not care about.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        touch.stopDelivering(to: self)
        trackedTouches.removeAll { $0 === touch }
    }
    /// Whether the recognizer sees the event of a new touch; the default asks the delegate's
    /// `gestureRecognizer(_:shouldReceive:)` with the event (true without a delegate).
    open func shouldReceive(_ event: UIEvent) -> Bool {
        delegate?.gestureRecognizer(self, shouldReceive: event) ?? true
    }
    /// Whether this recognizer, recognizing, stops `preventedGestureRecognizer`.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, stops this one.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer still waits for more touches after all fingers lift (a tap that
    /// needs another tap); others fail when the touches end without recognizing.
    var awaitsFurtherTouches: Bool { false }

    // MARK: Actions

    func sendActions() {
        actions.removeAll { !$0.holdsNoTarget && $0.target == nil }
        for action in actions {
            action.perform(action.target, self)
        }
    }
}

/// One action of a recognizer: a weakly held target and how to call it.
struct GestureAction {
    weak var target: AnyObject?
    let holdsNoTarget: Bool
    let perform: (AnyObject?, UIGestureRecognizer) -> Void

    init(
        target: AnyObject?, holdsNoTarget: Bool, perform: @escaping (AnyObject?, UIGestureRecognizer) -> Void
    ) {
        self.target = target
        self.holdsNoTarget = holdsNoTarget
        self.perform = perform
    }
}
