import Foundation
import Testing

@testable import PresentationKit

/// The screen-edge pan: a pan that may begin only from a band `edgeRegionWidth` (20 pt, ours)
/// wide along the chosen edges of the window.
@MainActor
@Suite("UIScreenEdgePanGestureRecognizer")
struct UIScreenEdgePanGestureRecognizerTests {
    /// A 390 × 844 host with a full-window view holding an edge pan for `edges`, and the states
    /// its actions saw.
    private func hostedEdgePan(
        _ edges: UIRectEdge
    ) -> (HeadlessHost, UIView, UIScreenEdgePanGestureRecognizer, ActionTarget) {
        let host = HeadlessHost()
        let view = UIView(frame: host.window.bounds)
        host.window.addSubview(view)
        let target = ActionTarget()
        let pan = UIScreenEdgePanGestureRecognizer(target: target, action: ActionTarget.panned)
        pan.edges = edges
        view.addGestureRecognizer(pan)
        return (host, view, pan, target)
    }

    @Test("edges default to none, as in UIKit; the region is 20 points (ours)")
    func defaults() {
        #expect(UIScreenEdgePanGestureRecognizer().edges == [])
        #expect(UIScreenEdgePanGestureRecognizer.edgeRegionWidth == 20)
    }

    @Test("a left-edge pan begins from x = 5 and pans; from x = 40 it fails at touch-down")
    func leftEdge() {
        let (host, _, pan, target) = hostedEdgePan(.left)
        host.touchDown(at: CGPoint(x: 5, y: 400))
        #expect(pan.state == .possible)
        host.touchMove(to: CGPoint(x: 25, y: 400))
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == CGPoint(x: 20, y: 0))
        host.touchMove(to: CGPoint(x: 105, y: 410))
        #expect(pan.translation(in: nil) == CGPoint(x: 100, y: 10))
        host.touchUp()
        #expect(target.states == [.began, .changed, .ended])

        target.states.removeAll()
        host.touchDown(at: CGPoint(x: 40, y: 400))
        #expect(pan.state == .failed, "decided at touch-down")
        host.touchMove(to: CGPoint(x: 140, y: 400))
        host.touchUp()
        #expect(target.states.isEmpty)
        #expect(pan.state == .possible, "reset for the next touch")
    }

    @Test("the band is edgeRegionWidth wide, measured from each chosen edge of the window")
    func regionBoundaries() {
        let width = UIScreenEdgePanGestureRecognizer.edgeRegionWidth
        let cases: [(UIRectEdge, CGPoint, Bool)] = [
            (.left, CGPoint(x: width, y: 400), true),
            (.left, CGPoint(x: width + 0.5, y: 400), false),
            (.right, CGPoint(x: 390 - width, y: 400), true),
            (.right, CGPoint(x: 389, y: 400), true),
            (.right, CGPoint(x: 390 - width - 0.5, y: 400), false),
            (.right, CGPoint(x: 5, y: 400), false),
            (.top, CGPoint(x: 200, y: 10), true),
            (.top, CGPoint(x: 200, y: 30), false),
            (.bottom, CGPoint(x: 200, y: 840), true),
            (.bottom, CGPoint(x: 200, y: 800), false),
            (.all, CGPoint(x: 385, y: 420), true),
            (.all, CGPoint(x: 200, y: 420), false),
            ([.left, .bottom], CGPoint(x: 200, y: 835), true),
        ]
        for (edges, point, begins) in cases {
            let (host, _, pan, _) = hostedEdgePan(edges)
            host.touchDown(at: point)
            #expect((pan.state == .possible) == begins, "\(edges.rawValue) from \(point)")
            host.touchUp()
        }
    }

    @Test("a right-edge pan pulled leftwards begins and reads translation and velocity as a pan")
    func rightEdgeIsAPan() throws {
        let host = HeadlessHost()
        let view = UIView(frame: host.window.bounds)
        host.window.addSubview(view)
        var atEnd: (translation: CGPoint, velocity: CGPoint)?
        let pan = UIScreenEdgePanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIScreenEdgePanGestureRecognizer, pan.state == .ended else {
                return
            }
            atEnd = (pan.translation(in: view), pan.velocity(in: view))
        }
        pan.edges = .right
        view.addGestureRecognizer(pan)
        // 240 points left in 0.2 s: −1,200 pt/s.
        host.drag(from: CGPoint(x: 385, y: 300), to: CGPoint(x: 145, y: 300), duration: 0.2)
        let end = try #require(atEnd)
        #expect(abs(end.translation.x + 240) < 1e-9 && end.translation.y == 0)
        #expect(abs(end.velocity.x + 1200) < 1e-6 && abs(end.velocity.y) < 1e-6)
    }

    @Test("with no edges it never recognizes, even from the very edge")
    func noEdges() {
        let (host, _, pan, target) = hostedEdgePan([])
        host.touchDown(at: CGPoint(x: 0, y: 400))
        #expect(pan.state == .failed)
        host.touchMove(to: CGPoint(x: 200, y: 400))
        host.touchUp()
        #expect(target.states.isEmpty)
    }

    @Test("failing at touch-down, it does not hold up a tap that requires it to fail")
    func failsEarly() {
        let (host, view, pan, target) = hostedEdgePan(.left)
        let tap = UITapGestureRecognizer(target: target, action: ActionTarget.tapped)
        tap.require(toFail: pan)
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 200, y: 400))
        #expect(target.calls == ["tap"])
    }
}
