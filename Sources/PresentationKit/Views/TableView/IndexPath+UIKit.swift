import Foundation

/// UIKit's members of `IndexPath` for tables and collection views, which Foundation on Linux lacks:
/// an index path of two indexes, a section and a row (tables) or an item (collection views).
///
/// UIKit stops the app when one of these reads an index path that does not have two indexes;
/// here the read logs a diagnostic and gives 0, and a write pads the path to two indexes.
extension IndexPath {
    /// An index path naming `row` in `section` of a table view.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path naming `item` in `section` of a collection view.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { tableIndex(0, "section") }
        set { setTableIndex(0, newValue) }
    }

    /// The row in the section (tables): the second index.
    public var row: Int {
        get { tableIndex(1, "row") }
        set { setTableIndex(1, newValue) }
    }

    /// The item in the section (collection views): the second index, as `row`.
    public var item: Int {
        get { tableIndex(1, "item") }
        set { setTableIndex(1, newValue) }
    }

    private func tableIndex(_ position: Int, _ name: String) -> Int {
        guard count == 2 else {
            Diagnostics.log(
                .invalidInput,
                "IndexPath \(Array(self)) has \(count) indexes; `\(name)` needs exactly two "
                    + "(make it with IndexPath(row:section:) or IndexPath(item:section:)). Read as 0.")
            return position < count ? self[position] : 0
        }
        return self[position]
    }

    private mutating func setTableIndex(_ position: Int, _ value: Int) {
        var indexes = Array(self)
        while indexes.count < 2 { indexes.append(0) }
        indexes[position] = value
        self = IndexPath(indexes: indexes)
    }
}
