import Foundation
import PresentationKit
import PresentationKitRendering
import Testing

/// A card: a rounded blue view with a white square and a label.
@MainActor
private func makeCard(in stage: RasterizerStage) -> (card: UIView, square: UIView, label: UILabel) {
    let card = stage.addView(CGRect(x: 10, y: 10, width: 80, height: 60), color: .blue)
    card.layer.cornerRadius = 12
    let square = stage.addView(CGRect(x: 8, y: 8, width: 20, height: 20), color: .white, to: card)
    let label = UILabel(frame: CGRect(x: 8, y: 32, width: 70, height: 24))
    label.text = "Card"
    label.textColor = .yellow
    card.addSubview(label)
    return (card, square, label)
}

/// The pixels of `rect` of an image, row by row.
private func pixels(of image: RGBAImage, in rect: (x: Int, y: Int, width: Int, height: Int)) -> [RGBAPixel] {
    var result: [RGBAPixel] = []
    for y in rect.y..<(rect.y + rect.height) {
        for x in rect.x..<(rect.x + rect.width) { result.append(image[x, y]) }
    }
    return result
}

@MainActor
@Suite("Snapshots: what a snapshot view shows")
struct SnapshotViewRenderingTests {
    /// Behaviour 25.1: a snapshot shows exactly what the view showed (text included), and goes on
    /// showing it after the view changes.
    @Test func aSnapshotShowsTheViewAsItWasAndStaysSo() throws {
        let stage = RasterizerStage(width: 200, height: 100, scale: 2)
        let (card, square, label) = makeCard(in: stage)
        let before = stage.snapshot()
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 80, height: 60))
        snapshot.frame.origin = CGPoint(x: 110, y: 10)
        stage.root.addSubview(snapshot)
        card.backgroundColor = .red
        square.frame.origin.x = 50
        label.text = "Changed"
        let after = stage.snapshot()
        // The snapshot (at x 110 points = 220 pixels) shows the card as it was at x 10 (20 pixels).
        #expect(
            pixels(of: after, in: (220, 20, 160, 120)) == pixels(of: before, in: (20, 20, 160, 120)))
        // The card itself changed.
        #expect(after[30, 60] == RGBAPixel(r: 255, g: 0, b: 0, a: 255))
    }

    /// Behaviour 25.1: a snapshot taken mid-animation shows the presentation values of that instant.
    @Test func aSnapshotTakenMidAnimationShowsThatInstant() throws {
        let stage = RasterizerStage(width: 200, height: 100, scale: 1)
        let (card, square, _) = makeCard(in: stage)
        _ = stage.snapshot()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { square.frame.origin.x = 48 }
        stage.host.advance(by: 0.5)
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        snapshot.frame.origin = CGPoint(x: 110, y: 10)
        stage.root.addSubview(snapshot)
        stage.host.runUntilIdle()
        let image = stage.snapshot()
        // Halfway the square's left edge was at 28: in the snapshot at 110 + 28.
        #expect(image[139, 30] == .gray(255))
        #expect(image[137, 30] == RGBAPixel(r: 0, g: 0, b: 255, a: 255))
        #expect(image[160, 30] == RGBAPixel(r: 0, g: 0, b: 255, a: 255))
        // The card itself went on to the end: its square now starts at 10 + 48.
        #expect(image[60, 30] == .gray(255))
        #expect(image[56, 30] == RGBAPixel(r: 0, g: 0, b: 255, a: 255))
    }

    /// Behaviour 25.2: a resizable snapshot keeps its caps and stretches the middle; a plain one
    /// stretches all of it.
    @Test func resizableSnapshotsKeepTheirCaps() throws {
        let stage = RasterizerStage(width: 200, height: 100, scale: 1)
        let view = stage.addView(CGRect(x: 0, y: 0, width: 40, height: 40), color: .blue)
        stage.addView(CGRect(x: 0, y: 0, width: 10, height: 10), color: .red, to: view)
        stage.addView(CGRect(x: 30, y: 0, width: 10, height: 10), color: .green, to: view)
        _ = stage.snapshot()
        let insets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let resizable = try #require(
            view.resizableSnapshotView(from: view.bounds, afterScreenUpdates: false, withCapInsets: insets))
        resizable.frame = CGRect(x: 50, y: 0, width: 100, height: 40)
        let plain = try #require(view.snapshotView(afterScreenUpdates: false))
        plain.frame = CGRect(x: 50, y: 50, width: 80, height: 40)
        view.isHidden = true
        stage.root.addSubview(resizable)
        stage.root.addSubview(plain)
        let image = stage.snapshot()
        // Caps: the red corner stays 10 wide, the green one sits at the right end, 10 wide.
        #expect(image[59, 5] == RGBAPixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image[60, 5] == RGBAPixel(r: 0, g: 0, b: 255, a: 255))
        #expect(image[139, 5] == RGBAPixel(r: 0, g: 0, b: 255, a: 255))
        #expect(image[140, 5] == RGBAPixel(r: 0, g: 255, b: 0, a: 255))
        // Plain: twice as wide, so the red corner is 20 wide.
        #expect(image[69, 55] == RGBAPixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image[70, 55] == RGBAPixel(r: 0, g: 0, b: 255, a: 255))
    }

    /// Behaviour 25.3: a view in no window whose drawing is pending, snapshotted after screen
    /// updates, is drawn first and the snapshot shows the drawing.
    @Test func aSnapshotAfterScreenUpdatesIncludesPendingDrawing() throws {
        let stage = RasterizerStage(width: 100, height: 50, scale: 1)
        let view = DrawnView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: true))
        #expect(view.drawCount == 1)
        snapshot.frame.origin = CGPoint(x: 50, y: 0)
        stage.root.addSubview(snapshot)
        let image = stage.snapshot()
        #expect(image[60, 10] == RGBAPixel(r: 0, g: 255, b: 0, a: 255))
    }
}

