import Foundation

/// A scroll view's running deceleration or offset animation: one closed-form motion per axis,
/// stepped on every step of the host's clock (each frame, and the exact end of `advance(by:)`)
/// by a one-shot timer it re-arms, which also keeps `runUntilIdle()` busy until it ends.
@MainActor
final class ScrollMotion {
    enum Kind {
        /// After a release (or a touch that lifted off-place): ends with `scrollViewDidEndDecelerating`.
        case deceleration
        /// From `setContentOffset(_:animated: true)`: ends with `scrollViewDidEndScrollingAnimation`.
        case animation
    }

    let kind: Kind
    let horizontal: ScrollAxisMotion?
    let vertical: ScrollAxisMotion?
    /// An offset animation whose target lay in the scroll range when it began (a table's
    /// `scrollToRow`, say): a range change under it keeps its end in range. One the app aimed
    /// outside keeps its target (Behaviour 15.31).
    let targetsRange: Bool
    /// A settle that takes a navigation bar's large title to one of its ends (Behaviour 16.27): its
    /// target may lie above the range, which grows as the title expands under it, so a range change
    /// does not redirect it.
    let settlesBar: Bool
    /// The pending timer on the clock that steps the motion.
    var timer: Int?

    init(
        kind: Kind, horizontal: ScrollAxisMotion?, vertical: ScrollAxisMotion?, targetsRange: Bool = false,
        settlesBar: Bool = false
    ) {
        self.kind = kind
        self.horizontal = horizontal
        self.vertical = vertical
        self.targetsRange = targetsRange
        self.settlesBar = settlesBar
    }

    /// The offset at `time` (axes without motion keep `current`), and whether every axis is done.
    func sample(at time: Double, current: CGPoint) -> (offset: CGPoint, isDone: Bool) {
        var offset = current
        var done = true
        if let horizontal {
            let sample = horizontal.sample(at: time)
            offset.x = CGFloat(sample.value)
            done = done && sample.isDone
        }
        if let vertical {
            let sample = vertical.sample(at: time)
            offset.y = CGFloat(sample.value)
            done = done && sample.isDone
        }
        return (offset, done)
    }

    /// Where the motion comes to rest.
    func rest(from current: CGPoint) -> CGPoint {
        CGPoint(
            x: horizontal.map { CGFloat($0.rest) } ?? current.x,
            y: vertical.map { CGFloat($0.rest) } ?? current.y)
    }
}

extension UIScrollView {
    /// Starts `motion` on the host's clock; without a host it jumps to its rest and ends at once.
    func start(_ motion: ScrollMotion) {
        stopMotion()
        if motion.kind == .deceleration { deceleratingFlag = true }
        guard let clock = layer.clock else {
            applyContentOffset(motion.rest(from: contentOffset))
            finish(motion)
            return
        }
        self.motion = motion
        motion.timer = clock.after(0) { [weak self] in self?.step(motion) }
    }

    /// One clock step: the offset the laws give now; the end once every axis is done.
    private func step(_ motion: ScrollMotion) {
        guard self.motion === motion else { return }
        motion.timer = nil
        guard let clock = layer.clock else {
            // Left its window: it stops where it is, as a touch would stop it, but a stretched
            // rubber band lets go at once: it rests inside its range (Behaviour 15.8).
            stopMotion()
            let rest = nearestOffsetInRange(to: contentOffset)
            if rest != contentOffset { applyContentOffset(rest) }
            return
        }
        let sample = motion.sample(at: clock.time, current: contentOffset)
        applyContentOffset(sample.offset)
        // The delegate may have stopped or replaced the motion from `scrollViewDidScroll`.
        guard self.motion === motion else { return }
        if sample.isDone {
            self.motion = nil
            finish(motion)
        } else {
            motion.timer = clock.after(0) { [weak self] in self?.step(motion) }
        }
    }

    private func finish(_ motion: ScrollMotion) {
        switch motion.kind {
        case .deceleration:
            deceleratingFlag = false
            // A large title's settle was not redirected by range changes on its way: should the
            // range have changed under it otherwise (a resize), the content comes back into it.
            if motion.settlesBar { adjustContentOffsetIfNecessary() }
            tellDelegate("scrollViewDidEndDecelerating") { $0.scrollViewDidEndDecelerating(self) }
        case .animation:
            tellDelegate("scrollViewDidEndScrollingAnimation") { $0.scrollViewDidEndScrollingAnimation(self) }
        }
    }

