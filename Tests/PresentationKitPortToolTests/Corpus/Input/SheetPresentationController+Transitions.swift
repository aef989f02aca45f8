// swift-format-ignore-file
// (App code as apps write it, not formatted as the package is.)
#if canImport(UIKit)
import UIKit
import QuartzCore

// MARK: - Presentation

extension SheetPresentationController {
    /// The dimming view fades in with the presented view.
    override public func presentationTransitionWillBegin() {
        sheetDelegate?.sheetWillPresent?(self)
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override public func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: nil)
    }
}

// MARK: - Layout

extension SheetPresentationController {
    override public var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let height = (containerView.bounds.height * heightFraction).rounded()
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override public func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// Not an override: stays in the extension.
    func pulseDimming() {
        let pulse = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
        pulse.fromValue = 1
        pulse.toValue = 0.6
        pulse.duration = 0.2
        dimmingView.layer.add(pulse, forKey: #keyPath(CALayer.opacity))
    }
}
#endif
