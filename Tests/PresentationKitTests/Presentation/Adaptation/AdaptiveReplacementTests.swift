import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// The controller an adaptive delegate shows in the presented one's place (Behaviour 9.2, 13.10, 13.14),
/// here a container that holds the presented controller as a child, as apps write it.
@MainActor
@Suite("Adaptive replacement controllers")
struct AdaptiveReplacementTests {
    /// Holds `content` as a child below a 50-point bar.
    final class Wrapper: UIViewController {
        let content: UIViewController
        let log: RecordingController.Log
        init(_ content: UIViewController, log: RecordingController.Log) {
            self.content = content
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(content)
            content.view.frame = CGRect(
                x: 0, y: 50, width: view.bounds.width, height: view.bounds.height - 50)
            content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(content.view)
            content.didMove(toParent: self)
        }
        override func viewWillAppear(_ animated: Bool) { log.entries.append("wrapper.viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { log.entries.append("wrapper.viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.entries.append("wrapper.viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.entries.append("wrapper.viewDidDisappear") }
    }

    final class Delegate: NSObject, UIPopoverPresentationControllerDelegate {
        let log: RecordingController.Log
        init(log: RecordingController.Log) { self.log = log }
        func presentationController(
            _ controller: UIPresentationController,
            viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
        ) -> UIViewController? {
            Wrapper(controller.presentedViewController, log: log)
        }
    }

    @Test("a popover presented in compact width shows the replacement from the start, and both go at the end")
    func fromTheStart() throws {
        let log = RecordingController.Log()
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = RecordingController("content", log: log)
        content.modalPresentationStyle = .popover
        let delegate = Delegate(log: log)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = root.view
        popover.delegate = delegate
        root.present(content, animated: true)
        host.runUntilIdle()

        let wrapper = try #require(content.parent as? Wrapper)
        #expect(wrapper.view.superview === popover.containerView)
        #expect(popover.presentedView === wrapper.view)
        #expect(
            log.entries == [
                "wrapper.viewWillAppear", "content.viewWillAppear", "wrapper.viewDidAppear",
                "content.viewDidAppear",
            ], "the wrapper appears, forwarding to the content it holds")
        // The sheet's frame goes to the wrapper; the content sits below its bar.
        #expect(wrapper.view.frame == popover.frameOfPresentedViewInContainerView)
        #expect(content.view.frame.minY == 50)
        log.entries.removeAll()

        content.dismiss(animated: true)
        host.runUntilIdle()
        #expect(
            log.entries == [
                "wrapper.viewWillDisappear", "content.viewWillDisappear", "wrapper.viewDidDisappear",
                "content.viewDidDisappear",
            ])
        #expect(root.presentedViewController == nil)
        #expect(wrapper.presentingViewController == nil, "let go of at the end")
        #expect(wrapper.view.window == nil)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}

extension AdaptiveReplacementTests {
    /// A tablet narrowed to a compact width (375 × 1194) whose root presents `content` as a popover
    /// from (300, 300) with `delegate`, without animation, at rest.
    static func popoverOnCompactTablet(
        _ content: UIViewController, delegate: any UIPopoverPresentationControllerDelegate
    ) throws -> (HeadlessHost, UIPopoverPresentationController) {
        let host = HeadlessHost(device: .tablet)
        let root = UIViewController()
        host.window.rootViewController = root
        host.resize(to: CGSize(width: 375, height: 1194), duration: 0)
        host.runUntilIdle()
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = root.view
        popover.sourceRect = CGRect(x: 300, y: 300, width: 20, height: 20)
        popover.delegate = delegate
        root.present(content, animated: false)
        host.runUntilIdle()
        return (host, popover)
    }

    /// Returns a stand-in that does not hold the presented controller, so the popover's return to
    /// its bubble shows the presented controller again (it appears with the size change).
    final class StandInDelegate: NSObject, UIPopoverPresentationControllerDelegate {
        let log: RecordingController.Log
        init(log: RecordingController.Log = RecordingController.Log()) { self.log = log }
        func presentationController(
            _ controller: UIPresentationController,
            viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
        ) -> UIViewController? {
            let standIn = RecordingController("stand-in", log: log)
            standIn.recordsOnlyAppearance = true
            return standIn
        }
    }

    @Test(
        "a stand-in that does not hold the presented controller appears and disappears with the presentation; the presented controller hears nothing (Behaviour 13.14)"
    )
    func standInAloneComesAndGoes() throws {
        let log = RecordingController.Log()
        let content = RecordingController("content", log: log)
        content.recordsOnlyAppearance = true
        let delegate = StandInDelegate(log: log)
        let (host, popover) = try AdaptiveReplacementTests.popoverOnCompactTablet(content, delegate: delegate)
        #expect(log.entries == ["stand-in.viewWillAppear", "stand-in.viewDidAppear"])
        let standIn = try #require(popover.presentedView?.next as? RecordingController)
        log.clear()
        content.dismiss(animated: true)
        host.runUntilIdle()
        #expect(log.entries == ["stand-in.viewWillDisappear", "stand-in.viewDidDisappear"])
        #expect(standIn.viewIfLoaded?.window == nil)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "a controller a size change shows again, covered and uncovered before the change ends, appears once: when the dismissal over it ends (Behaviour 2.1, 13.14)"
    )
    func coveredAndUncoveredDuringTheSizeChange() throws {
        let log = RecordingController.Log()
        let content = RecordingController("content", log: log)
        content.recordsOnlyAppearance = true
        let delegate = StandInDelegate()
        let (host, _) = try AdaptiveReplacementTests.popoverOnCompactTablet(content, delegate: delegate)
        #expect(content.view.window == nil, "the stand-in shows in compact width")
        #expect(
            log.entries.isEmpty, "a controller the stand-in does not hold is not shown, so it does not appear"
        )
        log.clear()

        host.resize(to: CGSize(width: 834, height: 1194), duration: 0.3)
        host.advance(by: 0.01)
        let cover = UIViewController()
        cover.modalPresentationStyle = .currentContext
        content.present(cover, animated: false)
        host.advance(by: 0.01)
        cover.dismiss(animated: true)
        host.advance(by: 0.3)
        #expect(content.presentedViewController != nil, "the dismissal outlasts the size change")
        #expect(
            log.entries == [
                "content.viewWillAppear", "content.viewWillDisappear", "content.viewDidDisappear",
                "content.viewWillAppear",
            ], "the size change's end does not end the dismissal's appearance")
        host.runUntilIdle()
        #expect(log.entries.last == "content.viewDidAppear")
        #expect(log.entries.filter { $0 == "content.viewDidAppear" }.count == 1)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}

/// The most common replacement apps write: the presented controller wrapped in a navigation
/// controller with a Done button (Behaviour 13.21 with 16).
@MainActor
@Suite("Adaptive replacement · a navigation controller")
struct AdaptiveNavigationReplacementTests {
    final class Delegate: NSObject, UIPopoverPresentationControllerDelegate {
        func presentationController(
            _ controller: UIPresentationController,
            viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
        ) -> UIViewController? {
            let content = controller.presentedViewController
            content.navigationItem.title = "Details"
            content.navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .done, primaryAction: UIAction { _ in content.dismiss(animated: true) })
            return UINavigationController(rootViewController: content)
        }
    }

    @Test(
        "a popover on a phone shows its content inside the delegate's navigation controller; Done dismisses")
    func navigationReplacement() throws {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = root.view
        let delegate = Delegate()
        popover.delegate = delegate
        root.present(content, animated: true)
        host.runUntilIdle()
        let navigation = try #require(content.navigationController)
        #expect(navigation.view.superview === popover.containerView)
        #expect(navigation.topViewController === content)
        #expect(content.view.window != nil)
        #expect(root.presentedViewController === content)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        content.dismiss(animated: true)
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(navigation.view.window == nil)
    }

    @Test(
        "a current-context presentation over the replacement stays over what the popover shows as it changes form (Behaviour 4.3, 13.14)"
    )
    func currentContextOverReplacement() throws {
        let log = RecordingController.Log()
        let content = UIViewController()
        let delegate = AdaptiveReplacementTests.Delegate(log: log)
        let (host, popover) = try AdaptiveReplacementTests.popoverOnCompactTablet(content, delegate: delegate)
        let wrapper = try #require(content.parent as? AdaptiveReplacementTests.Wrapper)
        let cover = UIViewController()
        cover.modalPresentationStyle = .currentContext
        content.present(cover, animated: false)
        host.runUntilIdle()
        #expect(cover.presentingViewController === wrapper, "the replacement is the context")
        let container = try #require(cover.presentationController?.containerView)
        #expect(container.frame == popover.frameOfPresentedViewInContainerView)
        for width in [834.0, 375.0] {
            host.resize(to: CGSize(width: width, height: 1194), duration: 0)
            host.runUntilIdle()
            #expect(container.superview === popover.containerView)
            #expect(container.frame == popover.frameOfPresentedViewInContainerView, "at \(width) pt")
            #expect(!container.frame.isEmpty)
        }
    }
}
