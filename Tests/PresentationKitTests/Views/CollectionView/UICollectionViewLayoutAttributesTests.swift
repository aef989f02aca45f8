import Foundation
import Testing

@testable import PresentationKit

/// Attributes with a value of a custom layout's own, copied as custom layouts do.
@MainActor
private final class BadgeAttributes: UICollectionViewLayoutAttributes {
    var badgeCount = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! BadgeAttributes
        copy.badgeCount = badgeCount
        return copy
    }
}

@MainActor
@Suite("UICollectionViewLayoutAttributes")
struct UICollectionViewLayoutAttributesTests {
    @Test("copy() makes an equal, separate object of the same class, a subclass's own values included")
    func copyKeepsClassAndValues() throws {
        let original = BadgeAttributes(
            forSupplementaryViewOfKind: "badge", with: IndexPath(item: 2, section: 1))
        original.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        original.alpha = 0.5
        original.zIndex = 3
        original.isHidden = true
        original.transform = CGAffineTransform(scaleX: 2, y: 2)
        original.badgeCount = 7
        let copy = try #require(original.copy() as? BadgeAttributes)
        #expect(copy !== original)
        #expect(copy.isEqual(original))
        #expect(copy.badgeCount == 7)
        #expect(copy.representedElementCategory == .supplementaryView)
        #expect(copy.representedElementKind == "badge")
        #expect(copy.indexPath == IndexPath(item: 2, section: 1))
        copy.frame.origin.x = 99
        #expect(original.frame.minX == 10, "changing the copy leaves the original")
    }
}
