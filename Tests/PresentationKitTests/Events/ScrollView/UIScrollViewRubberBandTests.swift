import Foundation
import Testing

@testable import PresentationKit

/// Past its edges the content rubber-bands (Behaviour 15.6) and springs back (Behaviour 15.8).
@MainActor
@Suite("UIScrollView: rubber band and spring-back")
struct UIScrollViewRubberBandTests {
    @Test("dragged past the top, the content shows (1 − 1 ÷ (x × 0.55 ÷ d + 1)) × d for overshoots x")
    func rubberBandAtTheTop() {
        let stage = ScrollStage()
        stage.beginDrag(atY: 200, downward: true)  // the pan begins at y = 220
        for overshoot in [1.0, 10, 50, 200, 1000] {
            stage.host.touchMove(to: CGPoint(x: 150, y: 220 + CGFloat(overshoot)))
            expectClose(
                stage.scrollView.contentOffset.y, -rubberBanded(overshoot, dimension: 400), 1e-6,
                "overshoot \(overshoot)")
        }
        // Never a full view's length, however far.
        stage.host.touchMove(to: CGPoint(x: 150, y: 10_000))
        #expect(stage.scrollView.contentOffset.y > -400)
        stage.host.touchUp()
    }

    @Test("past the bottom, the same law from the end of the range; inside it, 1:1")
    func rubberBandAtTheBottom() {
        let stage = ScrollStage()
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 1500)  // 100 pt from the end (1600)
        stage.beginDrag(atY: 450, downward: false)  // the pan begins at y = 430
        stage.host.touchMove(to: CGPoint(x: 150, y: 380))
        expectClose(stage.scrollView.contentOffset.y, 1550)
        for overshoot in [20.0, 150, 600] {
            stage.host.touchMove(to: CGPoint(x: 150, y: 330 - CGFloat(overshoot)))
            expectClose(
                stage.scrollView.contentOffset.y, 1600 + rubberBanded(overshoot, dimension: 400), 1e-6,
                "overshoot \(overshoot)")
        }
        stage.host.touchUp()
    }

    @Test("without bounces the drag stops at the edge")
    func noBounceHoldsTheEdge() {
        let stage = ScrollStage()
        stage.scrollView.bounces = false
        stage.beginDrag(atY: 200, downward: true)
        stage.host.touchMove(to: CGPoint(x: 150, y: 400))
        #expect(stage.scrollView.contentOffset.y == 0)
        stage.host.touchUp()
    }

    @Test("only scrollable axes move; alwaysBounceVertical lets short content rubber-band")
    func scrollableAxes() {
        let stage = ScrollStage(contentHeight: 300)  // shorter than the 400-pt view
        stage.beginDrag(atY: 200, downward: true)
        stage.host.touchMove(to: CGPoint(x: 180, y: 300))
        #expect(stage.scrollView.contentOffset == .zero)
        #expect(!stage.scrollView.isDragging)  // the pan never began: nothing scrolls
        stage.host.touchUp()
        stage.scrollView.alwaysBounceVertical = true
        stage.beginDrag(atY: 200, downward: true)
        stage.host.touchMove(to: CGPoint(x: 180, y: 300))
        // 80 pt down; the horizontal axis (content as wide as the view) does not move.
        expectClose(stage.scrollView.contentOffset.y, -rubberBanded(80, dimension: 400))
        #expect(stage.scrollView.contentOffset.x == 0)
        stage.host.touchUp()
    }

    @Test("released while rubber-banded, it springs back on the critically damped spring (ω = 12 s⁻¹)")
    func springBackAfterRelease() throws {
        let stage = ScrollStage()
        stage.beginDrag(atY: 200, downward: true)
        stage.host.touchMove(to: CGPoint(x: 150, y: 420))
        stage.host.advance(by: 0.2)  // at rest: no release velocity
        stage.host.touchUp()
        let release = try #require(stage.delegate.release)
        let x0 = -rubberBanded(200, dimension: 400)
        expectClose(release.offset.y, x0)
        #expect(release.target.y == 0)
        #expect(stage.delegate.events.contains("didEndDragging(willDecelerate: true)"))
        for t in [0.05, 0.1, 0.25, 0.5] {
            stage.advance(to: release.time + t)
            expectClose(
                stage.scrollView.contentOffset.y, sprung(to: 0, from: x0, velocity: 0, after: t), 1e-6,
                "at \(t) s")
        }
        stage.host.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == 0)
        #expect(stage.delegate.events.last == "didEndDecelerating")
    }

    @Test("a fling that reaches the top decelerates to it, then bounces on the spring from its speed there")
    func decelerationBouncesAtTheEdge() throws {
        let stage = ScrollStage()
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        stage.host.fling(
            from: CGPoint(x: 150, y: 200), to: CGPoint(x: 150, y: 300), duration: 0.1,
            releaseVelocity: CGPoint(x: 0, y: 1500))
        let release = try #require(stage.delegate.release)
        let x0 = Double(release.offset.y)
        let v0 = Double(release.velocity.y) * 1000
        #expect(release.target.y == 0)
        // Independently: x0 + v0 (e^(kτ) − 1) ÷ k = 0 at τ = ln(1 − x0 k ÷ v0) ÷ k.
        let k = decayExponent(0.998)
        let reach = log(1 - x0 * k / v0) / k
        let edgeSpeed = v0 * exp(k * reach)
        for t in [reach / 3, reach * 0.9] {
            stage.advance(to: release.time + t)
            expectClose(
                stage.scrollView.contentOffset.y, decelerated(x0, v0, rate: 0.998, after: t), 1e-6,
                "at \(t) s")
        }
        for after in [0.02, 0.083, 0.2, 0.4] {
            stage.advance(to: release.time + reach + after)
            expectClose(
                stage.scrollView.contentOffset.y, sprung(to: 0, from: 0, velocity: edgeSpeed, after: after),
                1e-6,
                "\(after) s past the edge")
        }
        #expect(stage.scrollView.isDecelerating)
        stage.host.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == 0)
        #expect(stage.delegate.collapsed.suffix(2) == ["didScroll", "didEndDecelerating"])
    }

    @Test("without bounces the same fling stops at the edge when it reaches it")
    func decelerationStopsAtTheEdge() throws {
        let stage = ScrollStage()
        stage.scrollView.bounces = false
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        stage.host.fling(
            from: CGPoint(x: 150, y: 200), to: CGPoint(x: 150, y: 300), duration: 0.1,
            releaseVelocity: CGPoint(x: 0, y: 1500))
        let release = try #require(stage.delegate.release)
        let x0 = Double(release.offset.y)
        let v0 = Double(release.velocity.y) * 1000
        let k = decayExponent(0.998)
        let reach = log(1 - x0 * k / v0) / k
        stage.advance(to: release.time + reach + 0.05)
        #expect(stage.scrollView.contentOffset.y == 0)
        #expect(!stage.scrollView.isDecelerating)
        let end = try #require(stage.delegate.endTime)
        #expect(end >= release.time + reach - 1e-9 && end < release.time + reach + 1.0 / 60 + 1e-9)
    }

    @Test("a touch that catches the content mid-bounce and lifts without dragging lets it spring back")
    func caughtMidBounce() {
        let stage = ScrollStage()
        stage.beginDrag(atY: 200, downward: true)
        stage.host.touchMove(to: CGPoint(x: 150, y: 420))
        stage.host.advance(by: 0.2)
        stage.host.touchUp()
        stage.host.advance(by: 0.05)
        stage.host.touchDown(at: CGPoint(x: 150, y: 300))
        let caught = stage.scrollView.contentOffset.y
        #expect(caught < 0 && !stage.scrollView.isDecelerating)
        stage.host.advance(by: 0.1)
        #expect(stage.scrollView.contentOffset.y == caught)
        stage.host.touchUp()
        let lifted = stage.host.time
        stage.host.advance(by: 0.1)
        expectClose(
            stage.scrollView.contentOffset.y,
            sprung(to: 0, from: Double(caught), velocity: 0, after: stage.host.time - lifted))
        stage.host.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == 0)
    }
}
