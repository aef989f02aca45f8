import Foundation
import PresentationKit

// Fixtures of the held-out conformance tests (issue 34). They use the public API only, as an app
// ported from UIKit would, so that what they assert is what such an app observes.

/// An ordered list of the callbacks several objects received, as "name.callback".
@MainActor
final class HeldOutLog {
    var entries: [String] = []
    func record(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
    /// The entries of `name` only, without the name.
    func of(_ name: String) -> [String] {
        entries.compactMap { $0.hasPrefix(name + ".") ? String($0.dropFirst(name.count + 1)) : nil }
    }
    /// The trait transitions and trait changes anyone heard: what a change of size alone must not send.
    var traitEntries: [String] {
        entries.filter { $0.hasSuffix(".willTransition") || $0.hasSuffix(".traitCollectionDidChange") }
    }
}

/// A controller that records its appearance and trait/size transition callbacks.
@MainActor
class HeldOutController: UIViewController {
    let name: String
    let log: HeldOutLog

    init(_ name: String, log: HeldOutLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("\(name).viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record("\(name).viewDidDisappear")
    }
    override func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        log.record("\(name).willTransition")
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        log.record("\(name).viewWillTransition")
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.record("\(name).traitCollectionDidChange")
    }
}

/// A presentation controller showing the presented view as a centred card of `cardSize`, recording
/// the trait and size transitions it receives.
@MainActor
final class HeldOutCardPresentationController: UIPresentationController {
    var cardSize = CGSize(width: 300, height: 300)
    var log: HeldOutLog?
    var fullscreen = true

    override var shouldPresentInFullscreen: Bool { fullscreen }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(
            x: bounds.midX - cardSize.width / 2, y: bounds.midY - cardSize.height / 2, width: cardSize.width,
            height: cardSize.height)
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        log?.record("presentation.willTransition")
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        log?.record("presentation.viewWillTransition")
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log?.record("presentation.traitCollectionDidChange")
    }
}

/// Supplies a `HeldOutCardPresentationController` for a `.custom` presentation (held strongly by
/// the test: `transitioningDelegate` is weak).
@MainActor
final class HeldOutCardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    var log: HeldOutLog?
    var fullscreen = true
    var cardSize = CGSize(width: 300, height: 300)
    var adaptiveDelegate: (any UIAdaptivePresentationControllerDelegate)?
    private(set) var made: [HeldOutCardPresentationController] = []

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = HeldOutCardPresentationController(
            presentedViewController: presented, presenting: presenting)
        controller.log = log
        controller.fullscreen = fullscreen
        controller.cardSize = cardSize
        controller.delegate = adaptiveDelegate
        made.append(controller)
        return controller
    }
}

/// Records the user-dismissal delegate calls of a sheet or popover.
@MainActor
final class HeldOutDismissalDelegate: NSObject, UISheetPresentationControllerDelegate {
    var calls: [String] = []
    var allowsDismissal = true

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        calls.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        calls.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        calls.append("didAttemptToDismiss")
    }
}

/// A popover delegate answering `style` for every environment (`.none`: stay a popover).
@MainActor
final class HeldOutPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    var style: UIModalPresentationStyle = .none
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        style
    }
}

/// An adaptive delegate implementing only the older `adaptivePresentationStyle(for:)`.
@MainActor
final class HeldOutOlderAdaptiveDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    var style: UIModalPresentationStyle = .fullScreen
    var asked = 0
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        asked += 1
        return style
    }
}

/// `view`'s frame in window coordinates.
@MainActor
func heldOutWindowFrame(of view: UIView) -> CGRect {
    view.convert(view.bounds, to: nil)
}

/// Whether `a` and `b` agree within `tolerance` points on every edge.
func heldOutClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 0.5) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.maxX - b.maxX) <= tolerance
        && abs(a.maxY - b.maxY) <= tolerance
}

/// The window rendered at 1×, read as RGBA bytes, top row first.
@MainActor
struct HeldOutPixels {
    let width: Int
    let bytes: [UInt8]

    init(_ window: UIWindow) {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: window.bounds.size, format: format).image { context in
            window.layer.render(in: context.cgContext)
        }
        let cgImage = image.cgImage!
        width = cgImage.width
        bytes = [UInt8](cgImage.dataProvider!.data!)
    }

    /// Red, green and blue of the pixel at (x, y).
    func rgb(_ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(bytes[i..<i + 3])
    }
}
