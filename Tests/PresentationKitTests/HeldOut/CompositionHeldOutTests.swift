import Foundation
import PresentationKit
import Testing

/// Held-out tests of issue 34, "composition, found by random operation sequences": each
/// reproduction written as the issue describes it, asserting what iOS shows or what the library
/// promises (Behaviour 9.8, 10.1–10.2; every accepted request completes or is reported).
@MainActor
@Suite("Held out: composition")
struct CompositionHeldOutTests {
    // MARK: - A popover fits its container

    @Test(
        "Behaviour 9.8: a 320 × 480 popover over a custom presentation fits a 932 × 430 landscape phone",
        arguments: [CGPoint(x: 466, y: 215), CGPoint(x: 120, y: 40), CGPoint(x: 800, y: 380)])
    func popoverFitsLandscapeLargePhone(_ source: CGPoint) throws {
        let host = HeadlessHost(device: .largePhone, orientation: .landscapeRight)
        #expect(host.window.bounds.size == CGSize(width: 932, height: 430))
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let transitioning = HeldOutCardTransitioning()
        transitioning.cardSize = CGSize(width: 932, height: 430)
        let middle = UIViewController()
        middle.modalPresentationStyle = .custom
        middle.transitioningDelegate = transitioning
        root.present(middle, animated: true)
        host.runUntilIdle()

        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 320, height: 480)
        content.modalPresentationStyle = .popover
        let delegate = HeldOutPopoverDelegate()
        let popover = try #require(content.popoverPresentationController)
        popover.delegate = delegate
        popover.sourceView = middle.view
        popover.sourceRect = CGRect(x: source.x - 5, y: source.y - 5, width: 10, height: 10)
        middle.present(content, animated: true)
        host.runUntilIdle()

