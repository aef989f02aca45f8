import Foundation
import Testing

@testable import PresentationKit

/// Every dismissal or presentation the library accepts completes; one it cannot honour is
/// reported, and its completion is then never owed (Behaviour 10.2).
@MainActor
@Suite("Accepted requests complete or are reported")
struct AcceptedRequestTests {
    /// A root, X presented over full screen, a child of X defining the context, and a custom
    /// controller with `isModalInPresentation` presented over that context.
    private func stage() -> (HeadlessHost, UIViewController, UIViewController, UIViewController) {
        let host = HeadlessHost(device: .tablet, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let x = UIViewController()
        x.modalPresentationStyle = .overFullScreen
        root.present(x, animated: true)
        host.runUntilIdle()
        let child = UIViewController()
        child.definesPresentationContext = true
        x.addChild(child)
        x.view.addSubview(child.view)
        child.view.frame = x.view.bounds.insetBy(dx: 40, dy: 40)
        child.didMove(toParent: x)
        let modal = UIViewController()
        modal.modalPresentationStyle = .custom
        modal.isModalInPresentation = true
        child.present(modal, animated: true)
        host.runUntilIdle()
        return (host, root, x, child)
    }

    @Test("X asked to dismiss twice in a row: the first completes, the second completes or is reported")
    func dismissTwice() {
        let (host, _, x, _) = stage()
        var completions = 0
        x.dismiss(animated: true) { completions += 1 }
        let before = host.diagnostics.count
        x.dismiss(animated: true) { completions += 1 }
        let reported = host.diagnostics.count > before
        host.runUntilIdle()
        #expect(completions == (reported ? 1 : 2), "completions \(completions), reported \(reported)")
    }

    /// A presentation controller that keeps the presentation inside the current context.
    final class InContext: UIPresentationController {
        override var shouldPresentInFullscreen: Bool { false }
    }

    final class InContextDelegate: UIViewControllerTransitioningDelegate {
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            InContext(presentedViewController: presented, presenting: presenting)
        }
    }

    @Test(
        "a dismissal asked of a controller whose child presented over its context without animation completes or is reported",
        arguments: [false, true])
    func dismissParentOfContext(custom: Bool) {
        let host = HeadlessHost(device: .tablet, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let parent = UIViewController()
        parent.modalPresentationStyle = .fullScreen
        root.present(parent, animated: false)
        host.runUntilIdle()
        let child = UIViewController()
        child.definesPresentationContext = true
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.view.frame = parent.view.bounds.insetBy(dx: 40, dy: 40)
        child.didMove(toParent: parent)
        let delegate = InContextDelegate()
        let over = UIViewController()
        over.modalPresentationStyle = custom ? .custom : .overCurrentContext
        if custom { over.transitioningDelegate = delegate }
        child.present(over, animated: false)
        host.runUntilIdle()
        var completions = 0
        let before = host.diagnostics.count
        parent.dismiss(animated: true) { completions += 1 }
        let reported = host.diagnostics.count > before
        host.runUntilIdle()
        #expect(
            completions == (reported ? 0 : 1),
            "completions \(completions), reported \(reported): \(host.diagnostics)")
        #expect(
            host.window.presentationChain.allSatisfy {
                $0.presented.presentation.transition?.isFinished ?? true
            })
    }
}
