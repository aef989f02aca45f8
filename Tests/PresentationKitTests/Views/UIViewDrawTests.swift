import Foundation
import Testing

@testable import PresentationKit

/// `draw(_:)` runs when the view's layer displays, after `setNeedsDisplay()`.
@MainActor
@Suite("UIView draw(_:)")
struct UIViewDrawTests {
    final class Canvas: UIView {
        var drawn: [CGRect] = []
        override func draw(_ rect: CGRect) { drawn.append(rect) }
    }

    @Test("setNeedsDisplay() draws the bounds once, on the next turn")
    func drawsOnce() {
        let host = HeadlessHost()
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        host.window.addSubview(canvas)
        canvas.setNeedsDisplay()
        canvas.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(canvas.drawn.isEmpty)
        host.advance(by: 0)
        #expect(canvas.drawn == [CGRect(x: 0, y: 0, width: 40, height: 30)])
        host.advance(by: 0.1)
        #expect(canvas.drawn.count == 1)
    }
}
