import Foundation

/// The command line of `presentationkit-port` (and of the `port-uikit` plugin, which runs it):
/// `presentationkit-port PATH… [--out DIR]`.
///
/// It rewrites the Swift files at each PATH (files, or folders searched recursively; together one
/// module) in place, or into DIR, and prints what it could not rewrite as compiler warnings. What it
/// cannot port is never a failure: it exits non-zero only when it cannot run.
public enum PortCommand {
    /// The exit status for a run that did its work, whatever it left for a person.
    public static let success: Int32 = 0
    /// The exit status when a file could not be read or written (an internal error).
    public static let failure: Int32 = 1
    /// The exit status for a command line it does not understand (`EX_USAGE`).
    public static let usageError: Int32 = 64

    /// What `--help` prints.
    public static let usage = """
        usage: presentationkit-port PATH… [--out DIR]
          PATH      Swift files, or folders searched for them; together they are one module
          --out DIR write the rewritten files under DIR instead of in place
        """

    /// Runs the command with `arguments` (the program's name left out): the report goes to `output`
    /// a line at a time, the summary and errors to `errors`. Returns the exit status.
    public static func run(
        _ arguments: [String], output: (String) -> Void = { print($0) },
        errors: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) -> Int32 {
        var paths: [String] = []
        var outDirectory: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--out":
                guard let directory = remaining.popFirst() else {
                    errors(usage)
                    return usageError
                }
                outDirectory = directory
            case "-h", "--help":
                output(usage)
                return success
            default:
                if argument.hasPrefix("-") {
                    errors("presentationkit-port: error: unknown option '\(argument)'\n" + usage)
                    return usageError
                }
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else {
            errors(usage)
            return usageError
        }
        do {
            let files = try paths.flatMap(swiftFiles(at:))
            let sources = try files.map { file in
                PortSourceFile(
                    path: outDirectory.map { ($0 as NSString).appendingPathComponent(file.relative) }
                        ?? file.path,
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
                    try FileManager.default.createDirectory(
                        atPath: directory, withIntermediateDirectories: true)
                }
                try ported.text.write(toFile: ported.path, atomically: true, encoding: .utf8)
            }
            for diagnostic in result.diagnostics { output(diagnostic.description) }
            let lines = sources.reduce(0) { $0 + $1.text.utf8.lazy.filter { $0 == 10 }.count + 1 }
            errors(
                "presentationkit-port: \(sources.count) files (\(lines) lines), \(rewritten) rewritten, "
                    + "\(result.diagnostics.count) left for you (listed above), "
                    + String(format: "%.2f s", elapsed))
            return success
        } catch {
            errors("presentationkit-port: error: \(error)")
            return failure
        }
    }

    /// Each Swift file at `path` with the path it has under `--out` (relative to the folder it was
    /// found in).
    static func swiftFiles(at path: String) throws -> [(path: String, relative: String)] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        guard isDirectory.boolValue else { return [(path, (path as NSString).lastPathComponent)] }
        let root = URL(fileURLWithPath: path).standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        else {
            return []
        }
        var found: [(String, String)] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let full = url.standardizedFileURL.path
            let relative = String(full.dropFirst(root.path.count).drop { $0 == "/" })
            found.append(
                (path == "." ? relative : (path as NSString).appendingPathComponent(relative), relative))
        }
        return found.sorted { $0.0 < $1.0 }
    }
}
