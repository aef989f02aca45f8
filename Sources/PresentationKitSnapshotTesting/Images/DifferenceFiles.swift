import Foundation
import PresentationKit
import PresentationKitRendering
@_spi(Internals) import SnapshotTesting

/// Writes the difference image of a failed image comparison beside both snapshots, as
/// `<test>.<n>.diff.png`: beside the reference in `__Snapshots__/<File>/`, and beside the failed
/// snapshot that swift-snapshot-testing writes to `SNAPSHOT_ARTIFACTS` (else the temporary folder).
///
/// swift-snapshot-testing names the two files only to its diff tool, after the comparison has
/// failed and the failed snapshot is on disk; so the first image strategy made wraps the diff tool
/// it uses by default (still printing what it printed) with one that decodes the two PNGs and writes
/// their difference. A diff tool of the test's own (`withSnapshotTesting(diffTool:)`,
/// `.snapshots(diffTool:)`) replaces that default; the comparison then writes the difference to
/// the artifacts folder under a name of its own and gives its path in the failure message.
enum DifferenceFiles {
    /// The paths the wrapped tool recognises as a question rather than a failure.
    private static let probe = "\u{0}PresentationKitSnapshotTesting.probe"

    /// Installs the wrapping diff tool, once per process.
    static func install() { _ = installed }

    private static let installed: Void = {
        // On a thread of its own, outside any test: within a swift-testing test, `_diffTool`
        // answers with that test's own tool when a trait gives one, and that must not become the
        // process's default.
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let base = _diffTool
            _diffTool = SnapshotTestingConfiguration.DiffTool { current, failed in
                if current == probe { return probe }
                let text = base(currentFilePath: current, failedFilePath: failed)
                let written = write(reference: current, failed: failed)
                guard !written.isEmpty else { return text }
                return text + "\n\nChanged pixels (magenta):\n"
                    + written.map { "\"file://\($0)\"" }.joined(separator: "\n")
            }
            done.signal()
        }
        thread.start()
        done.wait()
    }()

    /// Whether the diff tool of the comparison under way is the one that writes the difference.
    static var toolWritesDifference: Bool {
        let tool = SnapshotTestingConfiguration.current?.diffTool ?? _diffTool
        return tool(currentFilePath: probe, failedFilePath: probe) == probe
    }

    /// The difference of two PNG snapshots, written as `…diff.png` beside each; the paths written.
    static func write(reference: String, failed: String) -> [String] {
        guard reference.hasSuffix(".png"), failed.hasSuffix(".png"),
            let old = pixels(at: reference), let new = pixels(at: failed)
        else { return [] }
        let difference = DifferenceImage.make(reference: old, actual: new)
        guard
            case .success(let bytes) = PNGCodec.encode(
                width: difference.width, height: difference.height, premultiplied: difference.bytes,
                fast: difference.width * difference.height > 1_000_000)
        else { return [] }
        let data = Data(bytes)
        return [reference, failed].compactMap { path in
            let target = String(path.dropLast(".png".count)) + ".diff.png"
            return (try? data.write(to: URL(fileURLWithPath: target), options: .atomic)) == nil ? nil : target
        }
    }

    /// The premultiplied pixels of the PNG at `path`.
    private static func pixels(at path: String) -> (width: Int, height: Int, bytes: [UInt8])? {
        guard let data = FileManager.default.contents(atPath: path),
            case .success(let image) = PNGCodec.decode(
                [UInt8](data), maximumPixelCount: RGBAImage.maximumPixelCount)
        else { return nil }
        return (image.width, image.height, image.pixels)
    }
}
