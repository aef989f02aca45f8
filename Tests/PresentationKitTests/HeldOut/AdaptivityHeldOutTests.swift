import Foundation
import PresentationKit
import Testing

/// Held-out tests of issue 34, "trait callbacks only when traits change" and "the older adaptive
/// delegate method" (Behaviour 13.2–13.6, 13.22; UIKit's `adaptivePresentationStyle(for:)` page:
/// the style "to use when the presented view controller becomes horizontally compact").
@MainActor
@Suite("Held out: adaptivity")
struct AdaptivityHeldOutTests {
    /// A root with an embedded child, presenting `presented` as a custom card whose presentation
    /// controller records too.
    private func stageCard(device: HeadlessDevice, orientation: UIInterfaceOrientation = .portrait) -> (
        HeadlessHost, HeldOutLog, HeldOutCardTransitioning
    ) {
        let log = HeldOutLog()
        let host = HeadlessHost(device: device, orientation: orientation)
        let root = HeldOutController("root", log: log)
        host.window.rootViewController = root
        let child = HeldOutController("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        host.runUntilIdle()
        let transitioning = HeldOutCardTransitioning()
        transitioning.log = log
        let presented = HeldOutController("presented", log: log)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transitioning
        root.present(presented, animated: true)
        host.runUntilIdle()
        log.clear()
        return (host, log, transitioning)
    }

    @Test("Behaviour 13.2, 13.4: an iPad rotation sends size transitions only, to everyone")
    func tabletRotationSendsNoTraitTransition() {
        let (host, log, transitioning) = stageCard(device: .tablet)
        defer { withExtendedLifetime(transitioning) {} }
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(log.traitEntries == [], "no trait changed")
        #expect(log.entries.contains("root.viewWillTransition"))
        #expect(log.entries.contains("presentation.viewWillTransition"))
        #expect(log.entries.contains("presented.viewWillTransition"))
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(log.traitEntries == [])
    }

    @Test("Behaviour 13.4: an iPad form sheet and its presenter hear no trait transition on rotation")
    func tabletFormSheetRotation() {
        let log = HeldOutLog()
        let host = HeadlessHost(device: .tablet)
        let root = HeldOutController("root", log: log)
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheet = HeldOutController("sheet", log: log)
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: true)
        host.runUntilIdle()
        log.clear()
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(log.traitEntries == [])
        #expect(log.of("sheet").contains("viewWillTransition"))
    }

    @Test("Behaviour 13.4: a resize of an iPad that keeps regular/regular sends no trait transition")
    func tabletResizeKeepingTraits() {
        let (host, log, transitioning) = stageCard(device: .tablet)
        defer { withExtendedLifetime(transitioning) {} }
        host.resize(to: CGSize(width: 1000, height: 1194))
        host.runUntilIdle()
        #expect(log.traitEntries == [])
        #expect(log.entries.contains("root.viewWillTransition"))
    }

    @Test(
        "Behaviour 13.3, 13.5: a phone rotation sends trait, then size transitions, then traitCollectionDidChange"
    )
    func phoneRotationSendsTraitTransitions() {
        let (host, log, transitioning) = stageCard(device: .notchedPhone)
        defer { withExtendedLifetime(transitioning) {} }
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        for name in ["root", "child", "presented"] {
            let entries = log.of(name)
            let will = entries.firstIndex(of: "willTransition")
            let size = entries.firstIndex(of: "viewWillTransition")
            let did = entries.firstIndex(of: "traitCollectionDidChange")
            #expect(will != nil && size != nil && did != nil, "\(name): \(entries)")
            if let will, let size, let did {
                #expect(will < size && size < did, "\(name): \(entries)")
            }
        }
        #expect(log.entries.contains("presentation.willTransition"))
    }

    // MARK: - The older adaptive delegate method

    /// Presents a 300 × 300 custom card whose presentation controller's delegate implements only
    /// the older `adaptivePresentationStyle(for:)`, answering `.fullScreen`.
    private func stageOlderDelegate(device: HeadlessDevice, orientation: UIInterfaceOrientation = .portrait)
        -> (HeadlessHost, UIViewController, HeldOutCardTransitioning, HeldOutOlderAdaptiveDelegate)
    {
        let host = HeadlessHost(device: device, orientation: orientation)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let delegate = HeldOutOlderAdaptiveDelegate()
        let transitioning = HeldOutCardTransitioning()
        transitioning.adaptiveDelegate = delegate
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transitioning
        root.present(presented, animated: true)
        host.runUntilIdle()
        return (host, presented, transitioning, delegate)
    }

    private func card(in host: HeadlessHost) -> CGRect {
        let bounds = host.window.bounds
        return CGRect(x: bounds.midX - 150, y: bounds.midY - 150, width: 300, height: 300)
    }

