import PresentationKit

/// A defect of the engine the fuzzer found and wrote down (Documentation/FuzzerFindings.md), with
/// the operation shape that triggers it, so that the quick pass can keep that shape out of its
/// generator while the engine is being fixed.
///
/// Each switch only removes operations from the generator; the invariants are never weakened.
/// Each open defect's reproduction runs as its own test under `withKnownIssue`: an expected
/// failure. When the engine fixes a defect, that test reports "known issue was not recorded"; then
/// add the case to `fixed`: its shape comes back into the quick pass and its reproduction becomes a
/// regression test that must pass.
public enum KnownDefect: String, CaseIterable, Hashable, Sendable {
    /// Issue defect 1: a rotation during, or right after, a dismissal of several levels traps the
    /// run loop (a freed unowned reference read in `FrameClock`).
    case trapOnDismissDuringRotation
    /// Issue defects 2 and 7: a rotation while a presentation has removed a view; the size
    /// coordinator never ends and the covered view keeps its old size.
    case rotationWhileCovered
    /// Issue defect 7 and the "never trigger presentedFrameMismatch" requirement: a
    /// rotation while a transition is pending or running leaves the presented view at its old
    /// frame, or reports a built-in controller's mid-transition frame as a mismatch.
    case rotationDuringTransition
    /// Issue defect 8: `.custom` with an animator that calls `completeTransition(true)`
    /// synchronously: alongside blocks never run (the dimming view stays at alpha 0).
    case synchronousAnimatorSkipsAlongside
    /// Issue defect 10: a NaN frame on a transformed or animating view is reported, yet its bounds
    /// change.
    case nanFrameOnTransformedView
    /// New: `present` from a controller whose view is in no window is dropped with a log line but
    /// no diagnostic on the host, so the request is silently lost.
    case presentFromOffscreenIsSilent
    /// Issue defects 3 and 6 (and 2's never-completing flip): dismissing more than one level (or a
    /// level whose children present over their context) restores views, appearance and
    /// containers wrongly.
    case stackDismissal
    /// Issue defect 5: a cancelled animated dismissal of a stack loses the levels under the top.
    case cancelledStackDismissal
    /// Issue defect 4: dismissing a presentation that removed a presented (or child) controller's
    /// view puts that view back in the wrong place (the window, outside its container).
    case restoreIntoContainer
    /// Issue defect 12: a current-context presentation covered by one that removes views gets no
    /// disappear callbacks.
    case coveredCurrentContextMissesDisappear
    /// New (the "card-stack scaled-back view" requirement): rotating while a sheet is
    /// stacked on a presented controller reports the scaled-back card as `presentedFrameMismatch`.
    case cardStackRotationMismatch
    /// Issue defect 11: a tap outside a popover while another transition runs: the user dismissal
    /// is dropped (and reported as app misuse).
    case popoverTapDuringTransition
    /// Related to issue defect 12 (new shape): a popover on a rotated tablet keeps a frame that
    /// leaves the container.
    case popoverAfterRotation
    /// New (related to 12): a presentation that removes a popover's source view (a current-context
    /// or full-screen one) changes the popover's `frameOfPresentedViewInContainerView` while the
    /// bubble stays where it was.
    case popoverSourceRemoved
    /// New (the "size changes reach every level"): after a rotation, a current-context
    /// container over a context-defining child of a presented controller collapses to zero height.
    case nestedContextContainerCollapses
    /// New (the "presentations made by a dismissed controller's children go with it"): a
    /// tap outside a popover dismisses it, but what its context-defining child presents stays
    /// presented, out of the window, without disappear callbacks.
    case userDismissalLeavesChildPresentations
    /// Issue defect 12: a popover whose permitted arrow side has no room gets an empty frame
    /// outside the container.
    case popoverWithoutRoom
    /// I1: a transition without animation whose animator starts its interruptible
    /// animator in `animateTransition` (the pattern Apple recommends) never completes: the engine
    /// runs `animateTransition` inside `UIView.performWithoutAnimation`, and a
    /// `UIViewPropertyAnimator` started there makes no animation and waits, paused, forever.
    case interruptibleWithoutAnimation
    /// I2: `finish()` or `cancel()` reaching an interruptible transition whose property
    /// animator is running (a quick flick queued before a start with `wantsInteractiveStart`
    /// false, or a second finish) makes the percent-driven interaction call
    /// `continueAnimation(withTimingParameters:durationFactor:)` on the running animator, which
    /// reports misuse (`invalidInput`, Behaviour 11.19) the app never committed; the completion speed is
    /// ignored.
    case interruptibleFinishWhileRunning
    /// I3: with `wantsInteractiveStart` false and an animator without an interruptible
    /// animator, the animations are not captured; `cancel()` then marks the transition cancelled
    /// but nothing runs them back: the animator completes `false` where its animations ended (a
    /// cancelled dismissal leaves the presented view off screen).
    case cancelWithoutCapture
    /// I4: a `UIViewPropertyAnimator` that runs to its end sets the animated property
    /// (here `center`) back to the value its block gave it, undoing what layout did meanwhile (a
    /// rotation during an interruptible transition): the presented view is left off its frame.
    case propertyAnimatorEndOverwritesLayout
    /// I5: a transition an interaction holds is reported as `transitionNeverCompleted`
    /// once `duration + 5 s` have passed since it began, though a finger holds (and drives) it; the
    /// watchdog meant for animators that never call `completeTransition` counts interactive time.
    case stuckWatchdogDuringInteraction
    /// I6: `finish()` or `cancel()` on an interaction controller that drives no
    /// transition (its last one ended, or none was asked for yet) is queued as if it were a quick
    /// flick (Behaviour 12.16) and applied to the next transition it drives, whenever that comes.
    case staleInteractionCall
    /// I7: a dismissal of several levels whose top level is presented over the current
    /// context of a level below it ends at once when it starts (its views leave the window with
    /// that level, so its animations end after a turn), even an interactive one a finger holds at
    /// 0 %: the interaction controller has no say.
    case interactiveStackDismissalCompletesAtOnce
    /// I8: a cancelled transition puts back the values its animations started from
    /// (captured: `end(restoringStart:)`; interruptible: the reversed animator's `.start`), even when
    /// layout changed them meanwhile: after a rotation during an interactive dismissal, a cancel
    /// leaves a full-screen presented view at its old centre with its new size.
    case cancelRestoreOverwritesLayout
    /// N1 (issue 34, in Navigation): a push, pop, stack change or tab selection while the
    /// navigation controller's view is out of the window (its presented owner dismissed or
    /// covered) or while a presentation transition runs on its host: appearance transitions are
    /// ended twice (`unbalancedAppearanceTransition`), or a stack's controller heard
    /// `viewDidAppear` while its view is out of the window. Likewise a dismissal that takes a
    /// stack away (or a presentation that covers it, or a turn of the device) while its push or pop
    /// runs.
    case navigationWhileCoveredOrMoving
    /// S1 (issue 34, in Presentation/Sheet): a detent selection (or any sheet change) while the
    /// sheet's presentation transition runs is dropped: at rest the sheet shows its old detent
    /// while `frameOfPresentedViewInContainerView` says the new one.
    case detentChangeDuringTransition
    /// L1 (found when the fuzzer grew blurs and snapshots, issue 30; no effect operation in the
    /// shrunk sequence): after turns of the device, a constraint change in the content of a
    /// `.custom` presentation over a current context leaves the presented view at its old frame
    /// while `frameOfPresentedViewInContainerView` says another.
    case layoutAfterTurnMisplacesCustom
    /// N2 (split from N1 once its appearance half was fixed; quick-pass seed 139): a presentation
    /// (or a dismissal, or a turn of the device) asked for while a stack's animated push runs leaves
    /// the pushed list's offset far above its top (−413 against a range from −44): the offset
    /// followed a passing safe-area inset and did not come back.
    case listOffsetAfterPushUnderPresentation

