import SwiftSyntax

extension FileRewriter {
    /// An `@objc protocol` stays class-bound (its `@objc` goes with the attribute rule), and its
    /// `optional` requirements become plain requirements whose defaults, in an extension the tool
    /// writes after the protocol, do what iOS does for a conformer that leaves one out: nothing, or
    /// the value the callers fall back to.
    func rewriteObjCProtocol(_ node: ProtocolDeclSyntax) {
        let isObjC = node.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
        }
        guard isObjC else { return }
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if !inherited.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }) {
            if let clause = node.inheritanceClause, let first = clause.inheritedTypes.first {
                insert("AnyObject, ", at: first.positionAfterSkippingLeadingTrivia)
            } else {
                insert(
                    ": AnyObject",
                    at: (node.primaryAssociatedTypeClause?.endPositionBeforeTrailingTrivia
                        ?? node.name.endPositionBeforeTrailingTrivia))
            }
        }
        var defaults: [String] = []
        for member in node.memberBlock.members {
            guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                let optional = modifiers.first(where: { $0.name.text == "optional" })
            else { continue }
            removeWord(optional)
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                defaults.append(defaultImplementation(of: function, in: node.name.text))
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                defaults += defaultImplementations(of: variable, in: node.name.text)
            }
        }
        guard !defaults.isEmpty else { return }
        let text =
            "\n\n// What runs when a conformer leaves out a requirement that was optional on iOS \(optionalDefaultsMarker).\n"
            + "extension \(node.name.text) {\n" + defaults.joined(separator: "\n\n") + "\n}"
        insert(text, at: node.endPositionBeforeTrailingTrivia)
    }

    private func defaultImplementation(of function: FunctionDeclSyntax, in protocolName: String) -> String {
        let access = accessModifier(of: function)
        let header =
            "    \(access)func \(function.name.text)\(function.genericParameterClause?.trimmedDescription ?? "")"
            + function.signature.trimmedDescription
            + (function.genericWhereClause.map { " " + $0.trimmedDescription } ?? "")
        let returnType = function.signature.returnClause?.type.trimmedDescription
        let requirement = ModuleIndex.OptionalRequirement(
            protocolName: protocolName, baseName: function.name.text, labels: argumentLabels(of: function),
            returnType: returnType)
        return header + " " + body(returning: returnType, for: requirement)
    }

    private func defaultImplementations(of variable: VariableDeclSyntax, in protocolName: String) -> [String]
    {
        variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.typeAnnotation?.type.trimmedDescription
            else { return nil }
            let requirement = ModuleIndex.OptionalRequirement(
                protocolName: protocolName, baseName: name, labels: nil, returnType: type)
            return "    \(accessModifier(of: variable))var \(name): \(type) "
                + body(returning: type, for: requirement)
        }
    }

    private func accessModifier(of decl: some WithModifiersSyntax) -> String {
        // A requirement is as visible as its protocol; the extension's members say so themselves.
        let protocolDecl = decl.parent?.parent?.parent?.parent?.as(ProtocolDeclSyntax.self)
        let access = protocolDecl?.modifiers.first { ["public", "open", "package"].contains($0.name.text) }
        return access.map { ($0.name.text == "open" ? "public" : $0.name.text) + " " } ?? ""
    }

    /// `{}` for nothing returned; else the fallback every call site uses, or the type's empty value
    /// with a FIXME that the report lists (iOS gave those callers nil).
    private func body(returning type: String?, for requirement: ModuleIndex.OptionalRequirement) -> String {
        guard let type, !["Void", "()"].contains(type) else { return "{}" }
        let fallbacks = Set(index.callSiteFallbacks[ModuleIndex.key(requirement)] ?? [])
        if fallbacks.count == 1, let fallback = fallbacks.first, !fallback.isEmpty {
            return "{ \(fallback) }"
        }
        if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") { return "{ nil }" }
        let value = emptyValue(of: type)
        let why =
            fallbacks.count > 1
            ? "its callers fall back to different values (\(fallbacks.sorted().filter { !$0.isEmpty }.joined(separator: ", ")))"
            : "iOS gave its callers nil when a conformer left it out"
        return "{ \(value ?? "fatalError(\"implement \(requirement.baseName)\")") }"
            + "  // FIXME(presentationkit-port): \(why); check that \(value ?? "a crash") is what they should get now"
    }

    private func emptyValue(of type: String) -> String? {
        switch type {
        case "Bool": return "false"
        case "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
            "NSInteger",
            "CGFloat", "Double", "Float", "TimeInterval":
            return "0"
        case "CGSize", "CGRect", "CGPoint", "CGVector", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIOffset":
            return ".zero"
        case "String": return "\"\""
        default:
            if type.hasPrefix("[") { return type.contains(":") ? "[:]" : "[]" }
            return nil
        }
    }

    /// `delegate?.sheetDidMove?(x)` becomes `delegate?.sheetDidMove(x)`: the requirement always has an
    /// implementation now.
    func rewriteOptionalCall(_ node: FunctionCallExprSyntax) {
        guard let chain = node.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chain.expression.as(MemberAccessExprSyntax.self),
            index.optionalRequirement(named: member.declName.baseName.text, labels: argumentLabels(of: node))
                != nil
        else { return }
        remove(
            from: chain.questionMark.positionAfterSkippingLeadingTrivia, to: chain.questionMark.endPosition)
    }
}
