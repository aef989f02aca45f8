import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// Child view controller containment: the parent–child links, the move callbacks and their flags.
@MainActor
@Suite("UIViewController containment")
struct UIViewControllerContainmentTests {
    @Test("addChild links parent and child and calls willMove(toParent:) first")
    func addChild() {
        let log = CallbackLog()
        let parent = RecordingViewController("parent", log: log)
        let child = RecordingViewController("child", log: log)
        final class Probe: RecordingViewController {
            var linkedDuringWillMove: Bool?
            override func willMove(toParent parent: UIViewController?) {
                linkedDuringWillMove = parent?.children.contains { $0 === self }
                super.willMove(toParent: parent)
            }
        }
        let probe = Probe("probe", log: log)
        parent.addChild(child)
        parent.addChild(probe)
        #expect(parent.children.map { ($0 as? RecordingViewController)?.name } == ["child", "probe"])
        #expect(child.parent === parent)
        #expect(probe.linkedDuringWillMove == false)
        #expect(log.entries == ["child.willMove(parent)", "probe.willMove(parent)"])
        #expect(!child.isViewLoaded, "adding a child does not load any view")
    }

    @Test("isMovingToParent holds from addChild to didMove(toParent:)")
    func movingToParent() {
        final class Watcher: UIViewController {
            var seen: [Bool] = []
            override func viewWillAppear(_ animated: Bool) { seen.append(isMovingToParent) }
        }
        let host = HeadlessHost()
        let parent = UIViewController()
        host.window.rootViewController = parent
        let child = Watcher()
        parent.addChild(child)
        #expect(child.isMovingToParent)
        parent.view.addSubview(child.view)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        child.didMove(toParent: parent)
        #expect(!child.isMovingToParent)
        #expect(child.seen == [true])
    }

    @Test(
        "removal: willMove(toParent: nil) starts it, removeFromParent unlinks and calls didMove(toParent: nil)"
    )
    func removal() {
        let log = CallbackLog()
        let parent = RecordingViewController("parent", log: log)
        let child = RecordingViewController("child", log: log)
        parent.embed(child)
        log.clear()
        child.willMove(toParent: nil)
        #expect(child.isMovingFromParent)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(!child.isMovingFromParent)
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
        #expect(log.entries == ["child.willMove(nil)", "child.didMove(nil)"])
        child.removeFromParent()
        #expect(log.entries.count == 2, "removing a controller with no parent does nothing")
    }

    @Test("adding a child to another parent removes it from the first")
    func reparenting() {
        let log = CallbackLog()
        let first = RecordingViewController("first", log: log)
        let second = RecordingViewController("second", log: log)
        let child = RecordingViewController("child", log: log)
        first.addChild(child)
        log.clear()
        second.addChild(child)
        #expect(first.children.isEmpty)
        #expect(second.children.first === child)
        #expect(child.parent === second)
        #expect(log.entries == ["child.didMove(nil)", "child.willMove(second)"])
    }

    @Test("a controller cannot become its own child or its ancestor's child")
    func cycles() {
        let host = HeadlessHost()
        let parent = UIViewController()
        host.window.rootViewController = parent
        let child = UIViewController()
        parent.addChild(child)
        parent.addChild(parent)
        child.addChild(parent)
        #expect(parent.children.count == 1)
        #expect(child.children.isEmpty)
        #expect(parent.parent == nil)
        #expect(host.diagnostics.filter { $0.kind == .viewControllerMisuse }.count == 2)
    }

    @Test("a child's preferredContentSize change reaches its parent once per change")
    func preferredContentSize() {
        let log = CallbackLog()
        let parent = RecordingViewController("parent", log: log)
        let child = RecordingViewController("child", log: log)
        parent.addChild(child)
        log.clear()
        child.preferredContentSize = CGSize(width: 300, height: 200)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(log.entries == Array(repeating: "parent.preferredContentSizeDidChange(child)", count: 2))
    }
}
