import Foundation
import Testing

@testable import PresentationKit

/// When and how `UIView.animate` completions run.
@MainActor
@Suite("UIView.animate completion")
struct UIViewAnimationCompletionTests {
    private func hostedView() -> (HeadlessHost, UIView) {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        return (host, view)
    }

    @Test("runs once, at the end of the longest animation of its block, with finished true")
    func runsOnceAtEnd() {
        let (host, view) = hostedView()
        var calls: [(Bool, Double)] = []
        UIView.animate(
            withDuration: 0.3,
            animations: {
                view.alpha = 0
                view.center.x = 40
            },
            completion: { calls.append(($0, host.time)) })
        host.advance(by: 0.29)
        #expect(calls.isEmpty)
        host.runUntilIdle()
        #expect(calls.count == 1)
        #expect(calls.first?.0 == true)
        #expect(abs((calls.first?.1 ?? 0) - 0.3) < 1e-9)
    }

    @Test("removing the animations calls it with finished false")
    func removedMeansUnfinished() {
        let (host, view) = hostedView()
        var flags: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { flags.append($0) })
        host.advance(by: 0.5)
        view.layer.removeAllAnimations()
        #expect(flags == [false])
        host.runUntilIdle()
        #expect(flags == [false], "not called again")
    }

    @Test("a view removed from the window stops its animations with finished false")
    func removedFromWindow() {
        let (host, view) = hostedView()
        var flags: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { flags.append($0) })
        host.advance(by: 0.2)
        view.removeFromSuperview()
        host.advance(by: 0)
        #expect(flags == [false])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("a view out of any window that is freed before the next turn still lets the completion run")
    func freedOffWindowView() {
        let host = HeadlessHost()
        var finished: [Bool] = []
        host.clock.perform {
            var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(
                withDuration: 0.3, animations: { view?.alpha = 0 }, completion: { finished.append($0) })
            // The view (a presentation's container, say) goes away before it could join a window.
            view = nil
        }
        host.runUntilIdle()
        #expect(finished == [true], "found by the fuzzer: the completion waited forever")
    }

    @Test("a view moved to another superview within the turn keeps animating")
    func reparentedKeepsAnimating() {
        let (host, view) = hostedView()
        let other = UIView(frame: host.window.bounds)
        host.window.addSubview(other)
        var flags: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { flags.append($0) })
        host.advance(by: 0.2)
        view.removeFromSuperview()
        other.addSubview(view)
        host.runUntilIdle()
        #expect(flags == [true])
    }

    @Test("with a zero duration the changes apply at once and the completion runs on the next turn")
    func zeroDuration() {
        let (host, view) = hostedView()
        var order: [String] = []
        UIView.animate(
            withDuration: 0, animations: { view.alpha = 0.5 }, completion: { order.append("zero \($0)") })
        order.append("returned")
        #expect(view.alpha == 0.5)
        #expect(view.layer.animationKeys() == nil)
        host.advance(by: 0)
        #expect(order == ["returned", "zero true"])
        #expect(host.time == 0)
    }

    @Test("an empty block run during a host turn completes on the next turn with finished true")
    func emptyBlockDuringTurn() {
        let (host, view) = hostedView()
        var order: [String] = []
        UIView.animate(
            withDuration: 0.1, animations: { view.alpha = 0 },
            completion: { _ in
                UIView.animate(withDuration: 0.5, animations: {}, completion: { order.append("empty \($0)") })
                order.append("returned")
            })
        host.runUntilIdle()
        #expect(order == ["returned", "empty true"])
    }

    @Test("an empty block with no host anywhere completes before animate returns (README deviation)")
    func emptyBlockWithoutHost() {
        var order: [String] = []
        UIView.animate(withDuration: 0.5, animations: {}, completion: { order.append("empty \($0)") })
        order.append("returned")
        #expect(order == ["empty true", "returned"])
    }

    @Test("a repeating animation never completes; runUntilIdle reports it")
    func repeatingNeverEnds() {
        let (host, view) = hostedView()
        var called = false
        UIView.animate(
            withDuration: 0.25, delay: 0, options: [.repeat, .autoreverse], animations: { view.alpha = 0 },
            completion: { _ in called = true })
        host.runUntilIdle(timeout: 1)
        #expect(!called)
        #expect(abs(host.time - 1) < 1e-9)
        #expect(host.diagnostics.contains { $0.kind == .idleTimeout && $0.message.contains("opacity") })
    }
}
