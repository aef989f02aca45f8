import Foundation

extension UIScrollView {
    // MARK: Touches

    /// A finger came down on the scroll view: a deceleration or animation stops where it is (the
    /// delegate hears no end), and the scroll view is tracking.
    func touchDidBegin() {
        stopMotion()
        trackingFlag = true
    }

    /// The pan's touches are over. A touch that never dragged leaves tracking here; content it
    /// caught off-place (past an edge, between pages) settles on the spring (Behaviour 15.8).
    func touchesDidEnd() {
        guard trackingFlag else { return }
        trackingFlag = false
        draggingFlag = false
        let offset = contentOffset
        // Asked even where the content no longer scrolls: a large title collapsed until short
        // content exactly fits must still settle.
        let settle = barSettleTarget?(self, offset.y, 0)
        let target = CGPoint(
            x: restingPlace(.horizontal, offset.x, velocity: 0),
            y: settle ?? restingPlace(.vertical, offset.y, velocity: 0))
        guard target != offset, motion == nil else { return }
        let begin = layer.clock?.time ?? 0
        tellDelegate("scrollViewWillBeginDecelerating") { $0.scrollViewWillBeginDecelerating(self) }
        start(
            ScrollMotion(
                kind: .deceleration,
                horizontal: target.x != offset.x
                    ? .spring(to: Double(target.x), start: Double(offset.x), velocity: 0, at: begin) : nil,
                vertical: target.y != offset.y
                    ? .spring(to: Double(target.y), start: Double(offset.y), velocity: 0, at: begin) : nil,
                settlesBar: settle != nil))
    }

    /// Where content at rest belongs on `axis`: inside the range, and on a page when paging.
    private func restingPlace(_ axis: ScrollAxis, _ value: CGFloat, velocity: CGFloat) -> CGFloat {
        let range = scrollRange(axis)
        guard scrolls(axis) else { return value }
        if value < range.lowerBound || value > range.upperBound {
            return min(max(value, range.lowerBound), range.upperBound)
        }
        if isPagingEnabled {
            let start = axis == .horizontal ? dragStartOffset.x : dragStartOffset.y
            return pageTarget(axis, value, velocity: velocity, dragStart: trackingFlag ? start : value)
        }
        return value
    }

    // MARK: The pan

