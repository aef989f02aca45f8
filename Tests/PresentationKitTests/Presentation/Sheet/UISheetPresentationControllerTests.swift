import Foundation
import Testing

@testable import PresentationKit

/// `UISheetPresentationController` on a notched phone (393 × 852, insets 59 above and 34 below):
/// `maximumDetentValue` = 852 − 59 − 34 − 10 = 749 (Behaviour 14.4); a bottom sheet of detent height h
/// is h + 34 tall, on the bottom edge.
@MainActor
@Suite("UISheetPresentationController: detents, dim, grabber")
struct UISheetPresentationControllerTests {
    final class Delegate: NSObject, UISheetPresentationControllerDelegate {
        var changes: [UISheetPresentationController.Detent.Identifier?] = []
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) {
            changes.append(sheetPresentationController.selectedDetentIdentifier)
        }
    }

    private func stage(
        orientation: UIInterfaceOrientation = .portrait,
        configure: (UISheetPresentationController) -> Void = { _ in }
    ) throws -> (HeadlessHost, UIViewController, UIViewController, UISheetPresentationController) {
        let host = HeadlessHost(device: .notchedPhone, orientation: orientation)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheetContent = UIViewController()
        sheetContent.modalPresentationStyle = .pageSheet
        let sheet = try #require(sheetContent.sheetPresentationController)
        configure(sheet)
        root.present(sheetContent, animated: true)
        host.runUntilIdle()
        #expect(sheetContent.presentationController === sheet)
        return (host, root, sheetContent, sheet)
    }

    @Test("14.1: sheet styles have a sheet presentation controller, [.large()] by default; others none")
    func availability() {
        for style in [UIModalPresentationStyle.pageSheet, .formSheet, .automatic] {
            let controller = UIViewController()
            controller.modalPresentationStyle = style
            #expect(controller.sheetPresentationController?.detents.map(\.identifier) == [.large], "\(style)")
        }
        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .custom, .popover] {
            let controller = UIViewController()
            controller.modalPresentationStyle = style
            #expect(controller.sheetPresentationController == nil, "\(style)")
        }
    }

    @Test(
        "14.2–14.4, 14.8: .large fills to the safe top + 10; with [.medium, .large] and none selected, medium"
    )
    func detentHeights() throws {
        let (host, root, content, _) = try stage()
        #expect(content.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(root.view.transform != .identity, "at .large the presenter is scaled back (14.13)")
        #expect(host.diagnostics.isEmpty)

        let (host2, root2, content2, sheet2) = try stage { $0.detents = [.medium(), .large()] }
        // 0.5 × 749 = 374.5, plus the 34-point home indicator area.
        #expect(content2.view.frame == CGRect(x: 0, y: 852 - 408.5, width: 393, height: 408.5))
        #expect(root2.view.transform == .identity, "below .large the presenter stays as it is (14.13)")
        #expect(sheet2.selectedDetentIdentifier == nil)
        // Selected in code, outside animateChanges: at once (14.8).
        sheet2.selectedDetentIdentifier = .large
        #expect(content2.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(content2.view.layer.animationKeys() == nil, "no animation")
        #expect(host2.diagnostics.isEmpty)
    }

    @Test("14.5, 14.6, 14.7: a custom resolver gets the traits and 749; nil makes a detent inactive")
    func customDetents() throws {
        var seen: [CGFloat] = []
        let small = UISheetPresentationController.Detent.custom(identifier: .init("small")) { context in
            seen.append(context.maximumDetentValue)
            #expect(context.containerTraitCollection.horizontalSizeClass == .compact)
            return 200
        }
        let never = UISheetPresentationController.Detent.custom { _ in nil }
        #expect(never.identifier.rawValue.isEmpty == false, "an identifier is generated")
        #expect(never.identifier != UISheetPresentationController.Detent.custom { _ in nil }.identifier)
        let (host, _, content, _) = try stage { $0.detents = [never, small, .large()] }
        defer { withExtendedLifetime(host) {} }
        #expect(seen.contains(749))
        #expect(content.view.frame == CGRect(x: 0, y: 852 - 234, width: 393, height: 234))
        let context = SheetDetentContext(traits: UITraitCollection(), maximumDetentValue: 600)
        #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: context) == 300)
        #expect(UISheetPresentationController.Detent.large().resolvedValue(in: context) == 600)
    }

    @Test("14.11: at an undimmed detent there is no dim and the content behind takes touches")
    func undimmed() throws {
        var taps = 0
        let (host, root, content, sheet) = try stage {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        root.view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let dim = sheet.chrome.dimmingView
        #expect(dim.superview === sheet.containerView)
        #expect(dim.alpha == 0)
        host.tap(at: CGPoint(x: 200, y: 200))  // above the medium sheet
        host.runUntilIdle()
        #expect(taps == 1)
        #expect(root.presentedViewController === content)

        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        host.runUntilIdle()
        #expect(abs(dim.alpha - 0.4) < 1e-6, "dimmed above the undimmed detent")
        host.tap(at: CGPoint(x: 200, y: 30))  // on the dim, above the large sheet
        host.runUntilIdle()
        #expect(taps == 1, "the dim takes it (and does not dismiss, 14.12)")
        #expect(root.presentedViewController === content)
    }

    @Test("14.10: animateChanges moves the sheet with a spring; the frame is between mid-way")
    func animateChanges() throws {
        let (host, _, content, sheet) = try stage { $0.detents = [.medium(), .large()] }
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        host.advance(by: 0.1)
        let frame = try #require(content.view.layer.presentation()).frame
        #expect(frame.minY > 69 && frame.minY < 443.5, "\(frame)")
        host.runUntilIdle()
        #expect(content.view.frame.minY == 69)
    }

    @Test(
        "14.10: a detent chosen while the sheet is being presented is where it rests once the presentation ends",
        arguments: [true, false])
    func detentChangedDuringPresentation(animated: Bool) throws {
        let host = HeadlessHost(device: .notchedPhone)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = UIViewController()
        content.modalPresentationStyle = .pageSheet
        let sheet = try #require(content.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        root.present(content, animated: true)
        host.advance(by: 0.05)
        #expect(content.isBeingPresented)
        if animated {
            sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        } else {
            sheet.selectedDetentIdentifier = .large
        }
        host.runUntilIdle()
        // .large: the safe top (59) + 10, to the bottom edge (long-mode fuzzer finding S1).
        #expect(content.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(sheet.frameOfPresentedViewInContainerView == content.view.frame)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("14.16, 14.17, 14.9: the grabber, a tap on it cycles the detents, and only that is reported")
    func grabber() throws {
        let delegate = Delegate()
        let (host, _, content, sheet) = try stage {
            $0.detents = [.medium(), .large()]
            $0.prefersGrabberVisible = true
            $0.delegate = delegate
        }
        let grabber = try #require(content.view.subviews.last)
        #expect(grabber.frame == CGRect(x: 393.0 / 2 - 18, y: 5, width: 36, height: 5))
        sheet.selectedDetentIdentifier = .medium
        #expect(delegate.changes.isEmpty, "a change in code is not reported")
        let centre = grabber.convert(CGPoint(x: 18, y: 2.5), to: nil)
        host.tap(at: centre)
        #expect(delegate.changes.isEmpty, "reported once the sheet settles")
        host.runUntilIdle()
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(delegate.changes == [.large])
        #expect(content.view.frame.minY == 69)
        host.tap(at: grabber.convert(CGPoint(x: 18, y: 2.5), to: nil))
        host.runUntilIdle()
        #expect(sheet.selectedDetentIdentifier == .medium, "wraps to the smallest")
        #expect(delegate.changes == [.large, .medium])
    }

    @Test(
        "13.15, 14.19: in compact height a sheet covers the screen unless edge-attached; medium is inactive")
    func compactHeight() throws {
        let (host, _, content, _) = try stage(orientation: .landscapeRight) {
            $0.detents = [.medium(), .large()]
        }
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(host.diagnostics.isEmpty)

        let (host2, _, content2, sheet2) = try stage(orientation: .landscapeRight) {
            $0.detents = [.medium(), .large()]
            $0.selectedDetentIdentifier = .medium
            $0.prefersEdgeAttachedInCompactHeight = true
        }
        // Edge-attached: 8 points below the (zero) top inset, the safe area's width (14.20); medium is
        // inactive, so the next larger (.large) shows and the selection keeps its value.
        #expect(content2.view.frame == CGRect(x: 59, y: 8, width: 852 - 2 * 59, height: 385))
        #expect(sheet2.selectedDetentIdentifier == .medium)
        #expect(host2.diagnostics.isEmpty)
    }

    @Test("14.1: detents out of order are kept as given, with a diagnostic")
    func unordered() throws {
        let (host, _, content, _) = try stage { $0.detents = [.large(), .medium()] }
        #expect(host.diagnostics.contains { $0.message.contains("not ordered smallest first") })
        // Nothing selected: the smallest height shows.
        #expect(content.view.frame.height == 408.5)
    }

    @Test("13.13: a popover's adaptiveSheetPresentationController shapes its compact form and is prepared")
    func popoverAdaptiveSheet() throws {
        final class Prepared: NSObject, UIPopoverPresentationControllerDelegate {
            var prepared: UIPresentationController?
            func presentationController(
                _ presentationController: UIPresentationController,
                prepare adaptivePresentationController: UIPresentationController
            ) { prepared = adaptivePresentationController }
        }
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = root.view
        let delegate = Prepared()
        popover.delegate = delegate
        popover.adaptiveSheetPresentationController.detents = [.medium()]
        root.present(content, animated: true)
        host.runUntilIdle()
        #expect(delegate.prepared === popover.adaptiveSheetPresentationController)
        #expect(content.view.frame == CGRect(x: 0, y: 852 - 408.5, width: 393, height: 408.5))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}

/// Dragging a sheet (Behaviour 14.23–14.27) on the notched phone: medium rests at y = 852 − 408.5 = 443.5,
/// large at 69.
@MainActor
@Suite("UISheetPresentationController: dragging")
struct UISheetDragTests {
    final class Delegate: NSObject, UISheetPresentationControllerDelegate {
        var calls: [String] = []
        var allowsDismissal = true
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) {
            calls.append(
                "didChange(\(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil"))")
        }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            calls.append("shouldDismiss")
            return allowsDismissal
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            calls.append("willDismiss")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            calls.append("didDismiss")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            calls.append("didAttemptToDismiss")
        }
    }

    private func stage(delegate: Delegate, modal: Bool = false) -> (
        HeadlessHost, UIViewController, UIViewController
    ) {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = UIViewController()
        content.isModalInPresentation = modal
        let sheet = content.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        sheet.delegate = delegate
        root.present(content, animated: true)
        host.runUntilIdle()
        return (host, root, content)
    }

    @Test(
        "14.23: the sheet's top follows the finger; released still near large, it settles there and says so")
    func dragUpToLarge() throws {
        let delegate = Delegate()
        let (host, _, content) = stage(delegate: delegate)
        #expect(content.view.frame.minY == 443.5)
        host.touchDown(at: CGPoint(x: 200, y: 600))
        for step in 1...30 {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 200, y: 600 - CGFloat(step) * 10))
        }
        // The top has moved with the finger: 300 points up from where it went down.
        #expect(abs(content.view.frame.minY - (443.5 - 300)) < 1e-9)
        #expect(content.view.frame.maxY == 852, "still on the bottom edge")
        host.advance(by: 0.15)
        host.touchUp()
        host.runUntilIdle()
        #expect(content.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(content.view.frame.minY == 69)
        #expect(delegate.calls == ["didChange(com.apple.UIKit.large)"])
    }

    @Test("14.23: pulled up past the largest detent the sheet stretches like a rubber band, then returns")
    func stretch() throws {
        let delegate = Delegate()
        let (host, _, content) = stage(delegate: delegate)
        content.sheetPresentationController?.selectedDetentIdentifier = .large
        host.touchDown(at: CGPoint(x: 200, y: 500))
        host.advance(by: 1.0 / 60)
        host.touchMove(to: CGPoint(x: 200, y: 490))  // the pan begins here
        host.advance(by: 1.0 / 60)
        host.touchMove(to: CGPoint(x: 200, y: 390))  // 110 points above where it went down
        let overshoot: CGFloat = 110
        let shown = (1 - 1 / (overshoot * 0.55 / 852 + 1)) * 852
        #expect(abs(content.view.frame.minY - (69 - shown)) < 1e-9)
        host.advance(by: 0.15)
        host.touchUp()
        host.runUntilIdle()
        #expect(content.view.frame.minY == 69)
        #expect(delegate.calls.isEmpty, "no change of detent")
    }

    @Test("14.24, 14.27, 9.4: flung down from medium it is dismissed through the user-dismissal calls")
    func flingToDismiss() throws {
        let delegate = Delegate()
        let (host, root, _) = stage(delegate: delegate)
        host.fling(
            from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 700), duration: 0.2,
            releaseVelocity: CGPoint(x: 0, y: 1500))
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test(
        "14.24: a pull down from the smallest detent asks at its start; let go short, no didDismiss; again, asks again"
    )
    func tugsAskEachTime() throws {
        let delegate = Delegate()
        let (host, root, content) = stage(delegate: delegate)
        for _ in 0..<2 {
            host.touchDown(at: CGPoint(x: 200, y: 500))
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 200, y: 520))
            #expect(delegate.calls.suffix(2) == ["shouldDismiss", "willDismiss"], "asked as the pull starts")
            host.advance(by: 0.2)
            host.touchUp()
            host.runUntilIdle()
        }
        #expect(delegate.calls == ["shouldDismiss", "willDismiss", "shouldDismiss", "willDismiss"])
        #expect(root.presentedViewController === content)
        #expect(content.view.frame.minY == 443.5)
        // A refusing delegate: the pull is asked, then a fling only attempts.
        delegate.allowsDismissal = false
        delegate.calls.removeAll()
        host.fling(
            from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 700), duration: 0.2,
            releaseVelocity: CGPoint(x: 0, y: 1500))
        host.runUntilIdle()
        #expect(delegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(root.presentedViewController === content)
    }

    @Test("14.25: modal in presentation, a pull below medium resists like a rubber band, then springs back")
    func modalRubberBands() throws {
        let delegate = Delegate()
        let (host, root, content) = stage(delegate: delegate, modal: true)
        host.touchDown(at: CGPoint(x: 200, y: 500))
        for step in 1...20 {
            host.advance(by: 1 / 60)
            host.touchMove(to: CGPoint(x: 200, y: 500 + 10 * Double(step)))
        }
        host.advance(by: 1 / 60)
        // 200 points of finger past medium (852 − 408.5 = 443.5), through UIScrollView's rubber
        // band, 0.55 over the container's 852-point height, worked out here independently.
        let banded = (1 - 1 / (200 * 0.55 / 852 + 1)) * 852
        #expect(abs(content.view.frame.minY - (443.5 + banded)) < 0.5, "\(content.view.frame.minY)")
        #expect(content.view.frame.minY < 443.5 + 120, "the sheet does not follow the finger 1:1")
        host.touchUp()
        host.runUntilIdle()
        #expect(root.presentedViewController === content)
        #expect(content.view.frame.minY == 443.5)
    }

    @Test("14.25: modal in presentation, a fling down is refused: didAttemptToDismiss, back at medium")
    func modalRefuses() throws {
        let delegate = Delegate()
        let (host, root, content) = stage(delegate: delegate, modal: true)
        host.fling(
            from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 700), duration: 0.2,
            releaseVelocity: CGPoint(x: 0, y: 1500))
        host.runUntilIdle()
        #expect(root.presentedViewController === content)
        #expect(delegate.calls == ["didAttemptToDismiss"])
        #expect(content.view.frame.minY == 443.5)
    }

    @Test("15.4: a drag that starts in a scrolled list scrolls it; the sheet stays")
    func scrolledListKeepsTheDrag() throws {
        let delegate = Delegate()
        let (host, _, content) = stage(delegate: delegate)
        let list = UIScrollView(frame: CGRect(x: 0, y: 40, width: 393, height: 300))
        list.contentSize = CGSize(width: 393, height: 2000)
        list.contentOffset = CGPoint(x: 0, y: 200)
        content.view.addSubview(list)
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 700), duration: 0.3)
        host.runUntilIdle()
        #expect(content.view.frame.minY == 443.5)
        #expect(list.contentOffset.y < 200)
    }

    /// A medium sheet holding a list at its top (2,000 points of content in 300), and a slow drag
    /// from (200, 600) by `distance` (down when positive) in 5-point steps, held still before the
    /// finger lifts; returns the sheet's top and the list's offset while held.
    private func dragInList(distance: CGFloat, expands: Bool = true) -> (
        host: HeadlessHost, content: UIViewController, list: UIScrollView, heldTop: CGFloat,
        heldOffset: CGFloat
    ) {
        let delegate = Delegate()
        let (host, _, content) = stage(delegate: delegate)
        content.sheetPresentationController?.prefersScrollingExpandsWhenScrolledToEdge = expands
        let list = UIScrollView(frame: CGRect(x: 0, y: 40, width: 393, height: 300))
        list.contentSize = CGSize(width: 393, height: 2000)
        content.view.addSubview(list)
        host.touchDown(at: CGPoint(x: 200, y: 600))
        let steps = Int(abs(distance) / 5)
        for step in 1...steps {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 200, y: 600 + CGFloat(step) * 5 * (distance > 0 ? 1 : -1)))
        }
        host.advance(by: 0.2)
        host.touchMove(to: CGPoint(x: 200, y: 600 + distance))
        let held = (content.view.frame.minY, list.contentOffset.y)
        host.advance(by: 0.2)
        host.touchUp()
        host.runUntilIdle()
        return (host, content, list, held.0, held.1)
    }

    @Test("15.4: a drag down in a list at its top moves the sheet, and the list stays at its top")
    func listAtTopHandsTheDragDown() throws {
        let drag = dragInList(distance: 60)
        #expect(abs(drag.heldTop - (443.5 + 60)) < 0.5, "\(drag.heldTop)")
        #expect(drag.heldOffset == 0)
        #expect(drag.content.view.frame.minY == 443.5, "released still: back at medium")
    }

    @Test("15.3: a drag up in a list at its top grows a medium sheet first; the list does not scroll")
    func listAtTopExpandsTheSheet() throws {
        let drag = dragInList(distance: -100)
        #expect(abs(drag.heldTop - (443.5 - 100)) < 0.5, "\(drag.heldTop)")
        #expect(drag.heldOffset == 0)
    }

    @Test("15.3: without prefersScrollingExpandsWhenScrolledToEdge the list scrolls and the sheet stays")
    func listScrollsWhenNotExpanding() throws {
        let drag = dragInList(distance: -100, expands: false)
        #expect(drag.heldTop == 443.5)
        #expect(drag.heldOffset > 80, "\(drag.heldOffset)")
    }
}

