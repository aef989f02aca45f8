import Foundation

/// The values an animation runs through when they do not depend on the layer underneath it, kept
/// with the last one computed.
///
/// An additive animation resolves its ends against zero, and a basic animation given both ends (or
/// one end and `byValue`), or a keyframe animation, never reads the underlying value: its own value
/// is a function of progress alone. This resolves such ends once, when the animation is added
/// (decomposing transform ends ahead), and keeps the value of the last progress asked for, so that
/// reading a layer's presentation more than once in a frame (the renderer, hit-testing,
/// `presentation()`) evaluates the animation once. Whole properties only: a component key path
/// (`position.x`, `transform.rotation.z`) reads the underlying value, and takes the general path.
@MainActor
final class FixedCourse {
    private enum Ends {
        case values(AnimatableValue, AnimatableValue)
        case transform(TransformBlend)
        case keyframes(KeyframeTrack)
    }

    private let ends: Ends
    /// The change over one whole cycle (what `isCumulative` adds once per completed repeat).
    let cycleChange: AnimatableValue?
    private var lastProgress = Double.nan
    private var lastValue = AnimatableValue.scalar(0)

    /// Prepares `shape` on a whole property of `kind`; nil when its values depend on the
    /// underlying value.
    init?(shape: AnimationSampler.Shape, isAdditive: Bool, kind: AnimatableValueKind) {
        switch shape {
        case .basic(let endpoints):
            let resolved: (from: AnimatableValue, to: AnimatableValue)
            if isAdditive {
                resolved = endpoints.resolve(base: AnimatableValue.zero(of: kind))
            } else {
                switch (endpoints.from, endpoints.to, endpoints.by) {
                case (let value?, _?, _), (let value?, nil, _?), (nil, let value?, _?):
                    // The base is never read in these cases.
                    resolved = endpoints.resolve(base: value)
                default:
                    return nil
                }
            }
            if case .transform(let from) = resolved.from, case .transform(let to) = resolved.to {
                ends = .transform(TransformBlend(from: from, to: to))
            } else {
                ends = .values(resolved.from, resolved.to)
            }
            cycleChange = resolved.to.difference(from: resolved.from)
        case .keyframes(let track):
            ends = .keyframes(track)
            cycleChange = track.values.last.flatMap { $0.difference(from: track.values[0]) }
        }
    }

    /// The animation's own value at `progress` through a cycle (after the curve), before it is
    /// added to the underlying value (additive) or repeats are accumulated (cumulative).
    func value(at progress: Double) -> AnimatableValue {
        if progress == lastProgress { return lastValue }
        let value: AnimatableValue
        switch ends {
        case .values(let from, let to): value = from.interpolated(to: to, progress: progress)
        case .transform(let blend): value = .transform(blend.value(at: progress))
        case .keyframes(let track): value = track.value(at: progress)
        }
        lastProgress = progress
        lastValue = value
        return value
    }
}

extension FixedCourse {
    /// What the animation shows at `progress` in repeat `iteration`: its value, with the completed
    /// repeats' changes when cumulative, added to `base` when additive (`base` is nil otherwise).
    /// Nil when the result is not finite: the underlying value then shows, so no NaN reaches a frame.
    func presented(
        at progress: Double, iteration: Int, isCumulative: Bool, over base: AnimatableValue?
    ) -> AnimatableValue? {
        var value = value(at: progress)
        if isCumulative && iteration > 0, let change = cycleChange {
            for _ in 0..<iteration { value = change.added(to: value) }
        }
        if let base { value = value.added(to: base) }
        return value.isFinite ? value : nil
    }
}

extension AnimatableValue {
    /// The identity of addition for values of `kind`.
    static func zero(of kind: AnimatableValueKind) -> AnimatableValue {
        switch kind {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(CATransform3DIdentity)
        case .color: return .color(RGBA(r: 0, g: 0, b: 0, a: 0))
        }
    }
}
