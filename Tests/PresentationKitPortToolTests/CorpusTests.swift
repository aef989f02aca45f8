import Foundation
import PresentationKitPort
import Testing

/// The corpus: files in the shapes public UIKit presentation code takes, written for these tests.
/// `Corpus/Input` is one module before the tool; its golden output is the source of the
/// `PresentationKitPortedCorpusTests` target, which the suite compiles in Swift 5 mode against
/// PresentationKit. Set PRESENTATIONKIT_RECORD_PORT_GOLDEN=1 to write the goldens again.
enum Corpus {
    static let toolTests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let input = toolTests.appendingPathComponent("Corpus/Input")
    static let refused = toolTests.appendingPathComponent("Corpus/Refused")
    static let ported = toolTests.deletingLastPathComponent().appendingPathComponent(
        "PresentationKitPortedCorpusTests/Ported")
    static var recording: Bool {
        ProcessInfo.processInfo.environment["PRESENTATIONKIT_RECORD_PORT_GOLDEN"] == "1"
    }

    /// The Swift files of a folder, named relative to the corpus folder (as the report names them).
    static func files(in folder: URL) throws -> [PortSourceFile] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .sorted()
            .map { name in
                PortSourceFile(
                    path: folder.lastPathComponent + "/" + name,
                    text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
            }
    }

    /// Compares `text` with the golden file at `url`, or writes it there when recording.
    static func check(_ text: String, against url: URL, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        if recording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(
            text == golden, "\(url.lastPathComponent) differs from its golden output",
            sourceLocation: sourceLocation)
    }
}

@Suite("Port tool · the corpus")
struct CorpusTests {
    @Test(
        "the corpus ports to its golden outputs (which the suite compiles in Swift 5 mode) with an empty report"
    )
    func corpusMatchesGoldens() throws {
        let result = Porter.port(try Corpus.files(in: Corpus.input))
        for file in result.files {
            let name = (file.path as NSString).lastPathComponent
            try Corpus.check(file.text, against: Corpus.ported.appendingPathComponent(name))
        }
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.passes == 2, "one pass made every rewrite; the second found nothing left")
    }

    @Test("porting the ported corpus again changes nothing")
    func idempotent() throws {
        let once = Porter.port(try Corpus.files(in: Corpus.input))
        let twice = Porter.port(once.files)
        #expect(twice.files == once.files)
        #expect(twice.passes == 1)
        // And the goldens as they are on disk, named as the compiled target has them.
        let golden = try Corpus.files(in: Corpus.ported)
        let again = Porter.port(golden)
        #expect(again.files == golden)
    }

    @Test(
        "every construct the tool refuses is in the report with its file, line and column, and the edit to make"
    )
    func refusedReport() throws {
        let result = Porter.port(try Corpus.files(in: Corpus.refused))
        let report = result.diagnostics.map(\.description).joined(separator: "\n") + "\n"
        try Corpus.check(report, against: Corpus.refused.appendingPathComponent("report.txt"))
        let lines = Set(result.diagnostics.map(\.line))
        // The lines of the file that hold a refused construct (worked out by reading it).
        let text = result.files[0].text.split(separator: "\n", omittingEmptySubsequences: false)
        let refusedMarkers = [
            "class_getInstanceMethod", "method_exchangeImplementations", "NSClassFromString", "value(forKey:",
            "UIStoryboard(", "instantiateViewController", "scheduledTimer", "sendAction(",
            "addObserver(self, forKeyPath:", "removeObserver(self, forKeyPath:", "observeValue(forKeyPath",
            "awakeFromNib()", "prepare(for segue",
        ]
        for marker in refusedMarkers {
            let line = try #require(text.firstIndex { $0.contains(marker) }) + 1
            #expect(lines.contains(line), "\(marker) (line \(line)) is in the report")
        }
        #expect(result.diagnostics.allSatisfy { $0.file == "Refused/Unportable.swift" })
    }
}
