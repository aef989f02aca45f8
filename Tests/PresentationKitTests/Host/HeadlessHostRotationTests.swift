import Foundation
import Testing

@testable import PresentationKit

/// Device profiles and rotation (Behaviour 13.1–13.4, 6.7).
@MainActor
@Suite("Devices and rotation")
struct HeadlessHostRotationTests {
    /// Records the size and trait transitions it hears, with the coordinator's transform.
    final class Watching: UIViewController {
        var entries: [String] = []
        var supported: UIInterfaceOrientationMask = .all
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            entries.append(
                "willTransition(\(newCollection.horizontalSizeClass), \(newCollection.verticalSizeClass))")
            super.willTransition(to: newCollection, with: coordinator)
        }
        override func viewWillTransition(
            to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            let angle = atan2(coordinator.targetTransform.b, coordinator.targetTransform.a)
            entries.append(
                "viewWillTransition(\(Int(size.width))×\(Int(size.height)), \(Int((angle * 180 / .pi).rounded()))°)"
            )
            super.viewWillTransition(to: size, with: coordinator)
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            entries.append("traitCollectionDidChange")
        }
    }

    private func host(_ device: HeadlessDevice, _ orientation: UIInterfaceOrientation = .portrait)
        -> (HeadlessHost, Watching)
    {
        let host = HeadlessHost(device: device, orientation: orientation)
        let root = Watching()
        host.window.rootViewController = root
        host.runUntilIdle()
        root.entries.removeAll()
        return (host, root)
    }

    @Test(
        "each profile's window has Behaviour 13.1's size classes in both orientations",
        arguments: [
            (HeadlessDevice.smallPhone, "compact/regular", "compact/compact"),
            (HeadlessDevice.notchedPhone, "compact/regular", "compact/compact"),
            (HeadlessDevice.largePhone, "compact/regular", "regular/compact"),
            (HeadlessDevice.tablet, "regular/regular", "regular/regular"),
            (HeadlessDevice.tabletSplitPane, "compact/regular", "compact/regular"),
        ])
    func sizeClasses(_ profile: (HeadlessDevice, String, String)) {
        let (device, portrait, landscape) = profile
        func classes(_ orientation: UIInterfaceOrientation) -> String {
            let traits = HeadlessHost(device: device, orientation: orientation).window.traitCollection
            return "\(traits.horizontalSizeClass)/\(traits.verticalSizeClass)"
        }
        #expect(classes(.portrait) == portrait)
        #expect(classes(.landscapeRight) == landscape)
        let host = HeadlessHost(device: device)
        #expect(host.window.traitCollection.userInterfaceIdiom == device.idiom)
        #expect(host.screen.scale == device.scale)
        #expect(host.window.bounds.size == device.portraitSize)
    }

    @Test("turning a phone: traits, then size, then the new traits (Behaviour 13.2, 13.3, 6.7)")
    func phoneTurns() {
        let (host, root) = host(.notchedPhone)
        var notifications = 0
        let observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { notifications += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(
            root.entries == [
                "willTransition(compact, compact)", "viewWillTransition(852×393, -90°)",
                "traitCollectionDidChange",
            ])
        #expect(host.interfaceOrientation == .landscapeRight)
        #expect(UIDevice.current(of: host.screen).orientation == .landscapeLeft)
        #expect(host.window.bounds.size == CGSize(width: 852, height: 393))
        #expect(notifications == 1)
    }

    @Test("turning a tablet changes its size only (Behaviour 13.2, 13.4)")
    func tabletTurns() {
        let (host, root) = host(.tablet)
        host.rotate(to: .landscapeLeft, duration: 0.4)
        host.runUntilIdle()
        #expect(root.entries == ["viewWillTransition(1194×834, 90°)"])
        #expect(UIDevice.current(of: host.screen).orientation == .landscapeRight)
    }

    /// A presentation controller that records the trait and size transitions it hears.
    final class WatchingPresentationController: UIPresentationController {
        var entries: [String] = []
        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            entries.append("willTransition")
            super.willTransition(to: newCollection, with: coordinator)
        }
        override func viewWillTransition(
            to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            entries.append("viewWillTransition")
            super.viewWillTransition(to: size, with: coordinator)
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            entries.append("traitCollectionDidChange")
        }
    }

    final class WatchingDelegate: NSObject, UIViewControllerTransitioningDelegate {
        var made: WatchingPresentationController?
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let controller = WatchingPresentationController(
                presentedViewController: presented, presenting: presenting)
            made = controller
            return controller
        }
    }

    @Test("turning a tablet with a presentation sends no trait transition to anyone (Behaviour 13.2, 13.4)")
    func tabletTurnsWithPresentation() throws {
        let (host, root) = host(.tablet)
        let presented = Watching()
        let delegate = WatchingDelegate()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: false)
        host.runUntilIdle()
        root.entries.removeAll()
        presented.entries.removeAll()
        let controller = try #require(delegate.made)
        host.rotate(to: .landscapeLeft, duration: 0.4)
        host.runUntilIdle()
        #expect(root.entries == ["viewWillTransition(1194×834, 90°)"])
        #expect(controller.entries == ["viewWillTransition"])
        #expect(presented.entries == ["viewWillTransition(1194×834, 90°)"])
        // A phone's turn changes the traits: everyone hears them.
        let (phone, phoneRoot) = self.host(.notchedPhone)
        let phonePresented = Watching()
        let phoneDelegate = WatchingDelegate()
        phonePresented.modalPresentationStyle = .custom
        phonePresented.transitioningDelegate = phoneDelegate
        phoneRoot.present(phonePresented, animated: false)
        phone.runUntilIdle()
        phone.rotate(to: .landscapeLeft, duration: 0.4)
        phone.runUntilIdle()
        #expect(phoneDelegate.made?.entries.first == "willTransition")
        #expect(phonePresented.entries.first?.hasPrefix("willTransition") == true)
    }

    @Test("a half turn keeps the size and still transitions, by 180° (Behaviour 6.7)")
    func halfTurn() {
        let (host, root) = host(.tablet, .landscapeRight)
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(root.entries.count == 1)
        #expect(root.entries.first == "viewWillTransition(1194×834, 180°)")
        #expect(host.interfaceOrientation == .landscapeLeft)
    }

    @Test("an orientation the controller in charge does not support leaves the interface as it is")
    func unsupported() {
        let (host, root) = host(.notchedPhone)
        root.supported = .portrait
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(root.entries.isEmpty)
        #expect(host.interfaceOrientation == .portrait)
        #expect(host.window.bounds.size == HeadlessDevice.notchedPhone.portraitSize)
    }

    @Test("a full-screen presentation decides instead of the root")
    func presentedDecides() {
        let (host, root) = host(.notchedPhone)
        root.supported = .portrait
        let presented = Watching()
        presented.modalPresentationStyle = .fullScreen
        presented.supported = .allButUpsideDown
        root.present(presented, animated: false)
        host.runUntilIdle()
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(host.interfaceOrientation == .landscapeLeft)
        #expect(presented.entries.contains("viewWillTransition(852×393, 90°)"))
    }

    @Test("bad input is reported and changes nothing")
    func badInput() {
        let (host, root) = host(.smallPhone)
        host.rotate(to: .unknown)
        #expect(host.diagnostics.last?.kind == .invalidInput)
        host.rotate(to: .landscapeRight, duration: .nan)
        host.runUntilIdle()
        #expect(host.diagnostics.count == 2)
        #expect(host.interfaceOrientation == .landscapeRight, "a bad duration turns at once")
        #expect(root.entries.contains("viewWillTransition(667×375, -90°)"))
    }
}
