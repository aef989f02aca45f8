import Foundation
import Testing

@testable import PresentationKit

/// A label's attributed text, shrinking to fit, highlighted colour, and the padded-label idiom
/// through `textRect(forBounds:limitedToNumberOfLines:)` and `drawText(in:)` (Behaviour 28.3).
@MainActor
@Suite("UILabel: attributes, fitting, drawing rectangle")
struct UILabelTextAttributesTests {
    /// The padded label apps write: text drawn inset, and measured with the insets added.
    final class PaddedLabel: UILabel {
        let insets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 8)
        override func drawText(in rect: CGRect) {
            super.drawText(in: rect.inset(by: insets))
        }
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect
        {
            let text = super.textRect(
                forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
            return text.inset(
                by: UIEdgeInsets(
                    top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
        }
    }

    @Test(
        "attributedText sets the text and takes the first character's font and colour; text drops it (Behaviour 28.3)"
    )
    func attributedText() {
        let label = UILabel()
        label.attributedText = NSAttributedString(
            string: "Hello",
            attributes: [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.systemRed])
        #expect(label.text == "Hello" && label.font.pointSize == 30 && label.textColor == .systemRed)
        #expect(label.attributedText?.string == "Hello")
        label.text = "Bye"
        let rebuilt = label.attributedText
        #expect(rebuilt?.string == "Bye")
        #expect((rebuilt?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 30)
    }

    @Test(
        "adjustsFontSizeToFitWidth shrinks the drawn font to fit, down to minimumScaleFactor (Behaviour 28.3)"
    )
    func shrinksToFit() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 102, height: 30))
        // Ten W's at 17 pt: 10 × 0.9 em × 17 = 153 points, 1.5 times the width.
        label.text = String(repeating: "W", count: 10)
        #expect(label.drawnText?.font.pointSize == 17, "off by default")
        label.adjustsFontSizeToFitWidth = true
        #expect(label.drawnText?.font.pointSize == 17, "a minimum scale of 0 keeps the size, as UIKit")
        label.minimumScaleFactor = 0.5
        let shrunk = try #require(label.drawnText?.font.pointSize)
        #expect(abs(shrunk - 17 * 102 / 153) < 1e-9)
        label.minimumScaleFactor = 0.8
        #expect(abs((label.drawnText?.font.pointSize ?? 0) - 13.6) < 1e-9)
        #expect(label.font.pointSize == 17, "the label's font is unchanged")
    }

    @Test("the highlighted colour is drawn while highlighted (Behaviour 28.3)")
    func highlightedColour() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Row"
        label.highlightedTextColor = .white
        #expect(label.drawnText?.color == .label)
        label.isHighlighted = true
        #expect(label.drawnText?.color == .white)
    }

    @Test(
        "a label padded through textRect and drawText measures with its insets and draws inside them (Behaviour 28.3)"
    )
    func paddedLabel() throws {
        let plain = UILabel()
        plain.text = "Badge"
        let padded = PaddedLabel()
        padded.text = "Badge"
        let size = plain.intrinsicContentSize
        #expect(padded.intrinsicContentSize == CGSize(width: size.width + 18, height: size.height + 10))
        padded.frame = CGRect(origin: .zero, size: padded.intrinsicContentSize)
        let text = try #require(LabelText(label: padded))
        let pen = text.penOrigin(line: 0, advance: 10, in: padded.bounds)
        // Left-aligned: the pen starts 10 points in; the line is centred between 4 and bottom − 6.
        #expect(pen.x == 10)
        let inner = padded.bounds.inset(by: padded.insets)
        #expect(
            abs(
                pen.y
                    - (Double(inner.midY) - Double(padded.font.lineHeight) / 2 + Double(padded.font.ascender))
            ) < 1e-9)
    }

    @Test("an override of drawText(in:) that does not call super draws no text (Behaviour 28.3)")
    func drawTextWithoutSuper() {
        final class Silent: UILabel {
            override func drawText(in rect: CGRect) {}
        }
        let label = Silent(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hidden"
        #expect(label.drawnText == nil && LabelText(label: label) == nil)
    }
}
