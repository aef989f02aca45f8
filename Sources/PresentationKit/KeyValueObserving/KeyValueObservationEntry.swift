import Foundation

/// One observation as the observed object's list holds it: the bits it listens to and whether it
/// still runs. `NSKeyValueObservation` stops it; the list drops stopped entries on its next pass.
///
/// Not isolated: an `NSKeyValueObservation` may be released anywhere, and stopping only clears
/// fields (the list reads them on the main actor, where every change happens).
class KeyValueObservationEntry: @unchecked Sendable {
    /// The stored values the observed key path is derived from.
    let keys: ObservedKeys
    /// False once invalidated or released.
    final var isActive = true
    /// How many changes touching this entry are under way (nested will/did pairs notify once, at
    /// the outermost pair).
    final var depth = 0

    init(keys: ObservedKeys) { self.keys = keys }

    /// Stops the observation and lets go of its handler (and what the handler captured) at once.
    func stop() { isActive = false }

    /// A change touching `keys` is about to happen.
    @MainActor func willChange() {}
    /// A change touching `keys` happened.
    @MainActor func didChange() {}
}

/// An observation of `keyPath` on `Root`: reads the value before and after each change and calls
/// the handler as Foundation does.
final class TypedObservationEntry<Root: AnyObject, Value>: KeyValueObservationEntry, @unchecked Sendable {
    private weak var object: Root?
    private let keyPath: KeyPath<Root, Value>
    private let options: NSKeyValueObservingOptions
    private var handler: (@Sendable (Root, NSKeyValueObservedChange<Value>) -> Void)?
    /// Tells unchanged values apart when `Value` is `Equatable`: a change that leaves the observed
    /// value as it was (a frame when only the bounds origin moved) notifies nothing.
    private let isEqual: ((Value, Value) -> Bool)?
    private var valueBefore: Value?
    private var sentPrior = false

    init(
        object: Root, keyPath: KeyPath<Root, Value>, keys: ObservedKeys, options: NSKeyValueObservingOptions,
        handler: @escaping @Sendable (Root, NSKeyValueObservedChange<Value>) -> Void
    ) {
        self.object = object
        self.keyPath = keyPath
        self.options = options
        self.handler = handler
        self.isEqual = equalityTest(for: Value.self)
        super.init(keys: keys)
    }

    override func stop() {
        super.stop()
        handler = nil
        valueBefore = nil
    }

    @MainActor override func willChange() {
        depth += 1
        guard depth == 1, isActive, let object else { return }
        let before = object[keyPath: keyPath]
        valueBefore = before
        guard options.contains(.prior), let handler else { return }
        sentPrior = true
        handler(
            object,
            NSKeyValueObservedChange(
                newValue: nil, oldValue: options.contains(.old) ? before : nil, isPrior: true))
    }

    @MainActor override func didChange() {
        guard depth > 0 else { return }
        depth -= 1
        guard depth == 0 else { return }
        let before = valueBefore
        let priorWasSent = sentPrior
        valueBefore = nil
        sentPrior = false
        guard isActive, let object, let handler else { return }
        let after = object[keyPath: keyPath]
        // A prior notification promised this one.
        if !priorWasSent, let isEqual, let before, isEqual(before, after) { return }
        handler(
            object,
            NSKeyValueObservedChange(
                newValue: options.contains(.new) ? after : nil,
                oldValue: options.contains(.old) ? before : nil,
                isPrior: false))
    }
}

/// `==` for `Value` when it is `Equatable`, else nil.
private func equalityTest<Value>(for type: Value.Type) -> ((Value, Value) -> Bool)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    return equality(equatable, as: type)
}

/// `==` of `E` for values of `Value`, which is `E` itself: the values are read through their
/// storage as `E` (no dynamic cast per comparison).
private func equality<E: Equatable, Value>(_: E.Type, as _: Value.Type) -> (Value, Value) -> Bool {
    { lhs, rhs in
        withUnsafePointer(to: lhs) { left in
            withUnsafePointer(to: rhs) { right in
                UnsafeRawPointer(left).assumingMemoryBound(to: E.self).pointee
                    == UnsafeRawPointer(right).assumingMemoryBound(to: E.self).pointee
            }
        }
    }
}
