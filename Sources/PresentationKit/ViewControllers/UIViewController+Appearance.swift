import Foundation

/// Where a controller is in UIKit's appearance cycle.
///
/// disappeared → appearing → appeared → disappearing → disappeared; a transition may turn back half
/// way (appearing → disappearing, disappearing → appearing), as a cancelled interactive transition
/// does.
package enum AppearanceState: Sendable {
    case disappeared
    case appearing
    case appeared
    case disappearing
}

extension UIViewController {
    /// The state machine behind `beginAppearanceTransition(_:animated:)`.
    func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceWillBegin()
            appearanceState = .appearing
            appearanceAnimated = animated
            hostClock?.record(self, "viewWillAppear(\(animated))")
            viewWillAppear(animated)
            isAppearingDue = true
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            appearanceAnimated = animated
            isAppearingDue = false
            hostClock?.record(self, "viewWillDisappear(\(animated))")
            viewWillDisappear(animated)
        default:
            reportUnbalancedAppearance(
                "beginAppearanceTransition(\(isAppearing), animated:) while \(appearanceState)")
            return
        }
        appearanceTransitionsBegun &+= 1
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        // A child may already be where the parent is going (it was shown on its own): skip it.
        for child in childrenShownInView {
            let ready =
                isAppearing
                ? child.appearanceState == .disappeared || child.appearanceState == .disappearing
                : child.appearanceState == .appeared || child.appearanceState == .appearing
            if ready { child.beginAppearance(isAppearing, animated: animated) }
        }
    }

    /// The state machine behind `endAppearanceTransition()`.
    func endAppearance() {
        let target: AppearanceState
        switch appearanceState {
        case .appearing:
            tellIsAppearingIfDue()
            appearanceState = .appeared
            target = .appearing
            hostClock?.record(self, "viewDidAppear(\(appearanceAnimated))")
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            target = .disappearing
            hostClock?.record(self, "viewDidDisappear(\(appearanceAnimated))")
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            reportUnbalancedAppearance("endAppearanceTransition() while \(appearanceState)")
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenShownInView where child.appearanceState == target {
            child.endAppearance()
        }
    }

    /// Ends the appearance transition that was the `begun`th one (`appearanceTransitionsBegun` when
    /// it began), if it is still under way: a transition begun after it (turning it round, or a new
    /// one after it ended) ends with its own transition instead.
    func endAppearance(begun: Int) {
        guard appearanceTransitionsBegun == begun,
            appearanceState == .appearing || appearanceState == .disappearing
        else { return }
        endAppearance()
    }

    /// Turns an appearance transition under way the other way (a cancelled push or pop, or one
    /// resumed); a controller at rest is left alone.
    func turnAppearanceUnderway(appearing: Bool, animated: Bool) {
        let underwayTheOtherWay = appearing ? appearanceState == .disappearing : appearanceState == .appearing
        if underwayTheOtherWay { beginAppearance(appearing, animated: animated) }
    }

    /// Brings this controller to rest appeared (or disappeared), ending a transition under way
    /// that goes there, or making the whole turn otherwise; nothing if it is there already.
    func settleAppearance(appearing: Bool) {
        let goingThere = appearing ? appearanceState == .appearing : appearanceState == .disappearing
        let there = appearing ? appearanceState == .appeared : appearanceState == .disappeared
        if there { return }
        if !goingThere { beginAppearance(appearing, animated: false) }
        endAppearance()
    }

    /// Brings a child shown in `container`'s view to the container's appearance: at rest where the
    /// container rests, or under way where the container is going (the container's own end of
    /// that transition then ends the child's too).
    func followAppearance(of container: UIViewController) {
        switch container.appearanceState {
        case .appeared: settleAppearance(appearing: true)
        case .disappeared: settleAppearance(appearing: false)
        case .appearing:
            if appearanceState == .disappeared || appearanceState == .disappearing {
                beginAppearance(true, animated: container.appearanceAnimated)
            }
        case .disappearing:
            if appearanceState == .appeared || appearanceState == .appearing {
                beginAppearance(false, animated: container.appearanceAnimated)
            }
        }
    }

    /// Calls `viewIsAppearing` once per appearance, when it is due (not recorded: UIKit calls it
    /// whether or not the app overrides it, and the record lists what apps see in their logs).
    func tellIsAppearingIfDue() {
        guard isAppearingDue else { return }
        isAppearingDue = false
        viewIsAppearing(appearanceAnimated)
    }

    /// The children whose views are inside this controller's view: the ones appearance follows.
    var childrenShownInView: [UIViewController] {
        children.filter { $0.isShownInParentView(self) }
    }

    /// Whether window moves drive this controller's appearance: not while the engine moves its view
    /// or an ancestor's (the engine's own calls reach it through its parent).
    private var appearanceFollowsWindowMoves: Bool {
        var controller: UIViewController? = self
        while let current = controller {
            if !current.windowMovesDriveAppearance { return false }
            controller = current.parent
        }
        return true
    }

    /// Whether this child's view lies inside `parent`'s view (so the parent's appearance reaches it).
    func isShownInParentView(_ parent: UIViewController) -> Bool {
        guard let parentView = parent.viewStorage else { return false }
        return viewStorage?.isDescendant(of: parentView) == true
    }

    private func reportUnbalancedAppearance(_ what: String) {
        Diagnostics.report(
            .unbalancedAppearanceTransition,
            "Unbalanced calls to begin/end appearance transitions for \(type(of: self)): \(what); "
                + "the call was ignored. Pair each beginAppearanceTransition with one endAppearanceTransition.",
            clock: hostClock)
    }

    // MARK: Views entering and leaving windows

    /// Runs `move`, a change of this controller's view's window made by the transition engine,
    /// without the window-driven appearance callbacks, for it and the children its view carries
    /// along: the engine sends its own, and the controller forwards them to its children.
    func movingViewWithoutAppearance(_ move: () -> Void) {
        let previous = windowMovesDriveAppearance
        windowMovesDriveAppearance = false
        move()
        windowMovesDriveAppearance = previous
    }

    /// The hierarchy is about to move this controller's root view to `newWindow` (nil: out of any
    /// window). A child whose parent is visible starts appearing or disappearing, as in UIKit, where
    /// adding a child's view to a visible parent calls its `viewWillAppear`.
    ///
    /// Meant to be called from `UIView+Hierarchy` next to `willMove(toWindow:)`; roots and presented
    /// controllers are driven explicitly instead (window installation, the transition engine).
    func rootViewWillMove(toWindow newWindow: UIWindow?) {
        guard appearanceFollowsWindowMoves, let parent, parent.shouldAutomaticallyForwardAppearanceMethods
        else { return }
        let parentShowing = parent.appearanceState == .appeared || parent.appearanceState == .appearing
        if newWindow != nil, parentShowing,
            appearanceState == .disappeared || appearanceState == .disappearing
        {
            beginAppearance(true, animated: false)
        } else if newWindow == nil, appearanceState == .appeared || appearanceState == .appearing {
            beginAppearance(false, animated: false)
        }
    }

    /// The hierarchy moved this controller's root view to another window: the transition started
    /// by `rootViewWillMove(toWindow:)` ends, unless the parent is itself half way through one (its
    /// `endAppearanceTransition` then ends the child's too).
    func rootViewDidMoveToWindow() {
        guard appearanceFollowsWindowMoves, let parent, parent.shouldAutomaticallyForwardAppearanceMethods
        else { return }
        switch appearanceState {
        case .appearing where parent.appearanceState == .appeared:
            endAppearance()
        case .disappearing where parent.appearanceState != .disappearing:
            endAppearance()
        case .disappearing where viewStorage?.window == nil && !isShownInParentView(parent):
            // Taken out of the parent's view (a split view controller hiding its column) while the
            // parent disappears: the parent's end reaches only the children shown in its view.
            endAppearance()
        default:
            break
        }
    }
}
