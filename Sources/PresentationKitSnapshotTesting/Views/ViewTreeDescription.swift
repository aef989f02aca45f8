import Foundation
import PresentationKit

/// A view tree as text, in the shape of UIKit's `recursiveDescription` (with the pointers left out,
/// as swift-snapshot-testing leaves them out): one line per view, its subviews under it indented by
/// `   | `, each giving its type, frame (origin and size in points), and what differs from a plain
/// view's defaults.
@MainActor
enum ViewTreeDescription {
    /// The tree under `view`, `view` first.
    static func describe(_ view: UIView) -> String {
        var lines: [String] = []
        append(view, depth: 0, to: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func append(_ view: UIView, depth: Int, to lines: inout [String]) {
        let indent = String(repeating: "   | ", count: depth)
        lines.append(indent + line(for: view))
        for subview in view.subviews {
            append(subview, depth: depth + 1, to: &lines)
        }
    }

    /// `<UILabel; frame = (20 60; 350 24); text = 'Title'; layer = <CALayer>>`.
    static func line(for view: UIView) -> String {
        var parts = [
            "frame = (\(number(view.frame.minX)) \(number(view.frame.minY)); "
                + "\(number(view.frame.width)) \(number(view.frame.height)))"
        ]
        if let label = view as? UILabel, let text = label.text { parts.append("text = '\(text)'") }
        if let button = view as? UIButton, let title = button.title(for: .normal) {
            parts.append("title = '\(title)'")
        }
        if view.transform != .identity {
            let t = view.transform
            parts.append(
                "transform = [\(number(t.a)), \(number(t.b)), \(number(t.c)), \(number(t.d)), "
                    + "\(number(t.tx)), \(number(t.ty))]")
        }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        if view.isHidden { parts.append("hidden = YES") }
        if view.alpha != 1 { parts.append("alpha = \(number(view.alpha))") }
        if let mask = autoresize(view.autoresizingMask) { parts.append("autoresize = \(mask)") }
        if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if let name = view.accessibilityIdentifier { parts.append("identifier = '\(name)'") }
        parts.append("layer = <\(type(of: view.layer))>")
        return "<\(type(of: view)); " + parts.joined(separator: "; ") + ">"
    }

    /// UIKit's short form of an autoresizing mask (`W+H`, `LM+TM`), or nil for none.
    private static func autoresize(_ mask: UIView.AutoresizingMask) -> String? {
        let names: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        let parts = names.filter { mask.contains($0.0) }.map(\.1)
        return parts.isEmpty ? nil : parts.joined(separator: "+")
    }

    /// A number as UIKit prints geometry: whole numbers bare, others to at most three places.
    static func number(_ value: CGFloat) -> String {
        if value == value.rounded() && abs(value) < 1e9 { return String(Int(value)) }
        var text = String(format: "%.3f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

/// A controller tree as text, in the shape of UIKit's `_printHierarchy`: each controller with its
/// appearance state and view, children under it indented by `   | `, the controller it presents
/// under it after `   + `, with the presentation style and the presentation controller's type.
@MainActor
enum ControllerHierarchyDescription {
    /// The tree from `controller`, `controller` first.
    static func describe(_ controller: UIViewController) -> String {
        var lines: [String] = []
        append(controller, prefix: "", to: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func append(_ controller: UIViewController, prefix: String, to lines: inout [String]) {
        lines.append(prefix + line(for: controller))
        let indent = String(repeating: " ", count: prefix.count)
        for child in controller.children {
            append(child, prefix: indent + "   | ", to: &lines)
        }
        // A controller's presented controller hangs under the one that presented it (not under a
        // child that only defines the context).
        if let presented = controller.presentedViewController,
            presented.presentingViewController === controller
        {
            append(presented, prefix: indent + "   + ", to: &lines)
        }
    }

    /// `<CardController>, state: appeared, view: <UIView>, presented with: <…>, style: .custom`.
    static func line(for controller: UIViewController) -> String {
        var text = "<\(type(of: controller))>, state: \(state(of: controller)), view: "
        if let view = controller.viewIfLoaded {
            text += "<\(type(of: view))>"
            if view.window == nil { text += " not in the window" }
        } else {
            text += "(view not loaded)"
        }
        if let presenting = controller.presentingViewController,
            presenting.presentedViewController === controller
        {
            let presentationController = controller.presentationController.map { "\(type(of: $0))" } ?? "none"
            text +=
                ", presented with: <\(presentationController)>, style: .\(controller.modalPresentationStyle)"
            if controller.isBeingPresented { text += ", being presented" }
            if controller.isBeingDismissed { text += ", being dismissed" }
        }
        return text
    }

    private static func state(of controller: UIViewController) -> String {
        switch controller.appearanceState {
        case .disappeared: "disappeared"
        case .appearing: "appearing"
        case .appeared: "appeared"
        case .disappearing: "disappearing"
        }
    }
}
