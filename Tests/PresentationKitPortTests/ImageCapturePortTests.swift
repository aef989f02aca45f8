import Foundation
import PresentationKit
import Testing

@MainActor
@Suite("Ported image capture (Swift 5 mode)")
struct ImageCapturePortTests {
    /// Behaviour 25.8: both idioms give an image of the view at the screen's scale, showing its
    /// background and its subview where they are.
    @Test func bothIdiomsCaptureTheView() throws {
        let stage = PortStage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        view.backgroundColor = .red
        let inner = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 20))
        inner.backgroundColor = .blue
        view.addSubview(inner)
        stage.root.view.addSubview(view)
        for image in [view.capturedImage(), try #require(view.renderedLayerImage())] {
            let cgImage = try #require(image.cgImage)
            let scale = Int(image.scale)
            #expect(cgImage.width == 30 * scale && cgImage.height == 20 * scale)
            let bytes = [UInt8](cgImage.dataProvider!.data!)
            let left = (5 * scale * cgImage.width + 5 * scale) * 4
            let right = (5 * scale * cgImage.width + 25 * scale) * 4
            #expect(Array(bytes[left..<left + 4]) == [255, 0, 0, 255])
            #expect(Array(bytes[right..<right + 4]) == [0, 0, 255, 255])
        }
    }
}
