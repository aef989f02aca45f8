import Foundation
import Testing

@testable import PresentationKit

/// A writable target (Behaviour 15.9) and paging (Behaviour 15.10).
@MainActor
@Suite("UIScrollView: targets and paging")
struct UIScrollViewTargetTests {
    @Test("a target written by the delegate is where it stops, reached on the spring from the release")
    func writableTarget() throws {
        let stage = ScrollStage()
        stage.delegate.newTarget = CGPoint(x: 0, y: 500)
        stage.host.fling(
            from: CGPoint(x: 150, y: 400), to: CGPoint(x: 150, y: 300), duration: 0.1,
            releaseVelocity: CGPoint(x: 0, y: -1500))
        let release = try #require(stage.delegate.release)
        let x0 = Double(release.offset.y)
        let v0 = Double(release.velocity.y) * 1000
        // Offered: the projection.
        #expect(abs(Double(release.target.y) - (x0 - v0 / decayExponent(0.998))) < 1e-6)
        for t in [0.05, 0.15, 0.4] {
            stage.advance(to: release.time + t)
            expectClose(
                stage.scrollView.contentOffset.y, sprung(to: 500, from: x0, velocity: v0, after: t), 1e-6,
                "at \(t) s")
        }
        stage.host.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == 500)
        #expect(stage.delegate.events.last == "didEndDecelerating")
    }

    @Test("a written target past the content is clamped to the range; a NaN one is reported and ignored")
    func badTargets() throws {
        let stage = ScrollStage()
        stage.delegate.newTarget = CGPoint(x: 0, y: 99_999)
        stage.host.fling(
            from: CGPoint(x: 150, y: 400), to: CGPoint(x: 150, y: 300), duration: 0.1,
            releaseVelocity: CGPoint(x: 0, y: -1500))
        stage.host.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == 1600)

        let other = ScrollStage()
        other.delegate.newTarget = CGPoint(x: 0, y: CGFloat.nan)
        other.host.fling(
            from: CGPoint(x: 150, y: 400), to: CGPoint(x: 150, y: 300), duration: 0.1,
            releaseVelocity: CGPoint(x: 0, y: -1500))
        let release = try #require(other.delegate.release)
        other.host.runUntilIdle()
        #expect(
            other.host.diagnostics.contains {
                $0.kind == .invalidInput && $0.message.contains("targetContentOffset")
            })
        #expect(other.scrollView.contentOffset.y == release.target.y)
    }

    /// A paging stage: 400-pt pages, five of them.
    private func pagingStage() -> ScrollStage {
        let stage = ScrollStage()
        stage.scrollView.isPagingEnabled = true
        return stage
    }

    @Test("paging: a slow drag under half a page springs back; past half a page it turns the page")
    func pagingByDistance() throws {
        for (distance, page) in [(150.0, 0.0), (250, 400)] {
            let stage = pagingStage()
            stage.beginDrag(atY: 460, downward: false)
            stage.host.touchMove(to: CGPoint(x: 150, y: 440 - CGFloat(distance)))
            stage.host.advance(by: 0.2)
            stage.host.touchUp()
            let release = try #require(stage.delegate.release)
            #expect(release.target.y == CGFloat(page), "dragged \(distance)")
            let t = 0.1
            stage.advance(to: release.time + t)
            expectClose(
                stage.scrollView.contentOffset.y, sprung(to: page, from: distance, velocity: 0, after: t))
            stage.host.runUntilIdle()
            #expect(stage.scrollView.contentOffset.y == CGFloat(page))
        }
    }

    @Test("paging: a hard fling turns one page, however far its deceleration would carry")
    func pagingOnePageAtMost() throws {
        let stage = pagingStage()
        stage.host.fling(
            from: CGPoint(x: 150, y: 400), to: CGPoint(x: 150, y: 350), duration: 0.05,
            releaseVelocity: CGPoint(x: 0, y: -4000))
        let release = try #require(stage.delegate.release)
        #expect(release.target.y == 400)
        stage.host.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == 400)
        #expect(stage.delegate.collapsed.last == "didEndDecelerating")
    }
}
