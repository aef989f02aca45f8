import Foundation

/// The object that decides where a collection view's elements lie, as UIKit's
/// `UICollectionViewLayout`: subclass it, or use `UICollectionViewFlowLayout`.
///
/// The collection view calls `prepare()` once after each invalidation (a new layout, new data,
/// `invalidateLayout()`, or a bounds change `shouldInvalidateLayout(forBoundsChange:)` agrees to),
/// then takes `collectionViewContentSize` as its content size and, each time it scrolls, asks
/// `layoutAttributesForElements(in:)` for the visible rectangle and shows those elements, and only
/// those (Behaviour 20.2). In a batch update it is also told the changes and asked where the
/// elements coming on screen start and those leaving end (Behaviour 20.12). The base class lays out
/// nothing.
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

    // MARK: Updates

    /// A batch update is under way: called after `prepare()` has worked out the layout of the new
    /// data and before any attributes are asked for, with the inserts, deletes, reloads and moves
    /// the app announced (Behaviour 20.12). Does nothing by default; an override calls `super`.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// The last step of a batch update, called inside the animation block that moves the elements
    /// to their new places (at once without animation), after every appearing and disappearing
    /// element was asked about. Does nothing by default; an override calls `super`.
    open func finalizeCollectionViewUpdates() {}

    /// Where and how an item coming on screen in an animated update starts (inserted, made again,
    /// or moved into view): its animation runs from these attributes to its place in the new
    /// layout. Nil (the default) starts it at its new place, as UIKit's base class; a flow layout
    /// fades an inserted item in at its place and starts a moved one where it was.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// Where and how an item leaving the screen in an animated update ends (deleted, made again,
    /// or moved out of view), given its index path before the update. Nil (the default) leaves it
    /// where it was until the animation ends, as UIKit's base class; a flow layout fades a deleted
    /// item out where it was and slides a moved one to its new place.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// As `initialLayoutAttributesForAppearingItem(at:)`, for a supplementary view (a header or
    /// footer of an inserted or moved section). Nil by default.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// As `finalLayoutAttributesForDisappearingItem(at:)`, for a supplementary view (a header or
    /// footer of a deleted or moved section). Nil by default.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }
}
