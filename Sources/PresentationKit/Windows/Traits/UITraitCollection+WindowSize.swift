import Foundation

extension UITraitCollection {
    /// The smallest screen side, in points, that makes a device an iPad.
    ///
    /// Every iPhone's short side is under 450 points and every iPad's is at least 744, so any value
    /// between works; 600 is the middle.
    static let padMinimumShortSide: CGFloat = 600

    /// The short side, in points, from which an iPhone in landscape has a regular width.
    ///
    /// UIKit gives regular width in landscape to the large phones (Plus, Max, XR: short sides of 414
    /// to 440 points) and compact width to the others (375 to 402). Testing the short side instead of
    /// the landscape width classifies every model correctly: the 8 Plus is 736 wide and regular, the
    /// 14 Pro is 852 wide and compact.
    static let phoneRegularLandscapeShortSide: CGFloat = 414

    /// The narrowest iPad window, in points, that keeps a regular width.
    ///
    /// iPad split view and Slide Over make windows of 320 to about 590 points compact and wider ones
    /// regular; 600 sits between the 11-inch half split (compact) and the 12.9-inch one (regular).
    static let padRegularMinimumWidth: CGFloat = 600

    /// The idiom of a device whose screen is `size` points.
    static func idiom(forScreenSize size: CGSize) -> UIUserInterfaceIdiom {
        min(size.width, size.height) < padMinimumShortSide ? .phone : .pad
    }

    /// The traits UIKit gives a window of `size` on a device of `idiom` at `scale` (Behaviour 9.1),
    /// in the system's interface `style` at the base level.
    ///
    /// - phone, portrait (width ≤ height): compact width, regular height;
    /// - phone, landscape: compact height; regular width when the short side is at least
    ///   `phoneRegularLandscapeShortSide`, compact otherwise;
    /// - pad: regular height; regular width unless the window is narrower than
    ///   `padRegularMinimumWidth` (split view), then compact.
    static func window(
        size: CGSize, idiom: UIUserInterfaceIdiom, scale: CGFloat, style: UIUserInterfaceStyle
    ) -> UITraitCollection {
        let horizontal: UIUserInterfaceSizeClass
        let vertical: UIUserInterfaceSizeClass
        switch idiom {
        case .pad:
            horizontal = size.width < padRegularMinimumWidth ? .compact : .regular
            vertical = .regular
        case .phone, .unspecified:
            if size.width > size.height {
                horizontal = size.height >= phoneRegularLandscapeShortSide ? .regular : .compact
                vertical = .compact
            } else {
                horizontal = .compact
                vertical = .regular
            }
        }
        return UITraitCollection(
            horizontal: horizontal, vertical: vertical, idiom: idiom, scale: scale, style: style, level: .base
        )
    }
}
