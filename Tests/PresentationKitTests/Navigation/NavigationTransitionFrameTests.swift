import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// The default push and pop slide (Behaviour 16.4): 0.35 s on a critically damped spring fitted so 0.001
/// of the distance is left at the end; the incoming view comes in from the right edge, the covered
/// one moves left by a third of the width.
@MainActor
@Suite("Navigation slide")
struct NavigationTransitionFrameTests {
    /// The spring's progress at `t` seconds into the slide, computed here independently:
    /// ω solves (1 + ωT)e^(−ωT) = 0.001 at T = 0.35, and the progress is 1 − (1 + ωt)e^(−ωt).
    private func progress(at t: Double) -> Double {
        let omega = ReferenceCurves.solveDecreasing(
            { (1 + $0 * 0.35) * exp(-$0 * 0.35) }, target: 0.001, low: 0.1, high: 1000)
        let t = min(max(t, 0), 0.35)
        return 1 - (1 + omega * t) * exp(-omega * t)
    }

    private func minX(_ view: UIView) throws -> Double {
        let layer = try #require(view.layer.presentation())
        return Double(layer.position.x - layer.bounds.width / 2)
    }

    @Test("push: the pushed view from x = width to 0, the covered one from 0 to −width/3, at chosen times")
    func pushFrames() throws {
        let (host, navigation, root, log) = NavigationFixture.make()
        let pushed = NavRecordingController("B", log: log)
        let width = 390.0
        let start = host.time
        navigation.pushViewController(pushed, animated: true)
        #expect(
            pushed.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "model value: the final frame")
        for step in [0.02, 0.05, 0.1, 0.175, 0.25, 0.3] {
            host.advance(by: start + step - host.time)
            let p = progress(at: host.time - start)
            #expect(abs(try minX(pushed.view) - width * (1 - p)) < 1e-6, "pushed at t = \(step)")
            #expect(abs(try minX(root.view) - (-width / 3 * p)) < 1e-6, "covered at t = \(step)")
        }
        host.runUntilIdle()
        #expect(try minX(pushed.view) == 0)
        #expect(pushed.view.frame.minY == 0 && pushed.view.superview?.frame.minY == 0, "under the bar")
        #expect(pushed.view.safeAreaInsets.top == 44, "inset by the bar (Behaviour 16.20)")
    }

    @Test("pop: the top view leaves to x = width while the one below comes back from −width/3")
    func popFrames() throws {
        let (host, navigation, root, log) = NavigationFixture.make()
        let pushed = NavRecordingController("B", log: log)
        navigation.pushViewController(pushed, animated: false)
        let width = 390.0
        let start = host.time
        navigation.popViewController(animated: true)
        for step in [0.03, 0.08, 0.15, 0.22, 0.34] {
            host.advance(by: start + step - host.time)
            let p = progress(at: host.time - start)
            #expect(abs(try minX(pushed.view) - width * p) < 1e-6, "popped at t = \(step)")
            #expect(abs(try minX(root.view) - (-width / 3 * (1 - p))) < 1e-6, "revealed at t = \(step)")
        }
        host.runUntilIdle()
        #expect(try minX(root.view) == 0)
        #expect(pushed.viewIfLoaded?.superview == nil)
    }

    @Test("a dim darkens the covered view as it is covered and is gone at the end")
    func dim() throws {
        let (host, navigation, root, log) = NavigationFixture.make()
        navigation.pushViewController(NavRecordingController("B", log: log), animated: true)
        let container = try #require(root.view.superview)
        let dim = try #require(container.subviews.first { $0 !== root.view && $0.backgroundColor == .black })
        host.advance(by: 0.1)
        let alpha = Double(try #require(dim.layer.presentation()).opacity)
        #expect(abs(alpha - 0.1 * progress(at: 0.1)) < 1e-6)
        host.runUntilIdle()
        #expect(dim.superview == nil)
    }
}