    /// One line: what goes wrong.
    public var summary: String {
        switch self {
        case .trapOnDismissDuringRotation:
            "defect 1: a rotation during or after a dismissal of several levels traps (FrameClock unowned read)"
        case .rotationWhileCovered:
            "defects 2, 7: rotating while a presentation removed a view leaves coordinators alive and the view at its old size"
        case .rotationDuringTransition:
            "defect 7 (+ mismatch requirement): rotating mid-transition leaves stale frames or reports presentedFrameMismatch"
        case .synchronousAnimatorSkipsAlongside:
            "defect 8: completeTransition(true) inside animateTransition skips alongside blocks"
        case .nanFrameOnTransformedView:
            "defect 10: a NaN frame on a transformed view is reported, yet its bounds change"
        case .presentFromOffscreenIsSilent:
            "new: present from an off-window controller is dropped without a host diagnostic"
        case .stackDismissal:
            "defects 2, 3, 6: dismissing several levels restores views and appearance wrongly"
        case .cancelledStackDismissal:
            "defect 5: a cancelled dismissal of a stack loses the levels under the top"
        case .popoverWithoutRoom:
            "defect 12: a popover whose only permitted arrow side has no room gets an empty frame"
        case .userDismissalLeavesChildPresentations:
            "new: a popover dismissed by a tap outside leaves what its children present behind"
        case .nestedContextContainerCollapses:
            "new: after a rotation a current-context container nested in a presented controller has zero height"
        case .popoverSourceRemoved:
            "new (related to 12): removing a popover's source view moves its frame but not the bubble"
        case .popoverAfterRotation:
            "defect 12 (new shape): a popover keeps a frame outside the container after a rotation"
        case .restoreIntoContainer:
            "defect 4: a presented view removed by a full-screen presentation comes back outside its container"
        case .coveredCurrentContextMissesDisappear:
            "defect 12: a current-context presentation covered by a full-screen one gets no disappear callbacks"
        case .cardStackRotationMismatch:
            "new: rotating with a sheet stacked on a presented controller reports the card stack as a frame mismatch"
        case .popoverTapDuringTransition:
            "defect 11: a tap outside a popover during another transition drops the user dismissal"
        case .interruptibleWithoutAnimation:
            "I1: a non-animated transition whose animator starts a property animator never completes"
        case .interruptibleFinishWhileRunning:
            "I2: finish/cancel on a running interruptible transition reports continueAnimation misuse"
        case .cancelWithoutCapture:
            "I3: cancel() after a non-interactive start without an interruptible animator runs nothing back"
        case .propertyAnimatorEndOverwritesLayout:
            "I4: a property animator's end undoes a layout made meanwhile (rotation mid-transition)"
        case .stuckWatchdogDuringInteraction:
            "I5: a held interactive transition is reported as never completed after duration + 5 s"
        case .staleInteractionCall:
            "I6: finish/cancel on an idle interaction controller is applied to its next transition"
        case .interactiveStackDismissalCompletesAtOnce:
            "I7: an interactive stack dismissal whose top covers a lower level's context completes at once"
        case .navigationWhileCoveredOrMoving:
            "N1: a push, pop or tab change while the navigation controller is out of the window or a transition runs unbalances appearance"
        case .detentChangeDuringTransition:
            "S1: a detent selected while the sheet's transition runs is dropped: the sheet rests at its old detent"
        case .cancelRestoreOverwritesLayout:
            "I8: a cancel after a rotation puts the presented view back at its pre-rotation centre"
        case .layoutAfterTurnMisplacesCustom:
            "L1: a constraint change in a .custom presentation after turns of the device leaves it at its old frame"
        case .listOffsetAfterPushUnderPresentation:
            "N2: a presentation asked for while a push runs leaves the pushed list's offset outside its range"
        }
    }

