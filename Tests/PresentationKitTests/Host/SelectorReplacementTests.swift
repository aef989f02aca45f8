import Foundation
import PresentationKit
import Testing

/// The method-reference forms that the porting tool rewrites selectors to:
/// `perform(_:with:afterDelay:)` on the host's clock and selector observers of notifications.
@MainActor
@Suite("Selectors after porting: perform after a delay, notification observers")
struct SelectorReplacementTests {
    /// A view in the host's window, so its delayed calls run on that host's clock whichever host
    /// was made last (tests run in parallel).
    final class Recorder: UIView {
        var calls: [String] = []
        func ping() { calls.append("ping") }
        func take(_ value: Int) { calls.append("take \(value)") }
        func noted(_ notification: Notification) { calls.append("noted \(notification.name.rawValue)") }
    }

    let host = HeadlessHost(device: .notchedPhone)
    let recorders = (0..<2).map { _ in Recorder() }
    let name = Notification.Name("SelectorReplacementTests.\(UUID().uuidString)")

    init() {
        for recorder in recorders { host.window.addSubview(recorder) }
    }

    /// Behaviour 23.1.
    @Test(
        "perform(_:with:afterDelay:) runs on the host's first frame at or after the delay, with its argument")
    func performAfterDelay() {
        let recorder = recorders[0]
        let start = host.time
        recorder.perform(Recorder.take, with: 7, afterDelay: 0.5)
        recorder.perform(Recorder.ping, afterDelay: 1)
        host.advance(by: start + 0.45 - host.time)
        #expect(recorder.calls.isEmpty)
        host.advance(by: 0.1)
        #expect(recorder.calls == ["take 7"])
        host.advance(by: 0.5)
        #expect(recorder.calls == ["take 7", "ping"])
    }

    /// Behaviour 23.1.
    @Test("cancelPreviousPerformRequests(withTarget:) cancels only that target's pending calls")
    func cancel() {
        let first = recorders[0]
        let second = recorders[1]
        first.perform(Recorder.ping, afterDelay: 0.2)
        second.perform(Recorder.ping, afterDelay: 0.2)
        NSObject.cancelPreviousPerformRequests(withTarget: first)
        host.advance(by: 0.5)
        #expect(first.calls.isEmpty)
        #expect(second.calls == ["ping"])
    }

    /// Behaviour 23.1.
    @Test("the pending call keeps its target alive until it runs, as UIKit's does")
    func keepsTarget() {
        weak var weakRecorder: Recorder?
        do {
            let recorder = Recorder()
            host.window.addSubview(recorder)
            weakRecorder = recorder
            recorder.perform(Recorder.ping, afterDelay: 0.2)
            recorder.removeFromSuperview()
        }
        #expect(weakRecorder != nil)
        host.advance(by: 0.5)
        #expect(weakRecorder == nil)
    }

    /// Behaviour 23.2.
    @Test("a selector observer gets each notification until removeObserver(self)")
    func observerRemoved() {
        let recorder = recorders[0]
        let other = recorders[1]
        NotificationCenter.default.addObserver(recorder, selector: Recorder.noted, name: name, object: nil)
        NotificationCenter.default.addObserver(other, selector: Recorder.ping, name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil)
        #expect(recorder.calls == ["noted \(name.rawValue)"])
        NotificationCenter.default.removeObserver(recorder)
        NotificationCenter.default.post(name: name, object: nil)
        #expect(recorder.calls == ["noted \(name.rawValue)"])
        #expect(other.calls == ["ping", "ping"])
        NotificationCenter.default.removeObserver(other, name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil)
        #expect(other.calls == ["ping", "ping"])
    }

    /// Behaviour 23.2.
    @Test("the center does not keep a selector observer; once it is gone nothing is called")
    func observerNotKept() {
        weak var weakRecorder: Recorder?
        do {
            let recorder = Recorder()
            weakRecorder = recorder
            NotificationCenter.default.addObserver(recorder, selector: Recorder.ping, name: name, object: nil)
        }
        #expect(weakRecorder == nil)
        NotificationCenter.default.post(name: name, object: nil)
    }
}
