import SwiftSyntax

/// A `#selector(…)` resolved to the method it names.
struct SelectorTarget {
    /// The type whose method it is: the selector's qualifier, else the enclosing type.
    var typeName: String
    var baseName: String
    /// The labels, as written or as the index found the method declared.
    var labels: [String]?
    /// The declared type of the method's first parameter, when the index knows the method.
    var firstParameterType: String?

    /// `Type.method(_:)`: the method reference PresentationKit's target–action APIs take.
    var reference: String {
        typeName + "." + baseName
            + (labels.map { $0.isEmpty ? "" : "(" + $0.map { $0 + ":" }.joined() + ")" } ?? "")
    }

    /// Whether the method's sender parameter is untyped (`Any`, `AnyObject`, `NSObject`, optional or
    /// not): PresentationKit's generic target–action APIs need the sender's class to be named.
    var takesUntypedSender: Bool {
        guard let type = firstParameterType else { return false }
        let bare = type.filter { $0 != "?" && $0 != "!" }
        return ["Any", "AnyObject", "NSObject", "UIResponder"].contains(bare)
    }

    var takesArgument: Bool { !(labels ?? []).isEmpty }
}

extension FileRewriter {
    /// Resolves `#selector(Type.method(_:))`, `#selector(method)`, `#selector(self.method)`.
    func selectorTarget(_ expression: ExprSyntax, at node: some SyntaxProtocol) -> SelectorTarget? {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
            let argument = macro.arguments.first, argument.label == nil
        else { return nil }
        var typeName = qualifiedTypeName(enclosing: Syntax(node))
        let reference: DeclReferenceExprSyntax
        if let member = argument.expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
            if let base = member.base, base.trimmedDescription != "self" {
                typeName = base.trimmedDescription
            }
        } else if let name = argument.expression.as(DeclReferenceExprSyntax.self) {
            reference = name
        } else {
            return nil
        }
        guard let typeName else { return nil }
        let baseName = reference.baseName.text
        var labels = reference.argumentNames.map { $0.arguments.map { $0.name.text } }
        let overloads = index.methods[typeName]?[baseName] ?? []
        let declared = labels.flatMap { labels in overloads.first { $0.labels == labels } } ?? overloads.first
        if labels == nil, overloads.count == 1 { labels = overloads[0].labels }
        return SelectorTarget(
            typeName: typeName, baseName: baseName, labels: labels,
            firstParameterType: declared.flatMap { $0.labels.isEmpty ? nil : $0.firstParameterType })
    }

    /// The selector-taking calls PresentationKit offers with method references (or closures).
    func rewriteSelectorCall(_ node: FunctionCallExprSyntax) {
        let warningsBefore = diagnostics.count
        defer { if diagnostics.count > warningsBefore { callsWarnedAbout.insert(node.id) } }
        let labels = argumentLabels(of: node)
        let called = node.calledExpression.trimmedDescription
        let calledName = called.split(separator: ".").last.map(String.init) ?? called

        // Target–action: controls, gesture recognizers, bar button items, display links.
        if let action = node.arguments.first(where: { $0.label?.text == "action" }),
            let target = selectorTarget(action.expression, at: node)
        {
            let targetArgument =
                node.arguments.first { $0.label?.text == "target" || $0.label?.text == "withTarget" }
                ?? node.arguments.first
            if targetArgument?.expression.trimmedDescription == "nil" {
                warn(
                    node,
                    "an action with a nil target goes up the responder chain in UIKit; PresentationKit has no "
                        + "responder-chain actions: pass the object whose method '\(target.baseName)' is as the target"
                )
                return
            }
            var reference = target.reference
            if target.takesUntypedSender {
                let sender: String
                if labels.contains("for") {
                    sender = "UIControl"
                } else if calledName.hasPrefix("UIBarButtonItem")
                    || called == "init" && labels.contains("style")
                {
                    sender = "UIBarButtonItem"
                } else {
                    sender = "UIGestureRecognizer"
                }
                reference = "\(reference) as (\(target.typeName)) -> (\(sender)) -> Void"
            }
            replace(action.expression, with: reference)
            return
        }

        // `CADisplayLink(target:selector:)`: the link must know which host's clock drives it.
        if calledName == "CADisplayLink", labels == ["target", "selector"],
            let target = selectorTarget(node.arguments.last!.expression, at: node)
        {
            guard target.takesArgument else {
                warn(
                    node,
                    "a display link's method takes the link here: give '\(target.baseName)' a CADisplayLink parameter, "
                        + "then use UIScreen.main.displayLink(withTarget:action:)")
                return
            }
            replace(
                node,
                with:
                    "UIScreen.main.displayLink(withTarget: \(node.arguments.first!.expression.trimmedDescription), "
                    + "action: \(target.reference))!")
            return
        }

        // `addObserver(_:selector:name:object:)`: the observer's method is called with the notification.
        if calledName == "addObserver", labels == ["_", "selector", "name", "object"],
            let target = selectorTarget(node.arguments[node.arguments.index(at: 1)].expression, at: node)
        {
            replace(node.arguments[node.arguments.index(at: 1)].expression, with: target.reference)
            return
        }

        // `perform(_:with:afterDelay:)` and `perform(_:afterDelay:)`: on the host's clock.
        if calledName == "perform", labels.first == "_", labels.last == "afterDelay",
            let target = selectorTarget(node.arguments.first!.expression, at: node)
        {
            replace(node.arguments.first!.expression, with: target.reference)
            return
        }

        // `perform(_:)` and `perform(_:with:)` at once: a direct call.
        if calledName == "perform", labels == ["_"] || labels == ["_", "with"],
            let target = selectorTarget(node.arguments.first!.expression, at: node),
            node.parent?.is(CodeBlockItemSyntax.self) ?? false
        {
            let receiver =
                node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? "self"
            let argument = labels.count == 2 ? node.arguments.last!.expression.trimmedDescription : ""
            replace(node, with: "\(receiver).\(target.baseName)(\(argument))")
            return
        }

        // `responds(to: #selector(…))`: every protocol requirement has an implementation now.
        if calledName == "responds", labels == ["to"],
            let target = selectorTarget(node.arguments.first!.expression, at: node)
        {
            let isRequirement =
                index.optionalRequirements[target.baseName] != nil
                || ["Delegate", "DataSource", "Transitioning", "Coordinator"].contains {
                    target.typeName.hasSuffix($0)
                }
            guard isRequirement else {
                warn(
                    node,
                    "responds(to:) asks the Objective-C runtime about '\(target.baseName)': call the method, or test "
                        + "with `as?` for the protocol that declares it")
                return
            }
            rewriteRespondsCheck(node)
            return
        }

        if calledName == "scheduledTimer" || calledName == "Timer",
            let selector = node.arguments.first(where: { $0.label?.text == "selector" })
        {
            reportTimer(node, selector: selector.expression)
        }
    }

    /// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` (and the initializer).
    /// Its block form compiles on Linux but is no faithful rewrite: a Timer fires on a Foundation run
    /// loop, which no PresentationKit host runs (time is the host's clock: tests advance it), so the
    /// timer would never fire. The report gives the edit onto the host's clock for this call.
    private func reportTimer(_ node: FunctionCallExprSyntax, selector: ExprSyntax) {
        let argument = { (label: String) in
            node.arguments.first { $0.label?.text == label }?.expression.trimmedDescription
        }
        let interval = argument("timeInterval") ?? "interval"
        let target = argument("target") ?? "target"
        let method = selectorTarget(selector, at: node)
        let reference = method?.reference ?? "Type.method"
        let receiver = target == "self" ? "" : target + "."
        let takesTimer =
            method?.takesArgument == true ? " (a method that took the Timer takes nothing now)" : ""
        let edit: String
        if argument("repeats") == "false" {
            edit =
                "call `\(receiver)perform(\(reference), afterDelay: \(interval))`\(takesTimer), and "
                + "`NSObject.cancelPreviousPerformRequests(withTarget: \(target))` where the timer was invalidated"
        } else {
            edit =
                "for a repeating timer, end '\(method?.baseName ?? "the method")' with "
                + "`perform(\(reference), afterDelay: \(interval))` and call that once to start\(takesTimer) "
                + "(cancel with `NSObject.cancelPreviousPerformRequests(withTarget: \(target))`), or use "
                + "`UIScreen.main.displayLink(withTarget: \(target), action: …)` for every frame"
        }
        warn(
            node,
            "a Timer fires on a Foundation run loop, which a PresentationKit host does not run (the host's "
                + "clock is the time; its block form would never fire either): " + edit)
    }

    /// `x.responds(to: sel)` becomes `true`, and `x?.responds(to: sel)` (through an optional chain)
    /// becomes `(x != nil)`: with a default for every requirement, any conformer responds.
    private func rewriteRespondsCheck(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
        else {
            return replace(node, with: "true")
        }
        if let chained = base.as(OptionalChainingExprSyntax.self) {
            // The whole optional chain is this call: replace it.
            replace(node, with: "(\(chained.expression.trimmedDescription) != nil)")
        } else {
            replace(node, with: "true")
        }
    }

    /// A `#selector` or `#keyPath` no rule above took.
    func rewriteLoosePoundExpression(_ node: MacroExpansionExprSyntax) {
        switch node.macroName.text {
        case "selector":
            // A selector inside a call a rule rewrites is left to that rule.
            if let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                callsWarnedAbout.contains(call.id)
            {
                return
            }
            warn(
                node,
                "#selector needs the Objective-C runtime: pass a method reference (`Type.method`) or a closure "
                    + "where PresentationKit takes one, or call the method directly")
        case "keyPath":
            rewriteKeyPathExpression(node)
        default:
            break
        }
    }
}
