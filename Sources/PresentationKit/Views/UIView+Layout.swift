import Foundation

extension UIView {
    /// Marks the view as needing `layoutSubviews` on the next layout pass.
    func performSetNeedsLayout() {
        needsLayout = true
        setSubtreeNeedsLayout()
    }

    /// Marks this view and its ancestors as having layout due somewhere below (a view, or a
    /// layer that backs no view).
    func setSubtreeNeedsLayout() {
        var view: UIView? = self
        while let current = view, !current.subtreeNeedsLayout || current === self {
            current.subtreeNeedsLayout = true
            view = current.superview
        }
    }

    /// Lays out the view and its subtree now, where layout is pending.
    func performLayoutIfNeeded() {
        prepareConstraintBasedLayout()
        guard subtreeNeedsLayout || needsLayout else { return }
        subtreeNeedsLayout = false
        if needsLayout {
            needsLayout = false
            performLayout()
        }
        layer.layOutPendingSublayers()
        for subview in subviews where subview.subtreeNeedsLayout || subview.needsLayout {
            subview.layoutIfNeeded()
        }
        // Once the subtree is laid out (the app has placed its views, presentation controllers
        // their presented views), followers take their sibling's frame, then lay out themselves.
        guard hostsFrameFollowers else { return }
        for follower in subviews {
            guard let rule = follower.frameRule, let frame = rule(self), follower.frame != frame else {
                continue
            }
            follower.frame = frame
            follower.layoutIfNeeded()
        }
    }

    /// The frame the view would have without its transform: its bounds' size around its center.
    var untransformedFrame: CGRect {
        CGRect(
            x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
            height: bounds.height)
    }

    /// One layout of this view, as Core Animation runs it: the layer's `layoutSublayers()`, which
    /// asks its delegate (this view) for `layoutSublayers(of:)`, whose default is
    /// `layoutSubviewsWithHooks()`.
    func performLayout() {
        layer.layoutSublayers()
    }

    /// `layoutSubviews`, wrapped in the controller's `viewWillLayoutSubviews` /
    /// `viewDidLayoutSubviews` when this is a controller's root view.
    func layoutSubviewsWithHooks() {
        reportSafeAreaChangeIfNeeded()
        if let owningViewController {
            owningViewController.layOutRootView(self) { layoutSubviews() }
        } else {
            layoutSubviews()
        }
    }

    /// A view's bounds changed: mark layout and resize autoresizing subviews, as UIKit does in the setter.
    func boundsDidChange(from old: CGRect) {
        let new = layer.state.bounds
        frameDidChangeForEngine()
        guard new.size != old.size else { return }
        setNeedsLayout()
        // A scroll view brings its offset back into its new range (Behaviour 15.31); a cast, not
        // an override, so that UIView's class layout stays as subclasses were compiled against.
        (self as? UIScrollView)?.boundsSizeDidChange()
        guard autoresizesSubviews else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.autoresize(fromSuperviewSize: old.size, to: new.size)
        }
    }

    /// Applies the autoresizing mask: along each axis the size change is shared among the flexible
    /// parts (left margin, width, right margin) in proportion to their current lengths, or equally when
    /// they are all zero.
    func autoresize(fromSuperviewSize old: CGSize, to new: CGSize) {
        let mask = autoresizingMask
        // The untransformed frame: autoresizing moves the centre and sizes the bounds.
        let size = layer.state.bounds.size
        let anchor = layer.state.anchorPoint
        let position = layer.state.position
        let originX = position.x - anchor.x * size.width
        let originY = position.y - anchor.y * size.height
        let horizontal = Self.distribute(
            delta: new.width - old.width,
            parts: (originX, size.width, old.width - originX - size.width),
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                mask.contains(.flexibleRightMargin)
            ))
        let vertical = Self.distribute(
            delta: new.height - old.height,
            parts: (originY, size.height, old.height - originY - size.height),
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                mask.contains(.flexibleBottomMargin)
            ))
        let newSize = CGSize(width: max(horizontal.size, 0), height: max(vertical.size, 0))
        if newSize != size {
            var bounds = self.bounds
            bounds.size = newSize
            self.bounds = bounds
        }
        center = CGPoint(
            x: horizontal.leading + anchor.x * newSize.width, y: vertical.leading + anchor.y * newSize.height)
    }

    private static func distribute(
        delta: CGFloat, parts: (CGFloat, CGFloat, CGFloat), flexible: (Bool, Bool, Bool)
    ) -> (leading: CGFloat, size: CGFloat) {
        let flags = [flexible.0, flexible.1, flexible.2]
        let values = [parts.0, parts.1, parts.2]
        let count = flags.filter { $0 }.count
        guard count > 0, delta != 0 else { return (parts.0, parts.1) }
        let total = zip(flags, values).reduce(CGFloat(0)) { $0 + ($1.0 ? max($1.1, 0) : 0) }
        func share(_ index: Int) -> CGFloat {
            guard flags[index] else { return 0 }
            return total > 0 ? delta * max(values[index], 0) / total : delta / CGFloat(count)
        }
        return (parts.0 + share(0), parts.1 + share(1))
    }

    /// A value meaning "no intrinsic size in this dimension".
    public static let noIntrinsicMetric: CGFloat = -1

    /// How a view's frame follows its superview's bounds, as `UIView.AutoresizingMask`.
    ///
    /// Along each axis a change in the superview's size is shared among the flexible parts in
    /// proportion to their current lengths, or equally when they are all zero.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The gap to the superview's left edge takes a share of a change in the superview's width.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The view's width takes a share of a change in the superview's width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The gap to the superview's right edge takes a share of a change in the superview's width.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The gap to the superview's top edge takes a share of a change in the superview's height.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The view's height takes a share of a change in the superview's height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The gap to the superview's bottom edge takes a share of a change in the superview's
        /// height.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
