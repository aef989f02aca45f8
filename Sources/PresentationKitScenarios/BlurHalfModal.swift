import Foundation
import PresentationKit

// Blurred half-modal: a half-height card presented over a wall of coloured tiles. Its presentation
// controller puts a blur view with no effect behind the card and sets a dark ultra-thin material
// on it alongside the transition, so the wall blurs as the card rises (and clears as it leaves).
// The card itself is a thick light material with a vibrant title and a secondary line: the way
// half-modal libraries build theirs.

/// A screen of coloured tiles, something for a blur to blur.
public final class TileWallViewController: UIViewController {
    /// Fills the view with a grid of saturated tiles and a title.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let colours: [UIColor] = [
            .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
        ]
        for index in 0..<24 {
            let tile = UIView(
                frame: CGRect(
                    x: 15 + CGFloat(index % 4) * 92, y: 100 + CGFloat(index / 4) * 120, width: 84, height: 110
                ))
            tile.backgroundColor = colours[(index + index / 4) % colours.count]
            tile.layer.cornerRadius = 10
            view.addSubview(tile)
        }
        let title = UILabel(frame: CGRect(x: 20, y: 50, width: 350, height: 40))
        title.text = "Photos"
        title.font = .boldSystemFont(ofSize: 34)
        view.addSubview(title)
    }
}

/// Places the card over the bottom half and blurs the rest alongside the transitions.
public final class BlurHalfModalPresentationController: UIPresentationController {
    /// The blur behind the card: no effect until the presentation animates one in.
    public let blurView = UIVisualEffectView(effect: nil)

    /// The bottom half of the container.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    /// Adds the blur view behind everything and animates its effect in with the card.
    public override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        blurView.frame = containerView.bounds
        containerView.insertSubview(blurView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            blurView.effect = UIBlurEffect(style: .systemUltraThinMaterialDark)
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.blurView.effect = UIBlurEffect(style: .systemUltraThinMaterialDark)
        })
    }

    /// Takes the blur away if the presentation was cancelled.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { blurView.removeFromSuperview() }
    }

    /// Clears the blur alongside the dismissal.
    public override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            blurView.effect = nil
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.blurView.effect = nil })
    }

    /// Removes the blur once the card has gone.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { blurView.removeFromSuperview() }
    }

    /// Keeps the blur and the card where they belong when the container changes size.
    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        blurView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// The card: a thick light material with rounded top corners, a vibrant title and a secondary line.
public final class BlurCardViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// The vibrant title.
    public let titleLabel = UILabel()

    /// A `.custom` card that is its own transitioning delegate.
    public init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    /// Not supported: the card is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Builds the material, the vibrancy view and the labels.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        let blur = UIBlurEffect(style: .systemThickMaterialLight)
        let material = UIVisualEffectView(effect: blur)
        material.frame = view.bounds
        material.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        material.layer.cornerRadius = 20
        material.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        material.clipsToBounds = true
        view.addSubview(material)
        for (index, style) in [UIVibrancyEffectStyle.label, .secondaryLabel].enumerated() {
            let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: style))
            vibrancy.frame = CGRect(x: 24, y: 28 + CGFloat(index) * 52, width: 340, height: 48)
            material.contentView.addSubview(vibrancy)
            let label = index == 0 ? titleLabel : UILabel()
            label.text = index == 0 ? "Share Album" : "Vibrant text shows the blur through it"
            label.font = index == 0 ? .boldSystemFont(ofSize: 30) : .systemFont(ofSize: 18)
            label.frame = vibrancy.contentView.bounds
            vibrancy.contentView.addSubview(label)
        }
    }

    /// The blurred half-modal presentation controller.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        BlurHalfModalPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// The wall on a phone, and the card to present over it.
@MainActor
public struct BlurHalfModalStage {
    /// The phone.
    public let host = HeadlessHost()
    /// The wall, the window's root.
    public let presenting = TileWallViewController()
    /// The card.
    public let card = BlurCardViewController()

    /// Shows the wall.
    public init() {
        host.window.rootViewController = presenting
        host.runUntilIdle()
    }
}
