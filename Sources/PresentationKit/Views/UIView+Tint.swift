import Foundation

extension UIView {
    /// How a view's tint is adjusted, as UIKit's `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` at the top of the hierarchy).
        case automatic = 0
        /// The tint as set.
        case normal = 1
        /// The tint greyed, as UIKit dims what lies under a modal alert or popover.
        case dimmed = 2
    }

    /// The grey a dimmed tint reads as (UIKit's desaturated dimming colour).
    static let dimmedTint = UIColor(white: 0.55, alpha: 1)

    /// The tint before dimming: the view's own, else its nearest ancestor's, else the system blue.
    var undimmedTint: UIColor {
        var view: UIView? = self
        while let current = view {
            if let own = current.ownTintColor { return own }
            view = current.superview
        }
        return .systemBlue
    }

    /// The mode in force: the view's own unless `.automatic`, else its superview's.
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let current = view {
            let own = current.ownTintAdjustmentMode
            if own != .automatic { return own }
            view = current.superview
        }
        return .normal
    }

    /// What decides the view's tint: its undimmed colour and whether it is dimmed.
    var tintInputs: (colour: UIColor, dimmed: Bool) {
        (undimmedTint, effectiveTintAdjustmentMode == .dimmed)
    }

    /// Calls `tintColorDidChange()` on the view and on each descendant whose tint changed, given
    /// the view's `tintInputs` before a change. A descendant with its own colour keeps it, one
    /// with its own mode keeps its dimming; the walk stops where neither reaches.
    func announceTintChanges(from before: (colour: UIColor, dimmed: Bool)) {
        let after = tintInputs
        announceTintChange(
            colourChanged: after.colour != before.colour, dimmingChanged: after.dimmed != before.dimmed)
    }

    private func announceTintChange(colourChanged: Bool, dimmingChanged: Bool) {
        guard colourChanged || dimmingChanged else { return }
        if dimmingChanged || (colourChanged && effectiveTintAdjustmentMode != .dimmed) {
            tintColorDidChange()
        }
        for subview in subviews {
            subview.announceTintChange(
                colourChanged: colourChanged && subview.ownTintColor == nil,
                dimmingChanged: dimmingChanged && subview.ownTintAdjustmentMode == .automatic)
        }
    }
}
