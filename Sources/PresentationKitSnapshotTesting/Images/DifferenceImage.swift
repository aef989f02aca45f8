import Foundation
import PresentationKit

/// The picture written beside a failed image comparison: the reference faded to a light grey, with
/// every pixel that changed painted solid magenta, so that a one-pixel change stands out at a glance.
/// Where the two images differ in size, the part only one of them covers counts as changed.
enum DifferenceImage {
    /// The colour of a changed pixel.
    static let changed: (UInt8, UInt8, UInt8) = (255, 0, 255)

    /// The difference of `reference` and `actual` (premultiplied RGBA8), opaque, as large as both.
    static func make(
        reference: (width: Int, height: Int, bytes: [UInt8]),
        actual: (width: Int, height: Int, bytes: [UInt8])
    ) -> (width: Int, height: Int, bytes: [UInt8]) {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        var output = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let out = (y * width + x) * 4
                let inReference = x < reference.width && y < reference.height
                let inActual = x < actual.width && y < actual.height
                guard inReference, inActual else {
                    (output[out], output[out + 1], output[out + 2]) = changed
                    continue
                }
                let old = (y * reference.width + x) * 4
                let new = (y * actual.width + x) * 4
                if reference.bytes[old..<(old + 4)] != actual.bytes[new..<(new + 4)] {
                    (output[out], output[out + 1], output[out + 2]) = changed
                } else {
                    // The reference's luma (over white where translucent), faded three quarters of
                    // the way to white.
                    let alpha = Int(reference.bytes[old + 3])
                    let luma =
                        (Int(reference.bytes[old]) * 54 + Int(reference.bytes[old + 1]) * 183
                            + Int(reference.bytes[old + 2]) * 19) / 256 + (255 - alpha)
                    let faded = UInt8(min(255, 191 + min(255, luma) / 4))
                    (output[out], output[out + 1], output[out + 2]) = (faded, faded, faded)
                }
            }
        }
        return (width, height, output)
    }

    /// Writes the difference as a PNG into the folder swift-snapshot-testing writes failed snapshots
    /// to (`SNAPSHOT_ARTIFACTS`, else the temporary folder), under a name made from the two images'
    /// contents so that reruns replace it; returns its path, or nil when it could not be written.
    static func write(_ image: UIImage) -> String? {
        guard let data = image.pngData() else { return nil }
        let artifacts = URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
                ?? NSTemporaryDirectory(),
            isDirectory: true
        ).appendingPathComponent("PresentationKitSnapshotTesting", isDirectory: true)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let file = artifacts.appendingPathComponent(
            "difference-\(String(hash, radix: 16)).png", isDirectory: false)
        do {
            try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
            return file.path
        } catch {
            return nil
        }
    }
}
