import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// How controllers get their traits: from the window, from the parent, with overrides.
@MainActor
@Suite("UIViewController traits")
struct UIViewControllerTraitsTests {
    @Test("a root controller and its children have the window's traits")
    func inheritedFromWindow() {
        let host = HeadlessHost()
        let root = UIViewController()
        let child = UIViewController()
        root.addChild(child)
        host.window.rootViewController = root
        #expect(root.traitCollection == host.window.traitCollection)
        #expect(child.traitCollection == host.window.traitCollection)
        #expect(root.view.traitCollection == root.traitCollection)
        #expect(root.traitCollection.horizontalSizeClass == .compact)
        #expect(root.traitCollection.displayScale == 3)
    }

    @Test("a controller in no window has unspecified traits")
    func detached() {
        #expect(UIViewController().traitCollection == UITraitCollection())
    }

    @Test("an override for a child layers over the parent's traits and reports the change")
    func override() {
        let host = HeadlessHost()
        let log = CallbackLog()
        let root = RecordingViewController("root", log: log)
        let child = RecordingViewController("child", log: log)
        let grandchild = RecordingViewController("grandchild", log: log)
        root.addChild(child)
        child.addChild(grandchild)
        host.window.rootViewController = root
        log.clear()
        root.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.traitCollection.verticalSizeClass == .regular, "unspecified traits are inherited")
        #expect(grandchild.traitCollection.horizontalSizeClass == .regular)
        #expect(root.traitCollection.horizontalSizeClass == .compact)
        #expect(root.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        #expect(log.entries == ["child.traitCollectionDidChange", "grandchild.traitCollectionDidChange"])
        log.clear()
        root.setOverrideTraitCollection(nil, forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(log.entries == ["child.traitCollectionDidChange", "grandchild.traitCollectionDidChange"])
    }

    @Test("joining an environment does not announce the first traits")
    func firstTraitsNotAnnounced() {
        let host = HeadlessHost()
        let log = CallbackLog()
        let root = RecordingViewController("root", log: log)
        let child = RecordingViewController("child", log: log)
        host.window.rootViewController = root
        root.embed(child)
        #expect(log.filtered("traitCollectionDidChange").isEmpty)
    }

    @Test("an override for a controller that is not a child is reported and ignored")
    func overrideForStranger() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let stranger = UIViewController()
        root.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: stranger)
        #expect(root.overrideTraitCollection(forChild: stranger) == nil)
        #expect(host.diagnostics.contains { $0.kind == .viewControllerMisuse })
    }

    @Test("supported orientations default by idiom; the presentation orientation follows the window")
    func orientations() {
        let phone = HeadlessHost(size: CGSize(width: 390, height: 844))
        let phoneRoot = UIViewController()
        phone.window.rootViewController = phoneRoot
        #expect(phoneRoot.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(phoneRoot.preferredInterfaceOrientationForPresentation == .portrait)
        phone.resize(to: CGSize(width: 844, height: 390), duration: 0)
        #expect(phoneRoot.preferredInterfaceOrientationForPresentation == .landscapeRight)
        let pad = HeadlessHost(size: CGSize(width: 820, height: 1180))
        let padRoot = UIViewController()
        pad.window.rootViewController = padRoot
        #expect(padRoot.supportedInterfaceOrientations == .all)
    }
}