    /// The pan's action: drags, then releases.
    func panDidChange(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            beginDragging()
        case .changed:
            drag(by: recognizer.translation(in: self))
        case .ended:
            let finger = recognizer.velocity(in: self)
            release(velocity: CGPoint(x: -finger.x, y: -finger.y))
        case .cancelled:
            release(velocity: .zero)
        default:
            break
        }
    }

    private func beginDragging() {
        stopMotion()
        trackingFlag = true
        draggingFlag = true
        // The content follows the finger from here on, not from where it went down.
        pan.setTranslation(.zero, in: self)
        let offset = contentOffset
        dragStartOffset = offset
        dragBase = CGPoint(x: unbanded(.horizontal, offset.x), y: unbanded(.vertical, offset.y))
        tellDelegate("scrollViewWillBeginDragging") { $0.scrollViewWillBeginDragging(self) }
    }

    /// The finger moved `translation` since the drag began: 1:1 inside the range, rubber-banded
    /// past it (Behaviour 15.6), on the axes that scroll.
    private func drag(by translation: CGPoint) {
        guard draggingFlag else { return }
        var offset = contentOffset
        if scrolls(.horizontal) { offset.x = banded(.horizontal, dragBase.x - translation.x) }
        if scrolls(.vertical) { offset.y = banded(.vertical, dragBase.y - translation.y) }
        applyContentOffset(offset)
    }

    /// The shown offset for a finger-space offset `raw`: rubber-banded past the range's edges
    /// when bouncing, else held at them.
    func banded(_ axis: ScrollAxis, _ raw: CGFloat) -> CGFloat {
        let range = scrollRange(axis)
        let size = dimension(axis)
        if raw < range.lowerBound {
            guard bounces else { return range.lowerBound }
            return range.lowerBound - ScrollPhysics.rubberBand(range.lowerBound - raw, dimension: size)
        }
        if raw > range.upperBound {
            guard bounces else { return range.upperBound }
            return range.upperBound + ScrollPhysics.rubberBand(raw - range.upperBound, dimension: size)
        }
        return raw
    }

    /// The finger-space offset that shows as `shown`: the inverse of `banded`.
    private func unbanded(_ axis: ScrollAxis, _ shown: CGFloat) -> CGFloat {
        let range = scrollRange(axis)
        let size = dimension(axis)
        if shown < range.lowerBound {
            return range.lowerBound - ScrollPhysics.unbanded(range.lowerBound - shown, dimension: size)
        }
        if shown > range.upperBound {
            return range.upperBound + ScrollPhysics.unbanded(shown - range.upperBound, dimension: size)
        }
        return shown
    }

    // MARK: Release

    /// The finger lifted with the content moving at `velocity` (pt/s, content space): offers the
    /// delegate the resting offset, then decelerates, springs or stops (Behaviour 15.7–15.10, 15.12).
    private func release(velocity fingerVelocity: CGPoint) {
        guard draggingFlag else { return }
        let offset = contentOffset
        let velocity = CGPoint(
            x: scrolls(.horizontal) && fingerVelocity.x.isFinite ? fingerVelocity.x : 0,
            y: scrolls(.vertical) && fingerVelocity.y.isFinite ? fingerVelocity.y : 0)
        var offered = CGPoint(
            x: offeredTarget(.horizontal, offset.x, velocity: velocity.x),
            y: offeredTarget(.vertical, offset.y, velocity: velocity.y))
        // A navigation bar's large title left part way settles at an end (Behaviour 16.27): that
        // offset is offered instead, and kept even above the current range.
        let settle = barSettleTarget?(self, offset.y, velocity.y)
        if let settle { offered.y = settle }
        var target = offered
        withUnsafeMutablePointer(to: &target) { pointer in
            tellDelegate("scrollViewWillEndDragging(withVelocity:targetContentOffset:)") {
                $0.scrollViewWillEndDragging(
                    self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                    targetContentOffset: pointer)
            }
        }
        if !(target.x.isFinite && target.y.isFinite) {
            layer.reportMisuse(
                "scrollViewWillEndDragging set targetContentOffset to \(target), which is not finite; the scroll "
                    + "view rests at \(offered)")
            target = offered
        }
        let rangeX = scrollRange(.horizontal)
        let rangeY = scrollRange(.vertical)
        target.x = min(max(target.x, rangeX.lowerBound), rangeX.upperBound)
        let settles = settle != nil && target.y == settle
        if !settles { target.y = min(max(target.y, rangeY.lowerBound), rangeY.upperBound) }
        let begin = layer.clock?.time ?? 0
        let horizontal = axisMotion(
            .horizontal, offset.x, velocity: velocity.x, target: target.x, offered: offered.x, at: begin)
        let vertical = axisMotion(
            .vertical, offset.y, velocity: velocity.y, target: target.y, offered: offered.y, settles: settles,
            at: begin)
        trackingFlag = false
        draggingFlag = false
        let decelerates = horizontal != nil || vertical != nil
        tellDelegate("scrollViewDidEndDragging(willDecelerate: \(decelerates))") {
            $0.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        }
        guard decelerates else { return }
        tellDelegate("scrollViewWillBeginDecelerating") { $0.scrollViewWillBeginDecelerating(self) }
        start(
            ScrollMotion(
                kind: .deceleration, horizontal: horizontal, vertical: vertical,
                settlesBar: settles && vertical != nil))
    }

    /// The resting offset offered to the delegate on `axis`: the nearest edge when released past
    /// one; the page (Behaviour 15.10) when paging; else the deceleration's end, clamped to the range.
    private func offeredTarget(_ axis: ScrollAxis, _ value: CGFloat, velocity: CGFloat) -> CGFloat {
        guard scrolls(axis) else { return value }
        let range = scrollRange(axis)
        if value < range.lowerBound || value > range.upperBound || isPagingEnabled {
            return restingPlace(axis, value, velocity: velocity)
        }
        let end = ScrollPhysics.projectedEnd(
            start: Double(value), velocity: Double(velocity), rate: decelerationRate.rawValue)
        return min(max(CGFloat(end), range.lowerBound), range.upperBound)
    }

    /// The page to rest on (Behaviour 15.10): the multiple of the bounds size nearest the deceleration's
    /// end, at most one page from the page the drag began on, within the range.
    func pageTarget(_ axis: ScrollAxis, _ value: CGFloat, velocity: CGFloat, dragStart: CGFloat) -> CGFloat {
        let range = scrollRange(axis)
        let page = dimension(axis)
        guard page > 0 else { return min(max(value, range.lowerBound), range.upperBound) }
        let end = ScrollPhysics.projectedEnd(
            start: Double(value), velocity: Double(velocity), rate: decelerationRate.rawValue)
        let startPage = (dragStart / page).rounded()
        let wanted = min(max((CGFloat(end) / page).rounded(), startPage - 1), startPage + 1)
        return min(max(wanted * page, range.lowerBound), range.upperBound)
    }

    /// How `axis` moves after the release: the spring to the target when released past an edge,
    /// when paging, when the delegate moved the target, or when it settles a large title
    /// (Behaviour 15.8–15.10, 16.27); else the deceleration (Behaviour 15.7). Nil when it stays.
    private func axisMotion(
        _ axis: ScrollAxis, _ value: CGFloat, velocity: CGFloat, target: CGFloat, offered: CGFloat,
        settles: Bool = false, at begin: Double
    ) -> ScrollAxisMotion? {
        guard scrolls(axis) || settles else { return nil }
        let range = scrollRange(axis)
        let rate = decelerationRate.rawValue
        let outside = value < range.lowerBound || value > range.upperBound
        if outside || isPagingEnabled || target != offered || settles {
            if target == value && abs(Double(velocity)) <= ScrollPhysics.stopSpeed(rate: rate) { return nil }
            return .spring(to: Double(target), start: Double(value), velocity: Double(velocity), at: begin)
        }
        return .deceleration(
            start: Double(value), velocity: Double(velocity), rate: rate,
            range: Double(range.lowerBound)...Double(range.upperBound), bounces: bounces, at: begin)
    }
}
