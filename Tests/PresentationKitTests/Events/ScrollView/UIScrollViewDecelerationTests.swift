import Foundation
import Testing

@testable import PresentationKit

/// A fling decelerates on the law of Behaviour 15.7, offers its end as the target, and stops on it.
@MainActor
@Suite("UIScrollView: deceleration")
struct UIScrollViewDecelerationTests {
    /// Flings the content upward (the finger moves up 100 pt, released at 1500 pt/s).
    private func fling(_ stage: ScrollStage, speed: CGFloat = 1500) {
        stage.host.fling(
            from: CGPoint(x: 150, y: 400), to: CGPoint(x: 150, y: 300), duration: 0.1,
            releaseVelocity: CGPoint(x: 0, y: -speed))
    }

    @Test("positions at chosen times follow x0 + v0 (r^(1000t) − 1) ÷ (1000 ln r) (Behaviour 15.7)")
    func positionsFollowTheLaw() throws {
        let stage = ScrollStage()
        fling(stage)
        let release = try #require(stage.delegate.release)
        let x0 = Double(release.offset.y)
        let v0 = Double(release.velocity.y) * 1000
        // The content moves against the finger: up at 1500 pt/s is +1500 pt/s of offset.
        #expect(abs(v0 - 1500) < 1e-3, "release velocity \(v0)")
        #expect(stage.scrollView.isDecelerating)
        for t in [0.05, 0.25, 0.6, 1.0, 2.0, 3.5] {
            stage.advance(to: release.time + t)
            expectClose(
                stage.scrollView.contentOffset.y, decelerated(x0, v0, rate: 0.998, after: t), 1e-6,
                "at \(t) s")
            expectClose(stage.scrollView.contentOffset.x, 0)
        }
    }

