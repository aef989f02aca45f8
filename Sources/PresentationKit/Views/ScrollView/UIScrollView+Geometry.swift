import Foundation

/// One axis of a scroll view, for the rules that are the same on both.
enum ScrollAxis {
    case horizontal, vertical
}

extension UIScrollView {
    /// `contentInset` plus the safe area where the behaviour says so (Behaviour 15.11).
    func computeAdjustedContentInset() -> UIEdgeInsets {
        var insets = contentInset
        let safe = safeAreaInsets
        let size = bounds.size
        let horizontal: Bool
        let vertical: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            return insets
        case .always:
            horizontal = true
            vertical = true
        case .automatic, .scrollableAxes:
            horizontal = alwaysBounceHorizontal || contentSize.width > size.width
            vertical =
                alwaysBounceVertical || contentSize.height > size.height
                || (contentInsetAdjustmentBehavior == .automatic && isContentViewUnderBars)
        }
        if horizontal {
            insets.left += safe.left
            insets.right += safe.right
        }
        if vertical {
            insets.top += safe.top
            insets.bottom += safe.bottom
        }
        return insets
    }

    /// Whether this is the content view of a controller shown by a navigation or tab bar
    /// controller (its root view, or the first subview of its root view), which `.automatic`
    /// always insets vertically (Behaviour 16.22).
    var isContentViewUnderBars: Bool {
        let owner =
            owningViewController
            ?? superview.flatMap { root in
                root.subviews.first === self ? root.owningViewController : nil
            }
        guard let owner else { return false }
        return owner.navigationController != nil || owner.tabBarController != nil
    }

    /// Reports a change of `adjustedContentInset` since it was last reported. The content view
    /// under a navigation or tab bar controller's bars resting at its top (the offset minus the old
    /// top inset) stays at its top when the safe area moves the inset (not when `contentInset`
    /// does, `followingTop` false), as UIKit keeps a table view under a navigation bar scrolled to
    /// its first row (Behaviour 16.22).
    func updateAdjustedContentInset(followingTop: Bool = true) {
        let insets = computeAdjustedContentInset()
        let old = reportedAdjustedContentInset
        guard insets != old else { return }
        reportedAdjustedContentInset = insets
        if followingTop, insets.top != old.top, contentOffset.y == -old.top, !isDragging, !isDecelerating,
            isContentViewUnderBars
        {
            adjustingOffsetForInset = true
            applyContentOffset(CGPoint(x: contentOffset.x, y: -insets.top))
            adjustingOffsetForInset = false
        }
        adjustContentOffsetIfNecessary()
        adjustedContentInsetDidChange()
        scrollEdgesDidMove()
    }

    /// The offsets at which the content rests on `axis`: from minus the leading inset to the
    /// content's far edge plus the trailing inset, less the bounds (never below the start).
    func scrollRange(_ axis: ScrollAxis) -> ClosedRange<CGFloat> {
        let insets = adjustedContentInset
        switch axis {
        case .horizontal:
            let low = -insets.left
            return low...max(low, contentSize.width + insets.right - bounds.width)
        case .vertical:
            let low = -insets.top
            return low...max(low, contentSize.height + insets.bottom - bounds.height)
        }
    }

    /// Whether the finger moves the content on `axis`: the content and its insets exceed the
    /// bounds, or `alwaysBounce…` is on.
    func scrolls(_ axis: ScrollAxis) -> Bool {
        let insets = adjustedContentInset
        switch axis {
        case .horizontal:
            return alwaysBounceHorizontal || contentSize.width + insets.left + insets.right > bounds.width
        case .vertical:
            return alwaysBounceVertical || contentSize.height + insets.top + insets.bottom > bounds.height
        }
    }

    /// The bounds' length on `axis`: the rubber band's dimension and the page size.
    func dimension(_ axis: ScrollAxis) -> CGFloat {
        axis == .horizontal ? bounds.width : bounds.height
    }

    /// Moves the bounds origin (the didScroll call comes from the `bounds` override).
    func applyContentOffset(_ offset: CGPoint) {
        var newBounds = bounds
        newBounds.origin = offset
        bounds = newBounds
    }

    /// Calls the delegate, recording the call when the host records callbacks.
    func tellDelegate(_ name: @autoclosure () -> String, _ body: (UIScrollViewDelegate) -> Void) {
        guard let delegate else { return }
        if let clock = layer.clock {
            clock.callApp(delegate, name()) { body(delegate) }
        } else {
            body(delegate)
        }
    }

    /// The nearest offset (within the scroll range) that shows `rect` inside the bounds less the
    /// adjusted insets.
    func offsetShowing(_ rect: CGRect) -> CGPoint {
        let insets = adjustedContentInset
        func axisOffset(current: CGFloat, low: CGFloat, high: CGFloat, leading: CGFloat, visible: CGFloat)
            -> CGFloat
        {
            let start = current + leading
            var offset = current
            if high - low > visible || low < start {
                offset = low - leading
            } else if high > start + visible {
                offset = high - leading - visible
            }
            return offset
        }
        let x = axisOffset(
            current: contentOffset.x, low: rect.minX, high: rect.maxX, leading: insets.left,
            visible: bounds.width - insets.left - insets.right)
        let y = axisOffset(
            current: contentOffset.y, low: rect.minY, high: rect.maxY, leading: insets.top,
            visible: bounds.height - insets.top - insets.bottom)
        let rangeX = scrollRange(.horizontal)
        let rangeY = scrollRange(.vertical)
        return CGPoint(
            x: min(max(x, rangeX.lowerBound), rangeX.upperBound),
            y: min(max(y, rangeY.lowerBound), rangeY.upperBound))
    }
}