    /// Stops a running motion where it is, without telling the delegate (a touch, or a new offset).
    func stopMotion() {
        guard let motion else { return }
        if let timer = motion.timer { layer.clock?.cancelTimer(timer) }
        self.motion = nil
        deceleratingFlag = false
    }

    /// `setContentOffset(_:animated: true)`: eases to `target` over 0.3 s (Behaviour 15.9).
    func animateContentOffset(to target: CGPoint) {
        let current = contentOffset
        guard target != current else { return }
        let begin = layer.clock?.time ?? 0
        start(
            ScrollMotion(
                kind: .animation,
                horizontal: target.x != current.x
                    ? .ease(from: Double(current.x), to: Double(target.x), at: begin) : nil,
                vertical: target.y != current.y
                    ? .ease(from: Double(current.y), to: Double(target.y), at: begin) : nil,
                targetsRange: nearestOffsetInRange(to: target) == target))
    }

    /// The offset in the scroll range nearest to `offset`.
    func nearestOffsetInRange(to offset: CGPoint) -> CGPoint {
        let x = scrollRange(.horizontal)
        let y = scrollRange(.vertical)
        return CGPoint(
            x: min(max(offset.x, x.lowerBound), x.upperBound),
            y: min(max(offset.y, y.lowerBound), y.upperBound))
    }
}

extension UIScrollView {
    /// The scroll range changed (the bounds' size, or the adjusted insets): content left outside
    /// it is brought back, as UIKit's scroll view adjusts its offset when its frame or insets
    /// change (Behaviour 15.31). At rest it moves to the nearest offset in range at once; a
    /// deceleration whose path now leaves the range goes on from where it is, at the speed it
    /// has, against the new edges; a finger on the content (the release settles it, Behaviour
    /// 15.8) is left alone; an offset animation aimed inside the old range eases from where it is
    /// to the nearest offset in the new one, and one aimed outside (the app's choice) keeps its target.
    func adjustContentOffsetIfNecessary() {
        guard !trackingFlag, !draggingFlag else { return }
        let offset = contentOffset
        if let motion {
            guard let clock = layer.clock else { return }
            switch motion.kind {
            case .deceleration:
                guard !motion.settlesBar else { return }
                redirect(motion, at: clock.time, ranges: (scrollRange(.horizontal), scrollRange(.vertical)))
            case .animation:
                let target = motion.rest(from: offset)
                let inRange = nearestOffsetInRange(to: target)
                guard motion.targetsRange, inRange != target else { return }
                if inRange == offset {
                    stopMotion()
                    finish(motion)
                } else {
                    animateContentOffset(to: inRange)
                }
            }
            return
        }
        let rest = nearestOffsetInRange(to: offset)
        if rest != offset { applyContentOffset(rest) }
    }

    /// Replaces a deceleration planned against old edges by one planned from the current offset
    /// and speed against `ranges`, on the axes whose offset or resting place the new range excludes.
    private func redirect(
        _ motion: ScrollMotion, at time: Double, ranges: (ClosedRange<CGFloat>, ClosedRange<CGFloat>)
    ) {
        let offset = contentOffset
        func replanned(_ axis: ScrollAxisMotion?, value: CGFloat, range: ClosedRange<CGFloat>)
            -> (motion: ScrollAxisMotion?, changed: Bool)
        {
            let rest = axis.map { CGFloat($0.rest) } ?? value
            guard !range.contains(value) || !range.contains(rest) else { return (axis, false) }
            let velocity = axis?.velocity(at: time) ?? 0
            if range.contains(value) {
                let low = Double(range.lowerBound)
                let high = Double(range.upperBound)
                return (
                    .deceleration(
                        start: Double(value), velocity: velocity, rate: decelerationRate.rawValue,
                        range: low...high, bounces: bounces, at: time), true
                )
            }
            let target = Double(min(max(value, range.lowerBound), range.upperBound))
            return (.spring(to: target, start: Double(value), velocity: velocity, at: time), true)
        }
        let horizontal = replanned(motion.horizontal, value: offset.x, range: ranges.0)
        let vertical = replanned(motion.vertical, value: offset.y, range: ranges.1)
        guard horizontal.changed || vertical.changed else { return }
        guard horizontal.motion != nil || vertical.motion != nil else {
            // Nothing left to move (too slow to decelerate, inside the range): it ends here.
            stopMotion()
            finish(motion)
            return
        }
        start(ScrollMotion(kind: .deceleration, horizontal: horizontal.motion, vertical: vertical.motion))
    }
}
