import Foundation
import Testing

@testable import PresentationKit

private final class StatusBarController: UIViewController {
    var style: UIStatusBarStyle = .default
    var hidden = false
    var styleChild: UIViewController?
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
    override var childForStatusBarStyle: UIViewController? { styleChild }
}

@MainActor
@Suite("Status bar: which controller decides")
struct StatusBarOwnerTests {
    private func stage() -> (HeadlessHost, StatusBarController) {
        let host = HeadlessHost()
        let root = StatusBarController()
        root.style = .darkContent
        host.window.rootViewController = root
        host.runUntilIdle()
        return (host, root)
    }

    @Test("the root decides until a full-screen presentation takes over; it returns after the dismissal")
    func fullScreenTakesOver() {
        let (host, root) = stage()
        #expect(host.statusBarStyleController === root)
        #expect(host.statusBarStyle == .darkContent)
        let presented = StatusBarController()
        presented.style = .lightContent
        presented.hidden = true
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        host.runUntilIdle()
        #expect(host.statusBarStyle == .lightContent)
        #expect(host.isStatusBarHidden)
        presented.dismiss(animated: true)
        host.runUntilIdle()
        #expect(host.statusBarStyle == .darkContent)
        #expect(!host.isStatusBarHidden)
    }

    @Test("a non-full-screen presentation leaves the presenter in charge unless it captures the status bar")
    func captures() {
        let (host, root) = stage()
        let sheet = StatusBarController()
        sheet.style = .lightContent
        sheet.modalPresentationStyle = .overFullScreen
        root.present(sheet, animated: false)
        host.runUntilIdle()
        #expect(host.statusBarStyleController === root)
        sheet.modalPresentationCapturesStatusBarAppearance = true
        sheet.setNeedsStatusBarAppearanceUpdate()
        #expect(host.statusBarStyleController === sheet)
        #expect(host.statusBarStyle == .lightContent)
    }

    @Test("childForStatusBarStyle hands the decision to a child")
    func childDecides() {
        let (host, root) = stage()
        let child = StatusBarController()
        child.style = .lightContent
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        root.styleChild = child
        #expect(host.statusBarStyleController === child)
        #expect(host.statusBarStyle == .lightContent)
    }
}
