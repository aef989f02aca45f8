import Foundation
import PresentationKit
import PresentationKitRendering

/// Where a controller or view is put to have its picture taken: a fresh host for the config's
/// device, the controller as the window's root (inside a parent that lays the trait override over
/// it when there is one), run until nothing moves.
@MainActor
enum SnapshotStage {
    /// The host's default screen, for a config that names no size.
    static let defaultSize = CGSize(width: 390, height: 844)

    /// Runs `body` on the main actor. The strategies' closures are called where `assertSnapshot` is
    /// called, which for UIKit code is the main actor (a `@MainActor` test or suite; in an
    /// `XCTestCase` on Linux, a test method without `@MainActor` whose body runs in
    /// `MainActor.assumeIsolated`); anywhere else traps with the runtime's message rather than
    /// racing. (Not a main-thread check: a benchmark runner's main actor may be another thread.)
    nonisolated static func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T {
        MainActor.assumeIsolated(body)
    }

    /// A host for `config`, with `controller` installed as its root (under `traits` and the
    /// config's traits where they differ from the host's) and everything settled.
    static func host(
        for config: ViewImageConfig, showing controller: UIViewController, traits: UITraitCollection
    ) -> HeadlessHost {
        let host = HeadlessHost(
            device: config.hostDevice(defaultSize: defaultSize),
            orientation: config.hostOrientation(defaultSize: defaultSize))
        let override = UITraitCollection(traitsFrom: [config.traits, traits])
        // A preset's traits are the ones the host derives from its window (except a few split-view
        // panes): the controller goes under a parent only when the override changes something.
        if host.window.traitCollection.containsTraits(in: override) {
            host.window.rootViewController = controller
        } else {
            let parent = UIViewController()
            host.window.rootViewController = parent
            parent.addChild(controller)
            parent.setOverrideTraitCollection(override, forChild: controller)
            controller.view.frame = parent.view.bounds
            controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            parent.view.addSubview(controller.view)
            controller.didMove(toParent: parent)
        }
        host.runUntilIdle()
        return host
    }

    /// The pixels per point to render at: the override's display scale, else the config's, else
    /// the host's screen's.
    static func scale(config: ViewImageConfig, traits: UITraitCollection, host: HeadlessHost) -> CGFloat {
        if traits.displayScale > 0 { return traits.displayScale }
        if config.traits.displayScale > 0 { return config.traits.displayScale }
        return host.screen.scale
    }

    /// The host's screen as it shows now at `scale`, as the strategies' format; a test failure when
    /// text had to be left out (see `MissingFonts`).
    static func screen(of host: HeadlessHost, scale: CGFloat) -> UIImage {
        let before = host.diagnostics.count
        let image = host.snapshot(scale: scale)
        MissingFonts.check(host.diagnostics.dropFirst(before))
        return uiImage(image, scale: scale)
    }

    /// `image` as the strategies' format.
    static func uiImage(_ image: RGBAImage, scale: CGFloat) -> UIImage {
        UIImage(rendered: image, scale: scale)
    }
}

extension SnapshotStage {
    /// Calls `body` with `view` (not in a window) put in one of its size on a fresh host, under a
    /// controller that lays `traits` over the host's, laid out and settled; then takes it out
    /// again, back where it was.
    static func inWindow<T>(_ view: UIView, traits: UITraitCollection, _ body: (HeadlessHost) -> T) -> T {
        let holder = UIViewController()
        let host = host(for: ViewImageConfig(size: view.bounds.size), showing: holder, traits: traits)
        let superview = view.superview
        let index = superview?.subviews.firstIndex(of: view)
        let origin = view.frame.origin
        view.frame.origin = .zero
        holder.view.addSubview(view)
        host.runUntilIdle()
        let result = body(host)
        view.removeFromSuperview()
        view.frame.origin = origin
        if let superview, let index { superview.insertSubview(view, at: index) }
        return result
    }

    /// A fresh host for `config` with nothing in its window yet.
    static func emptyHost(for config: ViewImageConfig) -> HeadlessHost {
        HeadlessHost(
            device: config.hostDevice(defaultSize: defaultSize),
            orientation: config.hostOrientation(defaultSize: defaultSize))
    }
}
