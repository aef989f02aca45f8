import Foundation
import PresentationKit
import PresentationKitRendering
import PresentationKitScenarios
import PresentationKitSnapshotTesting
import SnapshotTesting
import Testing

/// The strategies fail when they should, checked through swift-snapshot-testing's own
/// `verifySnapshot` (which returns the failure message instead of failing the test), with the
/// references recorded into a temporary folder.
@MainActor
@Suite("Snapshot strategies fail when they should")
struct StrategyFailureTests {
    /// A fresh folder for references.
    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pk-snapshot-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// A 100 × 100 point white view with a 1-point black square at (`x`, 40).
    static func view(squareAt x: CGFloat) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        let square = UIView(frame: CGRect(x: x, y: 40, width: 1, height: 1))
        square.backgroundColor = .black
        view.addSubview(square)
        return view
    }

    static let oneX = UITraitCollection(displayScale: 1)

    /// swift-snapshot-testing's folder for failed snapshots of this file.
    static let artifacts = URL(
        fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
        isDirectory: true
    ).appendingPathComponent("StrategyFailureTests", isDirectory: true)

    @Test("One pixel moved: fails past the precision with a diff image beside both snapshots")
    func onePixelMoved() throws {
        let directory = try Self.folder()
        let failed = Self.artifacts.appendingPathComponent("onePixelMoved.square.png").path
        let failedDifference = Self.artifacts.appendingPathComponent("onePixelMoved.square.diff.png").path
        defer {
            for path in [directory, failed, failedDifference] {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        let recorded = verifySnapshot(
            of: Self.view(squareAt: 10), as: .image(traits: Self.oneX), named: "square", record: .all,
            snapshotDirectory: directory)
        #expect(recorded?.contains("Record mode is on") == true)
        // Same picture: passes.
        #expect(
            verifySnapshot(
                of: Self.view(squareAt: 10), as: .image(traits: Self.oneX), named: "square", record: .never,
                snapshotDirectory: directory) == nil)

        // The square one pixel to the right: two pixels of 10,000 change, 6 of 40,000 bytes.
        let exact = try #require(
            verifySnapshot(
                of: Self.view(squareAt: 11), as: .image(traits: Self.oneX), named: "square", record: .never,
                snapshotDirectory: directory))
        #expect(exact.contains("2 pixels differ, within x 10…11, y 40…40"))
        let tight = try #require(
            verifySnapshot(
                of: Self.view(squareAt: 11), as: .image(precision: 0.9999, traits: Self.oneX),
                named: "square",
                record: .never, snapshotDirectory: directory))
        #expect(tight.contains("Actual image precision 0.99985 is less than required 0.9999"))
        #expect(
            verifySnapshot(
                of: Self.view(squareAt: 11), as: .image(precision: 0.9998, traits: Self.oneX),
                named: "square",
                record: .never, snapshotDirectory: directory) == nil)

        // The difference image, beside the reference and beside the failed snapshot, named in the
        // message: the two changed pixels magenta, the rest faded.
        let beside = URL(fileURLWithPath: directory).appendingPathComponent("onePixelMoved.square.diff.png")
            .path
        #expect(
            tight.contains("Changed pixels (magenta):\n\"file://\(beside)\"\n\"file://\(failedDifference)\""))
        for path in [beside, failedDifference] {
            let difference = try RGBAImage(contentsOfPNG: URL(fileURLWithPath: path))
            #expect(difference.width == 100 && difference.height == 100)
            let magenta = RGBAPixel(r: 255, g: 0, b: 255, a: 255)
            #expect(difference[10, 40] == magenta)
            #expect(difference[11, 40] == magenta)
            #expect(difference[12, 40] != magenta)
            #expect(difference[50, 50] != magenta)
        }
    }

    @Test("With a diff tool of the test's own, the difference image goes to the artifacts folder")
    func ownDiffTool() throws {
        let directory = try Self.folder()
        let failed = Self.artifacts.appendingPathComponent("ownDiffTool.square.png").path
        defer {
            for path in [directory, failed] { try? FileManager.default.removeItem(atPath: path) }
        }
        _ = verifySnapshot(
            of: Self.view(squareAt: 10), as: .image(traits: Self.oneX), named: "square", record: .all,
            snapshotDirectory: directory)
        let failure = try #require(
            withSnapshotTesting(diffTool: "compare") {
                verifySnapshot(
                    of: Self.view(squareAt: 11), as: .image(traits: Self.oneX), named: "square",
                    record: .never, snapshotDirectory: directory)
            })
        #expect(failure.contains("compare \(directory)/ownDiffTool.square.png \(failed)"))
        let marker = "Changed pixels (magenta): "
        let line = try #require(failure.split(separator: "\n").first { $0.hasPrefix(marker) })
        let path = String(line.dropFirst(marker.count))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let difference = try RGBAImage(contentsOfPNG: URL(fileURLWithPath: path))
        #expect(difference[10, 40] == RGBAPixel(r: 255, g: 0, b: 255, a: 255))
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/ownDiffTool.square.diff.png"))
    }

    @Test("A colour change within the perceptual precision passes; a larger one fails")
    func perceptualPrecision() throws {
        let directory = try Self.folder()
        defer {
            for name in ["perceptualPrecision.grey.png", "perceptualPrecision.grey.diff.png"] {
                try? FileManager.default.removeItem(at: Self.artifacts.appendingPathComponent(name))
            }
            try? FileManager.default.removeItem(atPath: directory)
        }
        func swatch(_ grey: CGFloat) -> UIView {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.backgroundColor = UIColor(white: grey, alpha: 1)
            return view
        }
        _ = verifySnapshot(
            of: swatch(0.5), as: .image(traits: Self.oneX), named: "grey", record: .all,
            snapshotDirectory: directory)
        // 128 → 130 grey is ΔE94 0.78: within 98 % (2 units), past 99.5 % (0.5 units).
        #expect(
            verifySnapshot(
                of: swatch(130 / 255), as: .image(perceptualPrecision: 0.98, traits: Self.oneX),
                named: "grey",
                record: .never, snapshotDirectory: directory) == nil)
        let failure = try #require(
            verifySnapshot(
                of: swatch(130 / 255), as: .image(perceptualPrecision: 0.995, traits: Self.oneX),
                named: "grey",
                record: .never, snapshotDirectory: directory))
        #expect(failure.contains("The percentage of pixels that match 0.0 is less than required 1.0"))
    }

    @Test("A callback order changed fails with a readable text diff")
    func callbackOrderChanged() throws {
        let directory = try Self.folder()
        defer {
            try? FileManager.default.removeItem(
                at: Self.artifacts.appendingPathComponent("callbackOrderChanged.s2.txt"))
            try? FileManager.default.removeItem(atPath: directory)
        }
        func transition() throws -> Transition {
            let run = try #require(ScenarioCatalog.scenario(named: "s2-alert-card")).makeRun()
            return Transition(host: run.host) { _ in run.present() }
        }
        _ = verifySnapshot(
            of: try transition(), as: .timeline, named: "s2", record: .all, snapshotDirectory: directory)
        let file = URL(fileURLWithPath: directory).appendingPathComponent(
            "callbackOrderChanged.s2.txt")
        // The reference as another order would have left it: its first two calls swapped.
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        try #require(lines.count > 3)
        lines.swapAt(0, 1)
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let failure = try #require(
            verifySnapshot(
                of: try transition(), as: .timeline, named: "s2", record: .never, snapshotDirectory: directory
            ))
        // The reference now has `swapped[0]` first; the new timeline has it second: the diff takes
        // it out of the first line and puts it back after the second.
        let swapped = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        #expect(failure.contains("\u{2212}" + swapped[0] + "\n\u{2007}" + swapped[1] + "\n+" + swapped[0]))
        #expect(failure.contains("@@"))
    }
}
