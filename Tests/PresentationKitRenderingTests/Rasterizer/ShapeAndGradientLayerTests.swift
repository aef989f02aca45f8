import Foundation
import PresentationKit
import PresentationKitRendering
import Testing

private let red = RGBAPixel(r: 255, g: 0, b: 0, a: 255)
private let black = RGBAPixel(r: 0, g: 0, b: 0, a: 255)

@MainActor
@Suite("Rasterizer: shape and gradient layers")
struct ShapeAndGradientLayerTests {
    /// Behaviour 18.16: the fill covers the path, outside the (empty) bounds.
    @Test func aShapeLayerFillsItsPath() {
        let stage = RasterizerStage(width: 40, height: 40)
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        shape.fillColor = UIColor.red.cgColor
        stage.root.layer.addSublayer(shape)
        let image = stage.snapshot()
        #expect(image[10, 10] == red)
        #expect(image[29, 29] == red)
        #expect(image[9, 15] == .gray(255))
        #expect(image[30, 15] == .gray(255))
        let redPixels = (0..<40).flatMap { y in (0..<40).map { x in image[x, y] } }.filter { $0 == red }.count
        #expect(redPixels == 400)
    }

    /// Behaviour 18.16: the even-odd rule leaves the inner square out.
    @Test func evenOddLeavesAHole() {
        let stage = RasterizerStage(width: 40, height: 40)
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        path.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        shape.path = path
        shape.fillRule = .evenOdd
        stage.root.layer.addSublayer(shape)
        let image = stage.snapshot()
        #expect(image[5, 5] == black)
        #expect(image[20, 20] == .gray(255))
        shape.fillRule = .nonZero
        #expect(stage.snapshot()[20, 20] == black)
    }