        #expect(middle.presentedViewController === content)
        #expect(content.presentationController is UIPopoverPresentationController, "kept a popover")
        let safe = host.window.bounds.inset(by: host.window.safeAreaInsets)
        let allowed = safe.inset(by: popover.popoverLayoutMargins).insetBy(dx: -0.5, dy: -0.5)
        let frame = heldOutWindowFrame(of: content.view)
        #expect(allowed.contains(frame), "popover content \(frame) outside \(allowed)")
        #expect(frame.height < 480, "shrunk to fit")
        #expect(frame.width > 0 && frame.height > 0)
        withExtendedLifetime((delegate, transitioning)) {}
    }

    // MARK: - Every accepted request completes or is reported

    /// A tablet whose root presents X over full screen; a child of X that defines the presentation
    /// context presents a custom controller that is modal in presentation.
    private func stageOverFullScreen(
        animatedInner: Bool, innerOverContext: Bool
    ) -> (HeadlessHost, UIViewController, UIViewController, UIViewController, HeldOutCardTransitioning) {
        let host = HeadlessHost(device: .tablet)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let x = UIViewController()
        x.modalPresentationStyle = .overFullScreen
        root.present(x, animated: true)
        host.runUntilIdle()
        let child = UIViewController()
        child.definesPresentationContext = true
        x.addChild(child)
        x.view.addSubview(child.view)
        child.view.frame = x.view.bounds
        child.didMove(toParent: x)
        host.runUntilIdle()
        let transitioning = HeldOutCardTransitioning()
        transitioning.fullscreen = !innerOverContext
        let inner = UIViewController()
        inner.modalPresentationStyle = .custom
        inner.transitioningDelegate = transitioning
        inner.isModalInPresentation = true
        child.present(inner, animated: animatedInner)
        host.runUntilIdle()
        return (host, root, x, inner, transitioning)
    }

    @Test(
        "Behaviour 10.2: X asked to dismiss twice in a row: each request completes or is reported (the custom controller full screen, or over the child's context)",
        arguments: [false, true])
    func doubleDismissCompletesOrReports(innerOverContext: Bool) {
        let (host, _, x, _, transitioning) = stageOverFullScreen(
            animatedInner: true, innerOverContext: innerOverContext)
        let before = host.diagnostics.count
        var completions = 0
        x.dismiss(animated: true) { completions += 1 }
        x.dismiss(animated: true) { completions += 1 }
        host.runUntilIdle()
        let reports = host.diagnostics.dropFirst(before).filter { $0.kind != .idleTimeout }
        #expect(completions >= 1, "the first request completes")
        // Exactly one of the two: the request completes, or it is dropped with a report.
        #expect(
            completions + reports.count == 2,
            "completions: \(completions), reports: \(reports.map(\.description))")
        _ = transitioning
    }

    @Test(
        "Behaviour 3.1, 3.5: dismiss(animated: true) of a controller whose child presented a non-animated custom presentation over its context"
    )
    func dismissOverNonAnimatedContextPresentation() {
        let (host, root, x, _, transitioning) = stageOverFullScreen(
            animatedInner: false, innerOverContext: true)
        let before = host.diagnostics.count
        var completed = false
        x.dismiss(animated: true) { completed = true }
        host.runUntilIdle()
        let reports = host.diagnostics.dropFirst(before).filter { $0.kind != .idleTimeout }
        #expect(completed || !reports.isEmpty, "accepted without a report, never completed")
        if reports.isEmpty {
            #expect(completed)
            #expect(root.presentedViewController == nil || root.presentedViewController === x)
        }
        _ = transitioning
    }

    // MARK: - A misuse reported once per presentation

    private func sourceViewReports(_ host: HeadlessHost) -> Int {
        host.diagnostics.filter { $0.message.lowercased().contains("sourceview") }.count
    }

    @Test("a popover without sourceView reports it once per presentation, not at each rotation or resize")
    func popoverWithoutSourceReportsOnce() throws {
        let host = HeadlessHost(device: .tablet)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 300, height: 300)
        content.modalPresentationStyle = .popover
        root.present(content, animated: true)
        host.runUntilIdle()
        #expect(sourceViewReports(host) == 1)

        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        host.rotate(to: .portrait)
        host.runUntilIdle()
        host.resize(to: CGSize(width: 1000, height: 1194))
        host.runUntilIdle()
        content.view.setNeedsLayout()
        host.runUntilIdle()
        #expect(sourceViewReports(host) == 1, "\(host.diagnostics.map(\.description))")

        content.dismiss(animated: true)
        host.runUntilIdle()
        root.present(content, animated: true)
        host.runUntilIdle()
        #expect(sourceViewReports(host) == 2, "a new presentation reports again")
    }

    // MARK: - Leftover transforms

    @Test(
        "a flipHorizontal popover after a self-dismissing custom presentation fits its frame after a NaN-duration resize"
    )
    func flipPopoverAfterNaNResize() throws {
        let host = HeadlessHost(device: .tablet)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        root.present(form, animated: true)
        host.runUntilIdle()

        let transitioning = HeldOutCardTransitioning()
        let custom = UIViewController()
        custom.modalPresentationStyle = .custom
        custom.transitioningDelegate = transitioning
        form.present(custom, animated: true) { custom.dismiss(animated: true) }
        host.runUntilIdle()
        #expect(form.presentedViewController == nil)

        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.modalPresentationStyle = .popover
        content.modalTransitionStyle = .flipHorizontal
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = form.view
        popover.sourceRect = CGRect(x: 20, y: 20, width: 10, height: 10)
        form.present(content, animated: true)
        host.runUntilIdle()

        let beforeResize = host.diagnostics.count
        host.resize(to: CGSize(width: 1194, height: 834), duration: .nan)
        host.runUntilIdle()
        let presented = try #require(content.presentationController)
        #expect(content.view.transform == .identity)
        #expect(CATransform3DIsIdentity(content.view.layer.transform))
        if let presentedView = presented.presentedView {
            #expect(CATransform3DIsIdentity(presentedView.layer.transform))
            #expect(
                abs(presentedView.frame.width - presented.frameOfPresentedViewInContainerView.width) <= 0.5,
                "\(presentedView.frame) vs \(presented.frameOfPresentedViewInContainerView)")
        }
        let mismatches = host.diagnostics.dropFirst(beforeResize).filter {
            $0.kind == .presentedFrameMismatch
        }
        #expect(mismatches.isEmpty, "\(mismatches.map(\.description))")
        _ = transitioning
    }

    @Test("Behaviour 9.8: a 2000 × 2000 popover on a tablet fits within the safe area and its margins")
    func hugePopoverFits() throws {
        let host = HeadlessHost(device: .tablet)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 2000, height: 2000)
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = root.view
        popover.sourceRect = CGRect(x: 400, y: 600, width: 10, height: 10)
        root.present(content, animated: true)
        host.runUntilIdle()
        let allowed = host.window.bounds.inset(by: host.window.safeAreaInsets).inset(
            by: popover.popoverLayoutMargins
        )
        .insetBy(dx: -0.5, dy: -0.5)
        #expect(
            allowed.contains(heldOutWindowFrame(of: content.view)), "\(heldOutWindowFrame(of: content.view))")
    }

    @Test("a popover without a source on a phone (adapted) reports at most once across rotations")
    func phonePopoverWithoutSource() {
        let host = HeadlessHost(device: .notchedPhone)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        root.present(content, animated: true)
        host.runUntilIdle()
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        host.rotate(to: .portrait)
        host.runUntilIdle()
        let reports = host.diagnostics.filter { $0.message.lowercased().contains("sourceview") }
        #expect(reports.count <= 1, "\(reports.map(\.description))")
    }
}
