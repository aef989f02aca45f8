import Foundation

/// How a layer's contents are filtered when drawn at another size than their pixels.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The filter's Core Animation name.
    public let rawValue: String
    /// Creates a filter from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Bilinear interpolation between the four nearest pixels.
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel: hard pixel edges.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Bilinear between mipmap levels; drawn here as `.linear`.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
