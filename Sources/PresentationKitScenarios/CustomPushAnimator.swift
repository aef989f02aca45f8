import Foundation
import PresentationKit

// Custom push animator: a photo album in a navigation controller presented full screen.
// A tap on a tile pushes the photo, which the navigation delegate's animator zooms out of the
// tile's frame; pulling the photo down pops it interactively, the same animator run backwards by a
// `UIPercentDrivenInteractiveTransition` the delegate returns while the finger is down. The user
// opens the second photo, pulls it a little and lets go (cancelled: it springs back to full size),
// pulls it further and lets go (finished: it shrinks into its tile), then taps Done.

/// What the scenario's controllers and delegate heard, in order, as "<name>.<callback>".
@MainActor
public final class ZoomLog {
    /// Everything heard so far, oldest first, such as `"Album.viewWillAppear"` or
    /// `"delegate.didShow(Photo)"`.
    public var entries: [String] = []
    /// Creates an empty log.
    public init() {}
}

/// The album: a grid of coloured tiles; a tap on one pushes its photo. Done dismisses the album.
public final class AlbumViewController: UIViewController {
    /// The tiles' colours, in grid order.
    public static let colors: [UIColor] = [
        .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
    ]
    /// Where each tile is in the album's view: three columns of 110-pt squares, 15 pt apart.
    public static func tileFrame(_ index: Int) -> CGRect {
        CGRect(x: 15 + CGFloat(index % 3) * 125, y: 20 + CGFloat(index / 3) * 125, width: 110, height: 110)
    }

    /// The tiles, in grid order.
    public private(set) var tiles: [UIButton] = []
    /// The tile whose photo is pushed (or was last).
    public private(set) var openedTile: UIButton?
    let log: ZoomLog
    /// The navigation delegate, held here because a navigation controller's delegate is weak.
    public let zoom: ZoomNavigationDelegate

    /// Creates the album and its navigation delegate, both writing to `log`.
    public init(log: ZoomLog) {
        self.log = log
        zoom = ZoomNavigationDelegate(log: log)
        super.init(nibName: nil, bundle: nil)
        zoom.album = self
    }

    /// Not supported: the album is built in code, so this traps.
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Titles the album, lays out its six coloured tiles at ``tileFrame(_:)``, each opening its photo when
    /// tapped, and puts a Done button that dismisses the album on the right of its navigation item.
    public override func viewDidLoad() {
        super.viewDidLoad()
        // Below the bar, not under it: the zoom runs between frames measured from the bar's
        // bottom edge (Behaviour 16.20).
        edgesForExtendedLayout = []
        title = "Album"
        view.backgroundColor = .systemBackground
        for (index, color) in Self.colors.enumerated() {
            let tile = UIButton(type: .custom)
            tile.backgroundColor = color
            tile.layer.cornerRadius = 6
            tile.frame = Self.tileFrame(index)
            tile.addAction(UIAction { [weak self] _ in self?.open(index) }, for: .touchUpInside)
            view.addSubview(tile)
            tiles.append(tile)
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
    }

    /// Pushes the photo of tile `index`.
    public func open(_ index: Int) {
        openedTile = tiles[index]
        let photo = PhotoViewController(
            title: "Photo \(index + 1)", color: Self.colors[index], log: log)
        navigationController?.pushViewController(photo, animated: true)
    }

    /// Logs `Album.viewWillAppear`.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.entries.append("Album.viewWillAppear")
    }
    /// Logs `Album.viewDidAppear`.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.entries.append("Album.viewDidAppear")
    }
    /// Logs `Album.viewWillDisappear`.
    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.entries.append("Album.viewWillDisappear")
    }
    /// Logs `Album.viewDidDisappear`.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.entries.append("Album.viewDidDisappear")
    }
}

/// The photo: its tile's colour and a caption; a downward pan pops it through the delegate.
public final class PhotoViewController: UIViewController {
    let log: ZoomLog
    private let color: UIColor

