import Foundation
import Testing

@testable import PresentationKit

@Suite("NSDirectionalEdgeInsets, UIOffset and CGVector")
struct NSDirectionalEdgeInsetsTests {
    @Test("directional insets keep their four edges; zero and init() are all zero")
    func directionalInsets() {
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.top == 1 && insets.leading == 2 && insets.bottom == 3 && insets.trailing == 4)
        #expect(NSDirectionalEdgeInsets() == .zero)
        #expect(
            NSDirectionalEdgeInsets.zero
                == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        #expect(insets != NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        var changed = insets
        changed.leading = 20
        #expect(changed == NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 4))
    }

    @Test("offsets keep their two distances; zero and init() are no offset")
    func offsets() {
        let offset = UIOffset(horizontal: -3, vertical: 7)
        #expect(offset.horizontal == -3 && offset.vertical == 7)
        #expect(UIOffset() == .zero)
        #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
        #expect(offset != UIOffset(horizontal: 7, vertical: -3))
        #expect(Set([offset, UIOffset(horizontal: -3, vertical: 7), .zero]).count == 2)
    }

    @Test("CGVector() is the zero vector")
    func zeroVector() {
        #expect(CGVector() == .zero)
        #expect(CGVector().dx == 0 && CGVector().dy == 0)
        #expect(CGVector() != CGVector(dx: 0, dy: 1))
    }
}
