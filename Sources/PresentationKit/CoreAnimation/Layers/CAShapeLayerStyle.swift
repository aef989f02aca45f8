import Foundation

/// How a shape layer decides what is inside its path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's Core Animation name.
    public let rawValue: String
    /// Creates a rule from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds around a point a nonzero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray from a point crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer ends its open strokes.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's Core Animation name.
    public let rawValue: String
    /// Creates a cap from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square, at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle beyond the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square, half the line width beyond the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// How a shape layer joins the segments of its strokes.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's Core Animation name.
    public let rawValue: String
    /// Creates a join from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner, bevelled beyond the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A corner cut off square.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
