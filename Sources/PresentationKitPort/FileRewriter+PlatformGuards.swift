import SwiftSyntax

extension FileRewriter {
    /// `#if os(iOS)` and `#if canImport(UIKit)` hide ported code from Linux. `os(iOS)` becomes
    /// `os(iOS) || os(Linux)` (Linux takes iOS's branch); `canImport(UIKit)` (and the other replaced
    /// modules) becomes `canImport(PresentationKit)`.
    func rewritePlatformGuard(_ node: IfConfigClauseSyntax) {
        guard let condition = node.condition else { return }
        let wholeCondition = condition.trimmedDescription
        for call in condition.descendants(FunctionCallExprSyntax.self, includingSelf: true) {
            guard let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                call.arguments.count == 1, let argument = call.arguments.first?.expression.trimmedDescription
            else { continue }
            if function == "os", argument == "iOS", !wholeCondition.contains("os(Linux)") {
                let isWhole = call.trimmedDescription == wholeCondition
                replace(call, with: isWhole ? "os(iOS) || os(Linux)" : "(os(iOS) || os(Linux))")
            } else if function == "canImport", replacedModules.contains(argument) {
                replace(call, with: "canImport(PresentationKit)")
            }
        }
    }
}

extension SyntaxProtocol {
    /// This node (when asked) and every node under it of type `T`, in source order.
    func descendants<T: SyntaxProtocol>(_ type: T.Type, includingSelf: Bool = false) -> [T] {
        var found: [T] = []
        func walk(_ node: Syntax) {
            if let match = node.as(T.self) { found.append(match) }
            for child in node.children(viewMode: .sourceAccurate) { walk(child) }
        }
        if includingSelf {
            walk(Syntax(self))
        } else {
            for child in children(viewMode: .sourceAccurate) { walk(child) }
        }
        return found
    }
}
