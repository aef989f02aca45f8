import Foundation
import PresentationKit
import Testing

private final class TintRecordingView: UIView {
    var tintChanges = 0
    override func tintColorDidChange() { tintChanges += 1 }
}

/// A 2 × 1 image at scale 1: a red pixel and a half-transparent black one.
@MainActor
private func twoPixelImage(scale: CGFloat = 1) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: CGSize(width: 2 / scale, height: 1 / scale), format: format).image {
        UIColor.red.setFill()
        $0.fill(CGRect(x: 0, y: 0, width: 1 / scale, height: 1 / scale))
        UIColor(white: 0, alpha: 0.5).setFill()
        $0.fill(CGRect(x: 1 / scale, y: 0, width: 1 / scale, height: 1 / scale))
    }
}

@MainActor
@Suite("Tint and image views")
struct TintAndImageViewTests {
    /// Behaviour 18.14.
    @Test func tintIsInheritedAndChangesAreAnnounced() {
        let parent = UIView()
        let child = TintRecordingView()
        #expect(child.tintColor == .systemBlue)
        parent.addSubview(child)
        #expect(child.tintChanges == 0)
        parent.tintColor = .red
        #expect(child.tintColor == .red)
        #expect(child.tintChanges == 1)
        child.tintColor = .green
        #expect(child.tintChanges == 2)
        parent.tintColor = .orange
        #expect(child.tintColor == .green)
        #expect(child.tintChanges == 2)
        child.tintColor = nil
        #expect(child.tintColor == .orange)
        #expect(child.tintChanges == 3)
        // Moving under a superview with another tint announces it.
        let other = UIView()
        other.tintColor = .purple
        other.addSubview(child)
        #expect(child.tintColor == .purple)
        #expect(child.tintChanges == 4)
    }

    /// Behaviour 18.14: dimming greys the tint of the view and the descendants that inherit it.
    @Test func dimmingGreysTheTint() {
        let parent = UIView()
        let child = TintRecordingView()
        parent.addSubview(child)
        parent.tintColor = .red
        parent.tintAdjustmentMode = .dimmed
        #expect(parent.tintAdjustmentMode == .dimmed)
        #expect(child.tintAdjustmentMode == .dimmed)
        #expect(child.tintColor != .red)
        let grey = child.tintColor.cgColor.components!
        #expect(grey.count == 2 || (grey[0] == grey[1] && grey[1] == grey[2]))
        #expect(child.tintChanges == 2)
        child.tintAdjustmentMode = .normal
        #expect(child.tintColor == .red)
        parent.tintAdjustmentMode = .automatic
        #expect(parent.tintColor == .red)
    }

    /// Behaviour 18.15: size, touches, contents at the image's scale.
    @Test func anImageViewShowsItsImage() throws {
        let image = twoPixelImage(scale: 2)
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 1, height: 0.5))
        #expect(view.intrinsicContentSize == CGSize(width: 1, height: 0.5))
        #expect(!view.isUserInteractionEnabled)
        #expect((view.layer.contents as? CGImage) == image.cgImage)
        #expect(view.layer.contentsScale == 2)
        view.image = nil
        #expect(view.layer.contents == nil)
        #expect(
            view.intrinsicContentSize
                == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        view.contentMode = .scaleAspectFit
        #expect(view.layer.contentsGravity == .resizeAspect)
    }

    /// Behaviour 18.15: the highlighted image while highlighted.
    @Test func highlightingSwapsTheImage() {
        let image = twoPixelImage()
        let highlighted = twoPixelImage(scale: 2)
        let view = UIImageView(image: image, highlightedImage: highlighted)
        view.isHighlighted = true
        #expect((view.layer.contents as? CGImage) == highlighted.cgImage)
        view.isHighlighted = false
        #expect((view.layer.contents as? CGImage) == image.cgImage)
    }

    /// Behaviour 18.15: a template is its alpha in the tint, and follows the tint.
    @Test func aTemplateImageIsDrawnInTheTint() throws {
        let view = UIImageView(image: twoPixelImage().withRenderingMode(.alwaysTemplate))
        view.tintColor = .blue
        var probe = PixelProbe(try #require(view.layer.contents as? CGImage))
        #expect(probe.rgba(0, 0) == [0, 0, 255, 255])
        // Half alpha: premultiplied blue at 128 (0.5 × 255 rounded).
        #expect(probe.rgba(1, 0) == [0, 0, 128, 128])
        view.tintColor = .red
        probe = PixelProbe(try #require(view.layer.contents as? CGImage))
        #expect(probe.rgba(0, 0) == [255, 0, 0, 255])
    }

    /// Behaviour 18.15: animation images play on the host's clock and stop after their passes.
    @Test func animationImagesPlayOnTheClock() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let frames = [twoPixelImage(), twoPixelImage(scale: 2), twoPixelImage()]
        let view = UIImageView(image: frames[1])
        host.window.addSubview(view)
        view.animationImages = frames
        view.animationDuration = 0.3
        view.animationRepeatCount = 1
        view.startAnimating()
        #expect(view.isAnimating)
        #expect((view.layer.contents as? CGImage) === frames[0].cgImage)
        host.advance(by: 0.15)
        #expect((view.layer.contents as? CGImage) === frames[1].cgImage)
        host.advance(by: 0.1)
        #expect((view.layer.contents as? CGImage) === frames[2].cgImage)
        host.advance(by: 0.1)
        #expect(!view.isAnimating)
        #expect((view.layer.contents as? CGImage) === frames[1].cgImage)
    }
}
