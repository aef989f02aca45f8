import Foundation
import Testing

@testable import PresentationKit

/// Re-animating a property that is already animating adds to the running animation (iOS 8
/// behaviour): the on-screen value and its velocity continue without a jump.
@MainActor
@Suite("Additive retargeting")
struct UIViewAdditiveAnimationTests {
    private func x(_ view: UIView) -> Double {
        Double(view.layer.presentation()!.position.x)
    }

    @Test("retargeting mid-flight keeps the value and velocity continuous")
    func continuousRetarget() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        UIView.animate(withDuration: 1) { view.center.x = 105 }
        let h = 1e-4
        host.advance(by: 0.4 - h)
        let before = x(view)
        host.advance(by: h)
        let atSwitch = x(view)
        let velocityBefore = (atSwitch - before) / h
        UIView.animate(withDuration: 1) { view.center.x = 305 }
        #expect(abs(x(view) - atSwitch) < 1e-9, "no jump in value")
        host.advance(by: h)
        let velocityAfter = (x(view) - atSwitch) / h
        #expect(velocityBefore > 50)
        #expect(abs(velocityAfter - velocityBefore) / velocityBefore < 0.01, "no jump in velocity")
        host.advance(by: 1.0)
        #expect(x(view) == 305)
    }

    @Test("both blocks' completions report finished when the second one retargets the first")
    func retargetKeepsFinished() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        var flags: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { flags.append($0) })
        host.advance(by: 0.5)
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { flags.append($0) })
        #expect(view.layer.animationKeys()?.count == 2)
        host.runUntilIdle()
        #expect(flags == [true, true])
    }
}
