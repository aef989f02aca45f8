import Foundation

extension UITableViewCell {
    /// The built-in arrangements of a cell's labels and image, as UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// An optional image on the left, then `textLabel`; no `detailTextLabel`.
        case `default` = 0
        /// `textLabel` on the left and `detailTextLabel` right-aligned in secondary colour.
        case value1 = 1
        /// A small right-aligned `textLabel` in a column, then `detailTextLabel` beside it.
        case value2 = 2
        /// `textLabel` with `detailTextLabel` under it in a smaller font.
        case subtitle = 3
    }

    /// The standard mark at a cell's trailing edge, as UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none = 0
        /// A chevron: the row leads somewhere.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// How a selected or highlighted cell looks, as UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        /// No change: the cell still becomes selected, but shows no background for it.
        case none = 0
        /// The selected background (grey since iOS 7, as `.default`).
        case blue = 1
        /// The selected background, grey.
        case gray = 2
        /// The selected background, grey.
        case `default` = 3
    }

    /// Whether rows are divided by lines, as UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A hairline under each row.
        case singleLine = 1
        /// As `.singleLine` (the etched look is gone from UIKit too).
        case singleLineEtched = 2
    }

    /// What editing a row does, as UIKit's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        /// No editing control.
        case none = 0
        /// The row can be deleted.
        case delete = 1
        /// A row can be inserted.
        case insert = 2
    }
}
