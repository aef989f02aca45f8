import Foundation

/// The values an animation runs through when they do not depend on the layer underneath it.
///
/// An additive animation resolves its ends against zero, and a basic animation given both ends (or
/// one end and `byValue`), or a keyframe animation, never reads the underlying value: its own value
/// is a function of progress alone. This resolves such ends once, when the animation is added:
/// numbers, points, sizes and rectangles as up to four lanes blended in one step, transform ends
/// decomposed ahead (``TransformBlend``), with the last transform kept, so that reading a layer's
/// presentation more than once in a frame (the renderer, hit-testing, `presentation()`) blends it
/// once. Animations whose resolved ends are equal (a block that changes many views the same way:
/// every view's alpha, or the same turn) share one course, and so one blend per frame.
///
/// Whole properties only: a component key path (`position.x`, `transform.rotation.z`) reads the
/// underlying value, and takes the general path.
@MainActor
final class FixedCourse {
    /// How the values are held.
    enum Form {
        /// Numbers, points, sizes or rectangles, in `fromLanes`/`toLanes`.
        case lanes
        case transform
        /// Colours, or values of mixed kinds: blended as ``AnimatableValue``s.
        case values
        case keyframes
    }

    let form: Form
    /// The kind of the values (the animated property's).
    let kind: AnimatableValueKind
    /// The ends as lanes (x, y, width, height; a number in lane 0) for `.lanes`.
    private let fromLanes: SIMD4<Double>
    private let toLanes: SIMD4<Double>
    private let blend: TransformBlend?
    private let ends: (from: AnimatableValue, to: AnimatableValue)?
    private let track: KeyframeTrack?
    /// The change over one whole cycle (what `isCumulative` adds once per completed repeat).
    let cycleChange: AnimatableValue?
    private var lastTransformProgress = Double.nan
    private var lastTransform = CATransform3DIdentity
    /// Whether the transform last returned by ``transform(at:)`` is exactly planar
    /// (``CATransform3D/isExactlyPlanar``), worked out once per blend rather than per layer.
    private(set) var lastTransformIsPlanar = true

    /// Prepares `shape` on a whole property of `kind`; nil when its values depend on the
    /// underlying value.
    private init?(shape: AnimationSampler.Shape, isAdditive: Bool, kind: AnimatableValueKind) {
        self.kind = kind
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
            track = nil
            cycleChange = resolved.to.difference(from: resolved.from)
            if let from = resolved.from.lanes, let to = resolved.to.lanes,
                resolved.from.kind == resolved.to.kind
            {
                form = .lanes
                (fromLanes, toLanes, blend, ends) = (from, to, nil, nil)
            } else if case .transform(let from) = resolved.from, case .transform(let to) = resolved.to {
                form = .transform
                (fromLanes, toLanes, blend, ends) = (.zero, .zero, TransformBlend(from: from, to: to), nil)
            } else {
                form = .values
                (fromLanes, toLanes, blend, ends) = (.zero, .zero, nil, resolved)
            }
        case .keyframes(let track):
            form = .keyframes
            (fromLanes, toLanes, blend, ends) = (.zero, .zero, nil, nil)
            self.track = track
            cycleChange = track.values.last.flatMap { $0.difference(from: track.values[0]) }
        }
    }

    /// A course for `shape` on a whole property of `kind`, shared with the recent course of equal
    /// ends; nil when the values depend on the underlying value.
    static func make(shape: AnimationSampler.Shape, isAdditive: Bool, kind: AnimatableValueKind)
        -> FixedCourse?
    {
        guard let made = FixedCourse(shape: shape, isAdditive: isAdditive, kind: kind) else { return nil }
        guard made.form != .keyframes else { return made }
        if let index = recent.firstIndex(where: { $0.hasSameEnds(as: made) }) {
            return recent[index]
        }
        if recent.count == recentLimit { recent.removeFirst() }
        recent.append(made)
        return made
    }

    /// Courses handed out lately, one per property a block typically changes (bounds, position,
    /// opacity, transform), so the views of one block share theirs.
    private static var recent: [FixedCourse] = []
    private static let recentLimit = 6

    private func hasSameEnds(as other: FixedCourse) -> Bool {
        guard form == other.form, kind == other.kind else { return false }
        switch form {
        case .lanes: return fromLanes == other.fromLanes && toLanes == other.toLanes
        case .transform: return blend?.from == other.blend?.from && blend?.to == other.blend?.to
        case .values: return ends?.from == other.ends?.from && ends?.to == other.ends?.to
        case .keyframes: return false
        }
    }

    /// The ends as lanes, for `.lanes`.
    var laneEnds: (from: SIMD4<Double>, to: SIMD4<Double>)? {
        form == .lanes ? (fromLanes, toLanes) : nil
    }

    /// The lanes at `progress` (for `.lanes`): each `from + (to − from) × progress`, the arithmetic
    /// of ``AnimatableValue/interpolated(to:progress:)``.
    @inline(__always)
    func lanes(at progress: Double) -> SIMD4<Double> {
        fromLanes + (toLanes - fromLanes) * progress
    }

    /// The transform at `progress` (for `.transform`), blended once per progress.
    @inline(__always)
    func transform(at progress: Double) -> CATransform3D {
        if progress == lastTransformProgress { return lastTransform }
        return blendTransform(at: progress)
    }

    @inline(never)
    private func blendTransform(at progress: Double) -> CATransform3D {
        let value = blend!.value(at: progress)
        lastTransformProgress = progress
        lastTransform = value
        lastTransformIsPlanar = value.isExactlyPlanar
        return value
    }

    /// The animation's own value at `progress` through a cycle (after the curve), before it is
    /// added to the underlying value (additive) or repeats are accumulated (cumulative).
    func value(at progress: Double) -> AnimatableValue {
        switch form {
        case .lanes: return AnimatableValue(lanes: lanes(at: progress), kind: kind)
        case .transform: return .transform(transform(at: progress))
        case .values: return ends!.from.interpolated(to: ends!.to, progress: progress)
        case .keyframes: return track!.value(at: progress)
        }
    }

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
        // Paths and lists do not add: an additive animation of them shows its own values.
        case .path: return .path(nil)
        case .colors: return .colors(nil)
        case .numbers: return .numbers(nil)
        }
    }

    /// The value's kind.
    var kind: AnimatableValueKind {
        switch self {
        case .scalar: return .scalar
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .transform: return .transform
        case .color: return .color
        case .path: return .path
        case .colors: return .colors
        case .numbers: return .numbers
        }
    }

    /// A number, point, size or rectangle as four lanes (x, y, width, height; a number in lane 0);
    /// nil for transforms and colours.
    var lanes: SIMD4<Double>? {
        switch self {
        case .scalar(let v): return SIMD4(v, 0, 0, 0)
        case .point(let p): return SIMD4(Double(p.x), Double(p.y), 0, 0)
        case .size(let s): return SIMD4(0, 0, Double(s.width), Double(s.height))
        case .rect(let r):
            // `size`, not `width`/`height`: those are standardized (never negative).
            return SIMD4(Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height))
        case .transform, .color, .path, .colors, .numbers: return nil
        }
    }

    /// The value of `kind` that four lanes hold (the inverse of ``lanes``).
    init(lanes l: SIMD4<Double>, kind: AnimatableValueKind) {
        switch kind {
        case .point: self = .point(CGPoint(x: l[0], y: l[1]))
        case .size: self = .size(CGSize(width: l[2], height: l[3]))
        case .rect: self = .rect(CGRect(x: l[0], y: l[1], width: l[2], height: l[3]))
        default: self = .scalar(l[0])
        }
    }
}
