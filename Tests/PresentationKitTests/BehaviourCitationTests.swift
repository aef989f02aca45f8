import Foundation
import Testing

/// `Documentation/Behaviour.md` and what points at it.
///
/// An item of the reference is a paragraph that starts with its anchor and its number,
/// `<a id="bn.m"></a>n.m …`. The sources, the tests, the README and the documentation (the DocC
/// catalogs under `Sources/` included) cite items as "Behaviour n.m", alone, in a list
/// ("Behaviour n.m, n.k", "n.m and n.k", "n.m/n.k") or as a run ("Behaviour n.m–n.k"), and link to
/// them as `Behaviour.md#bn.m`. These tests hold every item parseable and linkable, every citation
/// and link resolvable, the one citation form ("SPEC n.m" is retired), and
/// `Documentation/BehaviourCoverage.md`, the test files that cite each item, generated from the tree
/// as it is: set `PRESENTATIONKIT_RECORD_BEHAVIOUR_COVERAGE=1` to rewrite it.
@Suite("Behaviour citations")
struct BehaviourCitationTests {
    static let recordVariable = "PRESENTATIONKIT_RECORD_BEHAVIOUR_COVERAGE"
    static let coveragePath = "Documentation/BehaviourCoverage.md"

    private static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// Read and scanned once for all the tests of the suite.
    private static let repository = Result { try CitingTree.load(root: repositoryRoot) }

    @Test("every item of Documentation/Behaviour.md starts a paragraph with its own anchor")
    func itemsAreAnchored() throws {
        let reference = try Self.repository.get().reference
        #expect(reference.items.count > 200)
        #expect(
            reference.problems.isEmpty,
            "Documentation/Behaviour.md:\n\(reference.problems.joined(separator: "\n"))")
    }

    @Test("every Behaviour citation and item link names an item")
    func citationsResolve() throws {
        let repository = try Self.repository.get()
        let defined = Set(repository.reference.items.map(\.number))
        var unresolved: [String] = []
        for citation in repository.citations {
            for run in citation.runs {
                let spelled = run.first == run.last ? "\(run.first)" : "\(run.first)–\(run.last)"
                if !defined.contains(run.first) || !defined.contains(run.last) {
                    unresolved.append("\(citation.place): Behaviour \(spelled) names no item")
                } else if run.first.group != run.last.group || run.last < run.first {
                    unresolved.append("\(citation.place): Behaviour \(spelled) is not a run within one group")
                }
            }
        }
        for link in repository.links where !defined.contains(link.number) {
            unresolved.append("\(link.place): the link #b\(link.number) names no item")
        }
        #expect(repository.citations.count > 100)
        #expect(
            unresolved.isEmpty,
            "Citations of Documentation/Behaviour.md that resolve to nothing:\n\(unresolved.joined(separator: "\n"))"
        )
    }

    @Test("no citation uses the retired SPEC form")
    func oneCitationForm() throws {
        let retired = try Self.repository.get().retiredCitations
        #expect(
            retired.isEmpty,
            "Cite items as \"Behaviour n.m\"; \"SPEC n.m\" is retired:\n\(retired.joined(separator: "\n"))")
    }

    @Test("Documentation/BehaviourCoverage.md lists the test files that cite each item")
    func coverageIsCurrent() throws {
        let expected = try Self.repository.get().coverageDocument()
        let url = Self.repositoryRoot.appendingPathComponent(Self.coveragePath)
        let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        guard committed != expected else { return }
        if let value = ProcessInfo.processInfo.environment[Self.recordVariable], !value.isEmpty, value != "0"
        {
            try Data(expected.utf8).write(to: url, options: .atomic)
            return
        }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let committedLines = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let common = min(expectedLines.count, committedLines.count)
        let first = (0..<common).first { expectedLines[$0] != committedLines[$0] } ?? common
        func line(_ lines: [Substring]) -> String {
            first < lines.count ? "\"\(lines[first])\"" : "(end of file)"
        }
        Issue.record(
            """
            \(Self.coveragePath) is out of date (\(committed.isEmpty ? "missing" : "first difference at line \(first + 1)")).
            expected: \(line(expectedLines))
            found:    \(line(committedLines))
            Regenerate it with: \(Self.recordVariable)=1 swift test --filter BehaviourCitation
            """)
    }
}

