import Foundation

extension UITableView {
    /// The look of a table, as UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers stick to the top while their section scrolls under
        /// them (Behaviour 19.5).
        case plain = 0
        /// Sections apart on a grouped background; headers scroll with the rows.
        case grouped = 1
        /// As `.grouped`, with each section's rows inset from the edges in a rounded card.
        case insetGrouped = 2
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row, as UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// The least scroll that shows the whole row.
        case none = 0
        /// The row's top at the top of the visible area.
        case top = 1
        /// The row centred in the visible area.
        case middle = 2
        /// The row's bottom at the bottom of the visible area.
        case bottom = 3
    }

    /// How inserted, deleted and reloaded rows (and the headers and footers of inserted and
    /// deleted sections) come and go in an animated update, as UIKit's `UITableView.RowAnimation`
    /// (Behaviour 19.8).
    public enum RowAnimation: Int, Sendable {
        /// Inserted rows fade in at their places, deleted rows fade out where they were.
        case fade = 0
        /// Inserted rows slide in from the right, deleted rows slide out to the right.
        case right = 1
        /// Inserted rows slide in from the left, deleted rows slide out to the left.
        case left = 2
        /// Inserted rows slide down from above their places (by their own height), deleted rows
        /// slide up out of them.
        case top = 3
        /// Inserted rows slide up from below their places (by their own height), deleted rows
        /// slide down out of them.
        case bottom = 4
        /// No look of its own: inserted rows are at their places at once, deleted rows gone at
        /// once, while the other rows still slide.
        case none = 5
        /// Inserted rows grow from their middle line, deleted rows shrink to theirs.
        case middle = 6
        /// The table picks the look: here the fade.
        case automatic = 100
    }

    /// The row or header height that asks the table to size it from its content (the cell's
    /// constraints or built-in labels; Behaviour 19.4), as UIKit's `UITableView.automaticDimension`.
    public static let automaticDimension: CGFloat = -1
}
