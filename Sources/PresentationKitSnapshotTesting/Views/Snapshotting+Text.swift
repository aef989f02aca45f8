import Foundation
import PresentationKit
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == String {
    /// A snapshot strategy comparing a view tree as text: each view's type, frame and what differs
    /// from a plain view, in the shape of UIKit's `recursiveDescription` without pointers.
    ///
    /// A view that is not in a window is laid out at its own size first.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// A snapshot strategy comparing a view tree as text, laid out at `size` first when given.
    ///
    /// With `traits`, a view that is not in a window is first put in one of its size on a fresh
    /// host under a controller that lays them over the host's (as the image strategy does) and laid
    /// out there; then taken out again and described where it was.
    ///
    /// - Parameters:
    ///   - size: The size to give the view before describing it.
    ///   - traits: Traits the view lays out under.
    /// - Returns: The strategy.
    public static func recursiveDescription(
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { (view: UIView) in
            SnapshotStage.onMain {
                if let size { view.frame.size = size }
                guard view.window == nil, traits != UITraitCollection() else {
                    view.layoutIfNeeded()
                    return ViewTreeDescription.describe(view)
                }
                // Laid out in the window, under the traits; described back where it was.
                SnapshotStage.inWindow(view, traits: traits) { _ in
                    view.setNeedsLayout()
                    view.layoutIfNeeded()
                }
                return ViewTreeDescription.describe(view)
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// A snapshot strategy comparing a controller tree as text, in the shape of UIKit's
    /// `_printHierarchy`: each controller with its appearance state and view, its children, and the
    /// controller it presents with the presentation style and presentation controller.
    ///
    /// A controller that is not on a screen is first made the root of a host's window (the host's
    /// default screen) and settled, so that its state is the one it has on screen; one already on
    /// a screen (a host's root, mid-transition or presenting) is described as it is.
    public static var hierarchy: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { (controller: UIViewController) in
            SnapshotStage.onMain {
                var host: HeadlessHost?
                if controller.viewIfLoaded?.window == nil, controller.parent == nil,
                    controller.presentingViewController == nil
                {
                    host = SnapshotStage.host(for: ViewImageConfig(), showing: controller, traits: .init())
                }
                return withExtendedLifetime(host) { ControllerHierarchyDescription.describe(controller) }
            }
        }
    }

    /// A snapshot strategy comparing a controller's view tree as text (see
    /// `.recursiveDescription`), the controller first put on a host
    /// for `config` when it is not on a screen.
    ///
    /// - Parameters:
    ///   - config: The device to lay the controller out on.
    ///   - size: A screen size that replaces the device's.
    ///   - traits: Traits laid over the host's.
    /// - Returns: The strategy.
    public static func recursiveDescription(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        var config = config
        if let size { config.size = size }
        return SimplySnapshotting<String>.lines.pullback { (controller: UIViewController) in
            SnapshotStage.onMain {
                var host: HeadlessHost?
                if controller.viewIfLoaded?.window == nil {
                    host = SnapshotStage.host(for: config, showing: controller, traits: traits)
                }
                return withExtendedLifetime(host) { ViewTreeDescription.describe(controller.view) }
            }
        }
    }

    /// `recursiveDescription(on:size:traits:)` on the host's default screen.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }
}
