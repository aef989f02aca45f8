import Foundation
import Testing

@testable import PresentationKit

/// Text styles, font metrics, content size categories and fonts by name (Behaviour 28.1, 28.2).
@MainActor
@Suite("Dynamic Type and fonts by name")
struct DynamicTypeTests {
    @Test("every text style has the Human Interface Guidelines' size and weight at Large (Behaviour 28.1)")
    func textStyles() {
        // The Human Interface Guidelines' Dynamic Type table, Large column.
        let table: [(UIFont.TextStyle, CGFloat, UIFont.Weight)] = [
            (.largeTitle, 34, .regular), (.title1, 28, .regular), (.title2, 22, .regular),
            (.title3, 20, .regular), (.headline, 17, .semibold), (.body, 17, .regular),
            (.callout, 16, .regular), (.subheadline, 15, .regular), (.footnote, 13, .regular),
            (.caption1, 12, .regular), (.caption2, 11, .regular),
        ]
        for (style, size, weight) in table {
            let font = UIFont.preferredFont(forTextStyle: style)
            #expect(font.pointSize == size && font.weight == weight, "\(style.rawValue)")
            #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection()) == font)
        }
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    }

    @Test("an unknown text style gives the body font and a diagnostic (Behaviour 28.1)")
    func unknownStyle() {
        let host = HeadlessHost()
        let font = UIFont.preferredFont(forTextStyle: UIFont.TextStyle("NotAStyle"))
        #expect(font.pointSize == 17 && font.weight == .regular)
        #expect(host.diagnostics.contains { $0.message.contains("NotAStyle") })
    }

    @Test("UIFontMetrics scales by 1 at Large and honours a maximum point size (Behaviour 28.1)")
    func fontMetrics() {
        let metrics = UIFontMetrics(forTextStyle: .headline)
        #expect(metrics.scaledValue(for: 24) == 24)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 40)).pointSize == 40)
        #expect(metrics.scaledFont(for: .systemFont(ofSize: 40), maximumPointSize: 30).pointSize == 30)
        #expect(UITraitCollection().preferredContentSizeCategory == .large)
    }

    @Test("content size categories order from extra small to the accessibility sizes (Behaviour 28.1)")
    func categories() {
        #expect(UIContentSizeCategory.extraSmall < .large && .large < .accessibilityMedium)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }

    @Test("a font by name is the system font at the name's weight; an empty name gives nil (Behaviour 28.2)")
    func fontsByName() throws {
        let heavy = try #require(UIFont(name: "Avenir-Heavy", size: 16))
        #expect(heavy.pointSize == 16 && heavy.weight == .heavy)
        #expect(UIFont(name: "HelveticaNeue-Bold", size: 12)?.weight == .bold)
        #expect(UIFont(name: "SFProText-Semibold", size: 12)?.weight == .semibold)
        #expect(UIFont(name: "Menlo", size: 12)?.weight == .regular)
        #expect(UIFont(name: "Gotham-Light", size: 12)?.weight == .light)
        #expect(UIFont(name: "", size: 12) == nil)
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 14, weight: .medium).weight == .medium)
        // DejaVu Sans' cap height and x-height: 1493 and 1120 units of 2048.
        #expect(abs(UIFont.systemFont(ofSize: 2048).capHeight - 1493) < 1)
        #expect(abs(UIFont.systemFont(ofSize: 2048).xHeight - 1120) < 1)
    }
}
