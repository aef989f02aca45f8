import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// The stack, containment, appearance callbacks and misuse of `UINavigationController`
/// (Behaviour 16.1–16.3, 16.5, 16.9).
@MainActor
@Suite("UINavigationController")
struct UINavigationControllerTests {
    @Test(
        "an animated push: willShow, will-callbacks at once, did-callbacks when the slide ends (Behaviour 16.2)"
    )
    func pushOrder() {
        let (host, navigation, root, log) = NavigationFixture.make()
        let delegate = NavRecordingDelegate(log: log)
        navigation.delegate = delegate
        log.entries.removeAll()
        let pushed = NavRecordingController("B", log: log)
        navigation.pushViewController(pushed, animated: true)
        #expect(
            log.entries == [
                "B.willMove(nav)", "B.viewDidLoad", "delegate.willShow(B, true)", "A.viewWillDisappear(true)",
                "B.viewWillAppear(true)",
            ])
        host.advance(by: 0.2)
        #expect(log.entries.count == 5, "nothing more while the slide runs")
        host.runUntilIdle()
        #expect(
            log.entries == [
                "B.willMove(nav)", "B.viewDidLoad", "delegate.willShow(B, true)", "A.viewWillDisappear(true)",
                "B.viewWillAppear(true)", "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
                "B.didMove(nav)",
                "delegate.didShow(B, true)",
            ])
        #expect(navigation.viewControllers == [root, pushed])
        #expect(navigation.topViewController === pushed)
        #expect(
            root.viewIfLoaded?.superview == nil,
            "only the top's view stays in the navigation controller's view")
        #expect(pushed.view.isDescendant(of: navigation.view))
        #expect(pushed.parent === navigation && root.parent === navigation)
    }

    @Test("an animated pop: willMove(nil), willShow, will-callbacks, then did-callbacks and didMove(nil)")
    func popOrder() {
        let (host, navigation, root, log) = NavigationFixture.make()
        let pushed = NavRecordingController("B", log: log)
        navigation.pushViewController(pushed, animated: false)
        let delegate = NavRecordingDelegate(log: log)
        navigation.delegate = delegate
        log.entries.removeAll()
        let popped = navigation.popViewController(animated: true)
        #expect(popped === pushed)
        host.runUntilIdle()
        #expect(
            log.entries == [
                "B.willMove(nil)", "delegate.willShow(A, true)", "B.viewWillDisappear(true)",
                "A.viewWillAppear(true)", "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
                "B.didMove(nil)",
                "delegate.didShow(A, true)",
            ])
        #expect(navigation.viewControllers == [root])
        #expect(pushed.parent == nil)
        #expect(pushed.viewIfLoaded?.superview == nil)
        #expect(root.view.isDescendant(of: navigation.view))
    }

    @Test("a non-animated push runs every callback before returning")
    func unanimatedPush() {
        let (host, navigation, _, log) = NavigationFixture.make()
        log.entries.removeAll()
        navigation.pushViewController(NavRecordingController("B", log: log), animated: false)
        #expect(
            log.entries == [
                "B.willMove(nav)", "B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "B.didMove(nav)",
            ])
        withExtendedLifetime(host) {}
    }

    @Test("transitionCoordinator is non-nil on both controllers during an animated push, nil after")
    func coordinatorDuringPush() {
        let (host, navigation, root, log) = NavigationFixture.make()
        let pushed = NavRecordingController("B", log: log)
        var alongside = 0
        var completed: Bool?
        navigation.pushViewController(pushed, animated: true)
        #expect(pushed.coordinatorInWill == true)
        #expect(root.coordinatorInWill == true)
        let coordinator = pushed.transitionCoordinator
        #expect(coordinator != nil && coordinator === root.transitionCoordinator)
        #expect(coordinator?.viewController(forKey: .from) === root)
        #expect(coordinator?.viewController(forKey: .to) === pushed)
        #expect(coordinator?.transitionDuration == 0.35)
        host.advance(by: 0.1)
        #expect(pushed.transitionCoordinator != nil)
        _ = coordinator?.animate(
            alongsideTransition: { _ in alongside += 1 }, completion: { completed = !$0.isCancelled })
        #expect(alongside == 1)
        host.runUntilIdle()
        #expect(completed == true)
        #expect(pushed.transitionCoordinator == nil && root.transitionCoordinator == nil)
    }

    @Test("alongside blocks queued in viewWillAppear run with the slide; completions run at its end")
    func alongsideFromWillAppear() {
        final class Joining: UIViewController {
            var events: [String] = []
            let marker = UIView()
            override func viewWillAppear(_ animated: Bool) {
                _ = transitionCoordinator?.animate(
                    alongsideTransition: { _ in
                        self.events.append("alongside")
                        self.marker.alpha = 0
                    },
                    completion: { _ in self.events.append("completion") })
            }
            override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
        }
        let (host, navigation, _, _) = NavigationFixture.make()
        let joining = Joining()
        joining.view.addSubview(joining.marker)
        navigation.pushViewController(joining, animated: true)
        #expect(joining.events == ["alongside"])
        host.advance(by: 0.1)
        let alpha = joining.marker.layer.presentation()?.opacity ?? 0
        #expect(alpha > 0 && alpha < 1, "the alpha change animates with the slide")
        host.runUntilIdle()
        #expect(joining.events == ["alongside", "completion", "viewDidAppear"])
    }

    @Test(
        "viewControllers: set replaces the stack, children follow, only the top's view is shown (Behaviour 16.5)"
    )
    func setViewControllers() {
        let (host, navigation, root, log) = NavigationFixture.make()
        let b = NavRecordingController("B", log: log)
        let c = NavRecordingController("C", log: log)
        navigation.viewControllers = [root, b, c]
        #expect(navigation.viewControllers == [root, b, c])
        #expect(navigation.children == [root, b, c])
        #expect(c.view.isDescendant(of: navigation.view))
        #expect(b.viewIfLoaded == nil, "a controller below the top does not load its view")
        #expect(root.viewIfLoaded?.superview == nil)
        log.entries.removeAll()
        navigation.setViewControllers([c], animated: false)
        #expect(navigation.viewControllers == [c])
        #expect(root.parent == nil && b.parent == nil && c.parent === navigation)
        #expect(log.entries == ["A.willMove(nil)", "A.didMove(nil)", "B.willMove(nil)", "B.didMove(nil)"])
        log.entries.removeAll()
        let d = NavRecordingController("D", log: log)
        navigation.setViewControllers([d], animated: true)
        host.runUntilIdle()
        #expect(
            log.entries == [
                "D.willMove(nav)", "C.willMove(nil)", "D.viewDidLoad", "C.viewWillDisappear(true)",
                "D.viewWillAppear(true)", "C.viewDidDisappear(true)", "D.viewDidAppear(true)",
                "C.didMove(nil)",
            ], "replacing the top leaves as a pop does")
        #expect(navigation.topViewController === d && c.parent == nil)
    }

    @Test("popToViewController and popToRootViewController return what they popped, bottom first")
    func popTo() {
        let (host, navigation, root, log) = NavigationFixture.make()
        let b = NavRecordingController("B", log: log)
        let c = NavRecordingController("C", log: log)
        let d = NavRecordingController("D", log: log)
        navigation.viewControllers = [root, b, c, d]
        #expect(navigation.popToViewController(b, animated: true) == [c, d])
        host.runUntilIdle()
        #expect(navigation.viewControllers == [root, b])
        #expect(c.parent == nil && d.parent == nil)
        #expect(navigation.popToViewController(b, animated: false) == [])
        #expect(navigation.popToViewController(d, animated: false) == nil, "not on the stack")
        navigation.pushViewController(c, animated: false)
        #expect(navigation.popToRootViewController(animated: false) == [b, c])
        #expect(navigation.viewControllers == [root])
        #expect(navigation.popViewController(animated: true) == nil, "the root is never popped")
        #expect(navigation.viewControllers == [root])
    }

    @Test("navigationController is the nearest ancestor navigation controller")
    func navigationControllerOnDescendants() {
        let (host, navigation, root, log) = NavigationFixture.make()
        let b = NavRecordingController("B", log: log)
        let grandchild = UIViewController()
        b.addChild(grandchild)
        grandchild.didMove(toParent: b)
        navigation.pushViewController(b, animated: false)
        #expect(root.navigationController === navigation)
        #expect(b.navigationController === navigation)
        #expect(grandchild.navigationController === navigation)
        #expect(navigation.navigationController == nil)
        let presented = UIViewController()
        b.present(presented, animated: false)
        host.runUntilIdle()
        #expect(presented.navigationController == nil, "a presented controller is not on the stack")
        #expect(navigation.visibleViewController === presented)
        #expect(navigation.topViewController === b)
        let popped = navigation.popViewController(animated: false)
        #expect(popped === b && b.navigationController == nil)
    }

    @Test("a push while a push runs is reported and dropped")
    func pushWhilePushing() {
        let (host, navigation, root, log) = NavigationFixture.make()
        let b = NavRecordingController("B", log: log)
        let c = NavRecordingController("C", log: log)
        navigation.pushViewController(b, animated: true)
        host.advance(by: 0.1)
        navigation.pushViewController(c, animated: true)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(host.diagnostics.filter { $0.kind == .navigationMisuse }.count == 2)
        host.runUntilIdle()
        #expect(navigation.viewControllers == [root, b])
        #expect(c.parent == nil && c.viewIfLoaded == nil)
        #expect(b.view.isDescendant(of: navigation.view) && root.viewIfLoaded?.superview == nil)
        navigation.pushViewController(c, animated: false)
        #expect(navigation.viewControllers == [root, b, c], "accepted once the first push ended")
    }

    @Test("pushing a controller already on the stack, or a navigation controller, is reported and dropped")
    func pushMisuse() {
        let (host, navigation, root, _) = NavigationFixture.make()
        navigation.pushViewController(root, animated: false)
        navigation.pushViewController(
            UINavigationController(rootViewController: UIViewController()), animated: false)
        #expect(navigation.viewControllers == [root])
        let messages = host.diagnostics.filter { $0.kind == .navigationMisuse }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("already on this stack") == true)
    }

    @Test("a stack changed before the navigation controller is shown appears with it")
    func offScreenChanges() {
        let host = HeadlessHost()
        let log = NavigationLog()
        let a = NavRecordingController("A", log: log)
        let b = NavRecordingController("B", log: log)
        let navigation = UINavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: true)
        #expect(log.entries == ["A.willMove(nav)", "A.didMove(nav)", "B.willMove(nav)", "B.didMove(nav)"])
        log.entries.removeAll()
        host.window.rootViewController = navigation
        host.runUntilIdle()
        #expect(log.entries == ["B.viewDidLoad", "B.viewWillAppear(false)", "B.viewDidAppear(false)"])
        #expect(a.viewIfLoaded == nil)
    }
}

