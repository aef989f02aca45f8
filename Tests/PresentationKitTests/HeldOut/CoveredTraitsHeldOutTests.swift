import Foundation
import PresentationKit
import Testing

/// Held-out tests of a controller covered by a full-screen presentation: it keeps the traits of where
/// it stands, so a rotation that changes no trait tells it nothing (Behaviour 13.23).
@MainActor
@Suite("Held out: covered controllers' traits")
struct CoveredTraitsHeldOutTests {
    /// A root on `device` presenting `styles` in turn, each from the last, all at rest; the log
    /// cleared. The controllers are named "root", then "presented1", "presented2", …
    private func stack(on device: HeadlessDevice, _ styles: [UIModalPresentationStyle], log: HeldOutLog)
        -> (host: HeadlessHost, controllers: [HeldOutController])
    {
        let host = HeadlessHost(device: device)
        let root = HeldOutController("root", log: log)
        host.window.rootViewController = root
        host.runUntilIdle()
        var controllers = [root]
        for (index, style) in styles.enumerated() {
            let presented = HeldOutController("presented\(index + 1)", log: log)
            presented.modalPresentationStyle = style
            controllers[index].present(presented, animated: true)
            host.runUntilIdle()
            controllers.append(presented)
        }
        log.clear()
        return (host, controllers)
    }

    @Test(
        "Behaviour 13.2, 13.4, 13.23: an iPad presenter covered by a full-screen presentation hears no trait transition on rotation"
    )
    func tabletFullScreenPresenterRotation() {
        let log = HeldOutLog()
        let (host, controllers) = stack(on: .tablet, [.fullScreen], log: log)
        let (root, modal) = (controllers[0], controllers[1])
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(log.traitEntries == [])
        modal.dismiss(animated: true)
        host.runUntilIdle()
        #expect(log.traitEntries == [], "nothing changed when the presenter comes back either")
        #expect(root.traitCollection.horizontalSizeClass == .regular)
    }

    @Test("Behaviour 13.23: a presenter covered by a full-screen presentation keeps the window's traits")
    func coveredPresenterKeepsTraits() {
        let (host, controllers) = stack(on: .tablet, [.fullScreen], log: HeldOutLog())
        let root = controllers[0]
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        #expect(root.traitCollection.verticalSizeClass == .regular)
        #expect(root.traitCollection.userInterfaceIdiom == .pad)
    }

    @Test("Behaviour 13.23: a phone presenter covered by full screen keeps its traits and follows a rotation")
    func phoneCoveredPresenterTraits() {
        let log = HeldOutLog()
        let (host, controllers) = stack(on: .notchedPhone, [.fullScreen], log: log)
        let (root, modal) = (controllers[0], controllers[1])
        #expect(root.traitCollection.horizontalSizeClass == .compact)
        #expect(root.traitCollection.verticalSizeClass == .regular)
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        modal.dismiss(animated: true)
        host.runUntilIdle()
        #expect(root.traitCollection.verticalSizeClass == .compact)
        #expect(root.view.frame == host.window.bounds)
        #expect(log.of("root").filter { $0 == "traitCollectionDidChange" }.count == 1, "\(log.of("root"))")
    }

    @Test(
        "Behaviour 13.23: a form sheet covered by a full-screen presentation keeps its traits through an iPad rotation"
    )
    func coveredSheetKeepsTraits() {
        let log = HeldOutLog()
        let (host, controllers) = stack(on: .tablet, [.formSheet, .fullScreen], log: log)
        let sheet = controllers[1]
        #expect(sheet.traitCollection.horizontalSizeClass == .regular)
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(log.traitEntries == [], "no trait changed under the full-screen presentation")
        #expect(sheet.traitCollection.verticalSizeClass == .regular)
    }
}
