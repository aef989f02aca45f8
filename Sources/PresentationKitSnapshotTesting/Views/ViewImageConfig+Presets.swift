import Foundation
import PresentationKit

// swift-snapshot-testing's device presets, with its window sizes, safe areas and traits, and each
// model's scale (which it leaves to the simulator). The configs without an orientation are
// portrait for phones and landscape for iPads, as there.

extension ViewImageConfig {
    /// A model's config: a window of `size` points held in `orientation`, `safeArea` in every
    /// orientation, on a device of the traits' idiom at `scale`.
    static func model(
        _ name: String, size: CGSize, safeArea: UIEdgeInsets, scale: CGFloat, landscape: Bool,
        traits: UITraitCollection
    ) -> ViewImageConfig {
        let turned = CGSize(width: size.height, height: size.width)
        let device = HeadlessDevice(
            name: name, portraitSize: landscape ? turned : size, landscapeSize: landscape ? size : turned,
            scale: scale, idiom: traits.userInterfaceIdiom, portraitSafeAreaInsets: safeArea,
            landscapeSafeAreaInsets: safeArea)
        return ViewImageConfig(
            device: device, orientation: landscape ? .landscapeRight : .portrait, traits: traits)
    }

    /// A phone's config from its portrait size and its safe areas in each orientation.
    static func phone(
        _ name: String, _ orientation: Orientation, portrait size: CGSize, scale: CGFloat,
        portraitSafeArea: UIEdgeInsets, landscapeSafeArea: UIEdgeInsets, traits: UITraitCollection
    ) -> ViewImageConfig {
        let landscape = orientation == .landscape
        return model(
            name, size: landscape ? CGSize(width: size.height, height: size.width) : size,
            safeArea: landscape ? landscapeSafeArea : portraitSafeArea, scale: scale, landscape: landscape,
            traits: traits)
    }

    /// The status bar's 20 points of a phone with a home button, upright.
    private static let homeButtonSafeArea = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    /// The first iPhone SE (also the 5s): 320 × 568 points at 2×.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)

