import Foundation
import PresentationKit

/// A device to take a snapshot on: its screen size, safe area and traits, as swift-snapshot-testing's
/// `ViewImageConfig` on iOS, so that `assertSnapshot(of: vc, as: .image(on: .iPhone13))` reads the
/// same on Linux.
///
/// Each preset has swift-snapshot-testing's window size, safe area and traits (size classes and
/// idiom) for the model, and stands for a device profile (`HeadlessDevice`) with those figures and
/// the model's scale: the snapshot is taken on a `HeadlessHost` made for that device, so the size
/// classes the host derives from the window are the preset's, and `traits` can only add to them. A
/// config made with ``init(safeArea:size:traits:)`` stands for a phone (or the idiom its traits
/// name) of that size at 3×.
public struct ViewImageConfig: Sendable {
    /// Which way a phone is held.
    public enum Orientation: Sendable {
        /// Held sideways (the host's `.landscapeRight`).
        case landscape
        /// Held upright.
        case portrait
    }

    /// Which way an iPad is held, and how much of its screen the app's window takes in split view.
    public enum TabletOrientation: Sendable {
        /// The window's share of an upright iPad.
        public enum PortraitSplits: Sendable {
            /// The narrow pane (compact width).
            case oneThird
            /// The wide pane (compact width: an upright iPad's two-thirds pane is under 640 points).
            case twoThirds
            /// The whole screen.
            case full
        }

        /// The window's share of an iPad held sideways.
        public enum LandscapeSplits: Sendable {
            /// The narrow pane (compact width).
            case oneThird
            /// Half the screen (compact width, except on the 12.9-inch iPad Pro).
            case oneHalf
            /// The wide pane (regular width).
            case twoThirds
            /// The whole screen.
            case full
        }

        /// Held sideways, the window taking `splitView` of the screen.
        case landscape(splitView: LandscapeSplits)
        /// Held upright, the window taking `splitView` of the screen.
        case portrait(splitView: PortraitSplits)
    }

    /// The window's safe-area insets.
    public var safeArea: UIEdgeInsets
    /// The window's size in points; nil takes the view's own size (or, for a controller, the
    /// device's).
    public var size: CGSize?
    /// Traits laid over the ones the host gives (a trait left unspecified keeps the host's).
    public var traits: UITraitCollection
    /// The host's device profile the config stands for, when it is one of them.
    public var device: HeadlessDevice?
    /// The orientation the device is held in.
    public var orientation: UIInterfaceOrientation

    /// A config of your own: a window of `size` with `safeArea`, and `traits` over the host's.
    ///
    /// The host stands for a phone of that size at 3×, the host's default (or the idiom and scale
    /// that `traits` specify); its size classes follow from the size as on a device.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
        device = nil
        orientation = .portrait
    }

    /// A config standing for one of the host's device profiles, held in `orientation`.
    public init(
        device: HeadlessDevice, orientation: UIInterfaceOrientation = .portrait,
        traits: UITraitCollection = .init()
    ) {
        self.device = device
        self.orientation = orientation
        safeArea = device.safeAreaInsets(in: orientation)
        size = device.size(in: orientation)
        self.traits = traits
    }

    /// The device a host is made for: the profile, or one made from the size and safe area.
    func hostDevice(defaultSize: CGSize) -> HeadlessDevice {
        let wanted = size ?? defaultSize
        if let device, device.size(in: orientation) == wanted { return device }
        let idiom =
            traits.userInterfaceIdiom == .unspecified ? (device?.idiom ?? .phone) : traits.userInterfaceIdiom
        let scale = traits.displayScale > 0 ? traits.displayScale : (device?.scale ?? 3)
        return HeadlessDevice(
            name: device?.name ?? "custom", portraitSize: wanted, scale: scale, idiom: idiom,
            portraitSafeAreaInsets: safeArea)
    }

    /// The orientation a host for `hostDevice(defaultSize:)` is held in.
    func hostOrientation(defaultSize: CGSize) -> UIInterfaceOrientation {
        let wanted = size ?? defaultSize
        if let device, device.size(in: orientation) == wanted { return orientation }
        return .portrait
    }
}
