import Foundation
import PresentationKit
import PresentationKitScenarios
import PresentationKitSnapshotTesting
import SnapshotTesting
import Testing

/// The strategies iOS tests use on views and controllers, in the shape they have on iOS.
@MainActor
@Suite("View and controller strategies")
struct ViewStrategyTests {
    /// A screen with a header, a title and a button.
    final class ProfileViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 140))
            header.backgroundColor = .systemIndigo
            header.autoresizingMask = [.flexibleWidth]
            view.addSubview(header)
            let title = UILabel(frame: CGRect(x: 20, y: 90, width: 300, height: 34))
            title.text = "Profile"
            title.textColor = .white
            header.addSubview(title)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            // The header's colour follows the size class, so a trait override shows in the picture.
            view.subviews.first?.backgroundColor =
                traitCollection.horizontalSizeClass == .regular ? .systemTeal : .systemIndigo
        }
    }

    @Test("A controller on the iPhone 13 and on the iPad in landscape, at 1×")
    func controllerOnDevices() {
        assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhone13, traits: .init(displayScale: 1)))
        assertSnapshot(
            of: ProfileViewController(), as: .image(on: .iPadPro11, traits: .init(displayScale: 1)),
            named: "iPad")
    }

    @Test("A trait override reaches the controller")
    func traitOverride() {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(displayScale: 1),
        ])
        assertSnapshot(
            of: ProfileViewController(), as: .image(on: .iPhone13, traits: traits), named: "regular")
    }

    @Test("A view alone, its tree as text, and a controller tree while presenting")
    func viewsAndHierarchy() throws {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        badge.backgroundColor = .systemOrange
        badge.layer.cornerRadius = 22
        let label = UILabel(frame: CGRect(x: 16, y: 10, width: 88, height: 24))
        label.text = "New"
        badge.addSubview(label)
        assertSnapshot(of: badge, as: .image(traits: .init(displayScale: 2)))
        assertSnapshot(of: badge, as: .recursiveDescription)
        assertSnapshot(of: ProfileViewController(), as: .hierarchy, named: "alone")
    }

    @Test("A transition's moving views at chosen instants, as text")
    func transitionProperties() throws {
        let run = try #require(ScenarioCatalog.scenario(named: "s1-dimming-button")).makeRun()
        assertSnapshot(
            of: Transition(host: run.host) { _ in run.present() },
            as: .properties(times: [0, 0.1, 0.25, 0.5]))
    }

    @Test("A transition made from nothing plays the same twice")
    func selfContainedTransition() {
        let transition = Transition(on: .iPhone13) { host in
            let root = ProfileViewController()
            host.window.rootViewController = root
            let card = UIViewController()
            card.view.backgroundColor = .systemYellow
            card.modalPresentationStyle = .pageSheet
            root.present(card, animated: true)
        }
        assertSnapshot(of: transition, as: .filmStrip(times: [0, 0.15, 0.3, 0.6]))
        assertSnapshot(of: transition, as: .timeline)
    }
}
