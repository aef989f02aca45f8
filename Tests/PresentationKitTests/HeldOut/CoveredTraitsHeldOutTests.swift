import Foundation
import PresentationKit
import Testing

/// Held-out tests of a controller covered by a full-screen presentation: it keeps the traits of where
/// it stands, so a rotation that changes no trait tells it nothing (Behaviour 13.23).
@MainActor
@Suite("Held out: covered controllers' traits")
struct CoveredTraitsHeldOutTests {
    private static let traitCallbacks = ["willTransition", "traitCollectionDidChange"]

    private func traitEntries(_ log: HeldOutLog) -> [String] {
        log.entries.filter { entry in Self.traitCallbacks.contains { entry.hasSuffix(".\($0)") } }
    }

    @Test(
        "Behaviour 13.2, 13.4, 13.23: an iPad presenter covered by a full-screen presentation hears no trait transition on rotation"
    )
    func tabletFullScreenPresenterRotation() {
        let log = HeldOutLog()
        let host = HeadlessHost(device: .tablet)
        let root = HeldOutController("root", log: log)
        host.window.rootViewController = root
        host.runUntilIdle()
        let modal = HeldOutController("modal", log: log)
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: true)
        host.runUntilIdle()
        log.clear()
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(traitEntries(log) == [])
        modal.dismiss(animated: true)
        host.runUntilIdle()
        #expect(traitEntries(log) == [], "nothing changed when the presenter comes back either")
        #expect(root.traitCollection.horizontalSizeClass == .regular)
    }

    @Test("Behaviour 13.23: a presenter covered by a full-screen presentation keeps the window's traits")
    func coveredPresenterKeepsTraits() {
        let host = HeadlessHost(device: .tablet)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: true)
        host.runUntilIdle()
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        #expect(root.traitCollection.verticalSizeClass == .regular)
        #expect(root.traitCollection.userInterfaceIdiom == .pad)
    }

    @Test("Behaviour 13.23: a phone presenter covered by full screen keeps its traits and follows a rotation")
    func phoneCoveredPresenterTraits() {
        let log = HeldOutLog()
        let host = HeadlessHost(device: .notchedPhone)
        let root = HeldOutController("root", log: log)
        host.window.rootViewController = root
        host.runUntilIdle()
        let modal = HeldOutController("modal", log: log)
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: true)
        host.runUntilIdle()
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
        let host = HeadlessHost(device: .tablet)
        let root = HeldOutController("root", log: log)
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheet = HeldOutController("sheet", log: log)
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: true)
        host.runUntilIdle()
        let modal = HeldOutController("modal", log: log)
        modal.modalPresentationStyle = .fullScreen
        sheet.present(modal, animated: true)
        host.runUntilIdle()
        log.clear()
        #expect(sheet.traitCollection.horizontalSizeClass == .regular)
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(traitEntries(log) == [], "no trait changed under the full-screen presentation")
        #expect(sheet.traitCollection.verticalSizeClass == .regular)
    }
}
