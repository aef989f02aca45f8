import Foundation

/// How a keyframe animation computes values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it (`"linear"`, `"discrete"`, `"paced"`, `"cubic"`,
    /// `"cubicPaced"`); any other name interpolates linearly.
    public let rawValue: String
    /// Creates the mode named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight interpolation between neighbouring values (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds until the next key time; no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed over the whole path; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Catmull-Rom spline through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline at even speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// An animation through a sequence of values, as `CAKeyframeAnimation`.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values, in order.
    open var values: [Any]?
    /// The fraction of the duration at which each value is reached, from 0 to 1.
    /// Nil spreads the values evenly.
    open var keyTimes: [NSNumber]?
    /// The curve of each segment between two keyframes (one fewer than the values).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed.
    open var calculationMode: CAAnimationCalculationMode = .linear

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
    }

    override func makeSampler(problems: inout [String]) -> AnimationSampler? {
        guard let path = parsedKeyPath(problems: &problems) else { return nil }
        guard let rawValues = values, !rawValues.isEmpty else {
            problems.append("CAKeyframeAnimation on \"\(keyPath ?? "")\" has no values; it is ignored")
            return nil
        }
        var converted: [AnimatableValue] = []
        converted.reserveCapacity(rawValues.count)
        for raw in rawValues {
            guard let value = AnimatableValue(raw, kind: path.valueKind), value.isFinite else {
                problems.append("keyframe value \(raw) does not fit key path \"\(keyPath ?? "")\"; ignored")
                return nil
            }
            converted.append(value)
        }
        let track = KeyframeTrack(
            values: converted, keyTimes: resolvedKeyTimes(count: converted.count, problems: &problems),
            segmentCurves: timingFunctions, mode: calculationMode)
        return AnimationSampler(
            keyPath: path, isAdditive: isAdditive, timing: AnimationTiming(self),
            curve: .bezier(timingFunction), shape: .keyframes(track))
    }

    /// Key times as the track uses them: validated, or spread evenly when missing or malformed.
    private func resolvedKeyTimes(count: Int, problems: inout [String]) -> [Double] {
        let discrete = calculationMode == .discrete
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        guard let keyTimes, !paced else {
            return KeyframeTrack.evenKeyTimes(count: count, discrete: discrete)
        }
        let times = keyTimes.map(\.doubleValue)
        let expected = discrete ? [count, count + 1] : [count]
        let ascending = zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
        let inRange = times.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }
        guard expected.contains(times.count), ascending, inRange else {
            problems.append(
                "keyTimes \(times) do not match \(count) values (need \(expected.map(String.init).joined(separator: " or ")) "
                    + "ascending times in 0…1); spreading the values evenly instead")
            return KeyframeTrack.evenKeyTimes(count: count, discrete: discrete)
        }
        return times
    }
}
