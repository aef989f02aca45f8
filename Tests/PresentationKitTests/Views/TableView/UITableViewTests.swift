import Foundation
import Testing

@testable import PresentationKit

/// `UITableView`'s rows: where they lie, which have cells, reuse, heights, headers and scrolling.
@MainActor
@Suite("UITableView: rows, cells and reuse")
struct UITableViewTests {
    @Test(
        "rows lie top to bottom at their heights; only the rows the bounds meet have cells (Behaviour 19.1, 19.2)"
    )
    func rowsAndVisibleCells() {
        let (host, table, source) = hostedTable(counts: [100])
        _ = host
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 100)
        #expect(table.contentSize == CGSize(width: 390, height: 5000))
        // 600 points of 50-point rows: rows 0 through 11 meet the bounds.
        #expect(table.indexPathsForVisibleRows == (0..<12).map { IndexPath(row: $0, section: 0) })
        #expect(source.asked == (0..<12).map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.count == 12)
        #expect(
            table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame
                == CGRect(x: 0, y: 150, width: 390, height: 50))
        #expect(table.cellForRow(at: IndexPath(row: 40, section: 0)) == nil)
        #expect(
            table.rectForRow(at: IndexPath(row: 40, section: 0))
                == CGRect(x: 0, y: 2000, width: 390, height: 50))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 2049)) == IndexPath(row: 40, section: 0))
        let cell = table.cellForRow(at: IndexPath(row: 5, section: 0))!
        #expect(table.indexPath(for: cell) == IndexPath(row: 5, section: 0))
        #expect(cell.textLabel?.text == "Row 0.5")
        #expect(cell.superview === table)
    }

    @Test(
        "a table resized through its frame (as a container lays out its child) places its cells at the new width (Behaviour 19.1)"
    )
    func frameWidthChangePlacesCells() throws {
        let (host, table, _) = hostedTable(counts: [100])
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
        host.runUntilIdle()
        #expect(table.contentSize == CGSize(width: 320, height: 5000))
        #expect(table.visibleCells.count == 6)
        for cell in table.visibleCells {
            let indexPath = try #require(table.indexPath(for: cell))
            #expect(cell.frame == CGRect(x: 0, y: 50 * CGFloat(indexPath.row), width: 320, height: 50))
        }
    }

    @Test(
        "scrolling hands cells that leave back to the pool; the next rows reuse them (Behaviour 19.2, 19.3)")
    func reuseOnScroll() {
        let before = CountingCell.made
        let (host, table, source) = hostedTable(counts: [1000])
        #expect(CountingCell.made - before == 12)
        source.events.removeAll()
        table.contentOffset = CGPoint(x: 0, y: 100)
        host.advance(by: 1.0 / 60)
        // Rows 0 and 1 (0–100) left; rows 12 and 13 (600–700) came in, in the cells rows 0 and 1 gave back.
        #expect(
            source.events.filter { $0.hasPrefix("didEndDisplaying") } == [
                "didEndDisplaying 0.0", "didEndDisplaying 0.1",
            ])
        #expect(
            source.events.filter { $0.hasPrefix("willDisplay") } == ["willDisplay 0.12", "willDisplay 0.13"])
        #expect(CountingCell.made - before == 12, "no cell is made after the first screen")
        let reused = table.cellForRow(at: IndexPath(row: 13, section: 0)) as? CountingCell
        #expect(reused?.reuses == 1)
        #expect(reused?.textLabel?.text == "Row 0.13")
        for step in 1...200 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 97)
            host.advance(by: 1.0 / 60)
        }
        #expect(CountingCell.made - before <= 13, "a screenful (plus one) of cells serves 1,000 rows")
        #expect(table.visibleCells.count == table.indexPathsForVisibleRows?.count)
        #expect(
            table.subviews.filter { $0 is UITableViewCell && !$0.isHidden }.count == table.visibleCells.count)
    }

    @Test(
        "sections lie with their headers and footers; plain headers stick to the top (Behaviour 19.1, 19.5)")
    func sectionsAndStickyHeaders() {
        let (host, table, _) = hostedTable(counts: [10, 10]) { _, source in
            source.headerTitles = [0: "First", 1: "Second"]
            source.footerTitles = [1: "The end"]
        }
        // Ours: a titled plain header is 28 points.
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 28 + 500))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(528 + 28))
        let footer = table.rectForFooter(inSection: 1)
        #expect(footer.minY == CGFloat(528 + 28 + 500))
        #expect(table.contentSize.height == footer.maxY)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "First")
        // Scrolled 100 points into section 0, its header sits at the top of the visible area.
        table.contentOffset = CGPoint(x: 0, y: 100)
        host.advance(by: 1.0 / 60)
        #expect(table.headerView(forSection: 0)?.frame.minY == 100)
        // Near the section's end the next section's content pushes it up: it ends where its rows do.
        table.contentOffset = CGPoint(x: 0, y: 510)
        host.advance(by: 1.0 / 60)
        #expect(table.headerView(forSection: 0)?.frame.maxY == 528)
        #expect(table.headerView(forSection: 1)?.frame.minY == 528)
    }

    @Test("grouped headers scroll with their rows and sections are spaced (Behaviour 19.5)")
    func groupedHeaders() {
        let (host, table, _) = hostedTable(counts: [3, 3], style: .grouped) { _, source in
            source.headerTitles = [0: "First"]
        }
        // Ours: a titled grouped header 38, an untitled one 18, footers 18.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 38)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(38 + 150 + 18 + 18))
        table.contentOffset = CGPoint(x: 0, y: 20)
        host.advance(by: 1.0 / 60)
        #expect(table.headerView(forSection: 0)?.frame.minY == 0)
        #expect(table.backgroundColor == .systemGroupedBackground)
    }

    @Test("a delegate's heights and automatic heights from the cell's constraints (Behaviour 19.4)")
    func heights() {
        final class TallCell: UITableViewCell {
            let box = UIView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    box.heightAnchor.constraint(equalToConstant: 77),
                ])
            }
            required init?(coder: NSCoder) { fatalError("not used") }
        }
        let (host, table, _) = hostedTable(counts: [20], rowHeight: UITableView.automaticDimension) {
            table, source in
            table.register(TallCell.self, forCellReuseIdentifier: "tall")
            table.estimatedRowHeight = 60
            source.identifier = "tall"
        }
        _ = host
        // Shown rows measure 10 + 77 + 10 = 97; rows not yet shown keep the 60-point estimate. The
        // first pass, at the estimate, showed (and measured) rows 0–9; measured, rows 0–6 fill the screen.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 97)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 97)
        let shown = table.indexPathsForVisibleRows ?? []
        #expect(shown.count == 7, "600 / 97 → rows 0–6")
        #expect(table.rectForRow(at: IndexPath(row: 19, section: 0)).height == 60)
        #expect(table.contentSize.height == CGFloat(10 * 97 + 10 * 60))

        let (_, fixed, source) = hostedTable(counts: [3]) { _, source in
            source.heights = [IndexPath(row: 1, section: 0): 120]
        }
        _ = source
        #expect(
            fixed.rectForRow(at: IndexPath(row: 1, section: 0))
                == CGRect(x: 0, y: 50, width: 390, height: 120))
        #expect(fixed.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 170)
        // Built-in cells sized automatically are at least 44 points (ours).
        let (_, plain, _) = hostedTable(counts: [2], rowHeight: UITableView.automaticDimension)
        #expect(
            plain.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 390, height: 44)
        )
    }

    @Test(
        "scrollToRow puts the row at the top, middle or bottom of the visible area, clamped (Behaviour 19.7)")
    func scrollToRow() {
        let (host, table, _) = hostedTable(counts: [100])
        table.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        let row = IndexPath(row: 40, section: 0)  // 2000–2050
        table.scrollToRow(at: row, at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(2000 - 20))
        table.scrollToRow(at: row, at: .middle, animated: false)
        // Visible height 600 − 20 − 30 = 550; the row's middle (2025) at its middle.
        #expect(table.contentOffset.y == CGFloat(2025 - 20 - 275))
        table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(2050 - 20 - 550))
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(5000 + 30 - 600), "clamped to the end of the scroll range")
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: true)
        host.runUntilIdle()
        #expect(table.contentOffset.y == -20)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) != nil)
    }

    @Test("a table scrolls as a scroll view: a fling decelerates and its rows follow (Behaviour 19.2, 15.7)")
    func flingScrollsRows() {
        let (host, table, _) = hostedTable(counts: [500])
        host.fling(
            from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.1,
            releaseVelocity: CGPoint(x: 0, y: -2000))
        #expect(table.isDecelerating)
        host.runUntilIdle()
        let offset = table.contentOffset.y
        #expect(offset > 400)
        let first = Int(offset / 50)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: first, section: 0))
    }

    @Test("rendered: the cells' labels, separators and selected background are views the renderer draws")
    func cellViews() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        let text = cell.textLabel!.frame
        let detail = cell.detailTextLabel!.frame
        #expect(text.minX == 16)
        #expect(detail.minY == text.maxY)
        #expect(abs((text.minY + detail.maxY) / 2 - 30) < 0.001, "the pair is centred")
        #expect(cell.contentView.frame.maxX < 390 - 16, "the accessory takes the trailing edge")
        #expect(cell.separatorView.frame.maxY == 60)
        #expect(cell.separatorView.frame.minX == 16)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        #expect(
            UITableViewCell(style: .value1, reuseIdentifier: nil).detailTextLabel?.textAlignment == .right)
        cell.setSelected(true, animated: false)
        #expect(cell.selectedBackgroundView?.superview === cell)
        cell.selectionStyle = .none
        #expect(cell.selectedBackgroundView?.superview == nil)
    }
}