    /// The first iPhone SE held in `orientation`.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhone SE", orientation, portrait: CGSize(width: 320, height: 568), scale: 2,
            portraitSafeArea: homeButtonSafeArea, landscapeSafeArea: .zero, traits: .iPhoneSe(orientation))
    }

    /// The iPhone 8 (and the second and third iPhone SE): 375 × 667 points at 2×, the host's
    /// `smallPhone`.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)

    /// The iPhone 8 held in `orientation`.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(
            device: .smallPhone, orientation: orientation.interfaceOrientation, traits: .iPhone8(orientation))
    }

    /// The iPhone 8 Plus: 414 × 736 points at 3×, regular width in landscape.
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)

    /// The iPhone 8 Plus held in `orientation`.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhone 8 Plus", orientation, portrait: CGSize(width: 414, height: 736), scale: 3,
            portraitSafeArea: homeButtonSafeArea, landscapeSafeArea: .zero, traits: .iPhone8Plus(orientation))
    }

    /// The notch's safe areas of the iPhone X to 11 Pro Max.
    private static let notchSafeAreas = (
        portrait: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
        landscape: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)
    )

    /// The iPhone X (also XS and 11 Pro): 375 × 812 points at 3×.
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)

    /// The iPhone X held in `orientation`.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhone X", orientation, portrait: CGSize(width: 375, height: 812), scale: 3,
            portraitSafeArea: notchSafeAreas.portrait, landscapeSafeArea: notchSafeAreas.landscape,
            traits: .iPhoneX(orientation))
    }

    /// The iPhone XS Max (also 11 Pro Max): 414 × 896 points at 3×, regular width in landscape.
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)

    /// The iPhone XS Max held in `orientation`.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhone XS Max", orientation, portrait: CGSize(width: 414, height: 896), scale: 3,
            portraitSafeArea: notchSafeAreas.portrait, landscapeSafeArea: notchSafeAreas.landscape,
            traits: .iPhoneXsMax(orientation))
    }

    /// The iPhone XR (also 11): 414 × 896 points at 2×, regular width in landscape.
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)

    /// The iPhone XR held in `orientation`.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhone XR", orientation, portrait: CGSize(width: 414, height: 896), scale: 2,
            portraitSafeArea: notchSafeAreas.portrait, landscapeSafeArea: notchSafeAreas.landscape,
            traits: .iPhoneXr(orientation))
    }

    /// The safe areas of the iPhone 12 and 13 (the mini's differ).
    private static let twelveSafeAreas = (
        portrait: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscape: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    )

    /// The iPhone 12: 390 × 844 points at 3×.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)

    /// The iPhone 12 held in `orientation`.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhone 12", orientation, portrait: CGSize(width: 390, height: 844), scale: 3,
            portraitSafeArea: twelveSafeAreas.portrait, landscapeSafeArea: twelveSafeAreas.landscape,
            traits: .iPhone12(orientation))
    }

    /// The iPhone 12 Pro: the iPhone 12's screen.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)

    /// The iPhone 12 Pro held in `orientation`.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    /// The iPhone 12 Pro Max: 428 × 926 points at 3×, regular width in landscape.
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)

    /// The iPhone 12 Pro Max held in `orientation`.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhone 12 Pro Max", orientation, portrait: CGSize(width: 428, height: 926), scale: 3,
            portraitSafeArea: twelveSafeAreas.portrait, landscapeSafeArea: twelveSafeAreas.landscape,
            traits: .iPhone12ProMax(orientation))
    }

    /// The iPhone 13 (also 14): 390 × 844 points at 3×, compact width in portrait and landscape; the
    /// host's default screen.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)

    /// The iPhone 13 held in `orientation`.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhone 13", orientation, portrait: CGSize(width: 390, height: 844), scale: 3,
            portraitSafeArea: twelveSafeAreas.portrait, landscapeSafeArea: twelveSafeAreas.landscape,
            traits: .iPhone13(orientation))
    }

    /// The iPhone 13 mini: 375 × 812 points at 3×.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)

    /// The iPhone 13 mini held in `orientation`.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhone 13 mini", orientation, portrait: CGSize(width: 375, height: 812), scale: 3,
            portraitSafeArea: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50),
            traits: .iPhone13(orientation))
    }

    /// The iPhone 13 Pro: the iPhone 13's screen.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)

    /// The iPhone 13 Pro held in `orientation`.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    /// The iPhone 13 Pro Max (also 14 Plus): 428 × 926 points at 3×, regular width in landscape.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)

    /// The iPhone 13 Pro Max held in `orientation`.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iPhone 13 Pro Max", orientation, portrait: CGSize(width: 428, height: 926), scale: 3,
            portraitSafeArea: twelveSafeAreas.portrait, landscapeSafeArea: twelveSafeAreas.landscape,
            traits: .iPhone13ProMax(orientation))
    }

    /// The iPhone 15 with its Dynamic Island: the host's `notchedPhone`, 393 × 852 at 3× (a preset
    /// of this library; swift-snapshot-testing stops at the 13).
    public static let iPhone15 = ViewImageConfig.iPhone15(.portrait)

    /// The iPhone 15 held in `orientation`.
    public static func iPhone15(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(device: .notchedPhone, orientation: orientation.interfaceOrientation)
    }

    /// The iPhone 15 Pro Max, regular width in landscape: the host's `largePhone`, 430 × 932 at 3× (a
    /// preset of this library).
    public static let iPhone15ProMax = ViewImageConfig.iPhone15ProMax(.portrait)

    /// The iPhone 15 Pro Max held in `orientation`.
    public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(device: .largePhone, orientation: orientation.interfaceOrientation)
    }
}

extension ViewImageConfig.Orientation {
    /// The host's orientation for this one.
    var interfaceOrientation: UIInterfaceOrientation {
        self == .landscape ? .landscapeRight : .portrait
    }
}
