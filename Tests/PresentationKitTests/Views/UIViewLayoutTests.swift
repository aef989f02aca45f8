import Foundation
import PresentationKit
import Testing

@MainActor
private final class LayoutLog {
    var entries: [String] = []
}

/// Counts `layoutSubviews` calls and optionally runs a layout body.
@MainActor
private final class LayoutCountingView: UIView {
    let name: String
    let log: LayoutLog?
    var layoutCount = 0
    var body: (() -> Void)?

    init(_ name: String = "", log: LayoutLog? = nil, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        layoutCount += 1
        log?.entries.append(name)
        body?()
    }
}

private func approx(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A superview of 200×100 grows to 300×150; the subview starts at (20, 10, 60, 30), so its
/// horizontal parts are 20 | 60 | 120 (delta 100) and its vertical parts 10 | 30 | 60 (delta 50).
/// Expected frames are worked out by hand from UIKit's rule: the change is shared among the
/// flexible parts in proportion to their lengths.
private let autoresizingCases: [(UInt, CGRect)] = [
    (0, CGRect(x: 20, y: 10, width: 60, height: 30)),
    // flexibleWidth: the width takes the whole 100.
    (UIView.AutoresizingMask.flexibleWidth.rawValue, CGRect(x: 20, y: 10, width: 160, height: 30)),
    // flexibleLeftMargin: the left margin takes the whole 100.
    (UIView.AutoresizingMask.flexibleLeftMargin.rawValue, CGRect(x: 120, y: 10, width: 60, height: 30)),
    // flexibleRightMargin: the frame stays.
    (UIView.AutoresizingMask.flexibleRightMargin.rawValue, CGRect(x: 20, y: 10, width: 60, height: 30)),
    // Both margins: 100·20/140 goes left, so the left:right ratio stays 1:6.
    (
        UIView.AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin]).rawValue,
        CGRect(x: 20 + 100.0 * 20 / 140, y: 10, width: 60, height: 30)
    ),
    // Left margin and width: 20:60 of 100 → +25 and +75.
    (
        UIView.AutoresizingMask([.flexibleLeftMargin, .flexibleWidth]).rawValue,
        CGRect(x: 45, y: 10, width: 135, height: 30)
    ),
    // Width and right margin: 60:120 of 100 → width +100/3.
    (
        UIView.AutoresizingMask([.flexibleWidth, .flexibleRightMargin]).rawValue,
        CGRect(x: 20, y: 10, width: 60 + 100.0 / 3, height: 30)
    ),
    // All three: 20:60:120 of 100 → +10, +30, +60.
    (
        UIView.AutoresizingMask([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]).rawValue,
        CGRect(x: 30, y: 10, width: 90, height: 30)
    ),
    // flexibleHeight: the height takes the whole 50.
    (UIView.AutoresizingMask.flexibleHeight.rawValue, CGRect(x: 20, y: 10, width: 60, height: 80)),
    // flexibleTopMargin: the top margin takes the whole 50.
    (UIView.AutoresizingMask.flexibleTopMargin.rawValue, CGRect(x: 20, y: 60, width: 60, height: 30)),
    // Top and bottom margins: 10:60 of 50.
    (
        UIView.AutoresizingMask([.flexibleTopMargin, .flexibleBottomMargin]).rawValue,
        CGRect(x: 20, y: 10 + 50.0 * 10 / 70, width: 60, height: 30)
    ),
    // All three vertical: 10:30:60 of 50 → +5, +15, +30.
    (
        UIView.AutoresizingMask([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]).rawValue,
        CGRect(x: 20, y: 15, width: 60, height: 45)
    ),
    // Both axes at once, each by its own rule.
    (
        UIView.AutoresizingMask([.flexibleWidth, .flexibleHeight]).rawValue,
        CGRect(x: 20, y: 10, width: 160, height: 80)
    ),
]

@Suite("UIView layout")
@MainActor
struct UIViewLayoutTests {
    // MARK: Layout passes

    @Test func layoutIfNeededRunsLayoutSubviewsOnceAfterSetNeedsLayout() {
        let view = LayoutCountingView()
        view.layoutIfNeeded()
        let base = view.layoutCount
        view.layoutIfNeeded()
        #expect(view.layoutCount == base, "nothing was marked")
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(view.layoutCount == base, "setNeedsLayout only marks")
        view.layoutIfNeeded()
        #expect(view.layoutCount == base + 1, "two marks, one layout")
        view.layoutIfNeeded()
        #expect(view.layoutCount == base + 1)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layoutCount == base + 2)
    }

