import Foundation

/// The sides a popover's arrow may point from, as `UIPopoverArrowDirection`. `.up` means the arrow
/// is on the popover's top edge, pointing up at a source above it.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The arrow points up: the popover is below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover is above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left: the popover is to the right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right: the popover is to the left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any side.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet: the popover has not been laid out (Behaviour 9.7).
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}
