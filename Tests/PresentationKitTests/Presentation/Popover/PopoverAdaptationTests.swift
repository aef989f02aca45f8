import Foundation
import Testing

@testable import PresentationKit

/// A popover shown while the traits change: it asks its delegate again, becomes a sheet in compact
/// traits and comes back to its bubble at its source (Behaviour 13.6, 13.8–13.11, 13.14).
@MainActor
@Suite("Popover adaptation while shown")
struct PopoverAdaptationTests {
    /// Records every adaptive call, with the style and the traits it was asked for.
    final class Delegate: NSObject, UIPopoverPresentationControllerDelegate {
        var calls: [String] = []
        var answer: UIModalPresentationStyle = .automatic
        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            calls.append(
                "style(for: \(traitCollection.horizontalSizeClass)/\(traitCollection.verticalSizeClass))")
            return answer
        }
        func presentationController(
            _ controller: UIPresentationController,
            viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
        ) -> UIViewController? {
            calls.append("viewController(for: \(style.rawValue))")
            return nil
        }
        func presentationController(
            _ presentationController: UIPresentationController,
            prepare adaptivePresentationController: UIPresentationController
        ) { calls.append("prepare") }
        func presentationController(
            _ presentationController: UIPresentationController,
            willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
            transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
        ) { calls.append("willPresent(\(style.rawValue), coordinator: \(transitionCoordinator != nil))") }
    }

    private func showPopover(on host: HeadlessHost, delegate: Delegate) -> (
        UIViewController, UIPopoverPresentationController
    ) {
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let source = UIView(frame: CGRect(x: 40, y: 60, width: 30, height: 30))
        root.view.addSubview(source)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = content.popoverPresentationController!
        popover.sourceView = source
        popover.delegate = delegate
        root.present(content, animated: true)
        host.runUntilIdle()
        delegate.calls.removeAll()
        return (content, popover)
    }

    @Test("a tablet popover becomes a bottom sheet in a compact pane and comes back at its source")
    func splitPaneAndBack() throws {
        let host = HeadlessHost(device: .tablet)
        let delegate = Delegate()
        let (content, popover) = showPopover(on: host, delegate: delegate)
        let bubble = content.view.frame
        #expect(popover.arrowDirection != .unknown)
        let container = try #require(popover.containerView)
        let chromeCount = container.subviews.count

        host.resize(to: CGSize(width: 320, height: 1194))
        host.runUntilIdle()
        // .automatic: the popover's own adaptation, a page sheet (Behaviour 13.8).
        #expect(
            delegate.calls == [
                "style(for: compact/regular)", "viewController(for: 1)", "prepare",
                "willPresent(1, coordinator: true)",
            ])
        let sheet = SheetLayout(
            style: .pageSheet, container: container.bounds, traits: container.traitCollection,
            preferredContentSize: content.preferredContentSize, safeAreaTop: container.safeAreaInsets.top)
        #expect(sheet.mode == .bottomSheet)
        #expect(content.view.frame == sheet.frame)
        #expect(chromeCount == 3, "tap catcher, bubble, content")
        #expect(container.subviews.count == 2, "the dim replaced the bubble and the tap catcher")
        #expect(container.subviews.last === content.view)
        #expect(host.diagnostics.isEmpty)

        delegate.calls.removeAll()
        host.resize(to: CGSize(width: 834, height: 1194))
        host.runUntilIdle()
        #expect(
            delegate.calls == ["style(for: regular/regular)", "willPresent(-1, coordinator: true)"],
            "asked before every trait change (Behaviour 13.6); back to the bubble: .none (Behaviour 13.11)"
        )
        #expect(content.view.frame == bubble, "at its source again (Behaviour 13.14)")
        #expect(popover.frameOfPresentedViewInContainerView == bubble)
        #expect(container.subviews.count == chromeCount)
        #expect(content.view.layer.cornerRadius == PopoverLayout.cornerRadius)
    }

    @Test("a delegate that answers .none keeps the bubble in compact traits (Behaviour 13.7)")
    func delegateKeepsBubble() {
        let host = HeadlessHost(device: .tablet)
        let delegate = PopoverAdaptationTests.Delegate()
        delegate.answer = .none
        let (content, popover) = showPopover(on: host, delegate: delegate)
        let bubble = content.view.frame
        host.resize(to: CGSize(width: 320, height: 1194))
        host.runUntilIdle()
        #expect(delegate.calls == ["style(for: compact/regular)"])
        #expect(popover.arrowDirection != .unknown)
        #expect(content.view.frame.size == bubble.size)
    }

    @Test("a large phone turned to landscape adapts a popover; back in portrait too (Behaviour 13.9)")
    func largePhoneLandscape() {
        let host = HeadlessHost(device: .largePhone)
        let delegate = PopoverAdaptationTests.Delegate()
        delegate.answer = .none
        let (content, _) = showPopover(on: host, delegate: delegate)
        delegate.answer = .fullScreen
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(delegate.calls.first == "style(for: regular/compact)")
        #expect(delegate.calls.last == "willPresent(0, coordinator: true)")
        #expect(content.view.frame == host.window.bounds)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("a size change that keeps the traits does not ask the delegate (Behaviour 13.4, 13.6)")
    func sizeOnly() {
        let host = HeadlessHost(device: .tablet)
        let delegate = Delegate()
        _ = showPopover(on: host, delegate: delegate)
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(delegate.calls.isEmpty)
    }
}

