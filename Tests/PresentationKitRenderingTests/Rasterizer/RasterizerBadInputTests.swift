import Foundation
import PresentationKitRendering
import Testing

// Testable: the public setters refuse NaN, so the NaN case writes the layer's state directly, as
// an animation bug elsewhere might.
@testable import PresentationKit

/// Bad geometry and unusable sizes: diagnostics on the host, never a trap or a huge allocation.
@MainActor
@Suite("Rasterizer · bad input")
struct RasterizerBadInputTests {
    private func skipped(_ host: HeadlessHost) -> [Diagnostic] {
        host.diagnostics.filter { $0.kind == .renderingSkippedLayer }
    }

    @Test("a NaN transform skips the layer and its sublayers, names it, and the rest still draws")
    func nanTransform() {
        let stage = RasterizerStage()
        let broken = stage.addView(CGRect(x: 10, y: 10, width: 30, height: 30), color: .black)
        broken.layer.name = "broken card"
        stage.addView(CGRect(x: 0, y: 0, width: 10, height: 10), color: .blue, to: broken)
        stage.addView(CGRect(x: 60, y: 60, width: 20, height: 20), color: .black)
        broken.layer.state.transform.m11 = .nan
        let image = stage.snapshot()
        #expect(image[20, 20] == .gray(255))
        #expect(image[12, 12] == .gray(255))
        #expect(image[70, 70] == .gray(0))
        let diagnostics = skipped(stage.host)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("broken card") == true)
        #expect(diagnostics.first?.message.contains("transform") == true)
    }

    @Test("an infinite position is reported, naming the owning view's type when the layer has no name")
    func infinitePosition() {
        let stage = RasterizerStage()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        label.backgroundColor = .black
        stage.root.addSubview(label)
        label.layer.state.position.x = .infinity
        _ = stage.snapshot()
        #expect(skipped(stage.host).first?.message.contains("UILabel") == true)
    }

    @Test("a finite singular transform (edge-on, zero scale) draws nothing and is not an error")
    func singularTransform() {
        let stage = RasterizerStage()
        let flat = stage.addView(CGRect(x: 10, y: 10, width: 30, height: 30), color: .black)
        flat.transform = CGAffineTransform(scaleX: 0, y: 1)
        let image = stage.snapshot()
        #expect(image.blackWidth(row: 20) == 0)
        #expect(skipped(stage.host).isEmpty, "a flip passes through this state at its midpoint")
        flat.transform3D = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(stage.snapshot().blackWidth(row: 20) == 0)
        #expect(skipped(stage.host).isEmpty)
    }

    @Test("finite transforms whose product overflows are reported, not drawn")
    func overflow() {
        let stage = RasterizerStage()
        let outer = stage.addView(CGRect(x: 10, y: 10, width: 30, height: 30), color: nil)
        let inner = stage.addView(CGRect(x: 0, y: 0, width: 30, height: 30), color: .black, to: outer)
        outer.transform = CGAffineTransform(scaleX: 1e200, y: 1e200)
        inner.transform = CGAffineTransform(scaleX: 1e200, y: 1e200)
        let image = stage.snapshot()
        #expect(image[50, 50] == .gray(255))
        #expect(skipped(stage.host).count == 1)
    }

    @Test("a zero-size screen gives an empty image and a diagnostic")
    func zeroSize() {
        let host = HeadlessHost(size: .zero, scale: 3)
        host.advance(by: 0)
        let image = host.snapshot()
        #expect(image.width == 0 && image.height == 0)
        #expect(host.diagnostics.contains { $0.kind == .invalidInput && $0.message.contains("no pixels") })
    }

    @Test(
        "a scale that is not finite and positive gives an empty image and a diagnostic",
        arguments: [
            0, -2, CGFloat.nan, CGFloat.infinity,
        ])
    func badScale(scale: CGFloat) {
        let stage = RasterizerStage()
        stage.host.advance(by: 0)
        let image = stage.host.snapshot(scale: scale)
        #expect(image.width == 0 && image.height == 0)
        #expect(stage.host.diagnostics.contains { $0.kind == .invalidInput })
    }

    @Test("an image larger than RGBAImage allows is refused with a diagnostic, before allocating")
    func hugeSize() {
        let stage = RasterizerStage(width: 390, height: 844)
        stage.host.advance(by: 0)
        let image = stage.host.snapshot(scale: 1000)
        #expect(image.width == 0 && image.height == 0)
        #expect(
            stage.host.diagnostics.contains { $0.kind == .invalidInput && $0.message.contains("more than") })
    }

    @Test("enormous but finite geometry draws what is on the canvas without trapping")
    func enormousGeometry() {
        let stage = RasterizerStage()
        let huge = stage.addView(CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12), color: .black)
        huge.layer.cornerRadius = 1e11
        huge.layer.borderWidth = 5
        huge.layer.shadowOpacity = 1
        let image = stage.snapshot()
        #expect(image[50, 50] == .gray(0))
        #expect(skipped(stage.host).isEmpty)
    }
}
