import SwiftSyntax

extension FileRewriter {
    /// Overrides written in an extension move into the class body (in the same file or another file
    /// of the module): without the Objective-C runtime Swift lets a subclass override only in its
    /// body. Each keeps its comments; they arrive in the order the tool reads them.
    func moveOverrides(out node: ExtensionDeclSyntax) {
        let overrides = node.memberBlock.members.filter { member in
            member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
                $0.name.text == "override"
            } ?? false
        }
        guard !overrides.isEmpty else { return }
        let className = node.extendedType.trimmedDescription
        guard index.classes[className] != nil else {
            for member in overrides {
                warn(
                    member.decl,
                    "an override in an extension of '\(className)', a class not declared in this module: "
                        + "move it into the body of a subclass")
            }
            return
        }
        let isWholeExtension =
            overrides.count == node.memberBlock.members.count && node.inheritanceClause == nil
        var carriedComments = ""
        if isWholeExtension {
            // The extension goes; its comments (a `// MARK:` say) go with the first member.
            carriedComments = commentLines(node.leadingTrivia)
            remove(from: node.position, to: node.endPositionBeforeTrailingTrivia)
        }
        for (offset, member) in overrides.enumerated() {
            if !isWholeExtension { remove(from: member.position, to: member.endPosition) }
            var text = member.description
            // Blank lines before the member are the body's business.
            while let first = text.first, first == "\n" || first == "\r" { text.removeFirst() }
            if offset == 0, !carriedComments.isEmpty { text = carriedComments + text }
            while let last = text.last, last.isWhitespace { text.removeLast() }
            movedMembers.append((className, text))
        }
    }

    private func commentLines(_ trivia: Trivia) -> String {
        var lines = ""
        for piece in trivia {
            switch piece {
            case .lineComment(let text), .docLineComment(let text): lines += "    " + text + "\n"
            default: break
            }
        }
        return lines
    }
}

/// Where the moved overrides go: just before the closing brace of the class's body.
final class ClassBodyFinder: SyntaxVisitor {
    let className: String
    var closingBrace: AbsolutePosition?

    init(className: String) {
        self.className = className
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let outer = qualifiedTypeName(enclosing: Syntax(node))
        if (outer.map { $0 + "." } ?? "") + node.name.text == className, closingBrace == nil {
            closingBrace = node.memberBlock.rightBrace.position
        }
        return .visitChildren
    }
}