/// The keyboard and a sheet (Behaviour 15.1, 15.2) on the notched phone.
@MainActor
@Suite("UISheetPresentationController: the keyboard")
struct UISheetKeyboardTests {
    @Test(
        "15.1, 15.2: editing in a medium sheet grows it to large (selection and delegate untouched), then back"
    )
    func growsForTheKeyboard() throws {
        let delegate = UISheetPresentationControllerTests.Delegate()
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 300, height: 34))
        content.view.addSubview(field)
        let sheet = try #require(content.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.delegate = delegate
        root.present(content, animated: true)
        host.runUntilIdle()
        #expect(content.view.frame.minY == 443.5)

        #expect(field.becomeFirstResponder())
        host.runUntilIdle()
        #expect(content.view.frame.minY == 69, "at the largest detent while the keyboard is up")
        #expect(sheet.selectedDetentIdentifier == nil)
        #expect(delegate.changes.isEmpty)

        #expect(field.resignFirstResponder())
        host.runUntilIdle()
        #expect(content.view.frame.minY == 443.5, "back at medium")
        #expect(delegate.changes.isEmpty)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("15.1: a sheet whose only detent is medium grows no further than it for the keyboard")
    func growsOnlyToItsLargestDetent() throws {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 300, height: 34))
        content.view.addSubview(field)
        let sheet = try #require(content.sheetPresentationController)
        sheet.detents = [.medium()]
        root.present(content, animated: true)
        host.runUntilIdle()
        #expect(content.view.frame.minY == 443.5)
        #expect(field.becomeFirstResponder())
        host.runUntilIdle()
        // Up to its largest detent (long-mode fuzzer seed 9500164): not the full height (y 69).
        #expect(content.view.frame.minY > 400, "\(content.view.frame)")
        #expect(content.view.frame == sheet.frameOfPresentedViewInContainerView)
    }

    /// Fuzzer seed 16500434: editing moved from a sheet's field to a field of a sheet presented
    /// over it; the keyboard stayed up, and the first sheet stayed grown at its largest detent
    /// (Behaviour 14.34).
    @Test("14.34: editing that moves out of a sheet with the keyboard up takes it back; moving in grows it")
    func editingMovesBetweenSheets() throws {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        func sheetContent(presentedFrom presenter: UIViewController) throws -> (UIViewController, UITextField)
        {
            let content = UIViewController()
            let field = UITextField(frame: CGRect(x: 20, y: 40, width: 300, height: 34))
            content.view.addSubview(field)
            let sheet = try #require(content.sheetPresentationController)
            sheet.detents = [.medium(), .large()]
            presenter.present(content, animated: true)
            host.runUntilIdle()
            return (content, field)
        }
        let (lower, lowerField) = try sheetContent(presentedFrom: root)
        let (upper, upperField) = try sheetContent(presentedFrom: lower)
        let lowerSheet = try #require(lower.sheetPresentationController)
        let upperSheet = try #require(upper.sheetPresentationController)
        let upperAtMedium = upper.view.frame

        #expect(lowerField.becomeFirstResponder())
        host.runUntilIdle()
        #expect(lowerSheet.isGrownForKeyboard)
        #expect(upperField.becomeFirstResponder())
        host.runUntilIdle()
        #expect(host.keyboardFrame != nil, "the keyboard stayed up")
        #expect(!lowerSheet.isGrownForKeyboard, "back at its detent")
        #expect(lower.view.untransformedFrame == lowerSheet.frameOfPresentedViewInContainerView)
        #expect(upperSheet.isGrownForKeyboard, "the sheet now edited grows")
        #expect(upper.view.frame.height > upperAtMedium.height)
        #expect(upper.view.frame == upperSheet.frameOfPresentedViewInContainerView)

        #expect(upperField.resignFirstResponder())
        host.runUntilIdle()
        #expect(upper.view.frame == upperAtMedium, "back at medium")
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}

