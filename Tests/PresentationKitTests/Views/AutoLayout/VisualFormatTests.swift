import Foundation
import Testing

@testable import PresentationKit

/// The Visual Format Language (Behaviour 17.15), against layouts worked out by hand in a
/// 400 × 800 root.
@MainActor
@Suite("Auto Layout: visual format")
struct VisualFormatTests {
    func views(_ names: [String], in root: UIView) -> [String: UIView] {
        var result: [String: UIView] = [:]
        for name in names {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            result[name] = view
        }
        return result
    }

    @Test("a row between the superview's edges: standard spaces, a number, a metric and predicates")
    func horizontalRow() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let named = views(["a", "b", "c"], in: root)
        var constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a(==60)]-12-[b(>=50,<=500@750)]-gap-[c(==a)]-|", options: .alignAllTop,
            metrics: ["gap": 10], views: named)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-(30)-[a(44)]", metrics: nil, views: named)
        for name in ["b", "c"] {
            constraints.append(named[name]!.heightAnchor.constraint(equalToConstant: 44))
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        // 20 + 60 + 12 + b + 10 + 60 + 20 = 400, so b = 218; all tops at 30 (aligned on a's).
        #expect(named["a"]!.frame == CGRect(x: 20, y: 30, width: 60, height: 44))
        #expect(named["b"]!.frame == CGRect(x: 92, y: 30, width: 218, height: 44))
        #expect(named["c"]!.frame == CGRect(x: 320, y: 30, width: 60, height: 44))
    }

    @Test("touching views, and a column with a priority")
    func touchingAndColumn() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let named = views(["top", "bottom"], in: root)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:|[top(100)][bottom(==top@500)]|", metrics: nil, views: named)
                + NSLayoutConstraint.constraints(withVisualFormat: "H:|[top]|", metrics: nil, views: named)
                + NSLayoutConstraint.constraints(withVisualFormat: "H:|[bottom]|", metrics: nil, views: named)
        )
        root.layoutIfNeeded()
        // The bottom view's wish to match the top (priority 500) gives way to the superview's edges.
        #expect(named["top"]!.frame == CGRect(x: 0, y: 0, width: 400, height: 100))
        #expect(named["bottom"]!.frame == CGRect(x: 0, y: 100, width: 400, height: 700))
    }

    @Test("a bad format is reported with its position and makes nothing")
    func badFormat() {
        let host = HeadlessHost(device: .smallPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        let view = UIView()
        root.view.addSubview(view)
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[view]-[missing]-|", metrics: nil, views: ["view": view])
        #expect(made.isEmpty)
        let message = host.diagnostics.first { $0.kind == .layoutConstraintMisuse }?.message ?? ""
        #expect(message.contains("'missing' is not a key in the views dictionary"))
    }
}
