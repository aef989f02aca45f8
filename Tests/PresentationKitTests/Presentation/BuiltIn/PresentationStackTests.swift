import Foundation
import Testing

@testable import PresentationKit

/// Stacks of built-in presentations (Behaviour 3.5, 4.1, 10.1).
@MainActor
@Suite("Stacks of built-in presentations")
struct PresentationStackTests {
    @Test("a sheet over a sheet: chains, the lower sheet scaled back, and dismissal from the bottom")
    func sheetOverSheet() throws {
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let first = UIViewController()
        let second = UIViewController()
        root.present(first, animated: true)
        host.runUntilIdle()
        first.present(second, animated: true)
        host.runUntilIdle()
        #expect(root.presentedViewController === first)
        #expect(first.presentingViewController === root)
        #expect(first.presentedViewController === second)
        #expect(second.presentingViewController === first)
        #expect(first.view.transform.a < 1, "the lower sheet steps back")
        #expect(root.view.window != nil && first.view.window != nil)

        root.dismiss(animated: true)
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(first.view.window == nil && second.view.window == nil)
        #expect(root.view.transform == .identity)
        #expect(host.window.subviews.count == 1 && host.window.subviews.first === root.view)
    }

    @Test("a child that asks reports the presented controller, though its full-screen ancestor presents")
    func childReportsPresented() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let presented = UIViewController()
        presented.modalPresentationStyle = .formSheet
        child.present(presented, animated: false)
        host.runUntilIdle()
        #expect(child.presentedViewController === presented)
        #expect(root.presentedViewController === presented)
        #expect(presented.presentingViewController === root)
        child.dismiss(animated: false)
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }

    @Test(
        "presenting from a controller that presents a sheet already is dropped and reported (Behaviour 10.1)")
    func alreadyPresenting() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        root.present(UIViewController(), animated: false)
        host.runUntilIdle()
        root.present(UIViewController(), animated: false)
        host.runUntilIdle()
        #expect(
            host.diagnostics.contains {
                $0.kind == .presentationMisuse && $0.message.contains("already presenting")
            })
    }
}