    init(title: String, color: UIColor, log: ZoomLog) {
        self.log = log
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Not supported: the photo is built in code, so this traps.
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Fills the photo with its tile's colour, adds the "Pull down to go back" caption, and adds the pan that
    /// pops it through the navigation delegate.
    public override func viewDidLoad() {
        super.viewDidLoad()
        // Below the bar, not under it: the zoom runs between frames measured from the bar's
        // bottom edge (Behaviour 16.20).
        edgesForExtendedLayout = []
        view.backgroundColor = color
        let caption = UILabel(frame: CGRect(x: 20, y: 20, width: view.bounds.width - 40, height: 30))
        caption.text = "Pull down to go back"
        caption.textColor = .white
        caption.autoresizingMask = [.flexibleWidth]
        view.addSubview(caption)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PhotoViewController.pulled))
    }

    /// The pan's handler: hands it to the navigation delegate, which pops.
    func pulled(_ pan: UIPanGestureRecognizer) {
        (navigationController?.delegate as? ZoomNavigationDelegate)?.drivePop(with: pan, from: self)
    }

    /// Logs `Photo.viewWillAppear`.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.entries.append("Photo.viewWillAppear")
    }
    /// Logs `Photo.viewDidAppear`.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.entries.append("Photo.viewDidAppear")
    }
    /// Logs `Photo.viewWillDisappear`.
    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.entries.append("Photo.viewWillDisappear")
    }
    /// Logs `Photo.viewDidDisappear`.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.entries.append("Photo.viewDidDisappear")
    }
}

/// The navigation delegate: a zoom for pushes and pops of a photo, and, while a finger pulls the
/// photo down, an interaction controller driving the pop (Behaviour 16.10, 16.17).
@MainActor
public final class ZoomNavigationDelegate: NSObject, UINavigationControllerDelegate {
    /// The distance a pull must cover to pop the photo completely.
    public static let pullDistance: CGFloat = 400
    /// The release pops when the pull is past this fraction, or faster than `velocityToFinish`.
    public static let progressToFinish: CGFloat = 0.5
    /// The downward release speed, in points per second, above which the release pops however short
    /// the pull.
    public static let velocityToFinish: CGFloat = 800

    let log: ZoomLog
    /// The interaction controller while a finger pulls a photo.
    public private(set) var interaction: UIPercentDrivenInteractiveTransition?
    /// The album whose tiles the zoom starts from and ends in.
    weak var album: AlbumViewController?

    init(log: ZoomLog) { self.log = log }

    private func name(_ controller: UIViewController) -> String {
        controller is AlbumViewController ? "Album" : "Photo"
    }

