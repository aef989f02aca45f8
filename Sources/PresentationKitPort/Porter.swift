import Dispatch
import SwiftParser
import SwiftSyntax

/// A source file of the module being ported.
public struct PortSourceFile: Hashable, Sendable {
    /// Where the file is (used in the report).
    public var path: String
    /// Its text.
    public var text: String

    /// Creates a file.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// The module after the tool: the rewritten files and what the tool could not rewrite.
public struct PortResult: Sendable {
    /// The files, in the order given, rewritten.
    public var files: [PortSourceFile]
    /// What a person still has to do, in file and line order.
    public var diagnostics: [PortDiagnostic]
    /// How many passes it took until one changed nothing (1 for an already ported module).
    public var passes: Int
}

/// Ports a module's files from UIKit to PresentationKit: the mechanical edits of the porting guide,
/// and a report of what it cannot do faithfully.
public enum Porter {
    /// Rewrites `files`, which form one module (overrides move across them). Passes repeat until one
    /// changes nothing, so the result is a fixed point: porting it again changes nothing.
    public static func port(_ files: [PortSourceFile], maximumPasses: Int = 8) -> PortResult {
        var current = files
        var passes = 0
        // A file the last pass did not change keeps its syntax tree: most files settle in one pass.
        var trees: [SourceFileSyntax?] = Array(repeating: nil, count: files.count)
        while true {
            passes += 1
            let (next, diagnostics, changed) = pass(current, trees: &trees)
            current = next
            if !changed || passes >= maximumPasses {
                return PortResult(files: current, diagnostics: diagnostics, passes: passes)
            }
        }
    }

    /// One pass: index the module, then let every rule record its edits in every file. Files are
    /// parsed, indexed and rewritten concurrently (each file's work is independent once the index is
    /// merged); the results are put together in file order, so the output does not depend on timing.
    static func pass(_ files: [PortSourceFile], trees cached: inout [SourceFileSyntax?])
        -> ([PortSourceFile], [PortDiagnostic], Bool)
    {
        let known = cached
        let parsed = concurrentMap(files.count) { offset in
            let tree = known[offset] ?? Parser.parse(source: files[offset].text)
            return (tree, ModuleIndex.FileDeclarations(tree: tree, fileIndex: offset))
        }
        let trees = parsed.map(\.0)
        let index = ModuleIndex(files: parsed.map(\.1))
        let rewritten = concurrentMap(files.count) { offset in
            let rewriter = FileRewriter(path: files[offset].path, tree: trees[offset], index: index)
            rewriter.run()
            return (
                edits: rewriter.edits,
                diagnostics: rewriter.diagnostics
                    + markerDiagnostics(in: files[offset].text, path: files[offset].path),
                moved: rewriter.movedMembers
            )
        }
        var edits = rewritten.map(\.edits)
        var diagnostics = rewritten.flatMap(\.diagnostics)
        // The overrides taken out of extensions go into their class bodies, in the order read.
        var byClass: [String: [String]] = [:]
        var classOrder: [String] = []
        for (className, text) in rewritten.flatMap(\.moved) {
            if byClass[className] == nil { classOrder.append(className) }
            byClass[className, default: []].append(text)
        }
        for className in classOrder {
            guard let body = index.classes[className] else { continue }
            let text = byClass[className]!.map { "\n\n" + $0 }.joined() + body.beforeClosingBrace
            edits[body.fileIndex].append(
                SourceEdit(start: body.closingBrace, end: body.closingBrace, text: text))
        }
        var changed = false
        var result: [PortSourceFile] = []
        for (offset, (file, fileEdits)) in zip(files, edits).enumerated() {
            let text = file.text.applying(fileEdits)
            if text != file.text { changed = true }
            cached[offset] = text == file.text ? trees[offset] : nil
            result.append(PortSourceFile(path: file.path, text: text))
        }
        diagnostics.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        return (result, diagnostics, changed)
    }
}

/// `(0..<count).map(transform)` with the calls spread over the machine's cores; the results in order.
func concurrentMap<T>(_ count: Int, _ transform: (Int) -> T) -> [T] {
    guard count > 1 else { return (0..<count).map(transform) }
    let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer {
        _ = results.deinitialize()
        results.deallocate()
    }
    // Each call writes only its own slot.
    withoutActuallyEscaping(transform) { transform in
        let slots = UncheckedSendable(results)
        let work = UncheckedSendable(transform)
        DispatchQueue.concurrentPerform(iterations: count) { offset in
            slots.value[offset] = work.value(offset)
        }
    }
    return results.map { $0! }
}

/// A value handed to the concurrent calls of `concurrentMap`, which use it without racing.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
