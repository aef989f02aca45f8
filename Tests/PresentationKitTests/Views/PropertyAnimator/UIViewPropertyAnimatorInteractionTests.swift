import Foundation
import Testing

@testable import PresentationKit

/// What the rest of the system sees of an animator's animations: touches, hit-testing, the
/// presentation layer, the renderer's state and the host's idle check.
@MainActor
@Suite("UIViewPropertyAnimator and the rest of the system")
struct UIViewPropertyAnimatorInteractionTests {
    /// The model after the block: the view sits at x 100…110.
    private let target = CGPoint(x: 105, y: 5)

    @Test("isUserInteractionEnabled (default true) lets the animating view take touches (Behaviour 11.26)")
    func interactionEnabled() {
        let stage = AnimatorStage()
        var taps = 0
        stage.view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        #expect(animator.isUserInteractionEnabled)
        animator.startAnimation()
        stage.advance(to: 0.25)
        // Hit where it is on screen: the centre is at 5 + 100 × 0.25 = 30 (Behaviour 11.27).
        let onScreen = CGPoint(x: 30, y: 5)
        #expect(stage.host.window.hitTest(onScreen, with: nil) === stage.view)
        #expect(stage.host.window.hitTest(target, with: nil) === stage.host.window)
        stage.host.tap(at: onScreen)
        stage.host.advance(by: 0.1)
        #expect(taps == 1)
        #expect(animator.isRunning)
    }

    @Test(
        "isManualHitTestingEnabled = true leaves the animating view hit at its model geometry (Behaviour 11.27)"
    )
    func manualHitTesting() {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        #expect(!animator.isManualHitTestingEnabled)
        animator.isManualHitTestingEnabled = true
        animator.startAnimation()
        stage.advance(to: 0.25)
        #expect(stage.host.window.hitTest(target, with: nil) === stage.view)
        #expect(stage.host.window.hitTest(CGPoint(x: 30, y: 5), with: nil) === stage.host.window)
    }

    @Test(
        "isUserInteractionEnabled = false hides the animating view from touches until the animations end (Behaviour 11.26)"
    )
    func interactionDisabled() {
        let stage = AnimatorStage()
        let child = UIView(frame: CGRect(x: 2, y: 2, width: 4, height: 4))
        stage.view.addSubview(child)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        animator.isUserInteractionEnabled = false
        animator.startAnimation()
        stage.advance(to: 0.25)
        // The view and its subtree are skipped: the touch goes to the window behind.
        #expect(stage.host.window.hitTest(target, with: nil) === stage.host.window)
        animator.pauseAnimation()
        #expect(stage.host.window.hitTest(target, with: nil) === stage.host.window)
        animator.startAnimation()
        stage.advance(to: 1)
        #expect(animator.state == .inactive)
        #expect(stage.host.window.hitTest(target, with: nil) === child)

        // Stopping ends the animations too.
        let back = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.y = 55 }
        back.isUserInteractionEnabled = false
        back.startAnimation()
        #expect(stage.host.window.hitTest(CGPoint(x: 105, y: 55), with: nil) === stage.host.window)
        stage.advance(to: 1.5)
        back.stopAnimation(true)
        #expect(stage.host.window.hitTest(CGPoint(x: 105, y: 30), with: nil) === child)
    }

    @Test(
        "isUserInteractionEnabled = false holds inside a UIView.animate block that allows interaction (Behaviour 11.26)"
    )
    func interactionNotInheritedFromAnOuterBlock() {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        animator.isUserInteractionEnabled = false
        UIView.animate(withDuration: 0.3, delay: 0, options: [.allowUserInteraction, .autoreverse]) {
            animator.startAnimation()
        }
        stage.advance(to: 0.25)
        #expect(stage.host.window.hitTest(target, with: nil) === stage.host.window)
        // Nor do the outer block's other options reach the animator's timeline.
        expectClose(stage.x, 30)
        stage.advance(to: 1)
        #expect(animator.state == .inactive)
        #expect(stage.host.window.hitTest(target, with: nil) === stage.view)
    }

    @Test(
        "layer.presentation() and the renderer's presentation state show the animated values (Behaviour 11.13)"
    )
    func presentationSeesTheAnimation() throws {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) {
            stage.view.center = CGPoint(x: 105, y: 25)
            stage.view.alpha = 0.5
            stage.view.bounds.size = CGSize(width: 30, height: 50)
        }
        animator.startAnimation()
        stage.advance(to: 0.5)
        let progress = Curve.inOut(0.25)
        let presentation = try #require(stage.view.layer.presentation())
        expectClose(Double(presentation.position.x), 5 + 100 * progress)
        expectClose(Double(presentation.position.y), 5 + 20 * progress)
        expectClose(Double(presentation.opacity), 1 - 0.5 * progress, 1e-6)
        expectClose(Double(presentation.bounds.width), 10 + 20 * progress)
        let state = stage.view.layer.presentationState(at: stage.host.time)
        expectClose(Double(state.position.x), 5 + 100 * progress)
        expectClose(state.opacity, 1 - 0.5 * progress)
        expectClose(Double(state.bounds.height), 10 + 40 * progress)
        // The model already holds the blocks' values.
        #expect(stage.view.layer.position == CGPoint(x: 105, y: 25))
        animator.pauseAnimation()
        stage.advance(to: 5)
        expectClose(Double(stage.view.layer.presentation()!.position.x), 5 + 100 * progress)
        animator.stopAnimation(true)
    }

    @Test(
        "runUntilIdle returns at once over a paused animator, and runs a running one to its end (Behaviour 11.17)"
    )
    func idleWithAnimators() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        log.attach(to: animator)
        animator.startAnimation()
        stage.advance(to: 0.5)
        animator.pauseAnimation()
        stage.host.runUntilIdle(timeout: 10)
        #expect(stage.host.time < 0.6)
        #expect(!stage.host.diagnostics.contains { $0.kind == .idleTimeout })
        #expect(animator.state == .active)
        animator.startAnimation()
        stage.host.runUntilIdle(timeout: 10)
        #expect(log.positions == [.end])
        #expect(abs(stage.host.time - 1) < 1.0 / 60 + 1e-9)
        #expect(!stage.host.diagnostics.contains { $0.kind == .idleTimeout })
    }
}