    /// Whether `operation` presents (or presents again) in a style that takes the presenter's view
    /// away: `.fullScreen` or `.currentContext`.
    @MainActor
    private static func presentsRemovingViews(_ operation: FuzzOperation, host: Int, in world: FuzzWorld)
        -> Bool
    {
        let style: UIModalPresentationStyle? =
            switch operation {
            case .present(_, let step): step.style
            case .presentAgain(_, _, let id, _, _):
                world.resolve(.presented(id), host: host)?.modalPresentationStyle
            default: nil
            }
        return style == .fullScreen || style == .currentContext
    }

    /// Whether `operation`, about to run in `world`, has this defect's shape.
    @MainActor
    public func excludes(_ operation: FuzzOperation, in world: FuzzWorld) -> Bool {
        // The list operations (issue 28) have the shapes of older ones: a resize is a turn of the
        // device, a row's selection a tap, and what a split view controller shows a navigation.
        switch operation {
        case .resize(let host, _, let duration):
            return excludes(.rotate(host: host, duration: duration), in: world)
        case .list(let host, _, .selectRow):
            return excludes(.tap(host: host, x: 0.5, y: 0.5), in: world)
        case .split(let host, let target, _) where self == .navigationWhileCoveredOrMoving:
            let split = world.resolve(target, host: host)?.stackContainer
            return split?.viewIfLoaded?.window == nil || world.hasOpenRequest(host: host)
                || world.liveControllers(host: host).contains { $0.controller.transitionCoordinator != nil }
        default: break
        }
        switch (self, operation) {
        case (.trapOnDismissDuringRotation, .dismiss(let host, let from, _, _)):
            // During a rotation; or a dismissal of several levels with a current-context one,
            // which leaves animating views behind for the next rotation to trap on.
            if world.isRotating(host: host) { return true }
            guard let target = world.resolve(from, host: host) else { return false }
            let levels = world.dismissedLevels(from: target, host: host)
            return levels.count > 1
                && levels.contains {
                    $0.presentationController.map { !$0.shouldPresentInFullscreen } ?? false
                }
        case (.trapOnDismissDuringRotation, .rotate(let host, _)):
            return world.hasOpenRequest(host: host)
        case (.rotationWhileCovered, .rotate(let host, _)):
            return world.liveControllers(host: host).contains { _, controller in
                controller.viewIfLoaded.map { $0.window == nil } ?? false
                    && (controller.parent != nil || controller.presentingViewController != nil
                        || controller === world.slots[host].root)
            }
        case (.rotationDuringTransition, .rotate(let host, _)):
            return world.hasOpenRequest(host: host)
        case (.rotationDuringTransition, .present(let host, _)),
            (.rotationDuringTransition, .dismiss(let host, _, _, _)):
            return world.isRotating(host: host)
        case (.synchronousAnimatorSkipsAlongside, .present(_, let step)):
            return step.style == .custom && step.animator == .completesSynchronously
        case (.nanFrameOnTransformedView, .nanFrame(let host, let target)):
            guard let view = world.resolve(target, host: host)?.viewIfLoaded else { return false }
            return !isIdentity(view.layer.transform) || !(view.layer.animationKeys() ?? []).isEmpty
                || (view.superview.map { !isIdentity($0.layer.transform) } ?? false)
        case (.presentFromOffscreenIsSilent, .present(let host, let step)):
            guard let from = world.resolve(step.from, host: host) else { return false }
            return from.viewIfLoaded?.window == nil
        case (.presentFromOffscreenIsSilent, .presentAgain(let host, let from, _, _, _)):
            guard let from = world.resolve(from, host: host) else { return false }
            return from.viewIfLoaded?.window == nil
        case (.stackDismissal, .dismiss(let host, let from, _, _)):
            guard let target = world.resolve(from, host: host) else { return false }
            return world.dismissedLevels(from: target, host: host).count > 1
        case (.cancelledStackDismissal, .dismiss(let host, let from, let animated, _)):
            guard animated, let target = world.resolve(from, host: host) else { return false }
            let levels = world.dismissedLevels(from: target, host: host)
            return levels.count > 1 && levels.contains { world.animatorKind(of: $0) == .cancelsDismissal }
        case (.restoreIntoContainer, .dismiss(let host, let from, _, _)):
            guard let target = world.resolve(from, host: host) else { return false }
            return world.dismissedLevels(from: target, host: host).contains { level in
                guard let presenting = level.presentingViewController,
                    level.presentationController?.shouldRemovePresentersView ?? false
                else { return false }
                return presenting.presentingViewController != nil || presenting.parent != nil
            }
        case (.coveredCurrentContextMissesDisappear, .present(let host, _)),
            (.coveredCurrentContextMissesDisappear, .presentAgain(let host, _, _, _, _)):
            guard Self.presentsRemovingViews(operation, host: host, in: world) else { return false }
            return world.livePresentations(host: host).contains { presented in
                presented.presentationController.map { !$0.shouldPresentInFullscreen } ?? false
            }
        case (.cardStackRotationMismatch, .rotate(let host, _)):
            let sheets: Set<UIModalPresentationStyle> = [.pageSheet, .formSheet, .automatic, .popover]
            return world.livePresentations(host: host).contains { presented in
                presented.presentedViewController.map { sheets.contains($0.modalPresentationStyle) } ?? false
            }
        case (.popoverTapDuringTransition, .tap(let host, _, _)),
            (.popoverTapDuringTransition, .drag(let host, _, _, _, _, _)),
            (.popoverTapDuringTransition, .tapCentre(let host)):
            return world.hasOpenRequest(host: host)
                && world.livePresentations(host: host).contains { $0.modalPresentationStyle == .popover }
        case (.popoverSourceRemoved, .present(let host, _)),
            (.popoverSourceRemoved, .presentAgain(let host, _, _, _, _)):
            guard Self.presentsRemovingViews(operation, host: host, in: world) else { return false }
            return world.livePresentations(host: host).contains { $0.modalPresentationStyle == .popover }
        case (.userDismissalLeavesChildPresentations, .tap(let host, _, _)),
            (.userDismissalLeavesChildPresentations, .tapCentre(let host)),
            (.userDismissalLeavesChildPresentations, .drag(let host, _, _, _, _, _)):
            // A tap or drag may dismiss a popover or sheet; keep it out while one has a child
            // that presents.
            return world.livePresentations(host: host).contains { presented in
                presented.children.contains { child in
                    child.presentedViewController?.presentingViewController === child
                }
            }
        case (.nestedContextContainerCollapses, .rotate(let host, _)):
            return world.livePresentations(host: host).contains { presented in
                guard let controller = presented.presentationController, !controller.shouldPresentInFullscreen
                else {
                    return false
                }
                return presented.presentingViewController?.parent?.presentingViewController != nil
            }
        case (.popoverAfterRotation, .rotate(let host, _)):
            return world.livePresentations(host: host).contains { $0.modalPresentationStyle == .popover }
        case (.popoverWithoutRoom, .present(_, let step)):
            return step.style == .popover && step.arrows != 0
        case (.interruptibleFinishWhileRunning, .interact(let host, let target, .finish)),
            (.interruptibleFinishWhileRunning, .interact(let host, let target, .cancel)):
            guard let track = world.interactionTracks[target], track.host == host,
                track.animatorKind == .interruptible
            else { return false }
            if let running = track.running { return !running.interactive }
            return track.pending && track.interactor?.wantsInteractiveStart == false
        case (.cancelWithoutCapture, .interact(let host, let target, .cancel)):
            guard let track = world.interactionTracks[target], track.host == host,
                track.animatorKind != .interruptible
            else { return false }
            if let running = track.running { return !running.expectedInitial }
            return track.pending && track.interactor?.wantsInteractiveStart == false
        case (.propertyAnimatorEndOverwritesLayout, .rotate(let host, _)):
            // While an interruptible transition is under way (its animator's blocks ran before
            // the rotation's layout).
            return world.liveControllers(host: host).contains { _, controller in
                world.animatorKind(of: controller) == .interruptible
                    && controller.transitionCoordinator != nil
            }
        case (.stuckWatchdogDuringInteraction, .advance(let seconds)):
            return world.interactionRunsLong(afterAdvancing: seconds, host: nil)
        case (.stuckWatchdogDuringInteraction, .drag(let host, _, _, _, _, let duration)):
            return world.interactionRunsLong(afterAdvancing: duration + 0.1, host: host)
        case (.stuckWatchdogDuringInteraction, .tap(let host, _, _)),
            (.stuckWatchdogDuringInteraction, .tapCentre(let host)):
            return world.interactionRunsLong(afterAdvancing: 0.1, host: host)
        case (.staleInteractionCall, .interact(let host, let target, .finish)),
            (.staleInteractionCall, .interact(let host, let target, .cancel)):
            guard let track = world.interactionTracks[target], track.host == host else { return false }
            return track.running == nil && !track.pending
        case (.interactiveStackDismissalCompletesAtOnce, .dismiss(let host, let from, true, _)):
            guard let target = world.resolve(from, host: host), let top = world.dismissalTop(from: target),
                world.dismissedLevels(from: target, host: host).count > 1,
                let track = world.interactionTracks.values.first(where: { $0.controller === top }),
                track.configuration.dismisses
            else { return false }
            return !(top.presentationController?.shouldPresentInFullscreen ?? true)
        case (.cancelRestoreOverwritesLayout, .rotate(let host, _)):
            return world.interactionTracks.values.contains { track in
                track.host == host && (track.running != nil || track.pending)
            }
        case (.navigationWhileCoveredOrMoving, .navigation(let host, let from, let action)):
            guard let controller = world.resolve(from, host: host) else { return false }
            let container: UIViewController? =
                if case .selectTab = action { controller.tabBarController } else {
                    controller.navigationController
                }
            return container?.viewIfLoaded?.window == nil || world.hasOpenRequest(host: host)
                || world.liveControllers(host: host).contains { $0.controller.transitionCoordinator != nil }
        case (.listOffsetAfterPushUnderPresentation, .dismiss(let host, _, _, _)),
            (.listOffsetAfterPushUnderPresentation, .present(let host, _)),
            (.listOffsetAfterPushUnderPresentation, .presentAgain(let host, _, _, _, _)),
            (.listOffsetAfterPushUnderPresentation, .rotate(let host, _)):
            // A presentation or dismissal covering or taking a stack away while its push or pop
            // runs, or a turn of the device then (long-mode seed 149, quick-pass seed 151).
            return world.liveControllers(host: host).contains { entry in
                entry.controller.parent is UINavigationController
                    && entry.controller.transitionCoordinator != nil
            }
        case (.layoutAfterTurnMisplacesCustom, .layout(let host, let target, _)):
            return world.resolve(target, host: host)?.modalPresentationStyle == .custom
        case (.detentChangeDuringTransition, .sheet(let host, _, let action)):
            if case .dragTop = action { return false }
            return world.hasOpenRequest(host: host)
        case (.interruptibleWithoutAnimation, .present(_, let step)):
            return step.animator == .interruptible && !step.animated
        case (.interruptibleWithoutAnimation, .presentAgain(let host, _, let id, let animated, _)):
            guard !animated, let controller = world.resolve(.presented(id), host: host) else { return false }
            return world.animatorKind(of: controller) == .interruptible
        case (.interruptibleWithoutAnimation, .dismiss(let host, let from, let animated, _)):
            guard !animated, let target = world.resolve(from, host: host),
                let top = world.dismissalTop(from: target)
            else { return false }
            return world.animatorKind(of: top) == .interruptible
        default:
            return false
        }
    }

