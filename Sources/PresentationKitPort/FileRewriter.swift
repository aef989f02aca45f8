import SwiftSyntax

/// One pass over one file: every rule looks at the nodes it rewrites and records edits (applied
/// together afterwards) and diagnostics (what it refuses). The rules live in the extensions
/// `FileRewriter+…`; this class only dispatches, because a visitor's overrides must be in its body.
final class FileRewriter: SyntaxVisitor {
    let path: String
    let tree: SourceFileSyntax
    let index: ModuleIndex
    /// Lines and columns for the report, worked out only for a file that has something to report
    /// (making one reads the whole tree).
    lazy var converter = SourceLocationConverter(fileName: path, tree: tree)
    var edits: [SourceEdit] = []
    var diagnostics: [PortDiagnostic] = []
    /// Overrides taken out of extensions here, as `finish()` writes them for the body of their class.
    var movedMembers: [(className: String, text: String)] = []
    /// The overrides to move, recorded during the walk: their text takes the edits the walk makes
    /// inside them, so that one pass does what it takes.
    var pendingMoves: [PendingMove] = []
    /// The statement lists (the file's, an `#if` clause's) that import PresentationKit already, as
    /// written or rewritten.
    var listsImportingPresentationKit: Set<SyntaxIdentifier> = []
    /// Calls whose selector already has a diagnostic of its own.
    var callsWarnedAbout: Set<SyntaxIdentifier> = []

    init(path: String, tree: SourceFileSyntax, index: ModuleIndex) {
        self.path = path
        self.tree = tree
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    /// Walks the file and writes the moved overrides.
    func run() {
        walk(tree)
        finishMoves()
    }

    // MARK: Recording

    func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(
            SourceEdit(
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: node.endPositionBeforeTrailingTrivia.utf8Offset, text: text))
    }

    func insert(_ text: String, at position: AbsolutePosition) {
        edits.append(SourceEdit(start: position.utf8Offset, end: position.utf8Offset, text: text))
    }

    func remove(from start: AbsolutePosition, to end: AbsolutePosition) {
        edits.append(SourceEdit(start: start.utf8Offset, end: end.utf8Offset, text: ""))
    }

    /// Removes an attribute or modifier and the space after it, leaving the declaration's first line
    /// where it was (a `@objc` on a line of its own takes the line with it).
    func removeWord(_ node: some SyntaxProtocol) {
        let start = node.positionAfterSkippingLeadingTrivia
        guard let next = node.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
        else {
            return remove(from: start, to: node.endPosition)
        }
        if next.leadingTrivia.contains(where: \.isComment) {
            remove(from: start, to: node.endPosition)
        } else {
            remove(from: start, to: next.positionAfterSkippingLeadingTrivia)
        }
    }

    func warn(_ node: some SyntaxProtocol, _ message: String) {
        let location = node.startLocation(converter: converter)
        diagnostics.append(
            PortDiagnostic(file: path, line: location.line, column: location.column, message: message))
    }

    // MARK: Dispatch

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        rewriteImport(node)
        return .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        rewriteAttribute(node)
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        rewriteModifier(node)
        return .skipChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        rewritePlatformGuard(node)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        rewriteObjCProtocol(node)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        moveOverrides(out: node)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        rewriteSelectorCall(node)
        rewriteOptionalCall(node)
        rewriteKeyValueCall(node)
        reportRuntimeCall(node)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        rewriteLoosePoundExpression(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        reportRuntimeDeclaration(node)
        return .visitChildren
    }
}
