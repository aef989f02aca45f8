import Foundation
import Testing

@testable import PresentationKit

/// The public updates animate: rows slide, the rows that come and go take their row animation's
/// look, headers and footers move with their sections, and a reconfigured self-sizing row is
/// measured again (Behaviour 19.8, 19.13).
@MainActor
@Suite("UITableView: animated updates")
struct UITableViewUpdateAnimationTests {
    static func progress(_ time: Double) -> Double { DiffableApplyTests.progress(time) }
    static func row(_ y: CGFloat) -> CGRect { DiffableApplyTests.row(y) }
    static func close(_ a: CGRect, _ b: CGRect) -> Bool { DiffableApplyTests.close(a, b) }

    static func presented(_ view: UIView?) throws -> (CGRect, Double) {
        let shown = try #require(view)
        let layer = try #require(shown.layer.presentation())
        return (layer.frame, Double(layer.opacity))
    }

    @Test(
        "performBatchUpdates animates: the rows below slide, an inserted row fades in, and the completion runs when the animation ends (Behaviour 19.8)"
    )
    func batchAnimates() throws {
        let (host, table, source) = hostedTable(counts: [20])
        let moving = table.cellForRow(at: IndexPath(row: 2, section: 0))
        var finished: [Bool] = []
        source.counts = [21]
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        }) { finished.append($0) }
        #expect(finished.isEmpty, "the completion waits for the animation")
        let keptCell = table.cellForRow(at: IndexPath(row: 3, section: 0)) === moving
        #expect(keptCell, "the row below keeps its cell")
        host.advance(by: 0.15)
        let p = Self.progress(0.15)
        let (frame, opacity) = try Self.presented(moving)
        #expect(Self.close(frame, Self.row(100 + 50 * p)), "row 2 halfway to row 3: \(frame)")
        #expect(opacity == 1)
        let inserted = try Self.presented(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(Self.close(inserted.0, Self.row(100)))
        #expect(abs(inserted.1 - p) < 1e-5, "the new row half faded in")
        #expect(finished.isEmpty)
        host.advance(by: 0.15 + 1e-6)
        #expect(finished == [true])
        #expect(try Self.presented(moving) == (Self.row(150), 1))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "an update alone, and beginUpdates/endUpdates, animate as a batch does; inside performWithoutAnimation they change at once and the completion runs at once (Behaviour 19.8)"
    )
    func aloneGroupedAndWithoutAnimation() throws {
        let (host, table, source) = hostedTable(counts: [20])
        let p = Self.progress(0.15)
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0))
        source.counts = [19]
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        host.advance(by: 0.15)
        #expect(Self.close(try Self.presented(second).0, Self.row(50 - 50 * p)), "alone: it slides")
        host.runUntilIdle()
        source.counts = [20]
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.endUpdates()
        host.advance(by: 0.15)
        #expect(Self.close(try Self.presented(second).0, Self.row(50 * p)), "grouped: it slides")
        host.runUntilIdle()
        var finished: [Bool] = []
        source.counts = [19]
        UIView.performWithoutAnimation {
            table.performBatchUpdates({
                table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }) { finished.append($0) }
        }
        #expect(finished == [true], "without animation the completion runs at once")
        host.advance(by: 1.0 / 60)
        #expect(try Self.presented(second) == (Self.row(0), 1))
        #expect(second?.layer.animationKeys() == nil)
        let cells = table.subviews.compactMap { $0 as? UITableViewCell }.filter { !$0.isHidden }
        #expect(cells.count == table.visibleCells.count, "the deleted row's cell left at once")
    }

    /// Where a row with `look` shows at `progress` of its arrival (or departure) at `place`.
    static func expected(_ look: UITableView.RowAnimation, arriving: Bool, place: CGRect, progress: Double)
        -> (CGRect, Double)
    {
        let away = arriving ? 1 - progress : progress
        let w = 390.0
        let h = Double(place.height)
        switch look {
        case .fade, .automatic: return (place, 1 - away)
        case .right: return (place.offsetBy(dx: w * away, dy: 0), 1)
        case .left: return (place.offsetBy(dx: -w * away, dy: 0), 1)
        case .top: return (place.offsetBy(dx: 0, dy: -h * away), 1)
        case .bottom: return (place.offsetBy(dx: 0, dy: h * away), 1)
        case .none: return (place, 1)
        case .middle:
            let height = h * (1 - away)
            return (CGRect(x: place.minX, y: place.midY - height / 2, width: place.width, height: height), 1)
        }
    }

    @Test(
        "each row animation has its look for inserted and deleted rows (Behaviour 19.8)",
        arguments: [
            UITableView.RowAnimation.fade, .right, .left, .top, .bottom, .none, .middle, .automatic,
        ])
    func looks(_ look: UITableView.RowAnimation) throws {
        let (host, table, source) = hostedTable(counts: [10])
        let p = Self.progress(0.15)
        source.counts = [11]
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: look)
        let inserted = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        host.advance(by: 0.15)
        let (frame, opacity) = try Self.presented(inserted)
        let arrival = Self.expected(look, arriving: true, place: Self.row(50), progress: p)
        #expect(Self.close(frame, arrival.0), "\(look) arriving at \(frame), not \(arrival.0)")
        #expect(abs(opacity - arrival.1) < 1e-5, "\(look) arriving at opacity \(opacity)")
        host.runUntilIdle()
        #expect(try Self.presented(inserted) == (Self.row(50), 1))

        source.counts = [10]
        source.events.removeAll()
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: look)
        if look == .none {
            #expect(inserted.isHidden, ".none: the deleted row is gone at once")
            #expect(source.events == ["didEndDisplaying 0.1"])
            return
        }
        host.advance(by: 0.15)
        #expect(!inserted.isHidden && source.events.isEmpty, "\(look): the deleted row is still leaving")
        let (leftFrame, leftOpacity) = try Self.presented(inserted)
        let departure = Self.expected(look, arriving: false, place: Self.row(50), progress: p)
        #expect(Self.close(leftFrame, departure.0), "\(look) leaving at \(leftFrame), not \(departure.0)")
        #expect(abs(leftOpacity - departure.1) < 1e-5, "\(look) leaving at opacity \(leftOpacity)")
        host.runUntilIdle()
        #expect(inserted.isHidden && source.events == ["didEndDisplaying 0.1"])
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "section headers and footers slide with their rows; an inserted section's fade in, a deleted section's fade out (Behaviour 19.8)"
    )
    func sectionViewsMove() throws {
        // Plain: titled headers 28 tall; untitled footers none. Sections [2, 2, 2]:
        // header 1 at 128, header 2 at 256.
        let (host, table, source) = hostedTable(counts: [2, 2, 2]) { _, source in
            source.headerTitles = [0: "A", 1: "B", 2: "C"]
        }
        let p = Self.progress(0.15)
        let headerB = try #require(table.headerView(forSection: 1))
        #expect(headerB.frame.minY == 128)
        source.counts = [3, 2, 2]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        host.advance(by: 0.15)
        let keepsView = table.headerView(forSection: 1) === headerB
        #expect(keepsView, "the header keeps its view as it moves")
        #expect(
            Self.close(try Self.presented(headerB).0, CGRect(x: 0, y: 128 + 50 * p, width: 390, height: 28)))
        let headerC = try #require(table.headerView(forSection: 2))
        #expect(
            Self.close(try Self.presented(headerC).0, CGRect(x: 0, y: 256 + 50 * p, width: 390, height: 28)))
        host.runUntilIdle()
        #expect(headerB.frame.minY == 178)

        // A section inserted at 1 (one row): its header fades in at 178; B's moves down by 28 + 50.
        source.counts = [3, 1, 2, 2]
        source.headerTitles = [0: "A", 1: "N", 2: "B", 3: "C"]
        table.insertSections(IndexSet(integer: 1), with: .fade)
        host.advance(by: 0.15)
        let headerN = try #require(table.headerView(forSection: 1))
        #expect(headerN.textLabel?.text == "N")
        let (nFrame, nOpacity) = try Self.presented(headerN)
        #expect(Self.close(nFrame, CGRect(x: 0, y: 178, width: 390, height: 28)))
        #expect(abs(nOpacity - p) < 1e-5)
        let movedView = table.headerView(forSection: 2) === headerB
        #expect(movedView)
        #expect(
            Self.close(try Self.presented(headerB).0, CGRect(x: 0, y: 178 + 78 * p, width: 390, height: 28)))
        host.runUntilIdle()

        // The section deleted again: its header fades out where it was while B's moves back up.
        source.counts = [3, 2, 2]
        source.headerTitles = [0: "A", 1: "B", 2: "C"]
        table.deleteSections(IndexSet(integer: 1), with: .fade)
        host.advance(by: 0.15)
        let leaving = headerN.superview === table
        #expect(leaving, "the deleted section's header is still leaving")
        let (goneFrame, goneOpacity) = try Self.presented(headerN)
        #expect(Self.close(goneFrame, CGRect(x: 0, y: 178, width: 390, height: 28)))
        #expect(abs(goneOpacity - (1 - p)) < 1e-5)
        #expect(
            Self.close(try Self.presented(headerB).0, CGRect(x: 0, y: 256 - 78 * p, width: 390, height: 28)))
        host.runUntilIdle()
        let left = headerN.superview == nil
        #expect(left, "it left when the animation ended")
        #expect(headerN.alpha == 1)
        let shown = table.subviews.compactMap { $0 as? UITableViewHeaderFooterView }
        let backInPlace = table.headerView(forSection: 1) === headerB
        #expect(shown.count == 3 && backInPlace)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    /// A self-sizing cell as tall as its box plus 10 points above and below (the bottom below
    /// required, as apps do, so that the cell laid out at its estimate first is no conflict).
    final class SizedCell: UITableViewCell {
        let box = UIView()
        lazy var boxHeight = box.heightAnchor.constraint(equalToConstant: 30)
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            box.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(box)
            let bottom = box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10)
            bottom.priority = UILayoutPriority(999)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10), bottom,
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor), boxHeight,
            ])
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }

    @Test(
        "a reconfigured self-sizing row is measured again and the rows below slide to fit; without animation they move at once (Behaviour 19.8)"
    )
    func reconfiguredRowRemeasured() throws {
        var boxes: [Int: CGFloat] = [:]
        let (host, table, source) = hostedTable(counts: [5], rowHeight: UITableView.automaticDimension) {
            table, source in
            table.register(SizedCell.self, forCellReuseIdentifier: "sized")
            table.estimatedRowHeight = 44
            source.identifier = "sized"
        }
        source.configure = { cell, indexPath in
            (cell as? SizedCell)?.boxHeight.constant = boxes[indexPath.row] ?? 30
        }
        table.reloadData()
        host.runUntilIdle()
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == Self.row(100))
        let resized = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let below = table.cellForRow(at: IndexPath(row: 2, section: 0))
        boxes[1] = 80
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        let sameCell = table.cellForRow(at: IndexPath(row: 1, section: 0)) === resized
        #expect(sameCell, "reconfigured in its cell")
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 100, "measured again")
        #expect(table.contentSize.height == 300)
        host.advance(by: 0.15)
        #expect(Self.close(try Self.presented(below).0, Self.row(100 + 50 * Self.progress(0.15))))
        host.runUntilIdle()
        #expect(try Self.presented(below).0 == Self.row(150))
        #expect(try Self.presented(resized).0 == CGRect(x: 0, y: 50, width: 390, height: 100))

        boxes[1] = 30
        UIView.performWithoutAnimation { table.reconfigureRows(at: [IndexPath(row: 1, section: 0)]) }
        host.advance(by: 1.0 / 60)
        #expect(try Self.presented(below).0 == Self.row(100), "at once without animation")
        #expect(table.contentSize.height == 250)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "a diffable data source's defaultRowAnimation is the look of the rows an animated apply inserts and deletes (Behaviour 19.13)"
    )
    func diffableDefaultRowAnimation() throws {
        let fixture = DiffableApplyTests.Fixture([("s", ["a", "b", "c"])])
        #expect(fixture.dataSource.defaultRowAnimation == .automatic)
        fixture.dataSource.defaultRowAnimation = .left
        let deleted = fixture.cell("b")
        fixture.dataSource.apply(DiffableApplyTests.Fixture.snapshot([("s", ["a", "x", "c"])]))
        let p = Self.progress(0.15)
        fixture.host.advance(by: 0.15)
        let (inserted, insertedOpacity) = try fixture.shown("x")
        #expect(
            Self.close(inserted, Self.row(50).offsetBy(dx: -390 * (1 - p), dy: 0)),
            "x slides in from the left")
        #expect(insertedOpacity == 1)
        let (leaving, leavingOpacity) = try Self.presented(deleted)
        #expect(Self.close(leaving, Self.row(50).offsetBy(dx: -390 * p, dy: 0)), "b slides out to the left")
        #expect(leavingOpacity == 1)
        fixture.host.runUntilIdle()
        #expect(try fixture.shown("x") == (Self.row(50), 1))
    }
}
