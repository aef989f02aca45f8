import Foundation
import PresentationKit
import SnapshotTesting

extension Diffing where Value == UIImage {
    /// A pixel-diffing strategy for images that requires every pixel to match.
    public static var image: Diffing { .image() }

    /// A pixel-diffing strategy for images, stored on disk as PNG, with swift-snapshot-testing's
    /// tolerances.
    ///
    /// A failure's message says how many pixels changed and where; a picture of the reference with
    /// the changed pixels painted magenta is written beside the reference and beside the failed
    /// snapshot (`<test>.<n>.diff.png` in `__Snapshots__/<File>/` and in `SNAPSHOT_ARTIFACTS`, else
    /// the temporary folder) and its paths given in the message; the reference, the new image and
    /// the difference are also attached to the failure.
    ///
    /// - Parameters:
    ///   - precision: The fraction of the image that must match: of its bytes when
    ///     `perceptualPrecision` is 1, else of its pixels.
    ///   - perceptualPrecision: How close a pixel's colour must be to the reference's to match: a
    ///     pixel matches when their CIE ΔE 1994 is at most `(1 − perceptualPrecision) × 100`; 0.98
    ///     to 0.99 is about what the eye tells apart.
    ///   - scale: The scale the reference is read at (pixels per point); nil or 0 reads it at 1.
    /// - Returns: The diffing strategy.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
    ) -> Diffing {
        DifferenceFiles.install()
        let readScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? 1
        let comparison = PixelComparison(precision: precision, perceptualPrecision: perceptualPrecision)
        return .diff(
            toData: { image in
                // Over a million pixels (a film strip), libpng's fast setting: it writes a strip of
                // eight phone screens in under a third of the default's time (see the snapshot
                // benchmark), for a file several times larger; smaller images keep the smallest files.
                guard let pixels = image.premultipliedPixels,
                    case .success(let bytes) = PNGCodec.encode(
                        width: pixels.width, height: pixels.height, premultiplied: pixels.bytes,
                        fast: pixels.width * pixels.height > 1_000_000)
                else { return Data() }
                return Data(bytes)
            },
            fromData: { UIImage(data: $0, scale: readScale) ?? UIImage() }
        ) { reference, actual in
            guard let message = ImageDiff.failure(reference, actual, comparison: comparison) else {
                return nil
            }
            var attachments: [DiffAttachment] = []
            if let data = reference.pngData() { attachments.append(.data(data, name: "reference.png")) }
            if let data = actual.pngData() { attachments.append(.data(data, name: "failure.png")) }
            guard let old = reference.premultipliedPixels, let new = actual.premultipliedPixels else {
                return (message, attachments)
            }
            let difference = DifferenceImage.make(reference: old, actual: new)
            let image = UIImage(
                cgImage: CGImage(
                    width: difference.width, height: difference.height, pixels: difference.bytes,
                    hasAlpha: false, colorSpace: CGColorSpaceCreateDeviceRGB()),
                scale: actual.scale, orientation: .up)
            if let data = image.pngData() { attachments.append(.data(data, name: "difference.png")) }
            // The diff tool writes it beside both snapshots once they are on disk; one of the test's
            // own does not, so it goes to the artifacts folder now.
            guard !DifferenceFiles.toolWritesDifference else { return (message, attachments) }
            let written = DifferenceImage.write(image).map { "\nChanged pixels (magenta): \($0)" } ?? ""
            return (message + written, attachments)
        }
    }
}

/// The checks before the pixels are compared, as swift-snapshot-testing makes them on iOS.
enum ImageDiff {
    /// Nil when `actual` matches `reference`, else why not.
    static func failure(_ reference: UIImage, _ actual: UIImage, comparison: PixelComparison) -> String? {
        guard let old = reference.premultipliedPixels else { return "Reference image could not be loaded." }
        guard let new = actual.premultipliedPixels else { return "Newly-taken snapshot is empty." }
        guard old.width == new.width, old.height == new.height else {
            return "Newly-taken snapshot@\(new.width)×\(new.height) px does not match reference@"
                + "\(old.width)×\(old.height) px."
        }
        if sameBytes(old.bytes, new.bytes) { return nil }
        // The reference went through PNG's straight alpha: compare the new image after the same trip,
        // so that translucent pixels that only rounded differently match.
        var bytes = new.bytes
        if let data = actual.pngData(), let trip = UIImage(data: data)?.premultipliedPixels {
            bytes = trip.bytes
        }
        return comparison.failure(reference: old.bytes, actual: bytes, width: old.width, height: old.height)
    }
}
