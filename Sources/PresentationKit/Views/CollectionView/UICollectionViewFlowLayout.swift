import Foundation

/// A layout that flows items into lines, as UIKit's `UICollectionViewFlowLayout`.
///
/// With `.vertical` scrolling the lines are rows filled leading to trailing and stacked top to
/// bottom; with `.horizontal` they are columns filled top to bottom and stacked leading to
/// trailing. Each section is its header, its insets around its lines, and its footer. A line takes
/// items while they fit across the collection view (less the adjusted content insets and the
/// section's insets) with at least `minimumInteritemSpacing` between them; a full line spreads its
/// items to both edges, a line of one item centres it, the section's last line keeps the minimum
/// spacing from the leading edge; items smaller than their line are centred in it; lines are
/// `minimumLineSpacing` apart (Behaviour 20.4). Sizes, insets and spacings come from the
/// collection view's delegate when it is a `UICollectionViewDelegateFlowLayout`, else from these
/// properties.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls, and the lines stack (default `.vertical`).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { if scrollDirection != oldValue { invalidateLayout() } }
    }
    /// Every item's size when the delegate does not say (default 50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { if itemSize != oldValue { invalidateLayout() } }
    }
    /// The size self-sizing items are taken to have. Stored only: items are `itemSize` (or the
    /// delegate's size) here; see the porting guide.
    open var estimatedItemSize: CGSize = .zero
    /// The least space between lines (default 10).
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { if minimumLineSpacing != oldValue { invalidateLayout() } }
    }
    /// The least space between the items of a line (default 10).
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
    }
    /// The space around each section's items, inside its header and footer (default zero).
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { if sectionInset != oldValue { invalidateLayout() } }
    }
    /// The size of section headers when the delegate does not say: only the height (vertical) or
    /// width (horizontal) counts; the header spans the collection view (default zero: none).
    open var headerReferenceSize: CGSize = .zero {
        didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
    }
    /// The size of section footers when the delegate does not say, as for headers.
    open var footerReferenceSize: CGSize = .zero {
        didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
    }

    /// The size of the content worked out in `prepare()`.
    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    /// Works out every element's place from the collection view's counts and the delegate's (or
    /// these properties') sizes. An override calls `super`.
    open override func prepare() {
        super.prepare()
        // During a batch update the layout before it answers where elements were.
        previous = collectionView?.activeUpdate != nil ? geometry : FlowGeometry()
        geometry = collectionView.map(FlowGeometry.init(collectionView:)) ?? FlowGeometry()
    }

    /// The items, headers and footers whose frames meet `rect`, in order.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        geometry.elements(in: rect)
    }

    /// The item's attributes, or nil outside the data.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        geometry.item(at: indexPath)
    }

    /// The section header's or footer's attributes, or nil when the section has none.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    )
        -> UICollectionViewLayoutAttributes?
    {
        geometry.supplementary(ofKind: elementKind, at: indexPath)
    }

    /// A new size of the bounds lays the lines out again (they fill the width, or the height);
    /// a scroll does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != geometry.preparedSize
    }

    // MARK: Updates

    /// An item coming on screen in an animated update: an item that was there before starts
    /// where it was; an inserted or reloaded one fades in at its new place (Behaviour 20.12).
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let after = geometry.item(at: itemIndexPath) else { return nil }
        if let old = collectionView?.activeUpdate?.oldPath(of: itemIndexPath),
            let before = previous.item(at: old)
        {
            return before.copied(at: itemIndexPath)
        }
        return after.copied(alpha: 0)
    }

    /// An item leaving the screen in an animated update (given its index path before it): an item
    /// still there slides to its new place; a deleted or reloaded one fades out where it was
    /// (Behaviour 20.12).
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        if let new = collectionView?.activeUpdate?.keptPath(of: itemIndexPath),
            let after = geometry.item(at: new)
        {
            return after.copied(at: itemIndexPath)
        }
        return previous.item(at: itemIndexPath)?.copied(alpha: 0)
    }

    /// A header or footer coming on screen in an animated update: a section that was there
    /// before brings it from where it was; an inserted or reloaded one fades it in at its place.
    open override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let after = geometry.supplementary(ofKind: elementKind, at: elementIndexPath) else {
            return nil
        }
        if elementIndexPath.count == 2,
            let old = collectionView?.activeUpdate?.oldSection(of: elementIndexPath[0]),
            let before = previous.supplementary(
                ofKind: elementKind, at: IndexPath(item: elementIndexPath[1], section: old))
        {
            return before.copied(at: elementIndexPath)
        }
        return after.copied(alpha: 0)
    }

    /// A header or footer leaving the screen in an animated update (given its index path before
    /// it): one of a section still there slides with it; a deleted or reloaded section's fades
    /// out where it was.
    open override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        if elementIndexPath.count == 2,
            let new = collectionView?.activeUpdate?.keptSection(of: elementIndexPath[0]),
            let after = geometry.supplementary(
                ofKind: elementKind, at: IndexPath(item: elementIndexPath[1], section: new))
        {
            return after.copied(at: elementIndexPath)
        }
        return previous.supplementary(ofKind: elementKind, at: elementIndexPath)?.copied(alpha: 0)
    }

    /// The layout before the update is not needed once its animation is set up.
    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        previous = FlowGeometry()
    }

    var geometry = FlowGeometry()
    /// The layout before the batch update under way (empty otherwise).
    private var previous = FlowGeometry()
}
