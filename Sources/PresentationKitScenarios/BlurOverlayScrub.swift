import Foundation
import PresentationKit

// A blur scrubbed by a finger: an over-full-screen overlay whose blur fades in with the
// presentation; pulling it down clears the blur with a paused `UIViewPropertyAnimator` whose
// `fractionComplete` follows the finger (the "animatable blur" idiom). Let go early and the
// animator runs back; pull far enough and it runs on, and the overlay dismisses.

/// The overlay: a blur over whatever is below, a vibrant hint, and the pan that scrubs the blur.
public final class BlurOverlayViewController: UIViewController {
    /// The blur, with no effect until the presentation animates one in.
    public let blurView = UIVisualEffectView(effect: nil)
    /// The animator the finger scrubs, while a pull is under way.
    public private(set) var clearing: UIViewPropertyAnimator?
    /// How far down a pull goes to clear the blur completely, in points.
    public static let pullLength: CGFloat = 300

    /// An over-full-screen overlay that cross-dissolves.
    public init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    /// Not supported: the overlay is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Builds the blur, the hint and the pan.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        blurView.frame = view.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(blurView)
        let hint = UILabel(frame: CGRect(x: 20, y: 380, width: view.bounds.width - 40, height: 44))
        hint.text = "Pull down to clear"
        hint.font = .boldSystemFont(ofSize: 28)
        hint.textAlignment = .center
        hint.textColor = .white
        blurView.contentView.addSubview(hint)
        view.addGestureRecognizer(
            UIPanGestureRecognizer(target: self, action: BlurOverlayViewController.pulled))
    }

    /// Fades the blur in alongside the presentation.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else {
            blurView.effect = UIBlurEffect(style: .regular)
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.blurView.effect = UIBlurEffect(style: .regular) }
        )
    }

    private func pulled(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) {
                self.blurView.effect = nil
            }
            animator.pauseAnimation()
            clearing = animator
        case .changed:
            clearing?.fractionComplete = max(0, min(1, pan.translation(in: view).y / Self.pullLength))
        case .ended, .cancelled:
            guard let animator = clearing else { return }
            clearing = nil
            if animator.fractionComplete > 0.5 || pan.velocity(in: view).y > 800 {
                animator.addCompletion { _ in self.dismiss(animated: false) }
            } else {
                animator.isReversed = true
            }
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        default:
            break
        }
    }
}

/// The tile wall on a phone, and the overlay to present over it.
@MainActor
public struct BlurOverlayScrubStage {
    /// The phone.
    public let host = HeadlessHost()
    /// The wall, the window's root.
    public let presenting = TileWallViewController()
    /// The overlay.
    public let overlay = BlurOverlayViewController()

    /// Shows the wall.
    public init() {
        host.window.rootViewController = presenting
        host.runUntilIdle()
    }

    /// A pull given up at a third of the way (the blur comes back), then one to 70 % that clears it
    /// and dismisses.
    public static let gesture = ScenarioGesture.drag(
        from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 400), duration: 0.5
    ).followed(
        by: .drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 510), duration: 0.7), after: 0.8)
}
