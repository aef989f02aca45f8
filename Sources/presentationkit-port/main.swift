import Foundation
import PresentationKitPort

// `presentationkit-port PATH… [--out DIR]`: rewrites the Swift files at PATH (files, or folders
// searched recursively) in place, or into DIR, and prints what it could not rewrite as compiler
// warnings. It exits non-zero only when it could not run (a bad argument, an unreadable file).

let usage = """
    usage: presentationkit-port PATH… [--out DIR]
      PATH      Swift files, or folders searched for them; together they are one module
      --out DIR write the rewritten files under DIR instead of in place
    """

var paths: [String] = []
var outDirectory: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--out":
        guard let directory = arguments.popFirst() else {
            FileHandle.standardError.write(Data((usage + "\n").utf8))
            exit(64)
        }
        outDirectory = directory
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        paths.append(argument)
    }
}
guard !paths.isEmpty else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(64)
}

/// Each Swift file with the path it has under `--out` (relative to the folder it was found in).
func swiftFiles(at path: String) throws -> [(path: String, relative: String)] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
    guard isDirectory.boolValue else { return [(path, (path as NSString).lastPathComponent)] }
    let root = URL(fileURLWithPath: path).standardizedFileURL
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
        return []
    }
    var found: [(String, String)] = []
    for case let url as URL in enumerator where url.pathExtension == "swift" {
        let full = url.standardizedFileURL.path
        let relative = String(full.dropFirst(root.path.count).drop { $0 == "/" })
        found.append((path == "." ? relative : (path as NSString).appendingPathComponent(relative), relative))
    }
    return found.sorted { $0.0 < $1.0 }
}

do {
    let files = try paths.flatMap(swiftFiles(at:))
    let sources = try files.map { file in
        PortSourceFile(
            path: outDirectory.map { ($0 as NSString).appendingPathComponent(file.relative) } ?? file.path,
            text: try String(contentsOfFile: file.path, encoding: .utf8))
    }
    let start = Date()
    let result = Porter.port(sources)
    let elapsed = Date().timeIntervalSince(start)
    var rewritten = 0
    for (original, ported) in zip(sources, result.files) {
        guard outDirectory != nil || original.text != ported.text else { continue }
        if original.text != ported.text { rewritten += 1 }
        let directory = (ported.path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        try ported.text.write(toFile: ported.path, atomically: true, encoding: .utf8)
    }
    for diagnostic in result.diagnostics { print(diagnostic) }
    let lines = sources.reduce(0) {
        $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count
    }
    FileHandle.standardError.write(
        Data(
            ("presentationkit-port: \(sources.count) files (\(lines) lines), \(rewritten) rewritten, "
                + "\(result.diagnostics.count) left for you (listed above), "
                + String(format: "%.2f s", elapsed) + "\n").utf8))
} catch {
    FileHandle.standardError.write(Data("presentationkit-port: error: \(error)\n".utf8))
    exit(1)
}
