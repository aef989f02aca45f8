import Foundation

/// A flow layout's elements, worked out once per `prepare()`: each item's, header's and footer's
/// attributes, and the lines in scroll order so that the elements a rectangle meets are found by
/// bisection (a scroll through 10,000 items looks at the few lines on screen).
@MainActor
struct FlowGeometry {
    /// One line of items, its extent along the scroll axis.
    struct Line {
        var start: CGFloat
        var end: CGFloat
        var section: Int
        var items: Range<Int>
    }

    var items: [[UICollectionViewLayoutAttributes]] = []
    var headers: [UICollectionViewLayoutAttributes?] = []
    var footers: [UICollectionViewLayoutAttributes?] = []
    var lines: [Line] = []
    var contentSize: CGSize = .zero
    /// The collection view's size the lines were filled for.
    var preparedSize: CGSize = .zero

    init() {}

    init(collectionView: UICollectionView) {
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        preparedSize = collectionView.bounds.size
        let vertical = layout.scrollDirection == .vertical
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let insets = collectionView.adjustedContentInset
        // The extent across the lines: the bounds less the content insets on that axis.
        let across =
            vertical
            ? max(0, collectionView.bounds.width - insets.left - insets.right)
            : max(0, collectionView.bounds.height - insets.top - insets.bottom)
        // Frames are worked out as (along the line, across the lines) and turned at the end.
        func frame(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
            vertical
                ? CGRect(x: x, y: y, width: width, height: height)
                : CGRect(x: y, y: x, width: height, height: width)
        }
        func ask<T>(_ name: String, _ fallback: T, _ body: (UICollectionViewDelegateFlowLayout) -> T) -> T {
            guard let flowDelegate else { return fallback }
            return collectionView.ask(flowDelegate, name) { body(flowDelegate) }
        }
        var position: CGFloat = 0
        let sections = collectionView.itemCounts.count
        items.reserveCapacity(sections)
        for section in 0..<sections {
            let count = collectionView.itemCounts[section]
            let header = ask(
                "collectionView(_:layout:referenceSizeForHeaderInSection:)", layout.headerReferenceSize
            ) {
                $0.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
            }
            let headerLength = max(0, vertical ? header.height : header.width)
            if headerLength > 0 {
                let attributes = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                    with: IndexPath(item: 0, section: section))
                attributes.frame = frame(0, position, across, headerLength)
                headers.append(attributes)
                position += headerLength
            } else {
                headers.append(nil)
            }
            var sectionItems: [UICollectionViewLayoutAttributes] = []
            if count > 0 {
                let inset = ask("collectionView(_:layout:insetForSectionAt:)", layout.sectionInset) {
                    $0.collectionView(collectionView, layout: layout, insetForSectionAt: section)
                }
                let lineSpacing = ask(
                    "collectionView(_:layout:minimumLineSpacingForSectionAt:)", layout.minimumLineSpacing
                ) {
                    $0.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
                }
                let itemSpacing = ask(
                    "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
                    layout.minimumInteritemSpacing
                ) {
                    $0.collectionView(
                        collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
                }
                let (lead, trail, before, after) =
                    vertical
                    ? (inset.left, inset.right, inset.top, inset.bottom)
                    : (inset.top, inset.bottom, inset.left, inset.right)
                let room = max(0, across - lead - trail)
                // Sizes as (along, across).
                var sizes: [CGSize] = []
                sizes.reserveCapacity(count)
                for item in 0..<count {
                    var size = ask("collectionView(_:layout:sizeForItemAt:)", layout.itemSize) {
                        $0.collectionView(
                            collectionView, layout: layout,
                            sizeForItemAt: IndexPath(item: item, section: section))
                    }
                    if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                        collectionView.reportMisuse(
                            "the flow layout's size for item [\(section), \(item)] is \(size); a size must be finite "
                                + "and not negative, so the item is 0 × 0")
                        size = .zero
                    }
                    sizes.append(vertical ? size : CGSize(width: size.height, height: size.width))
                }
                position += before
                var start = 0
                while start < count {
                    // The items that fit: at least one, however wide.
                    var end = start + 1
                    var used = sizes[start].width
                    while end < count, used + itemSpacing + sizes[end].width <= room + 0.0001 {
                        used += itemSpacing + sizes[end].width
                        end += 1
                    }
                    if sizes[start].width > room + 0.0001 {
                        collectionView.reportMisuse(
                            "item [\(section), \(start)] is \(sizes[start].width) points across but the section has "
                                + "\(room) (the collection view less its content and section insets); it overflows its line"
                        )
                    }
                    let last = end == count
                    let lineLength = sizes[start..<end].reduce(0) { max($0, $1.height) }
                    let n = end - start
                    var x = lead
                    var gap = itemSpacing
                    if n == 1 && !last {
                        x = lead + (room - used) / 2
                    } else if !last {
                        gap = itemSpacing + (room - used) / CGFloat(n - 1)
                    }
                    for item in start..<end {
                        let size = sizes[item]
                        let attributes = UICollectionViewLayoutAttributes(
                            forCellWith: IndexPath(item: item, section: section))
                        attributes.frame = frame(
                            x, position + (lineLength - size.height) / 2, size.width, size.height)
                        sectionItems.append(attributes)
                        x += size.width + gap
                    }
                    lines.append(
                        Line(
                            start: position, end: position + lineLength, section: section, items: start..<end)
                    )
                    position += lineLength
                    if !last { position += lineSpacing }
                    start = end
                }
                position += after
            }
            items.append(sectionItems)
            let footer = ask(
                "collectionView(_:layout:referenceSizeForFooterInSection:)", layout.footerReferenceSize
            ) {
                $0.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
            }
            let footerLength = max(0, vertical ? footer.height : footer.width)
            if footerLength > 0 {
                let attributes = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                    with: IndexPath(item: 0, section: section))
                attributes.frame = frame(0, position, across, footerLength)
                footers.append(attributes)
                position += footerLength
            } else {
                footers.append(nil)
            }
        }
        contentSize =
            vertical ? CGSize(width: across, height: position) : CGSize(width: position, height: across)
        self.vertical = vertical
    }

    private var vertical = true

    /// The item's attributes, or nil outside the data.
    func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < items.count, indexPath[1] >= 0,
            indexPath[1] < items[indexPath[0]].count
        else { return nil }
        return items[indexPath[0]][indexPath[1]]
    }

    /// The section header's or footer's attributes, or nil when the section has none.
    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < headers.count else { return nil }
        switch kind {
        case UICollectionView.elementKindSectionHeader: return headers[indexPath[0]]
        case UICollectionView.elementKindSectionFooter: return footers[indexPath[0]]
        default: return nil
        }
    }

    /// The elements meeting `rect`: the lines it spans along the scroll axis (found by bisection),
    /// and the headers and footers it meets.
    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        let low = vertical ? rect.minY : rect.minX
        let high = vertical ? rect.maxY : rect.maxX
        var lower = 0
        var upper = lines.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if lines[middle].end <= low { lower = middle + 1 } else { upper = middle }
        }
        for index in lower..<lines.count {
            let line = lines[index]
            if line.start >= high { break }
            for item in line.items where items[line.section][item].frame.overlaps(rect) {
                result.append(items[line.section][item])
            }
        }
        for attributes in headers.compactMap({ $0 }) + footers.compactMap({ $0 })
        where attributes.frame.overlaps(rect) {
            result.append(attributes)
        }
        return result
    }
}
