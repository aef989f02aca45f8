import Foundation
import Testing

@testable import PresentationKit

/// `UICollectionViewFlowLayout`: lines, spacing, insets, headers and footers, both directions
/// (Behaviour 20.4).
@MainActor
@Suite("UICollectionViewFlowLayout")
struct UICollectionViewFlowLayoutTests {
    @Test(
        "vertical: full rows spread to both edges, the last row keeps the minimum spacing (Behaviour 20.1, 20.4)"
    )
    func verticalGrid() {
        let (host, collection, source) = hostedCollection(counts: [20]) { _, layout, _ in
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        }
        _ = host
        // 370 points across: three 100-point items (320 with the minimum spacing) fit, four (430) do
        // not; a full row's 70 spare points make two gaps of 35.
        let frame = { (item: Int) in
            collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
        }
        #expect(frame(0) == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(frame(1) == CGRect(x: 145, y: 10, width: 100, height: 100))
        #expect(frame(2) == CGRect(x: 280, y: 10, width: 100, height: 100))
        #expect(frame(4) == CGRect(x: 145, y: 120, width: 100, height: 100))
        // Items 18 and 19 make the last row: leading, 10 apart.
        #expect(frame(18) == CGRect(x: 10, y: 670, width: 100, height: 100))
        #expect(frame(19) == CGRect(x: 120, y: 670, width: 100, height: 100))
        // 10 + seven rows of 100 + six gaps of 10 + 10.
        #expect(collection.contentSize == CGSize(width: 390, height: 780))
        // Rows 0–5 (the sixth, 560–660, reaches into the 600-point bounds) have cells.
        #expect(collection.indexPathsForVisibleItems == items(0..<18))
        #expect(source.asked.sorted() == items(0..<18))
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == frame(4))
        #expect(collection.cellForItem(at: IndexPath(item: 18, section: 0)) == nil)
        #expect(collection.indexPathForItem(at: CGPoint(x: 150, y: 130)) == IndexPath(item: 4, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 125, y: 130)) == nil, "the gap between items")
    }

    @Test("sizes from the delegate; smaller items centre in their row; a lone item centres (Behaviour 20.4)")
    func delegateSizes() {
        let (host, collection, _) = hostedCollection(counts: [4]) { _, layout, source in
            source.sizes = [
                IndexPath(item: 0, section: 0): CGSize(width: 200, height: 60),
                IndexPath(item: 1, section: 0): CGSize(width: 150, height: 100),
                IndexPath(item: 2, section: 0): CGSize(width: 300, height: 50),
            ]
        }
        _ = host
        let frame = { (item: Int) in
            collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
        }
        // Row 0: 200 + 10 + 150 = 360 fit in 390; the spare 30 widens the gap to 40. The row is 100
        // tall and the 60-point item sits 20 down.
        #expect(frame(0) == CGRect(x: 0, y: 20, width: 200, height: 60))
        #expect(frame(1) == CGRect(x: 240, y: 0, width: 150, height: 100))
        // Row 1: 300 + 10 + 100 = 410 does not fit: the 300-point item is alone, centred.
        #expect(frame(2) == CGRect(x: 45, y: 110, width: 300, height: 50))
        // Row 2, the last: item 3 at the leading edge.
        #expect(frame(3) == CGRect(x: 0, y: 170, width: 100, height: 100))
        #expect(collection.contentSize.height == 270)
    }

    @Test("horizontal: columns fill top to bottom and stack leading to trailing (Behaviour 20.4, 20.7)")
    func horizontalStrip() {
        let (host, collection, source) = hostedCollection(
            counts: [30], frame: CGRect(x: 0, y: 0, width: 390, height: 120)
        ) { _, layout, source in
            layout.scrollDirection = .horizontal
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            source.sizes = [IndexPath(item: 1, section: 0): CGSize(width: 60, height: 80)]
        }
        let frame = { (item: Int) in
            collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
        }
        // 100 points down: one item per column.
        #expect(frame(0) == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(
            frame(1) == CGRect(x: 120, y: 20, width: 60, height: 80), "centred across its 60-point column")
        #expect(frame(2) == CGRect(x: 190, y: 10, width: 100, height: 100))
        // 10 + 29 × 100 + 60 + 29 × 10 + 10.
        #expect(collection.contentSize == CGSize(width: 3270, height: 120))
        #expect(collection.indexPathsForVisibleItems == items(0..<4))
        source.events.removeAll()
        collection.scrollToItem(at: IndexPath(item: 10, section: 0), at: .left, animated: false)
        // Item 10 starts at 190 + 8 × 110.
        #expect(collection.contentOffset == CGPoint(x: 1070, y: 0))
        #expect(collection.indexPathsForVisibleItems == items(10..<14))
        collection.scrollToItem(
            at: IndexPath(item: 20, section: 0), at: .centeredHorizontally, animated: false)
        // Item 20 spans 2170–2270: its middle, 2220, at the middle of 390 points.
        #expect(abs(collection.contentOffset.x - (2220 - 195)) < 1e-9)
        collection.scrollToItem(at: IndexPath(item: 29, section: 0), at: .right, animated: true)
        host.runUntilIdle()
        // Item 29 spans 3160–3260 (the trailing inset after it): its right edge at the right.
        #expect(abs(collection.contentOffset.x - (3260 - 390)) < 1e-9)
        #expect(collection.indexPathsForVisibleItems.last == IndexPath(item: 29, section: 0))
    }

    @Test(
        "headers and footers lie around each section's insets, shown as supplementary views (Behaviour 20.4)")
    func headersAndFooters() {
        let (host, collection, source) = hostedCollection(counts: [5, 5]) { _, layout, _ in
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            layout.headerReferenceSize = CGSize(width: 999, height: 40)
            layout.footerReferenceSize = CGSize(width: 0, height: 30)
        }
        _ = host
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        let at = { (section: Int) in IndexPath(item: 0, section: section) }
        #expect(
            collection.layoutAttributesForSupplementaryElement(ofKind: header, at: at(0))?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 40),
            "a header spans the width whatever its width says")
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 50)
        // Two rows (50, 160), the bottom inset: the footer at 270, the next header at 300.
        #expect(
            collection.layoutAttributesForSupplementaryElement(ofKind: footer, at: at(0))?.frame
                == CGRect(x: 0, y: 270, width: 390, height: 30))
        #expect(
            collection.supplementaryView(forElementKind: header, at: at(1))?.frame
                == CGRect(x: 0, y: 300, width: 390, height: 40))
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 1))?.frame
                == CGRect(x: 120, y: 460, width: 100, height: 100))
        #expect(collection.contentSize.height == 600)
        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: header) == [at(0), at(1)])
        #expect(collection.visibleSupplementaryViews(ofKind: footer).count == 2)
        #expect(
            Set(source.events.filter { $0.hasPrefix("view") }) == [
                "view header 0", "view footer 0", "view header 1", "view footer 1",
            ])
    }

    @Test(
        "a new width flows the items again; a scroll does not prepare the layout again (Behaviour 20.2, 20.4)"
    )
    func resizeReflows() {
        let (host, collection, _) = hostedCollection(counts: [40])
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.origin
                == CGPoint(x: 0, y: 110))
        collection.frame = CGRect(x: 0, y: 0, width: 500, height: 600)
        host.runUntilIdle()
        // 500 across: four items (430 with the minimum spacing) fit; the spare 70 widens three gaps to
        // 10 + 70/3, so item 3 starts at 3 × (100 + 100/3).
        let item3 = collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
        #expect(item3?.minY == 0)
        #expect(abs((item3?.minX ?? 0) - 400) < 1e-9)
        #expect(collection.contentSize == CGSize(width: 500, height: 10 * 100 + 9 * 10))
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == item3)
    }
}
