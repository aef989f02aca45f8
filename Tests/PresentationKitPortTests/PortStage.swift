import PresentationKit

/// A host with a plain root controller on screen: where a ported presentation is presented from.
@MainActor
final class PortStage {
    let host = HeadlessHost()
    let root = UIViewController()

    init() {
        host.window.rootViewController = root
        host.runUntilIdle()
    }

    /// Adds `child` to the root as a child controller filling it, as an app's container does.
    func embed(_ child: UIViewController) {
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
    }
}
