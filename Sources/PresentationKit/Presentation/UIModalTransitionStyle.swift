/// The built-in animation of a presentation without a custom animator, as `UIModalTransitionStyle`.
///
/// Raw values match UIKit's.
public enum UIModalTransitionStyle: Int, Sendable, Hashable {
    /// The presented view slides up from the bottom edge (the default).
    case coverVertical = 0
    /// A horizontal 3D flip from right to left.
    case flipHorizontal = 1
    /// The presented view fades in over the presenting one.
    case crossDissolve = 2
    /// The presenting view curls up to reveal the presented one.
    case partialCurl = 3
}
