import Foundation

/// The `CATransaction` key of the duration given to animations added without one.
public let kCATransactionAnimationDuration = "animationDuration"
/// The `CATransaction` key of whether property changes run implicit actions.
public let kCATransactionDisableActions = "disableActions"
/// The `CATransaction` key of the timing function given to basic animations added without one.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The `CATransaction` key of the block run once the transaction's animations have all stopped.
public let kCATransactionCompletionBlock = "completionBlock"

extension Diagnostic.Kind {
    /// `CATransaction.commit()` without a matching `begin()`, or a `begin()` still open at the end
    /// of the run-loop turn.
    public static let unbalancedTransaction = Diagnostic.Kind(rawValue: "unbalancedTransaction")
}

/// Groups layer changes and the animations added to layers meanwhile, as Core Animation's
/// `CATransaction`.
///
/// Between `begin()` and `commit()`:
/// - animations added to layers with a `duration` of 0 take `animationDuration()` (default 0.25 s),
///   and `CABasicAnimation`s with no timing function take `animationTimingFunction()`; animations
///   that set their own (every `UIView.animate` animation does) keep them;
/// - the completion block runs once every animation added while it was set has finished or been
///   removed, each on the host clock of the layer it was added to; with nothing to wait for it runs
///   on the host's next run-loop turn (at once when no host is known).
///
/// Transactions nest: values set in an outer one apply inside inner ones until they set their own;
/// an inner transaction's completion waits for its own animations, the outer one's for all of them.
/// Outside `begin()`/`commit()` the setters apply to an implicit transaction that ends at the end of
/// the host's run-loop turn (for code run outside any turn, at the start of the next one).
/// A `begin()` not committed by then is reported and committed. `disableActions` stops the
/// implicit actions of the shape and gradient layers' own properties, the only ones that run.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// Opens a transaction, nested in the current one if any.
    open class func begin() {
        TransactionStack.begin()
    }

    /// Closes the innermost transaction opened with `begin()`; its completion block now waits only
    /// for its animations to stop. Without a matching `begin()` it is reported and does nothing.
    open class func commit() {
        TransactionStack.commit()
    }

    /// Ends the implicit transaction now, if no explicit transaction is open.
    open class func flush() {
        TransactionStack.flush()
    }

    /// Does nothing: PresentationKit runs on the main actor, so layer state needs no lock.
    open class func lock() {}

    /// Does nothing (see `lock()`).
    open class func unlock() {}

    /// The duration given to animations added without one (default 0.25 s).
    open class func animationDuration() -> CFTimeInterval {
        TransactionStack.lookup(kCATransactionAnimationDuration) as? Double ?? 0.25
    }

    /// Sets the duration given to animations added without one in this transaction. A negative or
    /// non-finite duration is reported and ignored.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        TransactionStack.setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function given to basic animations added without one (default nil: linear).
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        TransactionStack.lookup(kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the timing function given to basic animations added without one in this transaction;
    /// nil goes back to the enclosing transaction's.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        TransactionStack.set(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes run implicit actions (default false): the shape and gradient
    /// layers' own properties are the ones that run them (Behaviour 18.20).
    open class func disableActions() -> Bool {
        TransactionStack.lookup(kCATransactionDisableActions) as? Bool ?? false
    }

    /// Sets whether property changes in this transaction run implicit actions.
    open class func setDisableActions(_ flag: Bool) {
        TransactionStack.set(flag, forKey: kCATransactionDisableActions)
    }

    /// The completion block of the current transaction, if one is set.
    open class func completionBlock() -> (() -> Void)? {
        TransactionStack.current?.completionBlock
    }

    /// Sets the block to run once every animation added from now on in this transaction (and the
    /// transactions nested in it) has finished or been removed.
    ///
    /// A block set earlier in the same transaction keeps waiting for the animations added while it
    /// was set (or, if there were none, runs on the host's next run-loop turn).
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        TransactionStack.setCompletionBlock(block)
    }

    /// The value of `key` in the current transaction or the nearest enclosing one that set it.
    ///
    /// The four `kCATransaction…` keys give what their accessors give; other keys give what
    /// `setValue(_:forKey:)` stored, or nil.
    open class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return TransactionStack.lookup(key)
        }
    }

    /// Sets `anObject` under `key` in the current transaction.
    ///
    /// The `kCATransaction…` keys take what their setters take (a number for the duration, a
    /// Boolean or number for `disableActions`); a value of the wrong type is reported and ignored.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        TransactionStack.setValue(anObject, forKey: key)
    }
}

/// One level of `CATransaction`: its values and its completion group.
@MainActor
private final class TransactionFrame {
    /// Opened by `begin()`; the implicit transaction is not.
    let isExplicit: Bool
    var values: [String: Any] = [:]
    var completionBlock: (() -> Void)?
    /// Counts the animations added while `completionBlock` is set.
    var group: AnimationCompletionGroup?
    /// The first hosted clock an animation added during the transaction runs on: where a
    /// completion with nothing to wait for goes.
    var clock: FrameClock?

    init(isExplicit: Bool) {
        self.isExplicit = isExplicit
    }

    /// No more animations join the current completion group: it fires once they have stopped.
    func sealGroup(fallback: FrameClock? = nil) {
        let group = self.group
        self.group = nil
        group?.seal(clock: clock ?? fallback)
    }
}

