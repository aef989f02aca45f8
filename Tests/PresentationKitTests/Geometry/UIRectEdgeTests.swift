import Foundation
import Testing

@testable import PresentationKit

@Suite("UIRectEdge")
struct UIRectEdgeTests {
    @Test("UIKit's bit patterns: top 1, left 2, bottom 4, right 8, all 15")
    func bitPatterns() {
        #expect([UIRectEdge.top, .left, .bottom, .right].map(\.rawValue) == [1, 2, 4, 8])
        #expect(UIRectEdge.all.rawValue == 15)
        #expect(UIRectEdge.all == [.top, .left, .bottom, .right])
        #expect(UIRectEdge(rawValue: 0) == [])
    }

    @Test("it is a set of edges")
    func setAlgebra() {
        var edges: UIRectEdge = [.left, .right]
        #expect(edges.contains(.left) && !edges.contains(.top))
        edges.insert(.top)
        edges.remove(.left)
        #expect(edges == [.top, .right])
        #expect(UIRectEdge.all.subtracting(edges) == [.left, .bottom])
    }
}
