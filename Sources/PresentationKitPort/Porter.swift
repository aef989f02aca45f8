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

    /// One pass: index the module, then let every rule record its edits in every file.
    static func pass(_ files: [PortSourceFile], trees cached: inout [SourceFileSyntax?])
        -> ([PortSourceFile], [PortDiagnostic], Bool)
    {
        let trees = files.indices.map { cached[$0] ?? Parser.parse(source: files[$0].text) }
        let index = ModuleIndex(trees: trees)
        var edits: [[SourceEdit]] = []
        var diagnostics: [PortDiagnostic] = []
        var moved: [(className: String, text: String)] = []
        for (file, tree) in zip(files, trees) {
            let rewriter = FileRewriter(path: file.path, tree: tree, index: index)
            rewriter.walk(tree)
            edits.append(rewriter.edits)
            diagnostics += rewriter.diagnostics
            moved += rewriter.movedMembers
        }
        // The overrides taken out of extensions go into their class bodies, in the order read.
        var byClass: [String: [String]] = [:]
        var classOrder: [String] = []
        for (className, text) in moved {
            if byClass[className] == nil { classOrder.append(className) }
            byClass[className, default: []].append(text)
        }
        for className in classOrder {
            guard let fileIndex = index.classes[className] else { continue }
            let finder = ClassBodyFinder(className: className)
            finder.walk(trees[fileIndex])
            guard let brace = finder.closingBrace else { continue }
            let text = byClass[className]!.map { "\n\n" + $0 }.joined()
            edits[fileIndex].append(SourceEdit(start: brace.utf8Offset, end: brace.utf8Offset, text: text))
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
