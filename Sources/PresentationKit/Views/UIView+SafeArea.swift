import Foundation

extension UIView {
    /// The part of the view that the window's safe-area insets (status bar, notch, home indicator)
    /// and the owning controllers' `additionalSafeAreaInsets` cover: what the view overlaps of its
    /// superview's unsafe margins, plus its controller's additional insets for a root view.
    func computeSafeAreaInsets() -> UIEdgeInsets {
        var insets: UIEdgeInsets
        if let window = self as? UIWindow {
            insets = window.windowSafeAreaInsets
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

    /// Marks the view and every view below it for layout: their safe areas may have changed.
    func setNeedsLayoutInSubtree() {
        setNeedsLayout()
        for subview in subviews { subview.setNeedsLayoutInSubtree() }
    }
}
