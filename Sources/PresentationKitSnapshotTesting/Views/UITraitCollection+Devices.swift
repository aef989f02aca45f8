import Foundation
import PresentationKit

// swift-snapshot-testing's trait presets: the size classes and idiom of each model. (Force touch,
// layout direction and content size category, which it also sets, are not traits here.)

extension UITraitCollection {
    /// A phone's traits: compact width upright; held sideways, compact height, and regular width
    /// when `regularLandscape`.
    private static func phone(_ orientation: ViewImageConfig.Orientation, regularLandscape: Bool)
        -> UITraitCollection
    {
        let landscape = orientation == .landscape
        return UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: landscape && regularLandscape ? .regular : .compact),
            UITraitCollection(verticalSizeClass: landscape ? .compact : .regular),
        ])
    }

    /// The first iPhone SE's traits held in `orientation`.
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscape: false)
    }

    /// The iPhone 8's traits held in `orientation`.
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscape: false)
    }

    /// The iPhone 8 Plus's traits held in `orientation` (regular width in landscape).
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscape: true)
    }

    /// The iPhone X's traits held in `orientation`.
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscape: false)
    }

    /// The iPhone XR's traits held in `orientation` (regular width in landscape).
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscape: true)
    }

    /// The iPhone XS Max's traits held in `orientation` (regular width in landscape).
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscape: true)
    }

    /// The iPhone 12's traits held in `orientation`.
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscape: false)
    }

    /// The iPhone 12 Pro Max's traits held in `orientation` (regular width in landscape).
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscape: true)
    }

    /// The iPhone 13's traits held in `orientation`.
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscape: false)
    }

    /// The iPhone 13 Pro Max's traits held in `orientation` (regular width in landscape).
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularLandscape: true)
    }

    /// A full-screen iPad's traits: regular in both directions.
    static let iPad = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])

    /// A narrow split-view pane's traits: compact width, regular height.
    static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])

    /// The iPad mini's traits, full screen.
    public static let iPadMini = iPad
    /// The iPad mini's traits in a narrow split-view pane.
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    /// The 9.7-inch iPad's traits, full screen.
    public static let iPad9_7 = iPad
    /// The 9.7-inch iPad's traits in a narrow split-view pane.
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    /// The 10.2-inch iPad's traits, full screen.
    public static let iPad10_2 = iPad
    /// The 10.2-inch iPad's traits in a narrow split-view pane.
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    /// The 10.5-inch iPad Pro's traits, full screen.
    public static let iPadPro10_5 = iPad
    /// The 10.5-inch iPad Pro's traits in a narrow split-view pane.
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    /// The 11-inch iPad Pro's traits, full screen.
    public static let iPadPro11 = iPad
    /// The 11-inch iPad Pro's traits in a narrow split-view pane.
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    /// The 12.9-inch iPad Pro's traits, full screen.
    public static let iPadPro12_9 = iPad
    /// The 12.9-inch iPad Pro's traits in a narrow split-view pane.
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView
}
