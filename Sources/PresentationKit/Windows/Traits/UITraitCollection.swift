import Foundation

/// The traits of an interface environment: size classes, idiom and display scale, as
/// `UITraitCollection`.
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

    init(
        horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
        idiom: UIUserInterfaceIdiom, scale: CGFloat
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        displayScale = scale
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

    /// Merges `traitCollections`: for each trait, the highest-indexed collection that specifies it
    /// wins, as UIKit documents.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified
        var scale: CGFloat = 0
        for collection in traitCollections {
            if collection.horizontalSizeClass != .unspecified { horizontal = collection.horizontalSizeClass }
            if collection.verticalSizeClass != .unspecified { vertical = collection.verticalSizeClass }
            if collection.userInterfaceIdiom != .unspecified { idiom = collection.userInterfaceIdiom }
            if collection.displayScale != 0 { scale = collection.displayScale }
        }
        self.init(horizontal: horizontal, vertical: vertical, idiom: idiom, scale: scale)
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
        return true
    }

    /// Whether `object` is a collection with the same value for every trait (what `==` asks).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return horizontalSizeClass == other.horizontalSizeClass
            && verticalSizeClass == other.verticalSizeClass
            && userInterfaceIdiom == other.userInterfaceIdiom && displayScale == other.displayScale
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(displayScale)
        return hasher.finalize()
    }

    public override var description: String {
        "UITraitCollection(horizontal: \(horizontalSizeClass), vertical: \(verticalSizeClass), "
            + "idiom: \(userInterfaceIdiom), scale: \(displayScale))"
    }
}
