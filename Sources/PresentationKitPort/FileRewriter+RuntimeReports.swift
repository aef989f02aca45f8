import SwiftSyntax

/// Calls that need the Objective-C runtime or an archive, and the edit a person makes instead.
let refusedCalls: [String: String] = [
    "method_exchangeImplementations":
        "method swizzling needs the Objective-C runtime: override the method in a subclass, or call your code where the swizzled method was called",
    "method_setImplementation":
        "method swizzling needs the Objective-C runtime: override the method in a subclass instead",
    "class_getInstanceMethod":
        "the Objective-C runtime's method lookup is not available: call the method directly",
    "class_addMethod":
        "adding methods at run time needs the Objective-C runtime: declare the method in Swift",
    "NSClassFromString":
        "NSClassFromString looks classes up in the Objective-C runtime: name the class in code (a dictionary from names to types if the name comes from data)",
    "NSSelectorFromString": "selectors from strings need the Objective-C runtime: call the method directly",
    "NSProtocolFromString":
        "protocols from strings need the Objective-C runtime: test with `as?` for the protocol",
    "Selector": "Selector(\"…\") needs the Objective-C runtime: pass a method reference or a closure",
    "objc_setAssociatedObject":
        "associated objects need the Objective-C runtime: keep the value in a stored property of a subclass, or in a dictionary keyed by ObjectIdentifier",
    "objc_getAssociatedObject":
        "associated objects need the Objective-C runtime: keep the value in a stored property of a subclass, or in a dictionary keyed by ObjectIdentifier",
    "UIStoryboard": "storyboards cannot be loaded on Linux: make the controller in code",
    "instantiateViewController":
        "storyboards cannot be loaded on Linux: make the controller with its initializer",
    "instantiateInitialViewController":
        "storyboards cannot be loaded on Linux: make the controller with its initializer",
    "performSegue": "segues come from storyboards: present or push the destination controller in code",
    "UINib": "nibs cannot be loaded on Linux: build the view in code",
    "loadNibNamed": "nibs cannot be loaded on Linux: build the view in code",
    "conforms": "conforms(to:) asks the Objective-C runtime: test with `as?` for the protocol",
    "sendAction": "sendAction(_:to:from:for:) takes a selector: call the method on its target directly",
]

extension FileRewriter {
    func reportRuntimeCall(_ node: FunctionCallExprSyntax) {
        let called = node.calledExpression.trimmedDescription
        let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? called
        let labels = argumentLabels(of: node)
        // UIControl.sendAction(_:) takes a UIAction, not a selector.
        if name == "sendAction", !labels.contains("to") { return }
        if name == "conforms", labels != ["to"] { return }
        if let message = refusedCalls[name] {
            warn(node, message)
            return
        }
        // A nib name given to a controller.
        if labels.first == "nibName", let nib = node.arguments.first?.expression,
            !nib.is(NilLiteralExprSyntax.self)
        {
            warn(
                node,
                "nibs cannot be loaded on Linux: pass nil as the nib name and build the view in loadView()")
        }
    }

    func reportRuntimeDeclaration(_ node: FunctionDeclSyntax) {
        let isOverride = node.modifiers.contains { $0.name.text == "override" }
        if isOverride, node.name.text == "prepare",
            node.signature.parameterClause.parameters.first?.type.trimmedDescription.contains(
                "UIStoryboardSegue") ?? false
        {
            warn(
                node.name,
                "segues come from storyboards: configure the destination where you present or push it")
        }
        if isOverride, node.name.text == "observeValue",
            node.signature.parameterClause.parameters.first?.firstName.text == "forKeyPath"
        {
            warn(
                node.name,
                "observeValue(forKeyPath:of:change:context:) is called only by string-keyed key-value "
                    + "observing: move each key's branch into the closure of a Swift key path observation "
                    + "(`object.observe(\\.property, options: [.new]) { object, change in … }`), then delete it"
            )
        }
        if isOverride, node.name.text == "awakeFromNib" {
            warn(
                node.name,
                "awakeFromNib() runs only for objects loaded from a nib: move its work to the initializer")
        }
    }
}

/// The prefix of the FIXMEs the tool writes for what it had to guess.
let fixMeMarker = "// FIXME(presentationkit-port): "

/// The FIXMEs the tool wrote for what it had to guess stay in the report until a person removes
/// them: found by a scan of the text's bytes (cheaper than a walk of every token's trivia).
func markerDiagnostics(in text: String, path: String) -> [PortDiagnostic] {
    let marker = Array(fixMeMarker.utf8)
    var diagnostics: [PortDiagnostic] = []
    let bytes = Array(text.utf8)
    var line = 1
    var offset = 0
    while offset < bytes.count {
        let byte = bytes[offset]
        if byte == 10 {
            line += 1
        } else if byte == marker[0], offset + marker.count <= bytes.count,
            bytes[offset..<offset + marker.count].elementsEqual(marker)
        {
            var end = offset + marker.count
            while end < bytes.count, bytes[end] != 10, bytes[end] != 13 { end += 1 }
            diagnostics.append(
                PortDiagnostic(
                    file: path, line: line, column: 1,
                    message: String(decoding: bytes[(offset + marker.count)..<end], as: UTF8.self)))
            offset = end
            continue
        }
        offset += 1
    }
    return diagnostics
}