/// The open transactions, innermost last: Core Animation's per-thread transaction stack, here for
/// the main actor.
@MainActor
enum TransactionStack {
    private static var frames: [TransactionFrame] = []
    private static var endOfTurnScheduled = false

    fileprivate static var current: TransactionFrame? { frames.last }

    static func begin() {
        frames.append(TransactionFrame(isExplicit: true))
        scheduleEndOfTurn()
    }

    static func commit() {
        guard let top = frames.last, top.isExplicit else {
            Diagnostics.report(
                .unbalancedTransaction,
                "CATransaction.commit() was called without a matching begin(); nothing was committed",
                clock: FrameClock.executing)
            return
        }
        frames.removeLast()
        top.sealGroup()
    }

    static func flush() {
        guard !frames.contains(where: \.isExplicit) else { return }
        let implicit = frames
        frames.removeAll()
        for frame in implicit { frame.sealGroup() }
    }

    /// The innermost transaction, or a new implicit one when none is open.
    private static func frameForWriting() -> TransactionFrame {
        if let top = frames.last { return top }
        let frame = TransactionFrame(isExplicit: false)
        frames.append(frame)
        scheduleEndOfTurn()
        return frame
    }

    /// The value of `key` in the innermost transaction that set it.
    fileprivate static func lookup(_ key: String) -> Any? {
        for frame in frames.reversed() {
            if let value = frame.values[key] { return value }
        }
        return nil
    }

    fileprivate static func set(_ value: Any?, forKey key: String) {
        frameForWriting().values[key] = value
    }

    fileprivate static func setCompletionBlock(_ block: (() -> Void)?) {
        let frame = frameForWriting()
        frame.sealGroup()
        frame.completionBlock = block
        if let block {
            frame.group = AnimationCompletionGroup { _ in block() }
        }
    }

    fileprivate static func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration:
            guard let value else { return set(nil, forKey: key) }
            guard let seconds = number(value) else { return wrongType(value, key) }
            guard seconds.isFinite, seconds >= 0 else {
                return Diagnostics.report(
                    .invalidInput,
                    "CATransaction animation duration \(seconds) must be finite and non-negative; "
                        + "the transaction keeps \(CATransaction.animationDuration())",
                    clock: FrameClock.executing)
            }
            set(seconds, forKey: key)
        case kCATransactionDisableActions:
            guard let value else { return set(nil, forKey: key) }
            if let flag = value as? Bool {
                set(flag, forKey: key)
            } else if let number = number(value) {
                set(number != 0, forKey: key)
            } else {
                wrongType(value, key)
            }
        case kCATransactionAnimationTimingFunction:
            guard let value else { return set(nil, forKey: key) }
            guard let function = value as? CAMediaTimingFunction else { return wrongType(value, key) }
            set(function, forKey: key)
        case kCATransactionCompletionBlock:
            guard let value else { return setCompletionBlock(nil) }
            guard let block = value as? () -> Void else { return wrongType(value, key) }
            setCompletionBlock(block)
        default:
            set(value, forKey: key)
        }
    }

    /// The value of any numeric type as a `Double`, or nil.
    private static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    private static func wrongType(_ value: Any, _ key: String) {
        Diagnostics.report(
            .invalidInput,
            "CATransaction value \(value) does not fit the key \"\(key)\"; the transaction keeps its old value",
            clock: FrameClock.executing)
    }

    // MARK: The engine's side

    /// Gives an animation being added the open transactions' duration and timing function where it
    /// has none of its own.
    static func applyDefaults(to animation: CAAnimation) {
        guard !frames.isEmpty else { return }
        if animation.duration == 0, let duration = lookup(kCATransactionAnimationDuration) as? Double {
            animation.duration = duration
        }
        if animation.timingFunction == nil, animation is CABasicAnimation, !(animation is CASpringAnimation),
            let function = lookup(kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
        {
            animation.timingFunction = function
        }
    }

    /// An animation was added to a layer (running on `clock`, if hosted): every open transaction's
    /// completion group waits for it.
    static func track(_ animation: RunningAnimation, clock: FrameClock?) {
        for frame in frames {
            if frame.clock == nil { frame.clock = clock }
            guard let group = frame.group else { continue }
            group.track()
            animation.stopObservers.append(group)
        }
    }

    // MARK: End of the run-loop turn

    /// Ends the implicit transaction, and reports and commits explicit ones left open, at the end of
    /// the turn that is running, or at the start of the next turn of any host.
    private static func scheduleEndOfTurn() {
        guard !endOfTurnScheduled else { return }
        endOfTurnScheduled = true
        if let clock = FrameClock.executing {
            clock.enqueue { endOfTurn(on: clock) }
        } else {
            FrameClock.atNextTurn.append { clock in endOfTurn(on: clock) }
        }
    }

    private static func endOfTurn(on clock: FrameClock) {
        endOfTurnScheduled = false
        guard !frames.isEmpty else { return }
        let open = frames.filter(\.isExplicit).count
        if open > 0 {
            clock.report(
                .unbalancedTransaction,
                "\(open) CATransaction.begin() without commit() at the end of the run-loop turn; "
                    + "committed now. Balance every begin() with a commit().")
        }
        let ending = frames
        frames.removeAll()
        for frame in ending.reversed() { frame.sealGroup(fallback: clock) }
    }
}
