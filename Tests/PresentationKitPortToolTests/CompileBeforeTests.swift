import Foundation
import PresentationKitPort
import Testing

/// The corpus type-checked by `swiftc` against the PresentationKit module the suite built, in Swift 5
/// mode as `PresentationKitPortedCorpusTests` compiles it: it does not compile before the tool (not
/// even with the imports and platform guards changed by hand), and the same command accepts the
/// tool's output, so the failures are the corpus's and not the command's.
enum Typecheck {
    static let packageRoot = Corpus.toolTests.deletingLastPathComponent().deletingLastPathComponent()

    /// The built modules: beside the test bundle (`.build/<triple>/debug/Modules`), else the
    /// package's `.build/debug/Modules`; nil when PresentationKit has not been built there.
    static let modules: URL? = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                "Modules"),
            packageRoot.appendingPathComponent(".build/debug/Modules"),
        ]
        return candidates.first {
            FileManager.default.fileExists(
                atPath: $0.appendingPathComponent("PresentationKit.swiftmodule").path)
        }
    }()

    /// `swiftc` on the PATH.
    static let swiftc: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return path.split(separator: ":").map {
            URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc")
        }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static var available: Bool { modules != nil && swiftc != nil }

    /// The flags SwiftPM gives `PresentationKitPortedCorpusTests` for the C libraries under
    /// PresentationKit (their module maps and header folders), read from the build's manifest
    /// (`.build/debug.yaml`), so the check follows the package as its dependencies change.
    static let clangFlags: [String] = {
        guard let modules else { return [] }
        let configuration = modules.resolvingSymlinksInPath().deletingLastPathComponent()
        let manifest = configuration.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(configuration.lastPathComponent + ".yaml")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8),
            let line = text.split(separator: "\n").first(where: {
                $0.contains("args: [")
                    && $0.contains("\"-module-name\",\"PresentationKitPortedCorpusTests\"")
            }),
            let start = line.firstIndex(of: "["),
            let arguments = try? JSONSerialization.jsonObject(with: Data(line[start...].utf8)) as? [String]
        else { return [] }
        var flags: [String] = []
        for (offset, argument) in arguments.enumerated() {
            if argument == "-Xcc", offset + 1 < arguments.count,
                arguments[offset + 1].hasPrefix("-fmodule-map-file=")
            {
                flags += [argument, arguments[offset + 1]]
            } else if argument.hasPrefix("-I"), argument.count > 2 {
                flags.append(argument)
            }
        }
        return flags
    }()

    /// Type-checks `files` as one module (whole-module, so every file's errors are reported) and
    /// returns the exit status and the `file:line:col: error: message` lines.
    static func run(_ files: [PortSourceFile]) throws -> (status: Int32, errors: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "presentationkit-port-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent((file.path as NSString).lastPathComponent)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let modules = modules!
        let process = Process()
        process.executableURL = swiftc!
        process.currentDirectoryURL = folder
        process.arguments =
            [
                "-typecheck", "-wmo", "-swift-version", "5", "-module-name", "Corpus", "-I", modules.path,
                "-module-cache-path",
                modules.deletingLastPathComponent().appendingPathComponent("ModuleCache").path,
            ] + clangFlags + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let errors = output.split(separator: "\n").filter { $0.contains(": error: ") && $0.hasPrefix("/") }
            .map { String($0.dropFirst(folder.path.count + 1)) }
        return (process.terminationStatus, errors)
    }
}

@Suite("Port tool · the corpus does not compile before the tool", .enabled(if: Typecheck.available))
struct CompileBeforeTests {
    @Test("as written: UIKit is not there")
    func asWritten() throws {
        let (status, errors) = try Typecheck.run(try Corpus.files(in: Corpus.input))
        #expect(status != 0)
        #expect(errors.contains("ComposeViewController.swift:3:8: error: no such module 'UIKit'"))
    }

    @Test(
        "with the imports and platform guards changed by hand, every file fails on what the tool's other rewrites fix"
    )
    func importsChangedByHand() throws {
        let files = try Corpus.files(in: Corpus.input).map { file in
            var text = file.text
            text = text.replacingOccurrences(of: "import UIKit\n", with: "import PresentationKit\n")
            text = text.replacingOccurrences(of: "import QuartzCore\n", with: "")
            text = text.replacingOccurrences(of: "canImport(UIKit)", with: "canImport(PresentationKit)")
            text = text.replacingOccurrences(of: "#if os(iOS)\n", with: "#if os(iOS) || os(Linux)\n")
            return PortSourceFile(path: file.path, text: text)
        }
        let (status, errors) = try Typecheck.run(files)
        #expect(status != 0)
        // One error of each kind at a place the corpus has that construct (lines as in Corpus/Input).
        let expected = [
            // @objcMembers, @objc, @IBAction
            "ComposeViewController.swift:7:1: error: Objective-C interoperability is disabled",
            "ComposeViewController.swift:9:5: error: '@IBOutlet' property cannot have non-'@objc' class type 'UIButton'",
            "ComposeViewController.swift:35:45: error: '#selector' can only be used with the Objective-C runtime",
            "ComposeViewController.swift:72:19: error:  instance method 'viewWillDisappear' declared in 'UIViewController' cannot be overridden from extension",
            "SheetPresentationController+Transitions.swift:31:25: error:  property 'frameOfPresentedViewInContainerView' declared in 'UIPresentationController' cannot be overridden from extension",
            "SheetPresentationController+Transitions.swift:45:47: error: '#keyPath' can only be used with the Objective-C runtime",
            // @objc protocol with optional requirements
            "SheetPresentationController.swift:13:2: error: Objective-C interoperability is disabled",
            "SheetTransitioningDelegate.swift:19:35: error: '#selector' can only be used with the Objective-C runtime",
        ]
        for error in expected { #expect(errors.contains(error)) }
    }

    @Test("the tool's output passes the same type check (the goldens the corpus target compiles)")
    func afterTheTool() throws {
        let result = Porter.port(try Corpus.files(in: Corpus.input))
        let (status, errors) = try Typecheck.run(result.files)
        #expect(errors == [])
        #expect(status == 0)
    }
}