/// A view that fills itself green in `draw(_:)` and counts its drawing.
private final class DrawnView: UIView {
    var drawCount = 0
    override func draw(_ rect: CGRect) {
        drawCount += 1
        UIColor.green.setFill()
        UIRectFill(bounds)
    }
}

@MainActor
@Suite("Snapshots: drawHierarchy against the screen")
struct DrawHierarchyRenderingTests {
    /// Behaviour 25.8: a card (rounded corners, a square, yellow text) drawn with
    /// `drawHierarchy(in:afterScreenUpdates:)` at the screen's scale matches the renderer's frame
    /// of it: inside the shapes exactly, and within a few levels on average where the two
    /// anti-alias edges and glyphs differently.
    @Test func drawHierarchyMatchesTheRenderedFrame() throws {
        let stage = RasterizerStage(width: 100, height: 80, scale: 2)
        let (card, _, _) = makeCard(in: stage)
        let frame = stage.snapshot()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let drawn = UIGraphicsImageRenderer(size: card.bounds.size, format: format).image { _ in
            _ = card.drawHierarchy(in: card.bounds, afterScreenUpdates: false)
        }
        let cgImage = try #require(drawn.cgImage)
        #expect(cgImage.width == 160 && cgImage.height == 120)
        let bytes = [UInt8](cgImage.dataProvider!.data!)
        var total = 0
        var differing = 0
        for y in 0..<120 {
            for x in 0..<160 {
                let i = (y * 160 + x) * 4
                let screen = frame[20 + x, 20 + y]
                // The frame is opaque (the card over the window's background); the drawing is the
                // card alone: compare where the card is opaque.
                guard bytes[i + 3] == 255 else { continue }
                let difference =
                    abs(Int(bytes[i]) - Int(screen.r)) + abs(Int(bytes[i + 1]) - Int(screen.g))
                    + abs(Int(bytes[i + 2]) - Int(screen.b))
                total += difference
                if difference > 12 { differing += 1 }
            }
        }
        // Interior points: the square's and the card's colours exactly.
        #expect(frame[20 + 30, 20 + 30] == RGBAPixel(r: 255, g: 255, b: 255, a: 255))
        #expect(bytes[(30 * 160 + 30) * 4..<(30 * 160 + 30) * 4 + 4] == [255, 255, 255, 255])
        #expect(bytes[(10 * 160 + 100) * 4..<(10 * 160 + 100) * 4 + 4] == [0, 0, 255, 255])
        // Edge and glyph pixels may differ a little; few differ by more than 12 levels in all.
        #expect(differing < 40, "\(differing) pixels differ by more than 12 levels")
        #expect(Double(total) / (160 * 120) < 2)
    }
}
