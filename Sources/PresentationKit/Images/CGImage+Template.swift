import Foundation

extension CGImage {
    /// The image as a template in `color`: each pixel the colour at the pixel's alpha (times the
    /// colour's own), which is how UIKit draws a template image in its tint.
    func tinted(_ color: UIColor) -> CGImage {
        let components = color.cgColor.components ?? [0, 0, 0, 1]
        let rgba: [Double] =
            components.count == 2
            ? [components[0], components[0], components[0], components[1]].map(Double.init)
            : components.map(Double.init)
        var tinted = [UInt8](repeating: 0, count: pixels.count)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = Double(pixels[index + 3]) / 255 * rgba[3]
            tinted[index] = UInt8((rgba[0] * alpha * 255).rounded())
            tinted[index + 1] = UInt8((rgba[1] * alpha * 255).rounded())
            tinted[index + 2] = UInt8((rgba[2] * alpha * 255).rounded())
            tinted[index + 3] = UInt8((alpha * 255).rounded())
        }
        return CGImage(
            width: width, height: height, pixels: tinted, hasAlpha: true, colorSpace: colorSpace,
            shouldInterpolate: shouldInterpolate)
    }
}
