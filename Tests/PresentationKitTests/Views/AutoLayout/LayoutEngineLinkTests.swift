import Foundation
import Testing

@testable import PresentationKit

/// The unretained links Auto Layout reads instead of weak references: a view's
/// `superviewLink` always names its superview, and constraints whose views moved to other
/// superviews mid-life solve as the same layout built from scratch does.
@MainActor
@Suite("Auto Layout: unretained links follow the hierarchy")
struct LayoutEngineLinkTests {
    /// Whether the view's link names its superview (both nil at a root).
    func linkMatches(_ view: UIView) -> Bool {
        view.superviewLink?.toOpaque() == view.superview.map { Unmanaged.passUnretained($0).toOpaque() }
    }

    @Test("the superview link follows adding, moving, reordering and removing")
    func superviewLinkFollowsMoves() {
        let first = UIView()
        let second = UIView()
        let child = UIView()
        #expect(linkMatches(child) && child.superviewLink == nil)
        first.addSubview(child)
        #expect(linkMatches(child) && child.superview === first)
        second.insertSubview(child, at: 0)
        #expect(linkMatches(child) && child.superview === second)
        second.addSubview(UIView())
        second.insertSubview(child, at: 2)
        #expect(linkMatches(child) && child.superview === second)
        child.removeFromSuperview()
        #expect(linkMatches(child) && child.superviewLink == nil)
    }

