import Foundation
import Testing

@testable import PresentationKit

@MainActor
@Suite("Touch delivery")
struct TouchDeliveryTests {
    /// A window-sized view holding a recording view at `inner`, with a pan on the inner view (its
    /// touches still delivered) or on the outer one, and a finger that `drag()` puts down at
    /// (50, 50) and moves two `step`s, which is enough for the pan to change.
    @MainActor
    struct PanStage {
        let host = HeadlessHost()
        let outer: UIView
        let inner: TouchRecordingView
        let target = ActionTarget()
        let pan: UIPanGestureRecognizer
        let step: CGVector

        init(inner frame: CGRect, panOnInner: Bool, step: CGVector) {
            outer = UIView(frame: host.window.bounds)
            inner = TouchRecordingView(frame: frame)
            outer.addSubview(inner)
            host.window.addSubview(outer)
            pan = UIPanGestureRecognizer(target: target, action: ActionTarget.panned)
            pan.cancelsTouchesInView = !panOnInner
            (panOnInner ? inner : outer).addGestureRecognizer(pan)
            self.step = step
        }

        func drag() {
            host.touchDown(at: CGPoint(x: 50, y: 50))
            host.touchMove(to: CGPoint(x: 50 + step.dx, y: 50 + step.dy))
            host.touchMove(to: CGPoint(x: 50 + 2 * step.dx, y: 50 + 2 * step.dy))
        }
    }

    @Test("a touch goes to the hit view with its phases in order, located in any view's coordinates")
    func phasesInOrder() {
        let host = HeadlessHost()
        let view = TouchRecordingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        host.window.addSubview(view)
        host.drag(from: CGPoint(x: 110, y: 110), to: CGPoint(x: 150, y: 110), duration: 0.05)
        #expect(view.log == ["began", "moved", "moved", "moved", "ended"])
    }

    @Test("a tap on a view under a non-interactive sibling reaches the view below (seed 001's overlays)")
    func passesThroughNonInteractiveOverlay() {
        let host = HeadlessHost()
        let below = TouchRecordingView(frame: host.window.bounds)
        let overlay = TouchRecordingView(frame: host.window.bounds)
        overlay.isUserInteractionEnabled = false
        host.window.addSubview(below)
        host.window.addSubview(overlay)
        let target = ActionTarget()
        below.addGestureRecognizer(UITapGestureRecognizer(target: target, action: ActionTarget.tapped))
        host.tap(at: CGPoint(x: 200, y: 400))
        #expect(target.calls == ["tap"])
        #expect(overlay.log.isEmpty)
    }

    @Test("unhandled touches travel up the responder chain")
    func responderChain() {
        let host = HeadlessHost()
        let parent = TouchRecordingView(frame: host.window.bounds)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        host.window.addSubview(parent)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(child.next === parent)
        #expect(parent.log == ["began", "ended"])
    }

    @Test("a touch whose view leaves the window is cancelled, even during its own handling (12.28)")
    func viewRemovedDuringHandling() {
        final class SelfRemovingView: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.append("began")
                removeFromSuperview()
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.append("cancelled")
            }
        }
        let host = HeadlessHost()
        let view = SelfRemovingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(view.superview == nil)
        #expect(view.log == ["began", "cancelled"])
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "a pan whose view's superview leaves the window mid-drag ends cancelled; the rest of the drag reaches nothing (12.28)"
    )
    func panCancelledWhenItsViewLeaves() {
        let stage = PanStage(
            inner: CGRect(x: 0, y: 0, width: 300, height: 300), panOnInner: true,
            step: CGVector(dx: 40, dy: 0))
        let (host, holder, view, pan, target) = (
            stage.host, stage.outer, stage.inner, stage.pan, stage.target
        )
        let bystander = TouchRecordingView(frame: CGRect(x: 0, y: 400, width: 300, height: 300))
        host.window.addSubview(bystander)
        stage.drag()
        #expect(pan.state == .changed)
        holder.removeFromSuperview()
        #expect(target.states.last == .cancelled)
        #expect(view.log.last == "cancelled")
        let calls = target.calls.count
        host.touchMove(to: CGPoint(x: 150, y: 450))
        host.touchUp()
        #expect(target.calls.count == calls)
        #expect(view.log.last == "cancelled")
        #expect(bystander.log.isEmpty)
        // A touch on a view that stays is not disturbed by another view leaving.
        host.window.insertSubview(holder, at: 0)
        host.touchDown(at: CGPoint(x: 50, y: 450))
        holder.removeFromSuperview()
        host.touchUp()
        #expect(bystander.log == ["began", "ended"])
    }

    @Test("a pan of a view that stays follows the finger after the subview it went down on leaves (12.28)")
    func panGoesOnWhenTouchedSubviewLeaves() {
        let stage = PanStage(
            inner: CGRect(x: 0, y: 0, width: 300, height: 100), panOnInner: false,
            step: CGVector(dx: 0, dy: 40))
        let (host, list, cell, pan, target) = (stage.host, stage.outer, stage.inner, stage.pan, stage.target)
        stage.drag()
        #expect(pan.state == .changed)
        cell.removeFromSuperview()  // scrolled away, back to its pool
        host.touchMove(to: CGPoint(x: 50, y: 170))
        #expect(pan.state == .changed)
        #expect(abs(pan.translation(in: list).y - 120) < 1e-9)
        host.touchUp()
        #expect(target.states.last == .ended)
        #expect(!target.states.contains(.cancelled))
    }

    @Test("touches outside the window and moves or lifts without a touch are reported and ignored")
    func badTouches() {
        let host = HeadlessHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        host.touchDown(at: CGPoint(x: -5, y: 10))
        host.touchMove(to: CGPoint(x: 10, y: 10))
        host.touchUp()
        host.tap(at: CGPoint(x: 10, y: CGFloat.nan))
        #expect(view.log.isEmpty)
        #expect(host.diagnostics.count == 4)
        #expect(host.diagnostics.allSatisfy { $0.kind == .invalidInput })
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(view.log == ["began", "ended"], "the host still works afterwards")
    }

    @Test("a view animating without .allowUserInteraction lets touches fall to the view below")
    func animatingViewsIgnoreTouches() {
        let host = HeadlessHost()
        let below = TouchRecordingView(frame: host.window.bounds)
        let moving = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        host.window.addSubview(below)
        host.window.addSubview(moving)
        UIView.animate(withDuration: 1) { moving.alpha = 0.5 }
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(moving.log.isEmpty)
        #expect(below.log == ["began", "ended"])
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(moving.log == ["began", "ended"])
    }
}
