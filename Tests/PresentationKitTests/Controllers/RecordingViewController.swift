import Foundation

@testable import PresentationKit

/// A shared list of the callbacks several controllers received, in order.
@MainActor
final class CallbackLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }

    /// The entries whose callback name (after the controller's name) starts with one of `prefixes`.
    func filtered(_ prefixes: String...) -> [String] {
        entries.filter { entry in
            let callback = entry.split(separator: ".", maxSplits: 1).last.map(String.init) ?? entry
            return prefixes.contains { callback.hasPrefix($0) }
        }
    }
}

/// A view that records its `layoutSubviews` calls.
@MainActor
final class LayoutRecordingView: UIView {
    var onLayout: (() -> Void)?
    override func layoutSubviews() { onLayout?() }
}

/// A view controller that records every callback as "name.callback".
@MainActor
class RecordingViewController: UIViewController {
    let name: String
    let log: CallbackLog
    /// When set, the controller's root view is a `LayoutRecordingView` that logs "name.layoutSubviews".
    var recordsLayout = false
    /// When set, children get this fraction of the width in `size(forChildContentContainer:…)`.
    var childWidthFraction: CGFloat?
    var forwardsAppearance = true
    /// Called from `viewWillTransition(to:with:)` with its coordinator.
    var onViewWillTransition: ((any UIViewControllerTransitionCoordinator) -> Void)?

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func record(_ callback: String) { log.record("\(name).\(callback)") }

    override func loadView() {
        guard recordsLayout else { return super.loadView() }
        let view = LayoutRecordingView(frame: .zero)
        view.onLayout = { [unowned self] in record("layoutSubviews") }
        self.view = view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        record("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record("viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record("viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        record("viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        record("viewDidDisappear")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        record("viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        record("viewDidLayoutSubviews")
    }
    override func willMove(toParent parent: UIViewController?) {
        record("willMove(\(parent.map { ($0 as? RecordingViewController)?.name ?? "?" } ?? "nil"))")
        super.willMove(toParent: parent)
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record("didMove(\(parent.map { ($0 as? RecordingViewController)?.name ?? "?" } ?? "nil"))")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        record("traitCollectionDidChange")
    }
    override func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        record("willTransition(\(newCollection.horizontalSizeClass)/\(newCollection.verticalSizeClass))")
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        record("viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
        onViewWillTransition?(coordinator)
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        record("preferredContentSizeDidChange(\((container as? RecordingViewController)?.name ?? "?"))")
    }
    override func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        guard let childWidthFraction else {
            return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
        return CGSize(width: parentSize.width * childWidthFraction, height: parentSize.height)
    }
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearance }
}

extension UIViewController {
    /// The usual containment dance: `addChild`, add the view, `didMove(toParent:)`.
    func embed(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
