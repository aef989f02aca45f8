import Foundation
import Testing

@testable import PresentationKit

@Suite("UIEdgeInsets")
struct UIEdgeInsetsTests {
    @Test func zeroAndDefaultAreAllZero() {
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(UIEdgeInsets() == .zero)
        #expect(UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0) != .zero)
    }

    @Test func insetMovesEachEdgeInwards() {
        // The classic example: insets (10, 20, 30, 40) on 100×200 leave x 20, y 10, 40×160.
        let rect = CGRect(x: 0, y: 0, width: 100, height: 200)
        let insets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        #expect(rect.inset(by: insets) == CGRect(x: 20, y: 10, width: 40, height: 160))
    }

    @Test func negativeInsetsGrowTheRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let insets = UIEdgeInsets(top: 10, left: 10, bottom: -20, right: -20)
        #expect(rect.inset(by: insets) == CGRect(x: 10, y: 10, width: 110, height: 60))
    }

    @Test func oversizedInsetsKeepTheArithmeticResult() {
        // Unlike insetBy(dx:dy:), UIEdgeInsetsInsetRect does not turn this into CGRect.null.
        let result = CGRect(x: 5, y: 5, width: 10, height: 10).inset(
            by: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(!result.isNull)
        #expect(result.origin == CGPoint(x: 13, y: 5))
        #expect(result.size == CGSize(width: -6, height: 10))
        #expect(result.standardized == CGRect(x: 7, y: 5, width: 6, height: 10))
    }

    @Test func hashableAndDescription() {
        let set: Set<UIEdgeInsets> = [
            .zero, UIEdgeInsets(), UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
        ]
        #expect(set.count == 2)
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).description == "{1.0, 2.0, 3.0, 4.0}")
    }
}
