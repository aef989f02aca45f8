import Foundation
import PresentationKit
import PresentationKitSnapshotTesting
import SnapshotTesting
import XCTest

/// The strategies from an `XCTestCase`, as iOS teams wrote snapshot tests before swift-testing.
///
/// On Linux the test methods are not `@MainActor`: SwiftPM's XCTest discovery calls each method as
/// a plain `(Self) -> () -> Void` and traps on a main-actor one ("Could not cast value of type
/// '… -> @MainActor () -> ()'"). XCTest runs them on the main thread, so each claims the main actor
/// with `MainActor.assumeIsolated`, as the article shows.
final class XCTestCaseSnapshotTests: XCTestCase {
    /// A yellow card with a title, presented as a sheet from a white screen.
    @MainActor
    static func presentation() -> Transition {
        Transition(on: .iPhone13) { host in
            let home = UIViewController()
            home.view.backgroundColor = .white
            host.window.rootViewController = home
            let card = UIViewController()
            card.view.backgroundColor = .systemYellow
            let title = UILabel(frame: CGRect(x: 20, y: 24, width: 300, height: 30))
            title.text = "Your card"
            card.view.addSubview(title)
            home.present(card, animated: true)
        }
    }

    func testControllerOnAnIPadSplitPane() {
        MainActor.assumeIsolated {
            let controller = UIViewController()
            controller.view.backgroundColor = .systemTeal
            assertSnapshot(
                of: controller,
                as: .image(on: .iPadPro11(.landscape(splitView: .oneThird)), traits: .init(displayScale: 1)))
        }
    }

    func testTransitionTimelineAndFilmStrip() {
        MainActor.assumeIsolated {
            assertSnapshot(of: Self.presentation(), as: .timeline)
            assertSnapshot(of: Self.presentation(), as: .filmStrip(times: [0, 0.2, 0.6]))
        }
    }
}

// The article "Testing presentations" verbatim (its XCTest example), so that it is known to pass.

final class CardSnapshotTests: XCTestCase {
    func testCardAtRest() {
        MainActor.assumeIsolated {
            assertSnapshot(
                of: CardViewController(), as: .image(on: .iPhone13, traits: .init(displayScale: 1)))
        }
    }

    func testCardCallbacks() {
        MainActor.assumeIsolated {
            let home = HomeViewController()
            assertSnapshot(of: Transition(root: home) { _ in home.showCard() }, as: .timeline)
        }
    }
}
