import Foundation

/// How a layer places its contents image in its bounds, as Core Animation names the choices.
///
/// Vertical names follow Core Animation's upward axis: `top` is the bounds' maximum y. In
/// UIKit's y-down coordinates that is the bottom edge on screen, which is why `UIView.contentMode`
/// `.top` sets `.bottom` here.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's Core Animation name.
    public let rawValue: String
    /// Creates a gravity from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Centred, at the image's size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Centred horizontally, against the maximum-y edge.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centred horizontally, against the minimum-y edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centred vertically, against the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centred vertically, against the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the left, maximum-y corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the right, maximum-y corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the left, minimum-y corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the right, minimum-y corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its aspect ratio, centred.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
