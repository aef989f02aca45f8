import Foundation
import PresentationKit
import Testing

/// `UICollectionViewLayout`: every member a subclass overrides, called by the engine as the
/// collection view lays out, scrolls and performs a batch update (Behaviour 20.2, 20.12).
@MainActor
@Suite("Conformance: collection view layouts")
struct CollectionLayoutConformanceTests {
    @Test("a layout subclass is prepared, asked for attributes, and told of a batch update in UIKit's order")
    func layoutMembers() {
        let log = CallLog.start()
        let host = HeadlessHost()
        let layout = ConformingLayout()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(
            UICollectionReusableView.self,
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "title")
        let source = CountedCollectionSource()
        collection.dataSource = source
        host.window.addSubview(collection)
        host.runUntilIdle()
        collection.setContentOffset(CGPoint(x: 0, y: 20), animated: false)
        collection.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
        _ = collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        layout.invalidateLayout()
        host.runUntilIdle()
        _ = log.take()
        // Section 1 goes and a section of one item comes before section 0.
        source.counts = [1, 3]
        collection.performBatchUpdates {
            collection.deleteSections(IndexSet(integer: 1))
            collection.insertSections(IndexSet(integer: 0))
        }
        let update = log.take().filter {
            !$0.hasSuffix(".collectionView") && !$0.hasSuffix(".collectionViewContentSize")
                && !$0.hasSuffix(".targetContentOffset(forProposedContentOffset:)")
                && !$0.hasSuffix(".layoutAttributesForElements(in:)")
        }
        #expect(update.first == "UICollectionViewLayout.prepare()", "\(update)")
        #expect(update.dropFirst().first == "UICollectionViewLayout.prepare(forCollectionViewUpdates:)")
        #expect(update.last == "UICollectionViewLayout.finalizeCollectionViewUpdates()")
        host.runUntilIdle()
        _ = ConformingLayout(coder: NSCoder())
        withExtendedLifetime(source) {}
        #expect(log.missing("UICollectionViewLayout") == [])
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}
