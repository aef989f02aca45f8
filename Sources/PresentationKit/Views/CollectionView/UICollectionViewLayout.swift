import Foundation

/// The object that decides where a collection view's elements lie, as UIKit's
/// `UICollectionViewLayout`: subclass it, or use `UICollectionViewFlowLayout`.
///
/// The collection view calls `prepare()` once after each invalidation (a new layout, new data,
/// `invalidateLayout()`, or a bounds change `shouldInvalidateLayout(forBoundsChange:)` agrees to),
/// then takes `collectionViewContentSize` as its content size and, each time it scrolls, asks
/// `layoutAttributesForElements(in:)` for the visible rectangle and shows those elements, and only
/// those (Behaviour 20.2). The base class lays out nothing.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout, or nil.
    open var collectionView: UICollectionView? { owner }
    weak var owner: UICollectionView?

    /// Creates a layout.
    public override init() {
        super.init()
    }

    /// Creates a layout from an archive; as `init()` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Works out the layout before the collection view asks for attributes; called once after
    /// each invalidation. An override calls `super`.
    open func prepare() {}

    /// Asks the collection view to prepare the layout again and show its elements where the
    /// layout now says, at its next layout pass or query. An override calls `super`.
    open func invalidateLayout() {
        owner?.layoutDidInvalidate()
    }

    /// The size of the whole content; the collection view's `contentSize` (default `.zero`).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect` (content coordinates); nil or
    /// empty when none does (the default).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item's cell (default nil).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` (default nil).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// Whether moving the bounds to `newBounds` calls for a new layout (default false: a scroll
    /// only shows other elements of the same layout).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Where a scroll that ends by itself should stop (default: where it would). Not asked here
    /// yet: a deceleration ends where the scroll view's own motion ends.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// The offset to show after the layout prepared again (default: the proposed one, the current
    /// offset); the collection view keeps it within the new scroll range.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
}
