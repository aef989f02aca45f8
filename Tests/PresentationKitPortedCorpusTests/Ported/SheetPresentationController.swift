// swift-format-ignore-file
// (App code as apps write it, not formatted as the package is.)
//
//  SheetPresentationController.swift
//  A bottom sheet that dims what is behind it (written for the porting tool's tests, in the shape
//  public iOS presentation code takes).
//

#if os(iOS) || os(Linux)
import PresentationKit

/// What the sheet tells the controller that presented it.
public protocol SheetPresentationDelegate: class {
    /// The sheet is about to come up.
    func sheetWillPresent(_ sheet: SheetPresentationController)
    /// The dimming view was tapped; the sheet goes unless this says no.
    func sheetShouldDismissOnTap(_ sheet: SheetPresentationController) -> Bool
    /// How much of the container's height the sheet takes.
    func sheetHeightFraction(for sheet: SheetPresentationController) -> CGFloat
    /// The sheet went away.
    func sheetDidDismiss(_ sheet: SheetPresentationController)
}

// What runs when a conformer leaves out a requirement that was optional on iOS (presentationkit-port: the defaults of requirements that were `@objc optional`).
extension SheetPresentationDelegate {
    public func sheetWillPresent(_ sheet: SheetPresentationController) {}

    public func sheetShouldDismissOnTap(_ sheet: SheetPresentationController) -> Bool { true }

    public func sheetHeightFraction(for sheet: SheetPresentationController) -> CGFloat { 0.5 }

    public func sheetDidDismiss(_ sheet: SheetPresentationController) {}
}

public class SheetPresentationController: UIPresentationController {
    public weak var sheetDelegate: SheetPresentationDelegate?
    public var dimmingAlpha: CGFloat = 0.4

    let dimmingView = UIView()

    override public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        let tap = UITapGestureRecognizer(target: self, action: SheetPresentationController.dimmingViewTapped(_:))
        dimmingView.addGestureRecognizer(tap)
    }

    var heightFraction: CGFloat {
        return sheetDelegate?.sheetHeightFraction(for: self) ?? 0.5
    }

    private func dimmingViewTapped(_ recognizer: UITapGestureRecognizer) {
        guard sheetDelegate?.sheetShouldDismissOnTap(self) ?? true else { return }
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self = self else { return }
            self.sheetDelegate?.sheetDidDismiss(self)
        }
    }

    // MARK: - Presentation
    /// The dimming view fades in with the presented view.
    override public func presentationTransitionWillBegin() {
        sheetDelegate?.sheetWillPresent(self)
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
}
#endif
