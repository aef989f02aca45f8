import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// Appearance callbacks: window roots, the begin/end state machine, and forwarding to children.
@MainActor
@Suite("UIViewController appearance")
struct UIViewControllerAppearanceTests {
    @Test("a window's root loads, appears, lays out, then finishes appearing")
    func windowRoot() {
        let host = HeadlessHost()
        let log = CallbackLog()
        let root = RecordingViewController("root", log: log)
        host.window.rootViewController = root
        #expect(
            log.entries == [
                "root.viewDidLoad", "root.viewWillAppear", "root.viewWillLayoutSubviews",
                "root.viewDidLayoutSubviews", "root.viewDidAppear",
            ])
        #expect(root.view.superview === host.window)
        #expect(host.window.rootViewController === root)
    }

    @Test("replacing the root: old disappears around the new one's appearance, and its view leaves")
    func replacingRoot() {
        let host = HeadlessHost()
        let log = CallbackLog()
        let old = RecordingViewController("old", log: log)
        let new = RecordingViewController("new", log: log)
        host.window.rootViewController = old
        log.clear()
        host.window.rootViewController = new
        #expect(
            log.filtered("viewWill", "viewDid") == [
                "new.viewDidLoad", "old.viewWillDisappear", "new.viewWillAppear",
                "new.viewWillLayoutSubviews",
                "new.viewDidLayoutSubviews", "new.viewDidAppear", "old.viewDidDisappear",
            ])
        #expect(old.view.superview == nil)
        #expect(host.window.subviews.first === new.view)
    }

    @Test("setting the same root again does nothing")
    func sameRoot() {
        let host = HeadlessHost()
        let log = CallbackLog()
        let root = RecordingViewController("root", log: log)
        host.window.rootViewController = root
        log.clear()
        host.window.rootViewController = root
        #expect(log.entries.isEmpty)
    }

    @Test("a root set on a hidden window appears when the window is shown")
    func hiddenWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        window.isHidden = true
        let log = CallbackLog()
        let root = RecordingViewController("root", log: log)
        window.rootViewController = root
        #expect(log.filtered("viewWillAppear", "viewDidAppear").isEmpty)
        #expect(root.view.frame.size == CGSize(width: 300, height: 500))
        window.makeKeyAndVisible()
        #expect(
            log.filtered("viewWillAppear", "viewDidAppear") == ["root.viewWillAppear", "root.viewDidAppear"])
    }

    @Test("begin and end drive will/did, with the animated flag passed through")
    func beginEnd() {
        final class Flags: UIViewController {
            var calls: [String] = []
            override func viewWillAppear(_ animated: Bool) { calls.append("willAppear \(animated)") }
            override func viewDidAppear(_ animated: Bool) { calls.append("didAppear \(animated)") }
            override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear \(animated)") }
            override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear \(animated)") }
        }
        let controller = Flags()
        controller.beginAppearanceTransition(true, animated: true)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        #expect(
            controller.calls == [
                "willAppear true", "didAppear true", "willDisappear false", "didDisappear false",
            ])
    }

    @Test(
        "a cancelled dismissal: will disappear, will appear, did appear, and no did disappear (Behaviour 8.3)"
    )
    func cancelledDismissal() {
        let host = HeadlessHost()
        let log = CallbackLog()
        let controller = RecordingViewController("vc", log: log)
        host.window.rootViewController = controller
        log.clear()
        controller.beginAppearanceTransition(false, animated: true)
        controller.beginAppearanceTransition(true, animated: true)
        controller.endAppearanceTransition()
        #expect(log.entries == ["vc.viewWillDisappear", "vc.viewWillAppear", "vc.viewDidAppear"])
        // Back in the appeared state: a real dismissal now runs normally.
        log.clear()
        controller.beginAppearanceTransition(false, animated: true)
        controller.endAppearanceTransition()
        #expect(log.entries == ["vc.viewWillDisappear", "vc.viewDidDisappear"])
        #expect(host.diagnostics.isEmpty)
    }

    @Test("a cancelled appearance turns back into a disappearance")
    func cancelledAppearance() {
        let log = CallbackLog()
        let controller = RecordingViewController("vc", log: log)
        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(false, animated: true)
        controller.endAppearanceTransition()
        #expect(log.entries == ["vc.viewWillAppear", "vc.viewWillDisappear", "vc.viewDidDisappear"])
    }

    @Test("unbalanced calls are reported and ignored")
    func unbalanced() {
        let host = HeadlessHost()
        let log = CallbackLog()
        let controller = RecordingViewController("vc", log: log)
        host.window.rootViewController = controller
        log.clear()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(log.entries.isEmpty, "already appeared: nothing is called again")
        let reports = host.diagnostics.filter { $0.kind == .unbalancedAppearanceTransition }
        #expect(reports.count == 2)
        #expect(reports.first?.message.contains("Unbalanced calls") == true)
    }

    @Test("children shown in the parent's view follow its appearance, parent first")
    func forwardedToChildren() {
        let host = HeadlessHost()
        let log = CallbackLog()
        let parent = RecordingViewController("parent", log: log)
        let child = RecordingViewController("child", log: log)
        parent.embed(child)
        log.clear()
        host.window.rootViewController = parent
        #expect(
            log.filtered("viewWillAppear", "viewDidAppear") == [
                "parent.viewWillAppear", "child.viewWillAppear", "parent.viewDidAppear",
                "child.viewDidAppear",
            ])
        log.clear()
        host.window.rootViewController = UIViewController()
        #expect(
            log.entries == [
                "parent.viewWillDisappear", "child.viewWillDisappear", "parent.viewDidDisappear",
                "child.viewDidDisappear",
            ])
    }

    @Test("a cancelled disappearance is forwarded to children too")
    func cancellationForwarded() {
        let host = HeadlessHost()
        let log = CallbackLog()
        let parent = RecordingViewController("parent", log: log)
        let child = RecordingViewController("child", log: log)
        parent.embed(child)
        host.window.rootViewController = parent
        log.clear()
        parent.beginAppearanceTransition(false, animated: true)
        parent.beginAppearanceTransition(true, animated: true)
        parent.endAppearanceTransition()
        #expect(
            log.entries == [
                "parent.viewWillDisappear", "child.viewWillDisappear", "parent.viewWillAppear",
                "child.viewWillAppear", "parent.viewDidAppear", "child.viewDidAppear",
            ])
    }

    @Test("children whose views are not in the parent's view get no appearance callbacks")
    func childWithoutViewInHierarchy() {
        let host = HeadlessHost()
        let log = CallbackLog()
        let parent = RecordingViewController("parent", log: log)
        let hidden = RecordingViewController("hidden", log: log)
        parent.addChild(hidden)
        hidden.didMove(toParent: parent)
        host.window.rootViewController = parent
        #expect(
            log.filtered("viewWillAppear", "viewDidAppear") == [
                "parent.viewWillAppear", "parent.viewDidAppear",
            ])
        #expect(!hidden.isViewLoaded, "forwarding does not load a child's view")
    }

    @Test("without automatic forwarding the container drives its children itself")
    func manualForwarding() {
        let host = HeadlessHost()
        let log = CallbackLog()
        let parent = RecordingViewController("parent", log: log)
        parent.forwardsAppearance = false
        let child = RecordingViewController("child", log: log)
        parent.embed(child)
        log.clear()
        host.window.rootViewController = parent
        #expect(
            log.filtered("viewWillAppear", "viewDidAppear") == [
                "parent.viewWillAppear", "parent.viewDidAppear",
            ])
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(
            log.filtered("viewWillAppear", "viewDidAppear").suffix(2) == [
                "child.viewWillAppear", "child.viewDidAppear",
            ])
    }
}
