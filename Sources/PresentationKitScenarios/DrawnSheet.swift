import Foundation
import PresentationKit

// A sheet that draws, the way bottom-sheet libraries build theirs: the presented view casts a card
// shadow from a `shadowPath`, its content is rounded at the top by a `CAShapeLayer` mask of
// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`, the drag handle is a view that draws a
// capsule in `draw(_:)`, and a progress ring (a shape layer's stroked circle) strokes in with the
// transition through an animated `strokeEnd`. A dim fades in behind it.

/// A drag handle drawn in `draw(_:)`: a grey capsule with continuous corners.
public final class SheetHandleView: UIView {
    /// How many times `draw(_:)` has run (the backing store is drawn once per invalidation).
    public private(set) var drawCount = 0

    /// Draws the capsule filling the bounds.
    public override func draw(_ rect: CGRect) {
        drawCount += 1
        UIColor(white: 0.72, alpha: 1).setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).fill()
    }
}

/// The sheet's content: a white card masked to round its top corners, with the handle, a title,
/// and the progress ring.
public final class DrawnSheetViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// The drawn drag handle.
    public let handle = SheetHandleView()
    /// The ring's track and its progress, stroked in with the transition.
    public let track = CAShapeLayer()
    /// The progress stroke (`strokeEnd` 0.75 once presented).
    public let progress = CAShapeLayer()
    /// The white card inside the presented view, masked at the top.
    public let card = UIView()
    private let cornerMask = CAShapeLayer()

    /// A `.custom` sheet that is its own transitioning delegate.
    public init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    /// Not supported: the sheet is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Builds the card, the handle, the title and the ring.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.3
        view.layer.shadowRadius = 12
        view.layer.shadowOffset = CGSize(width: 0, height: -2)
        card.backgroundColor = .white
        card.layer.mask = cornerMask
        view.addSubview(card)
        handle.backgroundColor = .clear
        handle.isOpaque = false
        card.addSubview(handle)
        let title = UILabel(frame: CGRect(x: 24, y: 36, width: 300, height: 36))
        title.text = "Uploading"
        title.font = .boldSystemFont(ofSize: 28)
        card.addSubview(title)
        track.fillColor = nil
        track.strokeColor = UIColor(white: 0.9, alpha: 1).cgColor
        track.lineWidth = 14
        progress.fillColor = nil
        progress.strokeColor = UIColor.systemBlue.cgColor
        progress.lineWidth = 14
        progress.lineCap = .round
        progress.strokeEnd = 0.75
        card.layer.addSublayer(track)
        card.layer.addSublayer(progress)
    }

    /// Lays out the card, its mask and shadow path, the handle and the ring for the current size.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        card.frame = bounds
        let top = UIBezierPath(
            roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
            cornerRadii: CGSize(width: 24, height: 24))
        cornerMask.path = top.cgPath
        view.layer.shadowPath = top.cgPath
        handle.frame = CGRect(x: bounds.midX - 20, y: 8, width: 40, height: 5)
        let ring = UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: 190), radius: 70, startAngle: -.pi / 2,
            endAngle: 3 * .pi / 2, clockwise: true)
        track.path = ring.cgPath
        progress.path = ring.cgPath
    }

    /// Strokes the ring in over the presentation transition (from nothing to three quarters).
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator, isBeingPresented else { return }
        let strokeIn = CABasicAnimation(keyPath: "strokeEnd")
        strokeIn.fromValue = 0
        strokeIn.toValue = 0.75
        strokeIn.duration = coordinator.transitionDuration
        strokeIn.timingFunction = CAMediaTimingFunction(name: .easeOut)
        progress.add(strokeIn, forKey: "strokeIn")
    }

    /// The bottom-sheet presentation controller.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        DrawnSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// Places the sheet over the bottom 60 % and fades a dim in behind it.
public final class DrawnSheetPresentationController: UIPresentationController {
    /// The dim behind the sheet.
    public let dimmingView = UIView()

    /// The bottom 60 % of the container.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = (bounds.height * 0.6).rounded()
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    /// Adds the dim and fades it in alongside the transition.
    public override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    /// Fades the dim out alongside the dismissal.
    public override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    /// Removes the dim once the sheet has gone.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    /// Keeps the dim and the sheet where they belong when the container changes size.
    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
