/// The orientation of the app's interface, as `UIInterfaceOrientation`.
///
/// Raw values match UIKit's: the two landscape orientations are numbered from the device's point of
/// view, so `landscapeLeft` (home button on the left) is 4 and `landscapeRight` is 3.
public enum UIInterfaceOrientation: Int, Sendable, Hashable {
    /// The orientation is not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape with the home button (or the bottom of the device) on the right.
    case landscapeRight = 3
    /// Landscape with the home button (or the bottom of the device) on the left.
    case landscapeLeft = 4

    /// Whether the orientation is one of the two portrait ones.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is one of the two landscape ones.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations, as `UIInterfaceOrientationMask`.
///
/// Each bit is `1 << orientation.rawValue`, as in UIKit.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Only ``UIInterfaceOrientation/portrait``.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Only ``UIInterfaceOrientation/portraitUpsideDown``.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Only ``UIInterfaceOrientation/landscapeRight``.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Only ``UIInterfaceOrientation/landscapeLeft``.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation: what a controller supports by default on an iPad.
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside-down portrait: what a controller supports by default on a
    /// phone.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}
