import Foundation
import PresentationKit
import PresentationKitRendering
import Testing

/// `masksToBounds` with rounded corners clips sublayers; it does not make them a group.
@MainActor
@Suite("Rasterizer · rounded clips")
struct RasterizerClippingTests {
    /// A rounded clipping view at a fractional position holding two overlapping translucent views,
    /// rendered with and without `masksToBounds`.
    private func render(masks: Bool, childOrigin: CGPoint) -> RGBAImage {
        let stage = RasterizerStage(width: 120, height: 100, scale: 2)
        let clip = stage.addView(CGRect(x: 10.5, y: 10.25, width: 100, height: 80), color: .systemTeal)
        clip.layer.cornerRadius = 12
        clip.layer.masksToBounds = masks
        let back = stage.addView(
            CGRect(origin: childOrigin, size: CGSize(width: 50, height: 30)),
            color: UIColor(red: 1, green: 0, blue: 0, alpha: 0.55), to: clip)
        stage.addView(
            CGRect(x: 10, y: 10, width: 40, height: 30),
            color: UIColor(red: 0, green: 0, blue: 1, alpha: 0.45),
            to: back)
        stage.addView(
            CGRect(x: childOrigin.x + 25, y: childOrigin.y + 15, width: 30, height: 25),
            color: UIColor(red: 0, green: 1, blue: 0, alpha: 0.6), to: clip)
        return stage.snapshot()
    }

    @Test("translucent sublayers inside the rounded bounds composite as without the clip, byte for byte")
    func insideIsUnclipped() {
        // Core Animation draws each sublayer straight onto what is below and only cuts away what
        // falls outside; with everything inside, the clip changes nothing.
        let clipped = render(masks: true, childOrigin: CGPoint(x: 20, y: 18))
        let unclipped = render(masks: false, childOrigin: CGPoint(x: 20, y: 18))
        let differing = zip(clipped.bytes, unclipped.bytes).filter { $0 != $1 }.count
        #expect(clipped.bytes.count == unclipped.bytes.count && differing == 0)
        #expect(clipped[2 * 35, 2 * 35] != clipped[2 * 60, 2 * 80])
    }

    @Test("a sublayer reaching over a rounded corner is cut along the arc")
    func cornerIsClipped() {
        let clipped = render(masks: true, childOrigin: CGPoint(x: -10, y: -10))
        let unclipped = render(masks: false, childOrigin: CGPoint(x: -10, y: -10))
        // Just inside the clip view's top-left corner square, outside its arc: the root's white
        // when clipped, the red sublayer when not.
        let corner = (2 * 12, 2 * 12)
        #expect(clipped[corner.0, corner.1] == .gray(255))
        #expect(unclipped[corner.0, corner.1] != .gray(255))
    }
}
