import Foundation
import PresentationKit

// S2 · an alert-like card at the bottom (seed 001): the presented controller supplies only the
// presentation controller, so the default transition animates the card.

/// Reports deinitialization, as the seed prints from `deinit`.
public final class DeinitLog {
    /// The types that deinitialized, in order.
    public private(set) var entries: [String] = []
    /// Creates an empty log.
    public init() {}
    func record(_ entry: String) { entries.append(entry) }
}

/// The card controller: `.custom`, its own transitioning delegate, rounded corners.
public final class S2AlertViewController: UIViewController, UIViewControllerTransitioningDelegate {
    private let deinitLog: DeinitLog?
    /// Whether the card prefers a landscape presentation (the seed's centred landscape card).
    public var prefersLandscape = false
    /// Whether `prefersLandscape` follows the interface as the device turns. The seed's frame rule
    /// reads `preferredInterfaceOrientationForPresentation`, which UIKit asks once; an app that
    /// wants the centred card in landscape and the full-width card in portrait while the card is up
    /// updates the preference when its size changes, as here.
    public var followsInterfaceOrientation = false

    /// Creates the card, already `.custom` and its own transitioning delegate; `deinitLog`, if given, hears
    /// when the card and its presentation controller deinitialize.
    public init(deinitLog: DeinitLog? = nil) {
        self.deinitLog = deinitLog
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    /// Not supported: the card is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    isolated deinit {
        deinitLog?.record("S2AlertViewController")
    }

    /// Makes the card's view white with corners rounded to 10 points.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 10
    }

    /// With ``followsInterfaceOrientation``, sets ``prefersLandscape`` from the new size before the container
    /// lays out in the size transition, so the presentation controller picks the new card frame.
    public override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        super.viewWillTransition(to: size, with: coordinator)
        // Before the container lays out in the transition's animation, so the presentation
        // controller's `containerViewWillLayoutSubviews` already picks the new card.
        if followsInterfaceOrientation { prefersLandscape = size.width > size.height }
    }

    /// `.landscapeRight` when ``prefersLandscape``, otherwise `.portrait`; the presentation controller reads
    /// it to choose the card's frame.
    public override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        prefersLandscape ? .landscapeRight : .portrait
    }

    /// Dismisses the card with animation.
    public func dismissAction() {
        dismiss(animated: true)
    }

    /// A new ``S2AlertPresentationController`` for the card, sharing the card's deinit log.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        S2AlertPresentationController(
            presentedViewController: presented, presenting: presenting, deinitLog: deinitLog)
    }
}

/// A clear tap-to-dismiss view with a non-interactive view above it; the tap view darkens to 40 %
/// black alongside the transition.
public final class S2AlertPresentationController: UIPresentationController {
    /// Holds the tap gesture.
    public var view: UIView?
    /// Cannot be interacted with: taps pass through it.
    public var bgView: UIView?
    private let deinitLog: DeinitLog?

    init(presentedViewController: UIViewController, presenting: UIViewController?, deinitLog: DeinitLog?) {
        self.deinitLog = deinitLog
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    isolated deinit {
        deinitLog?.record("S2AlertPresentationController")
    }

    /// Adds the clear tap-to-dismiss view and the non-interactive view above it over the container, and
    /// darkens the tap view to 40 % black alongside the transition through the presenting controller's
    /// coordinator.
    public override func presentationTransitionWillBegin() {
        view = UIView(frame: containerView!.bounds)
        view?.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: S2AlertPresentationController.dismissAction))
        view?.backgroundColor = UIColor(white: 0, alpha: 0)
        containerView?.addSubview(view!)
        bgView = UIView(frame: containerView!.bounds)
        bgView?.isUserInteractionEnabled = false
        containerView?.addSubview(bgView!)
        guard let transitionCoordinator = presentingViewController.transitionCoordinator else { return }
        transitionCoordinator.animate(alongsideTransition: { _ in
            self.view?.backgroundColor = UIColor(white: 0, alpha: 0.4)
        })
    }

    /// Removes both added views if the presentation was cancelled.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            view?.removeFromSuperview()
            bgView?.removeFromSuperview()
        }
    }

    /// Clears the tap view's tint alongside the dismissal (at once without a coordinator).
    public override func dismissalTransitionWillBegin() {
        guard let transitionCoordinator = presentingViewController.transitionCoordinator else {
            view?.backgroundColor = UIColor(white: 0, alpha: 0)
            return
        }
        transitionCoordinator.animate(alongsideTransition: { _ in
            self.view?.backgroundColor = UIColor(white: 0, alpha: 0)
        })
    }

    /// Removes both added views once the dismissal completed.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            view?.removeFromSuperview()
            bgView?.removeFromSuperview()
        }
    }

    /// A 260-point-tall card 10 points above the container's bottom: 10 points from each side, or, when the
    /// card prefers a landscape presentation, centred and as wide as the container's height less 20.
    public override var frameOfPresentedViewInContainerView: CGRect {
        let size = containerView!.bounds.size
        if presentedViewController.preferredInterfaceOrientationForPresentation.isLandscape {
            let width = size.height - 20
            return CGRect(x: (size.width - width) / 2, y: size.height - 270, width: width, height: 260)
        }
        return CGRect(x: 10, y: size.height - 270, width: size.width - 20, height: 260)
    }

    /// Sizes both added views to the container's frame and puts the card at
    /// ``frameOfPresentedViewInContainerView``.
    public override func containerViewWillLayoutSubviews() {
        view?.frame = containerView!.frame
        bgView?.frame = containerView!.frame
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    func dismissAction() {
        presentedViewController.dismiss(animated: true)
    }
}
