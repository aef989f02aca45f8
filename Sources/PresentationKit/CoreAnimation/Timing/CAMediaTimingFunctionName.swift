import Foundation

/// The names of Core Animation's predefined timing functions.
///
/// A string-backed struct, as in Core Animation's Swift overlay, so the names also round-trip through
/// their raw strings (`"easeInEaseOut"`, …).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name's string form.
    public let rawValue: String

    /// Creates a name from its string form.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a name from its string form (Core Animation's unlabeled spelling).
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Constant pace: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow finish: control points (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and finish: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default, used by implicit layer animations: control points (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