    @Test("Behaviour 13.22: on an iPad the older method does not adapt a custom presentation")
    func olderMethodIgnoredInRegularWidth() {
        let (host, presented, transitioning, delegate) = stageOlderDelegate(device: .tablet)
        #expect(heldOutClose(heldOutWindowFrame(of: presented.view), card(in: host)))
        withExtendedLifetime((transitioning, delegate)) {}
    }

    @Test("Behaviour 13.22: a large phone in landscape is regular width: the older method does not apply")
    func olderMethodIgnoredOnLargePhoneLandscape() {
        let (host, presented, transitioning, delegate) = stageOlderDelegate(
            device: .largePhone, orientation: .landscapeRight)
        #expect(heldOutClose(heldOutWindowFrame(of: presented.view), card(in: host)))
        withExtendedLifetime((transitioning, delegate)) {}
    }

    @Test("Behaviour 13.6: in compact width the older method's .fullScreen applies from the start")
    func olderMethodAppliesOnPhone() {
        let (host, presented, transitioning, delegate) = stageOlderDelegate(device: .notchedPhone)
        #expect(delegate.asked > 0)
        #expect(heldOutClose(heldOutWindowFrame(of: presented.view), host.window.bounds))
        withExtendedLifetime(transitioning) {}
    }

    @Test("Behaviour 13.22: an iPad custom presentation adapts when the window turns compact, and comes back")
    func olderMethodAdaptsAndReturns() {
        let (host, presented, transitioning, delegate) = stageOlderDelegate(device: .tablet)
        defer { withExtendedLifetime((transitioning, delegate)) {} }
        #expect(heldOutClose(heldOutWindowFrame(of: presented.view), card(in: host)))

        host.resize(to: CGSize(width: 320, height: 1194))
        host.runUntilIdle()
        #expect(host.window.traitCollection.horizontalSizeClass == .compact)
        #expect(
            heldOutClose(heldOutWindowFrame(of: presented.view), host.window.bounds), "adapted to full screen"
        )

