import Foundation
import PresentationKit
import Testing

/// Held-out tests of issue 34, "sheets: the parts not finished" (Behaviour 14.12, 14.19, 14.20,
/// 14.24–14.26; UIKit's `UISheetPresentationController` and `UIAdaptivePresentationControllerDelegate`
/// pages). Sheets use their defaults (`.large()` only) unless a test says otherwise.
@MainActor
@Suite("Held out: sheets")
struct SheetHeldOutTests {
    private struct Stage {
        let host: HeadlessHost
        let root: HeldOutController
        let sheet: HeldOutController
        let log: HeldOutLog
        let delegate: HeldOutDismissalDelegate
        /// The sheet's frame in the window at rest.
        let rest: CGRect
    }

    private func stage(
        device: HeadlessDevice = .notchedPhone, orientation: UIInterfaceOrientation = .portrait,
        style: UIModalPresentationStyle = .pageSheet, modal: Bool = false, allowsDismissal: Bool = true
    ) -> Stage {
        let log = HeldOutLog()
        let host = HeadlessHost(device: device, orientation: orientation)
        let root = HeldOutController("root", log: log)
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheet = HeldOutController("sheet", log: log)
        sheet.modalPresentationStyle = style
        sheet.isModalInPresentation = modal
        let delegate = HeldOutDismissalDelegate()
        delegate.allowsDismissal = allowsDismissal
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: true)
        host.runUntilIdle()
        log.clear()
        return Stage(
            host: host, root: root, sheet: sheet, log: log, delegate: delegate,
            rest: heldOutWindowFrame(of: sheet.view))
    }

    /// A finger goes down on the sheet and pulls it down by `distance` in 20 steps, one a frame,
    /// then holds still for 0.3 s, without lifting.
    private func pull(_ stage: Stage, by distance: CGFloat) {
        let start = CGPoint(x: 200, y: stage.rest.minY + 150)
        stage.host.touchDown(at: start)
        for step in 1...20 {
            stage.host.advance(by: 1.0 / 60)
            stage.host.touchMove(to: CGPoint(x: 200, y: start.y + distance * CGFloat(step) / 20))
        }
        stage.host.advance(by: 0.3)
    }

    // MARK: - Appearance during a pull (14.26) and user dismissal (14.24)

    @Test("Behaviour 14.26: a dismissing pull sends viewWillDisappear; snapping back sends will/didAppear")
    func pullThenSnapBack() {
        let stage = stage()
        pull(stage, by: 100)
        #expect(stage.log.entries == ["sheet.viewWillDisappear"], "the presenter hears nothing")
        #expect(stage.delegate.calls == ["shouldDismiss", "willDismiss"])
        stage.host.touchUp()
        stage.host.runUntilIdle()
        #expect(
            stage.log.entries == ["sheet.viewWillDisappear", "sheet.viewWillAppear", "sheet.viewDidAppear"])
        #expect(!stage.delegate.calls.contains("didDismiss"))
        #expect(stage.root.presentedViewController === stage.sheet)
        #expect(heldOutClose(heldOutWindowFrame(of: stage.sheet.view), stage.rest))
    }

    @Test("Behaviour 14.24, 14.26: a pull far down dismisses: will/didDisappear, Should → Will → DidDismiss")
    func pullToDismiss() {
        let stage = stage()
        pull(stage, by: 600)
        stage.host.touchUp()
        stage.host.runUntilIdle()
        #expect(stage.root.presentedViewController == nil)
        #expect(stage.log.entries == ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])
        #expect(stage.delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test("Behaviour 14.27: a quick downward flick dismisses the sheet")
    func flickDismisses() {
        let stage = stage()
        let start = CGPoint(x: 200, y: stage.rest.minY + 150)
        stage.host.fling(
            from: start, to: CGPoint(x: 200, y: start.y + 150), duration: 0.05,
            releaseVelocity: CGPoint(x: 0, y: 2500))
        stage.host.runUntilIdle()
        #expect(stage.root.presentedViewController == nil)
        #expect(stage.delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test("Behaviour 9.4: a programmatic dismissal calls none of the user-dismissal delegate methods")
    func programmaticDismissalIsSilent() {
        let stage = stage()
        stage.sheet.dismiss(animated: true)
        stage.host.runUntilIdle()
        #expect(stage.delegate.calls == [])
        #expect(stage.root.presentedViewController == nil)
    }

    // MARK: - isModalInPresentation (14.25)

    @Test("Behaviour 14.25: a modal sheet rubber-bands: a 200-pt pull moves it much less than 200 pt")
    func modalRubberBands() {
        let stage = stage(modal: true)
        pull(stage, by: 200)
        let moved = heldOutWindowFrame(of: stage.sheet.view).minY - stage.rest.minY
        #expect(moved > 0, "it follows the finger a little")
        #expect(moved < 120, "it resists: moved \(moved) pt for a 200-pt pull")
        #expect(stage.log.entries == [], "a pull that cannot dismiss changes no appearance")
        stage.host.touchUp()
        stage.host.runUntilIdle()
        #expect(stage.root.presentedViewController === stage.sheet)
        #expect(heldOutClose(heldOutWindowFrame(of: stage.sheet.view), stage.rest))
        #expect(!stage.delegate.calls.contains("shouldDismiss"))
        #expect(!stage.delegate.calls.contains("willDismiss"))
    }

    @Test("Behaviour 14.25: a clear flick on a modal sheet calls DidAttemptToDismiss, never ShouldDismiss")
    func modalFlickAttempts() {
        let stage = stage(modal: true)
        let start = CGPoint(x: 200, y: stage.rest.minY + 150)
        stage.host.fling(
            from: start, to: CGPoint(x: 200, y: start.y + 300), duration: 0.1,
            releaseVelocity: CGPoint(x: 0, y: 3000))
        stage.host.runUntilIdle()
        #expect(stage.delegate.calls == ["didAttemptToDismiss"])
        #expect(stage.root.presentedViewController === stage.sheet)
        #expect(heldOutClose(heldOutWindowFrame(of: stage.sheet.view), stage.rest))
        #expect(stage.log.entries == [])
    }

    @Test("Behaviour 14.24: a delegate refusing a flick: the sheet stays and hears DidAttemptToDismiss")
    func refusedPull() {
        let stage = stage(allowsDismissal: false)
        let start = CGPoint(x: 200, y: stage.rest.minY + 150)
        stage.host.fling(
            from: start, to: CGPoint(x: 200, y: start.y + 300), duration: 0.1,
            releaseVelocity: CGPoint(x: 0, y: 3000))
        stage.host.runUntilIdle()
        #expect(stage.root.presentedViewController === stage.sheet)
        #expect(stage.delegate.calls.first == "shouldDismiss")
        #expect(stage.delegate.calls.contains("didAttemptToDismiss"))
        #expect(!stage.delegate.calls.contains("willDismiss"))
        #expect(!stage.delegate.calls.contains("didDismiss"))
        #expect(heldOutClose(heldOutWindowFrame(of: stage.sheet.view), stage.rest))
    }

    @Test("Behaviour 14.25: a refused pull resists as a modal one does")
    func refusedPullRubberBands() {
        let stage = stage(allowsDismissal: false)
        pull(stage, by: 200)
        let moved = heldOutWindowFrame(of: stage.sheet.view).minY - stage.rest.minY
        #expect(moved > 0 && moved < 120, "moved \(moved) pt for a 200-pt pull")
        stage.host.touchUp()
        stage.host.runUntilIdle()
    }

    // MARK: - Edge-attached sheets in compact height (14.19, 14.20)

    private func landscapeSheet(
        device: HeadlessDevice = .notchedPhone, edgeAttached: Bool, followsWidth: Bool = false,
        preferredWidth: CGFloat = 0, orientation: UIInterfaceOrientation = .landscapeRight
    ) -> (HeadlessHost, UIViewController) {
        let host = HeadlessHost(device: device, orientation: orientation)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheet = UIViewController()
        sheet.preferredContentSize = CGSize(width: preferredWidth, height: 300)
        sheet.sheetPresentationController?.prefersEdgeAttachedInCompactHeight = edgeAttached
        sheet.sheetPresentationController?.widthFollowsPreferredContentSizeWhenEdgeAttached = followsWidth
        root.present(sheet, animated: true)
        host.runUntilIdle()
        return (host, sheet)
    }

    @Test("Behaviour 14.19: by default a sheet is full screen in compact height")
    func compactHeightFullScreen() {
        let (host, sheet) = landscapeSheet(edgeAttached: false)
        #expect(heldOutClose(heldOutWindowFrame(of: sheet.view), host.window.bounds))
    }

    @Test("Behaviour 14.19, 14.20: edge-attached in landscape: as wide as the safe area, on the bottom edge")
    func edgeAttachedSafeAreaWidth() {
        let (host, sheet) = landscapeSheet(edgeAttached: true)
        let frame = heldOutWindowFrame(of: sheet.view)
        #expect(host.window.bounds.size == CGSize(width: 852, height: 393))
        #expect(frame.width == 734, "852 − 59 − 59")
        #expect(frame.minX == 59)
        #expect(frame.maxY == 393, "attached to the bottom edge")
        #expect(frame.minY > 0, "not full screen")
    }

    @Test("Behaviour 14.20: widthFollowsPreferredContentSizeWhenEdgeAttached uses the preferred width")
    func edgeAttachedPreferredWidth() {
        let (host, sheet) = landscapeSheet(edgeAttached: true, followsWidth: true, preferredWidth: 400)
        let frame = heldOutWindowFrame(of: sheet.view)
        #expect(frame.width == 400)
        #expect(frame.midX == host.window.bounds.midX)
        #expect(frame.maxY == 393)
    }

    @Test("Behaviour 14.20: on a large phone in landscape the edge-attached width is its safe area's")
    func edgeAttachedLargePhone() {
        let (_, sheet) = landscapeSheet(device: .largePhone, edgeAttached: true)
        let frame = heldOutWindowFrame(of: sheet.view)
        #expect(frame.width == 814, "932 − 59 − 59")
        #expect(frame.minX == 59)
    }

    @Test("Behaviour 14.20: the preferred width has no effect in compact width + regular height")
    func preferredWidthIgnoredInPortrait() {
        let (host, sheet) = landscapeSheet(
            edgeAttached: true, followsWidth: true, preferredWidth: 300, orientation: .portrait)
        #expect(heldOutWindowFrame(of: sheet.view).width == host.window.bounds.width)
    }

    @Test("Behaviour 14.19, 14.20: rotating an edge-attached sheet to landscape and back")
    func edgeAttachedRotation() {
        let (host, sheet) = landscapeSheet(edgeAttached: true, orientation: .portrait)
        #expect(heldOutWindowFrame(of: sheet.view).width == 393)
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(heldOutWindowFrame(of: sheet.view).width == 734)
        #expect(heldOutWindowFrame(of: sheet.view).maxY == 393)
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(heldOutWindowFrame(of: sheet.view).width == 393)
    }

    // MARK: - A tap outside (14.12)

    private func tapOutside(_ stage: Stage) throws {
        let frame = stage.rest
        try #require(frame.minX > 10, "the sheet leaves room beside it: \(frame)")
        stage.host.tap(at: CGPoint(x: frame.minX / 2, y: frame.midY))
        stage.host.runUntilIdle()
    }

    @Test(
        "Behaviour 14.12: on an iPad a tap outside a form or page sheet dismisses it through the delegate",
        arguments: [UIModalPresentationStyle.formSheet, .pageSheet])
    func tabletTapOutsideDismisses(_ style: UIModalPresentationStyle) throws {
        let stage = stage(device: .tablet, style: style)
        try tapOutside(stage)
        #expect(stage.root.presentedViewController == nil)
        #expect(stage.delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(stage.log.of("sheet") == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test("Behaviour 9.5, 14.12: a modal iPad form sheet stays; the delegate hears DidAttemptToDismiss")
    func tabletTapOutsideModal() throws {
        let stage = stage(device: .tablet, style: .formSheet, modal: true)
        try tapOutside(stage)
        #expect(stage.root.presentedViewController === stage.sheet)
        #expect(stage.delegate.calls == ["didAttemptToDismiss"])
        #expect(stage.log.entries == [])
    }

    @Test("Behaviour 9.5, 14.12: a refused iPad form sheet stays; ShouldDismiss then DidAttemptToDismiss")
    func tabletTapOutsideRefused() throws {
        let stage = stage(device: .tablet, style: .formSheet, allowsDismissal: false)
        try tapOutside(stage)
        #expect(stage.root.presentedViewController === stage.sheet)
        #expect(stage.delegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
    }

    @Test("Behaviour 14.12: on an iPhone a tap above a sheet does not dismiss it")
    func phoneTapOnDimDoesNothing() {
        let stage = stage()
        stage.host.tap(at: CGPoint(x: 200, y: stage.rest.minY / 2))
        stage.host.runUntilIdle()
        #expect(stage.root.presentedViewController === stage.sheet)
        #expect(stage.delegate.calls == [])
    }
    // MARK: - Further probes

    /// Records the detent changes the user makes.
    final class DetentDelegate: NSObject, UISheetPresentationControllerDelegate {
        var changes: [UISheetPresentationController.Detent.Identifier?] = []
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) {
            changes.append(sheetPresentationController.selectedDetentIdentifier)
        }
    }

    private func mediumLargeStage(selected: UISheetPresentationController.Detent.Identifier) throws -> (
        HeadlessHost, HeldOutController, HeldOutController, HeldOutLog, DetentDelegate
    ) {
        let log = HeldOutLog()
        let host = HeadlessHost(device: .notchedPhone)
        let root = HeldOutController("root", log: log)
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheet = HeldOutController("sheet", log: log)
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.selectedDetentIdentifier = selected
        let delegate = DetentDelegate()
        controller.delegate = delegate
        root.present(sheet, animated: true)
        host.runUntilIdle()
        log.clear()
        return (host, root, sheet, log, delegate)
    }

    @Test("Behaviour 14.9, 14.31: a pull from large to medium changes the detent and no appearance")
    func pullLargeToMedium() throws {
        let (host, root, sheet, log, delegate) = try mediumLargeStage(selected: .large)
        let top = heldOutWindowFrame(of: sheet.view).minY
        host.touchDown(at: CGPoint(x: 200, y: top + 100))
        for step in 1...35 {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 200, y: top + 100 + 10 * CGFloat(step)))
        }
        host.advance(by: 0.3)
        host.touchUp()
        host.runUntilIdle()
        #expect(root.presentedViewController === sheet)
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .medium)
        #expect(delegate.changes == [.medium])
        #expect(log.entries == [])
        #expect(abs(heldOutWindowFrame(of: sheet.view).minY - (852 - 34 - 749 / 2)) <= 0.5)
    }

    @Test("the card stack follows the finger while the sheet is dragged between large and medium")
    func cardStackFollowsFinger() throws {
        let (host, root, sheet, _, delegate) = try mediumLargeStage(selected: .large)
        let scaledWidth = heldOutWindowFrame(of: root.view).width
        try #require(scaledWidth < 393, "the presenter is scaled back at large")
        let top = heldOutWindowFrame(of: sheet.view).minY
        host.touchDown(at: CGPoint(x: 200, y: top + 100))
        for step in 1...20 {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 200, y: top + 100 + 9 * CGFloat(step)))
        }
        host.advance(by: 0.1)
        let midWidth = heldOutWindowFrame(of: root.view).width
        #expect(midWidth > scaledWidth + 1 && midWidth < 392, "part way: \(midWidth)")
        host.touchUp()
        host.runUntilIdle()
        withExtendedLifetime(delegate) {}
    }

    @Test("Behaviour 14.26: two tugs, the second dismissing: appearance callbacks stay balanced")
    func twoTugs() {
        let stage = stage()
        pull(stage, by: 80)
        stage.host.touchUp()
        stage.host.runUntilIdle()
        pull(stage, by: 650)
        stage.host.touchUp()
        stage.host.runUntilIdle()
        #expect(
            stage.log.of("sheet") == [
                "viewWillDisappear", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
                "viewDidDisappear",
            ])
        #expect(
            stage.delegate.calls == [
                "shouldDismiss", "willDismiss", "shouldDismiss", "willDismiss", "didDismiss",
            ])
        #expect(stage.root.presentedViewController == nil)
    }

    @Test("Behaviour 14.26: a dismissing pull on a sheet holding a navigation stack reaches the stack's top")
    func pullForwardsToChildren() {
        let log = HeldOutLog()
        let host = HeadlessHost(device: .notchedPhone)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let top = HeldOutController("top", log: log)
        let nav = UINavigationController(rootViewController: top)
        root.present(nav, animated: true)
        host.runUntilIdle()
        log.clear()
        let rest = heldOutWindowFrame(of: nav.view)
        host.touchDown(at: CGPoint(x: 200, y: rest.minY + 300))
        for step in 1...20 {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 200, y: rest.minY + 300 + 5 * CGFloat(step)))
        }
        host.advance(by: 0.3)
        #expect(log.entries == ["top.viewWillDisappear"])
        host.touchUp()
        host.runUntilIdle()
        #expect(log.entries == ["top.viewWillDisappear", "top.viewWillAppear", "top.viewDidAppear"])
    }
}
