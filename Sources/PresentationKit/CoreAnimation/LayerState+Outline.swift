import Foundation

extension LayerState {
    /// The layer's bounds rounded by its corner radius on its masked corners, with its corner
    /// curve, inset by `inset` (a border's inner edge): what the screen and `render(in:)` fill for
    /// its background, border and `masksToBounds` clip, and what casts its shadow when it has no
    /// `shadowPath` (Behaviours 18.25, 18.26). The corners are named as a UIKit view's layer names
    /// them (y down: "min Y" corners are the top ones).
    package func roundedOutline(insetBy inset: Double = 0) -> CGPath {
        let rect = bounds.insetBy(dx: inset, dy: inset)
        guard rect.width > 0, rect.height > 0 else { return CGMutablePath() }
        var corners: UIRectCorner = []
        if maskedCorners.contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
        if maskedCorners.contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
        if maskedCorners.contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
        if maskedCorners.contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
        let radius = max(0, cornerRadius - inset)
        if cornerCurve == .continuous {
            return ContinuousCorners.path(roundedRect: rect, radius: radius, corners: corners)
        }
        return UIBezierPath(
            roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius)
        ).cgPath
    }
}
