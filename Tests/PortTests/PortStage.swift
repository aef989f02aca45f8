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
}
