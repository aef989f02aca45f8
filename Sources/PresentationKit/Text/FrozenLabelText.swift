import Foundation

/// What a label shows, captured for a snapshot: the copy of a label's layer in a snapshot view
/// keeps drawing this text whatever the label does afterwards.
package final class FrozenLabelText {
    /// The lines as the label laid them out for its bounds.
    package let lines: [Substring]
    package let font: UIFont
    package let color: CGColor
    package let alignment: NSTextAlignment
    /// How far the label's `drawText(in:)` rectangle lay inside its bounds.
    package let insets: UIEdgeInsets

    /// Nil when the label shows no text.
    init?(_ label: UILabel) {
        guard let drawn = label.drawnText, let color = drawn.color.map({ label.drawingColor($0) }) else {
            return nil
        }
        self.lines = drawn.lines
        self.font = drawn.font
        self.color = color
        self.alignment = label.textAlignment
        self.insets = UIEdgeInsets(inside: label.bounds, rect: drawn.rect)
    }
}
