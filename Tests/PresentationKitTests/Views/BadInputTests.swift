import Foundation
import Testing

@testable import PresentationKit

/// Bad input gets a logged, recorded diagnostic and a defined result, never a crash or a NaN frame.
@MainActor
@Suite("Bad input to the animation engine")
struct BadInputTests {
    private func hostedView() -> (HeadlessHost, UIView) {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        return (host, view)
    }

    @Test(
        "NaN, infinite and negative durations apply the change at once and still complete",
        arguments: [Double.nan, .infinity, -1])
    func badDurations(duration: Double) throws {
        let (host, view) = hostedView()
        var finished: Bool?
        // Run inside a host turn so the diagnostic is recorded on this host.
        UIView.animate(
            withDuration: 0.01, animations: { view.alpha = 0.9 },
            completion: { _ in
                UIView.animate(
                    withDuration: duration, animations: { view.alpha = 0.2 }, completion: { finished = $0 })
            })
        host.runUntilIdle()
        #expect(abs(view.alpha - 0.2) < 1e-6)
        #expect(view.layer.animationKeys() == nil)
        #expect(finished == true)
        #expect(host.diagnostics.contains { $0.kind == .invalidInput && $0.message.contains("duration") })
        #expect(try #require(view.layer.presentation()).opacity.isFinite)
    }

    @Test("non-finite geometry is refused and the old value kept")
    func nonFiniteGeometry() {
        let (host, view) = hostedView()
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        view.center = CGPoint(x: 5, y: CGFloat.infinity)
        view.alpha = .nan
        #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.alpha == 1)
        #expect(host.diagnostics.filter { $0.kind == .invalidInput }.count == 3)
    }

    @Test("an unknown key path or a value of the wrong type is reported and not added")
    func wrongKeyPathOrType() {
        let host = HeadlessHost()
        let layer = CALayer()
        host.window.layer.addSublayer(layer)
        let unknown = CABasicAnimation(keyPath: "wobble")
        layer.add(unknown, forKey: "u")
        let wrongType = CABasicAnimation(keyPath: "position")
        wrongType.toValue = "far away"
        layer.add(wrongType, forKey: "w")
        let nan = CABasicAnimation(keyPath: "opacity")
        nan.toValue = Double.nan
        layer.add(nan, forKey: "n")
        #expect(layer.animationKeys() == nil)
        #expect(host.diagnostics.count == 3)
        #expect(host.diagnostics[0].message.contains("wobble"))
    }

    @Test("zero-size views animate and hit-test without trouble")
    func zeroSize() throws {
        let (host, view) = hostedView()
        UIView.animate(withDuration: 0.2) { view.frame = .zero }
        host.advance(by: 0.1)
        let frame = try #require(view.layer.presentation()).frame
        #expect(frame.width.isFinite && frame.height.isFinite)
        host.runUntilIdle()
        #expect(host.window.hitTest(.zero, with: nil) === host.window)
    }
}
