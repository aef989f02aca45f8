import Foundation
import Testing

@testable import PresentationKit

/// Every dismissal or presentation the library accepts completes; one it cannot honour is
/// reported, and its completion is then never owed (Behaviour 10.2).
@MainActor
@Suite("Accepted requests complete or are reported")
struct AcceptedRequestTests {
    /// A tablet whose root presents `presented` (with `style`, without animation) holding a
    /// child that defines the presentation context, at rest.
    private func stage(_ style: UIModalPresentationStyle) -> (
        HeadlessHost, UIViewController, UIViewController
    ) {
        let host = HeadlessHost(device: .tablet, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let presented = UIViewController()
        presented.modalPresentationStyle = style
        root.present(presented, animated: false)
        host.runUntilIdle()
        let child = UIViewController()
        child.definesPresentationContext = true
        presented.addChild(child)
        presented.view.addSubview(child.view)
        child.view.frame = presented.view.bounds.insetBy(dx: 40, dy: 40)
        child.didMove(toParent: presented)
        return (host, presented, child)
    }

    @Test("X asked to dismiss twice in a row: the first completes, the second completes or is reported")
    func dismissTwice() {
        // X over full screen; its child presents a custom controller with isModalInPresentation.
        let (host, x, child) = stage(.overFullScreen)
        let modal = UIViewController()
        modal.modalPresentationStyle = .custom
        modal.isModalInPresentation = true
        child.present(modal, animated: true)
        host.runUntilIdle()
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

    final class InContextDelegate: NSObject, UIViewControllerTransitioningDelegate {
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
        let (host, parent, child) = stage(.fullScreen)
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
