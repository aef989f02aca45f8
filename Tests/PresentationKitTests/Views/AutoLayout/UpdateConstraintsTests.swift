import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// The constraint-update pass (Behaviour 17.7).
@MainActor
@Suite("Auto Layout: updateConstraints")
struct UpdateConstraintsTests {
    final class Log {
        var entries: [String] = []
    }

    final class RecordingView: UIView {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func updateConstraints() {
            log.entries.append("\(name).updateConstraints")
            super.updateConstraints()
        }
        override func layoutSubviews() {
            log.entries.append("\(name).layoutSubviews")
            super.layoutSubviews()
        }
    }

    final class SelfConstrainingView: UIView {
        var updates = 0
        override class var requiresConstraintBasedLayout: Bool { true }
        override func updateConstraints() {
            updates += 1
            if updates == 1 { widthAnchor.constraint(equalToConstant: 42).isActive = true }
            super.updateConstraints()
        }
    }

    final class RecordingController: UIViewController {
        let log: Log
        init(_ log: Log) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func updateViewConstraints() {
            log.entries.append("controller.updateViewConstraints")
            super.updateViewConstraints()
        }
        override func viewWillLayoutSubviews() { log.entries.append("controller.viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.entries.append("controller.viewDidLayoutSubviews") }
    }

    @Test(
        "subviews update before their superview, the controller's root through updateViewConstraints, all before layout"
    )
    func order() {
        let host = HeadlessHost(device: .smallPhone, orientation: .portrait)
        let log = Log()
        let controller = RecordingController(log)
        host.window.rootViewController = controller
        host.runUntilIdle()
        let outer = RecordingView("outer", log)
        let inner = RecordingView("inner", log)
        controller.view.addSubview(outer)
        outer.addSubview(inner)
        host.runUntilIdle()
        log.entries.removeAll()
        inner.setNeedsUpdateConstraints()
        outer.setNeedsUpdateConstraints()
        controller.view.setNeedsUpdateConstraints()
        #expect(inner.needsUpdateConstraints())
        host.runUntilIdle()
        #expect(
            log.entries == [
                "inner.updateConstraints", "outer.updateConstraints", "controller.updateViewConstraints",
                "controller.viewWillLayoutSubviews", "controller.viewDidLayoutSubviews",
                "outer.layoutSubviews", "inner.layoutSubviews",
            ])
        #expect(!inner.needsUpdateConstraints())
    }

    @Test("a class that requires constraint-based layout gets updateConstraints once it joins a hierarchy")
    func requiresConstraintBasedLayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = SelfConstrainingView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(view.updates == 1)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 42, height: 10))
    }
}
