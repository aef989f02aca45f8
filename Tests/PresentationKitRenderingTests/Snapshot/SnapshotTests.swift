import Foundation
import PresentationKit
import PresentationKitRendering
import PresentationKitScenarios
import Testing

/// Snapshots of whole presentations: the PNG round trip and the flip seen in pixels.
@MainActor
@Suite("Snapshots of presentations")
struct SnapshotTests {
    @Test("a mid-transition snapshot written as PNG decodes to the same pixels")
    func pngRoundTrip() throws {
        let run = try #require(ScenarioCatalog.scenario(named: "s1-dimming-button")).makeRun()
        run.present()
        run.host.advance(by: 0.2)
        let image = run.host.snapshot(scale: 1)
        let decoded = try RGBAImage(pngData: image.pngData())
        #expect(decoded == image)
        #expect(run.host.snapshot(scale: 1) == image, "the same frame renders the same bytes")
    }

    @Test("a flip a quarter in: the covered view's middle row is as wide as its projection")
    func flipCompression() throws {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let root = UIViewController()
        root.view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        host.window.rootViewController = root
        let presented = UIViewController()
        presented.view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .flipHorizontal
        root.present(presented, animated: true)
        host.advance(by: 0)
        host.advance(by: 0.75 / 4)
        let layer = try #require(root.view.layer.presentation())
        // The projection of the middle row's two ends, by hand: (x, y, 0, 1) · transform, / w.
        let t = layer.transform
        func projectedX(_ x: CGFloat) -> CGFloat {
            let px = x - 195
            return 195 + (px * t.m11 + t.m41) / (px * t.m14 + t.m44)
        }
        let expected = projectedX(390) - projectedX(0)
        #expect(expected > 100 && expected < 380, "turning, not flat and not edge-on")
        let image = host.snapshot()
        var red = 0.0
        var green = 0
        for x in 0..<image.width {
            let pixel = image[x, 422]
            red += Double(pixel.r) / 255
            if pixel.g > 128 { green += 1 }
        }
        #expect(abs(red - Double(expected)) < 1.5, "covered width \(red) px, projected \(expected) px")
        #expect(green == 0, "the presented face is edge-on until the middle")
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("13.16: the interface turned by a quarter turn shows its top edge on the right, centred")
    func interfaceTurned() throws {
        // A 100 × 200 window with a red band across its top 20 points, on a 200 × 100 screen (the
        // first frame of a turn: the screen is landscape, the window still the portrait layout).
        let host = HeadlessHost(size: CGSize(width: 100, height: 200), scale: 1)
        let root = UIViewController()
        root.view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        host.window.rootViewController = root
        let band = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        band.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.view.addSubview(band)
        host.runUntilIdle()
        host.resize(to: CGSize(width: 200, height: 100), duration: 1)
        host.advance(by: 0)
        let image = host.snapshot(scale: 1, interfaceTurnedBy: .pi / 2)
        #expect(image.width == 200 && image.height == 100)
        // Turned clockwise about the screen's centre (100, 50): the window's 100 × 200 becomes
        // 200 wide and 100 tall, its top band the rightmost 20 columns (x 180..<200).
        func pixel(_ x: Int, _ y: Int) -> RGBAPixel { image[x, y] }
        #expect(pixel(190, 50) == RGBAPixel(r: 255, g: 0, b: 0, a: 255), "the band, now on the right")
        #expect(pixel(100, 50) == RGBAPixel(r: 0, g: 0, b: 255, a: 255), "the content in the middle")
        #expect(pixel(10, 50) == RGBAPixel(r: 0, g: 0, b: 255, a: 255), "the bottom, now on the left")
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}
