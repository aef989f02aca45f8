import Foundation
import PresentationKit

// A card with a scrolling list: a bottom card holding a list of 30 rows. Dragging the
// list scrolls it and a fling decelerates on UIKit's curve; with the list at its top, dragging down
// moves the card instead and dismisses it interactively. The hand-off is the one card libraries
// write with public API (Behaviour 15.4, 15.5): the card's pan begins only at the list's top with the
// finger going down, recognizes together with the list's pan, and pins the list at its top while it
// moves the card. The card's presentation and animator are S6's.

/// The card: the bottom half of the screen, a grabber, and a list of `rowCount` rows.
public final class ScrollListCardViewController: UIViewController, UIViewControllerTransitioningDelegate,
    UIGestureRecognizerDelegate, UIScrollViewDelegate
{
    /// The list.
    public let list = UIScrollView()
    /// The pan on the card that drags it down.
    public private(set) var cardPan: UIPanGestureRecognizer!
    /// Drives the dismissal while the card's pan moves it.
    public private(set) var dismissInteractor: UIPercentDrivenInteractiveTransition?
    /// The rows' labels, top first.
    public private(set) var rows: [UILabel] = []

    /// How many rows the list holds.
    public static let rowCount = 30
    /// How tall each row is, in points.
    public static let rowHeight: CGFloat = 56
    /// The strip above the list holding the grabber.
    public static let headerHeight: CGFloat = 24

    private let grabber = UIView()

    /// Creates the card, already `.custom` and its own transitioning delegate.
    public init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    /// Not supported: the card is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Builds the white card with rounded, clipped top corners: the grey grabber, the always-bouncing list of
    /// ``rowCount`` striped rows (the card is its delegate), and the card's pan (the card is its delegate
    /// too).
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 16
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.clipsToBounds = true
        grabber.backgroundColor = .systemGray
        grabber.layer.cornerRadius = 2.5
        view.addSubview(grabber)

        list.delegate = self
        list.alwaysBounceVertical = true
        for index in 0..<Self.rowCount {
            let row = UILabel()
            row.text = "  Row \(index + 1)"
            row.textColor = .label
            row.backgroundColor = index.isMultiple(of: 2) ? .white : .systemGray6
            list.addSubview(row)
            rows.append(row)
        }
        view.addSubview(list)

        cardPan = UIPanGestureRecognizer(target: self, action: ScrollListCardViewController.handleCardPan)
        cardPan.delegate = self
        view.addGestureRecognizer(cardPan)
    }

    /// Puts the grabber at the top, the list below the ``headerHeight`` strip, each row ``rowHeight`` tall
    /// across the card's width, and sets the list's content size to fit every row.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        grabber.frame = CGRect(x: view.bounds.midX - 18, y: 8, width: 36, height: 5)
        list.frame = CGRect(
            x: 0, y: Self.headerHeight, width: width, height: view.bounds.height - Self.headerHeight)
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: width, height: Self.rowHeight)
        }
        list.contentSize = CGSize(width: width, height: CGFloat(Self.rowCount) * Self.rowHeight)
    }

    /// Whether the list shows its first row at the top.
    public var listAtTop: Bool { list.contentOffset.y <= -list.adjustedContentInset.top }
    private var cardIsMoving: Bool { cardPan.state == .began || cardPan.state == .changed }

    /// The card's pan: as S6's, dragging down dismisses and a release finishes past half way
    /// (projected) or when fast (Behaviour 12.19, 12.21).
    func handleCardPan(_ pan: UIPanGestureRecognizer) {
        let height = view.bounds.height
        let distance = max(0, pan.translation(in: view).y)
        switch pan.state {
        case .began:
            dismissInteractor = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
        case .changed:
            dismissInteractor?.update(distance / height)
        case .ended:
            let velocity = pan.velocity(in: view).y
            let projected = (distance + project(initialVelocity: velocity)) / height
            if projected > S6CardViewController.projectedProgressToFinish
                || velocity > S6CardViewController.velocityToFinish
            {
                dismissInteractor?.finish()
            } else {
                dismissInteractor?.cancel()
            }
            dismissInteractor = nil
        case .cancelled, .failed:
            dismissInteractor?.cancel()
            dismissInteractor = nil
        default:
            break
        }
    }

    // MARK: The hand-off

    /// The card moves only from the list's top, and only downwards.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === cardPan else { return true }
        return listAtTop && cardPan.translation(in: view).y > 0
    }

    /// The card's pan and the list's recognize together: the list keeps its finger while the card
    /// moves, pinned at its top below.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        gestureRecognizer === cardPan && otherGestureRecognizer === list.panGestureRecognizer
    }

    /// Pins the list at its top while the card's pan moves the card, so the list does not scroll under the
    /// finger at the same time.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let top = -scrollView.adjustedContentInset.top
        if cardIsMoving && scrollView.contentOffset.y != top { scrollView.contentOffset.y = top }
    }

    // MARK: UIViewControllerTransitioningDelegate

    /// A new ``S6CardPresentationController``: S6's bottom-half card over a dim.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        S6CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    /// An ``S6CardAnimator`` that slides the card up.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        S6CardAnimator(isPresenting: true)
    }

    /// An ``S6CardAnimator`` that slides the card down.
    public func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        S6CardAnimator(isPresenting: false)
    }

    /// ``dismissInteractor``: the percent-driven interaction while the card's pan moves the card, nil for any
    /// other dismissal.
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        dismissInteractor
    }
}

/// The scrolling list card's stage: a phone (390 × 844) showing a feed, which presents the card.
@MainActor
public struct ScrollListCardStage {
    /// The host the scenario runs on.
    public let host: HeadlessHost
    /// The window's root controller, which presents.
    public let presenting: UIViewController
    /// The card to present.
    public let card: ScrollListCardViewController

    /// Installs the "Feed" screen as the root of a 390 × 844 host, lets it appear, and makes the card, not
    /// yet presented.
    public init() {
        host = HeadlessHost(size: CGSize(width: 390, height: 844))
        presenting = SampleContentViewController(title: "Feed", color: .systemIndigo)
        host.window.rootViewController = presenting
        host.advance(by: 0)
        card = ScrollListCardViewController()
    }

    /// Presents the card and lets the presentation run to its end.
    public func presentCard() {
        presenting.present(card, animated: true)
        host.runUntilIdle()
    }

    /// The user's gestures once the card is up: a fling up the list (it scrolls and decelerates);
    /// a fling back down (the list, not at its top when the finger starts, scrolls back past its
    /// top and springs back to it: the card's pan never begins); then, from the top, a drag down
    /// that moves the card and ends in a flick that dismisses it.
    public static let gesture: ScenarioGesture = ScenarioGesture.fling(
        from: CGPoint(x: 195, y: 780), to: CGPoint(x: 195, y: 600), duration: 0.3,
        releaseVelocity: CGPoint(x: 0, y: -1200)
    )
    .followed(
        by: .fling(
            from: CGPoint(x: 195, y: 480), to: CGPoint(x: 195, y: 740), duration: 0.3,
            releaseVelocity: CGPoint(x: 0, y: 1500)),
        after: 2
    )
    .followed(
        by: .fling(
            from: CGPoint(x: 195, y: 520), to: CGPoint(x: 195, y: 760), duration: 0.4,
            releaseVelocity: CGPoint(x: 0, y: 900)),
        after: 2)
}
