import Foundation
import Testing

/// The documentation as the ecosystem reads it: each public module's DocC catalog compiles with
/// no warning (no broken symbol or article link), and every public symbol the compiler reports
/// carries a doc comment.
///
/// The check runs the toolchain's own tools on the modules this test run built:
/// `swift-symbolgraph-extract` (what `swift package generate-documentation` extracts) and
/// `docc convert --warnings-as-errors` on the module's catalog, so it sees exactly what
/// `swift package generate-documentation` would, without a second build.
@Suite("Documentation")
struct DocumentationTests {
    static let modules = [
        "PresentationKit", "PresentationKitRendering", "PresentationKitScenarios", "PresentationKitFuzzing",
        "PresentationKitSnapshotTesting",
    ]

    private static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The folder of the built modules: beside the test bundle SwiftPM runs, else the first
    /// build configuration under `.build` that has PresentationKit in it.
    private static func modulesFolder() -> URL? {
        let manager = FileManager.default
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("Modules")
        var candidates = [beside]
        let build = repositoryRoot.appendingPathComponent(".build")
        for triple in (try? manager.contentsOfDirectory(atPath: build.path)) ?? [] {
            for configuration in ["debug", "release"] {
                candidates.append(build.appendingPathComponent("\(triple)/\(configuration)/Modules"))
            }
        }
        return candidates.first {
            manager.fileExists(atPath: $0.appendingPathComponent("PresentationKit.swiftmodule").path)
        }
    }

    /// Runs a toolchain tool found on the PATH; returns its exit status and what it printed.
    private static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The symbol graph of `module`, written into `folder`.
    private static func extractSymbolGraph(of module: String, modules: URL, into folder: URL) throws -> String
    {
        let triple = modules.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
        var arguments = [
            "-module-name", module, "-I", modules.path, "-target", triple, "-minimum-access-level", "public",
            "-output-dir", folder.path, "-emit-extension-block-symbols", "-skip-synthesized-members",
        ]
        // The renderer's C libraries, as its module maps declare them.
        for library in ["CLibPNG", "CFreeType", "CFontconfig"] {
            let map = repositoryRoot.appendingPathComponent("Sources/\(library)/module.modulemap")
            arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"]
        }
        arguments += ["-Xcc", "-I/usr/include/freetype2"]
        let result = try run("swift-symbolgraph-extract", arguments)
        return result.status == 0 ? "" : result.output
    }

    /// The public symbols of `module`'s graph written in source without a doc comment (the
    /// compiler's synthesized members, which have no source location, are not counted).
    private static func undocumentedSymbols(of module: String, in folder: URL) throws -> [String] {
        let data = try Data(contentsOf: folder.appendingPathComponent("\(module).symbols.json"))
        guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let symbols = graph["symbols"] as? [[String: Any]]
        else { return ["the symbol graph of \(module) could not be read"] }
        return symbols.compactMap { symbol in
            guard symbol["docComment"] == nil, let location = symbol["location"] as? [String: Any] else {
                return nil
            }
            let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
            let file = (location["uri"] as? String ?? "").components(separatedBy: "/Sources/").last ?? ""
            return "\(path) (\(file))"
        }
    }

    @Test("every public module's catalog compiles without a warning, and every public symbol is documented")
    func catalogsAndSymbols() throws {
        let modules = try #require(Self.modulesFolder(), "the built modules were not found under .build")
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("PresentationKitDocumentation-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for module in Self.modules {
            let graphs = scratch.appendingPathComponent("\(module)-graphs")
            try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
            let failure = try Self.extractSymbolGraph(of: module, modules: modules, into: graphs)
            #expect(failure.isEmpty, "swift-symbolgraph-extract failed for \(module):\n\(failure)")
            guard failure.isEmpty else { continue }

            let undocumented = try Self.undocumentedSymbols(of: module, in: graphs)
            let list = undocumented.joined(separator: "\n")
            #expect(
                undocumented.isEmpty,
                "\(undocumented.count) public symbols of \(module) have no doc comment:\n\(list)")

            let catalog = Self.repositoryRoot.appendingPathComponent("Sources/\(module)/\(module).docc")
            #expect(FileManager.default.fileExists(atPath: catalog.path), "\(module) has no DocC catalog")
            let converted = try Self.run(
                "docc",
                [
                    "convert", catalog.path, "--additional-symbol-graph-dir", graphs.path, "--output-path",
                    scratch.appendingPathComponent("\(module).doccarchive").path, "--fallback-display-name",
                    module, "--fallback-bundle-identifier", module, "--warnings-as-errors",
                ])
            #expect(
                converted.status == 0,
                "docc reported problems in \(module)'s documentation:\n\(converted.output)")
        }
    }
}