    @Test("a subview that outlives its superview has no link left, and joins another hierarchy cleanly")
    func superviewFreedFirst() {
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        let grandchild = UIView()
        grandchild.translatesAutoresizingMaskIntoConstraints = false
        child.addSubview(grandchild)
        weak var gone: UIView?
        var inner: NSLayoutConstraint?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            gone = parent
            parent.addSubview(child)
            let constraint = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 3)
            constraint.isActive = true
            inner = grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor, constant: 5)
            inner?.isActive = true
            parent.layoutIfNeeded()
        }
        #expect(gone == nil)
        #expect(child.superview == nil && child.superviewLink == nil)
        #expect(linkMatches(grandchild))
        // The child is now a root; its own constraint still stands, and it joins a new parent.
        let newParent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        newParent.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: newParent.leadingAnchor, constant: 7),
            child.topAnchor.constraint(equalTo: newParent.topAnchor, constant: 9),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
            grandchild.topAnchor.constraint(equalTo: child.topAnchor),
            grandchild.widthAnchor.constraint(equalToConstant: 10),
            grandchild.heightAnchor.constraint(equalToConstant: 10),
        ])
        newParent.layoutIfNeeded()
        #expect(inner?.isActive == true)
        #expect(child.frame == CGRect(x: 7, y: 9, width: 100, height: 50))
        #expect(grandchild.frame == CGRect(x: 5, y: 0, width: 10, height: 10))
    }

    @Test("a constraint whose host was freed activates again in a new hierarchy")
    func reactivationAfterTheHostWent() {
        let a = UIView()
        let b = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
        let gap = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 12)
        do {
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            host.addSubview(a)
            host.addSubview(b)
            gap.isActive = true
            #expect(gap.isActive)
        }
        // The host went, and with it the installation (its weak reference is the authority).
        #expect(!gap.isActive)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.addSubview(a)
        root.addSubview(b)
        gap.isActive = true
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.widthAnchor.constraint(equalToConstant: 30),
            a.heightAnchor.constraint(equalToConstant: 10), b.topAnchor.constraint(equalTo: root.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 30), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(gap.isActive && gap.installedOn === root)
        #expect(b.frame == CGRect(x: 1 + 30 + 12, y: 0, width: 30, height: 10))
    }

    /// Two side-by-side columns under a root: each column's rows inset 8, 20 tall, 4 apart.
    @MainActor
    final class Columns {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 330, height: 600))
        let columns = [UIView(), UIView()]
        var rowTops: [ObjectIdentifier: NSLayoutConstraint] = [:]

        init() {
            for (index, column) in columns.enumerated() {
                column.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(column)
                NSLayoutConstraint.activate([
                    column.leadingAnchor.constraint(
                        equalTo: index == 0 ? root.leadingAnchor : columns[0].trailingAnchor,
                        constant: index == 0 ? 0 : 10),
                    column.topAnchor.constraint(equalTo: root.topAnchor),
                    column.widthAnchor.constraint(equalToConstant: 150),
                    column.heightAnchor.constraint(equalToConstant: 600),
                ])
            }
        }

        func makeRow() -> UIView {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            row.heightAnchor.constraint(equalToConstant: 20).isActive = true
            return row
        }

        /// Places `row` at the end of `column`'s chain (after the views it already holds).
        func append(_ row: UIView, to column: UIView) {
            let previous = column.subviews.last
            column.addSubview(row)
            let top = row.topAnchor.constraint(
                equalTo: previous?.bottomAnchor ?? column.topAnchor, constant: 4)
            rowTops[ObjectIdentifier(row)] = top
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: column.leadingAnchor, constant: 8),
                row.trailingAnchor.constraint(equalTo: column.trailingAnchor, constant: -8), top,
            ])
        }

        /// Every row's frame in the root's coordinates, column by column.
        var rowFrames: [[CGRect]] {
            columns.map { column in column.subviews.map { $0.convert($0.bounds, to: root) } }
        }
    }

    @Test("rows moved between columns mid-life (and a column nested in the other) solve as a fresh build")
    func movedViewsSolveAsAFreshBuild() {
        let screen = Columns()
        var rows: [UIView] = []
        for _ in 0..<4 {
            let row = screen.makeRow()
            screen.append(row, to: screen.columns[0])
            rows.append(row)
        }
        let other = screen.makeRow()
        screen.append(other, to: screen.columns[1])
        screen.root.layoutIfNeeded()

        // The third row moves to the second column, ahead of its row: its constraints to the first
        // column go with the move; the first column's chain closes over the gap.
        screen.columns[1].insertSubview(rows[2], at: 0)
        NSLayoutConstraint.activate([
            rows[3].topAnchor.constraint(equalTo: rows[1].bottomAnchor, constant: 4),
            rows[2].leadingAnchor.constraint(equalTo: screen.columns[1].leadingAnchor, constant: 8),
            rows[2].trailingAnchor.constraint(equalTo: screen.columns[1].trailingAnchor, constant: -8),
            rows[2].topAnchor.constraint(equalTo: screen.columns[1].topAnchor, constant: 4),
        ])
        screen.rowTops[ObjectIdentifier(other)]?.isActive = false
        other.topAnchor.constraint(equalTo: rows[2].bottomAnchor, constant: 4).isActive = true
        screen.root.layoutIfNeeded()
        // The last row leaves and comes back at the end of the second column.
        rows[3].removeFromSuperview()
        screen.root.layoutIfNeeded()
        screen.append(rows[3], to: screen.columns[1])
        screen.root.layoutIfNeeded()

        let fresh = Columns()
        for (column, count) in [(0, 2), (1, 3)] {
            for _ in 0..<count { fresh.append(fresh.makeRow(), to: fresh.columns[column]) }
        }
        fresh.root.layoutIfNeeded()
        #expect(screen.rowFrames == fresh.rowFrames)
        #expect(screen.rowFrames[1].map(\.minY) == [4, 28, 52])
        #expect(screen.rowFrames[1].allSatisfy { $0.minX == 160 + 8 && $0.width == 134 })

        // A whole column moves inside the other (its rows' constraints are installed within it
        // and move along), is placed there, and the screen solves as a fresh build of that.
        let moved = screen.columns[1]
        moved.removeFromSuperview()
        screen.columns[0].addSubview(moved)
        // Its own width and height are installed on itself and stay.
        NSLayoutConstraint.activate([
            moved.leadingAnchor.constraint(equalTo: screen.columns[0].leadingAnchor),
            moved.topAnchor.constraint(equalTo: screen.columns[0].topAnchor, constant: 100),
        ])
        screen.root.layoutIfNeeded()
        #expect(moved.frame == CGRect(x: 0, y: 100, width: 150, height: 600))
        #expect(moved.subviews.map(\.frame) == fresh.columns[1].subviews.map(\.frame))
        #expect(moved.subviews.allSatisfy(linkMatches))
    }

    /// A view that pins itself to a sibling while it is being removed or moved.
    final class PinsWhileLeaving: UIView {
        weak var sibling: UIView?
        var pinned: [NSLayoutConstraint] = []

        func pin() {
            guard let sibling, superview != nil else { return }
            let constraint = leadingAnchor.constraint(equalTo: sibling.trailingAnchor, constant: 4)
            constraint.isActive = true
            pinned.append(constraint)
        }
        override func willMove(toSuperview newSuperview: UIView?) {
            super.willMove(toSuperview: newSuperview)
            pin()
        }
        override func willMove(toWindow newWindow: UIWindow?) {
            super.willMove(toWindow: newWindow)
            pin()
        }
    }

    @Test(
        "constraints activated in the will-move callbacks leave with the view, and its old hierarchy lays out after it is freed"
    )
    func activatedWhileLeaving() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let sibling = UIView()
        sibling.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(sibling)
        NSLayoutConstraint.activate([
            sibling.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            sibling.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            sibling.widthAnchor.constraint(equalToConstant: 50),
            sibling.heightAnchor.constraint(equalToConstant: 20),
        ])
        var pinned: [NSLayoutConstraint] = []
        weak var gone: UIView?
        do {
            // Removed from its superview: the callbacks pin it to the sibling on the way out.
            let leaving = PinsWhileLeaving()
            leaving.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(leaving)
            leaving.sibling = sibling
            container.layoutIfNeeded()
            leaving.removeFromSuperview()
            pinned += leaving.pinned
            gone = leaving
        }
        do {
            // Moved to another superview: the same, through `addSubview`.
            let moving = PinsWhileLeaving()
            moving.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(moving)
            moving.sibling = sibling
            container.layoutIfNeeded()
            UIView().addSubview(moving)
            pinned += moving.pinned
        }
        #expect(gone == nil)
        #expect(pinned.count >= 2)
        #expect(pinned.allSatisfy { !$0.isActive })
        // The old hierarchy rebuilds with only its own constraints.
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(sibling.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(
            container.constraints.allSatisfy { constraint in
                [constraint.firstItem, constraint.secondItem].allSatisfy {
                    $0 == nil || $0 === container || $0 === sibling
                }
            })
    }

    @Test("a view freed after a constraint naming it was made: activation finds it gone and installs nothing")
    func itemFreedBeforeActivation() {
        let keeper = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let kept = UIView()
        keeper.addSubview(kept)
        var constraint: NSLayoutConstraint?
        weak var gone: UIView?
        do {
            let freed = UIView()
            gone = freed
            keeper.addSubview(freed)
            constraint = kept.leadingAnchor.constraint(equalTo: freed.trailingAnchor)
            freed.removeFromSuperview()
        }
        #expect(gone == nil)
        // The deinitialization count moved since the constraint was made: its links aren't read
        // before the weak references say the items live.
        constraint?.isActive = true
        #expect(constraint?.isActive == false && constraint?.secondItem == nil)
        #expect(keeper.constraints.isEmpty && kept.constraints.isEmpty)
        keeper.layoutIfNeeded()
    }

    /// What a view saw of its own constraints while it was being freed.
    @MainActor
    final class DeinitRecord {
        var constraints: [NSLayoutConstraint] = []
        var activeInDeinit: [Bool] = []
    }

    /// A view that activates a constraint between itself and its subview in its own `deinit`.
    final class ActivatesInDeinit: UIView {
        let child = UIView()
        let record: DeinitRecord

        init(record: DeinitRecord) {
            self.record = record
            super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            addSubview(child)
            // One installed on this view before it goes, one left inactive for the deinit.
            let installed = child.topAnchor.constraint(equalTo: topAnchor, constant: 3)
            installed.isActive = true
            record.constraints = [
                installed, child.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 5),
            ]
        }

        required init?(coder: NSCoder) { nil }

        isolated deinit {
            // No view was deinitialized since the constraints were made (this view's count moves
            // after this body): the weak references, nil for a view being freed, must decide.
            for constraint in record.constraints { constraint.isActive = true }
            record.activeInDeinit = record.constraints.map(\.isActive)
        }
    }

    @Test("a view activating a constraint on itself in its deinit installs nothing that outlives it")
    func activatedInDeinit() {
        let record = DeinitRecord()
        weak var gone: UIView?
        var child: UIView?
        do {
            let view = ActivatesInDeinit(record: record)
            view.layoutIfNeeded()
            gone = view
            child = view.child
        }
        #expect(gone == nil)
        #expect(record.activeInDeinit == [true, false])
        // The host went: the installed one is inactive now, and neither names a live host.
        #expect(record.constraints.allSatisfy { !$0.isActive && $0.installedOn == nil })
        #expect(record.constraints.allSatisfy { $0.secondItem == nil })
        // Activating again finds the item gone; the child, a root now, lays out alone.
        for constraint in record.constraints { constraint.isActive = true }
        #expect(record.constraints.allSatisfy { !$0.isActive })
        child?.layoutIfNeeded()
        #expect(child?.superview == nil && child?.superviewLink == nil)
    }
}
