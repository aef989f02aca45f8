import SwiftSyntax

/// The modules whose declarations PresentationKit provides.
let replacedModules: Set<String> = ["UIKit", "CoreGraphics", "QuartzCore", "CoreAnimation"]

extension FileRewriter {
    /// `import UIKit` (CoreGraphics, QuartzCore, CoreAnimation) becomes `import PresentationKit`;
    /// a second one in the same file goes, since PresentationKit is then already imported.
    func rewriteImport(_ node: ImportDeclSyntax) {
        guard let module = node.path.first?.name.text else { return }
        // Imports count per list of statements: the file's, or one `#if` clause's.
        let list = node.parent?.parent?.id
        if module == "PresentationKit" {
            if let list { listsImportingPresentationKit.insert(list) }
            return
        }
        guard replacedModules.contains(module) else { return }
        if let list, listsImportingPresentationKit.contains(list) {
            // The whole line goes; comments above it stay.
            if node.leadingTrivia.contains(where: \.isComment) {
                replace(node, with: "")
            } else {
                remove(from: node.position, to: node.endPositionBeforeTrailingTrivia)
            }
            return
        }
        if let list { listsImportingPresentationKit.insert(list) }
        if node.importKindSpecifier != nil || node.path.count > 1 {
            // `import class UIKit.UIView`: PresentationKit re-exports as a whole.
            replace(
                node,
                with: node.attributes.trimmedDescription.isEmpty
                    ? "import PresentationKit"
                    : node.attributes.trimmedDescription + " import PresentationKit")
        } else if let name = node.path.first?.name {
            replace(name, with: "PresentationKit")
        }
    }
}
