import Foundation
import Testing

@testable import PresentationKit

/// The presented controller's appearance during a pull that may dismiss its sheet (Behaviour 14.26):
/// `viewWillDisappear` as the pull starts, then `viewWillAppear` and `viewDidAppear` when the sheet
/// snaps back, or `viewDidDisappear` when it is dismissed; the presenter, whose view stays, hears
/// nothing (2.2). On the notched phone (393 × 852), the sheet rests at medium (top 443.5).
@MainActor
@Suite("UISheetPresentationController: appearance during a pull")
struct SheetPullAppearanceTests {
    final class Delegate: NSObject, UISheetPresentationControllerDelegate {
        var allowsDismissal = true
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            allowsDismissal
        }
    }

    private func stage(delegate: Delegate, modal: Bool = false) -> (
        HeadlessHost, RecordingController, RecordingController, RecordingController.Log
    ) {
        let log = RecordingController.Log()
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = RecordingController("root", log: log)
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheet = RecordingController("sheet", log: log)
        sheet.isModalInPresentation = modal
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        sheet.sheetPresentationController?.delegate = delegate
        root.present(sheet, animated: true)
        host.runUntilIdle()
        log.clear()
        return (host, root, sheet, log)
    }

    /// Presents `content` from `root` as a popover pointing at the root view, with `delegate`
    /// (which supplies a replacement where it adapts), and lets it come to rest.
    @discardableResult
    private func presentPopover(
        _ content: UIViewController, from root: UIViewController,
        delegate: any UIAdaptivePresentationControllerDelegate, in host: HeadlessHost
    ) throws -> UIPopoverPresentationController {
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = root.view
        popover.delegate = delegate
        root.present(content, animated: true)
        host.runUntilIdle()
        return popover
    }

    /// Puts a finger on the sheet and pulls it down by `distance` in steps, without lifting it.
    private func pull(_ host: HeadlessHost, by distance: CGFloat) {
        host.touchDown(at: CGPoint(x: 200, y: 500))
        for step in 1...10 {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 200, y: 500 + distance * CGFloat(step) / 10))
        }
    }

    @Test("14.26: a pull that may dismiss: viewWillDisappear as it starts; let go, it appears again")
    func snapBack() {
        let delegate = Delegate()
        let (host, root, sheet, log) = stage(delegate: delegate)
        pull(host, by: 60)
        #expect(log.entries == ["sheet.viewWillDisappear"], "the pull began the disappearance")
        host.advance(by: 0.3)
        host.touchUp()
        host.runUntilIdle()
        #expect(
            log.entries == ["sheet.viewWillDisappear", "sheet.viewWillAppear", "sheet.viewDidAppear"],
            "the presenter hears nothing (2.2)")
        #expect(root.presentedViewController === sheet)
        #expect(sheet.view.frame.minY == 443.5)
        // A second tug goes the same way: the controller is balanced again.
        log.clear()
        pull(host, by: 40)
        host.advance(by: 0.3)
        host.touchUp()
        host.runUntilIdle()
        #expect(log.entries == ["sheet.viewWillDisappear", "sheet.viewWillAppear", "sheet.viewDidAppear"])
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("14.26: a pull that dismisses: viewWillDisappear as it starts, viewDidDisappear once it is gone")
    func dismisses() {
        let delegate = Delegate()
        let (host, root, _, log) = stage(delegate: delegate)
        host.fling(
            from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 700), duration: 0.2,
            releaseVelocity: CGPoint(x: 0, y: 1500))
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(log.entries == ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "14.26, 14.25: a pull that cannot dismiss (modal, a refusing delegate, or up to large) changes no appearance",
        arguments: ["modal", "refused", "up"])
    func pullsThatCannotDismiss(kind: String) {
        let delegate = Delegate()
        delegate.allowsDismissal = kind != "refused"
        let (host, root, sheet, log) = stage(delegate: delegate, modal: kind == "modal")
        pull(host, by: kind == "up" ? -300 : 200)
        #expect(log.entries.isEmpty)
        host.advance(by: 0.3)
        host.touchUp()
        host.runUntilIdle()
        #expect(log.entries.isEmpty)
        #expect(root.presentedViewController === sheet)
    }

    @Test("14.26: dismissed in code as it snaps back: every will-call has its did-call, once")
    func dismissedDuringSnapBack() {
        let delegate = Delegate()
        let (host, root, sheet, log) = stage(delegate: delegate)
        pull(host, by: 60)
        host.advance(by: 0.3)
        host.touchUp()
        host.advance(by: 0.05)  // the sheet is on its way back
        #expect(log.entries == ["sheet.viewWillDisappear", "sheet.viewWillAppear"])
        var completions = 0
        sheet.dismiss(animated: true) { completions += 1 }
        host.runUntilIdle()
        #expect(
            log.entries == [
                "sheet.viewWillDisappear", "sheet.viewWillAppear", "sheet.viewWillDisappear",
                "sheet.viewDidDisappear",
            ])
        #expect(completions == 1)
        #expect(root.presentedViewController == nil)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("14.26: a replacement shown in a sheet's place, holding the presented controller, takes it along")
    func replacementTakesChildAlong() throws {
        final class Replacing: NSObject, UIAdaptivePresentationControllerDelegate {
            var replacement: UINavigationController?
            func adaptivePresentationStyle(
                for controller: UIPresentationController, traitCollection: UITraitCollection
            ) -> UIModalPresentationStyle { .pageSheet }
            func presentationController(
                _ controller: UIPresentationController,
                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
            ) -> UIViewController? {
                if replacement == nil {
                    replacement = UINavigationController(
                        rootViewController: controller.presentedViewController)
                }
                return replacement
            }
        }
        let log = RecordingController.Log()
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = RecordingController("root", log: log)
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = RecordingController("content", log: log)
        let delegate = Replacing()
        try presentPopover(content, from: root, delegate: delegate, in: host)
        #expect(content.parent === delegate.replacement, "shown inside the replacement")
        log.clear()
        pull(host, by: 60)
        host.advance(by: 0.3)
        host.touchUp()
        host.runUntilIdle()
        #expect(
            log.entries == ["content.viewWillDisappear", "content.viewWillAppear", "content.viewDidAppear"])
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "14.26, 13.14: a pull let go as the pane widens: the popover returns to its bubble, and what it holds appears"
    )
    func snapBackInterruptedByReturnToBubble() throws {
        final class Replacing: NSObject, UIAdaptivePresentationControllerDelegate {
            func presentationController(
                _ controller: UIPresentationController,
                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
            ) -> UIViewController? {
                UINavigationController(rootViewController: controller.presentedViewController)
            }
        }
        let log = RecordingController.Log()
        let host = HeadlessHost(device: .tablet)
        let root = RecordingController("root", log: log)
        host.window.rootViewController = root
        host.resize(to: CGSize(width: 375, height: 1194))
        host.runUntilIdle()
        let content = RecordingController("content", log: log)
        let child = RecordingController("child", log: log)
        content.addChild(child)
        content.view.addSubview(child.view)
        child.didMove(toParent: content)
        let delegate = Replacing()
        let popover = try presentPopover(content, from: root, delegate: delegate, in: host)
        log.clear()
        pull(host, by: 60)
        host.advance(by: 0.3)
        host.touchUp()
        host.advance(by: 1.0 / 60)  // on its way back: viewDidAppear is due when it rests
        host.resize(to: CGSize(width: 834, height: 1194), duration: 0)
        host.runUntilIdle()
        #expect(popover.arrowDirection != .unknown, "back in its bubble")
        #expect(content.view.superview === popover.containerView)
        #expect(
            log.entries == [
                "content.viewWillDisappear", "child.viewWillDisappear", "content.viewWillAppear",
                "child.viewWillAppear", "content.viewDidAppear", "child.viewDidAppear",
            ],
            "the engine's move out of the replacement is not a disappearance of what it carries")
        #expect(content.appearanceState == .appeared && child.appearanceState == .appeared)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "14.26: a size change that ends while a finger holds the sheet leaves it to the finger, reported as nothing"
    )
    func sizeChangeUnderTheFinger() throws {
        let delegate = Delegate()
        let (host, _, sheet, _) = stage(delegate: delegate)
        let controller = try #require(sheet.sheetPresentationController)
        pull(host, by: 60)
        host.resize(to: CGSize(width: 393, height: 800), duration: 0.3)
        host.advance(by: 0.4)
        #expect(host.diagnostics.isEmpty, "the finger's frame is no stale frame: \(host.diagnostics)")
        host.touchUp()
        host.runUntilIdle()
        #expect(sheet.view.frame == controller.frameOfPresentedViewInContainerView)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
    @Test(
        "14.26: a popover shown as a sheet and held by the finger through a size change is reported as nothing"
    )
    func adaptedPopoverSizeChangeUnderTheFinger() throws {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = root.view
        root.present(content, animated: true)
        host.runUntilIdle()
        let atRest = content.view.frame
        pull(host, by: 60)
        #expect(content.view.frame.minY > atRest.minY + 30, "the pull moves the adapted popover's sheet")
        host.resize(to: CGSize(width: 393, height: 800), duration: 0.3)
        host.advance(by: 0.4)
        #expect(host.diagnostics.isEmpty, "the finger's frame is no stale frame: \(host.diagnostics)")
        host.touchUp()
        host.runUntilIdle()
        #expect(content.view.frame == popover.frameOfPresentedViewInContainerView)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}
