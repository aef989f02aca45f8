import Foundation
import PresentationKit

/// A shared list of the callbacks several controllers received, in order.
@MainActor
public final class CallbackLog {
    public init() {}

    /// The entries, oldest first; tests may clear or add to them.
    public var entries: [String] = []

    public func record(_ entry: String) { entries.append(entry) }
    public func clear() { entries.removeAll() }

    /// The entries whose callback name (after the controller's name) starts with one of `prefixes`.
    public func filtered(_ prefixes: String...) -> [String] {
        entries.filter { entry in
            let callback = entry.split(separator: ".", maxSplits: 1).last.map(String.init) ?? entry
            return prefixes.contains { callback.hasPrefix($0) }
        }
    }
}

/// A view that records its `layoutSubviews` calls.
@MainActor
public final class LayoutRecordingView: UIView {
    public var onLayout: (() -> Void)?
    public override func layoutSubviews() { onLayout?() }
}

/// A view controller that records its callbacks as "name.callback": every one by default, or only
/// the appearance callbacks (`recordsOnlyAppearance`), as most presentation tests compare.
@MainActor
open class RecordingViewController: UIViewController {
    public let name: String
    public let log: CallbackLog
    /// When set, only `viewWillAppear`, `viewDidAppear`, `viewWillDisappear` and `viewDidDisappear`
    /// are recorded.
    public var recordsOnlyAppearance = false
    /// When set, the controller's root view is a `LayoutRecordingView` that logs "name.layoutSubviews".
    public var recordsLayout = false
    /// When set, children get this fraction of the width in `size(forChildContentContainer:…)`.
    public var childWidthFraction: CGFloat?
    public var forwardsAppearance = true
    /// Called from `viewWillTransition(to:with:)` with its coordinator.
    public var onViewWillTransition: ((any UIViewControllerTransitionCoordinator) -> Void)?

    public init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func record(_ callback: String) {
        guard !recordsOnlyAppearance || Self.appearanceCallbacks.contains(callback) else { return }
        log.record("\(name).\(callback)")
    }

    private static let appearanceCallbacks: Set = [
        "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
    ]

    open override func loadView() {
        guard recordsLayout else { return super.loadView() }
        let view = LayoutRecordingView(frame: .zero)
        view.onLayout = { [unowned self] in record("layoutSubviews") }
        self.view = view
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        record("viewDidLoad")
    }
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record("viewWillAppear")
    }
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record("viewDidAppear")
    }
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        record("viewWillDisappear")
    }
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        record("viewDidDisappear")
    }
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        record("viewWillLayoutSubviews")
    }
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        record("viewDidLayoutSubviews")
    }
    open override func willMove(toParent parent: UIViewController?) {
        record("willMove(\(parent.map { ($0 as? RecordingViewController)?.name ?? "?" } ?? "nil"))")
        super.willMove(toParent: parent)
    }
    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record("didMove(\(parent.map { ($0 as? RecordingViewController)?.name ?? "?" } ?? "nil"))")
    }
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        record("traitCollectionDidChange")
    }
    open override func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        record("willTransition(\(newCollection.horizontalSizeClass)/\(newCollection.verticalSizeClass))")
        super.willTransition(to: newCollection, with: coordinator)
    }
    open override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        record("viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
        onViewWillTransition?(coordinator)
        super.viewWillTransition(to: size, with: coordinator)
    }
    open override func preferredContentSizeDidChange(
        forChildContentContainer container: any UIContentContainer
    ) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        record("preferredContentSizeDidChange(\((container as? RecordingViewController)?.name ?? "?"))")
    }
    open override func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        guard let childWidthFraction else {
            return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
        return CGSize(width: parentSize.width * childWidthFraction, height: parentSize.height)
    }
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearance }
}

extension UIViewController {
    /// The usual containment dance: `addChild`, add the view, `didMove(toParent:)`.
    public func embed(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