    private func isIdentity(_ t: CATransform3D) -> Bool {
        t.m11 == 1 && t.m12 == 0 && t.m13 == 0 && t.m14 == 0 && t.m21 == 0 && t.m22 == 1 && t.m23 == 0
            && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m41 == 0 && t.m42 == 0
            && t.m43 == 0 && t.m44 == 1
    }

    /// The defects the engine fixed: their reproductions are regression tests that must pass, and
    /// their shapes are back in the generator.
    public static let fixed: Set<KnownDefect> = [
        .trapOnDismissDuringRotation, .rotationWhileCovered, .rotationDuringTransition,
        .synchronousAnimatorSkipsAlongside, .nanFrameOnTransformedView, .stackDismissal,
        .cancelledStackDismissal, .restoreIntoContainer, .popoverTapDuringTransition,
        .userDismissalLeavesChildPresentations, .popoverWithoutRoom, .cardStackRotationMismatch,
        .popoverAfterRotation, .popoverSourceRemoved, .nestedContextContainerCollapses,
        .presentFromOffscreenIsSilent, .coveredCurrentContextMissesDisappear,
        .interruptibleWithoutAnimation, .propertyAnimatorEndOverwritesLayout, .stuckWatchdogDuringInteraction,
        .interruptibleFinishWhileRunning, .cancelWithoutCapture, .staleInteractionCall,
        .cancelRestoreOverwritesLayout, .interactiveStackDismissalCompletesAtOnce,
        .detentChangeDuringTransition, .navigationWhileCoveredOrMoving, .listOffsetAfterPushUnderPresentation,
        .layoutAfterTurnMisplacesCustom,
    ]

