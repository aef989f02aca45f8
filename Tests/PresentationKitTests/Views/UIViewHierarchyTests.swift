import Foundation
import PresentationKit
import Testing

/// A view that records the hierarchy hooks UIKit calls on it, into a log shared by a test.
@MainActor
private final class RecordingView: UIView {
    let name: String
    let log: HookLog

    init(_ name: String, log: HookLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func label(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        if let recording = view as? RecordingView { return recording.name }
        return view is UIWindow ? "window" : "\(type(of: view))"
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.entries.append("\(name).willMove(toSuperview: \(label(newSuperview)))")
    }
    override func didMoveToSuperview() {
        log.entries.append("\(name).didMoveToSuperview(\(label(superview)))")
    }
    override func willMove(toWindow newWindow: UIWindow?) {
        log.entries.append("\(name).willMove(toWindow: \(label(newWindow)))")
        log.windows.append(newWindow)
    }
    override func didMoveToWindow() {
        log.entries.append("\(name).didMoveToWindow(\(label(window)))")
    }
    override func didAddSubview(_ subview: UIView) {
        log.entries.append("\(name).didAddSubview(\(label(subview)))")
    }
    override func willRemoveSubview(_ subview: UIView) {
        log.entries.append("\(name).willRemoveSubview(\(label(subview)))")
    }
}

@MainActor
private final class HookLog {
    var entries: [String] = []
    var windows: [UIWindow?] = []
}

/// `subviews` and `layer.sublayers` name the same views in the same back-to-front order.
@MainActor
private func layersMatchSubviews(_ view: UIView) -> Bool {
    let layers = view.layer.sublayers ?? []
    return layers.count == view.subviews.count && zip(layers, view.subviews).allSatisfy { $0 === $1.layer }
}

@MainActor
private func tags(_ view: UIView) -> [Int] {
    view.subviews.map(\.tag)
}

@MainActor
private func taggedViews(_ count: Int) -> [UIView] {
    (1...count).map { index in
        let view = UIView()
        view.tag = index
        return view
    }
}

@Suite("UIView hierarchy")
@MainActor
struct UIViewHierarchyTests {
    // MARK: Order of subviews and layers

    @Test func addSubviewAppendsOnTopAndSetsSuperview() {
        let parent = UIView()
        let views = taggedViews(3)
        for view in views { parent.addSubview(view) }
        #expect(tags(parent) == [1, 2, 3])
        #expect(views.allSatisfy { $0.superview === parent })
        #expect(views.allSatisfy { $0.layer.superlayer === parent.layer })
        #expect(layersMatchSubviews(parent))
    }

    @Test func insertSubviewAtIndexPlacesViewAndClampsTheIndex() {
        let parent = UIView()
        let views = taggedViews(5)
        parent.addSubview(views[0])
        parent.addSubview(views[1])
        parent.insertSubview(views[2], at: 1)
        #expect(tags(parent) == [1, 3, 2])
        parent.insertSubview(views[3], at: 0)
        #expect(tags(parent) == [4, 1, 3, 2])
        parent.insertSubview(views[4], at: 99)
        #expect(tags(parent) == [4, 1, 3, 2, 5])
        parent.insertSubview(views[4], at: -3)
        #expect(tags(parent) == [5, 4, 1, 3, 2])
        #expect(layersMatchSubviews(parent))
    }

    @Test func insertAboveAndBelowSiblingsForNewViews() {
        let parent = UIView()
        let views = taggedViews(4)
        parent.addSubview(views[0])
        parent.addSubview(views[1])
        parent.insertSubview(views[2], aboveSubview: views[0])
        #expect(tags(parent) == [1, 3, 2])
        parent.insertSubview(views[3], belowSubview: views[0])
        #expect(tags(parent) == [4, 1, 3, 2])
        #expect(layersMatchSubviews(parent))
    }

    @Test func insertAboveAndBelowReorderExistingSubviews() {
        let parent = UIView()
        let views = taggedViews(4)
        for view in views { parent.addSubview(view) }
        parent.insertSubview(views[0], aboveSubview: views[1])  // move 1 just above 2
        #expect(tags(parent) == [2, 1, 3, 4])
        #expect(layersMatchSubviews(parent))
        parent.insertSubview(views[3], belowSubview: views[1])  // move 4 just below 2
        #expect(tags(parent) == [4, 2, 1, 3])
        #expect(layersMatchSubviews(parent))
        parent.insertSubview(views[3], aboveSubview: views[2])  // move 4 above the top one
        #expect(tags(parent) == [2, 1, 3, 4])
        #expect(layersMatchSubviews(parent))
        parent.insertSubview(views[0], belowSubview: views[3])  // move 1 just below 4
        #expect(tags(parent) == [2, 3, 1, 4])
        #expect(layersMatchSubviews(parent))
    }

