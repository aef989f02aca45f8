import Foundation

/// Where and how a layout shows one element (an item's cell or a supplementary view), as UIKit's
/// `UICollectionViewLayoutAttributes`.
///
/// A layout makes these in `layoutAttributesForElements(in:)`; the collection view sets the view's
/// frame, alpha, hiding and z-order from them and then calls the view's `apply(_:)`
/// (Behaviour 20.2).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The element's frame in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The frame's centre; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size; setting it keeps the centre.
    open var size: CGSize {
        get { frame.size }
        set {
            let centre = center
            frame.size = newValue
            center = centre
        }
    }
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The element's transform (default identity).
    open var transform: CGAffineTransform = .identity
    /// The element's 3-D transform (default identity).
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The element's opacity (default 1).
    open var alpha: CGFloat = 1
    /// The element's order among overlapping elements: higher is in front (default 0).
    open var zIndex = 0
    /// Whether the element is hidden (default false).
    open var isHidden = false
    /// The item or section the element shows.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell or a supplementary view.
    open var representedElementCategory: UICollectionView.ElementCategory { category }
    /// The supplementary kind, or nil for a cell.
    open var representedElementKind: String? { kind }

    private var category: UICollectionView.ElementCategory = .cell
    private var kind: String?

    /// Creates attributes for a cell at the first item.
    public required override init() {
        super.init()
    }

    /// Creates attributes for the cell of the item at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Creates attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        category = .supplementaryView
        kind = elementKind
    }

    /// A copy for another moment of the same element: at `indexPath` (its own when nil) and
    /// with `alpha` (its own when nil), as a layout's appearing and disappearing attributes are.
    /// A copy of the same class with the same values; a subclass that adds properties overrides
    /// it, copies them onto `super.copy(with:)`'s result and returns that, as in UIKit (layouts
    /// copy attributes before changing them).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.transform = transform
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.category = category
        copy.kind = kind
        return copy
    }

    /// A copy through `copy(with:)` (so a subclass's own values come along), moved to
    /// `indexPath` or given `alpha` when said.
    func copied(at indexPath: IndexPath? = nil, alpha: CGFloat? = nil) -> UICollectionViewLayoutAttributes {
        let copy =
            (self.copy(with: nil) as? UICollectionViewLayoutAttributes) ?? UICollectionViewLayoutAttributes()
        if let indexPath { copy.indexPath = indexPath }
        if let alpha { copy.alpha = alpha }
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return frame == other.frame && alpha == other.alpha && zIndex == other.zIndex
            && isHidden == other.isHidden && indexPath == other.indexPath && category == other.category
            && kind == other.kind && transform == other.transform
    }

    /// A hash of the element's identity (index path, category and kind).
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(category)
        hasher.combine(kind)
        return hasher.finalize()
    }
}
