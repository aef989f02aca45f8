import Foundation
import Testing

@testable import PresentationKit

/// When the scroll range changes under content that is not held by a finger, the offset is brought
/// back inside it (Behaviour 15.31), as UIKit's scroll view adjusts its offset when its size or
/// insets change.
@MainActor
@Suite("UIScrollView: the offset follows a changed range")
struct UIScrollViewRangeChangeTests {
    @Test("at rest at the end, a taller scroll view moves to its new end at once (Behaviour 15.31)")
    func tallerBoundsClampAtRest() {
        let stage = ScrollStage()
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 1600)  // the end: 2000 − 400
        stage.delegate.events.removeAll()
        stage.scrollView.frame.size.height = 600
        // 2000 − 600: no blank space below the content, without animation or deceleration.
        #expect(stage.scrollView.contentOffset.y == 1400)
        #expect(stage.delegate.events == ["didScroll"])
        #expect(!stage.scrollView.isDecelerating)
        // Inside the new range nothing moves: shorter again, the offset stays.
        stage.scrollView.frame.size.height = 400
        #expect(stage.scrollView.contentOffset.y == 1400)
    }

    @Test("a smaller top inset brings content resting above the new top down to it (Behaviour 15.31)")
    func smallerInsetClampsAtRest() {
        let stage = ScrollStage()
        stage.scrollView.contentInset.top = 60
        stage.scrollView.contentOffset = CGPoint(x: 0, y: -60)  // showing the inset
        stage.scrollView.contentInset.top = 0
        #expect(stage.scrollView.contentOffset.y == 0)
    }

    @Test("a deceleration whose end leaves the new range comes to rest on the new edge, ending once")
    func decelerationRedirected() throws {
        let stage = ScrollStage()
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 900)
        // A fling towards the end: up 100 pt, released at 1500 pt/s (projected end ≈ 1750 > 1600).
        stage.host.fling(
            from: CGPoint(x: 150, y: 400), to: CGPoint(x: 150, y: 300), duration: 0.1,
            releaseVelocity: CGPoint(x: 0, y: -1500))
        #expect(stage.scrollView.isDecelerating)
        stage.host.advance(by: 0.1)
        let before = stage.scrollView.contentOffset.y
        #expect(before < 1400)
        stage.scrollView.frame.size.height = 600  // the range now ends at 1400
        #expect(stage.scrollView.isDecelerating)
        // It goes on from where it was, forward (not a jump).
        #expect(stage.scrollView.contentOffset.y == before)
        stage.host.advance(by: 1.0 / 60)
        #expect(stage.scrollView.contentOffset.y > before)
        stage.host.runUntilIdle()
        expectClose(stage.scrollView.contentOffset.y, 1400, 1e-9, "at rest")
        #expect(stage.delegate.events.filter { $0 == "didEndDecelerating" }.count == 1)
    }

    @Test("a finger on the content keeps it where the finger has it; the release settles in range")
    func dragLeftToTheRelease() {
        let stage = ScrollStage()
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 1600)
        stage.beginDrag(atY: 450, downward: false)
        let held = stage.scrollView.contentOffset.y
        stage.scrollView.frame.size.height = 600
        #expect(stage.scrollView.contentOffset.y == held)
        stage.host.advance(by: 0.3)
        stage.host.touchUp()
        stage.host.runUntilIdle()
        expectClose(stage.scrollView.contentOffset.y, 1400, 1e-9, "after the release")
    }

    @Test(
        "an offset animation aimed inside the range eases on to the new end when the range shrinks under it, ending once; one aimed outside keeps its target (Behaviour 15.31)"
    )
    func offsetAnimationFollowsTheRange() {
        let stage = ScrollStage()
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 1600), animated: true)  // the end
        stage.host.advance(by: 0.1)
        let before = stage.scrollView.contentOffset.y
        #expect(before > 0 && before < 1400)
        stage.scrollView.frame.size.height = 600  // the range now ends at 1400
        #expect(stage.scrollView.contentOffset.y == before)  // no jump
        stage.host.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == 1400)
        #expect(stage.delegate.events.filter { $0 == "didEndScrollingAnimation" }.count == 1)

        // Aimed past the end by the app: the target stands.
        let outside = ScrollStage()
        outside.scrollView.setContentOffset(CGPoint(x: 0, y: 1700), animated: true)
        outside.host.advance(by: 0.1)
        outside.scrollView.frame.size.height = 600
        outside.host.runUntilIdle()
        #expect(outside.scrollView.contentOffset.y == 1700)
    }
}
