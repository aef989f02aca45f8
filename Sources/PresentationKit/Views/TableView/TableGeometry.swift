import Foundation

/// Where every section, header, row and footer of a table view lies along its content, in flat
/// arrays so that a frame's scroll finds the visible rows by binary search and 10,000 rows cost
/// no per-row objects.
struct TableGeometry {
    /// Rows per section.
    var rowCounts: [Int] = []
    /// The flat index of each section's first row.
    var sectionRowStart: [Int] = []
    /// Each row's height, flat.
    var rowHeights: [CGFloat] = []
    /// Each row's top in content coordinates, flat.
    var rowTops: [CGFloat] = []
    /// Whether a row sizes itself from its cell, and whether that was measured yet.
    var automatic: [Bool] = []
    var measured: [Bool] = []
    var headerHeights: [CGFloat] = []
    var footerHeights: [CGFloat] = []
    /// Each section's top (its header's top) and bottom (its footer's bottom).
    var sectionTops: [CGFloat] = []
    var sectionBottoms: [CGFloat] = []
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    var contentHeight: CGFloat = 0
    /// Whether any section has a header or footer to show.
    var hasSectionViews: Bool { headerHeights.contains { $0 > 0 } || footerHeights.contains { $0 > 0 } }

    var sectionCount: Int { rowCounts.count }
    var rowTotal: Int { rowHeights.count }

    /// Lays the content out from the heights, top to bottom.
    mutating func computeOffsets() {
        var y = tableHeaderHeight
        rowTops.removeAll(keepingCapacity: true)
        rowTops.reserveCapacity(rowHeights.count)
        sectionTops.removeAll(keepingCapacity: true)
        sectionBottoms.removeAll(keepingCapacity: true)
        for section in 0..<rowCounts.count {
            sectionTops.append(y)
            y += headerHeights[section]
            let start = sectionRowStart[section]
            for flat in start..<(start + rowCounts[section]) {
                rowTops.append(y)
                y += rowHeights[flat]
            }
            y += footerHeights[section]
            sectionBottoms.append(y)
        }
        contentHeight = y + tableFooterHeight
    }

    /// The content's top of the first row of `section`.
    func rowsTop(_ section: Int) -> CGFloat { sectionTops[section] + headerHeights[section] }

    /// The section of a flat row index (the last section starting at or before it).
    func section(ofFlat flat: Int) -> Int {
        var low = 0
        var high = sectionRowStart.count
        while low < high {
            let mid = (low + high) / 2
            if sectionRowStart[mid] <= flat { low = mid + 1 } else { high = mid }
        }
        return max(0, low - 1)
    }

    func flat(_ indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath[0]
        let row = indexPath[1]
        guard section >= 0, section < rowCounts.count, row >= 0, row < rowCounts[section] else { return nil }
        return sectionRowStart[section] + row
    }

    func indexPath(ofFlat flat: Int) -> IndexPath {
        let section = section(ofFlat: flat)
        return IndexPath(indexes: [section, flat - sectionRowStart[section]])
    }

    /// The flat rows whose extent meets `minY..<maxY`: a contiguous range.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        guard !rowTops.isEmpty, maxY > minY else { return 0..<0 }
        // The first row ending below minY.
        var low = 0
        var high = rowTops.count
        while low < high {
            let mid = (low + high) / 2
            if rowTops[mid] + rowHeights[mid] <= minY { low = mid + 1 } else { high = mid }
        }
        let first = low
        high = rowTops.count
        // The first row starting at or below maxY.
        while low < high {
            let mid = (low + high) / 2
            if rowTops[mid] < maxY { low = mid + 1 } else { high = mid }
        }
        return first..<max(first, low)
    }

    /// The sections whose extent meets `minY..<maxY`.
    func sections(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        guard !sectionTops.isEmpty, maxY > minY else { return 0..<0 }
        var low = 0
        var high = sectionTops.count
        while low < high {
            let mid = (low + high) / 2
            if sectionBottoms[mid] <= minY { low = mid + 1 } else { high = mid }
        }
        let first = low
        high = sectionTops.count
        while low < high {
            let mid = (low + high) / 2
            if sectionTops[mid] < maxY { low = mid + 1 } else { high = mid }
        }
        return first..<max(first, low)
    }
}
