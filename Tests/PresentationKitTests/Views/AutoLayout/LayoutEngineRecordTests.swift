import Foundation
import Testing

@testable import PresentationKit

/// What the engine keeps on constraints and views instead of dictionaries, and what it skips
/// after a constant change: each record belongs to one engine's latest rebuild.
@MainActor
@Suite("Auto Layout: the engine's records on constraints and views")
struct LayoutEngineRecordTests {
    /// A column of `count` boxes, 20 tall, 4 apart, under `root`; returns the boxes and their tops.
    func column(of count: Int, in root: UIView) -> (boxes: [UIView], tops: [NSLayoutConstraint]) {
        var boxes: [UIView] = []
        var tops: [NSLayoutConstraint] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<count {
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            let top = box.topAnchor.constraint(
                equalTo: index == 0 ? root.topAnchor : boxes[index - 1].bottomAnchor, constant: 4)
            tops.append(top)
            constraints += [
                top, box.heightAnchor.constraint(equalToConstant: 20),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.widthAnchor.constraint(equalToConstant: 50),
            ]
            boxes.append(box)
        }
        NSLayoutConstraint.activate(constraints)
        return (boxes, tops)
    }

    @Test("measuring a view between a solve and a constant change leaves the change to the live engine")
    func fittingKeepsItsOwnRecords() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let (boxes, tops) = column(of: 5, in: root)
        root.layoutIfNeeded()
        // A fitting engine builds the same constraints again.
        _ = root.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        tops[0].constant = 10
        root.layoutIfNeeded()
        #expect(boxes[0].frame == CGRect(x: 0, y: 10, width: 50, height: 20))
        #expect(boxes[4].frame == CGRect(x: 0, y: 10 + 4 * 24, width: 50, height: 20))
    }

    @Test("constant changes after the view moved to another hierarchy reach the new engine")
    func recordsFollowTheNewEngine() {
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        first.addSubview(holder)
        let (boxes, tops) = column(of: 3, in: holder)
        first.layoutIfNeeded()
        second.addSubview(holder)
        second.layoutIfNeeded()
        tops[1].constant = 30
        second.layoutIfNeeded()
        #expect(boxes[1].frame == CGRect(x: 0, y: 4 + 20 + 30, width: 50, height: 20))
        #expect(boxes[2].frame == CGRect(x: 0, y: 4 + 20 + 30 + 20 + 4, width: 50, height: 20))
        // The old hierarchy rebuilds without them, and its records don't answer for them.
        first.layoutIfNeeded()
        tops[1].constant = 8
        second.layoutIfNeeded()
        #expect(boxes[2].frame.minY == CGFloat(4 + 20 + 8 + 20 + 4))
    }

    @Test("a constant change, then a rebuild, then another change: each change moves what it should")
    func changesAcrossRebuilds() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let (boxes, tops) = column(of: 4, in: root)
        root.layoutIfNeeded()
        tops[2].constant = 14
        root.layoutIfNeeded()
        #expect(boxes[3].frame.minY == CGFloat(4 * 4 + 3 * 20 + 10))
        // A structure change rebuilds; the next change follows the new system.
        let extra = boxes[3].widthAnchor.constraint(equalToConstant: 60)
        extra.priority = .defaultHigh
        extra.isActive = true
        root.layoutIfNeeded()
        #expect(boxes[3].frame.width == 50, "the required width holds")
        tops[0].constant = 0
        root.layoutIfNeeded()
        #expect(boxes[0].frame.minY == 0)
        #expect(boxes[3].frame.minY == CGFloat(3 * 4 + 3 * 20 + 10))
        // A change that moves nothing in another box leaves the others alone.
        let before = boxes.map(\.frame)
        tops[3].constant = 5
        root.layoutIfNeeded()
        #expect(boxes.prefix(3).map(\.frame) == Array(before.prefix(3)))
        #expect(boxes[3].frame.minY == before[3].minY + 1)
    }

    @Test("one activate call across two hierarchies, and one that moves views as it runs")
    func activationBatches() {
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView()
        let b = UIView()
        for (view, root) in [(a, first), (b, second)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 11),
            b.widthAnchor.constraint(equalToConstant: 12), b.heightAnchor.constraint(equalToConstant: 13),
            a.topAnchor.constraint(equalTo: first.topAnchor, constant: 3),
            b.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 4),
        ])
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 3, width: 10, height: 11))
        #expect(b.frame == CGRect(x: 4, y: 0, width: 12, height: 13))
        // A constraint subclass whose activation moves its view to the other hierarchy: the
        // constraints after it find that hierarchy's engine, not the remembered one.
        final class Moving: NSLayoutConstraint {
            var move: (() -> Void)?
            override var isActive: Bool {
                get { super.isActive }
                set {
                    move?()
                    super.isActive = newValue
                }
            }
        }
        let c = UIView()
        c.translatesAutoresizingMaskIntoConstraints = false
        first.addSubview(c)
        let moving = Moving(
            item: c, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 7)
        let height = c.heightAnchor.constraint(equalToConstant: 8)
        moving.move = { second.addSubview(c) }
        NSLayoutConstraint.activate([
            c.leadingAnchor.constraint(equalTo: c.superview!.leadingAnchor), moving, height,
        ])
        second.layoutIfNeeded()
        #expect(c.frame.size == CGSize(width: 7, height: 8))
    }
}