// MARK: - Item numbers

/// An item number n.m: group n, index m, ordered numerically (2.10 after 2.9).
private struct BehaviourItemNumber: Hashable, Comparable, Sendable, CustomStringConvertible {
    let group: Int
    let index: Int

    var description: String { "\(group).\(index)" }

    static func < (a: Self, b: Self) -> Bool { (a.group, a.index) < (b.group, b.index) }

    /// The number written at `start` in `bytes` ("13.2": a group without a leading zero, a dot, an
    /// index), and where it ends.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Self, end: Int)? {
        func digits(from position: Int) -> (Int, end: Int)? {
            var value = 0
            var end = position
            while end < bytes.count, end - position < 4, (0x30...0x39).contains(bytes[end]) {
                value = value * 10 + Int(bytes[end] - 0x30)
                end += 1
            }
            return end > position ? (value, end) : nil
        }
        guard start < bytes.count, bytes[start] != UInt8(ascii: "0"), let (group, dot) = digits(from: start),
            dot < bytes.count, bytes[dot] == UInt8(ascii: "."), let (index, end) = digits(from: dot + 1)
        else { return nil }
        if end < bytes.count, (0x30...0x39).contains(bytes[end]) { return nil }
        return (Self(group: group, index: index), end)
    }

    static func parse(_ text: Substring) -> Self? {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            parse(bytes, at: 0).flatMap { $0.end == bytes.count ? $0.0 : nil }
        }
    }
}

// MARK: - The reference

/// The items of `Documentation/Behaviour.md` in document order, each with its topic (the `##`
/// heading above it), and whatever breaks the item format.
private struct BehaviourReference: Sendable {
    struct Item: Sendable {
        let number: BehaviourItemNumber
        let topic: String
    }

    var items: [Item] = []
    var problems: [String] = []

    init(_ text: String) {
        var topic = ""
        var startsParagraph = true
        var inFence = false
        var seen = Set<BehaviourItemNumber>()
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = offset + 1
            defer {
                startsParagraph = line.allSatisfy(\.isWhitespace) || line.hasPrefix("#")
            }
            if line.hasPrefix("```") { inFence.toggle() }
            if inFence || line.hasPrefix("```") { continue }
            if line.hasPrefix("## ") { topic = String(line.dropFirst(3)) }
            if line.hasPrefix("<a id=\"b") {
                let (anchor, item) = Self.anchoredItem(line)
                guard let item else {
                    problems.append("line \(lineNumber): an anchor with no item number after it")
                    continue
                }
                if anchor != item {
                    problems.append(
                        "line \(lineNumber): item \(item) must start with <a id=\"b\(item)\"></a>\(item) and a space"
                    )
                }
                if !startsParagraph {
                    problems.append(
                        "line \(lineNumber): item \(item) does not start a paragraph (no blank line above)")
                }
                if !seen.insert(item).inserted {
                    problems.append("line \(lineNumber): item \(item) is defined twice")
                }
                items.append(Item(number: item, topic: topic))
            } else if startsParagraph, let space = line.firstIndex(of: " "),
                let item = BehaviourItemNumber.parse(line[..<space])
            {
                problems.append(
                    "line \(lineNumber): item \(item) has no anchor; start its line with <a id=\"b\(item)\"></a>"
                )
                if seen.insert(item).inserted { items.append(Item(number: item, topic: topic)) }
            }
        }
    }

    /// The anchor's number and the item's number of a line `<a id="bn.m"></a>n.m text`.
    private static func anchoredItem(
        _ line: Substring
    ) -> (anchor: BehaviourItemNumber?, item: BehaviourItemNumber?) {
        let rest = line.dropFirst("<a id=\"b".count)
        let anchor = rest.firstIndex(of: "\"").flatMap { BehaviourItemNumber.parse(rest[..<$0]) }
        guard let close = rest.range(of: "</a>") else { return (anchor, nil) }
        let text = rest[close.upperBound...]
        let item = text.firstIndex(of: " ").flatMap { BehaviourItemNumber.parse(text[..<$0]) }
        let wellFormed = rest.hasPrefix("\(anchor.map(String.init(describing:)) ?? "")\"></a>")
        return (wellFormed ? anchor : nil, item)
    }
}

// MARK: - Citations