    /// Behaviour 18.16: a stroke is centred on the path, `strokeEnd` cuts it by length.
    @Test func strokesAreCentredAndTrimmedByLength() {
        let stage = RasterizerStage(width: 40, height: 20)
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 40, y: 10))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 2
        stage.root.layer.addSublayer(shape)
        var image = stage.snapshot()
        #expect(image[20, 9] == black && image[20, 10] == black)
        #expect(image[20, 8] == .gray(255) && image[20, 11] == .gray(255))
        #expect(abs(image.blackWidth(row: 9) - 40) < 0.01)
        withoutActions { shape.strokeEnd = 0.5 }
        image = stage.snapshot()
        #expect(abs(image.blackWidth(row: 9) - 20) < 0.01)
        #expect(image[25, 9] == .gray(255))
        withoutActions { shape.strokeStart = 0.25 }
        image = stage.snapshot()
        #expect(abs(image.blackWidth(row: 9) - 10) < 0.01)
        #expect(image[5, 9] == .gray(255) && image[15, 9] == black)
    }

    /// Behaviour 18.16: the length runs on across subpaths.
    @Test func trimmingRunsAcrossSubpaths() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 10, y: 10))
        let stage = RasterizerStage(width: 20, height: 20)
        let shape = CAShapeLayer()
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 2
        shape.position = CGPoint(x: 5, y: 5)
        shape.strokeStart = 0.25
        shape.strokeEnd = 0.75
        stage.root.layer.addSublayer(shape)
        let image = stage.snapshot()
        // First line: 5…10 (+5 for the position); second line: 0…5.
        #expect(abs(image.blackWidth(row: 4) - 5) < 0.01)
        #expect(image[12, 4] == black && image[9, 4] == .gray(255))
        #expect(abs(image.blackWidth(row: 14) - 5) < 0.01)
        #expect(image[7, 14] == black && image[11, 14] == .gray(255))
    }

    /// Behaviour 18.17: an axial gradient from the top edge to the bottom one, sampled at pixel
    /// centres: row y has t = (y + 0.5) / height.
    @Test func anAxialGradientRunsTopToBottom() {
        let stage = RasterizerStage(width: 10, height: 100)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 10, height: 100)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        stage.root.layer.addSublayer(gradient)
        let image = stage.snapshot()
        for y in [0, 25, 50, 99] {
            let t = (Double(y) + 0.5) / 100
            let expected = RGBAPixel(
                r: UInt8((255 * (1 - t)).rounded()), g: 0, b: UInt8((255 * t).rounded()), a: 255)
            #expect(image[5, y].isClose(to: expected), "row \(y)")
        }
        // Locations move the ramp; beyond them the end colours hold.
        withoutActions { gradient.locations = [0.5, 1] }
        let moved = stage.snapshot()
        #expect(moved[5, 20] == red)
        // Row 75: t = 0.755, (0.755 − 0.5) / 0.5 = 0.51 of the way from red to blue.
        #expect(
            moved[5, 75].isClose(
                to: RGBAPixel(
                    r: UInt8((255 * 0.49).rounded()), g: 0, b: UInt8((255 * 0.51).rounded()), a: 255)))
    }

    /// Behaviour 18.17: a radial gradient is its first colour at the centre and its last at the
    /// ellipse through the end point; a conic one turns around the start point.
    @Test func radialAndConicGradients() {
        let stage = RasterizerStage(width: 40, height: 40)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.type = .radial
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        stage.root.layer.addSublayer(gradient)
        var image = stage.snapshot()
        #expect(image[20, 20].isClose(to: red, tolerance: 12))
        // Beyond the ellipse the last colour holds.
        #expect(image[0, 0] == RGBAPixel(r: 0, g: 0, b: 255, a: 255))
        // Pixel (29, 19): centre (29.5, 19.5), 9.5 right and 0.5 up of (20, 20) over radius 20.
        let t = ((9.5 / 20) * (9.5 / 20) + (0.5 / 20) * (0.5 / 20)).squareRoot()
        #expect(
            image[29, 19].isClose(
                to: RGBAPixel(
                    r: UInt8((255 * (1 - t)).rounded()), g: 0, b: UInt8((255 * t).rounded()), a: 255)))
        gradient.type = .conic
        withoutActions { gradient.endPoint = CGPoint(x: 1, y: 0.5) }
        image = stage.snapshot()
        // A quarter turn clockwise from the right is straight down: t = 0.25 there.
        #expect(image[20, 35].isClose(to: RGBAPixel(r: 191, g: 0, b: 64, a: 255), tolerance: 3))
    }

    /// Colours that are not `CGColor`s are reported (a `UIColor` by mistake).
    @Test func coloursThatAreNotCGColorsAreReported() {
        let stage = RasterizerStage(width: 10, height: 10)
        let gradient = CAGradientLayer()
        stage.root.layer.addSublayer(gradient)
        gradient.colors = [UIColor.red, UIColor.blue]
        #expect(stage.host.diagnostics.contains { $0.message.contains("must be CGColors") })
    }

    /// Behaviour 18.19: the renderer draws a shape from its presentation values: a stroke growing
    /// through a `strokeEnd` animation is a quarter, then half, of its length.
    @Test func aGrowingStrokeIsDrawnAtTheHostsTime() {
        let stage = RasterizerStage(width: 40, height: 20)
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 40, y: 10))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 2
        stage.root.layer.addSublayer(shape)
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 1
        shape.add(grow, forKey: "grow")
        stage.host.advance(by: 0.25)
        #expect(abs(stage.host.snapshot().blackWidth(row: 9) - 10) < 0.01)
        stage.host.advance(by: 0.25)
        #expect(abs(stage.host.snapshot().blackWidth(row: 9) - 20) < 0.01)
        stage.host.advance(by: 1)
        #expect(abs(stage.host.snapshot().blackWidth(row: 9) - 40) < 0.01)
    }

    /// Behaviour 18.19, 18.20: a gradient's colours change on screen through an implicit
    /// animation: halfway, red and blue have traded half their way.
    @Test func aGradientsColoursAnimateOnScreen() {
        let stage = RasterizerStage(width: 4, height: 4)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        gradient.colors = [UIColor.red.cgColor, UIColor.red.cgColor]
        stage.root.layer.addSublayer(gradient)
        #expect(stage.snapshot()[2, 2] == red)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        gradient.colors = [UIColor.blue.cgColor, UIColor.blue.cgColor]
        CATransaction.commit()
        stage.host.advance(by: 0.5)
        #expect(stage.host.snapshot()[2, 2].isClose(to: RGBAPixel(r: 128, g: 0, b: 128, a: 255)))
        stage.host.advance(by: 0.5)
        #expect(stage.host.snapshot()[2, 2] == RGBAPixel(r: 0, g: 0, b: 255, a: 255))
    }
}

/// Runs `body` with implicit actions disabled: the change shows at once.
@MainActor
private func withoutActions(_ body: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    body()
    CATransaction.commit()
}