/// What the delegate may answer (Behaviour 13.7).
@MainActor
@Suite("Popover adaptation · the delegate's answers")
struct PopoverAdaptationAnswerTests {
    final class Answering: NSObject, UIPopoverPresentationControllerDelegate {
        let answer: UIModalPresentationStyle
        init(_ answer: UIModalPresentationStyle) { self.answer = answer }
        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle { answer }
    }

    @Test(
        "a valid answer is the form; .custom or a context style means the default adaptation (Behaviour 13.7)",
        arguments: [
            (UIModalPresentationStyle.fullScreen, "whole"), (.overFullScreen, "whole"), (.formSheet, "sheet"),
            (.pageSheet, "sheet"), (.custom, "sheet"), (.overCurrentContext, "sheet"), (.none, "bubble"),
        ])
    func answers(_ case: (UIModalPresentationStyle, String)) {
        let (answer, form) = `case`
        let host = HeadlessHost(device: .notchedPhone)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let source = UIView(frame: CGRect(x: 40, y: 80, width: 30, height: 30))
        root.view.addSubview(source)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 200, height: 150)
        let delegate = Answering(answer)
        content.popoverPresentationController?.sourceView = source
        content.popoverPresentationController?.delegate = delegate
        root.present(content, animated: true)
        host.runUntilIdle()
        switch form {
        case "whole": #expect(content.view.frame == host.window.bounds)
        case "sheet":
            let container = content.presentationController!.containerView!
            let sheet = SheetLayout(
                style: .pageSheet, container: container.bounds, traits: container.traitCollection,
                preferredContentSize: content.preferredContentSize, safeAreaTop: container.safeAreaInsets.top)
            #expect(content.view.frame == sheet.frame)
        default: #expect(content.view.frame.size == CGSize(width: 200, height: 150))
        }
    }

    @Test("a popover with nothing to point at is reported once per presentation, not at every return")
    func missingSourceReportedOnce() {
        let host = HeadlessHost(device: .tablet, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        root.present(content, animated: true)
        host.runUntilIdle()
        for size in [CGSize(width: 320, height: 1194), CGSize(width: 834, height: 1194)] + [
            CGSize(width: 320, height: 1194), CGSize(width: 834, height: 1194),
        ] {
            host.resize(to: size)
            host.runUntilIdle()
        }
        #expect(content.view.window === host.window, "the popover is still shown")
        #expect(host.diagnostics.filter { $0.message.contains("no sourceView") }.count == 1)
    }

    @Test(
        "a popover kept a popover on a landscape phone fits inside the safe area and its margins (Behaviour 9.8)"
    )
    func keptPopoverFitsSafeArea() throws {
        let host = HeadlessHost(device: .largePhone, orientation: .landscapeLeft)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let cover = UIViewController()
        cover.modalPresentationStyle = .custom
        root.present(cover, animated: false)
        host.runUntilIdle()
        let source = UIView(frame: CGRect(x: 400, y: 60, width: 44, height: 30))
        cover.view.addSubview(source)
        let delegate = PopoverAdaptationTests.Delegate()
        delegate.answer = .none
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 320, height: 480)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        popover.delegate = delegate
        cover.present(content, animated: true)
        host.runUntilIdle()
        let container = try #require(popover.containerView)
        let allowed = container.bounds.inset(by: container.safeAreaInsets).inset(
            by: popover.popoverLayoutMargins)
        let frame = content.view.convert(content.view.bounds, to: container)
        #expect(container.safeAreaInsets.left > 0, "a landscape phone has side insets")
        #expect(allowed.contains(frame), "\(frame) is not inside \(allowed)")
        #expect(frame.height < 480, "the popover shrinks to fit")
    }
}
