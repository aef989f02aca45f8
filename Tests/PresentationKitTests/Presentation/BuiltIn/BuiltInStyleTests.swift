import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// One built-in style on one device, and what a user sees once it is presented (Behaviour 2.1, 2.2, 4.1,
/// 4.2, 4.5, 4.6). Frames are worked out by hand from SheetLayout's documented constants.
struct StyleExpectation: Sendable, CustomTestStringConvertible {
    let style: UIModalPresentationStyle
    let device: Device
    let frame: CGRect
    let presenterStaysInWindow: Bool
    /// The dimming view's alpha once presented; nil when the style has none.
    let dimmingAlpha: CGFloat?

    enum Device: String, Sendable {
        case phone, tablet
        var size: CGSize {
            self == .phone ? CGSize(width: 390, height: 844) : CGSize(width: 1024, height: 1366)
        }
    }

    var testDescription: String { "\(style) on \(device.rawValue)" }

    /// The bottom sheet on a 390 × 844 phone: 44 pt status bar + 10 pt gap above it.
    static let phoneSheet = CGRect(x: 0, y: 54, width: 390, height: 790)

    static let all: [StyleExpectation] = [
        .init(
            style: .fullScreen, device: .phone, frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            presenterStaysInWindow: false, dimmingAlpha: nil),
        .init(
            style: .overFullScreen, device: .phone, frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            presenterStaysInWindow: true, dimmingAlpha: nil),
        .init(
            style: .currentContext, device: .phone, frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            presenterStaysInWindow: false, dimmingAlpha: nil),
        .init(
            style: .overCurrentContext, device: .phone, frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            presenterStaysInWindow: true, dimmingAlpha: nil),
        .init(
            style: .pageSheet, device: .phone, frame: phoneSheet, presenterStaysInWindow: true,
            dimmingAlpha: 0.4),
        .init(
            style: .formSheet, device: .phone, frame: phoneSheet, presenterStaysInWindow: true,
            dimmingAlpha: 0.4),
        .init(
            style: .automatic, device: .phone, frame: phoneSheet, presenterStaysInWindow: true,
            dimmingAlpha: 0.4),
        .init(
            style: .fullScreen, device: .tablet, frame: CGRect(x: 0, y: 0, width: 1024, height: 1366),
            presenterStaysInWindow: false, dimmingAlpha: nil),
        .init(
            style: .overFullScreen, device: .tablet, frame: CGRect(x: 0, y: 0, width: 1024, height: 1366),
            presenterStaysInWindow: true, dimmingAlpha: nil),
        .init(
            style: .currentContext, device: .tablet, frame: CGRect(x: 0, y: 0, width: 1024, height: 1366),
            presenterStaysInWindow: false, dimmingAlpha: nil),
        .init(
            style: .overCurrentContext, device: .tablet, frame: CGRect(x: 0, y: 0, width: 1024, height: 1366),
            presenterStaysInWindow: true, dimmingAlpha: nil),
        // 704 wide, the height between 24 + 20 pt margins top and bottom: (1366 − 88) = 1278.
        .init(
            style: .pageSheet, device: .tablet, frame: CGRect(x: 160, y: 44, width: 704, height: 1278),
            presenterStaysInWindow: true, dimmingAlpha: 0.4),
        .init(
            style: .automatic, device: .tablet, frame: CGRect(x: 160, y: 44, width: 704, height: 1278),
            presenterStaysInWindow: true, dimmingAlpha: 0.4),
        // 540 × 620 centred: x = 512 − 270, y = 683 − 310.
        .init(
            style: .formSheet, device: .tablet, frame: CGRect(x: 242, y: 373, width: 540, height: 620),
            presenterStaysInWindow: true, dimmingAlpha: 0.4),
    ]
}

@MainActor
@Suite("Built-in presentation styles on phone and tablet")
struct BuiltInStyleTests {
    /// A host of `device` with a recording root controller.
    private func stage(_ device: StyleExpectation.Device) -> (
        HeadlessHost, RecordingController, RecordingController.Log
    ) {
        let host = HeadlessHost(size: device.size)
        let log = RecordingController.Log()
        let root = RecordingController("root", log: log)
        host.window.rootViewController = root
        host.runUntilIdle()
        log.entries.removeAll()
        return (host, root, log)
    }

