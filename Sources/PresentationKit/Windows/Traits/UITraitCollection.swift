import Foundation

/// The traits of an interface environment: size classes, idiom, display scale, interface style
/// and level, as `UITraitCollection`.
///
/// A trait collection is an immutable value object. Any trait may be unspecified (`.unspecified`,
/// or a display scale of 0): a standalone collection made with one of the single-trait initializers
/// specifies only that trait, and `init(traitsFrom:)` layers several of them.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// The horizontal size class (`.unspecified` when not set).
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class (`.unspecified` when not set).
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The device idiom (`.unspecified` when not set).
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point (0 when not set).
    public let displayScale: CGFloat
    /// Light or dark appearance (`.unspecified` when not set).
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Base or elevated content (`.unspecified` when not set).
    public let userInterfaceLevel: UIUserInterfaceLevel

    init(
        horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
        idiom: UIUserInterfaceIdiom, scale: CGFloat, style: UIUserInterfaceStyle = .unspecified,
        level: UIUserInterfaceLevel = .unspecified
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        displayScale = scale
        userInterfaceStyle = style
        userInterfaceLevel = level
        super.init()
    }

    /// A collection with every trait unspecified.
    public convenience override init() {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: 0)
    }

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass, vertical: .unspecified, idiom: .unspecified, scale: 0)
    }

    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: .unspecified, vertical: verticalSizeClass, idiom: .unspecified, scale: 0)
    }

    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: userInterfaceIdiom, scale: 0)
    }

    /// A collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: displayScale)
    }

    /// A collection that specifies only the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(
            horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: 0,
            style: userInterfaceStyle)
    }

    /// A collection that specifies only the interface level.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(
            horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: 0,
            level: userInterfaceLevel)
    }

    /// Merges `traitCollections`: for each trait, the highest-indexed collection that specifies it
    /// wins, as UIKit documents.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified
        var scale: CGFloat = 0
        var style = UIUserInterfaceStyle.unspecified
        var level = UIUserInterfaceLevel.unspecified
        for collection in traitCollections {
            if collection.horizontalSizeClass != .unspecified { horizontal = collection.horizontalSizeClass }
            if collection.verticalSizeClass != .unspecified { vertical = collection.verticalSizeClass }
            if collection.userInterfaceIdiom != .unspecified { idiom = collection.userInterfaceIdiom }
            if collection.displayScale != 0 { scale = collection.displayScale }
            if collection.userInterfaceStyle != .unspecified { style = collection.userInterfaceStyle }
            if collection.userInterfaceLevel != .unspecified { level = collection.userInterfaceLevel }
        }
        self.init(
            horizontal: horizontal, vertical: vertical, idiom: idiom, scale: scale, style: style, level: level
        )
    }

    /// Whether every trait that `trait` specifies has the same value here.
    ///
    /// Unspecified traits in `trait` match anything; a nil collection specifies nothing, so it is
    /// always contained.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        if trait.horizontalSizeClass != .unspecified && trait.horizontalSizeClass != horizontalSizeClass {
            return false
        }
        if trait.verticalSizeClass != .unspecified && trait.verticalSizeClass != verticalSizeClass {
            return false
        }
        if trait.userInterfaceIdiom != .unspecified && trait.userInterfaceIdiom != userInterfaceIdiom {
            return false
        }
        if trait.displayScale != 0 && trait.displayScale != displayScale { return false }
        if trait.userInterfaceStyle != .unspecified && trait.userInterfaceStyle != userInterfaceStyle {
            return false
        }
        if trait.userInterfaceLevel != .unspecified && trait.userInterfaceLevel != userInterfaceLevel {
            return false
        }
        return true
    }

    /// Whether `object` is a collection with the same value for every trait (what `==` asks).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return horizontalSizeClass == other.horizontalSizeClass
            && verticalSizeClass == other.verticalSizeClass
            && userInterfaceIdiom == other.userInterfaceIdiom && displayScale == other.displayScale
            && userInterfaceStyle == other.userInterfaceStyle
            && userInterfaceLevel == other.userInterfaceLevel
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(displayScale)
        hasher.combine(userInterfaceStyle)
        hasher.combine(userInterfaceLevel)
        return hasher.finalize()
    }

    public override var description: String {
        "UITraitCollection(horizontal: \(horizontalSizeClass), vertical: \(verticalSizeClass), "
            + "idiom: \(userInterfaceIdiom), scale: \(displayScale), style: \(userInterfaceStyle), "
            + "level: \(userInterfaceLevel))"
    }

    /// These traits with the style replaced by `style` (unchanged when `style` is `.unspecified`,
    /// which is how an `overrideUserInterfaceStyle` of `.unspecified` inherits).
    func overriding(style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        return UITraitCollection(
            horizontal: horizontalSizeClass, vertical: verticalSizeClass, idiom: userInterfaceIdiom,
            scale: displayScale, style: style, level: userInterfaceLevel)
    }

    /// These traits with the level replaced by `level`.
    func overriding(level: UIUserInterfaceLevel) -> UITraitCollection {
        guard level != .unspecified, level != userInterfaceLevel else { return self }
        return UITraitCollection(
            horizontal: horizontalSizeClass, vertical: verticalSizeClass, idiom: userInterfaceIdiom,
            scale: displayScale, style: userInterfaceStyle, level: level)
    }
}
