import Foundation

/// The observations of one object's properties, kept by the object that stores them (a view's
/// observations live on its layer, beside the layer's own). The object's setters call
/// `willChange` and `didChange` around each change, behind one nil check: an object no one
/// observes pays nothing more.
@MainActor
final class KeyValueObservers {
    private var entries: [KeyValueObservationEntry] = []
    /// The union of the running entries' keys: a change outside it returns at once.
    private(set) var keys: ObservedKeys = []

    /// Starts telling `entry` of changes.
    func add(_ entry: KeyValueObservationEntry) {
        dropStoppedEntries()
        entries.append(entry)
        keys.formUnion(entry.keys)
    }

    /// A change of `changed` is about to happen: the observations listening to it read the value
    /// before (and send their prior notification). Returns the keys to pass to `didChange`.
    @discardableResult
    func willChange(_ changed: ObservedKeys) -> ObservedKeys {
        let touched = changed.intersection(keys)
        guard !touched.isEmpty else { return [] }
        // Iterates a copy: a handler may add or stop observations.
        for entry in entries where entry.isActive && !entry.keys.isDisjoint(with: touched) {
            entry.willChange()
        }
        return touched
    }

    /// The change announced by `willChange` (which returned `touched`) happened: the observations
    /// listening to it are notified.
    func didChange(_ touched: ObservedKeys) {
        guard !touched.isEmpty else { return }
        var someStopped = false
        for entry in entries where !entry.keys.isDisjoint(with: touched) {
            if entry.isActive { entry.didChange() } else { someStopped = true }
        }
        if someStopped { dropStoppedEntries() }
    }

    private func dropStoppedEntries() {
        guard entries.contains(where: { !$0.isActive }) else { return }
        entries.removeAll { !$0.isActive }
        keys = entries.reduce(into: []) { $0.formUnion($1.keys) }
    }
}

extension KeyValueObservers {
    /// The layer's model property named `key` (Core Animation's key) is about to become `value`.
    func willChange<Value>(_ layer: CALayer, _ key: String, to value: Value) -> ObservedKeys {
        guard !keys.isEmpty else { return [] }
        switch key {
        case "bounds":
            guard let bounds = value as? CGRect else { return [] }
            let old = layer.state.bounds
            var changed: ObservedKeys = []
            if bounds.origin != old.origin { changed.insert(.boundsOrigin) }
            if bounds.size != old.size { changed.insert(.boundsSize) }
            return willChange(changed)
        case "position": return willChange(.position)
        case "anchorPoint": return willChange(.anchorPoint)
        case "transform": return willChange(.transform)
        case "opacity": return willChange(.opacity)
        case "hidden": return willChange(.hidden)
        default: return []
        }
    }

    /// The layer's frame is about to be set to `frame` (its bounds and position follow).
    func willSetFrame(of layer: CALayer, to frame: CGRect) -> ObservedKeys {
        guard !keys.isEmpty else { return [] }
        var after = layer.state
        after.setFrame(frame)
        let before = layer.state
        var changed: ObservedKeys = []
        if after.bounds.origin != before.bounds.origin { changed.insert(.boundsOrigin) }
        if after.bounds.size != before.bounds.size { changed.insert(.boundsSize) }
        if after.position != before.position { changed.insert(.position) }
        return willChange(changed)
    }
}

extension CALayer {
    /// The layer's observations (and its view's), made on the first `observe`.
    var keyValueObserversForAdding: KeyValueObservers {
        if let observers = keyValueObservers { return observers }
        let observers = KeyValueObservers()
        keyValueObservers = observers
        return observers
    }
}

extension UIViewController {
    /// The controller's observations, made on the first `observe`.
    var keyValueObserversForAdding: KeyValueObservers {
        if let observers = keyValueObservers { return observers }
        let observers = KeyValueObservers()
        keyValueObservers = observers
        return observers
    }
}
