import Foundation
import Testing

@testable import PresentationKit

/// Conflicts and misuse are reported and never stop layout (Behaviour 17.5, 17.6).
@MainActor
@Suite("Auto Layout: conflicts and misuse")
struct LayoutMisuseTests {
    @Test("two required widths conflict: the later one is broken and both are named; layout completes")
    func conflict() {
        let host = HeadlessHost(device: .smallPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let box = UIView()
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(box)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        first.identifier = "narrow"
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "wide"
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.view.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 30),
            first, second,
        ])
        host.runUntilIdle()
        let reports = host.diagnostics.filter { $0.kind == .unsatisfiableConstraints }
        #expect(reports.count == 1)
        let message = reports.first?.message ?? ""
        #expect(message.contains("Unable to simultaneously satisfy constraints"))
        #expect(message.contains("'narrow'") && message.contains("'wide'"))
        #expect(
            message.contains("Recovered by breaking <NSLayoutConstraint:'wide' UIView:'box'.width == 200"))
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(second.isActive)
    }

    @Test("a view left translating its autoresizing mask conflicts with constraints; the advice says so")
    func forgottenTranslatesAutoresizingMask() {
        let host = HeadlessHost(device: .smallPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.view.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 120).isActive = true
        host.runUntilIdle()
        let message = host.diagnostics.first { $0.kind == .unsatisfiableConstraints }?.message ?? ""
        #expect(message.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(message.contains("translatesAutoresizingMaskIntoConstraints"))
        #expect(box.frame.size == CGSize(width: 50, height: 50))
    }

    @Test("items in different hierarchies: reported, the constraint stays inactive")
    func noCommonAncestor() {
        let host = HeadlessHost(device: .smallPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        let loose = UIView()
        let inside = UIView()
        root.view.addSubview(inside)
        let constraint = loose.topAnchor.constraint(equalTo: inside.topAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(
            host.diagnostics.contains {
                $0.kind == .layoutConstraintMisuse && $0.message.contains("no common ancestor")
            })
    }

    @Test("a location related to a size is malformed: reported when made, never active")
    func malformed() {
        let view = UIView()
        let constraint = NSLayoutConstraint(
            item: view, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .width,
            multiplier: 1,
            constant: 0)
        constraint.isActive = true
        #expect(!constraint.isActive)
    }

    @Test("an active required constraint cannot become optional; an inactive one can")
    func priorityChange() {
        let view = UIView()
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.priority = .defaultHigh
        #expect(width.priority == .required)
        width.isActive = false
        width.priority = .defaultHigh
        #expect(width.priority == .defaultHigh)
    }

    @Test("a constant change that makes the required set unsatisfiable breaks that constraint and says so")
    func conflictingConstantChange() {
        let host = HeadlessHost(device: .smallPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(box)
        let minimum = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
        let exact = box.widthAnchor.constraint(equalToConstant: 150)
        exact.identifier = "exact"
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.view.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), minimum, exact,
        ])
        host.runUntilIdle()
        #expect(box.frame.width == 150)
        exact.constant = 50
        host.runUntilIdle()
        let message = host.diagnostics.first { $0.kind == .unsatisfiableConstraints }?.message ?? ""
        #expect(message.contains("Recovered by breaking <NSLayoutConstraint:'exact'"))
        #expect(message.contains("width >= 100"))
        #expect(box.frame.width == 100)
    }
}
