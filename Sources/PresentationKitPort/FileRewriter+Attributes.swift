import SwiftSyntax

/// The Objective-C and Interface Builder attributes: they mean nothing without the Objective-C
/// runtime, and `@objc` is an error on Linux.
let removedAttributes: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable",
    "IBSegueAction",
    "GKInspectable",
]

extension FileRewriter {
    func rewriteAttribute(_ node: AttributeSyntax) {
        let name = node.attributeName.trimmedDescription
        if name == "NSManaged" {
            warn(node, "@NSManaged needs Core Data's Objective-C runtime: store the property in Swift")
            return
        }
        guard removedAttributes.contains(name) else { return }
        if name == "IBSegueAction" {
            warn(
                node,
                "@IBSegueAction belongs to a storyboard: make the controller in code where the segue ran")
        }
        removeWord(node)
    }

    /// `dynamic` dispatches through the Objective-C runtime; Swift's own dispatch does what ports need.
    func rewriteModifier(_ node: DeclModifierSyntax) {
        guard node.name.text == "dynamic" else { return }
        removeWord(node)
    }
}
