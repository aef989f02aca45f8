import Foundation
import Testing

@testable import PresentationKit

/// A button's per-state images, titles and colours, its content layout through the overridable
/// rectangle methods, and symbol configurations (Behaviour 28.4, 28.5).
@MainActor
@Suite("UIButton: images, titles, content layout")
struct UIButtonContentTests {
    /// A 24 × 12 bitmap image.
    private func bitmap(width: CGFloat = 24, height: CGFloat = 12) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    @Test("values per state fall back to .normal's; the current ones follow the state (Behaviour 28.5)")
    func perState() {
        let button = UIButton(type: .system)
        let normal = bitmap()
        let pressed = bitmap(width: 10, height: 10)
        button.setImage(normal, for: .normal)
        button.setImage(pressed, for: .highlighted)
        button.setTitle("Play", for: .normal)
        button.setTitle("Playing", for: .selected)
        #expect(button.currentImage === normal && button.image(for: .disabled) === normal)
        button.isHighlighted = true
        #expect(button.currentImage === pressed && button.imageView?.image === pressed)
        #expect(
            abs((button.imageView?.alpha ?? 0) - 0.2) < 1e-6,
            "a system button dims its image while highlighted")
        button.isHighlighted = false
        button.isSelected = true
        #expect(button.currentTitle == "Playing" && button.titleLabel?.text == "Playing")
        button.setTitleColor(.systemRed, for: .selected)
        #expect(button.currentTitleColor == .systemRed)
    }

    @Test(
        "the image sits before the title, the pair centred; edge insets move each; content insets grow the size (Behaviour 28.5)"
    )
    func contentLayout() throws {
        let button = UIButton(type: .system)
        button.setImage(bitmap(), for: .normal)
        button.setTitle("Share", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let image = try #require(button.imageView?.frame)
        let title = try #require(button.titleLabel?.frame)
        let titleSize = try #require(button.titleLabel?.sizeThatFits(.zero))
        let total = 24 + titleSize.width
        #expect(image == CGRect(x: 100 - total / 2, y: 16, width: 24, height: 12))
        #expect(title.minX == image.maxX && abs(title.midY - 22) < 1e-9)

        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -5, bottom: 0, right: 5)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: -5)
        button.layoutIfNeeded()
        #expect(
            button.imageView?.frame.minX == image.minX - 5 && button.titleLabel?.frame.minX == title.minX + 5)
        let natural = button.intrinsicContentSize
        #expect(natural.width == 24 + titleSize.width + 16, "edge insets do not change the size, as UIKit")
        button.contentEdgeInsets = UIEdgeInsets(top: 3, left: 12, bottom: 5, right: 12)
        #expect(button.intrinsicContentSize == CGSize(width: natural.width + 24, height: natural.height + 8))

        button.contentHorizontalAlignment = .left
        button.imageEdgeInsets = .zero
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.minX == 12, "against the content rectangle's left edge")
    }

    @Test("an image alone sizes the button; a background image fills it (Behaviour 28.5)")
    func imageOnlyAndBackground() {
        let button = UIButton(type: .custom)
        button.setImage(bitmap(), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 24, height: 12))
        let background = bitmap(width: 4, height: 4).resizableImage(
            withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        button.setBackgroundImage(background, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        button.layoutIfNeeded()
        let backgroundView = button.subviews.first as? UIImageView
        #expect(backgroundView?.image === background && backgroundView?.frame == button.bounds)
    }

    @Test("a subclass's imageRect(forContentRect:) places the image (Behaviour 28.5)")
    func overriddenRects() {
        final class TrailingImageButton: UIButton {
            override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                let rect = super.imageRect(forContentRect: contentRect)
                return CGRect(
                    x: contentRect.maxX - rect.width, y: rect.minY, width: rect.width, height: rect.height)
            }
        }
        let button = TrailingImageButton(type: .system)
        button.setImage(UIImage(systemName: "chevron.right"), for: .normal)
        button.setTitle("Next", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame == CGRect(x: 100, y: 10, width: 20, height: 20))
    }

    @Test("a primary action's title and image make the button's (Behaviour 28.5)")
    func primaryAction() {
        let image = bitmap()
        let button = UIButton(primaryAction: UIAction(title: "Add", image: image) { _ in })
        #expect(button.currentTitle == "Add" && button.currentImage === image)
        let framed = UIButton(
            frame: CGRect(x: 0, y: 0, width: 50, height: 50), primaryAction: UIAction(image: image) { _ in })
        #expect(framed.currentImage === image && framed.buttonType == .custom)
    }

    @Test("symbol configurations size symbols: points, scales, text styles, merged (Behaviour 28.4)")
    func symbolConfigurations() throws {
        #expect(UIImage(systemName: "xmark")?.size == CGSize(width: 20, height: 20))
        let big = try #require(
            UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(big.size == CGSize(width: 40, height: 40) && big.symbolConfiguration != nil)
        let large = UIImage.SymbolConfiguration(scale: .large)
        #expect(big.applyingSymbolConfiguration(large)?.size == CGSize(width: 52, height: 52))
        let title = UIImage.SymbolConfiguration(textStyle: .largeTitle)
        #expect(UIImage(systemName: "star", withConfiguration: title)?.size == CGSize(width: 40, height: 40))
        let merged = UIImage.SymbolConfiguration(pointSize: 17, weight: .bold).applying(
            UIImage.SymbolConfiguration(scale: .small))
        #expect(UIImage(systemName: "star", withConfiguration: merged)?.size == CGSize(width: 16, height: 16))
        #expect(merged.configurationWithoutPointSizeAndWeight() == UIImage.SymbolConfiguration(scale: .small))
        #expect(bitmap().applyingSymbolConfiguration(large) == nil, "not a symbol")
        #expect(bitmap().withConfiguration(large).size == CGSize(width: 24, height: 12))

        let imageView = UIImageView(image: UIImage(systemName: "xmark"))
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 8.5)
        #expect(imageView.intrinsicContentSize == CGSize(width: 10, height: 10))
        let button = UIButton(type: .close)
        button.setImage(UIImage(systemName: "xmark"), for: .normal)
        button.setPreferredSymbolConfiguration(
            UIImage.SymbolConfiguration(pointSize: 25.5), forImageIn: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
    }

    @Test("a negative symbol point size is reported and left unspecified (Behaviour 28.4)")
    func badPointSize() {
        let host = HeadlessHost()
        let configuration = UIImage.SymbolConfiguration(pointSize: -3)
        #expect(
            UIImage(systemName: "xmark", withConfiguration: configuration)?.size
                == CGSize(width: 20, height: 20))
        #expect(host.diagnostics.contains { $0.message.contains("pointSize: -3") })
    }
}

