import Foundation
import PresentationKit
import Testing

/// Held-out tests of pulling an iPad form or page sheet (a card in the centre) down to dismiss it.
@MainActor
@Suite("Held out: pulling a card sheet")
struct CardSheetPullHeldOutTests {
    private func pull(_ host: HeadlessHost, from start: CGPoint, by distance: CGFloat) {
        host.touchDown(at: start)
        for step in 1...20 {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / 20))
        }
        host.advance(by: 0.3)
        host.touchUp()
        host.runUntilIdle()
    }

    @Test(
        "Behaviour 9.4, 14.23, 14.24: an iPad form or page sheet pulled far down is dismissed through the delegate",
        arguments: [UIModalPresentationStyle.formSheet, .pageSheet])
    func tabletSheetPull(_ style: UIModalPresentationStyle) {
        let log = HeldOutLog()
        let host = HeadlessHost(device: .tablet)
        let root = HeldOutController("root", log: log)
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheet = HeldOutController("sheet", log: log)
        sheet.modalPresentationStyle = style
        let delegate = HeldOutDismissalDelegate()
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: true)
        host.runUntilIdle()
        log.clear()
        let rest = heldOutWindowFrame(of: sheet.view)
        pull(host, from: CGPoint(x: rest.midX, y: rest.minY + 150), by: 700)
        #expect(root.presentedViewController == nil)
        #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(log.of("sheet") == ["viewWillDisappear", "viewDidDisappear"])
    }
}
