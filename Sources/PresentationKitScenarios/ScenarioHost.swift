import Foundation
import PresentationKit

/// The presenting side of every scenario: a host whose window's root controller presents.
@MainActor
public struct ScenarioStage {
    /// The host the scenario runs on.
    public let host: HeadlessHost
    /// The root controller that presents.
    public let root: UIViewController

    /// A phone-sized host (390 × 844) by default, with a white root controller installed.
    public init(size: CGSize = CGSize(width: 390, height: 844)) {
        host = HeadlessHost(size: size)
        root = UIViewController()
        root.view.backgroundColor = .white
        host.window.rootViewController = root
        host.advance(by: 0)
    }
}
