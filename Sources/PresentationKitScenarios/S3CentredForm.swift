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

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

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

    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        dimmingView = UIView()
        dimmingView.backgroundColor = .gray
        dimmingView.alpha = 0
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    public override func presentationTransitionWillBegin() {
        dimmingView.frame = containerView!.bounds
        containerView!.addSubview(dimmingView)
        containerView!.addSubview(presentedView!)
        let coordinator = presentingViewController.transitionCoordinator
        coordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0.5 }, completion: nil)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    public override func dismissalTransitionWillBegin() {
        let coordinator = presentingViewController.transitionCoordinator
        coordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    public override var frameOfPresentedViewInContainerView: CGRect {
        CGRect(x: 62, y: 114, width: 900, height: 540)
    }
}