/// A tap outside a sheet (Behaviour 14.12): on an iPad with a regular width it asks to dismiss the
/// sheet through the user-dismissal sequence; on a phone the sheet stays.
@MainActor
@Suite("UISheetPresentationController: a tap outside")
struct UISheetTapOutsideTests {
    private func stage(
        _ device: HeadlessDevice, style: UIModalPresentationStyle, modal: Bool = false,
        delegate: UISheetDragTests.Delegate
    ) -> (HeadlessHost, UIViewController) {
        let host = HeadlessHost(device: device, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = UIViewController()
        content.modalPresentationStyle = style
        content.isModalInPresentation = modal
        content.sheetPresentationController?.delegate = delegate
        root.present(content, animated: true)
        host.runUntilIdle()
        return (host, content)
    }

    @Test(
        "14.12: on an iPad a tap beside a form or page sheet dismisses it, asking the delegate first",
        arguments: [UIModalPresentationStyle.formSheet, .pageSheet])
    func tabletTapOutsideDismisses(style: UIModalPresentationStyle) {
        let delegate = UISheetDragTests.Delegate()
        let (host, content) = stage(.tablet, style: style, delegate: delegate)
        #expect(content.view.frame.minX > 20, "the sheet floats with room beside it")
        host.tap(at: CGPoint(x: 10, y: 600))
        host.runUntilIdle()
        #expect(content.presentingViewController == nil)
        #expect(content.view.window == nil)
        #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test("14.12, 14.25: on an iPad a sheet modal in presentation stays and says the attempt")
    func tabletTapOutsideModal() {
        let delegate = UISheetDragTests.Delegate()
        let (host, content) = stage(.tablet, style: .formSheet, modal: true, delegate: delegate)
        host.tap(at: CGPoint(x: 10, y: 600))
        host.runUntilIdle()
        #expect(content.view.window === host.window)
        #expect(delegate.calls == ["didAttemptToDismiss"])
    }

    @Test("14.12: on a phone a tap on the dim above a sheet leaves it in place")
    func phoneTapOnDimKeepsSheet() {
        let delegate = UISheetDragTests.Delegate()
        let (host, content) = stage(.notchedPhone, style: .pageSheet, delegate: delegate)
        host.tap(at: CGPoint(x: 200, y: 30))
        host.runUntilIdle()
        #expect(content.view.window === host.window)
        #expect(delegate.calls.isEmpty)
    }
}
