import Foundation
import Testing

@testable import PresentationKit

/// A child whose view joins or leaves an on-screen parent's view gets its appearance callbacks.
@MainActor
@Suite("Containment appearance on screen")
struct UIViewControllerContainmentAppearanceTests {
    final class Child: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    }

    @Test("adding a child's view to a visible parent makes it appear; removing it makes it disappear")
    func childOnScreen() {
        let host = HeadlessHost()
        let parent = UIViewController()
        host.window.rootViewController = parent
        host.advance(by: 0)
        let child = Child()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.log == ["willAppear", "didAppear"])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }
}
