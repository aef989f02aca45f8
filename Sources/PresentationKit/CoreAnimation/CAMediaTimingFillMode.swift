/// What an animation shows outside its active time, as in Core Animation.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it (`"removed"`, `"forwards"`, `"backwards"`, `"both"`); any
    /// other name fills neither way, like ``removed``.
    public let rawValue: String
    /// Creates the fill mode named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The animation has no effect outside its active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value stays after the animation ends (with `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The initial value shows before a delayed animation begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}
