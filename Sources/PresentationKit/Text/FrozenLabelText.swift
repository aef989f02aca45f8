import Foundation

/// What a label shows, captured for a snapshot: the copy of a label's layer in a snapshot view
/// keeps drawing this text whatever the label does afterwards.
package final class FrozenLabelText {
    /// The lines as the label laid them out for its bounds.
    package let lines: [Substring]
    package let font: UIFont
    package let color: CGColor
    package let alignment: NSTextAlignment

    /// Nil when the label shows no text.
    init?(_ label: UILabel) {
        let lines = label.laidOutLines
        guard !lines.isEmpty, let font = label.font,
            let color = label.textColor.map({ label.drawingColor($0) })
        else { return nil }
        self.lines = lines
        self.font = font
        self.color = color
        self.alignment = label.textAlignment
    }
}
