import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// Keeps a popover a popover in every environment.
@MainActor
private final class BubbleKeeper: NSObject, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        .none
    }
}

@MainActor
@Suite("A popover fits its container and follows its source (Behaviour 9.8, 9.13)")
struct PopoverFollowsSourceTests {
    /// A 320 × 480 popover (the default size) pointing at `sourceRect` in `presenter`'s view.
    private func popover(
        from presenter: UIViewController, at sourceRect: CGRect, arrows: UIPopoverArrowDirection = .any,
        keeper: BubbleKeeper
    ) -> (UIViewController, UIPopoverPresentationController) {
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = content.popoverPresentationController!
        popover.sourceView = presenter.view
        popover.sourceRect = sourceRect
        popover.permittedArrowDirections = arrows
        popover.delegate = keeper
        return (content, popover)
    }

    /// The content frame is inside the container inset by the safe area and the margins.
    private func fits(_ frame: CGRect, in container: UIView) -> Bool {
        let safe = container.safeAreaInsets
        let area = container.bounds.inset(
            by: UIEdgeInsets(
                top: safe.top + 10, left: safe.left + 10, bottom: safe.bottom + 10, right: safe.right + 10))
        return !frame.isEmpty && frame.minX >= area.minX - 0.5 && frame.minY >= area.minY - 0.5
            && frame.maxX <= area.maxX + 0.5 && frame.maxY <= area.maxY + 0.5
    }

    /// Fuzzer seed 16500095: a tablet made 375 points wide, then turned, leaves the source
    /// rectangle the app set in the portrait view below a 375-point-high container. The room
    /// above the source, measured from it, was taller than the container, and the bubble kept its
    /// 480 points, running out of the container.
    @Test("a source left outside a smaller container: the bubble shrinks to the margins (Behaviour 9.8)")
    func sourceOutsideSmallerContainer() throws {
        let host = HeadlessHost(device: .tablet)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let keeper = BubbleKeeper()
        let height = root.view.bounds.height
        let (content, popover) = popover(
            from: root, at: CGRect(x: 400, y: height * 0.858, width: 44, height: 44), arrows: .down,
            keeper: keeper)
        root.present(content, animated: false)
        host.runUntilIdle()
        host.resize(to: CGSize(width: 375, height: host.window.bounds.height), duration: 0)
        host.resize(to: CGSize(width: host.window.bounds.height, height: 375), duration: 0.3)
        host.runUntilIdle()
        let container = try #require(popover.containerView)
        #expect(popover.arrowDirection == .down)
        #expect(fits(popover.frameOfPresentedViewInContainerView, in: container))
        #expect(content.view.frame == popover.frameOfPresentedViewInContainerView)
        #expect(content.view.frame.height < 480)
        #expect(host.diagnostics.isEmpty)
    }

    /// The layout alone: a source far below the container, the only permitted side above it.
    @Test("the room measured from a source below the container is cut to the container")
    func layoutOfSourceBelow() {
        let layout = PopoverLayout(
            source: CGRect(x: 400, y: 1000, width: 44, height: 44),
            container: CGRect(x: 0, y: 0, width: 1180, height: 375), margins: .zero, permitted: .down,
            preferredContentSize: CGSize(width: 320, height: 480))
        #expect(layout.contentFrame == CGRect(x: 262, y: 0, width: 320, height: 375))
        let sideways = PopoverLayout(
            source: CGRect(x: 1500, y: 100, width: 44, height: 44),
            container: CGRect(x: 0, y: 0, width: 300, height: 800), margins: .zero, permitted: .right,
            preferredContentSize: CGSize(width: 320, height: 480))
        #expect(sideways.contentFrame.width == 300)
        #expect(sideways.contentFrame.minX == 0)
    }

    /// The app moves the view the popover points at (no layout of the popover's container):
    /// at the next turn the bubble points at it again.
    @Test("a source the app moves: the bubble follows at the next turn (Behaviour 9.13)")
    func sourceMovedByTheApp() throws {
        let host = HeadlessHost(device: .tablet)
        let root = UIViewController()
        host.window.rootViewController = root
        let button = UIView(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
        root.view.addSubview(button)
        host.runUntilIdle()
        let keeper = BubbleKeeper()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = button
        popover.delegate = keeper
        root.present(content, animated: true)
        host.runUntilIdle()
        let before = content.view.frame
        #expect(before.minY == 157, "below the button: 144 + 13")
        button.frame.origin = CGPoint(x: 400, y: 300)
        host.advance(by: 0)
        #expect(content.view.frame.minY == 357, "below the moved button")
        #expect(content.view.frame.midX == 422)
        #expect(content.view.frame == popover.frameOfPresentedViewInContainerView)
        host.runUntilIdle()
        #expect(host.diagnostics.isEmpty)
    }

    /// Fuzzer seeds 9500815 and 16600029: a popover presented from a sheet; the sheet changes
    /// detent in `animateChanges(_:)` and takes the source with it. The bubble stayed where the
    /// sheet had been.
    @Test("a source in a sheet that changes detent: the bubble rests at the source (Behaviour 9.13)")
    func sourceInSheetChangingDetent() throws {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheetContent = UIViewController()
        let sheet = try #require(sheetContent.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        root.present(sheetContent, animated: true)
        host.runUntilIdle()
        let keeper = BubbleKeeper()
        let (content, popover) = popover(
            from: sheetContent, at: CGRect(x: 20, y: 20, width: 44, height: 44), arrows: .up, keeper: keeper)
        content.preferredContentSize = CGSize(width: 200, height: 150)
        sheetContent.present(content, animated: true)
        host.runUntilIdle()
        let atMedium = content.view.frame
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        host.runUntilIdle()
        let source = sheetContent.view.convert(
            CGRect(x: 20, y: 20, width: 44, height: 44), to: popover.containerView)
        #expect(content.view.frame != atMedium, "the sheet rose with the source")
        #expect(content.view.frame.minY == source.maxY + PopoverLayout.arrowHeight)
        #expect(content.view.frame == popover.frameOfPresentedViewInContainerView)
        #expect(host.diagnostics.isEmpty)
    }
}