    /// Whether the engine fixed this defect.
    public var isFixed: Bool { Self.fixed.contains(self) }

    /// The defects still open: the shapes the quick pass keeps out of its generator.
    public static var open: [KnownDefect] { allCases.filter { !$0.isFixed } }

    /// Whether the reproduction traps (defect 1): its test runs it in a child process.
    public var reproductionTraps: Bool { self == .trapOnDismissDuringRotation }

    /// The invariant the reproduction breaks today (nil: it traps).
    public var brokenInvariant: String? {
        switch self {
        case .trapOnDismissDuringRotation: nil
        case .rotationWhileCovered: FuzzInvariant.noTransitionAtIdle
        case .rotationDuringTransition, .popoverWithoutRoom, .popoverAfterRotation, .popoverSourceRemoved,
            .nestedContextContainerCollapses:
            FuzzInvariant.presentedFrame
        case .synchronousAnimatorSkipsAlongside: FuzzInvariant.customChromeSettled
        case .nanFrameOnTransformedView: FuzzInvariant.badInputKeepsGeometry
        case .presentFromOffscreenIsSilent: FuzzInvariant.completionsExactlyOnce
        case .stackDismissal, .cardStackRotationMismatch, .popoverTapDuringTransition:
            FuzzInvariant.onlyProvokedDiagnostics
        case .cancelledStackDismissal: FuzzInvariant.viewsInWindow
        case .restoreIntoContainer: FuzzInvariant.centreTapHitsTop
        case .userDismissalLeavesChildPresentations: FuzzInvariant.appearanceMatchesWindow
        case .coveredCurrentContextMissesDisappear: FuzzInvariant.appearanceMatchesWindow
        case .interruptibleWithoutAnimation, .interruptibleFinishWhileRunning,
            .propertyAnimatorEndOverwritesLayout, .stuckWatchdogDuringInteraction:
            FuzzInvariant.onlyProvokedDiagnostics
        case .cancelWithoutCapture, .cancelRestoreOverwritesLayout: FuzzInvariant.cancelledInteractionRestores
        case .staleInteractionCall, .interactiveStackDismissalCompletesAtOnce:
            FuzzInvariant.interactionOutcome
        case .navigationWhileCoveredOrMoving: FuzzInvariant.onlyProvokedDiagnostics
        case .listOffsetAfterPushUnderPresentation: FuzzInvariant.scrollSettled
        case .detentChangeDuringTransition, .layoutAfterTurnMisplacesCustom: FuzzInvariant.presentedFrame
        }
    }