    @Test func insertAtIndexReordersAnExistingSubview() {
        let parent = UIView()
        let views = taggedViews(3)
        for view in views { parent.addSubview(view) }
        parent.insertSubview(views[2], at: 0)
        #expect(tags(parent) == [3, 1, 2])
        #expect(layersMatchSubviews(parent))
        #expect(views[2].superview === parent)
    }

    @Test func bringToFrontAndSendToBackKeepLayersInStep() {
        let parent = UIView()
        let views = taggedViews(4)
        for view in views { parent.addSubview(view) }
        parent.bringSubviewToFront(views[1])
        #expect(tags(parent) == [1, 3, 4, 2])
        #expect(layersMatchSubviews(parent))
        parent.sendSubviewToBack(views[3])
        #expect(tags(parent) == [4, 1, 3, 2])
        #expect(layersMatchSubviews(parent))
        // Already in place: nothing moves.
        parent.sendSubviewToBack(views[3])
        parent.bringSubviewToFront(views[1])
        #expect(tags(parent) == [4, 1, 3, 2])
        #expect(layersMatchSubviews(parent))
    }

    @Test func bringToFrontIgnoresAViewThatIsNotASubview() {
        let parent = UIView()
        let views = taggedViews(2)
        parent.addSubview(views[0])
        parent.bringSubviewToFront(views[1])
        parent.sendSubviewToBack(views[1])
        #expect(tags(parent) == [1])
        #expect(views[1].superview == nil)
    }

    @Test(arguments: [(0, 3), (3, 0), (1, 2), (2, 1), (0, 1), (1, 3)])
    func exchangeSubviewSwapsViewsAndLayers(first: Int, second: Int) {
        let parent = UIView()
        for view in taggedViews(4) { parent.addSubview(view) }
        var expected = [1, 2, 3, 4]
        expected.swapAt(first, second)
        parent.exchangeSubview(at: first, withSubviewAt: second)
        #expect(tags(parent) == expected)
        #expect(layersMatchSubviews(parent))
    }

    @Test func exchangeSubviewWithAnIndexOutOfRangeChangesNothing() {
        let parent = UIView()
        for view in taggedViews(3) { parent.addSubview(view) }
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        parent.exchangeSubview(at: -1, withSubviewAt: 1)
        #expect(tags(parent) == [1, 2, 3])
        #expect(layersMatchSubviews(parent))
    }

    @Test func aLongSequenceOfReorderingsKeepsLayersInStep() {
        let parent = UIView()
        let views = taggedViews(6)
        for view in views { parent.addSubview(view) }
        // A deterministic mix of every reordering call; the invariant must hold after each one.
        for step in 0..<60 {
            let a = views[(step * 7) % 6]
            let b = views[(step * 5 + 1) % 6]
            switch step % 6 {
            case 0: parent.bringSubviewToFront(a)
            case 1: parent.sendSubviewToBack(a)
            case 2: if a !== b { parent.insertSubview(a, aboveSubview: b) }
            case 3: if a !== b { parent.insertSubview(a, belowSubview: b) }
            case 4: parent.exchangeSubview(at: step % 6, withSubviewAt: (step * 3) % 6)
            default: parent.insertSubview(a, at: step % 7)
            }
            #expect(layersMatchSubviews(parent), "after step \(step)")
            #expect(Set(tags(parent)) == Set(1...6), "after step \(step)")
        }
    }

    @Test func insertAboveASiblingElsewherePutsTheViewOnTop() {
        let parent = UIView()
        let views = taggedViews(3)
        parent.addSubview(views[0])
        parent.insertSubview(views[1], aboveSubview: views[2])  // views[2] is not a subview
        #expect(tags(parent) == [1, 2])
        #expect(layersMatchSubviews(parent))
    }

    // MARK: Moving and removing

    @Test func movingToAnotherSuperviewLeavesTheOldOne() {
        let first = UIView()
        let second = UIView()
        let views = taggedViews(3)
        for view in views { first.addSubview(view) }
        second.addSubview(views[1])
        #expect(tags(first) == [1, 3])
        #expect(tags(second) == [2])
        #expect(views[1].superview === second)
        #expect(views[1].layer.superlayer === second.layer)
        #expect(layersMatchSubviews(first))
        #expect(layersMatchSubviews(second))
    }