    /// The sheet's dimming view, found in the container as a user would: the black view behind.
    private func dimmingView(of presented: UIViewController) -> UIView? {
        presented.presentationController?.containerView?.subviews.first { $0.backgroundColor == .black }
    }

    @Test("frame, presenting view, appearance callbacks and dim", arguments: StyleExpectation.all)
    func presentAndDismiss(_ expected: StyleExpectation) throws {
        let (host, root, log) = stage(expected.device)
        let presented = RecordingController("presented", log: log)
        presented.modalPresentationStyle = expected.style
        root.present(presented, animated: true)
        host.runUntilIdle()

        let container = try #require(presented.presentationController?.containerView)
        #expect(presented.view.convert(presented.view.bounds, to: container) == expected.frame)
        #expect((root.view.window != nil) == expected.presenterStaysInWindow)
        let presenterCallbacks =
            expected.presenterStaysInWindow ? [] : ["root.viewWillDisappear", "root.viewDidDisappear"]
        #expect(log.entries.filter { $0.hasPrefix("root") } == presenterCallbacks)
        #expect(
            log.entries.filter { $0.hasPrefix("presented") } == [
                "presented.viewWillAppear", "presented.viewDidAppear",
            ])
        if !expected.presenterStaysInWindow {
            #expect(
                log.entries == [
                    "root.viewWillDisappear", "presented.viewWillAppear", "presented.viewDidAppear",
                    "root.viewDidDisappear",
                ])
        }
        // Alpha is stored as the layer's Float opacity, as in UIKit: 0.4 reads back as 0.40000000596.
        let dimAlpha = dimmingView(of: presented)?.alpha
        #expect((dimAlpha == nil) == (expected.dimmingAlpha == nil))
        if let dimAlpha, let wanted = expected.dimmingAlpha { #expect(abs(dimAlpha - wanted) < 1e-6) }

        log.entries.removeAll()
        presented.dismiss(animated: true)
        host.runUntilIdle()
        #expect(root.view.window != nil)
        #expect(presented.view.window == nil)
        #expect(root.presentedViewController == nil)
        if expected.presenterStaysInWindow {
            #expect(log.entries == ["presented.viewWillDisappear", "presented.viewDidDisappear"])
        } else {
            #expect(
                log.entries == [
                    "presented.viewWillDisappear", "root.viewWillAppear", "root.viewDidAppear",
                    "presented.viewDidDisappear",
                ])
        }
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "the presentation controller reports the resolved style; .automatic is a page sheet (Behaviour 4.6)")
    func resolvedStyle() {
        let (host, root, _) = stage(.phone)
        let presented = UIViewController()
        #expect(presented.modalPresentationStyle == .automatic)
        #expect(presented.presentationController?.presentationStyle == .pageSheet, "known before presenting")
        root.present(presented, animated: false)
        host.runUntilIdle()
        #expect(presented.presentationController?.presentationStyle == .pageSheet)
        #expect(presented.presentationController?.shouldRemovePresentersView == false)
    }

    @Test("a delegate set on presentationController before presenting is the one the presentation uses")
    func delegateSetAhead() {
        final class Delegate: NSObject, UIAdaptivePresentationControllerDelegate {}
        let (host, root, _) = stage(.phone)
        let presented = UIViewController()
        let delegate = Delegate()
        let early = presented.presentationController
        early?.delegate = delegate
        root.present(presented, animated: false)
        host.runUntilIdle()
        #expect(presented.presentationController === early)
        #expect(presented.presentationController?.delegate === delegate)
    }

    @Test("the dim fades in with the sheet: mid-transition it is strictly between 0 and 0.4")
    func dimFadesAlongside() throws {
        let (host, root, _) = stage(.tablet)
        let presented = UIViewController()
        presented.modalPresentationStyle = .formSheet
        root.present(presented, animated: true)
        host.advance(by: 0)
        let dim = try #require(dimmingView(of: presented))
        host.advance(by: 0.1)
        let alpha = try #require(dim.layer.presentation()).opacity
        #expect(alpha > 0.01 && alpha < 0.39)
        host.runUntilIdle()
        #expect(abs(dim.alpha - 0.4) < 1e-6)
        presented.dismiss(animated: true)
        host.advance(by: 0.1)
        let leaving = try #require(dim.layer.presentation()).opacity
        #expect(leaving > 0.01 && leaving < 0.39)
        host.runUntilIdle()
        #expect(dim.superview == nil)
    }

    @Test("a tap on a phone sheet's dim does not dismiss it (Behaviour 14.12; on an iPad it does)")
    func tapOnDimKeepsTheSheet() {
        let (host, root, _) = stage(.phone)
        let presented = UIViewController()
        presented.modalPresentationStyle = .formSheet
        root.present(presented, animated: false)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 40, y: 30))
        host.runUntilIdle()
        #expect(root.presentedViewController === presented)
    }

    @Test("card stack: on a phone the presenting view is scaled back, rounded, and restored after")
    func cardStack() throws {
        let (host, root, _) = stage(.phone)
        let presented = UIViewController()
        presented.modalPresentationStyle = .pageSheet
        root.present(presented, animated: true)
        host.runUntilIdle()
        // Narrower by 16 pt a side: scale 358/390; the scaled top sits at the 44 pt status bar.
        let scale: CGFloat = 358.0 / 390.0
        let frame = root.view.frame
        #expect(abs(frame.width - 358) < 1e-9)
        #expect(abs(frame.minY - 44) < 1e-9)
        #expect(abs(root.view.transform.a - scale) < 1e-12 && abs(root.view.transform.d - scale) < 1e-12)
        #expect(root.view.layer.cornerRadius == 10 && root.view.clipsToBounds)
        #expect(presented.view.layer.cornerRadius == 10)
        presented.dismiss(animated: true)
        host.runUntilIdle()
        #expect(root.view.transform == .identity)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.view.layer.cornerRadius == 0 && !root.view.clipsToBounds)
    }

    @Test("compact height (phone landscape): a page sheet fills the container, no dim, no card stack")
    func compactHeight() throws {
        let host = HeadlessHost(size: CGSize(width: 844, height: 390))
        let root = UIViewController()
        host.window.rootViewController = root
        let presented = UIViewController()
        presented.modalPresentationStyle = .pageSheet
        root.present(presented, animated: true)
        host.runUntilIdle()
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(root.view.transform == .identity)
        #expect(dimmingView(of: presented)?.alpha == 0)
    }

    @Test("a form sheet takes the presented controller's preferredContentSize")
    func formSheetPreferredSize() {
        let (host, root, _) = stage(.tablet)
        let presented = UIViewController()
        presented.modalPresentationStyle = .formSheet
        presented.preferredContentSize = CGSize(width: 400, height: 300)
        root.present(presented, animated: false)
        host.runUntilIdle()
        #expect(presented.view.frame == CGRect(x: 312, y: 533, width: 400, height: 300))
    }

    @Test("rotating a tablet re-centres a form sheet (Behaviour 9.3)")
    func formSheetFollowsRotation() {
        let (host, root, _) = stage(.tablet)
        let presented = UIViewController()
        presented.modalPresentationStyle = .formSheet
        root.present(presented, animated: false)
        host.runUntilIdle()
        host.resize(to: CGSize(width: 1366, height: 1024))
        host.runUntilIdle()
        #expect(presented.view.frame == CGRect(x: 413, y: 202, width: 540, height: 620))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}

@MainActor
@Suite("Presentation controllers made ahead")
struct PreparedControllerTests {
    @Test(
        "reading presentationController of a controller never presented does not keep it alive",
        arguments: [UIModalPresentationStyle.popover, .formSheet, .automatic, .fullScreen])
    func noRetainCycle(style: UIModalPresentationStyle) {
        weak var weakController: UIViewController?
        weak var weakPresentation: UIPresentationController?
        do {
            let controller = UIViewController()
            controller.modalPresentationStyle = style
            weakPresentation = controller.presentationController
            weakController = controller
            #expect(weakPresentation != nil)
        }
        #expect(weakController == nil)
        #expect(weakPresentation == nil)
    }

    @Test("once presenting begins, the controller made ahead holds its presented controller")
    func heldDuringPresentation() {
        let (host, root) = makeStage()
        weak var weakPresented: UIViewController?
        let controller: UIPresentationController?
        do {
            let presented = UIViewController()
            controller = presented.presentationController
            root.present(presented, animated: false)
            weakPresented = presented
        }
        host.runUntilIdle()
        #expect(weakPresented != nil)
        #expect(controller?.presentedViewController === weakPresented)
        root.dismiss(animated: false)
        host.runUntilIdle()
        #expect(
            controller?.presentedViewController != nil,
            "a presentation controller kept by the app keeps its controller")
    }
}
