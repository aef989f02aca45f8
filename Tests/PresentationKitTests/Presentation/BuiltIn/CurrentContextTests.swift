import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// Current-context presentations (Behaviour 4.3, 4.4): a root container whose child, framed at
/// (0, 100, 390, 300), defines the presentation context; a grandchild asks to present.
@MainActor
@Suite("Current context")
struct CurrentContextTests {
    struct Stage {
        let host: HeadlessHost
        let root: UIViewController
        let context: RecordingController
        let asker: UIViewController
        let log: RecordingController.Log
    }

    private func stage(definesContext: Bool = true) -> Stage {
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let log = RecordingController.Log()
        let context = RecordingController("context", log: log)
        context.definesPresentationContext = definesContext
        root.addChild(context)
        context.view.frame = CGRect(x: 0, y: 100, width: 390, height: 300)
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        let asker = UIViewController()
        context.addChild(asker)
        asker.view.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
        context.view.addSubview(asker.view)
        asker.didMove(toParent: context)
        host.runUntilIdle()
        log.entries.removeAll()
        return Stage(host: host, root: root, context: context, asker: asker, log: log)
    }

    @Test("a .currentContext presentation covers only the defining child's frame, and removes its view")
    func coversTheContext() throws {
        let stage = stage()
        let presented = RecordingController("presented", log: stage.log)
        presented.modalPresentationStyle = .currentContext
        stage.asker.present(presented, animated: true)
        stage.host.runUntilIdle()
        #expect(presented.presentingViewController === stage.context)
        #expect(stage.context.presentedViewController === presented)
        #expect(stage.asker.presentedViewController === presented, "the asker reports it too")
        #expect(stage.root.presentedViewController == nil, "the root presents nothing")
        #expect(
            presented.view.convert(presented.view.bounds, to: nil)
                == CGRect(x: 0, y: 100, width: 390, height: 300))
        #expect(stage.context.view.window == nil)
        #expect(
            stage.log.entries == [
                "context.viewWillDisappear", "presented.viewWillAppear", "presented.viewDidAppear",
                "context.viewDidDisappear",
            ])

        stage.log.entries.removeAll()
        stage.asker.dismiss(animated: true)
        stage.host.runUntilIdle()
        #expect(stage.context.presentedViewController == nil)
        #expect(stage.context.view.superview === stage.root.view)
        #expect(stage.context.view.frame == CGRect(x: 0, y: 100, width: 390, height: 300))
        #expect(
            stage.log.entries == [
                "presented.viewWillDisappear", "context.viewWillAppear", "context.viewDidAppear",
                "presented.viewDidDisappear",
            ])
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test(".overCurrentContext keeps the covered view and sends it no appearance callbacks")
    func overCurrentContext() {
        let stage = stage()
        let presented = RecordingController("presented", log: stage.log)
        presented.modalPresentationStyle = .overCurrentContext
        stage.asker.present(presented, animated: true)
        stage.host.runUntilIdle()
        #expect(stage.context.view.window != nil)
        #expect(
            presented.view.convert(presented.view.bounds, to: nil)
                == CGRect(x: 0, y: 100, width: 390, height: 300))
        #expect(stage.log.entries == ["presented.viewWillAppear", "presented.viewDidAppear"])
    }

    @Test("with no controller defining the context, the top-most ancestor presents over the window")
    func noDefiningController() {
        let stage = stage(definesContext: false)
        let presented = UIViewController()
        presented.modalPresentationStyle = .currentContext
        stage.asker.present(presented, animated: false)
        stage.host.runUntilIdle()
        #expect(presented.presentingViewController === stage.root)
        #expect(
            presented.view.convert(presented.view.bounds, to: nil)
                == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("a full-screen style asked by the same child is presented by the top-most ancestor (Behaviour 4.1)")
    func fullScreenGoesToTheRoot() {
        let stage = stage()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        stage.asker.present(presented, animated: false)
        stage.host.runUntilIdle()
        #expect(presented.presentingViewController === stage.root)
        #expect(stage.asker.presentedViewController === presented)
    }

    @Test("providesPresentationContextTransitionStyle: the context's cross-dissolve replaces the slide")
    func contextTransitionStyle() throws {
        let stage = stage()
        stage.context.providesPresentationContextTransitionStyle = true
        stage.context.modalTransitionStyle = .crossDissolve
        let presented = UIViewController()
        presented.modalPresentationStyle = .currentContext
        stage.asker.present(presented, animated: true)
        stage.host.advance(by: 0.15)
        let layer = try #require(presented.view.layer.presentation())
        #expect(layer.opacity > 0.05 && layer.opacity < 0.95, "fading, not sliding")
        #expect(layer.frame == presented.view.frame)
        stage.host.runUntilIdle()
        #expect(presented.view.alpha == 1)
    }

    @Test("a .custom presentation whose controller is not full screen covers the context (Behaviour 4.4)")
    func customNotFullScreen() {
        final class ContextController: UIPresentationController {
            override var shouldPresentInFullscreen: Bool { false }
        }
        let stage = stage()
        let delegate = CustomTransitionDelegate()
        delegate.makeController = { ContextController(presentedViewController: $0, presenting: $1) }
        let presented = customController(delegate)
        stage.asker.present(presented, animated: true)
        stage.host.runUntilIdle()
        #expect(presented.presentingViewController === stage.context)
        #expect(
            presented.presentationController?.containerView?.convert(CGPoint.zero, to: nil)
                == CGPoint(x: 0, y: 100))
        #expect(stage.context.view.window != nil, "shouldRemovePresentersView is false by default")
    }
}