/// A run of items cited together: one item (first == last) or "n.m–n.k".
private struct BehaviourRun: Sendable {
    let first: BehaviourItemNumber
    let last: BehaviourItemNumber
}

/// The reference and everything the scanned files say about it.
private struct CitingTree: Sendable {
    struct Citation: Sendable {
        let path: String
        let place: String
        let runs: [BehaviourRun]
    }

    struct Link: Sendable {
        let place: String
        let number: BehaviourItemNumber
    }

    let reference: BehaviourReference
    var citations: [Citation] = []
    var links: [Link] = []
    var retiredCitations: [String] = []

    /// The files that may cite: Swift and Markdown files under `Sources/` (DocC catalogs included)
    /// and `Tests/`, the README, and the Markdown files of `Documentation/`.
    static func citingPaths(root: URL) throws -> [String] {
        let manager = FileManager.default
        var paths: [String] = []
        for folder in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(folder).path
            for path in try manager.subpathsOfDirectory(atPath: base)
            where path.hasSuffix(".swift") || path.hasSuffix(".md") {
                paths.append("\(folder)/\(path)")
            }
        }
        paths.append("README.md")
        for path in try manager.contentsOfDirectory(atPath: root.appendingPathComponent("Documentation").path)
        where path.hasSuffix(".md") {
            paths.append("Documentation/\(path)")
        }
        return paths.sorted()
    }

    static func load(root: URL) throws -> CitingTree {
        let referenceText = try String(
            contentsOf: root.appendingPathComponent("Documentation/Behaviour.md"), encoding: .utf8)
        var repository = CitingTree(reference: BehaviourReference(referenceText))
        for path in try citingPaths(root: root) {
            let data = try Data(contentsOf: root.appendingPathComponent(path))
            Array(data).withUnsafeBufferPointer { repository.scan($0, path: path) }
        }
        return repository
    }

    private static let behaviour = Array("Behaviour ".utf8)
    private static let spec = Array("SPEC ".utf8)
    private static let referenceFile = Array("Behaviour.md".utf8)

    /// Finds the citations, the retired citations and the item links in one file.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, path: String) {
        func matches(_ word: [UInt8], at position: Int) -> Bool {
            guard position + word.count <= bytes.count else { return false }
            for offset in 0..<word.count where bytes[position + offset] != word[offset] { return false }
            return true
        }
        func startsWord(_ position: Int) -> Bool {
            guard position > 0 else { return true }
            let before = bytes[position - 1] | 0x20
            return !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains(before)
        }
        var line = 1
        var position = 0
        while position < bytes.count {
            switch bytes[position] {
            case 0x0A:
                line += 1
            case UInt8(ascii: "B") where matches(Self.behaviour, at: position) && startsWord(position):
                let runs = Self.runs(bytes, at: position + Self.behaviour.count)
                if !runs.isEmpty {
                    citations.append(Citation(path: path, place: "\(path):\(line)", runs: runs))
                }
            case UInt8(ascii: "S") where matches(Self.spec, at: position) && startsWord(position):
                if let (number, _) = BehaviourItemNumber.parse(bytes, at: position + Self.spec.count) {
                    retiredCitations.append("\(path):\(line): SPEC \(number)")
                }
            case UInt8(ascii: "#")
            where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "b")
                && ((position > 0 && bytes[position - 1] == UInt8(ascii: "("))
                    || (position >= Self.referenceFile.count
                        && matches(Self.referenceFile, at: position - Self.referenceFile.count))):
                if let (number, _) = BehaviourItemNumber.parse(bytes, at: position + 2) {
                    links.append(Link(place: "\(path):\(line)", number: number))
                }
            default:
                break
            }
            position += 1
        }
    }

    /// The items cited after "Behaviour ": "n.m", then any further numbers joined by ",", "/",
    /// "and", "or" (a list) or "–", "-" (a run), also across a line break inside a comment.
    private static func runs(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> [BehaviourRun] {
        guard var (first, position) = BehaviourItemNumber.parse(bytes, at: start) else { return [] }
        func skipBlanks(_ position: inout Int, lineBreaks: Bool) {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09: position += 1
                case 0x0A where lineBreaks:
                    // The next line's comment mark ("//", "///") is part of the blank.
                    position += 1
                    while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 {
                        position += 1
                    }
                    while position < bytes.count, bytes[position] == UInt8(ascii: "/") { position += 1 }
                default: return
                }
            }
        }
        func follows(_ text: String, at position: Int) -> Bool {
            let utf8 = Array(text.utf8)
            return position + utf8.count <= bytes.count
                && (0..<utf8.count).allSatisfy { bytes[position + $0] == utf8[$0] }
        }
        var runs: [BehaviourRun] = []
        var last = first
        while true {
            var next = position
            var dash = false
            if follows("/", at: next) {  // "n.m/n.k", with nothing between
                next += 1
            } else {
                skipBlanks(&next, lineBreaks: false)
                if let mark = [",", "and ", "or "].first(where: { follows($0, at: next) }) {
                    next += mark.utf8.count
                } else if let mark = ["–", "-"].first(where: { follows($0, at: next) }) {
                    next += mark.utf8.count
                    dash = true
                } else {
                    break
                }
                skipBlanks(&next, lineBreaks: true)
            }
            guard let (number, end) = BehaviourItemNumber.parse(bytes, at: next) else { break }
            if dash && first == last {
                last = number
            } else {
                runs.append(BehaviourRun(first: first, last: last))
                (first, last) = (number, number)
            }
            position = end
        }
        runs.append(BehaviourRun(first: first, last: last))
        return runs
    }
}

