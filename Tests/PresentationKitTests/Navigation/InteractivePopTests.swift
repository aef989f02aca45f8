import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// The edge-swipe pop (Behaviour 16.12): a pan from the left edge scrubs the pop slide; let go past half
/// the width (projected, Behaviour 12.19) it finishes, short of it it is cancelled.
@MainActor
@Suite("Interactive pop")
struct InteractivePopTests {
    private func stage() -> (
        HeadlessHost, UINavigationController, NavRecordingController, NavigationLog, NavRecordingDelegate
    ) {
        let (host, navigation, _, log) = NavigationFixture.make()
        let pushed = NavRecordingController("B", log: log)
        navigation.pushViewController(pushed, animated: false)
        let delegate = NavRecordingDelegate(log: log)
        navigation.delegate = delegate
        log.entries.removeAll()
        return (host, navigation, pushed, log, delegate)
    }

    private func minX(_ view: UIView) throws -> Double {
        let layer = try #require(view.layer.presentation())
        return Double(layer.position.x - layer.bounds.width / 2)
    }

    @Test("a swipe past half the width pops, with the pop's callbacks in order")
    func finishedSwipe() throws {
        let (host, navigation, pushed, log, delegate) = stage()
        defer { withExtendedLifetime(delegate) {} }
        let root = try #require(navigation.viewControllers.first)
        host.touchDown(at: CGPoint(x: 3, y: 400))
        for x in stride(from: 13.0, through: 123, by: 10) {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: x, y: 400))
        }
        host.advance(by: 1.0 / 60)
        #expect(
            log.entries == [
                "B.willMove(nil)", "delegate.willShow(A, true)", "B.viewWillDisappear(true)",
                "A.viewWillAppear(true)",
            ])
        let pan = try #require(navigation.interactivePopGestureRecognizer as? UIPanGestureRecognizer)
        let translation = Double(pan.translation(in: navigation.view).x)
        #expect(translation > 50)
        #expect(abs(try minX(pushed.view) - translation) < 1e-6, "the popped view follows the finger")
        #expect(
            abs(try minX(root.view) - (-130 + translation / 3)) < 1e-6, "the one below moves a third as fast")
        let coordinator = try #require(pushed.transitionCoordinator)
        #expect(coordinator.isInteractive && coordinator.initiallyInteractive)
        #expect(abs(Double(coordinator.percentComplete) - translation / 390) < 1e-9)
        var changes: [Bool] = []
        coordinator.notifyWhenInteractionChanges { changes.append($0.isCancelled) }
        // Fast to the right: released, it runs on to the end.
        for x in stride(from: 163.0, through: 283, by: 40) {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: x, y: 400))
        }
        host.touchUp()
        #expect(changes == [false])
        host.runUntilIdle()
        #expect(
            log.entries == [
                "B.willMove(nil)", "delegate.willShow(A, true)", "B.viewWillDisappear(true)",
                "A.viewWillAppear(true)", "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
                "B.didMove(nil)",
                "delegate.didShow(A, true)",
            ])
        #expect(navigation.viewControllers == [root])
        #expect(pushed.parent == nil && pushed.viewIfLoaded?.superview == nil)
        #expect(try minX(root.view) == 0)
        #expect(navigation.navigationBar.backButton == nil)
    }

    @Test("a swipe let go short of half the width is cancelled: the callbacks turn back, the stack stays")
    func cancelledSwipe() throws {
        let (host, navigation, pushed, log, delegate) = stage()
        defer { withExtendedLifetime(delegate) {} }
        let root = try #require(navigation.viewControllers.first)
        var cancelled: Bool?
        host.touchDown(at: CGPoint(x: 3, y: 400))
        for x in stride(from: 13.0, through: 83, by: 10) {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: x, y: 400))
            if cancelled == nil, let coordinator = pushed.transitionCoordinator {
                cancelled = false
                _ = coordinator.animate(alongsideTransition: nil) { cancelled = $0.isCancelled }
            }
        }
        // Slowly back a little, then let go.
        for x in stride(from: 81.0, through: 71, by: -2) {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: x, y: 400))
        }
        host.touchUp()
        #expect(
            log.entries == [
                "B.willMove(nil)", "delegate.willShow(A, true)", "B.viewWillDisappear(true)",
                "A.viewWillAppear(true)", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
            ], "Behaviour 12.13: the appearing controller turns back first")
        host.runUntilIdle()
        #expect(
            log.entries == [
                "B.willMove(nil)", "delegate.willShow(A, true)", "B.viewWillDisappear(true)",
                "A.viewWillAppear(true)", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(nav)",
            ])
        #expect(cancelled == true)
        #expect(navigation.viewControllers == [root, pushed])
        #expect(pushed.parent === navigation && !pushed.isMovingFromParent)
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(try minX(pushed.view) == 0)
        #expect(navigation.navigationBar.backButton?.titleLabel?.text == "A")
        navigation.popViewController(animated: false)
        #expect(navigation.viewControllers == [root], "the stack works on after a cancelled swipe")
    }

    @Test("a back tap while a let-go swipe settles is ignored, with no misuse reported (Behaviour 16.12)")
    func backTapWhileSettling() throws {
        let (host, navigation, _, log, delegate) = stage()
        defer { withExtendedLifetime(delegate) {} }
        let pushed = NavRecordingController("C", log: log)
        navigation.pushViewController(pushed, animated: false)
        host.runUntilIdle()
        host.touchDown(at: CGPoint(x: 3, y: 400))
        for x in stride(from: 13.0, through: 83, by: 10) {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: x, y: 400))
        }
        for x in stride(from: 81.0, through: 71, by: -2) {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: x, y: 400))
        }
        host.touchUp()
        #expect(pushed.transitionCoordinator != nil, "the cancelled swipe is settling")
        let back = try #require(navigation.navigationBar.backButton)
        let backCentre = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil)
        #expect(host.window.hitTest(backCentre, with: nil)?.isDescendant(of: back) == true)
        host.tap(at: backCentre)
        host.runUntilIdle()
        #expect(navigation.viewControllers.last === pushed, "the cancelled swipe left the stack as it was")
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        host.tap(at: backCentre)
        host.runUntilIdle()
        #expect(navigation.viewControllers.count == 2, "at rest the back button pops")
    }

    @Test("with only the root on the stack, an edge swipe does nothing")
    func swipeOnRoot() {
        let (host, navigation, root, log) = NavigationFixture.make()
        log.entries.removeAll()
        host.drag(from: CGPoint(x: 3, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        host.runUntilIdle()
        #expect(log.entries == [])
        #expect(navigation.viewControllers == [root])
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "a swipe under way in a presented navigation controller dismissed and let go is cancelled with it (12.28)"
    )
    func swipeInControllerTakenOffScreen() {
        let host = HeadlessHost()
        let presenter = UIViewController()
        host.window.rootViewController = presenter
        weak var gone: UINavigationController?
        do {
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.pushViewController(UIViewController(), animated: false)
            navigation.modalPresentationStyle = .fullScreen
            presenter.present(navigation, animated: false)
            gone = navigation
        }
        host.runUntilIdle()
        host.touchDown(at: CGPoint(x: 3, y: 400))
        for x in stride(from: 13.0, through: 123, by: 10) {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: x, y: 400))
        }
        #expect(gone?.transitionCoordinator?.isInteractive == true)
        var interactionEnds: [Bool] = []
        gone?.transitionCoordinator?.notifyWhenInteractionChanges { interactionEnds.append($0.isCancelled) }
        // The app dismisses it mid-swipe and keeps no reference: the swipe's view left the window.
        presenter.dismiss(animated: false)
        host.advance(by: 1.0 / 60)
        #expect(interactionEnds == [true], "the swipe ended cancelled as its view left")
        host.touchMove(to: CGPoint(x: 200, y: 400))
        host.touchUp()
        host.runUntilIdle()
        #expect(gone == nil)
        #expect(presenter.presentedViewController == nil)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}
