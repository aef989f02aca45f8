import Foundation

/// Measures text for layout before any glyph is drawn.
///
/// Advances approximate DejaVu Sans per character class (digits 0.636 em, lower case 0.6 em,
/// upper case 0.7 em, narrow letters and punctuation 0.3 em, space 0.318 em; bold 13 % wider, as DejaVu Sans Bold measures).
/// The renderer draws real glyphs; this keeps `sizeThatFits` within a few percent of them.
enum TextMetrics {
    static func advance(of character: Character, font: UIFont) -> CGFloat {
        let em: CGFloat
        switch character {
        case " ": em = 0.318
        case "i", "j", "l", ".", ",", ":", ";", "'", "!", "|", "I", "f", "t", "r": em = 0.3
        case "m", "w", "M", "W": em = 0.9
        case "0"..."9": em = 0.636
        case "A"..."Z": em = 0.7
        default: em = 0.6
        }
        return em * font.pointSize * (font.weight >= .semibold ? 1.13 : 1)
    }

    static func width(of text: Substring, font: UIFont) -> CGFloat {
        text.reduce(0) { $0 + advance(of: $1, font: font) }
    }

    /// Breaks `text` into lines no wider than `width` (at spaces where possible), honouring
    /// explicit newlines, at most `maximumLines` lines (0: no limit).
    static func lines(of text: String, font: UIFont, width: CGFloat, maximumLines: Int) -> [Substring] {
        var result: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line: Substring = paragraph[paragraph.startIndex..<paragraph.startIndex]
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? word : paragraph[line.startIndex..<word.endIndex]
                if line.isEmpty || Self.width(of: candidate, font: font) <= width {
                    line = candidate
                } else {
                    result.append(line)
                    line = word
                }
            }
            result.append(line)
        }
        if maximumLines > 0 && result.count > maximumLines { result = Array(result.prefix(maximumLines)) }
        return result
    }

    /// The size `text` needs within `width`.
    static func size(of text: String, font: UIFont, width: CGFloat, maximumLines: Int) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let lines =
            maximumLines == 1
            ? [Substring(text)] : self.lines(of: text, font: font, width: width, maximumLines: maximumLines)
        let widest = lines.map { self.width(of: $0, font: font) }.max() ?? 0
        return CGSize(width: ceil(widest), height: ceil(CGFloat(lines.count) * font.lineHeight))
    }
}