/// The drawn symbol stand-ins (Behaviour 28.4).
@MainActor
@Suite("Symbol drawings")
struct SymbolDrawingTests {
    /// The alpha of pixel (x, y) of `image`'s bitmap.
    private func alpha(_ image: UIImage, _ x: Int, _ y: Int) throws -> UInt8 {
        let bitmap = try #require(image.cgImage)
        let data = try #require(bitmap.dataProvider?.data) as Data
        let offset = y * bitmap.bytesPerRow + x * 4 + 3
        return data[offset]
    }

    @Test("an xmark is inked on its diagonals and clear between them, at 3 pixels a point (Behaviour 28.4)")
    func xmark() throws {
        let image = try #require(UIImage(systemName: "xmark"))
        let bitmap = try #require(image.cgImage)
        #expect(bitmap.width == 60 && bitmap.height == 60 && image.scale == 3)
        #expect(image.size == CGSize(width: 20, height: 20))
        #expect(try alpha(image, 30, 30) == 255, "the crossing")
        #expect(try alpha(image, 20, 20) == 255, "on a diagonal")
        #expect(try alpha(image, 30, 12) == 0, "between the arms")
        #expect(try alpha(image, 2, 2) == 0, "past the ends")
        // Sized again by a configuration, it is drawn again at the new size.
        let large = try #require(
            image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(large.cgImage?.width == 120)
        #expect(try alpha(large, 60, 60) == 255)
    }

    @Test(
        "xmark.circle.fill is a filled disc with the mark cut out; an unknown name stays empty (Behaviour 28.4)"
    )
    func filledAndUnknown() throws {
        let image = try #require(UIImage(systemName: "xmark.circle.fill"))
        #expect(try alpha(image, 30, 30) == 0, "the cut-out crossing")
        #expect(try alpha(image, 30, 15) == 255, "the disc between the arms")
        #expect(try alpha(image, 1, 1) == 0, "outside the disc")
        let unknown = try #require(UIImage(systemName: "no.such.symbol"))
        #expect(unknown.cgImage == nil && unknown.size == CGSize(width: 20, height: 20))
    }
}
