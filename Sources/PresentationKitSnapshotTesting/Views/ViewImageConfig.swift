import Foundation
import PresentationKit

/// A device to take a snapshot on: its screen size, safe area and traits, as swift-snapshot-testing's
/// `ViewImageConfig` on iOS, so that `assertSnapshot(of: vc, as: .image(on: .iPhone13))` reads the
/// same on Linux.
///
/// Each preset stands for one of the host's device profiles (`HeadlessDevice`):
/// the snapshot is taken on a `HeadlessHost` made for that device, so the size
/// classes, idiom, scale and safe area are the ones the host gives that device. A config made with
/// ``init(safeArea:size:traits:)`` stands for a phone (or the idiom its traits name) of that size.
public struct ViewImageConfig: Sendable {
    /// Which way a phone is held.
    public enum Orientation: Sendable {
        /// Held sideways (the host's `.landscapeRight`).
        case landscape
        /// Held upright.
        case portrait
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

extension ViewImageConfig {
    /// The iPhone 13 (also 12, 12 Pro, 13 Pro and 14): 390 × 844 points at 3×, a notch, compact
    /// width in portrait and landscape; the host's default screen.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)

    /// The iPhone 13 held in `orientation`.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(device: iPhone13Device, orientation: orientation.interfaceOrientation)
    }

    /// The profile behind ``iPhone13``: public figures of the model and the simulator's safe areas.
    static let iPhone13Device = HeadlessDevice(
        name: "iPhone 13", portraitSize: CGSize(width: 390, height: 844), scale: 3, idiom: .phone,
        portraitSafeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

    /// The iPhone 8 (and the second and third iPhone SE): the host's `smallPhone`, 375 × 667 at 2×.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)

    /// The iPhone 8 held in `orientation`.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(device: .smallPhone, orientation: orientation.interfaceOrientation)
    }

    /// The iPhone SE as the host knows it: the second and third generations (the host's
    /// `smallPhone`, 375 × 667 at 2×), not the first generation's 320 × 568 that the name means in
    /// swift-snapshot-testing on iOS.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)

    /// The iPhone SE (second and third generations) held in `orientation`.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(device: .smallPhone, orientation: orientation.interfaceOrientation)
    }

    /// The iPhone 15 with its Dynamic Island: the host's `notchedPhone`, 393 × 852 at 3×.
    public static let iPhone15 = ViewImageConfig.iPhone15(.portrait)

    /// The iPhone 15 held in `orientation`.
    public static func iPhone15(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(device: .notchedPhone, orientation: orientation.interfaceOrientation)
    }

    /// The iPhone 15 Pro Max, regular width in landscape: the host's `largePhone`, 430 × 932 at 3×.
    public static let iPhone15ProMax = ViewImageConfig.iPhone15ProMax(.portrait)

    /// The iPhone 15 Pro Max held in `orientation`.
    public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(device: .largePhone, orientation: orientation.interfaceOrientation)
    }

    /// The 11-inch iPad Pro in landscape (swift-snapshot-testing's default for iPads): the host's
    /// `tablet`, 1194 × 834 at 2×, regular in both directions.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)

    /// The 11-inch iPad Pro held in `orientation`.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(device: .tablet, orientation: orientation.interfaceOrientation)
    }
}

extension ViewImageConfig.Orientation {
    /// The host's orientation for this one.
    var interfaceOrientation: UIInterfaceOrientation {
        self == .landscape ? .landscapeRight : .portrait
    }
}
