import Foundation
import Testing

@testable import PresentationKit

/// Buttons drawn from `UIButton.Configuration`: styles' colours, sizes, image placement and
/// padding, corner styles, state updates and the update handler (Behaviour 28.6).
@MainActor
@Suite("UIButton.Configuration")
struct UIButtonConfigurationTests {
    private func laidOut(_ button: UIButton, width: CGFloat? = nil) -> UIButton {
        let size = button.intrinsicContentSize
        button.frame = CGRect(x: 0, y: 0, width: width ?? size.width, height: size.height)
        button.layoutIfNeeded()
        return button
    }

    @Test(
        "each style draws its colours: filled white on the tint, tinted the tint on a light tint, plain no background (Behaviour 28.6)"
    )
    func styleColours() throws {
        let filled = laidOut(UIButton(configuration: .filled()))
        filled.configuration?.title = "Go"
        filled.layoutIfNeeded()
        let background = try #require(filled.subviews.first)
        #expect(background.backgroundColor == .systemBlue)
        #expect(filled.subtitleLabel != nil && filled.titleLabel?.isHidden == true)
        let shownTitle = try #require(filled.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Go" })
        #expect(shownTitle.textColor == .white)

        var tintedConfiguration = UIButton.Configuration.tinted()
        tintedConfiguration.title = "Maybe"
        let tinted = laidOut(UIButton(configuration: tintedConfiguration))
        tinted.tintColor = .systemGreen
        tinted.layoutIfNeeded()
        let tintedBackground = try #require(tinted.subviews.first?.backgroundColor?.cgColor)
        let green = UIColor.systemGreen.cgColor
        #expect(tintedBackground.components?.prefix(3) == green.components?.prefix(3))
        #expect(abs(tintedBackground.alpha - 0.15) < 1e-9)

        var plainConfiguration = UIButton.Configuration.plain()
        plainConfiguration.title = "Skip"
        plainConfiguration.baseForegroundColor = .systemRed
        let plain = laidOut(UIButton(configuration: plainConfiguration))
        #expect(plain.subviews.first?.backgroundColor == .clear)
        #expect(
            plain.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Skip" }?.textColor == .systemRed)
    }

    @Test(
        "the size is the content plus the insets; the image sits on its edge with the padding (Behaviour 28.6)"
    )
    func sizeAndPlacement() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Share"
        configuration.image = UIImage(systemName: "square.and.arrow.up")
        configuration.imagePadding = 8
        let button = laidOut(UIButton(configuration: configuration), width: 200)
        let title = try #require(button.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Share" })
        let titleSize = title.sizeThatFits(.zero)
        // Medium: insets 7 and 14; the 20-pt symbol, 8 pt, then the title.
        #expect(
            button.intrinsicContentSize
                == CGSize(
                    width: 14 + 20 + 8 + titleSize.width + 14, height: 7 + max(20, titleSize.height) + 7))
        let image = try #require(button.subviews.compactMap { $0 as? UIImageView }.first { $0.image != nil })
        let contentWidth = 20 + 8 + titleSize.width
        #expect(image.frame.minX == 100 - contentWidth / 2 && title.frame.minX == image.frame.maxX + 8)

        configuration.imagePlacement = .top
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(image.frame.maxY + 8 == title.frame.minY && abs(image.frame.midX - 100) < 1e-9)
        #expect(button.intrinsicContentSize.height == 7 + 20 + 8 + titleSize.height + 7)
    }

    @Test(
        "corner styles: dynamic by size, capsule half the height, fixed the background's radius (Behaviour 28.6)"
    )
    func cornerStyles() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "OK"
        let button = laidOut(UIButton(configuration: configuration))
        #expect(button.subviews.first?.layer.cornerRadius == 8)
        configuration.cornerStyle = .capsule
        button.configuration = configuration
        button.frame.size.height = 50
        button.layoutIfNeeded()
        #expect(button.subviews.first?.layer.cornerRadius == 25)
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 3
        configuration.buttonSize = .large
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(button.subviews.first?.layer.cornerRadius == 3)
        #expect(
            configuration.contentInsets
                == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
    }

    @Test(
        "state updates: disabled greys, highlighted fades, selected takes the filled look; the handler runs (Behaviour 28.6)"
    )
    func stateUpdates() throws {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Like"
        let button = laidOut(UIButton(configuration: configuration))
        let title = try #require(button.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Like" })
        #expect(
            title.textColor == .systemBlue && button.subviews.first?.backgroundColor == .secondarySystemFill)
        button.isEnabled = false
        #expect(title.textColor == .tertiaryLabel)
        button.isEnabled = true
        button.isHighlighted = true
        #expect(abs((title.textColor?.cgColor.alpha ?? 0) - 0.6) < 1e-9)
        button.isHighlighted = false
        button.changesSelectionAsPrimaryAction = true
        var handled: [Bool] = []
        button.configurationUpdateHandler = { button in
            handled.append(button.isSelected)
            button.configuration?.title = button.isSelected ? "Liked" : "Like"
        }
        let host = HeadlessHost()
        button.frame.origin = CGPoint(x: 100, y: 300)
        host.window.addSubview(button)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        host.runUntilIdle()
        #expect(button.isSelected && handled.last == true)
        #expect(
            button.subviews.contains {
                ($0 as? UILabel)?.text == "Liked" && ($0 as? UILabel)?.textColor == .white
            })
        #expect(button.subviews.first?.backgroundColor == .systemBlue, "selected: the filled look")
    }

    @Test("an activity indicator takes the image's place while shown (Behaviour 28.6)")
    func activityIndicator() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Saving"
        configuration.showsActivityIndicator = true
        let button = laidOut(UIButton(configuration: configuration))
        let indicator = try #require(button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        #expect(indicator.isAnimating && !indicator.isHidden)
        #expect(indicator.frame.minX == 14)
    }
}
