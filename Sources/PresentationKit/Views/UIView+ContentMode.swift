import Foundation

extension UIView {
    /// How a view's content fills its bounds, as UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        /// Stretched to the bounds.
        case scaleToFill = 0
        /// Scaled to fit, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scaled to fill, keeping the aspect ratio (parts may fall outside).
        case scaleAspectFill = 2
        /// Redrawn at the new size (`draw(_:)` runs again).
        case redraw = 3
        /// Centred at its size.
        case center = 4
        /// Against the top edge, centred horizontally.
        case top = 5
        /// Against the bottom edge, centred horizontally.
        case bottom = 6
        /// Against the left edge, centred vertically.
        case left = 7
        /// Against the right edge, centred vertically.
        case right = 8
        /// In the top-left corner.
        case topLeft = 9
        /// In the top-right corner.
        case topRight = 10
        /// In the bottom-left corner.
        case bottomLeft = 11
        /// In the bottom-right corner.
        case bottomRight = 12

        /// The layer gravity that places content this way. Core Animation names vertical sides
        /// along an upward axis, so a view's `.top` is the layer's `.bottom`, as UIKit sets it.
        var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .bottom
            case .bottom: return .top
            case .left: return .left
            case .right: return .right
            case .topLeft: return .bottomLeft
            case .topRight: return .bottomRight
            case .bottomLeft: return .topLeft
            case .bottomRight: return .topRight
            }
        }
    }
}
