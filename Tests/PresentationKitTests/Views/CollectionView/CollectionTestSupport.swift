import Foundation

@testable import PresentationKit

/// A data source and flow-layout delegate that record what the collection view asks and tells.
@MainActor
final class RecordingCollectionSource: NSObject, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
{
    var counts: [Int]
    var sizes: [IndexPath: CGSize] = [:]
    var events: [String] = []
    var asked: [IndexPath] = []
    var refuseSelection: Set<IndexPath> = []

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        asked.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        (cell as? CountingItemCell)?.label.text = "\(indexPath.section).\(indexPath.item)"
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        events.append(
            "view \(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)"
        )
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        events.append("willDisplay \(indexPath.section).\(indexPath.item)")
    }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        events.append("didEndDisplaying \(indexPath.section).\(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        events.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        events.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldSelect \(indexPath.item)")
        return !refuseSelection.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.item)")
    }
}

/// An item cell with a label, counting the instances made and its reuses.
final class CountingItemCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    let label = UILabel()
    var reuses = 0
    var applied = 0
    override init(frame: CGRect) {
        CountingItemCell.made += 1
        super.init(frame: frame)
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applied += 1
    }
}

/// A collection view of `counts` items in a host's window, 390 × 600 at the window's top, insets
/// off, with a flow layout of 100 × 100 items (10-point spacings) unless `configure` changes it.
@MainActor
func hostedCollection(
    counts: [Int], frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 600),
    configure: (UICollectionView, UICollectionViewFlowLayout, RecordingCollectionSource) -> Void = {
        _, _, _ in
    }
) -> (HeadlessHost, UICollectionView, RecordingCollectionSource) {
    let host = HeadlessHost()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collection = UICollectionView(frame: frame, collectionViewLayout: layout)
    collection.contentInsetAdjustmentBehavior = .never
    collection.register(CountingItemCell.self, forCellWithReuseIdentifier: "item")
    collection.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "title")
    collection.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
        withReuseIdentifier: "title")
    let source = RecordingCollectionSource(counts: counts)
    configure(collection, layout, source)
    collection.dataSource = source
    collection.delegate = source
    host.window.addSubview(collection)
    host.runUntilIdle()
    return (host, collection, source)
}

/// The index paths of `items` in `section`.
func items(_ items: Range<Int>, section: Int = 0) -> [IndexPath] {
    items.map { IndexPath(item: $0, section: section) }
}
