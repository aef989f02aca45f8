import Foundation
import PresentationKit
import Testing

/// `UISheetPresentationController` with every member UIKit lets a subclass override.
class ConformingSheetPresentationController: UISheetPresentationController {
    override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        note("UISheetPresentationController")
    }
    override var detents: [UISheetPresentationController.Detent] {
        get {
            note("UISheetPresentationController")
            return super.detents
        }
        set { super.detents = newValue }
    }
    override var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        get {
            note("UISheetPresentationController")
            return super.selectedDetentIdentifier
        }
        set { super.selectedDetentIdentifier = newValue }
    }
    override var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        get {
            note("UISheetPresentationController")
            return super.largestUndimmedDetentIdentifier
        }
        set { super.largestUndimmedDetentIdentifier = newValue }
    }
    override var prefersGrabberVisible: Bool {
        get {
            note("UISheetPresentationController")
            return super.prefersGrabberVisible
        }
        set { super.prefersGrabberVisible = newValue }
    }
    override var preferredCornerRadius: CGFloat? {
        get {
            note("UISheetPresentationController")
            return super.preferredCornerRadius
        }
        set { super.preferredCornerRadius = newValue }
    }
    override var prefersScrollingExpandsWhenScrolledToEdge: Bool {
        get {
            note("UISheetPresentationController")
            return super.prefersScrollingExpandsWhenScrolledToEdge
        }
        set { super.prefersScrollingExpandsWhenScrolledToEdge = newValue }
    }
    override var prefersEdgeAttachedInCompactHeight: Bool {
        get {
            note("UISheetPresentationController")
            return super.prefersEdgeAttachedInCompactHeight
        }
        set { super.prefersEdgeAttachedInCompactHeight = newValue }
    }
    override var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool {
        get {
            note("UISheetPresentationController")
            return super.widthFollowsPreferredContentSizeWhenEdgeAttached
        }
        set { super.widthFollowsPreferredContentSizeWhenEdgeAttached = newValue }
    }
    override var prefersPageSizing: Bool {
        get {
            note("UISheetPresentationController")
            return super.prefersPageSizing
        }
        set { super.prefersPageSizing = newValue }
    }
    override var sourceView: UIView? {
        get {
            note("UISheetPresentationController")
            return super.sourceView
        }
        set { super.sourceView = newValue }
    }
    override func animateChanges(_ changes: () -> Void) {
        note("UISheetPresentationController")
        super.animateChanges(changes)
    }
    override func invalidateDetents() {
        note("UISheetPresentationController")
        super.invalidateDetents()
    }
}

/// `UISheetPresentationControllerDelegate` in UIKit's spelling.
final class ConformingSheetDelegate: NSObject, UISheetPresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        note("UISheetPresentationControllerDelegate")
    }
}

/// Hands out the subclass for a `.custom` presentation, as an app that subclasses it does.
final class SheetSubclassVendor: NSObject, UIViewControllerTransitioningDelegate {
    var made: ConformingSheetPresentationController?
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let sheet = ConformingSheetPresentationController(
            presentedViewController: presented, presenting: presenting)
        made = sheet
        return sheet
    }
}

@MainActor
@Suite("Conformance · sheet presentation controllers")
struct SheetConformanceTests {
    @Test("UISheetPresentationController and its delegate: configured, changed, grabber-tapped")
    func sheet() throws {
        let log = CallLog.start()
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let vendor = SheetSubclassVendor()
        let delegate = ConformingSheetDelegate()
        let content = UIViewController()
        content.modalPresentationStyle = .custom
        content.transitioningDelegate = vendor
        root.present(content, animated: true)
        let sheet: UISheetPresentationController = try #require(vendor.made)
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        sheet.delegate = delegate
        sheet.largestUndimmedDetentIdentifier = nil
        sheet.preferredCornerRadius = 12
        sheet.prefersScrollingExpandsWhenScrolledToEdge = true
        sheet.prefersEdgeAttachedInCompactHeight = false
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = false
        sheet.prefersPageSizing = false
        sheet.sourceView = root.view
        // Preferences the engine stores only (no scrolling hand-off, no edge-attached widths, no
        // page sizing yet): an app reads them back through the base class.
        _ = (
            sheet.prefersScrollingExpandsWhenScrolledToEdge,
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached,
            sheet.prefersPageSizing, sheet.sourceView
        )
        host.runUntilIdle()
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        sheet.invalidateDetents()
        host.runUntilIdle()
        #expect(sheet.selectedDetentIdentifier == .large)
        // A user-driven change: a tap on the grabber reaches the delegate.
        let grabber = try #require(content.view.subviews.last)
        host.tap(at: grabber.convert(CGPoint(x: 18, y: 2.5), to: nil))
        host.runUntilIdle()
        #expect(
            log.take().contains(
                "UISheetPresentationControllerDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)"
            ))
        #expect(log.missing("UISheetPresentationController") == [])
        #expect(log.missing("UISheetPresentationControllerDelegate") == [])
    }
}
