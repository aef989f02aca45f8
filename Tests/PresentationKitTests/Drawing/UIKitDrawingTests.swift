import Foundation
import PresentationKit
import Testing

/// UIKit's drawing layer: the current-context stack, image renderers and contexts (flipped,
/// scaled), UIBezierPath's shapes and settings, UIColor's set functions, UIImage drawing
/// (Behaviour 18.1, 18.7–18.9).
@MainActor
struct UIKitDrawingTests {
    private func probe(_ image: UIImage) -> PixelProbe { PixelProbe(image.cgImage!) }

    @Test func anImageRendererDrawsInPointsWithTheOriginAtTheTopLeft() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format)
        let image = renderer.image { context in
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(image.scale == 2)
        #expect(image.cgImage?.width == 6 && image.cgImage?.height == 4)
        let pixels = probe(image)
        #expect(pixels.rgba(0, 0) == [255, 0, 0, 255] && pixels.rgba(1, 1) == [255, 0, 0, 255])
        #expect(pixels.alpha(2, 0) == 0 && pixels.alpha(0, 2) == 0)
    }

    @Test func theRendererContextsTransformIsUIKits() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20), format: format).image { context in
            #expect(context.cgContext.ctm == CGAffineTransform(a: 3, b: 0, c: 0, d: -3, tx: 0, ty: 60))
        }
    }

    @Test func anOpaqueFormatStartsBlack() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { _ in }
        #expect(probe(image).rgba(1, 1) == [0, 0, 0, 255])
    }

    @Test func aRoundedRectWithTwoCornersRoundsOnlyThose() {
        let path = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50),
            byRoundingCorners: [.topLeft, .topRight],
            cornerRadii: CGSize(width: 10, height: 10))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(!path.contains(CGPoint(x: 99, y: 1)))
        #expect(path.contains(CGPoint(x: 1, y: 49)))
        #expect(path.contains(CGPoint(x: 99, y: 49)))
        // A point 10 − 10/√2 + 0.5 in from the corner is just inside the arc.
        let inside = 10 - 10 / 2.0.squareRoot() + 0.5
        #expect(path.contains(CGPoint(x: inside, y: inside)))
        #expect(
            abs(path.bounds.minX) < 1e-9 && abs(path.bounds.maxX - 100) < 1e-9 && path.bounds.height == 50)
    }

    @Test func clockwiseArcsTurnClockwiseOnScreen() {
        let path = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // From the right of the centre to below it: y grows downwards, so the quarter passes
        // through 45° below the horizontal, inside the lower right quadrant.
        #expect(abs(path.currentPoint.x - 50) < 1e-9 && abs(path.currentPoint.y - 60) < 1e-9)
        #expect(path.bounds.maxY > 59.9 && path.bounds.minY > 49.9)
        let counter = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(counter.bounds.minY < 40.1)  // the long way round passes above the centre
    }

    @Test func fillAndStrokeUseThePathsSettingsAndTheCurrentColours() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 10)).fill()
            UIColor.green.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 5, y: 5))
            line.addLine(to: CGPoint(x: 10, y: 5))
            line.lineWidth = 2
            line.stroke()
        }
        let pixels = probe(image)
        #expect(pixels.rgba(2, 2) == [0, 0, 255, 255])
        #expect(pixels.rgba(7, 4) == [0, 255, 0, 255] && pixels.rgba(7, 5) == [0, 255, 0, 255])
        #expect(pixels.alpha(7, 3) == 0 && pixels.alpha(7, 6) == 0)
    }

    @Test func addClipKeepsTheClipForLaterDrawing() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image {
            context in
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).addClip()
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let pixels = probe(image)
        #expect(pixels.alpha(0, 0) == 0)
        #expect(pixels.alpha(5, 5) == 255)
        #expect(abs(pixels.coveredArea - Double.pi * 25) < 0.5)
    }

    @Test func drawingWithoutAContextIsReported() {
        let host = HeadlessHost(size: CGSize(width: 10, height: 10))
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
        UIColor.red.setFill()
        #expect(host.diagnostics.filter { $0.message.contains("no current graphics context") }.count == 2)
    }

    @Test func theOlderImageContextFunctionsMakeAnImage() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 2)
        UIColor.white.setFill()
        UIRectFill(CGRect(x: 2, y: 0, width: 2, height: 2))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image?.size == CGSize(width: 4, height: 2) && image?.scale == 2)
        let pixels = probe(image!)
        #expect(pixels.rgba(5, 3) == [255, 255, 255, 255] && pixels.alpha(3, 0) == 0)
    }

    @Test func aZeroSizeImageContextIsReportedAndBeginsNothing() {
        let host = HeadlessHost(size: CGSize(width: 10, height: 10))
        UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        let image = UIGraphicsImageRenderer(size: .zero).image { _ in }
        #expect(image.cgImage == nil)
        #expect(host.diagnostics.filter { $0.message.contains("no pixels") }.count == 2)
    }

    @Test func anImageDrawsUprightInAFlippedContext() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let marker = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2), format: format).image {
            context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))  // top pixel red
        }
        let copy = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2), format: format).image { _ in
            marker.draw(in: CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        #expect(probe(copy).rgba(0, 0) == [255, 0, 0, 255])
        #expect(probe(copy).alpha(0, 1) == 0)
    }

    @Test func reversingKeepsTheShapeAndSwapsTheEnds() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(
            to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 15, y: 0),
            controlPoint2: CGPoint(x: 15, y: 10))
        let reversed = path.reversing()
        #expect(reversed.currentPoint == .zero)
        #expect(reversed.bounds == path.bounds)
    }

    @Test func namedImagesComeFromTheRegistry() {
        let host = HeadlessHost(size: CGSize(width: 10, height: 10))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        UIImage.register(image, named: "handle")
        #expect(UIImage(named: "handle")?.size == CGSize(width: 2, height: 2))
        #expect(UIImage(named: "missing-\(UUID())") == nil)
        #expect(host.diagnostics.contains { $0.message.contains("asset catalog") })
        #expect(UIImage(systemName: "xmark")?.size == CGSize(width: 20, height: 20))
    }
}

