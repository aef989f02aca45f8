import Foundation
import Testing

@testable import PresentationKit

/// The property animator's basic life: start, run on its curve, pause, scrub, reverse, finish.
@MainActor
@Suite("UIViewPropertyAnimator basics")
struct UIViewPropertyAnimatorSmokeTests {
    private func x(_ view: UIView) -> Double { Double(view.layer.presentation()!.position.x) }

    private func makeView(_ host: HeadlessHost) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        return view
    }

    @Test("a linear animator moves the view linearly and completes with .end (Behaviour 11.1–11.3, 11.13)")
    func linearRun() {
        let host = HeadlessHost()
        let view = makeView(host)
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        #expect(x(view) == 5)
        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(view.center.x == 105)
        host.advance(by: 0.25)
        #expect(abs(x(view) - 30) < 1e-9)
        #expect(abs(Double(animator.fractionComplete) - 0.25) < 1e-9)
        host.advance(by: 0.75)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(view.layer.animationKeys() == nil)
        #expect(x(view) == 105)
    }

    @Test("ease-in-out follows the cubic curve (Behaviour 11.28)")
    func easeInOut() {
        let host = HeadlessHost()
        let view = makeView(host)
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { view.center.x = 105 }
        animator.startAnimation()
        host.advance(by: 0.5)
        let expected = 5 + 100 * ReferenceCurves.bezier(0.42, 0, 0.58, 1, at: 0.25)
        #expect(abs(x(view) - expected) < 1e-6)
    }

    @Test("pause, scrub linearly, resume and reverse back to the start (Behaviour 11.11, 11.14, 11.15)")
    func pauseScrubReverse() {
        let host = HeadlessHost()
        let view = makeView(host)
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 105 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        animator.fractionComplete = 0.5
        #expect(abs(x(view) - 55) < 1e-9)
        animator.isReversed = true
        #expect(abs(Double(animator.fractionComplete) - 0.5) < 1e-9)
        animator.startAnimation()
        host.advance(by: 0.5)
        #expect(positions == [.start])
        #expect(view.center.x == 5)
        #expect(x(view) == 5)
    }

    @Test("stopAnimation(false) then finishAnimation(.start) puts the values back (Behaviour 11.4, 11.5)")
    func stopAndFinish() {
        let host = HeadlessHost()
        let view = makeView(host)
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(abs(view.center.x - 55) < 1e-9)
        #expect(view.layer.animationKeys() == nil)
        animator.finishAnimation(at: .start)
        #expect(view.center.x == 5)
        #expect(positions == [.start])
        #expect(animator.state == .inactive)
    }
}
