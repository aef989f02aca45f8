import Foundation
import Testing

@testable import PresentationKit

/// Presses pass up the responder chain like touches (none arrive from the host; apps call them).
@MainActor
@Suite("UIResponder presses")
struct UIPressTests {
    final class Catcher: UIViewController {
        var heard: [String] = []
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            heard.append("began")
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            heard.append("ended")
        }
    }

    @Test("a view's unhandled presses reach its controller")
    func forwarded() {
        let (host, _) = makeStage()
        let controller = Catcher()
        host.window.rootViewController = controller
        host.advance(by: 0)
        let child = UIView()
        controller.view.addSubview(child)
        child.pressesBegan([UIPress()], with: UIPressesEvent(type: .presses))
        child.pressesChanged([], with: nil)
        child.pressesEnded([UIPress()], with: nil)
        child.pressesCancelled([], with: nil)
        #expect(controller.heard == ["began", "ended"])
    }
}
