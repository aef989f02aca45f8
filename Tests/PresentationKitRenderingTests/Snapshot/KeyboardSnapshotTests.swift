import Foundation
import PresentationKit
import PresentationKitRendering
import Testing

/// The keyboard and text fields as the renderer draws them (Behaviour 15.14, 15.16).
@MainActor
@Suite("Snapshots of the keyboard and text fields")
struct KeyboardSnapshotTests {
    private let keyboardGrey = RGBAPixel(r: 209, g: 212, b: 217, a: 255)
    private let white = RGBAPixel(r: 255, g: 255, b: 255, a: 255)

    private func stage() -> (HeadlessHost, UITextField) {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        root.view.backgroundColor = .white
        host.window.rootViewController = root
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        root.view.addSubview(field)
        host.runUntilIdle()
        return (host, field)
    }

    /// The darkest channel inside `rect` (points = pixels at scale 1).
    private func darkest(in image: RGBAImage, _ rect: CGRect) -> UInt8 {
        var result: UInt8 = 255
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let pixel = image[x, y]
                result = min(result, pixel.r, pixel.g, pixel.b)
            }
        }
        return result
    }

    @Test func theKeyboardSlidesInAboveTheWindow() {
        let (host, field) = stage()
        #expect(host.snapshot(scale: 1)[5, 848] == white)
        #expect(field.becomeFirstResponder())
        host.advance(by: 0.125)
        let top = 852 - 291 * keyboardProgress(0.5)
        let midway = host.snapshot(scale: 1)
        #expect(midway[5, Int(top.rounded(.up)) + 1] == keyboardGrey, "just below the keyboard's top edge")
        #expect(midway[5, Int(top.rounded(.down)) - 2] == white, "just above it")
        host.runUntilIdle()
        let up = host.snapshot(scale: 1)
        #expect(up[5, 848] == keyboardGrey)
        #expect(up[5, 560] == white)
        #expect(up[5, 563] == keyboardGrey)
        #expect(field.resignFirstResponder())
        host.runUntilIdle()
        #expect(host.snapshot(scale: 1)[5, 848] == white)
    }

    @Test func aFieldDrawsItsPlaceholderInGreyAndItsTextInBlack() {
        let (host, field) = stage()
        let textArea = CGRect(x: 28, y: 105, width: 100, height: 30)
        let placeholder = darkest(in: host.snapshot(scale: 1), textArea)
        #expect(placeholder < 240 && placeholder > 120, "light grey placeholder: \(placeholder)")
        field.text = "Ada"
        host.advance(by: 0)
        let text = darkest(in: host.snapshot(scale: 1), textArea)
        #expect(text < 60, "black text: \(text)")
        // The rounded border is drawn: its left edge is not white.
        #expect(darkest(in: host.snapshot(scale: 1), CGRect(x: 20, y: 115, width: 1, height: 10)) < 240)
    }

    /// Behaviour 15.16's keyboard curve, solved by bisection.
    private func keyboardProgress(_ t: Double) -> Double {
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bezier(mid, 0.38, 0.125) < t { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, 0.7, 1)
    }
}
