import Foundation
import Testing

/// Every "SPEC n.m" or "Behaviour n.m" cited in the sources, the tests and the README names an item
/// of `Documentation/Behaviour.md`, so a citation resolves for anyone who only cloned the
/// repository.
@Suite("Behaviour citations")
struct BehaviourCitationTests {
    private static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The item numbers the reference defines: lines that start with "n.m ".
    private static func definedItems() throws -> Set<String> {
        let text = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Documentation/Behaviour.md"), encoding: .utf8)
        var items = Set<String>()
        for line in text.split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { continue }
            let head = line[..<space]
            if head.wholeMatch(of: /[0-9]+\.[0-9]+/) != nil { items.insert(String(head)) }
        }
        return items
    }

    /// The texts to scan: every Swift file under Sources and Tests, and the README.
    private static func citingTexts() throws -> [(String, String)] {
        var result: [(String, String)] = []
        let manager = FileManager.default
        for folder in ["Sources", "Tests"] {
            let base = repositoryRoot.appendingPathComponent(folder)
            guard let walker = manager.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                result.append((url.path, try String(contentsOf: url, encoding: .utf8)))
            }
        }
        let readme = repositoryRoot.appendingPathComponent("README.md")
        result.append((readme.path, try String(contentsOf: readme, encoding: .utf8)))
        return result
    }

    @Test("every cited item exists in Documentation/Behaviour.md")
    func citationsResolve() throws {
        let defined = try Self.definedItems()
        #expect(defined.count > 200)
        var missing: [String] = []
        var cited = 0
        for (path, text) in try Self.citingTexts() {
            for match in text.matches(of: /(?:SPEC|Behaviour) ([0-9]+\.[0-9]+)/) {
                cited += 1
                let item = String(match.1)
                if !defined.contains(item) {
                    missing.append("\(item) in \((path as NSString).lastPathComponent)")
                }
            }
        }
        #expect(cited > 100)
        #expect(missing.isEmpty, "\(missing)")
    }
}
