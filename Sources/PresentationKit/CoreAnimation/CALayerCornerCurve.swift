import Foundation

/// How a layer's rounded corners bend, as Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's Core Animation name.
    public let rawValue: String
    /// Creates a curve from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles of `cornerRadius` (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Corners whose curvature grows continuously from the straight edges, reaching further
    /// along them than a quarter circle (Behaviour 18.25).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension CALayer {
    /// How much further than `cornerRadius` a corner of `curve` reaches along each edge: 1 for
    /// circular corners, 1.528665 for continuous ones.
    public nonisolated static func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1 + ContinuousCorners.smoothing : 1
    }
}
