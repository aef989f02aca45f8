import Foundation

/// The finger on a sheet (Behaviour 14.23–14.27, 14.36): a pan anywhere on the presented view moves
/// a bottom sheet's top edge with the finger, between its detents and below the smallest (the sheet
/// slides down), and a card in the centre (an iPad's form or page sheet) as a whole; above the
/// largest detent (a card: above its place) it stretches like a scroll view's rubber band (15.6,
/// our choice of law), and so below the smallest when the sheet may not be dismissed (14.25). On
/// release the position is projected (12.19); below half the smallest detent's height (a card:
/// half its own) the sheet asks to be dismissed through the user-dismissal sequence (9.4), else it
/// settles on the nearest active detent on the sheet spring (14.29), a user-driven change its
/// delegate hears (14.9); a card goes back to its place. A pan that starts in a scroll view that is
/// not at its top, or that goes up in one, is the scroll view's.
///
/// A pull the delegate let dismiss is, for the presented controller, the start of its dismissal as
/// UIKit's interactive one is: `viewWillDisappear` as it starts, then `viewDidDisappear` when the
/// dismissal it ends in completes, or `viewWillAppear` and `viewDidAppear` when the sheet snaps back
/// (Behaviour 14.26). The presenter, whose view stays, hears nothing (2.2).
@MainActor
final class SheetDrag: NSObject, UIGestureRecognizerDelegate {
    private(set) lazy var pan: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.panned(pan)
        }
        pan.delegate = self
        return pan
    }()

    private unowned let chrome: SheetChrome
    /// The sheet's top edge (container coordinates) when the finger took it.
    private var startTop: CGFloat?
    /// Whether a finger holds the sheet: layout leaves its frame to the finger meanwhile.
    var isDragging: Bool { startTop != nil }
    /// For a pull that can dismiss (down from the smallest detent): whether the delegate agreed when
    /// it started (Behaviour 14.24); nil for other pulls.
    private var dismissalAgreed: Bool?
    /// The controllers this pull told they are disappearing (Behaviour 14.26), until they hear how it
    /// ended.
    private var pulledAway: [UIViewController] = []
    /// Controllers told they are appearing again as the sheet snaps back, whose `viewDidAppear`
    /// comes when it rests, and the snap-back that owes it (a newer pull settles it at once).
    private var reappearing: (controllers: [(controller: UIViewController, begun: Int)], snapBack: Int)?
    private var snapBacks = 0

    init(chrome: SheetChrome) {
        self.chrome = chrome
        super.init()
    }

    /// Installs the pan on `view` (the presented view), or moves it there.
    func attach(to view: UIView?) {
        guard let view else { return }
        if pan.view !== view {
            pan.view?.removeGestureRecognizer(pan)
            view.addGestureRecognizer(pan)
        }
    }

    func detach() {
        pan.view?.removeGestureRecognizer(pan)
        startTop = nil
        // The sheet leaves mid-pull or mid-snap-back (it adapts to another form): the appearance the
        // pull began ends where the controller still shows.
        reappear(settled: true)
        finishReappearing()
    }

    // MARK: Appearance (Behaviour 14.26)

    /// The shown controller (the adaptive replacement, if any) and the presented one.
    private func presentedSide(_ controller: UIPresentationController) -> [UIViewController] {
        var side = [controller.presentedViewController]
        if let replacement = controller.adaptiveReplacement { side.insert(replacement, at: 0) }
        return side
    }

    /// A pull that may dismiss starts: the presented side begins to disappear. Each one's state is
    /// read as its turn comes: a replacement that holds the presented controller as its child has
    /// already taken it along.
    private func beginPullingAway(_ controller: UIPresentationController) {
        pulledAway = []
        for shown in presentedSide(controller)
        where shown.appearanceState == .appeared || shown.appearanceState == .appearing {
            shown.beginAppearance(false, animated: true)
            pulledAway.append(shown)
        }
    }

    /// The pull did not dismiss: the controllers it told they were disappearing appear again,
    /// `viewWillAppear` now and `viewDidAppear` once the sheet rests (at once if `settled`).
    private func reappear(settled: Bool) {
        let pulled = pulledAway
        pulledAway = []
        var controllers: [(controller: UIViewController, begun: Int)] = []
        for shown in pulled where shown.appearanceState == .disappearing {
            shown.beginAppearance(true, animated: true)
            controllers.append((shown, shown.appearanceTransitionsBegun))
        }
        guard !controllers.isEmpty else { return }
        snapBacks += 1
        reappearing = (controllers, snapBacks)
        if settled { finishReappearing() }
    }

    /// The sheet rests after a snap-back (or a newer pull takes it): `viewDidAppear`.
    private func finishReappearing(snapBack: Int? = nil) {
        guard let reappearing, snapBack == nil || snapBack == reappearing.snapBack else { return }
        self.reappearing = nil
        for (shown, begun) in reappearing.controllers { shown.endAppearance(begun: begun) }
    }

    // MARK: UIGestureRecognizerDelegate

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        // While any transition runs in the window the sheet is not the finger's (a transition owns
        // the frames it animates).
        guard let controller = chrome.owner, let layout = chrome.layout(for: controller),
            layout.mode != .fullScreen, chrome.configuration != nil,
            let window = controller.containerView?.window, window.transitionInProgress == nil
        else { return false }
        let translation = pan.translation(in: pan.view)
        guard abs(translation.y) >= abs(translation.x) else { return false }
        guard let scrollView = scrollView(under: pan.location(in: pan.view)) else { return true }
        // A scroll view under the finger keeps the drag unless it is at its top and the finger goes
        // down (15.4), or up while a larger detent is available and the sheet prefers expanding
        // (15.3).
        guard scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5 else { return false }
        if translation.y > 0 { return true }
        guard chrome.configuration?.prefersScrollingExpandsWhenScrolledToEdge == true,
            let container = controller.containerView, let view = controller.presentedView
        else { return false }
        return view.frame.minY > topLimits(controller, layout: layout, container: container).largest + 0.5
    }

    /// A scroll view's pan in the sheet waits for the sheet's pan to decide (Behaviour 15.4): both
    /// pass their hysteresis on the same move, and the sheet's decides who has the finger for the
    /// whole drag.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let scrollView = otherGestureRecognizer.view as? UIScrollView,
            otherGestureRecognizer === scrollView.panGestureRecognizer, let view = pan.view
        else { return false }
        return scrollView.isDescendant(of: view)
    }

    /// The scroll view that counts for a touch at `point` (in the pan's view): the first one from
    /// the touched view up to the presented view itself (a table controller's view is its table)
    /// that scrolls vertically (Behaviour 15.4).
    private func scrollView(under point: CGPoint) -> UIScrollView? {
        guard let view = pan.view, var hit = view.hitTest(point, with: nil) else { return nil }
        while true {
            if let scrollView = hit as? UIScrollView, scrollView.isScrollEnabled,
                scrollView.scrolls(.vertical)
            {
                return scrollView
            }
            guard hit !== view, let superview = hit.superview else { return nil }
            hit = superview
        }
    }

    // MARK: Moving

    private func panned(_ pan: UIPanGestureRecognizer) {
        guard let controller = chrome.owner, let container = controller.containerView,
            let view = controller.presentedView
        else { return }
        switch pan.state {
        case .began, .changed:
            // The sheet keeps its place under the finger from where it went down (the pan's
            // hysteresis included, as a scroll view's content does).
            if pan.state == .began { startTop = view.frame.minY }
            guard let startTop, let layout = chrome.layout(for: controller) else { return }
            let limits = topLimits(controller, layout: layout, container: container)
            if pan.state == .began {
                // A snap-back still on its way ends here: the finger has the sheet again.
                finishReappearing()
                // A pull down from the smallest detent can dismiss: the delegate is asked now
                // (Behaviour 14.24); every such tug asks again. One it agrees to begins the
                // presented controller's disappearance (14.26).
                let canDismiss = pan.translation(in: container).y > 0 && startTop >= limits.smallest - 0.5
                dismissalAgreed = canDismiss ? controller.askUserDismissal() : nil
                if dismissalAgreed == true { beginPullingAway(controller) }
            }
            var top = startTop + pan.translation(in: container).y
            if top < limits.largest {
                top =
                    limits.largest
                    - ScrollPhysics.rubberBand(limits.largest - top, dimension: container.bounds.height)
            }
            // A sheet that may not be dismissed (modal in presentation, or its delegate said no)
            // resists a pull below its smallest detent like a rubber band (Behaviour 14.25).
            if top > limits.smallest,
                controller.presentedViewController.isModalInPresentation || dismissalAgreed == false
            {
                top =
                    limits.smallest
                    + ScrollPhysics.rubberBand(top - limits.smallest, dimension: container.bounds.height)
            }
            // A card moves as a whole; a bottom sheet keeps its bottom edge on the container's down
            // to its smallest detent, and slides below it.
            let height =
                layout.mode == .card ? view.frame.height : container.bounds.maxY - min(top, limits.smallest)
            view.frame = CGRect(x: view.frame.minX, y: top, width: view.frame.width, height: height)
            // The card stack follows the sheet between the next detent down and the largest (14.33),
            // when the largest is full height (the only one the stack shows at, 14.13).
            let tops = limits.detents.map(\.1)
            if tops.contains(where: { abs($0 - limits.largest) < 0.5 }) {
                let lowerTop = tops.filter { $0 > limits.largest + 0.5 }.min() ?? container.bounds.maxY
                chrome.stackFollows(controller, sheetTop: top, lowerTop: lowerTop, largestTop: limits.largest)
            }
        case .ended:
            release(controller, container: container, velocity: pan.velocity(in: container).y)
        case .cancelled, .failed:
            release(controller, container: container, velocity: 0)
        default:
            break
        }
    }

    /// Where a pulled sheet's top may rest and where a release dismisses it.
    private struct TopLimits {
        /// The tops of the largest and smallest active detents' sheets (a card: its place).
        var largest: CGFloat
        var smallest: CGFloat
        /// Each detent a release can settle on, with its top (none for a card: it goes back).
        var detents: [(UISheetPresentationController.Detent, CGFloat)]
        /// A release projected below this top dismisses (Behaviour 14.27, 14.36).
        var dismissesBelow: CGFloat
    }

    /// A bottom sheet's detent of height h rests with its top h + the bottom inset above the bottom
    /// edge (the largest one at the top of the full sheet, since its height is
    /// `maximumDetentValue`), and a release below half the smallest's height dismisses. A card has
    /// one place, and a release below half its own height dismisses.
    private func topLimits(_ controller: UIPresentationController, layout: SheetLayout, container: UIView)
        -> TopLimits
    {
        if layout.mode == .card {
            let place = layout.frame.minY
            return TopLimits(
                largest: place, smallest: place, detents: [], dismissesBelow: place + layout.frame.height / 2)
        }
        let bottom = container.bounds.maxY - container.safeAreaInsets.bottom
        let largest = bottom - layout.maximumDetentValue
        let resolved =
            chrome.configuration?.resolvedDetents(
                maximum: layout.maximumDetentValue, traits: container.traitCollection) ?? []
        let detents = resolved.map { detent, height in (detent, bottom - height) }
        let smallest = detents.map(\.1).max() ?? largest
        return TopLimits(
            largest: largest, smallest: smallest, detents: detents, dismissesBelow: (bottom + smallest) / 2)
    }

    private func release(_ controller: UIPresentationController, container: UIView, velocity: CGFloat) {
        guard startTop != nil, let view = controller.presentedView,
            let layout = chrome.layout(for: controller),
            let configuration = chrome.configuration
        else { return }
        startTop = nil
        let limits = topLimits(controller, layout: layout, container: container)
        let projectedTop = view.frame.minY + ScrollPhysics.releaseProjection(velocity: velocity)
        let agreed = dismissalAgreed
        dismissalAgreed = nil
        if projectedTop > limits.dismissesBelow {
            // 14.27: below half the smallest detent (a card: half its height, 14.36): the user
            // dismisses (or is refused, 14.25). A
            // pull the delegate agreed to when it started dismisses now; one it refused (or a
            // modal sheet) hears `DidAttemptToDismiss`; any other asks now.
            switch agreed {
            case true?: controller.dismissAsTheUserAsked()
            case false?:
                controller.callDelegate("presentationControllerDidAttemptToDismiss(_:)") {
                    $0.presentationControllerDidAttemptToDismiss(controller)
                }
            case nil: controller.dismissAtUserRequest()
            }
            // Dismissing: the transition ends the disappearance this pull began (14.26). It may be
            // the dismissal of a presentation over the sheet's own context, with the sheet as a
            // level that leaves with it (3.5): no transition ran in the window when the pull began,
            // so any dismissal now is the one this release asked for.
            if container.window?.transitionInProgress?.kind == .dismissal {
                pulledAway = []
                return
            }
            // Refused (or dropped): back to where it rests.
            settle(
                controller, container: container, on: configuration.selectedDetentIdentifier,
                report: false)
            return
        }
        let nearest = limits.detents.min { abs($0.1 - projectedTop) < abs($1.1 - projectedTop) }
        // The detent shown before the drag (a nil selection shows the smallest): settling back on
        // it is no change.
        let restingTop = layout.frame.minY
        let shownBefore = limits.detents.min { abs($0.1 - restingTop) < abs($1.1 - restingTop) }?.0.identifier
        let target = nearest?.0.identifier ?? configuration.selectedDetentIdentifier
        // A card has no detent to settle on: it goes back to its place, no change to report.
        settle(controller, container: container, on: target, report: nearest != nil && target != shownBefore)
    }

    /// Animates the sheet onto the detent `identifier`, reporting a user-driven change if `report`.
    /// A pull that began the presented controller's disappearance and did not dismiss makes it
    /// appear again as the sheet goes back, `viewDidAppear` once it rests (14.26).
    private func settle(
        _ controller: UIPresentationController, container: UIView,
        on identifier: UISheetPresentationController.Detent.Identifier?, report: Bool
    ) {
        reappear(settled: false)
        let snapBack = reappearing?.snapBack
        chrome.configuration?.settle(in: container, on: identifier, reportingUserChange: report) {
            [weak self] in
            if let snapBack { self?.finishReappearing(snapBack: snapBack) }
        }
    }
}
