import Foundation

/// A label's text as its layer's contents, captured when the frame is, and laid out as UILabel
/// lays it out: lines `font.lineHeight` apart, the block of lines centred vertically in the bounds,
/// each line aligned by `textAlignment` (natural and justified: left), the baseline `font.ascender`
/// below the line's top.
package struct LabelText {
    package let lines: [Substring]
    package let font: UIFont
    package let color: CGColor
    package let alignment: NSTextAlignment
    /// How far `drawText(in:)`'s rectangle lies inside the label's bounds.
    package let insets: UIEdgeInsets

    /// Nil when the label shows nothing: no text, or a transparent colour.
    @MainActor
    package init?(label: UILabel) {
        guard let drawn = label.drawnText, let color = drawn.color.map({ label.drawingColor($0) }),
            color.clampedAlpha > 0
        else { return nil }
        self.lines = drawn.lines
        self.font = drawn.font
        self.color = color
        self.alignment = label.textAlignment
        self.insets = UIEdgeInsets(inside: label.bounds, rect: drawn.rect)
    }

    /// The text a snapshot's copy of a label keeps; nil when its colour is transparent.
    package init?(frozen: FrozenLabelText) {
        guard frozen.color.clampedAlpha > 0 else { return nil }
        lines = frozen.lines
        font = frozen.font
        color = frozen.color
        alignment = frozen.alignment
        insets = frozen.insets
    }

    /// The local rectangle the text may ink: the bounds grown by a line height on every side.
    ///
    /// A layer's contents are a picture of its bounds, so ink should stop at them. But labels are
    /// sized by the core module's width estimates (`TextMetrics`, estimates without the font files), a few
    /// percent off the drawn glyphs, and clipping at the bounds would cut the last letter of a
    /// label sized to fit. The margin keeps such text whole while still bounding what a label with
    /// far more text than room can paint.
    package func clip(in bounds: CGRect) -> CGRect {
        let margin = Double(font.lineHeight)
        return bounds.insetBy(dx: -margin, dy: -margin)
    }

    /// Where line `index`'s pen starts, on its baseline, in the label's bounds coordinates, for a
    /// line `advance` points wide.
    package func penOrigin(line index: Int, advance: Double, in labelBounds: CGRect) -> (x: Double, y: Double)
    {
        let bounds = labelBounds.inset(by: insets)
        let lineHeight = Double(font.lineHeight)
        let blockHeight = lineHeight * Double(lines.count)
        let top = Double(bounds.minY) + (Double(bounds.height) - blockHeight) / 2
        let baseline = top + Double(index) * lineHeight + Double(font.ascender)
        let x: Double
        switch alignment {
        case .center: x = Double(bounds.minX) + (Double(bounds.width) - advance) / 2
        case .right: x = Double(bounds.maxX) - advance
        case .left, .natural, .justified: x = Double(bounds.minX)
        }
        return (x, baseline)
    }
}
