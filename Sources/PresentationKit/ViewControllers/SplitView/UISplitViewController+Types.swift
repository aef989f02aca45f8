import Foundation

extension UISplitViewController {
    /// How many columns a split view controller shows, as `UISplitViewController.Style`.
    public enum Style: Int, Sendable {
        /// The classic split view controller (`viewControllers`), made with any initializer but
        /// `init(style:)`; the column API does not apply to it.
        case unspecified = 0
        /// Two columns: primary and secondary.
        case doubleColumn = 1
        /// Three columns: primary, supplementary and secondary.
        case tripleColumn = 2
    }

    /// The columns of a column-style split view controller, as `UISplitViewController.Column`.
    public enum Column: Int, Sendable {
        /// The leading column (a sidebar, a list).
        case primary = 0
        /// The middle column of a triple-column split view controller.
        case supplementary = 1
        /// The detail column.
        case secondary = 2
        /// The controller shown instead of the others while the split view controller is collapsed.
        case compact = 3
    }

    /// How the columns are arranged in a regular width, as `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        /// The split view controller picks from the size and split behavior (never `displayMode`).
        case automatic = 0
        /// Only the secondary column.
        case secondaryOnly = 1
        /// One column beside the secondary one (the primary of two columns, the supplementary of
        /// three).
        case oneBesideSecondary = 2
        /// One column over the secondary one, which keeps the whole width.
        case oneOverSecondary = 3
        /// The primary and supplementary columns beside the secondary one.
        case twoBesideSecondary = 4
        /// The primary and supplementary columns over the secondary one.
        case twoOverSecondary = 5
        /// The primary and supplementary columns pushing the secondary one partly off screen.
        case twoDisplaceSecondary = 6

        /// The old name of `.secondaryOnly`.
        @available(*, deprecated, renamed: "secondaryOnly")
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The old name of `.oneBesideSecondary`.
        @available(*, deprecated, renamed: "oneBesideSecondary")
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The old name of `.oneOverSecondary`.
        @available(*, deprecated, renamed: "oneOverSecondary")
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How the side columns share the width with the secondary one, as
    /// `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: Int, Sendable {
        /// The split view controller picks from the size.
        case automatic = 0
        /// The columns stand side by side.
        case tile = 1
        /// The side columns slide over the secondary one.
        case overlay = 2
        /// The side columns push the secondary one aside.
        case displace = 3
    }

    /// The side of the split view controller the primary column stands on, as
    /// `UISplitViewController.PrimaryEdge`.
    public enum PrimaryEdge: Int, Sendable {
        /// The leading edge (the left, left to right).
        case leading = 0
        /// The trailing edge.
        case trailing = 1
    }

    /// The background of the primary column, as `UISplitViewController.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable {
        /// No background of its own.
        case none = 0
        /// A sidebar's background (stored here; not drawn).
        case sidebar = 1
    }

    /// The value of a width property that lets the split view controller choose, as UIKit's
    /// `UISplitViewController.automaticDimension`.
    public static let automaticDimension: CGFloat = -1
}
