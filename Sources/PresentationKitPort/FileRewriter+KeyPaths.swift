import SwiftSyntax

extension FileRewriter {
    /// `#keyPath(CALayer.opacity)` is the string `"opacity"`, which is what the APIs that take one
    /// (`CABasicAnimation(keyPath:)`, `animation(forKey:)`) want; the key-value calls that read a
    /// property through it become Swift key paths (see `rewriteKeyValueCall`).
    func rewriteKeyPathExpression(_ node: MacroExpansionExprSyntax) {
        guard let components = keyPathComponents(node) else {
            warn(node, "#keyPath without the Objective-C runtime: write the property's name as a string")
            return
        }
        replace(node, with: "\"" + components.path.joined(separator: ".") + "\"")
    }

    /// The root type (when written, or the enclosing type) and the property names of a `#keyPath`.
    func keyPathComponents(_ node: MacroExpansionExprSyntax) -> (root: String?, path: [String])? {
        guard node.macroName.text == "keyPath", let argument = node.arguments.first else { return nil }
        var names = argument.expression.trimmedDescription.split(separator: ".").map(String.init)
        guard !names.isEmpty, names.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
        else {
            return nil
        }
        var root: String? = nil
        if names.count > 1, names[0].first?.isUppercase == true {
            root = names.removeFirst()
        } else if names.first == "self" {
            names.removeFirst()
        }
        return (root ?? qualifiedTypeName(enclosing: Syntax(node)), names)
    }

    /// `object.value(forKey(Path): …)` where the root type is known becomes `object[keyPath: \Root.path]`;
    /// `setValue(_:forKey(Path):)` becomes an assignment through the key path. Key-value observing and
    /// key-value calls on objects of unknown type are reported.
    func rewriteKeyValueCall(_ node: FunctionCallExprSyntax) {
        let labels = argumentLabels(of: node)
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        let name = member?.declName.baseName.text ?? node.calledExpression.trimmedDescription
        let receiver = member?.base?.trimmedDescription ?? "self"
        switch (name, labels) {
        case ("value", ["forKey"]), ("value", ["forKeyPath"]):
            guard
                let (root, path) = keyValuePath(
                    node.arguments.first!.expression, receiver: receiver, at: node)
            else {
                warn(
                    node,
                    "value(forKey:) reads through the Objective-C runtime: read the property itself "
                        + "(`\(receiver).property`) or through a key path (`\(receiver)[keyPath: \\Type.property]`)"
                )
                return
            }
            replace(node, with: "\(receiver)[keyPath: \\\(root).\(path)]")
        case ("setValue", ["_", "forKey"]), ("setValue", ["_", "forKeyPath"]):
            guard node.parent?.is(CodeBlockItemSyntax.self) ?? false,
                let (root, path) = keyValuePath(node.arguments.last!.expression, receiver: receiver, at: node)
            else {
                warn(
                    node,
                    "setValue(_:forKey:) writes through the Objective-C runtime: assign the property itself")
                return
            }
            let value = node.arguments.first!.expression.trimmedDescription
            replace(node, with: "\(receiver)[keyPath: \\\(root).\(path)] = \(value)")
        case ("addObserver", let labels) where labels.contains("forKeyPath"):
            reportStringKeyedObservation(node, receiver: receiver)
        case ("removeObserver", let labels) where labels.contains("forKeyPath"):
            warn(
                node,
                "string-keyed key-value observing needs the Objective-C runtime: instead of this call, end the "
                    + "Swift key path observation that replaces its addObserver(_:forKeyPath:options:context:) "
                    + "(set it to nil, or call its invalidate())")
        default:
            break
        }
    }

    /// `object.addObserver(observer, forKeyPath: key, options: options, context: c)`: reported with
    /// the Swift key path observation to write instead, its key path spelled from the key.
    private func reportStringKeyedObservation(_ node: FunctionCallExprSyntax, receiver: String) {
        let key = node.arguments.first { $0.label?.text == "forKeyPath" }?.expression
        var path = "property"
        if let pound = key?.as(MacroExpansionExprSyntax.self), let components = keyPathComponents(pound) {
            path = components.path.joined(separator: ".")
        } else if let literal = key?.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text, !text.isEmpty
        {
            path = text
        }
        let options =
            node.arguments.first { $0.label?.text == "options" }?.expression.trimmedDescription ?? "[]"
        let observer = node.arguments.first?.expression.trimmedDescription ?? "self"
        warn(
            node,
            "string-keyed key-value observing needs the Objective-C runtime: keep "
                + "`\(receiver).observe(\\.\(path), options: \(options)) { object, change in … }` "
                + "(an NSKeyValueObservation) in a stored property of \(observer), move what "
                + "observeValue(forKeyPath:of:change:context:) does for '\(path)' into the closure, and "
                + "drop the removeObserver(_:forKeyPath:) call (the observation ends when released); "
                + "PresentationKit's KeyValueObserving article lists the properties that notify")
    }

    /// The root type and dotted path of a key given as `#keyPath(Root.path)` or, on `self` (whose type
    /// the tool knows), as a string literal.
    private func keyValuePath(_ key: ExprSyntax, receiver: String, at node: FunctionCallExprSyntax)
        -> (String, String)?
    {
        if let pound = key.as(MacroExpansionExprSyntax.self), let (root, path) = keyPathComponents(pound),
            let root
        {
            return (root, path.joined(separator: "."))
        }
        if receiver == "self", let literal = key.as(StringLiteralExprSyntax.self),
            let root = qualifiedTypeName(enclosing: Syntax(node)), literal.segments.count == 1,
            let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text, !text.isEmpty
        {
            return (root, text)
        }
        return nil
    }
}
