import Foundation

/// How a button's or cell's background is drawn, as `UIBackgroundConfiguration`: a colour (or the
/// tint), a corner radius, a stroke, an image or a custom view, inset from the view's edges.
public struct UIBackgroundConfiguration {
    /// A view drawn behind the content, filling the background's rectangle.
    public var customView: UIView?
    /// The radius of the background's corners.
    public var cornerRadius: CGFloat = 0
    /// How far the background lies inside the view's edges.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The edges whose inset grows by the view's layout margins (stored).
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The colour (nil: the tint colour).
    public var backgroundColor: UIColor?
    /// Applied to the colour when it is resolved.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A blur or vibrancy behind the content (stored).
    public var visualEffect: UIVisualEffect?
    /// An image drawn in the background.
    public var image: UIImage?
    /// How the image fills the background.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The stroke's colour (nil: the tint colour).
    public var strokeColor: UIColor?
    /// Applied to the stroke's colour when it is resolved.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width (0: none).
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background's edge (stored; the stroke is drawn inside).
    public var strokeOutset: CGFloat = 0

    /// A background that draws nothing.
    public static func clear() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }

    /// The background of a cell in a plain list: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .systemBackground
        return configuration
    }

    /// The background of a cell in a grouped list: the secondary grouped background.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .secondarySystemGroupedBackground
        return configuration
    }

    /// The colour drawn: `backgroundColor` (or `tintColor` without one) through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The stroke's colour drawn: `strokeColor` (or `tintColor`) through the transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(color) } ?? color
    }
}
