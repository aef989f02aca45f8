import Foundation
import Testing

@testable import PresentationKit

/// `CATransaction`: grouping, defaults for added animations, completion, nesting and misuse.
@MainActor
@Suite("CATransaction")
struct CATransactionTests {
    private func hostedLayer(_ host: HeadlessHost = HeadlessHost()) -> (HeadlessHost, CALayer) {
        let layer = CALayer()
        host.window.layer.addSublayer(layer)
        return (host, layer)
    }

    private func fade(duration: Double = 0) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = duration
        return animation
    }

    /// Runs `body` inside one of the host's run-loop turns, so what it reports is recorded there.
    private func inTurn(of host: HeadlessHost, _ body: @escaping () -> Void) {
        let view = UIView()
        host.window.addSubview(view)
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { _ in body() })
        host.advance(by: 0)
        view.removeFromSuperview()
    }

    @Test("the completion block runs once, when the longest animation of the transaction ends")
    func completionAtTheLongestEnd() {
        let (host, layer) = hostedLayer()
        var times: [Double] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { times.append(host.time) }
        layer.add(fade(duration: 0.4), forKey: "fade")
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1.2
        layer.add(move, forKey: "move")
        CATransaction.commit()
        host.advance(by: 1.19)
        #expect(times.isEmpty)
        host.runUntilIdle()
        #expect(times.count == 1)
        #expect(abs((times.first ?? 0) - 1.2) < 1e-9)
    }

    @Test("an animation without a duration takes the transaction's: halfway at t = 1 of 2")
    func transactionDuration() throws {
        let (host, layer) = hostedLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        #expect(CATransaction.animationDuration() == 2)
        layer.add(fade(), forKey: "fade")
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(layer.animation(forKey: "fade")?.duration == 2)
        host.advance(by: 1)
        #expect(abs(try #require(layer.presentation()).opacity - 0.5) < 1e-6)
        host.advance(by: 0.99)
        #expect(layer.animationKeys() == ["fade"])
        host.advance(by: 0.01)
        #expect(layer.animationKeys() == nil)
    }

    @Test("a basic animation without a timing function takes the transaction's curve")
    func transactionTimingFunction() throws {
        let (host, curved) = hostedLayer()
        let (_, linear) = hostedLayer(host)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        curved.add(fade(), forKey: "fade")
        let own = fade(duration: 2)
        own.timingFunction = CAMediaTimingFunction(name: .linear)
        linear.add(own, forKey: "fade")
        CATransaction.commit()
        #expect(CATransaction.animationTimingFunction() == nil)
        host.advance(by: 1)
        // Ease-in is the bezier (0.42, 0) (1, 1); the reference is solved independently.
        let expected = ReferenceCurves.bezier(0.42, 0, 1, 1, at: 0.5)
        #expect(abs(Double(try #require(curved.presentation()).opacity) - expected) < 1e-6)
        #expect(
            abs(try #require(linear.presentation()).opacity - 0.5) < 1e-6,
            "an animation's own timing function is kept")
    }

    @Test("an animation's own duration is kept inside a transaction")
    func ownDurationKept() {
        let (host, layer) = hostedLayer()
        var times: [Double] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setCompletionBlock { times.append(host.time) }
        layer.add(fade(duration: 0.5), forKey: "fade")
        CATransaction.commit()
        host.runUntilIdle()
        #expect(times.count == 1 && abs(times[0] - 0.5) < 1e-9)
    }

    @Test("UIView.animate inside a transaction keeps its duration and curve; the transaction waits for it")
    func viewAnimationKeepsItsDuration() throws {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        var viewDone: [Double] = []
        var transactionDone: [Double] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(3)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setCompletionBlock { transactionDone.append(host.time) }
        UIView.animate(
            withDuration: 0.5, animations: { view.alpha = 0 }, completion: { _ in viewDone.append(host.time) }
        )
        CATransaction.commit()
        host.advance(by: 0.1)
        // Ease-in-out (0.42, 0) (0.58, 1) at 0.1 / 0.5 of the way, from alpha 1 to 0.
        let progress = ReferenceCurves.bezier(0.42, 0, 0.58, 1, at: 0.2)
        #expect(abs(Double(try #require(view.layer.presentation()).opacity) - (1 - progress)) < 1e-6)
        host.runUntilIdle()
        #expect(viewDone.count == 1 && abs(viewDone[0] - 0.5) < 1e-9)
        #expect(transactionDone.count == 1 && abs(transactionDone[0] - 0.5) < 1e-9)
    }

    @Test("removed animations count as stopped: the block runs when the last one is removed")
    func removalEndsTheWait() {
        let (host, layer) = hostedLayer()
        var calls = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { calls += 1 }
        layer.add(fade(duration: 1), forKey: "a")
        layer.add(fade(duration: 1), forKey: "b")
        CATransaction.commit()
        host.advance(by: 0.2)
        layer.removeAnimation(forKey: "a")
        #expect(calls == 0)
        layer.removeAnimation(forKey: "b")
        #expect(calls == 1)
        host.runUntilIdle()
        #expect(calls == 1)
    }

    @Test("with nothing to wait for, the block runs on the next turn of the host the layer is in")
    func nothingToWaitFor() {
        let hostA = HeadlessHost()
        let (hostB, layer) = hostedLayer()
        var calls = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { calls += 1 }
        layer.add(fade(duration: 1), forKey: "fade")
        layer.removeAnimation(forKey: "fade")
        CATransaction.commit()
        #expect(calls == 0)
        hostA.advance(by: 0)
        #expect(calls == 0, "another host's turn does not run it")
        hostB.advance(by: 0)
        #expect(calls == 1)
    }

    @Test("with no animation and no host known, the block runs at commit")
    func noHostKnown() {
        var calls = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { calls += 1 }
        #expect(CATransaction.completionBlock() != nil)
        CATransaction.commit()
        #expect(calls == 1)
        #expect(CATransaction.completionBlock() == nil)
    }

    @Test("nested transactions inherit values; each completion waits for its own animations")
    func nesting() {
        let (host, layer) = hostedLayer()
        var outerDone: [Double] = []
        var innerDone: [Double] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setCompletionBlock { outerDone.append(host.time) }
        layer.add(fade(), forKey: "fade")
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2, "inherited from the outer transaction")
        #expect(CATransaction.completionBlock() == nil, "the completion block is not inherited")
        CATransaction.setAnimationDuration(1)
        CATransaction.setCompletionBlock { innerDone.append(host.time) }
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 50
        layer.add(move, forKey: "move")
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
        host.runUntilIdle()
        #expect(innerDone.count == 1 && abs(innerDone[0] - 1) < 1e-9)
        #expect(outerDone.count == 1 && abs(outerDone[0] - 2) < 1e-9)
    }

    @Test("the outer completion also waits for animations added in an inner transaction")
    func outerWaitsForInner() {
        let (host, layer) = hostedLayer()
        var outerDone: [Double] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { outerDone.append(host.time) }
        layer.add(fade(duration: 0.5), forKey: "short")
        CATransaction.begin()
        layer.add(fade(duration: 1.5), forKey: "long")
        CATransaction.commit()
        CATransaction.commit()
        host.runUntilIdle()
        #expect(outerDone.count == 1 && abs(outerDone[0] - 1.5) < 1e-9)
    }

    @Test("a replaced completion block keeps waiting for the animations added while it was set")
    func replacedCompletionBlock() {
        let (host, layer) = hostedLayer()
        var first: [Double] = []
        var second: [Double] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { first.append(host.time) }
        layer.add(fade(duration: 0.3), forKey: "a")
        CATransaction.setCompletionBlock { second.append(host.time) }
        layer.add(fade(duration: 0.8), forKey: "b")
        CATransaction.commit()
        host.runUntilIdle()
        #expect(first.count == 1 && abs(first[0] - 0.3) < 1e-9)
        #expect(second.count == 1 && abs(second[0] - 0.8) < 1e-9)
    }

    @Test("outside begin/commit the values last until the end of the run-loop turn")
    func implicitTransaction() throws {
        let (host, layer) = hostedLayer()
        var times: [Double] = []
        CATransaction.setAnimationDuration(2)
        CATransaction.setCompletionBlock { times.append(host.time) }
        layer.add(fade(), forKey: "fade")
        #expect(CATransaction.animationDuration() == 2)
        host.advance(by: 0)
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(CATransaction.completionBlock() == nil)
        layer.add(fade(), forKey: "later")
        #expect(layer.animation(forKey: "later")?.duration == 0)
        host.runUntilIdle()
        #expect(times.count == 1 && abs(times[0] - 2) < 1e-9)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("inside a turn, the implicit transaction ends with the turn; flush ends it at once")
    func implicitInsideATurnAndFlush() {
        let host = HeadlessHost()
        var inside: Double?
        inTurn(of: host) {
            CATransaction.setAnimationDuration(4)
            inside = CATransaction.animationDuration()
        }
        #expect(inside == 4)
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions())
        CATransaction.flush()
        #expect(!CATransaction.disableActions())
    }

    @Test("value(forKey:) and setValue(_:forKey:) reach the same values as the accessors")
    func keyedValues() {
        CATransaction.begin()
        CATransaction.setValue(1.5, forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.animationDuration() == 1.5)
        #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 1.5)
        CATransaction.setValue(NSNumber(value: true), forKey: kCATransactionDisableActions)
        #expect(CATransaction.disableActions())
        #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
        let easeOut = CAMediaTimingFunction(name: .easeOut)
        CATransaction.setValue(easeOut, forKey: kCATransactionAnimationTimingFunction)
        #expect(CATransaction.animationTimingFunction() == easeOut)
        var ran = false
        CATransaction.setValue({ ran = true } as () -> Void, forKey: kCATransactionCompletionBlock)
        #expect(CATransaction.value(forKey: kCATransactionCompletionBlock) != nil)
        CATransaction.setValue("custom", forKey: "myKey")
        #expect(CATransaction.value(forKey: "myKey") as? String == "custom")
        CATransaction.setValue("fast", forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.animationDuration() == 1.5, "a value of the wrong type is ignored")
        CATransaction.lock()
        CATransaction.unlock()
        CATransaction.commit()
        #expect(ran)
        #expect(CATransaction.value(forKey: "myKey") == nil)
        #expect(!CATransaction.disableActions())
    }

    @Test("commit without begin is reported and changes nothing")
    func commitWithoutBegin() {
        let host = HeadlessHost()
        var duration: Double?
        inTurn(of: host) {
            CATransaction.setAnimationDuration(3)
            CATransaction.commit()
            duration = CATransaction.animationDuration()
        }
        #expect(duration == 3, "the implicit transaction was not committed")
        #expect(host.diagnostics.count == 1)
        #expect(host.diagnostics.first?.kind == .unbalancedTransaction)
        #expect(host.diagnostics.first?.message.contains("without a matching begin()") == true)
    }

    @Test("a negative or non-finite duration is reported and the transaction keeps its own")
    func badDuration() {
        let host = HeadlessHost()
        var durations: [Double] = []
        inTurn(of: host) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationDuration(.nan)
            CATransaction.setAnimationDuration(-2)
            durations.append(CATransaction.animationDuration())
            CATransaction.commit()
        }
        #expect(durations == [1])
        #expect(host.diagnostics.filter { $0.kind == .invalidInput }.count == 2)
    }

    @Test("a begin() left open is reported at the end of the turn and committed")
    func beginLeftOpen() {
        let (host, layer) = hostedLayer()
        var times: [Double] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { times.append(host.time) }
        layer.add(fade(duration: 0.5), forKey: "fade")
        host.advance(by: 0)
        #expect(host.diagnostics.map(\.kind) == [.unbalancedTransaction])
        #expect(CATransaction.completionBlock() == nil)
        host.runUntilIdle()
        #expect(times.count == 1 && abs(times[0] - 0.5) < 1e-9)
    }
}
