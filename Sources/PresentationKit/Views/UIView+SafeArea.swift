import Foundation

extension UIView {
    /// The part of the view that the window's safe-area insets (status bar, notch, home indicator)
    /// and the owning controllers' `additionalSafeAreaInsets` cover: what the view overlaps of its
    /// superview's unsafe margins, plus its controller's additional insets for a root view.
    func computeSafeAreaInsets() -> UIEdgeInsets {
        var insets: UIEdgeInsets
        if let window = self as? UIWindow {
            insets = window.windowSafeAreaInsets
        } else if superview != nil, !layer.state.transform.movesOnly {
            // UIKit does not propagate safe-area insets to a view with a scale or rotation
            // transform (a flip half way, a card stack's scaled-back presenter): the view keeps the
            // insets it last had, and its subtree follows from them (Behaviour 15.32). Measured
            // through the transform, a view turned edge-on would be wholly unsafe, and a list in it
            // would follow that inset to its own height and stay there.
            return reportedSafeAreaInsets
        } else if let superview {
            let parent = superview.safeAreaInsets
            if parent == .zero {
                insets = .zero
            } else {
                // Insets larger than the superview leave an empty safe rectangle, not a flipped one.
                let outer = superview.bounds
                let top = outer.minY + parent.top
                let left = outer.minX + parent.left
                let safeInParent = CGRect(
                    x: left, y: top, width: max(outer.maxX - parent.right - left, 0),
                    height: max(outer.maxY - parent.bottom - top, 0))
                let safe = convert(safeInParent, from: superview)
                let own = bounds
                insets = UIEdgeInsets(
                    top: min(max(safe.minY - own.minY, 0), own.height),
                    left: min(max(safe.minX - own.minX, 0), own.width),
                    bottom: min(max(own.maxY - safe.maxY, 0), own.height),
                    right: min(max(own.maxX - safe.maxX, 0), own.width))
            }
        } else {
            insets = .zero
        }
        if let owner = owningViewController, let container = owner.parent {
            insets = insetsUnderBars(of: container, for: owner, adding: insets)
        }
        if let additional = owningViewController?.rootViewAdditionalSafeAreaInsets, additional != .zero {
            insets = UIEdgeInsets(
                top: insets.top + additional.top, left: insets.left + additional.left,
                bottom: insets.bottom + additional.bottom, right: insets.right + additional.right)
        }
        return insets
    }

    /// Before the view lays out: tells it (and its controller, for a root view) when its safe area
    /// changed since it last heard, as UIKit does before `layoutSubviews`.
    func reportSafeAreaChangeIfNeeded() {
        let insets = safeAreaInsets
        guard insets != reportedSafeAreaInsets else { return }
        reportedSafeAreaInsets = insets
        guideInsetsMayHaveChanged()
        safeAreaInsetsDidChange()
        owningViewController?.rootViewSafeAreaInsetsDidChange()
    }

    /// The transform changed: when it turns to or from a scale or rotation, the view's safe area
    /// thaws or freezes (see `computeSafeAreaInsets()`), so it and its subtree lay out again to
    /// hear of it.
    func transformDidChange(from old: CATransform3D) {
        guard old.movesOnly != layer.state.transform.movesOnly, superview != nil else { return }
        setNeedsLayoutInSubtree()
    }

    /// Marks the view and every view below it for layout: their safe areas may have changed.
    func setNeedsLayoutInSubtree() {
        setNeedsLayout()
        for subview in subviews { subview.setNeedsLayoutInSubtree() }
    }

    /// `insets` grown to what the bars of `container` (a navigation or tab bar controller) cover of
    /// this view, the root view of its child `owner`: each edge's inset is the larger of the
    /// inherited one and the bar's reach past the view's edge, so a view extended under a bar is
    /// inset by the bar and one placed below it is not inset again (Behaviour 16.20).
    private func insetsUnderBars(
        of container: UIViewController, for owner: UIViewController, adding insets: UIEdgeInsets
    )
        -> UIEdgeInsets
    {
        let cover = container.barCoverage(forChild: owner)
        guard cover != .zero, let containerView = container.viewIfLoaded, isDescendant(of: containerView)
        else {
            return insets
        }
        let own = bounds
        let frame = convert(own, to: containerView)
        let outer = containerView.bounds
        func reach(_ value: CGFloat, _ length: CGFloat) -> CGFloat { min(max(value, 0), length) }
        return UIEdgeInsets(
            top: max(insets.top, reach(outer.minY + cover.top - frame.minY, own.height)),
            left: max(insets.left, reach(outer.minX + cover.left - frame.minX, own.width)),
            bottom: max(insets.bottom, reach(frame.maxY - (outer.maxY - cover.bottom), own.height)),
            right: max(insets.right, reach(frame.maxX - (outer.maxX - cover.right), own.width)))
    }
}

extension CATransform3D {
    /// Whether the transform only moves (a translation, or the identity): no scale, rotation or
    /// perspective.
    var movesOnly: Bool {
        m11 == 1 && m12 == 0 && m13 == 0 && m14 == 0 && m21 == 0 && m22 == 1 && m23 == 0 && m24 == 0
            && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m44 == 1
    }
}
