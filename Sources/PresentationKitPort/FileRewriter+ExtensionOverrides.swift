import SwiftSyntax

/// An override on its way from an extension into its class's body.
struct PendingMove {
    var className: String
    /// UTF-8 range of the member in the file, its leading trivia included.
    var start: Int
    var end: Int
    /// The comments of an extension that goes with its members, carried by the first.
    var carriedComments: [String]
    /// The indentation of the member's lines in the extension.
    var indentation: String
    /// UTF-8 ranges of the lines inside multi-line string literals, whose indentation is content.
    var literalRanges: [Range<Int>]
}

extension FileRewriter {
    /// Overrides written in an extension move into the class body (in the same file or another file
    /// of the module): without the Objective-C runtime Swift lets a subclass override only in its
    /// body. Each keeps its comments and takes the body's indentation; they arrive in the order the
    /// tool reads them.
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
        var carriedComments: [String] = []
        if isWholeExtension {
            // The extension goes; its comments (a `// MARK:` say) go with the first member.
            carriedComments = commentLines(node.leadingTrivia)
            remove(from: node.position, to: node.endPositionBeforeTrailingTrivia)
        }
        // A member on the extension's own line has no indentation of its own: one level in.
        let fallbackIndentation = (lineIndentation(before: node) ?? "") + "    "
        for (offset, member) in overrides.enumerated() {
            if !isWholeExtension { remove(from: member.position, to: member.endPosition) }
            let literals = member.decl.descendants(StringLiteralExprSyntax.self).filter {
                $0.openingQuote.tokenKind == .multilineStringQuote
            }
            pendingMoves.append(
                PendingMove(
                    className: className, start: member.position.utf8Offset,
                    end: member.endPosition.utf8Offset,
                    carriedComments: offset == 0 ? carriedComments : [],
                    indentation: lineIndentation(before: member) ?? fallbackIndentation,
                    literalRanges: literals.map {
                        $0.openingQuote.endPosition.utf8Offset..<$0.closingQuote.endPosition.utf8Offset
                    }))
        }
    }

    /// Writes each moved override's text: the member as the walk left it (the edits made inside it
    /// applied), re-indented from the extension's indentation to its class body's.
    func finishMoves() {
        guard !pendingMoves.isEmpty else { return }
        let bytes = Array(tree.syntaxTextBytes)
        for move in pendingMoves {
            let target = index.classes[move.className]?.memberIndentation ?? move.indentation
            // The edits inside the member, not the one that removes it from the extension.
            var inner = edits.filter {
                $0.start >= move.start && $0.end <= move.end && ($0.start, $0.end) != (move.start, move.end)
            }
            // Every line of the member after its first begins with the extension's indentation,
            // which becomes the body's. In a multi-line string literal indentation is content: its
            // lines move only deeper, all by the same amount, which keeps the string as it was
            // (what its closing delimiter's indentation strips grows by that amount too).
            let from = Array(move.indentation.utf8)
            let to = Array(target.utf8)
            let deeper = to.starts(with: from) ? Array(to[from.count...]) : nil
            if from != to {
                for offset in move.start..<move.end where bytes[offset] == 10 {
                    let lineStart = offset + 1
                    guard lineStart < move.end else { continue }
                    if move.literalRanges.contains(where: { $0.contains(lineStart) }) {
                        guard let deeper, bytes[lineStart] != 10, bytes[lineStart] != 13 else { continue }
                        inner.append(
                            SourceEdit(
                                start: lineStart, end: lineStart,
                                text: String(decoding: deeper, as: UTF8.self)))
                    } else if lineStart + from.count <= move.end,
                        bytes[lineStart..<lineStart + from.count].elementsEqual(from)
                    {
                        inner.append(SourceEdit(start: lineStart, end: lineStart + from.count, text: target))
                    }
                }
            }
            let original = String(decoding: bytes[move.start..<move.end], as: UTF8.self)
            var text = original.applying(
                inner.map { edit in
                    SourceEdit(start: edit.start - move.start, end: edit.end - move.start, text: edit.text)
                })
            // Blank lines and the indentation before the member are the body's business.
            while let first = text.first, first.isWhitespace { text.removeFirst() }
            text = target + text
            if !move.carriedComments.isEmpty {
                text = move.carriedComments.map { target + $0 + "\n" }.joined() + text
            }
            while let last = text.last, last.isWhitespace { text.removeLast() }
            movedMembers.append((move.className, text))
        }
    }

    private func commentLines(_ trivia: Trivia) -> [String] {
        var lines: [String] = []
        for piece in trivia {
            switch piece {
            case .lineComment(let text), .docLineComment(let text): lines.append(text)
            default: break
            }
        }
        return lines
    }
}
