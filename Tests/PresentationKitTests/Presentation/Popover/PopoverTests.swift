import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// Records the delegate calls of a popover, in order.
@MainActor
final class PopoverDelegateLog: NSObject, UIPopoverPresentationControllerDelegate {
    var entries: [String] = []
    var allowsDismissal = true
    var adaptiveStyle: UIModalPresentationStyle?

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    )
        -> UIModalPresentationStyle
    {
        adaptiveStyle ?? controller.adaptivePresentationStyle(for: traitCollection)
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        entries.append("prepare")
    }
    func popoverPresentationControllerShouldDismissPopover(_ controller: UIPopoverPresentationController)
        -> Bool
    {
        entries.append("shouldDismissPopover")
        return allowsDismissal
    }
    func popoverPresentationControllerDidDismissPopover(_ controller: UIPopoverPresentationController) {
        entries.append("didDismissPopover")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        entries.append("shouldDismiss")
        return true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        entries.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        entries.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        entries.append("didAttemptToDismiss")
    }
}

@MainActor
@Suite("Popovers (Behaviour 4.7, 9.7)")
struct PopoverTests {
    /// A tablet with a root controller and a 44 × 44 source button at `sourceFrame`.
    private func stage(source sourceFrame: CGRect, size: CGSize = CGSize(width: 1024, height: 1366))
        -> (HeadlessHost, UIViewController, UIView)
    {
        let host = HeadlessHost(size: size)
        let root = UIViewController()
        host.window.rootViewController = root
        let source = UIView(frame: sourceFrame)
        root.view.addSubview(source)
        host.runUntilIdle()
        return (host, root, source)
    }

    private func popover(from source: UIView, size: CGSize = CGSize(width: 300, height: 200))
        -> (UIViewController, UIPopoverPresentationController)
    {
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = size
        let popover = content.popoverPresentationController!
        popover.sourceView = source
        return (content, popover)
    }

    @Test("arrowDirection is .unknown until laid out; the controller is the one configured ahead")
    func unknownUntilLaidOut() {
        let (host, root, source) = stage(source: CGRect(x: 490, y: 20, width: 44, height: 44))
        let (content, popover) = popover(from: source)
        #expect(popover.arrowDirection == .unknown)
        #expect(popover.permittedArrowDirections == .any)
        root.present(content, animated: true)
        host.runUntilIdle()
        #expect(content.presentationController === popover)
        #expect(popover.arrowDirection == .up)
    }

    /// For each edge, the side with the most room and the content frame worked out by hand: the
    /// arrow is 13 pt, the margins 10 pt, the content 300 × 200.
    @Test(
        "the arrow points from the side with the most room, at the source",
        arguments: [
            // Near the top: below the source. y = 64 + 13; x centred on 512, 300 wide.
            (
                CGRect(x: 490, y: 20, width: 44, height: 44), UIPopoverArrowDirection.up,
                CGRect(x: 362, y: 77, width: 300, height: 200), CGPoint(x: 512, y: 64)
            ),
            // Near the bottom: above. y = 1302 − 13 − 200.
            (
                CGRect(x: 490, y: 1302, width: 44, height: 44), .down,
                CGRect(x: 362, y: 1089, width: 300, height: 200), CGPoint(x: 512, y: 1302)
            ),
            // Near the left edge, mid-height: to the right (more room across than up or down).
            (
                CGRect(x: 20, y: 661, width: 44, height: 44), .left,
                CGRect(x: 77, y: 583, width: 300, height: 200), CGPoint(x: 64, y: 683)
            ),
            // Near the right edge: to the left. x = 960 − 13 − 300.
            (
                CGRect(x: 960, y: 661, width: 44, height: 44), .right,
                CGRect(x: 647, y: 583, width: 300, height: 200), CGPoint(x: 960, y: 683)
            ),
            // Top-left corner: below, pushed right to the 10 pt margin; the arrow stays on the
            // straight edge, 13 + 13 pt from the corner.
            (
                CGRect(x: 0, y: 20, width: 20, height: 20), .up,
                CGRect(x: 10, y: 53, width: 300, height: 200), CGPoint(x: 36, y: 40)
            ),
        ])
    func arrowSide(
        source sourceFrame: CGRect, direction: UIPopoverArrowDirection, content: CGRect, tip: CGPoint
    ) throws {
        let (host, root, source) = stage(source: sourceFrame)
        let (presented, popover) = popover(from: source)
        root.present(presented, animated: true)
        host.runUntilIdle()
        #expect(popover.arrowDirection == direction)
        #expect(presented.view.frame == content)
        let layout = try #require(popover.currentLayout())
        #expect(layout.arrowTip == tip)
        #expect(presented.view.layer.cornerRadius == PopoverLayout.cornerRadius)
    }

