import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// Layout hooks around the root view's layout, and the responder chain through controllers.
@MainActor
@Suite("UIViewController layout and responder chain")
struct UIViewControllerLayoutTests {
    @Test("a layout pass calls viewWillLayoutSubviews, the view's layoutSubviews, then viewDidLayoutSubviews")
    func layoutHookOrder() {
        let host = HeadlessHost()
        let log = CallbackLog()
        let controller = RecordingViewController("vc", log: log)
        controller.recordsLayout = true
        host.window.rootViewController = controller
        log.clear()
        controller.view.setNeedsLayout()
        #expect(log.entries.isEmpty, "layout waits for the layout pass")
        host.advance(by: 0)
        #expect(
            log.entries == ["vc.viewWillLayoutSubviews", "vc.layoutSubviews", "vc.viewDidLayoutSubviews"])
        host.advance(by: 0)
        #expect(log.entries.count == 3, "no layout when nothing is pending")
    }

    @Test("only a controller's root view calls its layout hooks")
    func subviewLayout() {
        let host = HeadlessHost()
        let log = CallbackLog()
        let controller = RecordingViewController("vc", log: log)
        host.window.rootViewController = controller
        let subview = LayoutRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        subview.onLayout = { log.record("subview.layoutSubviews") }
        controller.view.addSubview(subview)
        host.advance(by: 0)
        log.clear()
        subview.setNeedsLayout()
        host.advance(by: 0)
        #expect(log.entries == ["subview.layoutSubviews"])
    }

    @Test("the root view's next responder is its controller, whose next is the view's superview")
    func responderChain() {
        let host = HeadlessHost()
        let parent = UIViewController()
        let child = UIViewController()
        host.window.rootViewController = parent
        parent.embed(child)
        let button = UIView()
        child.view.addSubview(button)
        #expect(button.next === child.view)
        #expect(child.view.next === child)
        #expect(child.next === parent.view)
        #expect(parent.view.next === parent)
        #expect(parent.next === host.window)
    }

    @Test("a controller whose view is in no superview ends the chain")
    func detachedController() {
        let controller = UIViewController()
        #expect(controller.next == nil)
        #expect(controller.view.next === controller)
        #expect(controller.next == nil)
    }
}
