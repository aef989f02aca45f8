import Foundation
import PresentationKit

// A zoom written the way iOS developers write one with snapshots: the animator freezes the tile
// with `snapshotView(afterScreenUpdates:)`, hides the tile, grows the snapshot to the detail's
// frame while the detail fades in over it, and removes the snapshot in the completion. The
// dismissal freezes the detail the same way and shrinks its snapshot back into the tile.

/// Grows a snapshot of `tile` into the presented view, or shrinks one of the presented view into it.
public final class SnapshotZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The tile the zoom starts from and ends in.
    public let tile: UIView
    /// Whether this animator presents (else it dismisses).
    public let isPresenting: Bool
    /// The snapshot the animation moved, kept so a caller can look at it.
    public private(set) weak var snapshot: UIView?

    /// An animator zooming from or into `tile`.
    public init(tile: UIView, presenting: Bool) {
        self.tile = tile
        self.isPresenting = presenting
    }

    /// 0.5 s.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        0.5
    }

    /// Freezes the moving view, animates the freeze, and removes it at the end.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let tileFrame = container.convert(tile.bounds, from: tile)
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to),
                let toController = transitionContext.viewController(forKey: .to),
                let snapshot = tile.snapshotView(afterScreenUpdates: false)
            else {
                transitionContext.completeTransition(false)
                return
            }
            self.snapshot = snapshot
            toView.frame = transitionContext.finalFrame(for: toController)
            toView.alpha = 0
            container.addSubview(toView)
            snapshot.frame = tileFrame
            container.addSubview(snapshot)
            tile.isHidden = true
            UIView.animate(withDuration: duration * 0.8, delay: 0, options: .curveEaseInOut) {
                snapshot.frame = toView.frame
            }
            UIView.animate(
                withDuration: duration * 0.4, delay: duration * 0.6, options: .curveEaseIn,
                animations: { toView.alpha = 1 },
                completion: { _ in
                    snapshot.removeFromSuperview()
                    self.tile.isHidden = false
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            guard let fromView = transitionContext.view(forKey: .from),
                let snapshot = fromView.snapshotView(afterScreenUpdates: false)
            else {
                transitionContext.completeTransition(false)
                return
            }
            self.snapshot = snapshot
            snapshot.frame = fromView.frame
            container.addSubview(snapshot)
            fromView.isHidden = true
            tile.isHidden = true
            UIView.animate(
                withDuration: duration, delay: 0, options: .curveEaseInOut,
                animations: {
                    snapshot.frame = tileFrame
                    snapshot.alpha = 0.6
                },
                completion: { _ in
                    snapshot.removeFromSuperview()
                    fromView.isHidden = false
                    self.tile.isHidden = false
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }
}

/// A detail screen: a large colour field with a caption, presented by zooming out of its tile.
public final class ZoomDetailViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// The tile it zooms out of.
    public let tile: UIView
    /// The presentation animator vended last.
    public private(set) var presentAnimator: SnapshotZoomAnimator?
    /// The dismissal animator vended last.
    public private(set) var dismissAnimator: SnapshotZoomAnimator?

    /// A full-screen detail of `tile`, its own transitioning delegate.
    public init(tile: UIView) {
        self.tile = tile
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
        transitioningDelegate = self
    }

    /// Not supported: the detail is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The tile's colour, a caption, and a tap to close.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = tile.backgroundColor
        let caption = UILabel(frame: CGRect(x: 20, y: 80, width: view.bounds.width - 40, height: 40))
        caption.text = "Detail"
        caption.font = .boldSystemFont(ofSize: 34)
        caption.textColor = .white
        view.addSubview(caption)
    }

    /// A zoom out of the tile.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = SnapshotZoomAnimator(tile: tile, presenting: true)
        presentAnimator = animator
        return animator
    }

    /// A zoom back into the tile.
    public func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        let animator = SnapshotZoomAnimator(tile: tile, presenting: false)
        dismissAnimator = animator
        return animator
    }
}

/// The tile wall on a phone, and the detail of its seventh tile.
@MainActor
public struct SnapshotZoomStage {
    /// The phone.
    public let host = HeadlessHost()
    /// The wall, the window's root.
    public let presenting = TileWallViewController()
    /// The detail, zooming out of a tile of the wall.
    public let detail: ZoomDetailViewController

    /// Shows the wall.
    public init() {
        host.window.rootViewController = presenting
        host.runUntilIdle()
        detail = ZoomDetailViewController(tile: presenting.view.subviews[6])
    }
}