        host.resize(to: CGSize(width: 834, height: 1194))
        host.runUntilIdle()
        #expect(host.window.traitCollection.horizontalSizeClass == .regular)
        #expect(
            heldOutClose(heldOutWindowFrame(of: presented.view), card(in: host)),
            "back to its own presentation")
        #expect(presented.view.alpha == 1)
        #expect(presented.view.window === host.window)
    }

    @Test("Behaviour 13.22: a phone rotated to landscape with the older method stays adapted (compact width)")
    func olderMethodOnPhoneRotation() {
        let (host, presented, transitioning, delegate) = stageOlderDelegate(device: .notchedPhone)
        defer { withExtendedLifetime((transitioning, delegate)) {} }
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(heldOutClose(heldOutWindowFrame(of: presented.view), host.window.bounds))
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(heldOutClose(heldOutWindowFrame(of: presented.view), host.window.bounds))
    }
    // MARK: - Further probes

    @Test(
        "Behaviour 13.1, 13.4: rotating an iPad one-third pane (compact width both ways) sends no trait transition"
    )
    func splitPaneRotation() {
        let (host, log, transitioning) = stageCard(device: .tabletSplitPane)
        defer { withExtendedLifetime(transitioning) {} }
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(log.traitEntries == [])
        #expect(log.entries.contains("root.viewWillTransition"))
    }

    @Test("Behaviour 13.4: an iPad popover's content hears no trait transition on rotation")
    func tabletPopoverRotation() throws {
        let log = HeldOutLog()
        let host = HeadlessHost(device: .tablet)
        let root = HeldOutController("root", log: log)
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = HeldOutController("content", log: log)
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 300)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = root.view
        popover.sourceRect = CGRect(x: 400, y: 400, width: 10, height: 10)
        root.present(content, animated: true)
        host.runUntilIdle()
        log.clear()
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(log.traitEntries == [])
        #expect(content.presentationController is UIPopoverPresentationController)
    }

    @Test(
        "Behaviour 13.3, 13.5: a phone rotation reaches a navigation controller's child with its trait change"
    )
    func phoneRotationThroughNavigation() {
        let log = HeldOutLog()
        let host = HeadlessHost(device: .smallPhone)
        let child = HeldOutController("child", log: log)
        host.window.rootViewController = UINavigationController(rootViewController: child)
        host.runUntilIdle()
        log.clear()
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(
            log.of("child").filter { $0 != "viewWillAppear" && $0 != "viewDidAppear" } == [
                "willTransition", "viewWillTransition", "traitCollectionDidChange",
            ])
        #expect(child.traitCollection.verticalSizeClass == .compact)
    }

    @Test(
        "Behaviour 13.6, 13.22: an iPad popover with the older method adapts only while the width is compact")
    func olderMethodOnPopover() throws {
        let host = HeadlessHost(device: .tablet)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 300)
        let delegate = HeldOutOlderAdaptiveDelegate()
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = root.view
        popover.sourceRect = CGRect(x: 400, y: 400, width: 10, height: 10)
        popover.delegate = delegate
        root.present(content, animated: true)
        host.runUntilIdle()
        let bubble = heldOutWindowFrame(of: content.view)
        #expect(bubble.width < 834, "a popover in regular width")

        host.resize(to: CGSize(width: 320, height: 1194))
        host.runUntilIdle()
        #expect(heldOutClose(heldOutWindowFrame(of: content.view), host.window.bounds), "full screen")

        host.resize(to: CGSize(width: 834, height: 1194))
        host.runUntilIdle()
        #expect(heldOutClose(heldOutWindowFrame(of: content.view), bubble), "a popover again")
        #expect(root.presentedViewController === content)
        withExtendedLifetime(delegate) {}
    }

    @Test(
        "Behaviour 13.6, 13.22: presented in an iPad one-third pane, the older method adapts from the start")
    func olderMethodInSplitPane() {
        let (host, presented, transitioning, delegate) = stageOlderDelegate(device: .tabletSplitPane)
        defer { withExtendedLifetime((transitioning, delegate)) {} }
        #expect(heldOutClose(heldOutWindowFrame(of: presented.view), host.window.bounds))
        host.resize(to: CGSize(width: 834, height: 1194))
        host.runUntilIdle()
        #expect(heldOutClose(heldOutWindowFrame(of: presented.view), card(in: host)))
    }
    @Test(
        "Behaviour 13.2, 13.4: an iPad rotation sends no trait transition to a presented navigation stack (.fullScreen: see the deviations)",
        arguments: [
            UIModalPresentationStyle.formSheet, .pageSheet, .overFullScreen, .popover, .overCurrentContext,
        ])
    func tabletRotationEveryStyle(_ style: UIModalPresentationStyle) throws {
        let log = HeldOutLog()
        let host = HeadlessHost(device: .tablet)
        let root = HeldOutController("root", log: log)
        host.window.rootViewController = root
        host.runUntilIdle()
        let top = HeldOutController("top", log: log)
        let nav = UINavigationController(rootViewController: top)
        nav.modalPresentationStyle = style
        if style == .popover {
            let popover = try #require(nav.popoverPresentationController)
            popover.sourceView = root.view
            popover.sourceRect = CGRect(x: 400, y: 400, width: 10, height: 10)
        }
        root.present(nav, animated: true)
        host.runUntilIdle()
        log.clear()
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        host.rotate(to: .portraitUpsideDown)
        host.runUntilIdle()
        #expect(log.traitEntries == [])
        #expect(log.of("top").contains("viewWillTransition"))
    }

    @Test("Behaviour 13.3: one trait change, one willTransition and one traitCollectionDidChange each")
    func phoneRotationCallbacksOnce() {
        let (host, log, transitioning) = stageCard(device: .notchedPhone)
        defer { withExtendedLifetime(transitioning) {} }
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        for name in ["root", "child", "presented", "presentation"] {
            let entries = log.of(name)
            #expect(entries.filter { $0 == "willTransition" }.count == 1, "\(name): \(entries)")
            #expect(entries.filter { $0 == "viewWillTransition" }.count == 1, "\(name): \(entries)")
            if name != "presentation" {
                #expect(entries.filter { $0 == "traitCollectionDidChange" }.count == 1, "\(name): \(entries)")
            }
        }
    }

    @Test("Behaviour 13.3: an iPad made compact in width sends the trait transition once to each")
    func tabletToCompactSendsTraitsOnce() {
        let (host, log, transitioning) = stageCard(device: .tablet)
        defer { withExtendedLifetime(transitioning) {} }
        host.resize(to: CGSize(width: 320, height: 1194))
        host.runUntilIdle()
        for name in ["root", "child", "presented"] {
            let entries = log.of(name)
            #expect(entries.filter { $0 == "willTransition" }.count == 1, "\(name): \(entries)")
            #expect(entries.filter { $0 == "traitCollectionDidChange" }.count == 1, "\(name): \(entries)")
        }
    }

    @Test(
        "Behaviour 13.22: a large phone with the older method: adapted in portrait, its own card in landscape"
    )
    func olderMethodLargePhoneRotation() {
        let (host, presented, transitioning, delegate) = stageOlderDelegate(device: .largePhone)
        #expect(heldOutClose(heldOutWindowFrame(of: presented.view), host.window.bounds))
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        let bounds = host.window.bounds
        #expect(
            heldOutClose(
                heldOutWindowFrame(of: presented.view),
                CGRect(x: bounds.midX - 150, y: bounds.midY - 150, width: 300, height: 300)))
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(heldOutClose(heldOutWindowFrame(of: presented.view), host.window.bounds))
        withExtendedLifetime((delegate, transitioning)) {}
    }
}
