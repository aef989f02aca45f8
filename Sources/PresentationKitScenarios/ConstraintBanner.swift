import Foundation
import PresentationKit

// Auto Layout: two presentations about constraints themselves.
// - A banner whose custom animator slides it in by animating its top constraint's constant
//   (`constant` changed, `layoutIfNeeded()` inside `UIView.animate`: the frames animate).
// - A card with a deliberately unsatisfiable pair of required constraints: the engine reports
//   both and the one it broke, and the layout still completes (Behaviour 17.5).

/// A banner over the presenting screen, below the status bar, slid in and out by its animator.
public final class ConstraintBannerViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// Where the banner's top sits while hidden: above the screen.
    public static let hiddenTop: CGFloat = -140
    /// Where it sits while shown: 8 points below the safe area's top.
    public static let shownTop: CGFloat = 8

    /// The indigo, rounded banner, placed by constraints below the safe area's top.
    public let banner = UIView()
    /// The banner's white "Saved to your library" message, which sets the banner's height.
    public let label = UILabel()
    /// The banner's top to the safe area's top: the constraint the animator animates.
    public private(set) var bannerTop: NSLayoutConstraint!

    /// Creates the banner controller, already `.overFullScreen` and its own transitioning delegate.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    /// Not supported: the controller is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Leaves the view clear and constrains the banner 12 points inside the safe area's sides, its top
    /// ``hiddenTop`` from the safe area's top (through ``bannerTop``), and its height 40 points more than the
    /// label's.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        banner.backgroundColor = .systemIndigo
        banner.layer.cornerRadius = 14
        label.text = "Saved to your library"
        label.textColor = .white
        banner.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        banner.addSubview(label)
        bannerTop = banner.topAnchor.constraint(
            equalTo: view.safeAreaLayoutGuide.topAnchor, constant: Self.hiddenTop)
        NSLayoutConstraint.activate([
            bannerTop,
            banner.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 12),
            banner.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -12),
            label.leadingAnchor.constraint(equalTo: banner.layoutMarginsGuide.leadingAnchor, constant: 8),
            label.centerYAnchor.constraint(equalTo: banner.centerYAnchor),
            banner.heightAnchor.constraint(equalTo: label.heightAnchor, constant: 40),
        ])
    }

    /// A ``ConstraintBannerAnimator`` that slides the banner in.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        ConstraintBannerAnimator(presenting: true)
    }

    /// A ``ConstraintBannerAnimator`` that slides the banner out.
    public func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        ConstraintBannerAnimator(presenting: false)
    }
}

/// Slides the banner by its top constraint: 0.5 s on a spring (damping 0.8) in, 0.3 s out.
public final class ConstraintBannerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    /// Creates the animator for a presentation (`presenting` true) or a dismissal.
    public init(presenting: Bool) {
        self.presenting = presenting
    }

    /// 0.5 seconds for the presentation, 0.3 for the dismissal.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        presenting ? 0.5 : 0.3
    }

    /// Adds and lays out the banner controller's view for a presentation, sets
    /// ``ConstraintBannerViewController/bannerTop`` to the shown or hidden top, and animates
    /// `layoutIfNeeded()` on a spring (damping 0.8 in, 1 out) so the frames follow the constraint; completes
    /// unless cancelled, or at once with false when the controller is not a
    /// ``ConstraintBannerViewController``.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard
            let controller = transitionContext.viewController(forKey: key) as? ConstraintBannerViewController
        else {
            transitionContext.completeTransition(false)
            return
        }
        let view = controller.view!
        if presenting {
            transitionContext.containerView.addSubview(view)
            view.frame = transitionContext.finalFrame(for: controller)
            view.layoutIfNeeded()
        }
        controller.bannerTop.constant =
            presenting ? ConstraintBannerViewController.shownTop : ConstraintBannerViewController.hiddenTop
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: presenting ? 0.8 : 1,
            initialSpringVelocity: 0, options: []
        ) {
            view.layoutIfNeeded()
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// A card whose message box asks for two required widths at once: 300 points, and its card's
/// width less 2 × 24. On a 393-point phone the second (345) cannot hold with the first; it was
/// activated later, so it is the one broken.
public final class ConstraintConflictViewController: UIViewController {
    /// The white, rounded message box given the two conflicting widths.
    public let box = UIView()
    /// The box's wrapping message, 20 points inside each of its edges.
    public let label = UILabel()
    /// The box's fixed width (kept).
    public private(set) var fixedWidth: NSLayoutConstraint!
    /// The box's width from the card (broken).
    public private(set) var fillingWidth: NSLayoutConstraint!

    /// Creates the card controller, already `.overFullScreen`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
    }

    /// Not supported: the controller is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Dims the view, centres the box in it and activates both required widths, ``fillingWidth`` after
    /// ``fixedWidth``, so the engine reports the conflict and breaks the later one.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0, alpha: 0.4)
        box.backgroundColor = .white
        box.layer.cornerRadius = 12
        box.accessibilityIdentifier = "messageBox"
        label.text = "Two required widths: one was broken"
        label.numberOfLines = 0
        box.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        box.addSubview(label)
        fixedWidth = box.widthAnchor.constraint(equalToConstant: 300)
        fixedWidth.identifier = "box.width == 300"
        fillingWidth = box.widthAnchor.constraint(equalTo: view.widthAnchor, constant: -48)
        fillingWidth.identifier = "box.width == card − 48"
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            fixedWidth,
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: box.topAnchor, constant: 20),
            label.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -20),
            fillingWidth,
        ])
    }
}

/// The stage for both: a notched phone showing a plain screen.
@MainActor
public struct ConstraintStage {
    /// The host the scenario runs on: a notched phone in portrait.
    public let host: HeadlessHost
    /// The plain "Library" screen, the window's root, which presents.
    public let presenting: UIViewController

    /// Installs the "Library" screen as the root of a notched phone held in portrait and lets it appear.
    public init() {
        host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        presenting = SampleContentViewController(title: "Library", color: .systemOrange)
        host.window.rootViewController = presenting
        host.runUntilIdle()
    }
}
