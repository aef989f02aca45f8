import Foundation
import Testing

@testable import PresentationKit

@MainActor
@Suite("UILabel")
struct UILabelTests {
    @Test("intrinsic size grows with the text and the font, one line high")
    func intrinsicSize() {
        let label = UILabel()
        label.text = "Hello"
        let small = label.intrinsicContentSize
        label.font = .systemFont(ofSize: 34)
        let large = label.intrinsicContentSize
        #expect(small.width > 0 && large.width > small.width * 1.9)
        #expect(abs(small.height - (CGFloat(17) * 1.164).rounded(.up)) < 1e-9, "\(small.height)")
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test("with numberOfLines 0 the text wraps at spaces within the width")
    func wraps() {
        let label = UILabel()
        label.text = "one two three four five six"
        label.numberOfLines = 0
        let single = label.intrinsicContentSize
        let wrapped = label.sizeThatFits(CGSize(width: single.width / 2, height: 1000))
        #expect(wrapped.width <= single.width / 2)
        #expect(wrapped.height >= 2 * label.font.lineHeight)
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 30, height: 1000)).height == ceil(2 * label.font.lineHeight))
    }

    @Test("labels ignore touches by default")
    func ignoresTouches() {
        let host = HeadlessHost()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        host.window.addSubview(label)
        #expect(host.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === host.window)
    }

    @Test("the wrapped lines follow every change of text, font, width and line limit")
    func laidOutLinesFollowChanges() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        label.numberOfLines = 0
        label.text = "one two three four five six seven"
        func fresh() -> [Substring] {
            TextMetrics.lines(
                of: label.text!, font: label.font, width: label.bounds.width,
                maximumLines: label.numberOfLines)
        }
        let first = label.laidOutLines
        #expect(first.count > 1 && first == fresh())
        // Asked again unchanged: the same lines.
        #expect(label.laidOutLines == first)
        label.bounds.size.width = 300
        #expect(label.laidOutLines == fresh() && label.laidOutLines.count < first.count)
        label.font = .systemFont(ofSize: 30)
        #expect(label.laidOutLines == fresh() && label.laidOutLines.count > 1)
        label.numberOfLines = 2
        #expect(label.laidOutLines == fresh() && label.laidOutLines.count == 2)
        label.text = "short"
        #expect(label.laidOutLines == ["short"])
    }
}
