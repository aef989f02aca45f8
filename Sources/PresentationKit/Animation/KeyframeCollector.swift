import Foundation

/// Gathers the property changes of an `animateKeyframes` block, keyframe by keyframe, and turns each
/// animated property into one `CAKeyframeAnimation` spanning the block's duration.
@MainActor
final class KeyframeCollector {
    private struct Segment {
        let start: Double
        let duration: Double
        let value: AnimatableValue
    }

    private struct Track {
        let view: UIView
        let property: LayerProperty
        let initial: AnimatableValue
        var segments: [Segment]
    }

    private var tracks: [Track] = []
    let calculationMode: CAAnimationCalculationMode
    /// The keyframe whose block is running: relative start and duration within the whole block.
    private var currentSegment: (start: Double, duration: Double)?

    init(calculationMode: CAAnimationCalculationMode) {
        self.calculationMode = calculationMode
    }

    /// Runs a keyframe's block, attributing its changes to the given slice of the duration.
    func addKeyframe(start: Double, duration: Double, _ animations: () -> Void) {
        let clampedStart = start.isFinite ? min(max(start, 0), 1) : 0
        let clampedDuration = duration.isFinite ? min(max(duration, 0), 1 - clampedStart) : 0
        if clampedStart != start || clampedDuration != duration {
            Diagnostics.report(
                .invalidInput,
                "addKeyframe(withRelativeStartTime: \(start), relativeDuration: \(duration)) must lie within "
                    + "0…1; using \(clampedStart) and \(clampedDuration)",
                clock: FrameClock.executing)
        }
        let previous = currentSegment
        currentSegment = (clampedStart, clampedDuration)
        animations()
        currentSegment = previous
    }

    func record(_ view: UIView, _ property: LayerProperty, from old: AnimatableValue, to new: AnimatableValue)
    {
        // Changes outside any keyframe span the whole duration.
        let slice = currentSegment ?? (0, 1)
        let segment = Segment(start: slice.start, duration: slice.duration, value: new)
        if let index = tracks.firstIndex(where: { $0.view === view && $0.property == property }) {
            tracks[index].segments.append(segment)
        } else {
            tracks.append(Track(view: view, property: property, initial: old, segments: [segment]))
        }
    }

    /// Adds one keyframe animation per animated property, its values absolute: each keyframe holds
    /// the value reached by the previous one until it starts, then moves to its own.
    func commit(in transaction: ViewAnimationTransaction) {
        for track in tracks {
            var times: [Double] = [0]
            var values: [AnimatableValue] = [track.initial]
            var last = track.initial
            for segment in track.segments.sorted(by: { $0.start < $1.start }) {
                if segment.start > times.last! {
                    times.append(segment.start)
                    values.append(last)
                }
                times.append(max(segment.start + segment.duration, times.last!))
                values.append(segment.value)
                last = segment.value
            }
            if times.last! < 1 {
                times.append(1)
                values.append(last)
            }
            let animation = CAKeyframeAnimation(keyPath: track.property.rawValue)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = calculationMode
            transaction.configure(animation)
            transaction.install(animation, on: track.view, for: track.property, from: track.initial, to: last)
        }
    }
}
