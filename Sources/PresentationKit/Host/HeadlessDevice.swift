import Foundation

/// A device a host can stand for: its screen in portrait, scale, idiom and safe-area insets in
/// each orientation (Behaviour 13.1). Pick one with `HeadlessHost(device:orientation:)`.
///
/// The figures are the public ones of each model (points and scale from Apple's device pages;
/// safe-area insets as reported by the simulator, top and bottom in portrait, sides and bottom in
/// landscape).
public struct HeadlessDevice: Sendable, Hashable {
    /// A short name for reports and file names.
    public let name: String
    /// The screen (or, for a split-view pane, the window) in portrait, in points.
    public let portraitSize: CGSize
    /// The window in landscape, in points (a split-view pane's width differs from its portrait
    /// height; a full screen's landscape size is its portrait size turned).
    public let landscapeSize: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// Phone or pad.
    public let idiom: UIUserInterfaceIdiom
    /// The safe-area insets of the window in portrait.
    public let portraitSafeAreaInsets: UIEdgeInsets
    /// The safe-area insets of the window in landscape (for `.landscapeRight`; `.landscapeLeft`
    /// mirrors left and right).
    public let landscapeSafeAreaInsets: UIEdgeInsets

    /// A device of your own.
    public init(
        name: String, portraitSize: CGSize, landscapeSize: CGSize? = nil, scale: CGFloat,
        idiom: UIUserInterfaceIdiom, portraitSafeAreaInsets: UIEdgeInsets = .zero,
        landscapeSafeAreaInsets: UIEdgeInsets = .zero
    ) {
        self.name = name
        self.portraitSize = portraitSize
        self.landscapeSize = landscapeSize ?? CGSize(width: portraitSize.height, height: portraitSize.width)
        self.scale = scale
        self.idiom = idiom
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
    }

    /// A small phone with a home button: 375 × 667 @2x (iPhone SE, 2nd and 3rd generation);
    /// compact width in both orientations.
    public static let smallPhone = HeadlessDevice(
        name: "iPhone SE", portraitSize: CGSize(width: 375, height: 667), scale: 2, idiom: .phone,
        portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

    /// A phone with a Dynamic Island: 393 × 852 @3x (iPhone 15); compact width in landscape.
    public static let notchedPhone = HeadlessDevice(
        name: "iPhone 15", portraitSize: CGSize(width: 393, height: 852), scale: 3, idiom: .phone,
        portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

    /// A large phone whose landscape width is regular: 430 × 932 @3x (iPhone 15 Pro Max).
    public static let largePhone = HeadlessDevice(
        name: "iPhone 15 Pro Max", portraitSize: CGSize(width: 430, height: 932), scale: 3, idiom: .phone,
        portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

    /// A tablet: 834 × 1194 @2x (iPad Pro 11-inch); regular in both orientations.
    public static let tablet = HeadlessDevice(
        name: "iPad Pro 11-inch", portraitSize: CGSize(width: 834, height: 1194), scale: 2, idiom: .pad,
        portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))

    /// The same tablet's one-third split-view pane: 320 wide in landscape (and in portrait), so its
    /// width is compact while it stays an iPad.
    public static let tabletSplitPane = HeadlessDevice(
        name: "iPad Pro 11-inch, one-third pane", portraitSize: CGSize(width: 320, height: 1194),
        landscapeSize: CGSize(width: 320, height: 834), scale: 2, idiom: .pad,
        portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))

    /// The profiles above, for tests that run on each.
    public static let all: [HeadlessDevice] = [smallPhone, notchedPhone, largePhone, tablet, tabletSplitPane]

    /// The window's size in `orientation`.
    public func size(in orientation: UIInterfaceOrientation) -> CGSize {
        orientation.isLandscape ? landscapeSize : portraitSize
    }

    /// The window's safe-area insets in `orientation`.
    public func safeAreaInsets(in orientation: UIInterfaceOrientation) -> UIEdgeInsets {
        switch orientation {
        case .landscapeRight: landscapeSafeAreaInsets
        case .landscapeLeft:
            UIEdgeInsets(
                top: landscapeSafeAreaInsets.top, left: landscapeSafeAreaInsets.right,
                bottom: landscapeSafeAreaInsets.bottom, right: landscapeSafeAreaInsets.left)
        case .portraitUpsideDown where idiom == .pad:
            UIEdgeInsets(
                top: portraitSafeAreaInsets.bottom, left: 0, bottom: portraitSafeAreaInsets.top, right: 0)
        default: portraitSafeAreaInsets
        }
    }
}
