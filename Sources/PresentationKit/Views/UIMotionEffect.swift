import Foundation

/// An effect that moves a view's properties with the device's tilt, as UIKit's `UIMotionEffect`.
///
/// The host has no motion sensors: effects are stored on views (`addMotionEffect(_:)`,
/// `motionEffects`) and answer for an offset you give them, but nothing tilts (Behaviour 24.4).
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
    /// Creates an effect.
    public override init() { super.init() }

    /// The key paths to change and their relative values for `viewerOffset` (each axis −1…1);
    /// the base effect changes nothing (nil).
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// A motion effect that moves one key path between two values as the device tilts along one
/// axis, as UIKit's `UIInterpolatingMotionEffect`.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The tilt axis an interpolating effect follows.
    public enum EffectType: Int, Sendable {
        /// Tilting left and right.
        case tiltAlongHorizontalAxis = 0
        /// Tilting up and down.
        case tiltAlongVerticalAxis = 1
    }

    /// The key path the effect changes (for example `"center.x"`).
    open private(set) var keyPath: String
    /// The axis the effect follows.
    open private(set) var type: EffectType
    /// The value at full tilt one way (−1).
    open var minimumRelativeValue: Any?
    /// The value at full tilt the other way (+1).
    open var maximumRelativeValue: Any?

    /// Creates an effect that changes `keyPath` along `type`'s axis.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// `keyPath` at the value between the minimum and maximum that the offset along the effect's
    /// axis gives (numbers only; nil when the values are not numbers).
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let minimum = (minimumRelativeValue as? NSNumber)?.doubleValue,
            let maximum = (maximumRelativeValue as? NSNumber)?.doubleValue
        else { return nil }
        let offset = Double(
            type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical)
        let fraction = (min(max(offset, -1), 1) + 1) / 2
        return [keyPath: minimum + (maximum - minimum) * fraction]
    }
}

/// Motion effects applied together, as UIKit's `UIMotionEffectGroup`.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects in the group.
    open var motionEffects: [UIMotionEffect]?

    /// The effects' key paths and values, merged (later effects win).
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var merged: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            merged.merge(effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:]) { $1 }
        }
        return merged.isEmpty ? nil : merged
    }
}