    @Test func layoutIfNeededOnAnAncestorLaysOutOnlyTheMarkedDescendants() {
        let parent = LayoutCountingView()
        let marked = LayoutCountingView()
        let clean = LayoutCountingView()
        let grandchild = LayoutCountingView()
        parent.addSubview(marked)
        parent.addSubview(clean)
        clean.addSubview(grandchild)
        parent.layoutIfNeeded()
        let counts = [parent, marked, clean, grandchild].map(\.layoutCount)
        grandchild.setNeedsLayout()
        marked.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(parent.layoutCount == counts[0])
        #expect(marked.layoutCount == counts[1] + 1)
        #expect(clean.layoutCount == counts[2])
        #expect(grandchild.layoutCount == counts[3] + 1)
    }

    @Test func aSuperviewIsLaidOutBeforeItsSubviews() {
        let log = LayoutLog()
        let parent = LayoutCountingView("parent", log: log)
        let child = LayoutCountingView("child", log: log)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        log.entries.removeAll()
        child.setNeedsLayout()
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(log.entries == ["parent", "child"])
    }

    @Test func resizingASubviewDuringLayoutLaysItOutInTheSamePass() {
        let parent = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LayoutCountingView()
        parent.addSubview(child)
        parent.layoutIfNeeded()
        let before = child.layoutCount
        parent.body = { child.frame = CGRect(x: 0, y: 0, width: parent.bounds.width / 2, height: 10) }
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(child.layoutCount == before + 1)
        parent.layoutIfNeeded()
        #expect(child.layoutCount == before + 1, "the same size again marks nothing")
    }

    @Test func boundsSizeChangeMarksLayoutButMovingDoesNot() {
        let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        let base = view.layoutCount
        view.center = CGPoint(x: 100, y: 100)
        view.frame.origin = CGPoint(x: 3, y: 4)
        view.layoutIfNeeded()
        #expect(view.layoutCount == base)
        view.bounds.size = CGSize(width: 20, height: 10)
        view.layoutIfNeeded()
        #expect(view.layoutCount == base + 1)
        view.frame.size = CGSize(width: 20, height: 30)
        view.layoutIfNeeded()
        #expect(view.layoutCount == base + 2)
    }

    @Test func addingASubviewMarksBothForLayout() {
        let parent = LayoutCountingView()
        let child = LayoutCountingView()
        parent.layoutIfNeeded()
        child.layoutIfNeeded()
        let counts = (parent.layoutCount, child.layoutCount)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(parent.layoutCount == counts.0 + 1)
        #expect(child.layoutCount == counts.1 + 1)
    }

    @Test func removingASubviewMarksTheOldSuperview() {
        let parent = LayoutCountingView()
        let child = UIView()
        parent.addSubview(child)
        parent.layoutIfNeeded()
        let base = parent.layoutCount
        child.removeFromSuperview()
        parent.layoutIfNeeded()
        #expect(parent.layoutCount == base + 1)
    }

    @Test func theHostLaysOutMarkedViewsOnTheNextRunLoopTurn() {
        let host = HeadlessHost()
        let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        #expect(view.layoutCount == 0, "adding marks; the pass comes later")
        host.advance(by: 0)
        #expect(view.layoutCount == 1)
        view.setNeedsLayout()
        #expect(view.layoutCount == 1)
        host.advance(by: 0)
        #expect(view.layoutCount == 2)
        host.advance(by: 0)
        #expect(view.layoutCount == 2, "nothing marked, no pass")
    }

    @Test func theHostLaysOutMarkedViewsOnTheNextFrame() {
        let host = HeadlessHost()
        let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        let base = view.layoutCount
        #expect(base >= 1)
        view.bounds.size = CGSize(width: 60, height: 60)
        host.advance(by: 1.0 / 60)
        #expect(view.layoutCount == base + 1)
        host.advance(by: 0.5)
        #expect(view.layoutCount == base + 1)
    }

    // MARK: Autoresizing

    @Test(arguments: autoresizingCases)
    func autoresizingSharesTheSizeChangeInProportion(mask: UInt, expected: CGRect) {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let subview = UIView(frame: CGRect(x: 20, y: 10, width: 60, height: 30))
        subview.autoresizingMask = UIView.AutoresizingMask(rawValue: mask)
        superview.addSubview(subview)
        superview.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
        #expect(approx(subview.frame, expected), "got \(subview.frame)")
    }