// MARK: - Coverage

extension CitingTree {
    /// The items each test file under `Tests/` cites (a run covers every item in it).
    func coveringFiles() -> [BehaviourItemNumber: Set<String>] {
        var files: [BehaviourItemNumber: Set<String>] = [:]
        let numbers = reference.items.map(\.number)
        for citation in citations where citation.path.hasPrefix("Tests/") && citation.path.hasSuffix(".swift")
        {
            for run in citation.runs {
                let covered =
                    run.first.group == run.last.group
                    ? numbers.filter { $0.group == run.first.group && run.first <= $0 && $0 <= run.last }
                    : [run.first, run.last]
                for number in covered { files[number, default: []].insert(citation.path) }
            }
        }
        return files
    }

    /// The text of `Documentation/BehaviourCoverage.md`.
    func coverageDocument() -> String {
        let files = coveringFiles()
        let allFiles = files.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        let nameCounts = Dictionary(
            allFiles.map { (($0 as NSString).lastPathComponent, 1) }, uniquingKeysWith: +)
        func name(_ path: String) -> String {
            let name = (path as NSString).lastPathComponent
            return nameCounts[name] == 1 ? name : String(path.dropFirst("Tests/".count))
        }
        func link(_ number: BehaviourItemNumber) -> String { "[\(number)](Behaviour.md#b\(number))" }
        let items = reference.items
        let uncovered = items.filter { files[$0.number] == nil }
        var text = """
            # Behaviour coverage

            <!-- Generated by Tests/PresentationKitTests/BehaviourCitationTests.swift: do not edit. -->

            For each item of the [behaviour reference](Behaviour.md), the test files under `Tests/` whose
            text cites it, alone, in a list or in a run ("Behaviour n.m", "Behaviour n.m, n.k",
            "Behaviour n.m–n.k"). An item that no test file cites is marked uncovered; that is information,
            not a failure. \(items.count - uncovered.count) of the \(items.count) items are cited by a \
            test file, \(uncovered.count) are not.

            `BehaviourCitationTests` fails when this file differs from what the tree gives. To regenerate it:

                \(BehaviourCitationTests.recordVariable)=1 swift test --filter BehaviourCitation

            """
        var topic: String?
        for item in items {
            if item.topic != topic {
                topic = item.topic
                text += "\n## \(item.topic)\n\n| Item | Test files |\n| --- | --- |\n"
            }
            let cell =
                files[item.number].map { paths in
                    paths.sorted { (name($0), $0) < (name($1), $1) }
                        .map { "[\(name($0))](../\($0.replacingOccurrences(of: " ", with: "%20")))" }
                        .joined(separator: ", ")
                } ?? "uncovered"
            text += "| \(link(item.number)) | \(cell) |\n"
        }
        text += "\n## Uncovered items\n\n"
        text +=
            uncovered.isEmpty
            ? "None.\n" : uncovered.map(\.number).sorted().map(link).joined(separator: ", ") + "\n"
        return text
    }
}
