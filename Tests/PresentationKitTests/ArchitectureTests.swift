import Foundation
import Testing

/// The folders of `Sources/PresentationKit` are layers, bottom up; a file may use types of its own
/// layer and the ones below it, never above (README, "A tour of the layers"). Lower layers reach
/// higher ones only through protocols they own (`AnimatedNode`, `RootViewOwner`,
/// `PresentingContainer`, `PresentationRecord`).
@Suite("Architecture")
struct ArchitectureTests {
    static let layers = [
        "Diagnostics", "Geometry", "Solver", "Animation", "Views", "Events", "Controllers", "Presentation",
        "Navigation", "Host",
    ]

    private static var sourceRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/PresentationKit")
    }

    /// Every Swift file of the library with the index of its layer.
    private static func sourceFiles() throws -> [(path: String, layer: Int, text: String)] {
        var files: [(String, Int, String)] = []
        for (index, layer) in layers.enumerated() {
            let folder = sourceRoot.appendingPathComponent(layer)
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            else {
                continue
            }
            for case let url as URL in walker where url.pathExtension == "swift" {
                files.append(
                    (layer + "/" + url.lastPathComponent, index, try String(contentsOf: url, encoding: .utf8))
                )
            }
        }
        return files
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

    @Test("each layer uses only its own types and those of the layers below")
    func layersPointDown() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 100, "the source tree was found")
        var layerOfType: [String: Int] = [:]
        for file in files {
            for name in Self.declaredTypes(Self.code(file.text)) { layerOfType[name] = file.layer }
        }
        #expect(layerOfType["UIViewController"] == Self.layers.firstIndex(of: "Controllers"))
        var violations: [String] = []
        for file in files {
            let identifiers = Set(Self.code(file.text).matches(of: /\b[A-Z]\w+\b/).map { String($0.output) })
            for name in identifiers.sorted() {
                guard let layer = layerOfType[name], layer > file.layer else { continue }
                violations.append("\(file.path) uses \(name) from \(Self.layers[layer])")
            }
        }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }
}