/// Presentation rules through a navigation stack (Behaviour 16.11).
@MainActor
@Suite("Presenting from a navigation stack")
struct NavigationPresentationContextTests {
    @Test("a pushed controller that defines the context hosts an over-current-context presentation")
    func pushedControllerDefinesContext() throws {
        let (host, navigation, _, log) = NavigationFixture.make()
        // An opaque bar keeps the pushed view below it (Behaviour 16.20).
        navigation.navigationBar.isTranslucent = false
        let pushed = NavRecordingController("B", log: log)
        pushed.definesPresentationContext = true
        navigation.pushViewController(pushed, animated: false)
        let covering = UIViewController()
        covering.modalPresentationStyle = .overCurrentContext
        pushed.present(covering, animated: false)
        host.runUntilIdle()
        #expect(covering.presentingViewController === pushed)
        #expect(navigation.presentedViewController == nil)
        let frame = covering.view.convert(covering.view.bounds, to: nil)
        #expect(frame == CGRect(x: 0, y: 44, width: 390, height: 800), "it covers the pushed view only")
        #expect(navigation.visibleViewController === covering)
    }
}

/// `show(_:sender:)` (Behaviour 16.15).
@MainActor
@Suite("show(_:sender:)")
struct ShowTests {
    @Test("inside a stack, at any depth, show pushes animated; outside any, it presents")
    func show() {
        let (host, navigation, root, log) = NavigationFixture.make()
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let detail = NavRecordingController("B", log: log)
        log.entries.removeAll()
        child.show(detail, sender: nil)
        #expect(navigation.viewControllers == [root, detail])
        #expect(log.entries.contains("B.viewWillAppear(true)"), "animated")
        host.runUntilIdle()
        let lone = UIViewController()
        let presenter = UIViewController()
        let other = HeadlessHost()
        other.window.rootViewController = presenter
        other.runUntilIdle()
        presenter.show(lone, sender: nil)
        other.runUntilIdle()
        #expect(presenter.presentedViewController === lone)
    }
}
