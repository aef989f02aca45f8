import Foundation
import Testing

/// Rules about the engine's structure that the compiler cannot check inside one module.
///
/// The folders of `Sources/PresentationKit` follow UIKit's documentation topics, and UIKit's types
/// refer to each other in cycles, so there is no rule over the whole module. Two directions do
/// matter: the numeric kernels stay free of UIKit types (they are checked against reference
/// values on their own), and whatever UIKit lets a subclass override is declared in a class body,
/// where Swift without the Objective-C runtime lets an override reach it.
@Suite("Architecture")
struct ArchitectureTests {
    private static var sourceRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/PresentationKit")
    }

    /// Every Swift file of the library, by its path under `Sources/PresentationKit`.
    private static func sourceFiles() throws -> [(path: String, text: String)] {
        var files: [(String, String)] = []
        let rootPath = sourceRoot.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(at: sourceRoot, includingPropertiesForKeys: nil)
        else {
            return []
        }
        for case let url as URL in walker where url.pathExtension == "swift" {
            let path = String(url.standardizedFileURL.path.dropFirst(rootPath.count))
            files.append((path, try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The text without comments and string literals, so that prose never counts as a use.
    private static func code(_ text: String) -> String {
        var result = text.replacing(/\/\*[\s\S]*?\*\//, with: "")
        result = result.replacing(/\/\/[^\n]*/, with: "")
        result = result.replacing(/"(?:\\.|[^"\\\n])*"/, with: "\"\"")
        return result
    }

    /// Types declared at the top level of a file (nested types are reached through their parent).
    private static func declaredTypes(_ text: String) -> [String] {
        text.matches(
            of:
                /(?m)^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|package|fileprivate|private|final|indirect)\s+)*(?:class|struct|enum|protocol|actor|typealias)\s+(\w+)/
        )
        .map { String($0.output.1) }
    }

    /// The folders holding pure math: affine and 3-D transforms, timing curves and springs.
    static let numericKernels = ["Geometry/", "CoreAnimation/Transforms/", "CoreAnimation/Timing/"]

    private static func isKernel(_ path: String) -> Bool { numericKernels.contains { path.hasPrefix($0) } }

    @Test("the numeric kernels name no type declared outside them")
    func kernelsStandAlone() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 150, "the source tree was found")
        var folderOfType: [String: String] = [:]
        for file in files {
            for name in Self.declaredTypes(Self.code(file.text)) { folderOfType[name] = file.path }
        }
        #expect(folderOfType["CATransform3D"]?.hasPrefix("CoreAnimation/Transforms/") == true)
        var violations: [String] = []
        for file in files where Self.isKernel(file.path) {
            let identifiers = Set(Self.code(file.text).matches(of: /\b[A-Z]\w+\b/).map { String($0.output) })
            for name in identifiers.sorted() {
                guard let home = folderOfType[name], !Self.isKernel(home) else { continue }
                violations.append("\(file.path) uses \(name) from \(home)")
            }
        }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    /// The public instance members declared in an extension of an `open` class: a subclass could
    /// not override them, where UIKit lets it. Type members (`static`) are allowed: UIKit declares
    /// those as class members of categories (`UIView.animate`, the keyboard notification names),
    /// which no port overrides.
    static func instanceMembersInExtensions(of files: [(path: String, text: String)]) -> [String] {
        var openClasses = Set<String>()
        for file in files {
            for match in file.text.matches(of: /(?m)^(?:@\w+\s+)*open class (\w+)/) {
                openClasses.insert(String(match.1))
            }
        }
        var found: [String] = []
        for file in files {
            let text = Self.code(file.text)
            for opening in text.matches(of: /(?m)^extension (\w+)[^{\n]*\{/) {
                let name = String(opening.1)
                guard openClasses.contains(name) else { continue }
                let rest = text[opening.range.upperBound...]
                let body = rest.range(of: "\n}").map { rest[..<$0.lowerBound] } ?? rest
                for member in body.matches(
                    of:
                        /(?m)^    (?:@\w+(?:\([^)]*\))?\s+)*public (?!static |class )(?:nonisolated )?(?:func|var|let|subscript|init)\s*(\w*)/
                ) {
                    found.append("\(name).\(member.1) in \(file.path)")
                }
            }
        }
        return found
    }

    @Test("what UIKit lets a subclass override is declared in the class body")
    func overridableMembersLiveInClassBodies() throws {
        let files = try Self.sourceFiles()
        let found = Self.instanceMembersInExtensions(of: files)
        #expect(
            found.isEmpty, "declare these in the class body, as `open`:\n\(found.joined(separator: "\n"))")
        // The rule sees what it is meant to see.
        let probe = [
            (
                path: "Probe.swift",
                text: "open class Probe {}\nextension Probe {\n    public var hidden: Int { 0 }\n}\n"
            )
        ]
        #expect(Self.instanceMembersInExtensions(of: probe) == ["Probe.hidden in Probe.swift"])
    }
}