    /// The minimal operation list the shrinker found (written down in
    /// Documentation/FuzzerFindings.md).
    public var reproduction: FuzzScenario {
        typealias Step = PresentStep
        switch self {
        case .trapOnDismissDuringRotation:
            return FuzzScenario(
                devices: [.tablet],
                operations: [
                    .present(
                        host: 0,
                        Step(
                            id: 4, from: .root, style: .overFullScreen, transition: .flipHorizontal,
                            animator: .slide)),
                    .runUntilIdle,
                    .present(
                        host: 0,
                        Step(
                            id: 5, from: .presented(4), style: .currentContext, transition: .flipHorizontal,
                            animator: .completesSynchronously, animated: false)),
                    .runUntilIdle,
                    .rotate(host: 0, duration: 0.3),
                    .dismiss(host: 0, from: .root, animated: false, request: 7),
                ])
        case .rotationWhileCovered:
            return FuzzScenario(
                devices: [.tablet],
                operations: [
                    .present(host: 0, Step(id: 7, from: .root, style: .automatic, embedsContext: true)),
                    .advance(seconds: 0.2), .advance(seconds: 1.0 / 3),
                    .present(
                        host: 0,
                        Step(
                            id: 13, from: .presented(7), style: .currentContext, transition: .crossDissolve,
                            animated: false)),
                    .advance(seconds: 0.25),
                    .rotate(host: 0, duration: 0.3),
                ])
        case .rotationDuringTransition:
            return FuzzScenario(
                devices: [.phone],
                operations: [
                    .present(host: 0, Step(id: 1, from: .root, style: .pageSheet)),
                    .advance(seconds: 8.0 / 60),
                    .rotate(host: 0, duration: 0),
                ])
        case .synchronousAnimatorSkipsAlongside:
            return FuzzScenario(
                devices: [.tablet],
                operations: [
                    .present(
                        host: 0, Step(id: 1, from: .root, style: .custom, animator: .completesSynchronously))
                ])
        case .nanFrameOnTransformedView:
            return FuzzScenario(
                devices: [.phone],
                operations: [
                    .present(host: 0, Step(id: 7, from: .root, style: .formSheet, animated: false)),
                    .runUntilIdle,
                    .nanFrame(host: 0, target: .root),
                ])
        case .presentFromOffscreenIsSilent:
            // The first shape found (presenting from inside a presentation that has not started)
            // is fixed; this one, presenting from a level of a stack that is being dismissed, is not.
            return FuzzScenario(
                devices: [.tablet],
                operations: [
                    .present(
                        host: 0,
                        Step(
                            id: 1, from: .root, style: .fullScreen, transition: .flipHorizontal,
                            animated: false)),
                    .advance(seconds: 0.2167),
                    .present(
                        host: 0,
                        Step(id: 4, from: .presented(1), style: .currentContext, transition: .flipHorizontal)),
                    .runUntilIdle,
                    .present(
                        host: 0,
                        Step(
                            id: 14, from: .presented(4), style: .overFullScreen,
                            animator: .completesSynchronously)),
                    .tapCentre(host: 0),
                    .rotate(host: 0, duration: 0.3),
                    .dismiss(host: 0, from: .rootContext, animated: true, request: 16),
                    .tapCentre(host: 0),
                    .present(
                        host: 0,
                        Step(
                            id: 17, from: .presented(1), style: .automatic, transition: .flipHorizontal,
                            animated: false, embedsContext: true, keptForReuse: true)),
                ])
        case .stackDismissal:
            return FuzzScenario(
                devices: [.phone],
                operations: [
                    .present(host: 0, Step(id: 3, from: .root, style: .overFullScreen)),
                    .runUntilIdle,
                    .present(
                        host: 0,
                        Step(id: 6, from: .presented(3), style: .fullScreen, transition: .flipHorizontal)),
                    .runUntilIdle,
                    .dismiss(host: 0, from: .root, animated: true, request: 8),
                ])
        case .cancelledStackDismissal:
            return FuzzScenario(
                devices: [.tablet],
                operations: [
                    .present(host: 0, Step(id: 1, from: .root, style: .formSheet)),
                    .runUntilIdle,
                    .present(
                        host: 0, Step(id: 2, from: .presented(1), style: .custom, animator: .cancelsDismissal)
                    ),
                    .runUntilIdle,
                    .dismiss(host: 0, from: .root, animated: true, request: 3),
                ])
        case .popoverWithoutRoom:
            return FuzzScenario(
                devices: [.tablet],
                operations: [
                    .present(
                        host: 0,
                        Step(
                            id: 8, from: .rootContext, style: .popover, animator: .cancelsDismissal,
                            embedsContext: true,
                            arrows: 8, sourceX: 0.7594, sourceY: 0.8163)),
                    .runUntilIdle,
                    .present(
                        host: 0,
                        Step(
                            id: 12, from: .presentedContext(8), style: .popover, transition: .crossDissolve,
                            arrows: 1,
                            sourceX: 0.9041, sourceY: 0.8459)),
                ])
        case .restoreIntoContainer:
            return FuzzScenario(
                devices: [.tablet],
                operations: [
                    .present(host: 0, Step(id: 2, from: .root, style: .pageSheet)),
                    .runUntilIdle,
                    .present(
                        host: 0,
                        Step(id: 18, from: .presented(2), style: .fullScreen, transition: .crossDissolve)),
                    .runUntilIdle,
                    .dismiss(host: 0, from: .presented(2), animated: true, request: 25),
                ])
        case .coveredCurrentContextMissesDisappear:
            return FuzzScenario(
                devices: [.tablet],
                operations: [
                    .present(host: 0, Step(id: 1, from: .rootContext, style: .currentContext)),
                    .runUntilIdle,
                    .present(host: 0, Step(id: 13, from: .root, style: .fullScreen, animated: false)),
                ])
        case .cardStackRotationMismatch:
            return FuzzScenario(
                devices: [.phone],
                operations: [
                    .present(host: 0, Step(id: 1, from: .root, style: .overFullScreen)),
                    .runUntilIdle,
                    .present(host: 0, Step(id: 4, from: .presented(1), style: .formSheet)),
                    .runUntilIdle,
                    .rotate(host: 0, duration: 0.3),
                    .rotate(host: 0, duration: 0.3),
                ])
        case .popoverTapDuringTransition:
            return FuzzScenario(
                devices: [.tablet],
                operations: [
                    .present(
                        host: 0,
                        Step(
                            id: 2, from: .rootContext, style: .overCurrentContext, animated: false,
                            embedsContext: true)),
                    .advance(seconds: 7.0 / 60),
                    .present(
                        host: 0,
                        Step(
                            id: 15, from: .root, style: .popover, transition: .flipHorizontal,
                            sourceX: 0.0269,
                            sourceY: 0.8812)),
                    .runUntilIdle,
                    .dismiss(host: 0, from: .presentedContext(2), animated: true, request: 16),
                    .tap(host: 0, x: 0.9369, y: 0.8139),
                ])
        case .userDismissalLeavesChildPresentations:
            return FuzzScenario(
                devices: [.tablet],
                operations: [
                    .present(
                        host: 0,
                        Step(
                            id: 2, from: .rootContext, style: .popover, animator: .slide, embedsContext: true,
                            sourceX: 0.3633, sourceY: 0.7164)),
                    .runUntilIdle,
                    .present(host: 0, Step(id: 5, from: .presentedContext(2), style: .overCurrentContext)),
                    .runUntilIdle,
                    .tap(host: 0, x: 0.0834, y: 0.647),
                ])
        case .nestedContextContainerCollapses:
            return FuzzScenario(
                devices: [.phone],
                operations: [
                    .present(
                        host: 0,
                        Step(
                            id: 12, from: .rootContext, style: .overCurrentContext,
                            transition: .crossDissolve,
                            animator: .slide, embedsContext: true)),
                    .runUntilIdle,
                    .present(
                        host: 0,
                        Step(id: 26, from: .presentedContext(12), style: .overCurrentContext, animated: false)
                    ),
                    .runUntilIdle,
                    .rotate(host: 0, duration: 0.3),
                ])
        case .popoverSourceRemoved:
            return FuzzScenario(
                devices: [.tablet],
                operations: [
                    .present(
                        host: 0,
                        Step(
                            id: 27, from: .rootContext, style: .popover, animator: .cancelsDismissal,
                            arrows: 2,
                            sourceX: 0.1896, sourceY: 0.9611)),
                    .runUntilIdle,
                    .present(
                        host: 0,
                        Step(
                            id: 40, from: .rootContext, style: .currentContext, transition: .flipHorizontal,
                            animator: .slide)),
                ])
        case .popoverAfterRotation:
            return FuzzScenario(
                devices: [.tablet],
                operations: [
                    .present(
                        host: 0, Step(id: 14, from: .root, style: .popover, sourceX: 0.6989, sourceY: 0.8437)),
                    .runUntilIdle,
                    .rotate(host: 0, duration: 0),
                ])
        case .interruptibleWithoutAnimation:
            // Shrunk from seed 13: the presentation waits until the 5.3 s watchdog and
            // past it; `transitionNeverCompleted`, no completion, the coordinator stays.
            return FuzzScenario(
                devices: [.tablet],
                operations: [
                    .present(
                        host: 0,
                        Step(
                            id: 13, from: .root, style: .pageSheet, animator: .interruptible, animated: false)
                    )
                ])
        case .interruptibleFinishWhileRunning:
            // Shrunk from seed 9: a quick flick (finish before the start, Behaviour 12.16) on a
            // transition that starts running; reported when the queued finish is applied.
            return FuzzScenario(
                devices: [.phone],
                operations: [
                    .present(
                        host: 0,
                        Step(
                            id: 15, from: .root, style: .currentContext, animator: .interruptible,
                            interaction: FuzzInteraction(dismisses: false, wantsInteractiveStart: false))),
                    .interact(host: 0, target: 15, .finish),
                    .runUntilIdle,
                ])
        case .cancelWithoutCapture:
            // Shrunk from seed 65 (there a quick flick cancelled a stack dismissal).
            return FuzzScenario(
                devices: [.phone],
                operations: [
                    .present(
                        host: 0,
                        Step(
                            id: 15, from: .root, style: .pageSheet, animator: .slide,
                            interaction: FuzzInteraction(presents: false, wantsInteractiveStart: false))),
                    .runUntilIdle,
                    .dismiss(host: 0, from: .presented(15), animated: true, request: 18),
                    .advance(seconds: 0.1),
                    .interact(host: 0, target: 15, .cancel),
                    .runUntilIdle,
                ])
        case .propertyAnimatorEndOverwritesLayout:
            // Seed 73: at 0.3 s the animator ends and moves the view's centre back to its portrait
            // value; the size transition then reports the mismatch.
            return FuzzScenario(
                devices: [.phone],
                operations: [
                    .present(
                        host: 0,
                        Step(
                            id: 9, from: .root, style: .overCurrentContext, animator: .interruptible,
                            interaction: FuzzInteraction(presents: false))),
                    .tapCentre(host: 0),
                    .rotate(host: 0, duration: 0.3),
                ])
        case .stuckWatchdogDuringInteraction:
            // Seeds 11, 60, 149: a finger holds the presentation half-way for 6 s.
            return FuzzScenario(
                devices: [.phone],
                operations: [
                    .present(
                        host: 0,
                        Step(
                            id: 1, from: .root, style: .custom, animator: .slide,
                            interaction: FuzzInteraction(dismisses: false))),
                    .advance(seconds: 0),
                    .interact(host: 0, target: 1, .update(0.5)),
                    .advance(seconds: 6),
                ])
        case .staleInteractionCall:
            // Seed 54: a cancel() while nothing is interactive (a gesture's .cancelled state, say)
            // cancels the next interactive dismissal as soon as it starts (at 0 %, at once).
            return FuzzScenario(
                devices: [.phone],
                operations: [
                    .present(
                        host: 0,
                        Step(
                            id: 1, from: .root, style: .custom, animator: .slide,
                            interaction: FuzzInteraction(presents: false))),
                    .runUntilIdle,
                    .interact(host: 0, target: 1, .cancel),
                    .dismiss(host: 0, from: .presented(1), animated: true, request: 2),
                    .advance(seconds: 0.1),
                ])
        case .interactiveStackDismissalCompletesAtOnce:
            // Seed 20090: c4 covers c1's context; root.dismiss takes c1 and c4, c4 animating.
            return FuzzScenario(
                devices: [.tablet],
                operations: [
                    .present(host: 0, Step(id: 1, from: .root, style: .automatic, animator: .springSlide)),
                    .runUntilIdle,
                    .present(
                        host: 0,
                        Step(
                            id: 4, from: .presented(1), style: .overCurrentContext, animator: .springSlide,
                            interaction: FuzzInteraction(presents: false))),
                    .runUntilIdle,
                    .dismiss(host: 0, from: .root, animated: true, request: 31),
                    .advance(seconds: 0),
                ])
        case .navigationWhileCoveredOrMoving:
            // Long-mode seed 8 (debug, 100 steps): the push reaches a stack whose owner the root
            // just dismissed without animation.
            return FuzzScenario(
                devices: [.tablet],
                operations: [
                    .present(
                        host: 0,
                        Step(
                            id: 43, from: .root, style: .currentContext, transition: .flipHorizontal,
                            animated: false, embedsContext: true, hasList: true, container: .navigation)),
                    .advance(seconds: 0.0116),
                    .present(
                        host: 0,
                        Step(
                            id: 45, from: .presented(43), style: .overCurrentContext,
                            animator: .interruptible,
                            animated: false, interaction: FuzzInteraction(wantsInteractiveStart: false),
                            hasList: true)),
                    .tapCentre(host: 0),
                    .dismiss(host: 0, from: .root, animated: false, request: 46),
                    .navigation(
                        host: 0, from: .stackRoot(43, 0),
                        .push(id: 47, animated: true, hasList: false, textField: false)),
                ])
        case .listOffsetAfterPushUnderPresentation:
            // Quick-pass seed 139, shrunk.
            return FuzzScenario(
                devices: [.tablet],
                operations: [
                    .present(
                        host: 0,
                        Step(
                            id: 2, from: .root, style: .overFullScreen, transition: .flipHorizontal,
                            hasList: true, container: .navigation)),
                    .runUntilIdle,
                    .navigation(
                        host: 0, from: .stackRoot(2, 0),
                        .push(id: 3, animated: true, hasList: true, textField: false)),
                    .present(
                        host: 0,
                        Step(
                            id: 5, from: .presented(2), style: .pageSheet, transition: .flipHorizontal,
                            keptForReuse: true, hasList: true, constrainedContent: true)),
                ])
        case .detentChangeDuringTransition:
            // Long-mode seed 26 (debug, 100 steps).
            return FuzzScenario(
                devices: [.tablet],
                operations: [
                    .present(host: 0, Step(id: 21, from: .root, style: .pageSheet, mediumDetent: true)),
                    .advance(seconds: 0.0012),
                    .sheet(host: 0, target: .presented(21), .select(.large, animated: true)),
                ])
        case .cancelRestoreOverwritesLayout:
            // Seed 20132 cancelled first and rotated while the cancel ran; rotating while a finger
            // holds the dismissal at 30 % and cancelling later shows the same.
            return FuzzScenario(
                devices: [.tablet],
                operations: [
                    .present(
                        host: 0,
                        Step(
                            id: 1, from: .root, style: .fullScreen, animator: .slide,
                            interaction: FuzzInteraction(presents: false))),
                    .runUntilIdle,
                    .dismiss(host: 0, from: .presented(1), animated: true, request: 2),
                    .advance(seconds: 0),
                    .interact(host: 0, target: 1, .update(0.3)),
                    .rotate(host: 0, duration: 0),
                    .advance(seconds: 0.1),
                    .interact(host: 0, target: 1, .cancel),
                    .runUntilIdle,
                ])
        case .layoutAfterTurnMisplacesCustom:
            // Quick-pass seed 127 once effect operations joined the generator, shrunk (phone).
            return FuzzScenario(
                devices: [.phone],
                operations: [
                    .present(
                        host: 0,
                        Step(
                            id: 1, from: .rootContext, style: .formSheet, transition: .crossDissolve,
                            embedsContext: true, mediumDetent: true)),
                    .runUntilIdle,
                    .present(
                        host: 0, Step(id: 5, from: .presented(1), style: .overCurrentContext, animated: false)
                    ),
                    .rotate(host: 0, duration: 0),
                    .rotate(host: 0, duration: 0),
                    .advance(seconds: 0),
                    .present(
                        host: 0,
                        Step(
                            id: 7, from: .presented(5), style: .custom, transition: .crossDissolve,
                            hasList: true,
                            constrainedContent: true)),
                    .rotate(host: 0, duration: 0.3),
                    .runUntilIdle,
                    .layout(host: 0, target: .presented(7), .toggleTitleHeight(animated: false)),
                ])
        }
    }
}
