import Foundation
import PresentationKit
import PresentationKitRendering

extension UIImage {
    /// An image of the renderer's pixels at `scale` pixels per point: the snapshot strategies' format,
    /// as `UIImage` is theirs on iOS. The pixels are shared, not converted (both are premultiplied
    /// RGBA8, top row first).
    convenience init(rendered image: RGBAImage, scale: CGFloat) {
        let bitmap = CGImage(
            width: image.width, height: image.height, pixels: image.bytes, hasAlpha: true,
            colorSpace: CGColorSpaceCreateDeviceRGB())
        self.init(cgImage: bitmap, scale: scale, orientation: .up)
    }

    /// The bitmap's premultiplied RGBA8 bytes, with its size; nil for an image without a bitmap or
    /// with no pixels.
    var premultipliedPixels: (width: Int, height: Int, bytes: [UInt8])? {
        guard let cgImage, cgImage.width > 0, cgImage.height > 0 else { return nil }
        return (cgImage.width, cgImage.height, cgImage.pixels)
    }
}