    /// Logs `delegate.willShow(Album)` or `delegate.willShow(Photo)`.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {
        log.entries.append("delegate.willShow(\(name(viewController)))")
    }

    /// Logs `delegate.didShow(Album)` or `delegate.didShow(Photo)`.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        log.entries.append("delegate.didShow(\(name(viewController)))")
    }

    /// A ``ZoomAnimator`` for the push or pop, from or into the album's opened tile; nil (the navigation
    /// controller's own slide) before any tile was opened.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let tile = album?.openedTile else { return nil }
        return ZoomAnimator(operation: operation, tile: tile)
    }

    /// ``interaction``: the percent-driven interaction while a finger pulls a photo, nil for every other
    /// transition.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }

    /// A pull on the photo: begins the pop with an interaction controller, scrubs it by the
    /// distance pulled down, and finishes or cancels it on release.
    func drivePop(with pan: UIPanGestureRecognizer, from photo: PhotoViewController) {
        guard let view = photo.view else { return }
        let progress = max(0, pan.translation(in: view).y) / Self.pullDistance
        switch pan.state {
        case .began:
            log.entries.append("pan.began")
            interaction = UIPercentDrivenInteractiveTransition()
            photo.navigationController?.popViewController(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended:
            let finishes =
                progress > Self.progressToFinish || pan.velocity(in: view).y > Self.velocityToFinish
            log.entries.append(finishes ? "pan.finish" : "pan.cancel")
            if finishes { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }
}

/// Zooms the photo out of its tile (push) or back into it (pop) over 0.4 s, ease-in-out, while the
/// album fades to 0.3 (push) or back to 1 (pop); completes with `!transitionWasCancelled`.
@MainActor
public final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The length of the zoom, either way: 0.4 seconds.
    public static let duration: TimeInterval = 0.4
    /// The album's alpha while a photo covers it.
    public static let coveredAlpha: CGFloat = 0.3

    let operation: UINavigationController.Operation
    weak var tile: UIView?

    init(operation: UINavigationController.Operation, tile: UIView) {
        self.operation = operation
        self.tile = tile
    }

    /// ``duration``, whatever the context.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    { Self.duration }

    /// Zooms the photo out of the tile's frame while the album fades to ``coveredAlpha`` (push), or shrinks
    /// it back into the tile while the album returns to full opacity (pop); leaves the album opaque either
    /// way and completes unless cancelled.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let to = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to), let tile
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        let full = transitionContext.finalFrame(for: to)
        let pushing = operation == .push
        toView.frame = full
        if pushing {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.alpha = Self.coveredAlpha
        }
        // The tile's frame in the container, once the album's view is in place.
        let tileFrame = tile.convert(tile.bounds, to: container)
        if pushing { toView.frame = tileFrame }
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: [.curveEaseInOut],
            animations: {
                if pushing {
                    toView.frame = full
                    fromView.alpha = Self.coveredAlpha
                } else {
                    fromView.frame = tileFrame
                    toView.alpha = 1
                }
            },
            completion: { _ in
                let completed = !transitionContext.transitionWasCancelled
                // The album is left at full opacity whichever way it went.
                if pushing { fromView.alpha = 1 } else if !completed { toView.alpha = 1 }
                transitionContext.completeTransition(completed)
            })
    }
}

/// The stage: a phone (390 × 844, no insets) whose root presents the album's navigation controller
/// full screen; its bar is 44 pt at the top, the album's tiles below it.
@MainActor
public struct CustomPushStage {
    /// The host the scenario runs on: 390 × 844 points, no insets.
    public let host: HeadlessHost
    /// The plain "Photos" screen, the window's root, which presents the album.
    public let presenting: UIViewController
    /// The navigation controller around the album, presented full screen.
    public let navigation: UINavigationController
    /// The album, the navigation controller's root.
    public let album: AlbumViewController
    /// The album's zoom delegate, set as the navigation controller's delegate.
    public let delegate: ZoomNavigationDelegate
    /// What the album, its photos and the delegate heard.
    public let log = ZoomLog()

    /// Installs the "Photos" screen as the root of a 390 × 844 host, lets it appear, and prepares the album's
    /// navigation controller, full screen with the zoom delegate, not yet presented.
    public init() {
        host = HeadlessHost(size: CGSize(width: 390, height: 844))
        presenting = SampleContentViewController(title: "Photos", color: .systemIndigo)
        host.window.rootViewController = presenting
        host.advance(by: 0)
        album = AlbumViewController(log: log)
        navigation = UINavigationController(rootViewController: album)
        navigation.modalPresentationStyle = .fullScreen
        delegate = album.zoom
        navigation.delegate = delegate
    }

    /// The second tile's centre in the window (below the 44-pt bar).
    public static let secondTile = CGPoint(x: 195, y: 44 + 75)
    /// The album's Done button in the window (in the 44-point bar, at the right).
    public static let doneButton = CGPoint(x: 366, y: 22)

    /// Open the second photo; a short, slow pull let go (cancelled); a long, fast pull (finished);
    /// Done.
    public static let gesture = ScenarioGesture.tap(at: secondTile)
        .followed(
            by: .drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 420), duration: 0.4), after: 0.7
        )
        .followed(
            by: .fling(
                from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 560), duration: 0.3,
                releaseVelocity: CGPoint(x: 0, y: 1200)),
            after: 0.8
        )
        .followed(by: .tap(at: doneButton), after: 0.8)
}
