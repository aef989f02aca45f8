import Foundation
import Testing

@testable import PresentationKit

/// Pulling a card, an iPad's form sheet in the centre (Behaviour 14.36): it follows the finger as a
/// whole, dismisses through the user-dismissal sequence when let go below half its height, and
/// otherwise springs back to its place with the appearance calls of a sheet's snap-back (14.26).
@MainActor
@Suite("UISheetPresentationController: pulling a card")
struct SheetCardPullTests {
    final class Delegate: NSObject, UISheetPresentationControllerDelegate {
        var calls: [String] = []
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            calls.append("shouldDismiss")
            return true
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            calls.append("willDismiss")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            calls.append("didDismiss")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            calls.append("didAttemptToDismiss")
        }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) {
            calls.append("didChangeDetent")
        }
    }

    /// A form sheet on a tablet, at rest, its delegate and the log cleared.
    private func stage(delegate: Delegate, modal: Bool = false) -> (
        HeadlessHost, RecordingController, RecordingController, RecordingController.Log
    ) {
        let log = RecordingController.Log()
        let host = HeadlessHost(device: .tablet, orientation: .portrait)
        let root = RecordingController("root", log: log)
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheet = RecordingController("sheet", log: log)
        sheet.modalPresentationStyle = .formSheet
        sheet.isModalInPresentation = modal
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: true)
        host.runUntilIdle()
        log.clear()
        return (host, root, sheet, log)
    }

    /// Puts a finger 100 points below the card's top and moves it by `distance` in ten frames.
    private func pull(_ host: HeadlessHost, _ card: UIView, by distance: CGFloat) {
        let start = CGPoint(x: card.frame.midX, y: card.frame.minY + 100)
        host.touchDown(at: start)
        for step in 1...10 {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / 10))
        }
    }

    @Test("14.36: the card follows the finger as a whole, then springs back to its place")
    func followsAndSpringsBack() throws {
        let delegate = Delegate()
        let (host, root, sheet, log) = stage(delegate: delegate)
        let place = sheet.view.frame
        #expect(place.size == SheetLayout.formSheetDefaultSize)
        pull(host, sheet.view, by: 120)
        let moved = sheet.view.frame
        #expect(moved.size == place.size, "the card keeps its size")
        #expect(moved.minX == place.minX)
        // The finger moved 120 points; the pan takes over once past its hysteresis, from there on 1:1.
        #expect(moved.minY > place.minY + 100 && moved.minY <= place.minY + 120, "\(moved)")
        #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
        #expect(log.entries == ["sheet.viewWillDisappear"])
        host.advance(by: 0.3)
        host.touchUp()
        host.runUntilIdle()
        #expect(sheet.view.frame == place)
        #expect(root.presentedViewController === sheet)
        #expect(delegate.calls == ["shouldDismiss", "willDismiss"], "going back is no detent change")
        #expect(log.entries == ["sheet.viewWillDisappear", "sheet.viewWillAppear", "sheet.viewDidAppear"])
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("14.36, 14.27: let go below half its height, the card is dismissed through the delegate")
    func dismissedBelowHalf() throws {
        let delegate = Delegate()
        let (host, root, sheet, log) = stage(delegate: delegate)
        pull(host, sheet.view, by: 360)  // more than half of 620, held still before the release
        host.advance(by: 0.3)
        host.touchUp()
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(log.entries == ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("14.36: a short flick down dismisses the card; a pull up stretches it and it comes back")
    func flickAndPullUp() throws {
        let delegate = Delegate()
        let (host, root, sheet, _) = stage(delegate: delegate)
        let place = sheet.view.frame
        pull(host, sheet.view, by: -200)
        let stretch = place.minY - sheet.view.frame.minY
        #expect(stretch > 0 && stretch < 150, "a rubber band, not the finger's 200 points: \(stretch)")
        host.touchUp()
        host.runUntilIdle()
        #expect(sheet.view.frame == place)
        #expect(delegate.calls.isEmpty, "a pull up cannot dismiss")
        let start = CGPoint(x: place.midX, y: place.minY + 100)
        host.fling(
            from: start, to: CGPoint(x: start.x, y: start.y + 120), duration: 0.1,
            releaseVelocity: CGPoint(x: 0, y: 2000))
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test("14.36, 14.25: a card modal in presentation resists, hears DidAttemptToDismiss and stays")
    func modalCardResists() throws {
        let delegate = Delegate()
        let (host, root, sheet, log) = stage(delegate: delegate, modal: true)
        let place = sheet.view.frame
        pull(host, sheet.view, by: 400)
        let offset = sheet.view.frame.minY - place.minY
        #expect(offset > 0 && offset < 200, "a rubber band, not the finger's 400 points: \(offset)")
        host.touchUp()
        host.runUntilIdle()
        #expect(root.presentedViewController === sheet)
        #expect(sheet.view.frame == place)
        #expect(delegate.calls == ["didAttemptToDismiss"])
        #expect(log.entries.isEmpty, "a pull that cannot dismiss changes no appearance")
    }
}
