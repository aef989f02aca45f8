import Foundation

/// The prepared values and times of a keyframe animation.
struct KeyframeTrack {
    let values: [AnimatableValue]
    /// One per value (or one more, in discrete mode): the fraction at which each value is reached.
    let keyTimes: [Double]
    let segmentCurves: [CAMediaTimingFunction]?
    let mode: CAAnimationCalculationMode

    init(
        values: [AnimatableValue], keyTimes: [Double], segmentCurves: [CAMediaTimingFunction]?,
        mode: CAAnimationCalculationMode
    ) {
        self.values = values
        self.segmentCurves = segmentCurves
        self.mode = mode
        if mode == .paced || mode == .cubicPaced {
            self.keyTimes = KeyframeTrack.pacedKeyTimes(values)
        } else {
            self.keyTimes = keyTimes
        }
    }

    static func evenKeyTimes(count: Int, discrete: Bool) -> [Double] {
        let intervals = discrete ? count : count - 1
        guard intervals > 0 else { return [0] }
        return (0...intervals).map { Double($0) / Double(intervals) }
    }

    /// Key times proportional to the distance travelled, so that speed is constant.
    private static func pacedKeyTimes(_ values: [AnimatableValue]) -> [Double] {
        guard values.count > 1 else { return [0] }
        var cumulative = [0.0]
        for (a, b) in zip(values, values.dropFirst()) {
            cumulative.append(cumulative.last! + a.distance(to: b))
        }
        let total = cumulative.last!
        guard total > 0 else { return evenKeyTimes(count: values.count, discrete: false) }
        return cumulative.map { $0 / total }
    }

    /// The value at `fraction` (0…1) of the animation.
    func value(at fraction: Double) -> AnimatableValue {
        if values.count == 1 { return values[0] }
        if mode == .discrete {
            // Value i holds from keyTimes[i] until the next key time.
            var index = 0
            for (i, time) in keyTimes.enumerated() where i < values.count && fraction >= time {
                index = i
            }
            return values[index]
        }
        guard fraction > keyTimes[0] else { return values[0] }
        let last = values.count - 1
        guard fraction < keyTimes[last] else { return values[last] }
        var segment = 0
        while segment < last - 1 && fraction >= keyTimes[segment + 1] { segment += 1 }
        let start = keyTimes[segment]
        let span = keyTimes[segment + 1] - start
        var local = span > 0 ? (fraction - start) / span : 1
        if let curves = segmentCurves, segment < curves.count {
            local = curves[segment].progress(at: local)
        }
        if mode == .cubic || mode == .cubicPaced {
            return catmullRom(segment: segment, t: local)
        }
        return values[segment].interpolated(to: values[segment + 1], progress: local)
    }

    /// A Catmull-Rom spline through the values, with the end tangents mirrored.
    private func catmullRom(segment: Int, t: Double) -> AnimatableValue {
        let p1 = values[segment]
        let p2 = values[segment + 1]
        guard case .scalar = p1 else {
            // Non-scalar cubic paths are rare; linear keeps them well-defined.
            return p1.interpolated(to: p2, progress: t)
        }
        func scalar(_ v: AnimatableValue) -> Double {
            if case .scalar(let x) = v { return x } else { return 0 }
        }
        let b = scalar(p1)
        let c = scalar(p2)
        let a = segment > 0 ? scalar(values[segment - 1]) : 2 * b - c
        let d = segment + 2 < values.count ? scalar(values[segment + 2]) : 2 * c - b
        let t2 = t * t
        let t3 = t2 * t
        let result =
            0.5 * ((2 * b) + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3)
        return .scalar(result)
    }
}
