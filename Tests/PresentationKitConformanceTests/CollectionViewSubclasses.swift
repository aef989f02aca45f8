import Foundation
import PresentationKit

/// `UICollectionViewLayout` with every listed member overridden in UIKit's spelling: one row per
/// item, 40 points tall, under a 30-point header per section.
class ConformingLayout: UICollectionViewLayout {
    private var elements: [UICollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0

    override init() {
        super.init()
        note("UICollectionViewLayout")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UICollectionViewLayout")
    }
    override var collectionView: UICollectionView? {
        note("UICollectionViewLayout")
        return super.collectionView
    }
    override func prepare() {
        super.prepare()
        note("UICollectionViewLayout")
        elements = []
        var y: CGFloat = 0
        guard let collectionView else { return }
        for section in 0..<collectionView.numberOfSections {
            let header = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                with: IndexPath(item: 0, section: section))
            header.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: 30)
            elements.append(header)
            y += 30
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let row = UICollectionViewLayoutAttributes(
                    forCellWith: IndexPath(item: item, section: section))
                row.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: 40)
                elements.append(row)
                y += 40
            }
        }
        height = y
    }
    override func invalidateLayout() {
        note("UICollectionViewLayout")
        super.invalidateLayout()
    }
    override var collectionViewContentSize: CGSize {
        note("UICollectionViewLayout")
        return CGSize(width: super.collectionView?.bounds.width ?? 0, height: height)
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        note("UICollectionViewLayout")
        return elements.filter { $0.frame.minY < rect.maxY && rect.minY < $0.frame.maxY }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        note("UICollectionViewLayout")
        return elements.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        note("UICollectionViewLayout")
        return elements.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        note("UICollectionViewLayout")
        return super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        note("UICollectionViewLayout")
        return super.targetContentOffset(
            forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        note("UICollectionViewLayout")
        return super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        note("UICollectionViewLayout")
    }
    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        note("UICollectionViewLayout")
    }
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        note("UICollectionViewLayout")
        return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        note("UICollectionViewLayout")
        return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }
    override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        note("UICollectionViewLayout")
        return super.initialLayoutAttributesForAppearingSupplementaryElement(
            ofKind: elementKind, at: elementIndexPath)
    }
    override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        note("UICollectionViewLayout")
        return super.finalLayoutAttributesForDisappearingSupplementaryElement(
            ofKind: elementKind, at: elementIndexPath)
    }
}

/// Sections of items whose counts the test sets, with a header each.
final class CountedCollectionSource: NSObject, UICollectionViewDataSource {
    var counts = [3, 2]
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    }
}