/// PNG in and out of images (Behaviour 18.10).
@MainActor
struct UIImagePNGTests {
    @Test func pngDataRoundTripsThePixelsAndTheScaleIsTheCallers() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format)
        let data = renderer.pngData { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        // A PNG starts with its eight-byte signature.
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let image = try #require(UIImage(data: data, scale: 2))
        #expect(image.size == CGSize(width: 2, height: 1))
        let pixels = PixelProbe(image.cgImage!)
        #expect(pixels.rgba(0, 0) == [128, 0, 0, 128])
        #expect(pixels.alpha(3, 1) == 0)
    }

    @Test func dataThatIsNotAPNGIsReported() {
        let host = HeadlessHost(size: CGSize(width: 10, height: 10))
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/\(UUID()).png") == nil)
        #expect(host.diagnostics.filter { $0.message.hasPrefix("UIImage(") }.count == 2)
    }
}

/// Variants of an image keep its bitmap and the settings they do not change.
@MainActor
struct UIImageVariantTests {
    @Test func eachVariantChangesOnlyWhatItNames() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { _ in }
        let insets = UIEdgeInsets(top: 1, left: 1, bottom: 0, right: 1)
        let resizable = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        let template = resizable.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(template.capInsets == insets && template.resizingMode == .stretch)
        #expect(template.size == image.size && template.cgImage === image.cgImage)
        let tinted = template.withTintColor(.red, renderingMode: .alwaysOriginal)
        #expect(tinted.renderingMode == .alwaysOriginal && tinted.capInsets == insets)
        #expect(image.renderingMode == .automatic && image.capInsets == .zero)
    }
}
