import Foundation
import PresentationKit

// S3 · a centred form over a grey dim on a tablet (seed 002). The presentation controller adds the
// dimming view *and the presented view itself*; there is no animator, so the default transition
// adds the presented view again.

/// The form: presented `.custom` with its own presentation controller, or (the seed's fallback
/// for systems without presentation controllers) as a form sheet with a cross-dissolve.
public final class S3FormViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// Creates the form; `useFormSheetFallback` takes the seed's pre-iOS 8 path.
    public init(useFormSheetFallback: Bool = false) {
        super.init(nibName: nil, bundle: nil)
        if useFormSheetFallback {
            modalTransitionStyle = .crossDissolve
            modalPresentationStyle = .formSheet
        } else {
            modalPresentationStyle = .custom
            transitioningDelegate = self
        }
    }

    /// Not supported: the form is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Makes the form's view white.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    /// A new ``S3MainPresentationController`` for whatever controller is presented.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        S3MainPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// A grey dim at alpha 0, made in the initializer, fading to 0.5; the form at (62, 114, 900, 540).
public final class S3MainPresentationController: UIPresentationController {
    /// The grey dimming view.
    public let dimmingView: UIView

    /// Creates the presentation controller with its grey dimming view, transparent until the presentation
    /// fades it in.
    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        dimmingView = UIView()
        dimmingView.backgroundColor = .gray
        dimmingView.alpha = 0
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// Adds the dimming view over the container and then the presented view itself, as the seed does, and
    /// fades the dim to 0.5 alongside the transition through the presenting controller's coordinator.
    public override func presentationTransitionWillBegin() {
        dimmingView.frame = containerView!.bounds
        containerView!.addSubview(dimmingView)
        containerView!.addSubview(presentedView!)
        let coordinator = presentingViewController.transitionCoordinator
        coordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0.5 }, completion: nil)
    }

    /// Removes the dimming view if the presentation was cancelled.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    /// Fades the dimming view out alongside the dismissal, through the presenting controller's coordinator.
    public override func dismissalTransitionWillBegin() {
        let coordinator = presentingViewController.transitionCoordinator
        coordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    /// Removes the dimming view once the dismissal completed.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    /// The seed's fixed form frame, (62, 114, 900, 540), whatever the container's size.
    public override var frameOfPresentedViewInContainerView: CGRect {
        CGRect(x: 62, y: 114, width: 900, height: 540)
    }
}
