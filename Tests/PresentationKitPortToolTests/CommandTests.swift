import Foundation
import PresentationKitPort
import Testing

/// The command line as `presentationkit-port` runs it (its `main.swift` is one call of
/// `PortCommand.run`): what it could not port is a report, never a failure.
@Suite("Port tool · the command's exit status")
struct CommandTests {
    /// A fresh folder, removed afterwards.
    private func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "presentationkit-port-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test(
        "a module full of what it refuses: status 0, every refusal printed as a warning, files written to --out"
    )
    func refusalsAreNotFailures() throws {
        try withTemporaryFolder { folder in
            var output: [String] = []
            var errors: [String] = []
            let status = PortCommand.run(
                [Corpus.refused.path, "--out", folder.path], output: { output.append($0) },
                errors: { errors.append($0) })
            #expect(status == 0)
            let golden = try String(
                contentsOf: Corpus.refused.appendingPathComponent("report.txt"), encoding: .utf8)
            // The report's lines, named by where the files went.
            #expect(output.count == golden.split(separator: "\n").count)
            #expect(
                output.allSatisfy {
                    $0.hasPrefix(folder.path + "/Unportable.swift:") && $0.contains(": warning: ")
                })
            #expect(
                FileManager.default.fileExists(atPath: folder.appendingPathComponent("Unportable.swift").path)
            )
            #expect(errors.count == 1)
            #expect(
                errors.first?.contains("1 files (65 lines), 1 rewritten, \(output.count) left for you")
                    == true)
        }
    }

    @Test("in place: the second run rewrites nothing and reports the same")
    func inPlaceTwice() throws {
        try withTemporaryFolder { folder in
            for file in try Corpus.files(in: Corpus.input) {
                let name = (file.path as NSString).lastPathComponent
                try file.text.write(
                    to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            var first: [String] = []
            var second: [String] = []
            var summaries: [String] = []
            #expect(
                PortCommand.run([folder.path], output: { first.append($0) }, errors: { summaries.append($0) })
                    == 0)
            let once = try Corpus.files(in: folder)
            #expect(
                PortCommand.run(
                    [folder.path], output: { second.append($0) }, errors: { summaries.append($0) }) == 0)
            #expect(try Corpus.files(in: folder) == once)
            #expect(first == second)
            #expect(summaries.count == 2)
            #expect(summaries[0].contains(", 4 rewritten,"))
            #expect(summaries[1].contains(", 0 rewritten,"))
        }
    }

    @Test("it exits non-zero only when it cannot run: a missing path, an unreadable file, a bad command line")
    func internalErrors() throws {
        var errors: [String] = []
        #expect(
            PortCommand.run(["/nonexistent/Sources"], output: { _ in }, errors: { errors.append($0) }) == 1)
        #expect(errors.last?.hasPrefix("presentationkit-port: error:") == true)
        try withTemporaryFolder { folder in
            // Not UTF-8: it cannot be read as Swift source.
            try Data([0x69, 0x6D, 0xFF, 0xFE, 0x0A]).write(to: folder.appendingPathComponent("Bad.swift"))
            #expect(PortCommand.run([folder.path], output: { _ in }, errors: { errors.append($0) }) == 1)
        }
        #expect(PortCommand.run([], output: { _ in }, errors: { errors.append($0) }) == 64)
        #expect(PortCommand.run(["Sources", "--out"], output: { _ in }, errors: { errors.append($0) }) == 64)
        #expect(
            PortCommand.run(["--frobnicate", "Sources"], output: { _ in }, errors: { errors.append($0) })
                == 64)
        var help: [String] = []
        #expect(PortCommand.run(["--help"], output: { help.append($0) }, errors: { _ in }) == 0)
        #expect(help.first?.hasPrefix("usage: presentationkit-port") == true)
    }
}
