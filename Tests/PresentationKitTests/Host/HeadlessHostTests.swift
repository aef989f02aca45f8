import Foundation
import PresentationKit
import Testing

@Suite("HeadlessHost")
@MainActor
struct HeadlessHostTests {
    // MARK: Screen and window

    @Test func theWindowFillsTheDefaultScreen() {
        let host = HeadlessHost()
        #expect(host.screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(host.window.bounds == host.screen.bounds)
        #expect(host.window.screen === host.screen)
        #expect(host.screen.scale == 3)
        #expect(host.screen.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
        #expect(host.screen.maximumFramesPerSecond == 60)
    }

    @Test func theWindowFillsACustomScreen() {
        let host = HeadlessHost(size: CGSize(width: 1024, height: 768), scale: 2, framesPerSecond: 120)
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(host.screen.nativeBounds.size == CGSize(width: 2048, height: 1536))
        #expect(host.screen.maximumFramesPerSecond == 120)
    }

    @Test func theWindowIsKeyAndVisible() {
        let host = HeadlessHost()
        #expect(host.window.isKeyWindow)
        #expect(!host.window.isHidden)
        #expect(host.window.superview == nil)
        #expect(host.window.window === host.window)
    }

    @Test func badScreenParametersAreReportedAndReplaced() {
        let host = HeadlessHost(size: CGSize(width: -1, height: 100), scale: .nan, framesPerSecond: 0)
        #expect(host.window.frame.size == CGSize(width: 390, height: 844))
        #expect(host.screen.scale == 1)
        #expect(host.screen.maximumFramesPerSecond == 1)
        #expect(host.diagnostics.filter { $0.kind == .invalidInput }.count == 3)
    }

    // MARK: Time

    @Test func timeStartsAtZeroWithNoDiagnostics() {
        let host = HeadlessHost()
        #expect(host.time == 0)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func advanceEndsExactlyAtTheSumOfItsSteps() {
        let host = HeadlessHost()
        host.advance(by: 0.1)
        host.advance(by: 0.1)
        host.advance(by: 0.1)
        // 0.1 + 0.1 + 0.1 is 0.30000000000000004 in binary floating point.
        #expect(abs(host.time - 0.3) < 1e-12)
        host.advance(by: 0.005)
        #expect(abs(host.time - 0.305) < 1e-12, "between frames too")
    }

    @Test func sixtyFramesMakeOneSecond() {
        let host = HeadlessHost()
        for _ in 0..<60 { host.advance(by: 1.0 / 60) }
        #expect(abs(host.time - 1) < 1e-12)
    }

    @Test func advanceByZeroDoesNotMoveTime() {
        let host = HeadlessHost()
        host.advance(by: 0.25)
        host.advance(by: 0)
        #expect(host.time == 0.25)
    }

    @Test(arguments: [-1.0, -.ulpOfOne, .nan, .infinity, -.infinity])
    func aBadAdvanceIsReportedAndTimeStays(seconds: Double) {
        let host = HeadlessHost()
        host.advance(by: 0.5)
        host.advance(by: seconds)
        #expect(host.time == 0.5)
        #expect(host.diagnostics.count == 1)
        #expect(host.diagnostics.first?.kind == .invalidInput)
        #expect(host.diagnostics.first?.message.contains("advance") == true)
        #expect(host.diagnostics.first?.time == 0.5)
    }

    // MARK: runUntilIdle

    @Test func runUntilIdleStopsWhenTheAnimationEnds() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        var finished: Bool?
        UIView.animate(withDuration: 0.5) {
            view.center = CGPoint(x: 100, y: 100)
        } completion: {
            finished = $0
        }
        host.runUntilIdle()
        #expect(host.time >= 0.5 - 1e-9)
        #expect(host.time <= 0.5 + 1.0 / 60)
        #expect(finished == true)
        #expect(view.layer.animationKeys() == nil)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func runUntilIdleWithNothingToDoDoesNotMoveTime() {
        let host = HeadlessHost()
        host.runUntilIdle()
        #expect(host.time == 0)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func runUntilIdleRunsPendingCompletions() {
        let host = HeadlessHost()
        let view = UIView()
        host.window.addSubview(view)
        var finished: Bool?
        // Nothing changes, so nothing animates; the completion comes on the next turn.
        UIView.animate(withDuration: 0.3) {
        } completion: {
            finished = $0
        }
        host.runUntilIdle()
        #expect(finished == true)
    }

    @Test func aRepeatingAnimationMakesRunUntilIdleTimeOut() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        UIView.animate(withDuration: 0.2, delay: 0, options: [.repeat]) {
            view.alpha = 0.5
        }
        host.runUntilIdle(timeout: 1)
        #expect(abs(host.time - 1) < 1e-9)
        let timeouts = host.diagnostics.filter { $0.kind == .idleTimeout }
        #expect(timeouts.count == 1)
        #expect(timeouts.first?.message.contains("opacity") == true)
        #expect(timeouts.first?.message.contains("UIView") == true)
        #expect(abs((timeouts.first?.time ?? 0) - 1) < 1e-9)
    }

    @Test func aBadTimeoutIsReported() {
        let host = HeadlessHost()
        host.runUntilIdle(timeout: -1)
        #expect(host.diagnostics.contains { $0.kind == .invalidInput })
        #expect(host.time == 0)
    }

    // MARK: Several hosts

    @Test func twoHostsKeepSeparateTimesAndDiagnostics() {
        let first = HeadlessHost()
        let second = HeadlessHost()
        first.advance(by: 0.5)
        second.advance(by: 0.25)
        #expect(first.time == 0.5)
        #expect(second.time == 0.25)
        first.advance(by: -1)
        #expect(first.diagnostics.count == 1)
        #expect(second.diagnostics.isEmpty)
    }

    @Test func anAnimationRunsOnTheClockOfItsViewsHost() {
        let first = HeadlessHost()
        let second = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        second.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            view.alpha = 0
        }
        first.advance(by: 0.75)
        #expect(view.layer.presentation()?.opacity == 1, "the other host's time does not move it")
        second.advance(by: 0.5)
        #expect(abs(Double(view.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6)
        first.runUntilIdle()
        #expect(first.time == 0.75)
    }
}
