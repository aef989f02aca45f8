import PresentationKit

// A bottom sheet whose content is a scroll view, in the way public pan-modal libraries write it
// (written for this project): the presentation controller keeps an `NSKeyValueObservation` of the
// scroll view's `contentOffset`, and its own pan on the presented view moves the sheet only while
// the content is at its top, so one drag scrolls the content back to the top and then carries the
// sheet down. The only edits from the iOS source are the documented mechanical ones:
// `import PresentationKit` for `import UIKit`, and a method reference where iOS passes `#selector(...)`.

protocol ScrollTrackingSheetContent: AnyObject {
    var panScrollable: UIScrollView? { get }
}

final class ScrollTrackingSheetPresentationController: UIPresentationController, UIGestureRecognizerDelegate {
    /// How far below the top of the container the sheet rests.
    let restTop: CGFloat = 200
    /// How far the sheet must be pulled down to dismiss on release.
    let dismissDistance: CGFloat = 120

    private var scrollObserver: NSKeyValueObservation?
    private var scrollViewYOffset: CGFloat = 0
    private(set) var observedOffsets: [CGPoint] = []
    private(set) var haltCount = 0
    private lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let recognizer = UIPanGestureRecognizer(
            target: self, action: ScrollTrackingSheetPresentationController.didPanOnPresentedView)
        recognizer.delegate = self
        return recognizer
    }()

    private var trackedScrollView: UIScrollView? {
        return (presentedViewController as? ScrollTrackingSheetContent)?.panScrollable
    }

    private var isSheetAtRest: Bool {
        guard let presentedView = presentedView else { return true }
        return presentedView.frame.minY <= restTop
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        return CGRect(
            x: 0, y: restTop, width: containerView.bounds.width, height: containerView.bounds.height - restTop
        )
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        presentedView?.addGestureRecognizer(panGestureRecognizer)
        observe(scrollView: trackedScrollView)
    }

    override func dismissalTransitionWillBegin() {
        scrollObserver?.invalidate()
        scrollObserver = nil
    }

    // MARK: - Tracking the scroll view

    private func observe(scrollView: UIScrollView?) {
        scrollObserver?.invalidate()
        scrollObserver = scrollView?.observe(\.contentOffset, options: .old) {
            [weak self] scrollView, change in
            self?.didPanOnScrollView(scrollView, change: change)
        }
    }

    private func didPanOnScrollView(_ scrollView: UIScrollView, change: NSKeyValueObservedChange<CGPoint>) {
        observedOffsets.append(scrollView.contentOffset)
        if !isSheetAtRest || scrollView.contentOffset.y < 0 {
            // The sheet is moving (or the content would bounce past its top): keep the content still.
            haltScrolling(scrollView)
        } else if scrollView.isDragging || scrollView.isDecelerating {
            trackScrolling(scrollView)
        }
    }

    private func haltScrolling(_ scrollView: UIScrollView) {
        guard scrollView.contentOffset.y != scrollViewYOffset else { return }
        haltCount += 1
        scrollView.setContentOffset(CGPoint(x: 0, y: scrollViewYOffset), animated: false)
    }

    private func trackScrolling(_ scrollView: UIScrollView) {
        scrollViewYOffset = max(scrollView.contentOffset.y, 0)
    }

    // MARK: - The sheet's pan

    func didPanOnPresentedView(_ recognizer: UIPanGestureRecognizer) {
        guard let presentedView = presentedView else { return }
        guard shouldRespond(to: recognizer) else {
            recognizer.setTranslation(.zero, in: presentedView)
            return
        }
        switch recognizer.state {
        case .began, .changed:
            let yDisplacement = recognizer.translation(in: presentedView).y
            presentedView.frame.origin.y = max(presentedView.frame.minY + yDisplacement, restTop)
            recognizer.setTranslation(.zero, in: presentedView)
        default:
            if presentedView.frame.minY - restTop > dismissDistance {
                presentedViewController.dismiss(animated: true, completion: nil)
            } else {
                UIView.animate(withDuration: 0.3) {
                    presentedView.frame.origin.y = self.restTop
                }
            }
        }
    }

    private func shouldRespond(to recognizer: UIPanGestureRecognizer) -> Bool {
        guard let scrollView = trackedScrollView else { return true }
        // While the content is scrolled down, the drag belongs to the scroll view.
        return !(isSheetAtRest && scrollView.contentOffset.y > 0)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        return otherGestureRecognizer.view == trackedScrollView
    }
}

final class ScrollTrackingSheetTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    static let shared = ScrollTrackingSheetTransitioning()

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        return ScrollTrackingSheetPresentationController(
            presentedViewController: presented, presenting: presenting)
    }
}

/// The sheet's content: a long list in a scroll view.
final class LongListViewController: UIViewController, ScrollTrackingSheetContent {
    let scrollView = UIScrollView()

    var panScrollable: UIScrollView? {
        return scrollView
    }

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = ScrollTrackingSheetTransitioning.shared
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 3000)
        view.addSubview(scrollView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 3000)
    }
}