    @Test func bothMarginsKeepTheViewProportionallyCentred() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let subview = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 10))
        subview.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        superview.addSubview(subview)
        superview.bounds.size = CGSize(width: 400, height: 100)
        // Centred before (50 | 100 | 50), centred after (150 | 100 | 150).
        #expect(approx(subview.frame, CGRect(x: 150, y: 0, width: 100, height: 10)))
        #expect(subview.center.x == superview.bounds.midX)
    }

    @Test func flexiblePartsOfZeroLengthShareEqually() {
        // Parts 0 | 0 | 100; the left margin and width are flexible and both zero: 50 each.
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subview = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 10))
        subview.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        superview.addSubview(subview)
        superview.bounds.size = CGSize(width: 200, height: 100)
        #expect(approx(subview.frame, CGRect(x: 50, y: 0, width: 50, height: 10)))
    }

    @Test func shrinkingSharesTheLossTheSameWay() {
        // 200 → 100: parts 20 | 60 | 120 of −100 with all three flexible → −10, −30, −60.
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let subview = UIView(frame: CGRect(x: 20, y: 10, width: 60, height: 30))
        subview.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        superview.addSubview(subview)
        superview.bounds.size = CGSize(width: 100, height: 100)
        #expect(approx(subview.frame, CGRect(x: 10, y: 10, width: 30, height: 30)))
    }

    @Test func autoresizesSubviewsFalseLeavesSubviewsAlone() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        superview.autoresizesSubviews = false
        let subview = UIView(frame: CGRect(x: 20, y: 10, width: 60, height: 30))
        subview.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin]
        superview.addSubview(subview)
        superview.frame.size = CGSize(width: 300, height: 150)
        #expect(subview.frame == CGRect(x: 20, y: 10, width: 60, height: 30))
    }

    @Test func autoresizingCascadesThroughResizedSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let leaf = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        leaf.autoresizingMask = [.flexibleWidth]
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.bounds.size = CGSize(width: 300, height: 200)
        #expect(middle.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(leaf.frame == CGRect(x: 10, y: 10, width: 280, height: 80))
    }

    @Test func movingTheSuperviewOrScrollingItDoesNotAutoresize() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let subview = UIView(frame: CGRect(x: 20, y: 10, width: 60, height: 30))
        subview.autoresizingMask = [.flexibleWidth, .flexibleLeftMargin]
        superview.addSubview(subview)
        superview.center = CGPoint(x: 500, y: 500)
        superview.bounds.origin = CGPoint(x: 0, y: 40)
        #expect(subview.frame == CGRect(x: 20, y: 10, width: 60, height: 30))
    }

    @Test func autoresizingMarksTheResizedSubviewForLayout() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let subview = LayoutCountingView(frame: CGRect(x: 20, y: 10, width: 60, height: 30))
        subview.autoresizingMask = [.flexibleWidth]
        superview.addSubview(subview)
        superview.layoutIfNeeded()
        let base = subview.layoutCount
        superview.bounds.size = CGSize(width: 300, height: 100)
        superview.layoutIfNeeded()
        #expect(subview.layoutCount == base + 1)
    }

    // MARK: Sizing

    @Test func defaultSizeThatFitsIsTheCurrentSize() {
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        #expect(view.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 70, height: 80))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 70, height: 80))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 70, height: 80))
    }

    @Test func sizeToFitAppliesSizeThatFitsKeepingTheOrigin() {
        final class Label: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 17) }
        }
        let label = Label(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 5, y: 6, width: 42, height: 17))
    }

    @Test func sizeToFitIsOverridableAndDispatchedThroughUIView() {
        final class Badge: UIView {
            var calls = 0
            override func sizeToFit() {
                calls += 1
                super.sizeToFit()
                frame.size.width += 8
            }
        }
        let badge = Badge(frame: CGRect(x: 1, y: 2, width: 30, height: 20))
        let view: UIView = badge
        view.sizeToFit()
        #expect(badge.calls == 1)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 38, height: 20))
    }

    @Test func defaultIntrinsicContentSizeHasNoMetric() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        #expect(view.intrinsicContentSize.height == UIView.noIntrinsicMetric)
    }
}