    @Test("the offered target is the projected end x0 − v0 ÷ (1000 ln r), where it comes to rest")
    func projectedTargetIsTheRestingPlace() throws {
        let stage = ScrollStage()
        fling(stage)
        let release = try #require(stage.delegate.release)
        let x0 = Double(release.offset.y)
        let v0 = Double(release.velocity.y) * 1000
        let projected = x0 - v0 / decayExponent(0.998)
        expectClose(release.target.y, projected, 1e-6, "offered target")
        // ≈ Behaviour 12.19's current + v ÷ 1000 × r ÷ (1 − r): within 0.2 % of the travel.
        let spec1219 = x0 + v0 / 1000 * 0.998 / (1 - 0.998)
        #expect(abs(projected - spec1219) < 0.002 * abs(projected - x0))
        stage.host.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == release.target.y)
        #expect(!stage.scrollView.isDecelerating)
        // It stops when the speed falls below 0.1 × 1000 |ln r| pt/s: 0.1 pt short of the end.
        let stop = log(0.1 * abs(decayExponent(0.998)) / v0) / decayExponent(0.998)
        let end = try #require(stage.delegate.endTime)
        #expect(end >= release.time + stop - 1e-9 && end < release.time + stop + 1.0 / 60 + 1e-9)
    }

    @Test("the fast rate (0.99) follows the same law and stops sooner")
    func fastRate() throws {
        let stage = ScrollStage()
        stage.scrollView.decelerationRate = .fast
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        fling(stage)
        let release = try #require(stage.delegate.release)
        let x0 = Double(release.offset.y)
        let v0 = Double(release.velocity.y) * 1000
        for t in [0.02, 0.1, 0.3] {
            stage.advance(to: release.time + t)
            expectClose(
                stage.scrollView.contentOffset.y, decelerated(x0, v0, rate: 0.99, after: t), 1e-6, "at \(t) s"
            )
        }
        stage.host.runUntilIdle()
        expectClose(stage.scrollView.contentOffset.y, x0 - v0 / decayExponent(0.99))
        #expect(try #require(stage.delegate.endTime) < release.time + 1.5)
    }

    @Test("a drag and fling tells the delegate in UIKit's order (Behaviour 15.12)")
    func delegateOrder() {
        let stage = ScrollStage()
        fling(stage)
        #expect(
            stage.scrollView.isDecelerating && !stage.scrollView.isDragging && !stage.scrollView.isTracking)
        stage.host.runUntilIdle()
        #expect(
            stage.delegate.collapsed == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(willDecelerate: true)",
                "willBeginDecelerating", "didScroll", "didEndDecelerating",
            ])
    }

    @Test("a drag released at rest does not decelerate")
    func releaseAtRest() {
        let stage = ScrollStage()
        stage.beginDrag(atY: 400, downward: false)
        stage.host.touchMove(to: CGPoint(x: 150, y: 300))
        #expect(stage.scrollView.isDragging && stage.scrollView.isTracking)
        stage.host.advance(by: 0.2)  // the finger rests longer than the velocity window
        stage.host.touchUp()
        #expect(
            stage.delegate.collapsed == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(willDecelerate: false)",
            ])
        #expect(!stage.scrollView.isDecelerating && !stage.scrollView.isDragging)
        // 1:1 with the finger from where the pan began (it moved 80 pt more).
        expectClose(stage.scrollView.contentOffset.y, 80)
    }

    @Test("a touch during deceleration stops it where it is: tracking, not decelerating, no end call")
    func touchStopsDeceleration() {
        let stage = ScrollStage()
        fling(stage)
        stage.host.advance(by: 0.3)
        let caught = stage.scrollView.contentOffset
        stage.host.touchDown(at: CGPoint(x: 150, y: 300))
        #expect(!stage.scrollView.isDecelerating)
        #expect(stage.scrollView.isTracking && !stage.scrollView.isDragging)
        stage.host.advance(by: 0.5)
        #expect(stage.scrollView.contentOffset == caught)
        stage.host.touchUp()
        #expect(!stage.scrollView.isTracking)
        stage.host.runUntilIdle()
        #expect(stage.scrollView.contentOffset == caught)
        #expect(!stage.delegate.events.contains("didEndDecelerating"))
    }

    @Test("setting the offset during deceleration stops it there")
    func settingTheOffsetStops() {
        let stage = ScrollStage()
        fling(stage)
        stage.host.advance(by: 0.2)
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        #expect(!stage.scrollView.isDecelerating)
        stage.host.advance(by: 1)
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 50))
    }
}

@MainActor
@Suite("UIScrollView: leaving the window")
struct UIScrollViewDetachTests {
    @Test("a scroll view taken out of its window mid-deceleration stops there and leaves the host idle")
    func removedMidDeceleration() {
        let stage = ScrollStage()
        stage.host.fling(
            from: CGPoint(x: 150, y: 400), to: CGPoint(x: 150, y: 300), duration: 0.1,
            releaseVelocity: CGPoint(x: 0, y: -1500))
        stage.host.advance(by: 0.1)
        stage.scrollView.removeFromSuperview()
        let offset = stage.scrollView.contentOffset
        stage.host.runUntilIdle()
        #expect(!stage.scrollView.isDecelerating)
        #expect(stage.scrollView.contentOffset == offset)
        #expect(stage.host.diagnostics.isEmpty)
    }

    @Test("15.8: a scroll view taken out of its window while it springs back from a pull rests at its edge")
    func removedMidSpringBack() {
        let stage = ScrollStage()
        // Pulled down past the top by a slow drag, then let go: the spring back starts.
        stage.host.drag(from: CGPoint(x: 150, y: 200), to: CGPoint(x: 150, y: 320), duration: 0.3)
        stage.host.advance(by: 1.0 / 60)
        #expect(stage.scrollView.contentOffset.y < 0, "stretched past the top")
        stage.scrollView.removeFromSuperview()
        stage.host.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == 0, "at rest at the top, not left stretched")
        #expect(stage.host.diagnostics.isEmpty)
    }
}
