import Foundation
import Testing

@testable import PresentationKit

/// A request made of controllers no longer in any host must still reach a host's diagnostics, or
/// complete (fuzzer seed 8200766, Documentation/FuzzerFindings.md).
@MainActor
@Suite("Requests of detached controllers")
struct UnreachableReportTests {
    final class Adaptive: NSObject, UIPopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle { .pageSheet }
    }

    @Test("seed 8200766: a popover's context child presents 5 ms after the popover's non-animated dismissal")
    func presentFromDismissedPopoversChild() throws {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        var top = root
        for (style, transition) in [
            (UIModalPresentationStyle.fullScreen, UIModalTransitionStyle.partialCurl),
            (.formSheet, .coverVertical),
            (.overFullScreen, .coverVertical), (.pageSheet, .coverVertical),
        ] {
            let next = UIViewController()
            next.modalPresentationStyle = style
            next.modalTransitionStyle = transition
            top.present(next, animated: true)
            host.runUntilIdle()
            top = next
        }
        let popover = UIViewController()
        let context = UIViewController()
        context.definesPresentationContext = true
        popover.addChild(context)
        popover.view.addSubview(context.view)
        context.didMove(toParent: popover)
        popover.modalPresentationStyle = .popover
        let delegate = Adaptive()
        popover.popoverPresentationController?.delegate = delegate
        popover.popoverPresentationController?.sourceView = top.view
        top.present(popover, animated: true)
        host.runUntilIdle()
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        popover.dismiss(animated: false)
        host.advance(by: 0.005)
        let flipped = UIViewController()
        flipped.modalPresentationStyle = .fullScreen
        flipped.modalTransitionStyle = .flipHorizontal
        var completions = 0
        let before = host.diagnostics.count
        context.present(flipped, animated: true) { completions += 1 }
        host.runUntilIdle()
        let reported = host.diagnostics.count > before
        // Neither controller is in the host any more and the call comes from outside the host's
        // run: the refusal ("not in a window") reaches the host the popover was last presented in.
        #expect(completions == 0)
        #expect(reported, "the refusal is on the host's diagnostics")
        #expect(host.diagnostics.dropFirst(before).contains { $0.kind == .presentationMisuse })
    }
}
