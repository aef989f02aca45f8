import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// Loading the root view: lazily, once, through `loadView()` then `viewDidLoad()` (Behaviour 2.4).
@MainActor
@Suite("UIViewController view loading")
struct UIViewControllerLoadingTests {
    @Test("the view loads on first access, once")
    func loadsLazilyOnce() {
        let log = CallbackLog()
        let controller = RecordingViewController("vc", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(log.entries.isEmpty)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === view)
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(controller.view === view)
        #expect(log.entries == ["vc.viewDidLoad"])
    }

    @Test("loadViewIfNeeded loads without reading the view")
    func loadViewIfNeeded() {
        let log = CallbackLog()
        let controller = RecordingViewController("vc", log: log)
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(log.entries == ["vc.viewDidLoad"])
    }

    @Test("an overridden loadView supplies the view, and viewDidLoad follows it")
    func loadViewOverride() {
        final class Custom: UIViewController {
            var order: [String] = []
            let custom = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 34))
            override func loadView() {
                order.append("loadView")
                view = custom
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                order.append("viewDidLoad \(view.bounds.size.width)")
            }
        }
        let controller = Custom()
        #expect(controller.view === controller.custom)
        #expect(controller.order == ["loadView", "viewDidLoad 12.0"])
    }

    @Test("reading view inside loadView before setting it does not recurse")
    func readingViewInsideLoadView() {
        final class Curious: UIViewController {
            var viewDuringLoad: UIView??
            override func loadView() {
                let current: UIView? = view
                viewDuringLoad = .some(current)
                view = UIView()
            }
        }
        let controller = Curious()
        _ = controller.view
        #expect(controller.viewDuringLoad.map { $0 == nil } == true)
        #expect(controller.isViewLoaded)
    }

    @Test("the default view is clear, resizes with its superview, and fills the window it is installed in")
    func defaultView() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let controller = UIViewController()
        host.window.rootViewController = controller
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(controller.view.backgroundColor == nil)
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(type(of: controller.view!) == UIView.self)
    }

    @Test("a loadView that sets no view is reported and a plain view is made")
    func loadViewWithoutView() {
        final class Forgetful: UIViewController {
            override func loadView() {}
        }
        let host = HeadlessHost()
        let controller = Forgetful()
        host.window.rootViewController = controller
        #expect(controller.isViewLoaded)
        #expect(controller.view.superview === host.window)
        #expect(
            host.diagnostics.contains { $0.kind == .viewControllerMisuse && $0.message.contains("loadView") })
    }

    @Test("setting view replaces the root view without calling viewDidLoad again")
    func settingView() {
        let log = CallbackLog()
        let controller = RecordingViewController("vc", log: log)
        let first = controller.view!
        let replacement = UIView()
        controller.view = replacement
        #expect(controller.view === replacement)
        #expect(replacement.next === controller)
        #expect(first.next == nil, "the old view no longer leads to the controller")
        #expect(log.entries == ["vc.viewDidLoad"])
    }

    @Test("title and the presentation settings have UIKit's defaults")
    func defaults() {
        let controller = UIViewController()
        #expect(controller.title == nil)
        #expect(controller.modalPresentationStyle == .automatic)
        #expect(controller.modalTransitionStyle == .coverVertical)
        #expect(!controller.definesPresentationContext)
        #expect(!controller.providesPresentationContextTransitionStyle)
        #expect(!controller.isModalInPresentation)
        #expect(!controller.isBeingPresented && !controller.isBeingDismissed)
        #expect(!controller.isMovingToParent && !controller.isMovingFromParent)
        #expect(controller.preferredContentSize == .zero)
        #expect(controller.shouldAutomaticallyForwardAppearanceMethods)
        #expect(!controller.isViewLoaded, "reading the settings does not load the view")
    }

    @Test("the enums carry UIKit's raw values")
    func rawValues() {
        let styles: [UIModalPresentationStyle] = [
            .fullScreen, .pageSheet, .formSheet, .currentContext, .custom, .overFullScreen,
            .overCurrentContext, .popover, .none, .automatic,
        ]
        #expect(styles.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 7, -1, -2])
        let transitions: [UIModalTransitionStyle] = [
            .coverVertical, .flipHorizontal, .crossDissolve, .partialCurl,
        ]
        #expect(transitions.map(\.rawValue) == [0, 1, 2, 3])
        let orientations: [UIInterfaceOrientation] = [
            .unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
        ]
        #expect(orientations.map(\.rawValue) == [0, 1, 2, 4, 3])
        #expect(UIInterfaceOrientationMask.landscapeLeft.rawValue == 1 << 4)
        #expect(UIInterfaceOrientationMask.allButUpsideDown == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(UIUserInterfaceSizeClass.regular.rawValue == 2)
        #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1)
        #expect(UIUserInterfaceIdiom.pad.rawValue == 1)
    }
}

/// A default view's size before it is in a window (UIKit: the screen's bounds).
@MainActor
@Suite("Default view size")
struct UIViewControllerDefaultViewSizeTests {
    final class Reading: UIViewController {
        var sizeAtLoad: CGSize?
        override func viewDidLoad() { sizeAtLoad = view.bounds.size }
    }

    @Test("a presented controller's default view has the screen's size in viewDidLoad")
    func presentedLoadsScreenSized() {
        let host = HeadlessHost(device: .notchedPhone)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let presented = Reading()
        presented.modalPresentationStyle = .custom
        root.present(presented, animated: true)
        host.runUntilIdle()
        #expect(presented.sizeAtLoad == HeadlessDevice.notchedPhone.portraitSize)
        #expect(Reading().view.bounds.size == HeadlessDevice.notchedPhone.portraitSize)
    }
}