    @Test func removeFromSuperviewDetachesViewAndLayer() {
        let parent = UIView()
        let views = taggedViews(3)
        for view in views { parent.addSubview(view) }
        views[1].removeFromSuperview()
        #expect(tags(parent) == [1, 3])
        #expect(views[1].superview == nil)
        #expect(views[1].layer.superlayer == nil)
        #expect(layersMatchSubviews(parent))
        // Removing again is harmless.
        views[1].removeFromSuperview()
        #expect(tags(parent) == [1, 3])
    }

    @Test func removingTheLastSubviewLeavesNoSublayers() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(parent.subviews.isEmpty)
        #expect(parent.layer.sublayers == nil)
    }

    @Test func windowIsFoundThroughTheSuperviewChain() {
        let host = HeadlessHost()
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(child.window == nil)
        host.window.addSubview(parent)
        #expect(parent.window === host.window)
        #expect(child.window === host.window)
        #expect(host.window.window === host.window)
        parent.removeFromSuperview()
        #expect(child.window == nil)
        #expect(child.superview === parent)
    }

    @Test func superviewIsWeak() {
        let child = UIView()
        do {
            let parent = UIView()
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        // The parent owned the child, not the other way round.
        #expect(child.superview == nil)
    }

    // MARK: Hooks

    @Test func addingToAHostedSuperviewCallsHooksInUIKitOrder() {
        let host = HeadlessHost()
        let log = HookLog()
        let parent = RecordingView("parent", log: log)
        host.window.addSubview(parent)
        let child = RecordingView("child", log: log)
        log.entries.removeAll()
        parent.addSubview(child)
        #expect(
            log.entries == [
                "child.willMove(toSuperview: parent)",
                "child.willMove(toWindow: window)",
                "child.didMoveToWindow(window)",
                "child.didMoveToSuperview(parent)",
                "parent.didAddSubview(child)",
            ])
    }

