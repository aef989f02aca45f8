import Foundation
import PresentationKit

// swift-snapshot-testing's iPad presets: the full screen and each split-view pane, with its window
// sizes, safe areas and size classes, at 2×.

extension ViewImageConfig {
    /// A tablet's config: the window for `orientation` from the model's panes (portrait widths one
    /// third, two thirds, full; landscape widths one third, half, two thirds, full), `safeArea` in
    /// every orientation, compact width where `compact` says.
    private static func tablet(
        _ name: String, _ orientation: TabletOrientation, portraitWidths: (CGFloat, CGFloat, CGFloat),
        landscapeWidths: (CGFloat, CGFloat, CGFloat, CGFloat), safeArea: UIEdgeInsets,
        compactLandscapeHalf: Bool = true
    ) -> ViewImageConfig {
        // The screen's long side is the full landscape width; its short side the full portrait one.
        let long = landscapeWidths.3
        let short = portraitWidths.2
        let size: CGSize
        let compact: Bool
        switch orientation {
        case .portrait(let split):
            switch split {
            case .oneThird: (size, compact) = (CGSize(width: portraitWidths.0, height: long), true)
            case .twoThirds: (size, compact) = (CGSize(width: portraitWidths.1, height: long), true)
            case .full: (size, compact) = (CGSize(width: short, height: long), false)
            }
        case .landscape(let split):
            switch split {
            case .oneThird: (size, compact) = (CGSize(width: landscapeWidths.0, height: short), true)
            case .oneHalf:
                (size, compact) = (CGSize(width: landscapeWidths.1, height: short), compactLandscapeHalf)
            case .twoThirds: (size, compact) = (CGSize(width: landscapeWidths.2, height: short), false)
            case .full: (size, compact) = (CGSize(width: long, height: short), false)
            }
        }
        let landscape: Bool
        if case .landscape = orientation { landscape = true } else { landscape = false }
        return model(
            name, size: size, safeArea: safeArea, scale: 2, landscape: landscape,
            traits: compact ? .iPadCompactSplitView : .iPad)
    }

    /// A tablet's `Orientation` as the full screen.
    private static func fullScreen(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }

    /// The status bar's 20 points of an iPad with a home button.
    private static let padStatusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    /// The iPad mini (fourth and fifth generations) in landscape: 1024 × 768 points at 2×.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)

    /// The iPad mini, full screen, held in `orientation`.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        iPadMini(fullScreen(orientation))
    }

    /// The iPad mini held in `orientation`, the window taking the split view's share.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            "iPad mini", orientation, portraitWidths: (320, 438, 768), landscapeWidths: (320, 507, 694, 1024),
            safeArea: padStatusBar)
    }

    /// The 9.7-inch iPad: the iPad mini's screen in points.
    public static let iPad9_7 = iPadMini

    /// The 9.7-inch iPad, full screen, held in `orientation`.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }

    /// The 9.7-inch iPad held in `orientation`, the window taking the split view's share.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    /// The 10.2-inch iPad in landscape: 1080 × 810 points at 2×.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)

    /// The 10.2-inch iPad, full screen, held in `orientation`.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        iPad10_2(fullScreen(orientation))
    }

    /// The 10.2-inch iPad held in `orientation`, the window taking the split view's share.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            "iPad 10.2-inch", orientation, portraitWidths: (320, 480, 810),
            landscapeWidths: (320, 535, 750, 1080), safeArea: padStatusBar)
    }

    /// The 10.5-inch iPad Pro in landscape: 1112 × 834 points at 2×.
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)

    /// The 10.5-inch iPad Pro, full screen, held in `orientation`.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro10_5(fullScreen(orientation))
    }

    /// The 10.5-inch iPad Pro held in `orientation`, the window taking the split view's share.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            "iPad Pro 10.5-inch", orientation, portraitWidths: (320, 504, 834),
            landscapeWidths: (320, 551, 782, 1112), safeArea: padStatusBar)
    }

    /// The 11-inch iPad Pro in landscape (swift-snapshot-testing's default for iPads): 1194 × 834
    /// points at 2×, the host's `tablet`, regular in both directions.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)

    /// The 11-inch iPad Pro, full screen, held in `orientation`.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro11(fullScreen(orientation))
    }

    /// The 11-inch iPad Pro held in `orientation`, the window taking the split view's share.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            "iPad Pro 11-inch", orientation, portraitWidths: (320, 504, 834),
            landscapeWidths: (375, 592, 809, 1194),
            safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    /// The 12.9-inch iPad Pro in landscape: 1366 × 1024 points at 2×.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)

    /// The 12.9-inch iPad Pro, full screen, held in `orientation`.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro12_9(fullScreen(orientation))
    }

    /// The 12.9-inch iPad Pro held in `orientation`, the window taking the split view's share (its
    /// landscape half is regular width, 678 points).
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            "iPad Pro 12.9-inch", orientation, portraitWidths: (375, 639, 1024),
            landscapeWidths: (375, 678, 981, 1366), safeArea: padStatusBar, compactLandscapeHalf: false)
    }
}
