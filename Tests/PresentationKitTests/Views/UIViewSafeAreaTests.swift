import Foundation
import Testing

@testable import PresentationKit

/// Safe areas from the host's device profile, propagated down the hierarchy.
@MainActor
@Suite("Safe area insets")
struct UIViewSafeAreaTests {
    final class Watching: UIView {
        var changes: [UIEdgeInsets] = []
        override func safeAreaInsetsDidChange() { changes.append(safeAreaInsets) }
    }

    final class WatchingController: UIViewController {
        var changes = 0
        override func viewSafeAreaInsetsDidChange() { changes += 1 }
    }

    @Test("the window has the device's insets; a view gets the part of them it overlaps")
    func overlap() {
        let host = HeadlessHost(device: .notchedPhone)
        #expect(host.window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let full = UIView(frame: host.window.bounds)
        let middle = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 300))
        let bottomCard = UIView(frame: CGRect(x: 20, y: 600, width: 353, height: 252))
        let topBar = UIView(frame: CGRect(x: 0, y: 20, width: 393, height: 60))
        for view in [full, middle, bottomCard, topBar] { host.window.addSubview(view) }
        #expect(full.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(bottomCard.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(topBar.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
        // Nested: a child of the card, flush with its bottom edge.
        let footer = UIView(frame: CGRect(x: 0, y: 200, width: 353, height: 52))
        bottomCard.addSubview(footer)
        #expect(footer.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test("a host without a device profile has no unsafe margins")
    func noProfile() {
        let host = HeadlessHost()
        #expect(host.window.safeAreaInsets == .zero)
    }

    @Test("rotation changes the insets; views and root controllers hear it before they lay out")
    func rotation() {
        let host = HeadlessHost(device: .notchedPhone)
        let root = WatchingController()
        host.window.rootViewController = root
        let watched = Watching(frame: host.window.bounds)
        watched.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.view.addSubview(watched)
        host.runUntilIdle()
        #expect(watched.changes == [UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)])
        #expect(root.changes == 1)
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(watched.changes.last == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(root.changes == 2)
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    @Test(
        "a view with a scale or rotation transform keeps its insets; one that only moves measures again (Behaviour 15.32)"
    )
    func transformedViewKeepsInsets() {
        let host = HeadlessHost(device: .notchedPhone)
        let root = WatchingController()
        host.window.rootViewController = root
        let watched = Watching(frame: host.window.bounds)
        let inner = Watching(frame: watched.bounds)
        watched.addSubview(inner)
        root.view.addSubview(watched)
        host.runUntilIdle()
        let portrait = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        #expect(watched.changes == [portrait])
        // Halved about its centre the view lies wholly inside the safe area (196.5 × 426 at
        // (98.25, 213)): measured through the transform its insets would be zero.
        watched.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        host.runUntilIdle()
        #expect(watched.safeAreaInsets == portrait)
        #expect(inner.safeAreaInsets == portrait)
        // Turned edge-on (a flip half way), it would be wholly unsafe.
        watched.transform = CGAffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        host.runUntilIdle()
        #expect(watched.safeAreaInsets == portrait)
        #expect(watched.changes == [portrait] && inner.changes == [portrait])
        // Moved 30 points down, nothing more: measured again, and both views hear of it.
        watched.transform = CGAffineTransform(translationX: 0, y: 30)
        host.runUntilIdle()
        let moved = UIEdgeInsets(top: 29, left: 0, bottom: 64, right: 0)
        #expect(watched.safeAreaInsets == moved)
        #expect(watched.changes.last == moved && inner.changes.last == moved)
    }

    @Test("additionalSafeAreaInsets add to the root view's and reach its subviews")
    func additional() {
        let host = HeadlessHost(device: .smallPhone)
        let root = WatchingController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let changesBefore = root.changes
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
        host.runUntilIdle()
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 44, right: 0))
        #expect(root.changes == changesBefore + 1)
        let child = UIView(frame: CGRect(x: 0, y: 600, width: 375, height: 67))
        root.view.addSubview(child)
        #expect(child.safeAreaInsets.bottom == 44)
    }

    @Test("layout margins default to 8 and map to directional margins")
    func margins() {
        let view = UIView()
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let controller = UIViewController()
        #expect(controller.systemMinimumLayoutMargins.leading == 16)
    }
}

/// Insets that do not fit.
@MainActor
@Suite("Safe area insets · larger than the view")
struct UIViewSafeAreaOversizedTests {
    @Test("additional insets taller than the root view leave its subviews wholly unsafe, not flipped")
    func oversized() {
        let host = HeadlessHost(device: .smallPhone)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 400, left: 0, bottom: 400, right: 0)
        let child = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 100))
        root.view.addSubview(child)
        #expect(child.safeAreaInsets.top == 100, "all of it lies in the top inset")
        #expect(child.safeAreaInsets.bottom >= 0)
    }
}