    @Test func removingFromAHostedSuperviewCallsHooksInUIKitOrder() {
        let host = HeadlessHost()
        let log = HookLog()
        let parent = RecordingView("parent", log: log)
        let child = RecordingView("child", log: log)
        host.window.addSubview(parent)
        parent.addSubview(child)
        log.entries.removeAll()
        child.removeFromSuperview()
        #expect(
            log.entries == [
                "parent.willRemoveSubview(child)",
                "child.willMove(toSuperview: nil)",
                "child.willMove(toWindow: nil)",
                "child.didMoveToWindow(nil)",
                "child.didMoveToSuperview(nil)",
            ])
    }

    @Test func outsideAWindowOnlySuperviewHooksRun() {
        let log = HookLog()
        let parent = RecordingView("parent", log: log)
        let child = RecordingView("child", log: log)
        parent.addSubview(child)
        #expect(
            log.entries == [
                "child.willMove(toSuperview: parent)",
                "child.didMoveToSuperview(parent)",
                "parent.didAddSubview(child)",
            ])
        log.entries.removeAll()
        child.removeFromSuperview()
        #expect(
            log.entries == [
                "parent.willRemoveSubview(child)",
                "child.willMove(toSuperview: nil)",
                "child.didMoveToSuperview(nil)",
            ])
    }

    @Test func windowHooksReachEveryDescendantParentFirst() {
        let host = HeadlessHost()
        let log = HookLog()
        let root = RecordingView("root", log: log)
        let child = RecordingView("child", log: log)
        let grandchild = RecordingView("grandchild", log: log)
        root.addSubview(child)
        child.addSubview(grandchild)
        log.entries.removeAll()
        host.window.addSubview(root)
        #expect(
            log.entries == [
                "root.willMove(toSuperview: window)",
                "root.willMove(toWindow: window)",
                "child.willMove(toWindow: window)",
                "grandchild.willMove(toWindow: window)",
                "root.didMoveToWindow(window)",
                "child.didMoveToWindow(window)",
                "grandchild.didMoveToWindow(window)",
                "root.didMoveToSuperview(window)",
            ])
        // Descendants keep their superviews: only window hooks reach them.
        #expect(!log.entries.contains { $0.hasPrefix("child.willMove(toSuperview") })
    }

    @Test func removingASubtreeFromTheWindowTellsEveryDescendant() {
        let host = HeadlessHost()
        let log = HookLog()
        let root = RecordingView("root", log: log)
        let child = RecordingView("child", log: log)
        root.addSubview(child)
        host.window.addSubview(root)
        log.entries.removeAll()
        root.removeFromSuperview()
        #expect(
            log.entries == [
                "root.willMove(toSuperview: nil)",
                "root.willMove(toWindow: nil)",
                "child.willMove(toWindow: nil)",
                "root.didMoveToWindow(nil)",
                "child.didMoveToWindow(nil)",
                "root.didMoveToSuperview(nil)",
            ])
        #expect(child.window == nil)
    }

    @Test func movingBetweenSuperviewsTellsBothSuperviews() {
        let log = HookLog()
        let first = RecordingView("first", log: log)
        let second = RecordingView("second", log: log)
        let child = RecordingView("child", log: log)
        first.addSubview(child)
        log.entries.removeAll()
        second.addSubview(child)
        #expect(
            log.entries == [
                "child.willMove(toSuperview: second)",
                "first.willRemoveSubview(child)",
                "child.didMoveToSuperview(second)",
                "second.didAddSubview(child)",
            ])
    }

    @Test func movingBetweenWindowsCallsWindowHooksWithTheNewWindow() {
        let hostA = HeadlessHost()
        let hostB = HeadlessHost()
        let log = HookLog()
        let child = RecordingView("child", log: log)
        hostA.window.addSubview(child)
        log.entries.removeAll()
        log.windows.removeAll()
        hostB.window.addSubview(child)
        #expect(log.windows.count == 1)
        #expect(log.windows.first.flatMap { $0 } === hostB.window)
        #expect(child.window === hostB.window)
        #expect(hostA.window.subviews.isEmpty)
    }

    @Test func reorderingWithinTheSameSuperviewCallsNoMoveHooks() {
        let log = HookLog()
        let parent = RecordingView("parent", log: log)
        let a = RecordingView("a", log: log)
        let b = RecordingView("b", log: log)
        parent.addSubview(a)
        parent.addSubview(b)
        log.entries.removeAll()
        parent.bringSubviewToFront(a)
        parent.sendSubviewToBack(a)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(!log.entries.contains { $0.contains("willMove") || $0.contains("didMove") })
        #expect(!log.entries.contains { $0.contains("willRemoveSubview") })
    }

    // MARK: Cycles

    @Test func addingAnAncestorIsIgnoredAndReported() {
        let host = HeadlessHost()
        let grandparent = UIView()
        let parent = UIView()
        let child = UIView()
        host.window.addSubview(grandparent)
        grandparent.addSubview(parent)
        parent.addSubview(child)
        let before = host.diagnostics.count
        child.addSubview(grandparent)
        #expect(grandparent.superview === host.window)
        #expect(child.subviews.isEmpty)
        #expect(child.layer.sublayers == nil)
        #expect(host.diagnostics.count == before + 1)
        #expect(host.diagnostics.last?.kind == .invalidInput)
        #expect(host.diagnostics.last?.message.contains("cycle") == true)
    }

    @Test func addingAViewToItselfIsIgnoredAndReported() {
        let host = HeadlessHost()
        let view = UIView()
        host.window.addSubview(view)
        let before = host.diagnostics.count
        view.addSubview(view)
        view.insertSubview(view, at: 0)
        #expect(view.superview === host.window)
        #expect(view.subviews.isEmpty)
        #expect(host.diagnostics.count == before + 2)
    }

    @Test func addingTheWindowToOneOfItsSubviewsIsIgnored() {
        let host = HeadlessHost()
        let view = UIView()
        host.window.addSubview(view)
        view.addSubview(host.window)
        #expect(host.window.superview == nil)
        #expect(view.subviews.isEmpty)
        #expect(host.diagnostics.contains { $0.kind == .invalidInput })
    }

    // MARK: Queries

    @Test func viewWithTagSearchesDepthFirstIncludingSelf() {
        let root = UIView()
        root.tag = 1
        let left = UIView()
        left.tag = 2
        let leftChild = UIView()
        leftChild.tag = 3
        let right = UIView()
        right.tag = 3
        root.addSubview(left)
        left.addSubview(leftChild)
        root.addSubview(right)
        #expect(root.viewWithTag(1) === root)
        // Depth first: the first subview's subtree is searched before the second subview.
        #expect(root.viewWithTag(3) === leftChild)
        #expect(right.viewWithTag(3) === right)
        #expect(root.viewWithTag(42) == nil)
        // Only the subtree is searched, never the superviews.
        #expect(left.viewWithTag(1) == nil)
    }

    @Test func isDescendantFollowsTheSuperviewChain() {
        let root = UIView()
        let child = UIView()
        let grandchild = UIView()
        let stranger = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.isDescendant(of: root))
        #expect(grandchild.isDescendant(of: child))
        #expect(grandchild.isDescendant(of: grandchild))
        #expect(!root.isDescendant(of: grandchild))
        #expect(!grandchild.isDescendant(of: stranger))
        grandchild.removeFromSuperview()
        #expect(!grandchild.isDescendant(of: root))
    }
}
