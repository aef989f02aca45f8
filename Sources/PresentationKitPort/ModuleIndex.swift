import SwiftSyntax

/// What one pass needs to know about the whole module before it rewrites any file: where classes
/// are declared (overrides in extensions move there), which protocol requirements are optional
/// (their call sites lose the `?`), and the methods each type declares (a `#selector(tap)` names
/// `tap(_:)` when that is the method).
struct ModuleIndex {
    /// A method as the index knows it: its labels and its first parameter's type.
    struct Method {
        var labels: [String]
        var firstParameterType: String?
    }

    /// A requirement that is (or was, before the tool) `@objc optional`.
    struct OptionalRequirement {
        var protocolName: String
        var baseName: String
        /// Argument labels (`_` for none); nil for a property.
        var labels: [String]?
        var returnType: String?
    }

    /// Where a class's body is: overrides written in extensions move there.
    struct ClassBody {
        /// The file that declares the class.
        var fileIndex: Int
        /// UTF-8 offset of its body's closing brace (before the brace's leading trivia).
        var closingBrace: Int
        /// The indentation of the body's members, which moved members take.
        var memberIndentation: String
        /// What goes after moved members so that the closing brace keeps a line of its own: nothing
        /// when it has one, else a line break and the class's indentation (`class A {}`).
        var beforeClosingBrace: String
    }

    /// An optional-chained call `receiver?.name?(…)` and the `?? fallback` that follows it ("" when
    /// none does), kept until the module's requirements are known.
    struct OptionalCall {
        var baseName: String
        var labels: [String]
        var fallback: String
    }

    /// Class name (qualified by enclosing types) → where its body is (the first declaration read).
    var classes: [String: ClassBody] = [:]
    /// Type name → method base name → its overloads.
    var methods: [String: [String: [Method]]] = [:]
    /// Base name → optional requirements with that name.
    var optionalRequirements: [String: [OptionalRequirement]] = [:]
    /// Requirement key (`Protocol.name(labels)`) → the `?? fallback` texts its call sites use;
    /// a call site without one records "".
    var callSiteFallbacks: [String: [String]] = [:]

    /// What one file contributes to the index: gathered by one walk per file, the files' walks
    /// independent of each other (so they run concurrently), then merged in file order.
    struct FileDeclarations {
        var classes: [(name: String, body: ClassBody)] = []
        var methods: [String: [String: [Method]]] = [:]
        var optionalRequirements: [OptionalRequirement] = []
        var optionalCalls: [OptionalCall] = []

        init(tree: SourceFileSyntax, fileIndex: Int) {
            let collector = DeclarationCollector(fileIndex: fileIndex)
            collector.walk(tree)
            classes = collector.classes
            methods = collector.methods
            optionalRequirements = collector.optionalRequirements
            optionalCalls = collector.optionalCalls
        }
    }

    init(trees: [SourceFileSyntax]) {
        self.init(files: trees.enumerated().map { FileDeclarations(tree: $1, fileIndex: $0) })
    }

    init(files: [FileDeclarations]) {
        for file in files {
            for (name, body) in file.classes where classes[name] == nil { classes[name] = body }
            for (type, names) in file.methods {
                for (name, overloads) in names { methods[type, default: [:]][name, default: []] += overloads }
            }
            for requirement in file.optionalRequirements {
                optionalRequirements[requirement.baseName, default: []].append(requirement)
            }
        }
        // A call reaches every protocol with a requirement of its name and labels (the tool does
        // not know the receiver's type); iOS gives its caller the fallback when the conformer does
        // not implement the requirement, so the default returns it.
        for file in files {
            for call in file.optionalCalls {
                for requirement in optionalRequirements(named: call.baseName, labels: call.labels) {
                    callSiteFallbacks[ModuleIndex.key(requirement), default: []].append(call.fallback)
                }
            }
        }
    }

    /// The optional requirements a call `name(labels…)` may reach (the tool does not know the
    /// receiver's type, so every protocol with such a requirement).
    func optionalRequirements(named name: String, labels: [String]?) -> [OptionalRequirement] {
        (optionalRequirements[name] ?? []).filter { requirement in
            guard let labels, let required = requirement.labels else { return requirement.labels == labels }
            return required == labels
        }
    }

    /// Whether a call `name(labels…)` may reach an optional requirement.
    func optionalRequirement(named name: String, labels: [String]?) -> OptionalRequirement? {
        optionalRequirements(named: name, labels: labels).first
    }

    static func key(_ requirement: OptionalRequirement) -> String {
        let labels = requirement.labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? ""
        return requirement.protocolName + "." + requirement.baseName + labels
    }
}

/// The marker on the extension the tool writes with an optional requirement's defaults, by which
/// a later pass (or a later run) still knows that those requirements were optional.
let optionalDefaultsMarker = "(presentationkit-port: the defaults of requirements that were `@objc optional`)"

