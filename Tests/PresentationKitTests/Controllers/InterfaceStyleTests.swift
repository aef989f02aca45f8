import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// A view that logs `traitCollectionDidChange(_:)` with the style it changed to and the value of
/// `UITraitCollection.current` inside the call.
@MainActor
private final class StyleLoggingView: UIView {
    let name: String
    let log: CallbackLog
    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let current = UITraitCollection.current.userInterfaceStyle
        log.record("\(name).\(previousTraitCollection?.userInterfaceStyle.description ?? "nil")→\(current)")
    }
}

/// Light and dark: where the style comes from, what overrides it, who hears a change.
@MainActor
@Suite("Interface style")
struct InterfaceStyleTests {
    @Test("trait collections carry the style and level: merged, contained, equal and hashed by them")
    func traitCollectionValues() {
        #expect(UIUserInterfaceStyle.unspecified.rawValue == 0)
        #expect(UIUserInterfaceStyle.light.rawValue == 1)
        #expect(UIUserInterfaceStyle.dark.rawValue == 2)
        #expect(UIUserInterfaceLevel.unspecified.rawValue == -1)
        #expect(UIUserInterfaceLevel.elevated.rawValue == 1)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(dark.horizontalSizeClass == .unspecified && dark.userInterfaceLevel == .unspecified)
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), dark,
            UITraitCollection(userInterfaceStyle: .unspecified),
            UITraitCollection(userInterfaceLevel: .elevated),
        ])
        #expect(merged.userInterfaceStyle == .dark, "an unspecified style later in the list does not win")
        #expect(merged.userInterfaceLevel == .elevated)
        #expect(merged.horizontalSizeClass == .compact)
        #expect(merged.containsTraits(in: dark))
        #expect(!merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!merged.containsTraits(in: UITraitCollection(userInterfaceLevel: .base)))
        #expect(UITraitCollection(userInterfaceStyle: .dark) == dark)
        #expect(UITraitCollection(userInterfaceStyle: .light) != dark)
        #expect(UITraitCollection(userInterfaceStyle: .dark).hash == dark.hash)
        #expect(merged.description.contains("style: dark") && merged.description.contains("level: elevated"))
    }

    @Test("a window starts from the host's style (light by default, at the base level) - Behaviour 9.9")
    func hostStyle() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        #expect(host.userInterfaceStyle == .light)
        #expect(root.view.traitCollection.userInterfaceStyle == .light)
        #expect(root.traitCollection.userInterfaceLevel == .base)
        host.userInterfaceStyle = .dark
        #expect(host.window.traitCollection.userInterfaceStyle == .dark)
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        #expect(root.view.traitCollection.userInterfaceStyle == .dark)
        #expect(root.traitCollection.horizontalSizeClass == .compact, "the other traits stay")
        host.userInterfaceStyle = .unspecified
        #expect(host.userInterfaceStyle == .light)
        #expect(host.diagnostics.contains { $0.kind == .invalidInput })
    }

    @Test(
        "the nearest override wins: view, its ancestors, its controller, the parent, the window - Behaviour 9.9"
    )
    func overridesPropagate() {
        let host = HeadlessHost()
        let root = UIViewController()
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        host.window.rootViewController = root
        let plain = UIView()
        let inner = UIView()
        plain.addSubview(inner)
        root.view.addSubview(plain)

        host.window.overrideUserInterfaceStyle = .dark
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        root.overrideUserInterfaceStyle = .light
        #expect(root.view.traitCollection.userInterfaceStyle == .light)
        #expect(
            child.traitCollection.userInterfaceStyle == .light, "a controller's style reaches its children")
        #expect(child.view.traitCollection.userInterfaceStyle == .light)
        plain.overrideUserInterfaceStyle = .dark
        #expect(plain.traitCollection.userInterfaceStyle == .dark)
        #expect(inner.traitCollection.userInterfaceStyle == .dark, "a view's style reaches its subviews")
        #expect(root.view.traitCollection.userInterfaceStyle == .light, "but not its superview")
        child.view.overrideUserInterfaceStyle = .dark
        #expect(
            child.traitCollection.userInterfaceStyle == .light, "a root view's override stays in the views")
        #expect(host.window.overrideUserInterfaceStyle == .dark && plain.overrideUserInterfaceStyle == .dark)
        root.overrideUserInterfaceStyle = .unspecified
        #expect(child.traitCollection.userInterfaceStyle == .dark, "unspecified inherits again")
    }

    @Test(
        "traitCollectionDidChange reaches exactly the views and controllers whose style changed - Behaviour 9.10"
    )
    func callbacksExactlyWhenChanged() {
        let host = HeadlessHost()
        let log = CallbackLog()
        let root = RecordingViewController("root", log: log)
        let child = RecordingViewController("child", log: log)
        root.embed(child)
        host.window.rootViewController = root
        let a = StyleLoggingView("a", log: log)
        let b = StyleLoggingView("b", log: log)
        let c = StyleLoggingView("c", log: log)
        a.addSubview(b)
        root.view.addSubview(a)
        root.view.addSubview(c)
        log.clear()
        c.overrideUserInterfaceStyle = .light
        #expect(log.entries.isEmpty, "overriding with the style it has changes nothing")

        host.userInterfaceStyle = .dark
        let changes = log.entries.filter { $0.contains("traitCollectionDidChange") || $0.contains("→") }
        #expect(
            changes == [
                "root.traitCollectionDidChange", "a.light→dark", "b.light→dark",
                "child.traitCollectionDidChange",
            ], "c keeps its own light style; current is the new traits inside the call")
        log.clear()
        host.userInterfaceStyle = .dark
        #expect(log.entries.isEmpty, "no change, no callback")

        a.overrideUserInterfaceStyle = .light
        #expect(log.entries == ["a.dark→light", "b.dark→light"])
        log.clear()
        a.overrideUserInterfaceStyle = .light
        root.overrideUserInterfaceStyle = .light
        #expect(!log.entries.contains { $0.hasPrefix("a.") || $0.hasPrefix("b.") || $0.hasPrefix("c.") })
        #expect(
            log.filtered("traitCollectionDidChange") == [
                "root.traitCollectionDidChange", "child.traitCollectionDidChange",
            ])
    }

    @Test(
        "presented controllers take the presenting context's style unless they override; sheets are elevated - Behaviour 9.11"
    )
    func presentedInherit() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        root.overrideUserInterfaceStyle = .dark
        let log = CallbackLog()
        let sheet = RecordingViewController("sheet", log: log)
        root.present(sheet, animated: false)
        host.runUntilIdle()
        #expect(sheet.traitCollection.userInterfaceStyle == .dark)
        #expect(sheet.view.traitCollection.userInterfaceStyle == .dark)
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
        #expect(host.window.traitCollection.userInterfaceStyle == .light)
        log.clear()
        root.overrideUserInterfaceStyle = .light
        #expect(sheet.traitCollection.userInterfaceStyle == .light)
        #expect(log.filtered("traitCollectionDidChange") == ["sheet.traitCollectionDidChange"])
        root.overrideUserInterfaceStyle = .unspecified
        log.clear()
        sheet.overrideUserInterfaceStyle = .dark
        host.userInterfaceStyle = .dark
        host.userInterfaceStyle = .light
        #expect(sheet.traitCollection.userInterfaceStyle == .dark)
        #expect(
            log.filtered("traitCollectionDidChange") == ["sheet.traitCollectionDidChange"],
            "only its own change")

        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        sheet.present(full, animated: false)
        host.runUntilIdle()
        #expect(full.traitCollection.userInterfaceStyle == .dark, "from the presenting sheet")
        #expect(full.traitCollection.userInterfaceLevel == .base)
    }

    @Test("performAsCurrent sets UITraitCollection.current for its block only")
    func performAsCurrent() {
        let before = UITraitCollection.current
        var inside: UIUserInterfaceStyle?
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            inside = UITraitCollection.current.userInterfaceStyle
        }
        #expect(inside == .dark)
        #expect(UITraitCollection.current == before)
    }
}
