import Foundation
import PresentationKit
import Testing

@testable import PresentationKitRendering

/// Label text placement through the rasterizer's text seam, with synthetic masks: a block of
/// `width × height` full coverage standing on the baseline, advancing by its width.
@MainActor
struct SolidTextSource: LabelTextRasterizing {
    let width: Int
    let height: Int

    func rasterize(_ text: LabelText, pixelsPerPoint: Double) -> [LineCoverage] {
        text.lines.map { _ in
            LineCoverage(
                width: width, height: height, coverage: [UInt8](repeating: 255, count: width * height),
                offsetX: 0, offsetY: -height, advance: Double(width), pixelsPerPoint: pixelsPerPoint)
        }
    }
}

@MainActor
@Suite("Rasterizer · label text placement")
struct RasterizerTextTests {
    private func render(_ label: UILabel, source: SolidTextSource, transform: CGAffineTransform = .identity)
        -> RGBAImage
    {
        let stage = RasterizerStage()
        label.textColor = .black
        label.transform = transform
        stage.root.addSubview(label)
        stage.host.advance(by: 0)
        var renderer = FrameRenderer(scale: 1, background: .opaqueBlack, time: stage.host.time)
        renderer.textSource = source
        return renderer.render(
            stage.host.window.layer, canvasSize: CGSize(width: 100, height: 100), placement: .byGeometry
        )
        .image
    }

    @Test("one line: centred block, baseline at the ascender, alignment left, centre and right")
    func alignment() {
        let font = UIFont.systemFont(ofSize: 10)
        // The block of one line is lineHeight tall, centred in the 40 pt label at y 20.
        let baseline = 20 + (40 - Double(font.lineHeight)) / 2 + Double(font.ascender)
        for (alignment, left) in [(NSTextAlignment.natural, 10), (.center, 25), (.right, 40)] {
            let label = UILabel(frame: CGRect(x: 10, y: 20, width: 40, height: 40))
            label.text = "x"
            label.font = font
            label.textAlignment = alignment
            let image = render(label, source: SolidTextSource(width: 10, height: 5))
            let bottom = Int(baseline.rounded())
            #expect(image[left, bottom - 1] == .gray(0), "\(alignment)")
            #expect(image[left + 9, bottom - 5] == .gray(0), "\(alignment)")
            #expect(image[left - 1, bottom - 1] == .gray(255), "\(alignment)")
            #expect(image[left + 10, bottom - 1] == .gray(255), "\(alignment)")
            #expect(image[left, bottom] == .gray(255), "\(alignment)")
            #expect(image[left, bottom - 6] == .gray(255), "\(alignment)")
        }
    }

    @Test("two lines are a line height apart, the pair centred vertically")
    func twoLines() {
        let font = UIFont.systemFont(ofSize: 10)
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 60, height: 50))
        label.text = "a\nb"
        label.numberOfLines = 0
        label.font = font
        let image = render(label, source: SolidTextSource(width: 4, height: 2))
        let lineHeight = Double(font.lineHeight)
        let firstBaseline = 20 + (50 - 2 * lineHeight) / 2 + Double(font.ascender)
        for baseline in [firstBaseline, firstBaseline + lineHeight] {
            #expect(image[11, Int(baseline.rounded()) - 1] == .gray(0), "baseline \(baseline)")
        }
    }

    @Test("under a rotation the mask is sampled through the inverse mapping")
    func rotated() {
        let label = UILabel(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        label.text = "x"
        label.font = .systemFont(ofSize: 10)
        label.textAlignment = .center
        // A 180° turn about the label's centre puts the block above the centre line, mirrored.
        let image = render(
            label, source: SolidTextSource(width: 10, height: 5),
            transform: CGAffineTransform(rotationAngle: .pi))
        let font = UIFont.systemFont(ofSize: 10)
        let baseline = 30 + (40 - Double(font.lineHeight)) / 2 + Double(font.ascender)
        let mirrored = 100 - baseline
        #expect(image.blackCoverage(x: 50, y: Int(mirrored.rounded()) + 2) > 0.9)
        #expect(image.blackCoverage(x: 50, y: Int(baseline.rounded()) - 1) < 0.1)
    }

    @Test("with the real font, a label's ink is in its text colour, inside its line box")
    func realFont() throws {
        // A machine without the system font draws no glyphs; the text rasterizer's own tests say why.
        guard case .success = TextRasterizer.shared else { return }
        let stage = RasterizerStage(width: 200, height: 60, scale: 2)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        label.text = "Hello"
        label.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        stage.root.addSubview(label)
        let image = stage.snapshot()
        let font = label.font!
        let top = 10 + (40 - Double(font.lineHeight)) / 2
        let baseline = top + Double(font.ascender)
        var inked: [(x: Int, y: Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] != .gray(255) {
                inked.append((x, y))
                // Red text over white: green and blue fall together, red stays full.
                #expect(image[x, y].r == 255 && image[x, y].g == image[x, y].b)
            }
        }
        #expect(inked.count > 200)
        // Left-aligned from x = 10 pt, between the ascender line and the baseline ("Hello" has
        // no descenders), at 2 pixels per point.
        #expect(inked.allSatisfy { $0.x >= 20 && $0.x < 20 + 2 * 60 })
        #expect(inked.allSatisfy { Double($0.y) >= 2 * top - 1 && Double($0.y) <= 2 * baseline + 1 })
        #expect(stage.host.diagnostics.isEmpty)
    }
}

/// A text source on a machine without fonts: every label's text is reported and skipped.
@MainActor
struct MissingFontTextSource: LabelTextRasterizing {
    func rasterize(_ text: LabelText, pixelsPerPoint: Double) -> [LineCoverage] { [] }
    func problem(with text: LabelText) -> String? {
        "fontconfig found no font “DejaVu Sans”; text in it will be skipped"
    }
}

@MainActor
@Suite("Rasterizer · missing fonts")
struct RasterizerMissingFontTests {
    @Test("without a font, labels draw their background but no glyphs, and the frame reports it once")
    func missingFont() {
        let stage = RasterizerStage()
        for index in 0..<2 {
            let label = UILabel(frame: CGRect(x: 10, y: 10 + 30 * CGFloat(index), width: 80, height: 20))
            label.text = "Hello"
            label.textColor = .black
            label.backgroundColor = .white
            stage.root.addSubview(label)
        }
        stage.host.advance(by: 0)
        var renderer = FrameRenderer(scale: 1, background: .opaqueBlack, time: stage.host.time)
        renderer.textSource = MissingFontTextSource()
        let rendering = renderer.render(
            stage.host.window.layer, canvasSize: CGSize(width: 100, height: 100), placement: .byGeometry)
        #expect(rendering.diagnostics.map(\.kind) == [.renderingSkippedText])
        #expect(rendering.diagnostics.first?.message.contains("DejaVu Sans") == true)
        #expect(rendering.image[50, 20] == RGBAPixel(r: 255, g: 255, b: 255, a: 255), "background, no ink")
    }
}
