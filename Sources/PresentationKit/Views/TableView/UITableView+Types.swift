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

    /// How inserted, deleted and reloaded rows animate, as UIKit's `UITableView.RowAnimation`.
    /// Stored only: rows change at once here (see the porting guide).
    public enum RowAnimation: Int, Sendable {
        /// A cross-fade.
        case fade = 0
        /// Slides in from or out to the right.
        case right = 1
        /// Slides in from or out to the left.
        case left = 2
        /// Slides in from or out to the top.
        case top = 3
        /// Slides in from or out to the bottom.
        case bottom = 4
        /// No animation.
        case none = 5
        /// Keeps the row's space centred.
        case middle = 6
        /// The table picks a style.
        case automatic = 100
    }

    /// The row or header height that asks the table to size it from its content (the cell's
    /// constraints or built-in labels; Behaviour 19.4), as UIKit's `UITableView.automaticDimension`.
    public static let automaticDimension: CGFloat = -1
}