    @Test("permittedArrowDirections restricts the side; the height shrinks to the room there")
    func permittedDirections() {
        let (host, root, source) = stage(source: CGRect(x: 490, y: 100, width: 44, height: 44))
        let (presented, popover) = popover(from: source)
        popover.permittedArrowDirections = .down
        root.present(presented, animated: false)
        host.runUntilIdle()
        #expect(popover.arrowDirection == .down)
        // Room above: 100 − 13 − 10 = 77 points.
        #expect(presented.view.frame == CGRect(x: 362, y: 10, width: 300, height: 77))
    }

    @Test("sourceRect is in the source view's coordinates")
    func sourceRect() {
        let (host, root, source) = stage(source: CGRect(x: 100, y: 100, width: 400, height: 400))
        let (presented, popover) = popover(from: source)
        popover.sourceRect = CGRect(x: 0, y: 0, width: 10, height: 10)
        popover.permittedArrowDirections = .up
        root.present(presented, animated: false)
        host.runUntilIdle()
        // Below (100…110, 100…110): x centred on 105 but kept within the 10 pt margin.
        #expect(presented.view.frame == CGRect(x: 10, y: 123, width: 300, height: 200))
    }

    @Test("a tap outside dismisses, asking the delegate in order (Behaviour 9.4)")
    func tapOutsideDismisses() {
        let (host, root, source) = stage(source: CGRect(x: 490, y: 20, width: 44, height: 44))
        let (presented, popover) = popover(from: source)
        let delegate = PopoverDelegateLog()
        popover.delegate = delegate
        root.present(presented, animated: true)
        host.runUntilIdle()
        #expect(delegate.entries == ["prepare"])
        host.tap(at: CGPoint(x: 900, y: 1200))
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(presented.view.window == nil)
        #expect(
            delegate.entries == [
                "prepare", "shouldDismissPopover", "shouldDismiss", "willDismiss", "didDismissPopover",
                "didDismiss",
            ])
    }

    @Test("a tap inside the popover reaches its content and does not dismiss")
    func tapInsideKeeps() {
        let (host, root, source) = stage(source: CGRect(x: 490, y: 20, width: 44, height: 44))
        let (presented, _) = popover(from: source)
        var tapped = 0
        presented.view.addGestureRecognizer(UITapGestureRecognizer { _ in tapped += 1 })
        root.present(presented, animated: false)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 512, y: 150))
        host.runUntilIdle()
        #expect(tapped == 1)
        #expect(root.presentedViewController === presented)
    }

    @Test("a tap on a passthrough view reaches it and does not dismiss")
    func passthrough() {
        let (host, root, source) = stage(source: CGRect(x: 490, y: 20, width: 44, height: 44))
        let button = UIButton(frame: CGRect(x: 100, y: 1200, width: 200, height: 60))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        let (presented, popover) = popover(from: source)
        popover.passthroughViews = [button]
        root.present(presented, animated: false)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 200, y: 1230))
        host.runUntilIdle()
        #expect(taps == 1)
        #expect(root.presentedViewController === presented)
        host.tap(at: CGPoint(x: 600, y: 1230))
        host.runUntilIdle()
        #expect(root.presentedViewController == nil, "outside the passthrough view the tap dismisses")
    }

    @Test("the delegate can refuse; isModalInPresentation blocks and reports the attempt (Behaviour 9.5)")
    func refusal() {
        let (host, root, source) = stage(source: CGRect(x: 490, y: 20, width: 44, height: 44))
        let (presented, popover) = popover(from: source)
        let delegate = PopoverDelegateLog()
        delegate.allowsDismissal = false
        popover.delegate = delegate
        root.present(presented, animated: false)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 900, y: 1200))
        host.runUntilIdle()
        #expect(root.presentedViewController === presented)
        #expect(delegate.entries == ["prepare", "shouldDismissPopover", "didAttemptToDismiss"])

        delegate.allowsDismissal = true
        delegate.entries.removeAll()
        presented.isModalInPresentation = true
        host.tap(at: CGPoint(x: 900, y: 1200))
        host.runUntilIdle()
        #expect(root.presentedViewController === presented)
        #expect(delegate.entries == ["didAttemptToDismiss"])
    }

    @Test("a programmatic dismissal calls none of the user-dismissal delegate methods (Behaviour 9.4)")
    func programmaticDismissal() {
        let (host, root, source) = stage(source: CGRect(x: 490, y: 20, width: 44, height: 44))
        let (presented, popover) = popover(from: source)
        let delegate = PopoverDelegateLog()
        popover.delegate = delegate
        root.present(presented, animated: false)
        host.runUntilIdle()
        presented.dismiss(animated: true)
        host.runUntilIdle()
        #expect(delegate.entries == ["prepare"])
    }

    @Test("in compact width a popover presents as a sheet; the delegate's .none keeps the bubble")
    func compactAdaptation() {
        let phone = CGSize(width: 390, height: 844)
        let (host, root, source) = stage(source: CGRect(x: 173, y: 400, width: 44, height: 44), size: phone)
        let (presented, popover) = popover(from: source)
        root.present(presented, animated: true)
        host.runUntilIdle()
        #expect(popover.adaptedPresentationStyle == .pageSheet)
        #expect(presented.view.frame == CGRect(x: 0, y: 54, width: 390, height: 790))
        #expect(popover.arrowDirection == .unknown)
        presented.dismiss(animated: false)
        host.runUntilIdle()

        let (kept, keptPopover) = self.popover(from: source)
        let delegate = PopoverDelegateLog()
        delegate.adaptiveStyle = UIModalPresentationStyle.none
        keptPopover.delegate = delegate
        root.present(kept, animated: false)
        host.runUntilIdle()
        #expect(keptPopover.adaptedPresentationStyle == nil)
        #expect(keptPopover.arrowDirection != .unknown)
        #expect(kept.view.frame.width == 300)
    }

    @Test("a popover without a source view is reported and points at the centre")
    func missingSource() {
        let (host, root, _) = stage(source: .zero)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        root.present(content, animated: false)
        host.runUntilIdle()
        #expect(
            host.diagnostics.contains { $0.kind == .presentationMisuse && $0.message.contains("sourceView") })
        #expect(root.presentedViewController === content)
    }

    @Test("popoverPresentationController is nil for other styles")
    func nilForOtherStyles() {
        let controller = UIViewController()
        controller.modalPresentationStyle = .formSheet
        #expect(controller.popoverPresentationController == nil)
        controller.modalPresentationStyle = .popover
        #expect(controller.popoverPresentationController != nil)
    }

    @Test(
        "appearance callbacks, presenting view and dim: a bubble on a tablet, a sheet on a phone (Behaviour 2.2)",
        arguments: [false, true])
    func appearanceAndDim(onPhone: Bool) throws {
        let size = onPhone ? CGSize(width: 390, height: 844) : CGSize(width: 1024, height: 1366)
        let host = HeadlessHost(size: size)
        let log = RecordingController.Log()
        let root = RecordingController("root", log: log)
        host.window.rootViewController = root
        let source = UIView(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
        root.view.addSubview(source)
        host.runUntilIdle()
        log.entries.removeAll()
        let presented = RecordingController("presented", log: log)
        presented.modalPresentationStyle = .popover
        presented.popoverPresentationController?.sourceView = source
        root.present(presented, animated: true)
        host.runUntilIdle()
        #expect(log.entries == ["presented.viewWillAppear", "presented.viewDidAppear"])
        #expect(root.view.window != nil)
        let container = try #require(presented.presentationController?.containerView)
        let dim = container.subviews.first { $0.backgroundColor == .black }
        if onPhone {
            #expect(abs((dim?.alpha ?? 0) - 0.4) < 1e-6)
            #expect(presented.view.frame == CGRect(x: 0, y: 54, width: 390, height: 790))
        } else {
            #expect(dim == nil, "a popover does not dim")
            #expect(presented.view.frame.size == PopoverLayout.defaultContentSize)
        }
        log.entries.removeAll()
        presented.dismiss(animated: true)
        host.runUntilIdle()
        #expect(log.entries == ["presented.viewWillDisappear", "presented.viewDidDisappear"])
        #expect(host.window.subviews.count == 1)
    }
}

@Suite("Popover layout")
struct PopoverLayoutTests {
    @Test("equal room on every side: the arrow points up, the first side in UIKit's order")
    func ties() {
        let layout = PopoverLayout(
            source: CGRect(x: 490, y: 490, width: 20, height: 20),
            container: CGRect(x: 0, y: 0, width: 1000, height: 1000), margins: .zero, permitted: .any,
            preferredContentSize: CGSize(width: 100, height: 100))
        #expect(layout.arrowDirection == .up)
        let sideways = PopoverLayout(
            source: CGRect(x: 490, y: 490, width: 20, height: 20),
            container: CGRect(x: 0, y: 0, width: 1000, height: 1000), margins: .zero,
            permitted: [.left, .right], preferredContentSize: CGSize(width: 100, height: 100))
        #expect(sideways.arrowDirection == .left)
    }
}
