import Foundation
import PresentationKitSnapshotTesting
import SnapshotTesting
import Testing

@testable import PresentationKit

/// swift-snapshot-testing's device presets and the iOS strategies' signatures, and what the image
/// strategies do where text cannot be drawn.
@MainActor
@Suite("Device presets and the iOS signatures")
struct DevicePresetTests {
    /// A controller that notes the window size, safe area and traits it is laid out with.
    final class ProbeViewController: UIViewController {
        var seen: (size: CGSize, safeArea: UIEdgeInsets, traits: UITraitCollection)?

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            seen = (view.window?.bounds.size ?? .zero, view.safeAreaInsets, traitCollection)
        }
    }

    /// What a controller sees on `config`: settled on the host the strategies make for it.
    func layout(on config: ViewImageConfig) throws -> (
        size: CGSize, safeArea: UIEdgeInsets, traits: UITraitCollection
    ) {
        let probe = ProbeViewController()
        var described: String?
        Snapshotting<UIViewController, String>.recursiveDescription(on: config).snapshot(probe).run {
            described = $0
        }
        #expect(described != nil)
        return try #require(probe.seen)
    }

    @Test(
        "Presets have swift-snapshot-testing's window sizes, safe areas and size classes",
        arguments: [
            // iPhone SE (first generation): 320 × 568, the status bar's 20 points.
            (
                ViewImageConfig.iPhoneSe, CGSize(width: 320, height: 568),
                UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                UIUserInterfaceSizeClass.compact, UIUserInterfaceSizeClass.regular, UIUserInterfaceIdiom.phone
            ),
            // A large phone sideways is regular width, compact height.
            (
                .iPhone13ProMax(.landscape), CGSize(width: 926, height: 428),
                UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), .regular, .compact, .phone
            ),
            (
                .iPhoneX(.landscape), CGSize(width: 812, height: 375),
                UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44), .compact, .compact, .phone
            ),
            // iPads: the full screen and split-view panes.
            (
                .iPadPro12_9, CGSize(width: 1366, height: 1024),
                UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                .regular, .regular, .pad
            ),
            (
                .iPadPro12_9(.landscape(splitView: .oneThird)), CGSize(width: 375, height: 1024),
                UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .compact, .regular, .pad
            ),
            (
                .iPadPro12_9(.landscape(splitView: .oneHalf)), CGSize(width: 678, height: 1024),
                UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .regular, .regular, .pad
            ),
            // 639 points wide, yet compact as swift-snapshot-testing has it: the preset's traits
            // override the width the host would call regular.
            (
                .iPadPro12_9(.portrait(splitView: .twoThirds)), CGSize(width: 639, height: 1366),
                UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .compact, .regular, .pad
            ),
            (
                .iPadPro11(.portrait), CGSize(width: 834, height: 1194),
                UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .regular, .regular, .pad
            ),
            (
                .iPadMini(.portrait(splitView: .twoThirds)), CGSize(width: 438, height: 1024),
                UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .compact, .regular, .pad
            ),
        ])
    func presets(
        config: ViewImageConfig, size: CGSize, safeArea: UIEdgeInsets, horizontal: UIUserInterfaceSizeClass,
        vertical: UIUserInterfaceSizeClass, idiom: UIUserInterfaceIdiom
    ) throws {
        #expect(config.size == size)
        #expect(config.safeArea == safeArea)
        let seen = try layout(on: config)
        #expect(seen.size == size)
        #expect(seen.safeArea == safeArea)
        #expect(seen.traits.horizontalSizeClass == horizontal)
        #expect(seen.traits.verticalSizeClass == vertical)
        #expect(seen.traits.userInterfaceIdiom == idiom)
    }

    @Test("drawHierarchyInKeyWindow is accepted and draws the same image")
    func drawHierarchyInKeyWindow() throws {
        func image(_ strategy: Snapshotting<UIViewController, UIImage>) -> Data {
            let controller = UIViewController()
            controller.view.backgroundColor = .systemIndigo
            var data = Data()
            strategy.snapshot(controller).run { data = strategy.diffing.toData($0) }
            return data
        }
        let oneX = UITraitCollection(displayScale: 1)
        let plain = image(.image(on: .iPhoneSe, traits: oneX))
        #expect(!plain.isEmpty)
        #expect(
            image(
                .image(
                    on: .iPhoneSe, drawHierarchyInKeyWindow: true, precision: 1, perceptualPrecision: 1,
                    size: nil, traits: oneX)) == plain)
        #expect(
            image(.image(drawHierarchyInKeyWindow: true, size: CGSize(width: 320, height: 568), traits: oneX))
                == plain)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemIndigo
        let viewStrategy = Snapshotting<UIView, UIImage>.image(drawHierarchyInKeyWindow: true, traits: oneX)
        var size: CGSize?
        viewStrategy.snapshot(view).run { size = $0.size }
        #expect(size == CGSize(width: 10, height: 10))
    }

    @Test("A view's recursive description laid out under traits, as iOS's recursiveDescription(size:traits:)")
    func recursiveDescriptionWithTraits() {
        /// A view whose label names the width class it is laid out in.
        final class SizeClassView: UIView {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            override func layoutSubviews() {
                super.layoutSubviews()
                if label.superview == nil { addSubview(label) }
                label.text = "\(traitCollection.horizontalSizeClass)"
            }
        }
        func describe(_ strategy: Snapshotting<UIView, String>) -> String {
            var text = ""
            strategy.snapshot(SizeClassView(frame: CGRect(x: 5, y: 5, width: 100, height: 20))).run {
                text = $0
            }
            return text
        }
        let regular = describe(
            .recursiveDescription(traits: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(regular.contains("text = 'regular'"))
        // Described where it was: its own origin, not the window's.
        #expect(regular.hasPrefix("<SizeClassView; frame = (5 5; 100 20)"))
        #expect(
            describe(.recursiveDescription(size: CGSize(width: 60, height: 20))).contains(
                "frame = (5 5; 60 20)"))
    }

    @Test("Text that cannot be drawn fails the snapshot, naming the font and the fix")
    func missingFont() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.text = "Hello"
        label.font = UIFont(pointSize: 17, weight: .regular, familyName: "No Such Family")
        withKnownIssue {
            Snapshotting<UIView, UIImage>.image(traits: .init(displayScale: 1)).snapshot(label).run { _ in }
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("No Such Family") && text.contains("fonts-dejavu-core")
        }
    }
}