/// The names of a type and its enclosing types, joined by dots, for any declaration.
func qualifiedTypeName(enclosing node: Syntax) -> String? {
    var names: [String] = []
    var current = node.parent
    while let node = current {
        if let decl = node.as(ClassDeclSyntax.self) {
            names.append(decl.name.text)
        } else if let decl = node.as(StructDeclSyntax.self) {
            names.append(decl.name.text)
        } else if let decl = node.as(EnumDeclSyntax.self) {
            names.append(decl.name.text)
        } else if let decl = node.as(ActorDeclSyntax.self) {
            names.append(decl.name.text)
        } else if let decl = node.as(ExtensionDeclSyntax.self) {
            names.append(decl.extendedType.trimmedDescription)
        }
        current = node.parent
    }
    return names.isEmpty ? nil : names.reversed().joined(separator: ".")
}

/// The labels of a function's parameters (`_` where there is none).
func argumentLabels(of decl: FunctionDeclSyntax) -> [String] {
    decl.signature.parameterClause.parameters.map { $0.firstName.text }
}

/// The labels of a call's arguments (`_` where there is none).
func argumentLabels(of call: FunctionCallExprSyntax) -> [String] {
    call.arguments.map { $0.label?.text ?? "_" }
        + call.additionalTrailingClosures.map { $0.label.text }
        + (call.trailingClosure == nil ? [] : ["_"])
}

private final class DeclarationCollector: SyntaxVisitor {
    let fileIndex: Int
    var classes: [(name: String, body: ModuleIndex.ClassBody)] = []
    var methods: [String: [String: [ModuleIndex.Method]]] = [:]
    var optionalRequirements: [ModuleIndex.OptionalRequirement] = []
    var optionalCalls: [ModuleIndex.OptionalCall] = []
    /// How many function bodies the walk is in.
    private var functionDepth = 0

    init(fileIndex: Int) {
        self.fileIndex = fileIndex
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guard functionDepth == 0 else { return .visitChildren }
        let outer = qualifiedTypeName(enclosing: Syntax(node))
        let members = node.memberBlock.members
        // The members' indentation: the first member's, else the class's own one level deeper.
        let indentation =
            members.first.flatMap { lineIndentation(before: $0) }
            ?? (lineIndentation(before: node) ?? "") + "    "
        classes.append(
            (
                (outer.map { $0 + "." } ?? "") + node.name.text,
                ModuleIndex.ClassBody(
                    fileIndex: fileIndex, closingBrace: node.memberBlock.rightBrace.position.utf8Offset,
                    memberIndentation: indentation,
                    beforeClosingBrace: node.memberBlock.rightBrace.leadingTrivia.contains(where: \.isNewline)
                        ? "" : "\n" + (lineIndentation(before: node) ?? ""))
            ))
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let chain = node.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chain.expression.as(MemberAccessExprSyntax.self)
        else { return .visitChildren }
        var fallback = ""
        // `call ?? fallback`: the call is followed by `??` in its sequence.
        if let sequence = node.parent?.as(ExprListSyntax.self) {
            let elements = Array(sequence)
            if let position = elements.firstIndex(where: { $0.id == node.id }), position + 2 < elements.count,
                elements[position + 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
            {
                fallback = elements[position + 2].trimmedDescription
            }
        }
        optionalCalls.append(
            .init(
                baseName: member.declName.baseName.text, labels: argumentLabels(of: node), fallback: fallback)
        )
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // A function's body declares no methods and no classes the index knows; it is read for
        // its optional-chained calls only.
        if functionDepth == 0, let type = qualifiedTypeName(enclosing: Syntax(node)) {
            let method = ModuleIndex.Method(
                labels: argumentLabels(of: node),
                firstParameterType: node.signature.parameterClause.parameters.first?.type.trimmedDescription)
            methods[type, default: [:]][node.name.text, default: []].append(method)
        }
        functionDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        functionDepth -= 1
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        for member in node.memberBlock.members {
            let decl = member.decl
            let isOptional =
                decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.text == "optional" }
                ?? false
            guard isOptional else { continue }
            record(decl, in: node.name.text)
        }
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.leadingTrivia.description.contains(optionalDefaultsMarker) else { return .visitChildren }
        for member in node.memberBlock.members {
            record(member.decl, in: node.extendedType.trimmedDescription)
        }
        return .skipChildren
    }

    private func record(_ decl: DeclSyntax, in protocolName: String) {
        if let function = decl.as(FunctionDeclSyntax.self) {
            optionalRequirements.append(
                .init(
                    protocolName: protocolName, baseName: function.name.text,
                    labels: argumentLabels(of: function),
                    returnType: function.signature.returnClause?.type.trimmedDescription))
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    continue
                }
                optionalRequirements.append(
                    .init(
                        protocolName: protocolName, baseName: name, labels: nil,
                        returnType: binding.typeAnnotation?.type.trimmedDescription))
            }
        }
    }
}

/// The spaces and tabs that begin the line `node` begins, or nil when `node` does not begin its line.
func lineIndentation(before node: some SyntaxProtocol) -> String? {
    var indentation = ""
    for piece in node.leadingTrivia.reversed() {
        switch piece {
        case .spaces(let count): indentation = String(repeating: " ", count: count) + indentation
        case .tabs(let count): indentation = String(repeating: "\t", count: count) + indentation
        case .newlines, .carriageReturns, .carriageReturnLineFeeds: return indentation
        default: indentation = ""
        }
    }
    // The file's first line.
    return node.position.utf8Offset == 0 ? indentation : nil
}
