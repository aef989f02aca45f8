import Foundation

/// A two-dimensional vector, as in Core Graphics.
///
/// Foundation on Linux provides `CGPoint`, `CGSize` and `CGRect` but not `CGVector`;
/// UIKit uses it for spring velocities (`UISpringTimingParameters.initialVelocity`).
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)

    /// Creates the zero vector, as the imported C structure does.
    public init() {
        self.init(dx: CGFloat(0), dy: CGFloat(0))
    }

    /// Creates a vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector from `Double` components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector from integer components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The components as `(dx, dy)`, for printing and test failure messages.
    public var description: String { "(\(dx), \(dy))" }
}
