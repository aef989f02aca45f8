import Foundation

extension UICollectionView {
    /// The axis a flow layout lays its lines along, as UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Lines are rows, stacked top to bottom; the content scrolls vertically.
        case vertical = 0
        /// Lines are columns, stacked leading to trailing; the content scrolls horizontally.
        case horizontal = 1
    }

    /// What a layout attributes object describes, as UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable {
        /// An item's cell.
        case cell = 0
        /// A supplementary view (a section header or footer, or a kind of the layout's own).
        case supplementaryView = 1
        /// A decoration view. Not shown here: layouts here give none.
        case decorationView = 2
    }

    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put the
    /// item, as UIKit's `UICollectionView.ScrollPosition`: at most one vertical and one horizontal
    /// position (Behaviour 20.7).
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a position from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Nothing moves on either axis.
        public static let none = ScrollPosition([])
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The supplementary-view kind of a flow layout's section headers, as UIKit's
    /// `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The supplementary-view kind of a flow layout's section footers, as UIKit's
    /// `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
