import Foundation
import PresentationKit
import PresentationKitRendering
import Testing

/// A scroll view's content is drawn through its bounds origin (its `contentOffset`), and clipped to
/// it when `clipsToBounds` is on.
@MainActor
@Suite("Rasterizer · scroll views")
struct RasterizerScrollViewTests {
    @Test("scrolling by 100 pt draws the content 100 pt higher; clipping hides what left the view")
    func contentMovesWithTheOffset() {
        let stage = RasterizerStage(width: 100, height: 200)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 50, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 400)
        scrollView.clipsToBounds = true
        stage.root.addSubview(scrollView)
        // Two black rows: at 20–40 and at 150–170 in content coordinates.
        stage.addView(CGRect(x: 0, y: 20, width: 100, height: 20), color: .black, to: scrollView)
        stage.addView(CGRect(x: 0, y: 150, width: 100, height: 20), color: .black, to: scrollView)
        let before = stage.snapshot()
        #expect(before.blackCoverage(x: 50, y: 80) > 0.99)  // 50 + 30
        #expect(before.blackCoverage(x: 50, y: 210 - 50) < 0.01)  // the second row is clipped off
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        let after = stage.snapshot()
        // The second row now spans 50 + 150 − 100 = 100 to 120 on screen; the first left the view.
        #expect(after.blackCoverage(x: 50, y: 110) > 0.99)
        #expect(after.blackCoverage(x: 50, y: 99) < 0.01 && after.blackCoverage(x: 50, y: 120) < 0.01)
        #expect((0..<200).filter { after.blackCoverage(x: 50, y: $0) > 0.5 } == Array(100..<120))
    }
}
