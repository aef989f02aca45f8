import Foundation

/// Hears about a presentation's adaptation to its environment and about the user dismissing it,
/// as `UIAdaptivePresentationControllerDelegate`. Every member is optional.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to adapt to in a compact environment (`.none`: do not adapt).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to for `traitCollection` (`.none`: do not adapt).
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// A controller to show instead of the presented one in the adapted style (nil: keep it).
    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// The presentation adapts: configure `adaptivePresentationController`, the controller that
    /// presents in the adapted style, before it begins (iOS 15). Here a popover shows its adapted
    /// form itself, so that is the popover presentation controller.
    func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController)
    /// A presentation is about to begin: `style` is the style it adapts to, or `.none` when it
    /// does not adapt; `transitionCoordinator` runs the transition.
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// Whether a swipe or a tap outside may dismiss the presentation.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user started dismissing the presentation.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the presentation.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss a presentation that may not be dismissed.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Not implemented by the delegate: the presentation controller's own adaptive style (full
    /// screen for most, a sheet for popovers).
    public func adaptivePresentationStyle(for controller: UIPresentationController)
        -> UIModalPresentationStyle
    {
        controller.adaptivePresentationStyle
    }
    /// Not implemented by the delegate: the older `adaptivePresentationStyle(for:)`, which
    /// describes a horizontally compact environment and so is asked only for one (Behaviour
    /// 13.22); for other traits the presentation keeps its own style's adaptation.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        guard traitCollection.horizontalSizeClass == .compact else {
            // Asked from inside the delegate call: the controller answers with its own style's
            // adaptation, never asking the delegate again.
            return controller.adaptivePresentationStyle(for: traitCollection)
        }
        return adaptivePresentationStyle(for: controller)
    }
    public func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? { nil }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
        -> Bool
    {
        true
    }
    public func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController
    ) {}
    /// Not implemented by the delegate: nothing happens.
    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {}
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    {}
}
