import Foundation
import Testing

@testable import PresentationKit

/// Constraints placing views, against layouts worked out by hand (Behaviour 17.1–17.4).
@MainActor
@Suite("Auto Layout: constraints place views")
struct NSLayoutConstraintTests {
    /// A detached 400 × 800 root: constraints are laid out by its own engine.
    func makeRoot() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    }

    func constrainedView(in superview: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }

    @Test("edges pinned to the superview with constants give the frame between them")
    func pinnedEdges() {
        let root = makeRoot()
        let card = constrainedView(in: root)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 100, width: 360, height: 50))
        // Installed where the items meet: the root (the height constraint on the card itself).
        #expect(root.constraints.count == 3)
        #expect(card.constraints.count == 1)
    }

    @Test("a chain of siblings with spacing, a multiplier and a centre")
    func chain() {
        let root = makeRoot()
        let a = constrainedView(in: root)
        let b = constrainedView(in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 3),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
            b.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        // a: x 10, width 100, height 53; b: from 118 to 390, centred on a's centre (36.5).
        #expect(a.frame == CGRect(x: 10, y: 10, width: 100, height: 53))
        #expect(b.frame == CGRect(x: 118, y: 26.5, width: 272, height: 20))
    }

    @Test("a constraint across levels of the hierarchy is solved in the common ancestor's coordinates")
    func acrossLevels() {
        let root = makeRoot()
        let card = constrainedView(in: root)
        let label = constrainedView(in: card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 100),
            // The label's leading edge is 30 from the root's, so 10 inside the card.
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -5),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 40, width: 200, height: 100))
        #expect(label.frame == CGRect(x: 10, y: 5, width: 185, height: 90))
        #expect(label.constraints.isEmpty)
        #expect(root.constraints.count == 3)
    }

    @Test("inequalities and priorities: the higher optional priority wins over any number of lower ones")
    func priorities() {
        let root = makeRoot()
        let box = constrainedView(in: root)
        let wants300 = box.widthAnchor.constraint(equalToConstant: 300)
        wants300.priority = .defaultHigh
        var lowOnes: [NSLayoutConstraint] = []
        for _ in 0..<3 {
            let low = box.widthAnchor.constraint(equalToConstant: 100)
            low.priority = .defaultLow
            lowOnes.append(low)
        }
        NSLayoutConstraint.activate(
            [
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                box.widthAnchor.constraint(lessThanOrEqualToConstant: 250),
                wants300,
            ] + lowOnes)
        root.layoutIfNeeded()
        // Required: ≤ 250; then 750 pulls to 300 as far as allowed; the three 250s lose.
        #expect(box.frame.width == 250)
        wants300.isActive = false
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
    }

    @Test("item/attribute constraints, and margin attributes measured from the layout margins")
    func itemAttributeInitializerAndMargins() {
        let root = makeRoot()
        root.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 14, right: 16)
        let view = constrainedView(in: root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: view, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 44),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 12, y: 10, width: 372, height: 44))
        // The margins change: the view follows at the next layout pass.
        root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 20, width: 360, height: 44))
    }

    @Test("changing a constant moves the view at the next layout pass; a resized root moves its views")
    func constantChangeAndRootResize() {
        let root = makeRoot()
        let banner = constrainedView(in: root)
        let top = banner.topAnchor.constraint(equalTo: root.topAnchor, constant: -60)
        NSLayoutConstraint.activate([
            top, banner.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 60),
        ])
        root.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 0, y: -60, width: 400, height: 60))
        top.constant = 30
        #expect(banner.frame.minY == -60)
        root.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 0, y: 30, width: 400, height: 60))
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        root.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 0, y: 30, width: 320, height: 60))
    }

    @Test("a custom layout guide is placed by constraints and places views")
    func customGuide() {
        let root = makeRoot()
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let view = constrainedView(in: root)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            guide.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -50),
            guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            guide.heightAnchor.constraint(equalToConstant: 100),
            view.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            view.widthAnchor.constraint(equalToConstant: 40),
            view.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 50, y: 200, width: 300, height: 100))
        #expect(view.frame == CGRect(x: 180, y: 240, width: 40, height: 20))
    }

    @Test("a label hugs its text; compression resistance keeps it from shrinking below it")
    func intrinsicSize() {
        let root = makeRoot()
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
        ])
        root.layoutIfNeeded()
        let natural = label.intrinsicContentSize
        #expect(label.frame == CGRect(origin: CGPoint(x: 16, y: 16), size: natural))
        // A width constraint at 500 (below compression's 750) cannot squeeze it.
        let squeeze = label.widthAnchor.constraint(equalToConstant: 10)
        squeeze.priority = UILayoutPriority(500)
        squeeze.isActive = true
        root.layoutIfNeeded()
        #expect(label.frame.width == natural.width)
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        root.layoutIfNeeded()
        #expect(label.frame.width == 10)
        // New text: the intrinsic size follows without any constraint being touched.
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        label.text = "Hello, a longer line"
        root.layoutIfNeeded()
        #expect(label.frame.width == label.intrinsicContentSize.width)
        #expect(label.frame.width > natural.width)
    }

    @Test("removing a view deactivates the constraints tying it to the rest of the hierarchy")
    func removalDeactivates() {
        let root = makeRoot()
        let a = constrainedView(in: root)
        let inner = constrainedView(in: a)
        let link = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        let own = inner.widthAnchor.constraint(equalTo: a.widthAnchor)
        NSLayoutConstraint.activate([link, own])
        a.removeFromSuperview()
        #expect(!link.isActive)
        #expect(own.isActive)
        #expect(root.constraints.isEmpty)
    }

    @Test("ambiguity: a view with only a leading constraint is ambiguous; fully constrained it is not")
    func ambiguity() {
        let root = makeRoot()
        let view = constrainedView(in: root)
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8).isActive = true
        root.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 10),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(!view.hasAmbiguousLayout)
        #expect(view.frame == CGRect(x: 8, y: 0, width: 10, height: 10))
    }

    @Test("a constrained hierarchy is freed when its last reference goes: the engine keeps nothing alive")
    func engineKeepsNothingAlive() {
        weak var weakRoot: UIView?
        weak var weakChild: UIView?
        do {
            let root = makeRoot()
            let child = constrainedView(in: root)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                child.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 10),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
            weakRoot = root
            weakChild = child
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
    }

    @Test("a guide reports its ambiguity and the constraints that name it, as views do")
    func guideAmbiguityAndConstraints() {
        let root = makeRoot()
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)
        let top = guide.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([leading, top])
        root.layoutIfNeeded()
        #expect(guide.hasAmbiguousLayout)
        #expect(guide.constraintsAffectingLayout(for: .horizontal) == [leading])
        #expect(guide.leadingAnchor.constraintsAffectingLayout == [leading])
        NSLayoutConstraint.activate([
            guide.widthAnchor.constraint(equalToConstant: 10),
            guide.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(!guide.hasAmbiguousLayout)
    }
}
