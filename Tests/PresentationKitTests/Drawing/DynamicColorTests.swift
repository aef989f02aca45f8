import Foundation
import Testing

@testable import PresentationKit

/// Dynamic colours: resolution, the system colours' dark values, and the view colour properties
/// that follow the style.
@MainActor
@Suite("Dynamic colours")
struct DynamicColorTests {
    private let dark = UITraitCollection(userInterfaceStyle: .dark)
    private let light = UITraitCollection(userInterfaceStyle: .light)

    /// The 8-bit components of `color` resolved in `traits`.
    private func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
        let c = color.resolvedColor(with: traits).cgColor
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } + [Int((c.alpha * 100).rounded())]
    }

    @Test("a provider answers per trait collection; a fixed colour resolves to itself - Behaviour 9.12")
    func provider() {
        var asked: [UIUserInterfaceStyle] = []
        let color = UIColor { traits in
            asked.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? .white : .black
        }
        #expect(color.resolvedColor(with: dark) == .white)
        #expect(color.resolvedColor(with: light) == .black)
        #expect(asked == [.dark, .light])
        #expect(UIColor.red.resolvedColor(with: dark) === UIColor.red)
        #expect(color == color && color != UIColor.black, "a dynamic colour equals only itself")
        var inside: CGColor?
        dark.performAsCurrent { inside = color.cgColor }
        #expect(inside == UIColor.white.cgColor, "cgColor resolves against the current traits")
        #expect(color.withAlphaComponent(0.5).resolvedColor(with: dark) == UIColor(white: 1, alpha: 0.5))
    }

    @Test("system colours take the guidelines' dark values; backgrounds their elevated ones - Behaviour 9.12")
    func systemColors() {
        #expect(rgba(.systemBackground, light) == [255, 255, 255, 100])
        #expect(rgba(.systemBackground, dark) == [0, 0, 0, 100])
        let darkElevated = UITraitCollection(traitsFrom: [
            dark, UITraitCollection(userInterfaceLevel: .elevated),
        ])
        #expect(rgba(.systemBackground, darkElevated) == [28, 28, 30, 100])
        #expect(rgba(.secondarySystemGroupedBackground, darkElevated) == [44, 44, 46, 100])
        #expect(rgba(.label, dark) == [255, 255, 255, 100])
        #expect(rgba(.secondaryLabel, dark) == [235, 235, 245, 60])
        #expect(rgba(.separator, dark) == [84, 84, 88, 60])
        #expect(rgba(.systemBlue, light) == [0, 122, 255, 100])
        #expect(rgba(.systemBlue, dark) == [10, 132, 255, 100])
        #expect(rgba(.systemGray6, dark) == [28, 28, 30, 100])
        #expect(
            rgba(.systemGroupedBackground, UITraitCollection()) == [242, 242, 247, 100],
            "unspecified is light")
    }

    @Test(
        "backgroundColor and a label's text colour follow the view's style; a layer colour set once does not - Behaviour 9.12"
    )
    func viewColorsReResolve() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let view = UIView()
        view.backgroundColor = .systemBackground
        view.layer.borderColor = UIColor.label.cgColor
        let label = UILabel()
        label.text = "x"
        view.addSubview(label)
        root.view.addSubview(view)
        #expect(view.layer.backgroundColor == UIColor.white.cgColor)
        host.userInterfaceStyle = .dark
        #expect(view.layer.backgroundColor == UIColor.black.cgColor)
        #expect(label.drawingColor(label.textColor) == UIColor.white.cgColor)
        #expect(view.layer.borderColor == UIColor.black.cgColor, "a CGColor does not change with the style")
        view.backgroundColor = .secondarySystemBackground
        #expect(
            view.layer.backgroundColor
                == UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1).cgColor)
        view.overrideUserInterfaceStyle = .light
        #expect(label.drawingColor(label.textColor) == UIColor.black.cgColor)
        // Moving into a dark hierarchy resolves at once (no traitCollectionDidChange is due then).
        let detached = UIView()
        detached.backgroundColor = .systemBackground
        #expect(detached.layer.backgroundColor == UIColor.white.cgColor)
        root.view.addSubview(detached)
        #expect(detached.layer.backgroundColor == UIColor.black.cgColor)
    }

    @Test("a sheet's system background is the elevated dark one - Behaviour 9.11, 9.12")
    func elevatedSheet() {
        let host = HeadlessHost()
        host.userInterfaceStyle = .dark
        let root = UIViewController()
        host.window.rootViewController = root
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        root.present(sheet, animated: false)
        host.runUntilIdle()
        #expect(
            sheet.view.layer.backgroundColor
                == UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1).cgColor)
    }
}
