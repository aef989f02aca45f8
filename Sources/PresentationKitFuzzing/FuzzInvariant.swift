import PresentationKit

/// The invariants checked after every step (`checkAlways`) and at idle (`checkIdle`), each a named
/// check that returns messages on failure. The names are what findings and known defects cite.
@MainActor
public enum FuzzInvariant {
    /// `a.presentedViewController === b` ⇔ `b.presentingViewController === a` (or an ancestor of
    /// `a` presenting on its behalf), for the engine's own chain.
    nonisolated public static let presentationPairs = "presentationPairs"
    /// No controller has a transition coordinator once the hosts are idle.
    nonisolated public static let noTransitionAtIdle = "noTransitionAtIdle"
    /// Every controller's view is in the window exactly when no presentation that removes it
    /// covers it.
    nonisolated public static let viewsInWindow = "viewsInWindow"
    /// No container view is in a window without a live presentation.
    nonisolated public static let noOrphanContainer = "noOrphanContainer"
    /// At idle the window's direct subviews are the root view and the containers of live
    /// presentations: a controller's view put back after a dismissal sits
    /// where it came from, never loose in the window.
    nonisolated public static let windowHoldsOnlyRootAndContainers = "windowHoldsOnlyRootAndContainers"
    /// At idle, a presented controller's view (and its presentation's `presentedView`) in the
    /// window lies inside that presentation's container: never put back into another container,
    /// the root view or the window itself (issue 35).
    nonisolated public static let presentedViewInContainer = "presentedViewInContainer"
    /// At idle, presented views sit at `frameOfPresentedViewInContainerView`, which is a non-empty
    /// rectangle inside the container.
    nonisolated public static let presentedFrame = "presentedFrame"
    /// A tap at the screen's centre lands in the top-most presentation's hierarchy.
    nonisolated public static let centreTapHitsTop = "centreTapHitsTop"
    /// With nothing presented, the root view is in the window at the window's bounds.
    nonisolated public static let rootRestored = "rootRestored"
    /// Completions run once for accepted requests and never for dropped ones.
    nonisolated public static let completionsExactlyOnce = "completionsExactlyOnce"
    /// No NaN or infinity in any layer's presentation values.
    nonisolated public static let noNaN = "noNaN"
    /// Only diagnostics the step legitimately provoked.
    nonisolated public static let onlyProvokedDiagnostics = "onlyProvokedDiagnostics"
    /// A NaN frame is reported and changes nothing.
    nonisolated public static let badInputKeepsGeometry = "badInputKeepsGeometry"
    /// At idle, a controller has appeared exactly when its view is in the window, with balanced
    /// callbacks.
    nonisolated public static let appearanceMatchesWindow = "appearanceMatchesWindow"
    /// At idle, a custom presentation's dimming view is in its container at its dimmed alpha (its
    /// alongside animation ran).
    nonisolated public static let customChromeSettled = "customChromeSettled"
    /// At idle, a presented controller's view (and the view presented for it) is opaque and
    /// shown: nothing a transition animated is left behind (a dismissal's fade, say).
    nonisolated public static let presentedViewVisible = "presentedViewVisible"
    /// At idle, every scrolling list is at rest inside its range: no deceleration or spring left
    /// running, no rubber band left stretched (Behaviour 15.6–15.8).
    nonisolated public static let scrollSettled = "scrollSettled"
    /// At teardown every dismissed controller, presentation controller, animator and container
    /// is freed.
    nonisolated public static let teardownDeallocates = "teardownDeallocates"
    /// While the world holds an interactive transition (a finger on it, or paused again), its
    /// coordinator says `isInteractive`; once finished or cancelled it does not, and `isCancelled`
    /// says which; every coordinator's `percentComplete` is in 0…1 (Behaviour 6.5, 7.5, 12.4).
    nonisolated public static let interactiveCoordinator = "interactiveCoordinator"
    /// `initiallyInteractive` is the interactor's `wantsInteractiveStart` and never changes during
    /// the transition (Behaviour 12.10).
    nonisolated public static let initiallyInteractiveFixed = "initiallyInteractiveFixed"
    /// A transition finished or cancelled (or started without interaction) ends within
    /// `duration × (1 + 1/completionSpeed)` plus 0.1 s: none runs forever (Behaviour 12.6).
    nonisolated public static let interactionCompletes = "interactionCompletes"
    /// A transition ends as its last finish or cancel said: completed after finish, not after
    /// cancel (the animator completes with `!transitionWasCancelled`); one a finger holds does not
    /// end by itself; and its animator hears `animationEnded` when it ends.
    nonisolated public static let interactionOutcome = "interactionOutcome"
    /// After a cancelled interactive presentation the controller is not presented and its view is
    /// in no window; after a cancelled interactive dismissal it is still presented (unless a tap or
    /// drag on its host since the cancel dismissed it, as a user's gesture may), its view at
    /// `frameOfPresentedViewInContainerView` (Behaviour 8.3, 12.13).
    nonisolated public static let cancelledInteractionRestores = "cancelledInteractionRestores"
    /// The `notifyWhenInteractionChanges` handlers hear interactive and non-interactive in turn,
    /// starting with the opposite of `initiallyInteractive` (Behaviour 7.4, 12.12).
    nonisolated public static let interactionHandlersAlternate = "interactionHandlersAlternate"
    /// No property animator is left active once the transition it drove has ended.
    nonisolated public static let propertyAnimatorsEnded = "propertyAnimatorsEnded"
    /// An interaction the world never drove is reported once it has waited 10 s (Behaviour 12.15); any
    /// other such report breaks `onlyProvokedDiagnostics`.
    nonisolated public static let interactionWatchdog = "interactionWatchdog"

    /// Whenever constraint layout is settled (no engine has work pending, no view waits for
    /// `updateConstraints()`, no view in the window waits for a layout pass), every active required
    /// constraint installed in a host's window that the engine did not break (Behaviour 17.5)
    /// holds, to 1e-6, on the views' model geometry: each item's attribute computed from `bounds`,
    /// `center` and `layer.anchorPoint` (the untransformed frame), guides from `layoutFrame`, up
    /// through the superviews to the view the constraint is installed on, a scroll view's offset
    /// left out (the engine works in content coordinates, Behaviour 17.14). Checked after every
    /// step: mid-animation the model values are already the final ones.
    nonisolated public static let constraintsHold = "constraintsHold"

    /// At idle, every navigation controller the fuzzer's controllers show agrees with itself: its
    /// children are its stack; its bar's items are the stack's navigation items; shown in the
    /// window, its top controller's view is inside its view and no other stack controller's view is
    /// in the window; its bars are hidden exactly when it says so. A tab bar controller shows its
    /// selected tab's view and no other, and one bar item per tab; its tab bar is hidden exactly
    /// while a controller on the selected stack sets `hidesBottomBarWhenPushed`, and is back in its
    /// view along the bottom (a slide has landed). Every bar shown has heard how far its content is
    /// past its scroll edge now (Behaviour 16, 16.24, 16.25).
    nonisolated public static let navigationConsistent = "navigationConsistent"
    /// At idle, a bottom sheet (compact width, regular height) is as tall as the detent it rests
    /// at: `selectedDetentIdentifier` if one of its detents, else the smallest; the largest while a
    /// text input inside it is first responder (Behaviour 14.4, 14.8, 15.1). The heights are worked
    /// out here: `maximumDetentValue` = container height − top safe inset (a phone's 44-point status
    /// bar without one) − 10 −
    /// bottom safe inset, each detent its fraction of it, plus the bottom inset.
    nonisolated public static let sheetDetentAtRest = "sheetDetentAtRest"
    /// After every step the keyboard is up (or on its way up) exactly when a text input in the
    /// host's window is its first responder; at idle it rests at the bottom of the window
    /// (Behaviour 15.16).
    nonisolated public static let keyboardMatchesFirstResponder = "keyboardMatchesFirstResponder"
    /// At idle, no view in a window belongs to a controller whose last appearance callback was
    /// `viewDidDisappear`, found by walking the window (so a controller the fuzzer no longer names
    /// counts too), except the view of a controller presenting in a style that keeps its view
    /// (over full screen, over the current context, sheets and popovers: Behaviour 2.2), which
    /// `appearanceMatchesWindow` covers.
    nonisolated public static let disappearedViewsOutOfWindow = "disappearedViewsOutOfWindow"
    /// At idle, the window's root and every controller presented on it, with their children, have
    /// specified size classes, shown or covered: a controller a full-screen presentation covers keeps
    /// the traits of where it stands (Behaviour 13.23).
    nonisolated public static let traitsSpecified = "traitsSpecified"

    /// Every invariant's name.
    nonisolated public static let all = [
        presentationPairs, noTransitionAtIdle, viewsInWindow, noOrphanContainer,
        windowHoldsOnlyRootAndContainers, presentedViewInContainer, presentedFrame,
        centreTapHitsTop,
        rootRestored, completionsExactlyOnce, noNaN, onlyProvokedDiagnostics, badInputKeepsGeometry,
        appearanceMatchesWindow, customChromeSettled, presentedViewVisible, scrollSettled,
        teardownDeallocates,
        interactiveCoordinator, initiallyInteractiveFixed, interactionCompletes, interactionOutcome,
        cancelledInteractionRestores, interactionHandlersAlternate, propertyAnimatorsEnded,
        interactionWatchdog, constraintsHold, navigationConsistent, sheetDetentAtRest,
        keyboardMatchesFirstResponder, disappearedViewsOutOfWindow, traitsSpecified,
        listCellsMatchRows, tableContentSize, dataSourceInRange, splitCollapse,
    ]

    // MARK: After every step

    static func checkAlways(_ world: FuzzWorld, allowed: [(Diagnostic) -> Bool]) -> [FuzzViolation] {
        var violations: [FuzzViolation] = []
        func fail(_ name: String, _ message: String) {
            violations.append(FuzzViolation(invariant: name, message: message, step: world.stepIndex))
        }
        for (index, slot) in world.slots.enumerated() {
            for message in pairs(world, host: index) {
                fail(presentationPairs, "hosts[\(index)]: \(message)")
            }
            for message in nans(in: slot.host.window.layer) { fail(noNaN, "hosts[\(index)]: \(message)") }
            for message in constraintsHold(in: slot.host.window) {
                fail(constraintsHold, "hosts[\(index)]: \(message)")
            }
            for message in keyboard(slot.host, atRest: false) {
                fail(keyboardMatchesFirstResponder, "hosts[\(index)]: \(message)")
            }
            for message in outOfRangeRequests(world, host: index) {
                fail(dataSourceInRange, "hosts[\(index)]: \(message)")
            }
            for message in splitTransitions(world, host: index) {
                fail(splitCollapse, "hosts[\(index)]: \(message)")
            }
            let fresh = slot.host.diagnostics[slot.diagnosticsSeen...]
            slot.diagnosticsSeen = slot.host.diagnostics.count
            for diagnostic in fresh
            where !allowed.contains(where: { $0(diagnostic) })
                && !world.allowsInteractionDiagnostic(diagnostic, host: index)
            {
                fail(onlyProvokedDiagnostics, "hosts[\(index)]: \(diagnostic)")
            }
        }
        for (name, message) in interactions(world) { fail(name, message) }
        for (_, request) in world.requests.sorted(by: { $0.key < $1.key }) {
            if request.completions > 1 {
                fail(completionsExactlyOnce, "\(request.label): completion ran \(request.completions) times")
            } else if request.dropped && request.completions > 0 {
                fail(completionsExactlyOnce, "\(request.label) was dropped, yet its completion ran")
            }
        }
        return violations
    }

    // MARK: Interactive transitions

    /// The interaction invariants, after every step; a transition whose end they have checked is
    /// forgotten.
    static func interactions(_ world: FuzzWorld) -> [(String, String)] {
        var messages: [(String, String)] = []
        for index in world.slots.indices {
            for (_, controller) in world.liveControllers(host: index) {
                guard let coordinator = controller.transitionCoordinator else { continue }
                let percent = coordinator.percentComplete
                if !(percent.isFinite && percent >= -1e-9 && percent <= 1 + 1e-9) {
                    messages.append(
                        (
                            interactiveCoordinator,
                            "hosts[\(index)]: \(controller.name).transitionCoordinator.percentComplete is \(percent)"
                        ))
                }
            }
        }
        for id in world.interactionTracks.keys.sorted() {
            guard let track = world.interactionTracks[id], let record = track.current else { continue }
            let name =
                "hosts[\(track.host)]: the interactive \(record.isPresentation ? "presentation" : "dismissal") of c\(id)"
            func fail(_ invariant: String, _ message: String) {
                messages.append((invariant, "\(name) \(message)"))
            }
            let calls = record.handlerCalls
            for (position, call) in calls.enumerated()
            where call != (position.isMultiple(of: 2) ? !record.expectedInitial : record.expectedInitial) {
                fail(
                    interactionHandlersAlternate,
                    "(initiallyInteractive \(record.expectedInitial)): the interaction-change handler heard "
                        + "isInteractive \(calls)")
                break
            }
            // Only while it runs: a finish queued on a transition that completed inside its start
            // switches nothing.
            if record.outcome == nil || !record.endedDuringStart, calls.count != record.switches {
                fail(
                    interactionHandlersAlternate,
                    "was switched between interactive and not \(record.switches) times, yet the "
                        + "interaction-change handler heard \(calls.count) (\(calls))")
            }
            if let completed = record.outcome {
                messages += endChecks(world, track: track, record: record, completed: completed).map {
                    ($0.0, "\(name) \($0.1)")
                }
                track.current = nil
                continue
            }
            let now = world.slots[track.host].host.time
            if let controller = track.controller, controller.transitionCoordinator == nil {
                fail(
                    interactionOutcome,
                    "has no coordinator any more, yet its animator never heard animationEnded")
            }
            if let coordinator = track.controller?.transitionCoordinator {
                if record.seenInitial == nil {
                    record.seenInitial = coordinator.initiallyInteractive
                    if coordinator.initiallyInteractive != record.expectedInitial {
                        fail(
                            initiallyInteractiveFixed,
                            "has initiallyInteractive \(coordinator.initiallyInteractive), yet wantsInteractiveStart "
                                + "was \(record.expectedInitial)")
                    }
                } else if coordinator.initiallyInteractive != record.seenInitial {
                    fail(
                        initiallyInteractiveFixed,
                        "changed initiallyInteractive to \(coordinator.initiallyInteractive) mid-transition")
                }
                if coordinator.isInteractive != record.interactive {
                    fail(
                        interactiveCoordinator,
                        "should \(record.interactive ? "be" : "not be") interactive (\(describe(record))), yet "
                            + "transitionCoordinator.isInteractive is \(coordinator.isInteractive)")
                } else if coordinator.isCancelled != record.cancelled {
                    fail(
                        interactiveCoordinator,
                        "was last \(record.cancelled ? "cancelled" : "not cancelled"), yet "
                            + "transitionCoordinator.isCancelled is \(coordinator.isCancelled)")
                }
            }
            if !record.interactive {
                let base = record.release?.time ?? record.startTime
                let speed = record.release?.speed ?? 1
                let deadline = base + record.duration * (1 + 1 / speed) + 0.1
                if now > deadline {
                    fail(
                        interactionCompletes,
                        "is still running at t = \(now) (\(describe(record)); duration \(record.duration)): it "
                            + "should have ended by t = \(deadline)")
                }
            }
            if record.interactive && !record.driven && !record.watchdogReported
                && now - record.startTime > FuzzWorld.interactionPatience + 0.1
            {
                fail(
                    interactionWatchdog,
                    "was never driven since t = \(record.startTime), yet no interactionNeverDriven diagnostic came by "
                        + "t = \(now)")
            }
        }
        for (watch, label) in world.animatorWatches where watch.transitionEnded {
            if let animator = watch.animator, animator.state != .inactive {
                messages.append(
                    (
                        propertyAnimatorsEnded,
                        "\(label) is \(animator.state)\(animator.isRunning ? " and running" : "") after its transition "
                            + "ended"
                    ))
            }
        }
        world.animatorWatches.removeAll { $0.watch.animator == nil || $0.watch.transitionEnded }
        return messages
    }

    private static func describe(_ record: InteractionRecord) -> String {
        var parts = ["started at t = \(record.startTime)"]
        if let release = record.release {
            parts.append(
                "\(record.cancelled ? "cancelled" : "finished") at t = \(release.time), speed \(release.speed)"
            )
        } else if !record.interactive {
            parts.append("running without interaction")
        } else {
            parts.append("held")
        }
        return parts.joined(separator: ", ")
    }

    /// The checks once the transition told its animator `animationEnded(completed)`.
    private static func endChecks(
        _ world: FuzzWorld, track: InteractionTrack, record: InteractionRecord, completed: Bool
    ) -> [(String, String)] {
        var messages: [(String, String)] = []
        // Held by a finger, a transition stays where it is: only an animator that completes
        // inside the start ends one (its choice), or one whose views are in no window.
        if !record.endedDuringStart, !record.startedOutOfWindow, record.interactive {
            messages.append(
                (
                    interactionOutcome,
                    "ended \(completed ? "completed" : "cancelled") (\(describe(record))) while the world held it: "
                        + "nothing finished or cancelled it"
                ))
        }
        if !record.endedDuringStart, record.release != nil, !record.interactive, completed == record.cancelled
        {
            messages.append(
                (
                    interactionOutcome,
                    "ended \(completed ? "completed" : "cancelled") (\(describe(record))), yet its last call was "
                        + (record.cancelled ? "cancel()" : "finish()")
                ))
        }
        guard !completed, let controller = track.controller else { return messages }
        if record.isPresentation {
            if controller.presentingViewController != nil || controller.viewIfLoaded?.window != nil {
                messages.append(
                    (
                        cancelledInteractionRestores,
                        "was cancelled, yet c\(track.id) is \(controller.presentingViewController == nil ? "not " : "")"
                            + "presented and its view is \(controller.viewIfLoaded?.window == nil ? "not " : "")in the window"
                    ))
            }
            return messages
        }
        // A tap or drag on the host since the cancel may have taken the controller over, as a
        // user's gesture does: dismissed it, or moved its sheet (dragged, springing back).
        if let release = record.release, world.slots[track.host].lastUserGesture >= release.time {
            return messages
        }
        guard controller.presentingViewController != nil else {
            messages.append(
                (cancelledInteractionRestores, "was cancelled, yet c\(track.id) is no longer presented"))
            return messages
        }
        if let presentationController = controller.presentationController,
            let container = presentationController.containerView,
            let view = presentationController.presentedView,
            view.isDescendant(of: container)
        {
            let expected = presentationController.frameOfPresentedViewInContainerView
            let actual = untransformedFrame(of: view, in: container)
            if abs(actual.minX - expected.minX) > 0.5 || abs(actual.minY - expected.minY) > 0.5
                || abs(actual.width - expected.width) > 0.5 || abs(actual.height - expected.height) > 0.5
            {
                messages.append(
                    (
                        cancelledInteractionRestores,
                        "was cancelled, yet c\(track.id)'s presented view is at \(actual), not at "
                            + "frameOfPresentedViewInContainerView \(expected)"
                    ))
            }
        }
        return messages
    }

    /// Pairwise agreement of presented and presenting controllers.
    static func pairs(_ world: FuzzWorld, host: Int) -> [String] {
        var messages: [String] = []
        for (_, controller) in world.liveControllers(host: host) {
            if let presented = controller.presentedViewController {
                let presenting = presented.presentingViewController
                if !(presenting.map { isSelfOrAncestor($0, of: controller) } ?? false) {
                    messages.append(
                        "\(controller.name).presentedViewController is \(name(presented)), whose "
                            + "presentingViewController is \(presenting.map(name) ?? "nil")")
                }
            }
            if controller.parent == nil, let presenting = controller.presentingViewController,
                presenting.presentedViewController !== controller
            {
                messages.append(
                    "\(controller.name).presentingViewController is \(name(presenting)), whose "
                        + "presentedViewController is \(presenting.presentedViewController.map(name) ?? "nil")"
                )
            }
        }
        return messages
    }

    static func isSelfOrAncestor(_ candidate: UIViewController, of controller: UIViewController) -> Bool {
        var current: UIViewController? = controller
        while let node = current {
            if node === candidate { return true }
            current = node.parent
        }
        return false
    }

    static func name(_ controller: UIViewController) -> String {
        (controller as? FuzzController)?.name ?? "\(type(of: controller))"
    }

    /// NaN or infinite presentation values anywhere under `layer`.
    static func nans(in layer: CALayer) -> [String] {
        var messages: [String] = []
        var pending = [layer]
        while let node = pending.popLast() {
            pending.append(contentsOf: node.sublayers ?? [])
            guard let shown = node.presentation() else { continue }
            let t = shown.transform
            let values: [Double] = [
                shown.bounds.origin.x, shown.bounds.origin.y, shown.bounds.width, shown.bounds.height,
                shown.position.x, shown.position.y, Double(shown.opacity), shown.anchorPoint.x,
                shown.anchorPoint.y,
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41,
                t.m42,
                t.m43, t.m44,
            ].map { Double($0) }
            if values.contains(where: { !$0.isFinite }) {
                let owner = (node.delegate as? UIView).map { "\(type(of: $0))" } ?? "\(type(of: node))"
                messages.append(
                    "a layer of \(owner) shows bounds \(shown.bounds), position \(shown.position), "
                        + "opacity \(shown.opacity), transform \(t)")
            }
        }
        return messages
    }

    // MARK: Constraints

    /// The required constraints of `window`'s hierarchy that do not hold, once its constraint
    /// layout is settled (`constraintsHold`).
    static func constraintsHold(in window: UIWindow) -> [String] {
        // The window's own hierarchy, not `UIView.constraintLayoutIsSettled`: a dismissed
        // controller's view keeps an engine with work pending in no window, for as long as it lives.
        guard window.constraintLayoutIsSettledInHierarchy else { return [] }
        var views: [UIView] = []
        var pending: [UIView] = [window]
        while let view = pending.popLast() {
            // A view waiting for its layout pass has not taken the engine's frames yet.
            if view.layer.needsLayout() { return [] }
            views.append(view)
            pending.append(contentsOf: view.subviews)
        }
        var messages: [String] = []
        for host in views {
            for constraint in host.constraints
            where constraint.isActive && constraint.priority == .required && !constraint.isBrokenByEngine {
                guard let first = attributeValue(constraint.firstItem, constraint.firstAttribute, in: host)
                else { continue }
                var second = 0.0
                if let item = constraint.secondItem {
                    guard let value = attributeValue(item, constraint.secondAttribute, in: host) else {
                        continue
                    }
                    second = value
                }
                let target = Double(constraint.multiplier) * second + Double(constraint.constant)
                let error =
                    switch constraint.relation {
                    case .equal: abs(first - target)
                    case .lessThanOrEqual: first - target
                    case .greaterThanOrEqual: target - first
                    }
                guard error > 1e-6 else { continue }
                messages.append(
                    "\(constraint) (on a \(type(of: host))) does not hold: the first side is \(first), the "
                        + "second side \(target)")
            }
        }
        return messages
    }

    /// `attribute` of `item` (a view or a layout guide) in `host`'s coordinates as the engine sees
    /// them (a scroll view's offset left out); nil when the item is not below `host` or the
    /// attribute is not checked (baselines, which depend on fonts).
    static func attributeValue(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, in host: UIView)
        -> Double?
    {
        let plain: NSLayoutConstraint.Attribute
        var item = item
        switch attribute {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            // A margin attribute of a view is the plain attribute of its margins guide.
            guard let view = item as? UIView else { return nil }
            item = view.layoutMarginsGuide
            plain =
                switch attribute {
                case .leftMargin: .left
                case .rightMargin: .right
                case .topMargin: .top
                case .bottomMargin: .bottom
                case .leadingMargin: .leading
                case .trailingMargin: .trailing
                case .centerXWithinMargins: .centerX
                default: .centerY
                }
        default:
            plain = attribute
        }
        // The item's frame and the view whose (engine) coordinates it is in. Plain numbers, not
        // `CGRect`'s derived values: the engine may give a size below zero (content that does not
        // fit gives way below its compression resistance), which `minY`, `height`, `offsetBy`
        // would turn around.
        var x: Double
        var y: Double
        let width: Double
        let height: Double
        var container: UIView?
        switch item {
        case let view as UIView:
            let size = view.bounds.size
            (width, height) = (Double(size.width), Double(size.height))
            if view === host {
                (x, y) = (0, 0)
                container = nil
            } else {
                (x, y) = modelOrigin(of: view)
                container = view.superview
                let start = contentOrigin(of: container)
                (x, y) = (x - Double(start.x), y - Double(start.y))
            }
        case let guide as UILayoutGuide:
            guard let owner = guide.owningView else { return nil }
            let frame = guide.layoutFrame
            let start = contentOrigin(of: owner)
            (x, y) = (Double(frame.origin.x - start.x), Double(frame.origin.y - start.y))
            (width, height) = (Double(frame.size.width), Double(frame.size.height))
            container = owner
        default:
            return nil
        }
        while let current = container, current !== host {
            let outer = current.superview
            let offset = modelOrigin(of: current)
            let start = contentOrigin(of: outer)
            (x, y) = (x + offset.x - Double(start.x), y + offset.y - Double(start.y))
            container = outer
        }
        if container == nil, !(item === host) { return nil }
        switch plain {
        case .left, .leading: return x
        case .right, .trailing: return x + width
        case .top: return y
        case .bottom: return y + height
        case .centerX: return x + width / 2
        case .centerY: return y + height / 2
        case .width: return width
        case .height: return height
        default: return nil
        }
    }

    /// The origin of the view's frame without its transform, in its superview's bounds
    /// coordinates: its centre less the anchor point's share of its bounds' size.
    static func modelOrigin(of view: UIView) -> (x: Double, y: Double) {
        let size = view.bounds.size
        let anchor = view.layer.anchorPoint
        return (
            Double(view.center.x - anchor.x * size.width), Double(view.center.y - anchor.y * size.height)
        )
    }

    /// Where a view's bounds coordinates start in the coordinates the engine uses for it: its bounds
    /// origin, except a scroll view's (content coordinates, Behaviour 17.14).
    static func contentOrigin(of view: UIView?) -> CGPoint {
        guard let view, !(view is UIScrollView) else { return .zero }
        return view.bounds.origin
    }

    // MARK: At idle

    static func checkIdle(_ world: FuzzWorld) -> [FuzzViolation] {
        var violations: [FuzzViolation] = []
        func fail(_ name: String, _ message: String) {
            violations.append(FuzzViolation(invariant: name, message: message, step: world.stepIndex))
        }
        for (_, request) in world.requests.sorted(by: { $0.key < $1.key })
        where request.isOpen {
            fail(completionsExactlyOnce, "\(request.label) was accepted, yet its completion never ran")
        }
        for index in world.slots.indices {
            let checks: [(String, [String])] = [
                (noTransitionAtIdle, transitionsAtIdle(world, host: index)),
                (viewsInWindow, viewsInWindow(world, host: index)),
                (noOrphanContainer, orphanContainers(world, host: index)),
                (windowHoldsOnlyRootAndContainers, looseWindowSubviews(world, host: index)),
                (presentedViewInContainer, presentedViewsOutsideContainers(world, host: index)),
                (presentedFrame, presentedFrames(world, host: index)),
                (centreTapHitsTop, centreTap(world, host: index)),
                (rootRestored, rootRestored(world, host: index)),
                (appearanceMatchesWindow, appearance(world, host: index)),
                (customChromeSettled, customChrome(world, host: index)),
                (presentedViewVisible, presentedViewsVisible(world, host: index)),
                (scrollSettled, scrollSettled(world, host: index)),
                (navigationConsistent, navigation(world, host: index)),
                (sheetDetentAtRest, sheetDetents(world, host: index)),
                (keyboardMatchesFirstResponder, keyboard(world.slots[index].host, atRest: true)),
                (disappearedViewsOutOfWindow, disappearedViews(world, host: index)),
                (traitsSpecified, unspecifiedTraits(world, host: index)),
                (listCellsMatchRows, listCells(world, host: index)),
                (tableContentSize, tableContentSizes(world, host: index)),
                (splitCollapse, splits(world, host: index)),
            ]
            for (name, messages) in checks {
                for message in messages { fail(name, "hosts[\(index)]: \(message)") }
            }
        }
        return violations
    }

    static func transitionsAtIdle(_ world: FuzzWorld, host: Int) -> [String] {
        world.liveControllers(host: host).compactMap { _, controller in
            controller.transitionCoordinator == nil
                ? nil : "\(controller.name).transitionCoordinator is not nil at idle"
        }
    }

    /// Whether the presentation of `presented` removes its presenter's view.
    static func removesPresenter(_ presented: UIViewController) -> Bool {
        presented.presentationController?.shouldRemovePresentersView ?? false
    }

    /// Whether `controller`'s own presentation (not one by an ancestor) removes its view.
    static func isRemoved(_ controller: UIViewController, world: FuzzWorld, host: Int) -> Bool {
        world.livePresentations(host: host).contains { presented in
            presented.presentingViewController === controller && removesPresenter(presented)
        }
    }

    /// Whether the view `controller`'s view is placed in (its superview) is in the window, by the
    /// model: a child sits in its parent's view; a full-screen presentation's container in the
    /// window; a current-context one beside its presenter's view.
    static func isPlaced(_ controller: UIViewController, world: FuzzWorld, host: Int, depth: Int = 0) -> Bool
    {
        guard depth < 64 else { return false }
        if controller === world.slots[host].root { return true }
        if let parent = controller.parent {
            // A navigation controller shows its top controller only, a tab bar controller its
            // selected tab only (Behaviour 16).
            if let navigation = parent as? UINavigationController, navigation.topViewController !== controller
            {
                return false
            }
            if let tabs = parent as? UITabBarController, tabs.selectedViewController !== controller {
                return false
            }
            // A split view controller shows the columns its display mode says, and collapsed only
            // its primary stack (Behaviour 26.2, 26.4).
            if let split = parent as? UISplitViewController,
                let navigation = controller as? UINavigationController,
                !splitShows(navigation, in: split)
            {
                return false
            }
            return isShown(parent, world: world, host: host, depth: depth + 1)
        }
        guard let presenting = controller.presentingViewController,
            let presentationController = controller.presentationController
        else { return false }
        if presentationController.shouldPresentInFullscreen { return true }
        return isPlaced(presenting, world: world, host: host, depth: depth + 1)
    }

    /// Whether a column-style split view controller shows the column `navigation` stands in.
    static func splitShows(_ navigation: UINavigationController, in split: UISplitViewController) -> Bool {
        if split.isCollapsed { return split.viewControllers.first === navigation }
        let mode = split.displayMode
        let twoShown: Set<UISplitViewController.DisplayMode> = [
            .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary,
        ]
        func wraps(_ column: UISplitViewController.Column) -> Bool {
            guard let controller = split.viewController(for: column) else { return false }
            return controller === navigation || controller.navigationController === navigation
        }
        if wraps(.primary) {
            return split.style == .tripleColumn ? twoShown.contains(mode) : mode != .secondaryOnly
        }
        if wraps(.supplementary) { return mode != .secondaryOnly }
        return true
    }

    static func isShown(_ controller: UIViewController, world: FuzzWorld, host: Int, depth: Int = 0) -> Bool {
        isPlaced(controller, world: world, host: host, depth: depth)
            && !isRemoved(controller, world: world, host: host)
    }

    static func viewsInWindow(_ world: FuzzWorld, host: Int) -> [String] {
        world.liveControllers(host: host).compactMap { _, controller in
            guard let view = controller.viewIfLoaded else { return nil }
            let presented = controller.parent == nil && controller.presentingViewController != nil
            guard controller === world.slots[host].root || controller.parent != nil || presented else {
                return nil
            }
            let expected = isShown(controller, world: world, host: host)
            let actual = view.window === world.slots[host].host.window
            guard expected != actual else { return nil }
            return
                "\(controller.name).view is \(actual ? "in" : "not in") the window but should \(expected ? "be" : "not be")"
        }
    }

    static func orphanContainers(_ world: FuzzWorld, host: Int) -> [String] {
        let window = world.slots[host].host.window
        let live = world.livePresentations(host: host).compactMap { $0.presentationController?.containerView }
        return world.knownContainers.compactMap { view, label in
            guard view.window === window, !live.contains(where: { $0 === view }) else { return nil }
            return "\(label) is still in the window without a live presentation"
        }
    }

    static func looseWindowSubviews(_ world: FuzzWorld, host: Int) -> [String] {
        let window = world.slots[host].host.window
        let root = world.slots[host].root.viewIfLoaded
        let containers = world.livePresentations(host: host).compactMap {
            $0.presentationController?.containerView
        }
        return window.subviews.compactMap { subview in
            guard subview !== root, !containers.contains(where: { $0 === subview }) else { return nil }
            let owner = world.liveControllers(host: host).first { $0.controller.viewIfLoaded === subview }
            return
                "\(owner.map { "\($0.controller.name).view" } ?? "a \(type(of: subview))") is a direct subview of "
                + "the window outside the root view and every live container"
        }
    }

    static func presentedViewsOutsideContainers(_ world: FuzzWorld, host: Int) -> [String] {
        let window = world.slots[host].host.window
        return world.livePresentations(host: host).compactMap { presented in
            guard let controller = presented.presentationController else { return nil }
            let container = controller.containerView
            // Out of the window, `viewsInWindow` says whether the view should be there.
            let views = [presented.viewIfLoaded, controller.presentedView].compactMap { $0 }
            guard
                let stray = views.first(where: { view in
                    view.window === window && !(container.map { view.isDescendant(of: $0) } ?? false)
                })
            else { return nil }
            let place = stray.superview.map { superview in
                world.liveControllers(host: host).first { $0.controller.viewIfLoaded === superview }
                    .map { "\($0.controller.name).view" } ?? "a \(type(of: superview))"
            }
            return
                "\(presented.name)'s \(stray === presented.viewIfLoaded ? "view" : "presentedView") is in the window "
                + "inside \(place ?? "nothing"), outside its presentation's container"
                + (container == nil
                    ? " (it has none)" : container?.window == nil ? " (not in the window)" : "")
        }
    }

    /// The view's frame without its transform, in the container's coordinates.
    static func untransformedFrame(of view: UIView, in container: UIView) -> CGRect {
        let bounds = view.bounds
        let rect = CGRect(
            x: view.center.x - bounds.width / 2, y: view.center.y - bounds.height / 2, width: bounds.width,
            height: bounds.height)
        guard let superview = view.superview, superview !== container else { return rect }
        return superview.convert(rect, to: container)
    }

    static func presentedFrames(_ world: FuzzWorld, host: Int) -> [String] {
        var messages: [String] = []
        for presented in world.livePresentations(host: host) {
            guard let controller = presented.presentationController, let container = controller.containerView,
                container.window != nil
            else { continue }
            let expected = controller.frameOfPresentedViewInContainerView
            let bounds = container.bounds
            if !(expected.width > 0.5 && expected.height > 0.5)
                || expected.minX < bounds.minX - 0.5 || expected.minY < bounds.minY - 0.5
                || expected.maxX > bounds.maxX + 0.5 || expected.maxY > bounds.maxY + 0.5
            {
                messages.append(
                    "\(presented.name): frameOfPresentedViewInContainerView \(expected) is empty or outside the container \(bounds)"
                )
            }
            guard let view = controller.presentedView, view.isDescendant(of: container) else { continue }
            let actual = untransformedFrame(of: view, in: container)
            if abs(actual.minX - expected.minX) > 0.5 || abs(actual.minY - expected.minY) > 0.5
                || abs(actual.width - expected.width) > 0.5 || abs(actual.height - expected.height) > 0.5
            {
                messages.append(
                    "\(presented.name)'s presented view is at \(actual), not at frameOfPresentedViewInContainerView \(expected)"
                )
            }
        }
        return messages
    }

    static func centreTap(_ world: FuzzWorld, host: Int) -> [String] {
        let window = world.slots[host].host.window
        let centre = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        // Pre-order positions: a view later in this order is drawn (and hit) above earlier ones.
        var order: [ObjectIdentifier: Int] = [:]
        var pending: [UIView] = [window]
        while let view = pending.popLast() {
            order[ObjectIdentifier(view)] = order.count
            pending.append(contentsOf: view.subviews.reversed())
        }
        var top: (view: UIView, label: String, position: Int)?
        for presented in world.livePresentations(host: host) {
            guard let container = presented.presentationController?.containerView,
                container.window === window,
                let position = order[ObjectIdentifier(container)],
                container.convert(container.bounds, to: window).contains(centre)
            else { continue }
            // A sheet below its largest undimmed detent (Behaviour 14.11) or a popover's passthrough
            // views let a touch outside the presented view reach what is behind: such a container is
            // not the one the centre's tap must reach.
            if let presentedView = presented.presentationController?.presentedView,
                !presentedView.convert(presentedView.bounds, to: window).contains(centre),
                container.hitTest(container.convert(centre, from: window), with: nil) == nil
            {
                continue
            }
            if position > (top?.position ?? -1) {
                top = (container, "\(presented.name)'s container", position)
            }
        }
        let expected: (view: UIView, label: String, position: Int) =
            top ?? (world.slots[host].root.view!, "root.view", 0)
        guard let hit = window.hitTest(centre, with: nil) else {
            return ["a tap at the centre hits nothing; expected \(expected.label)"]
        }
        // A current-context container stands just above its context, among the context's siblings:
        // a sibling after it that overlaps the context (a cramped layout) is drawn, and hit, above
        // it, as any later sibling is. A controller's view there is no such sibling: it is stray.
        if !hit.isDescendant(of: expected.view), let superview = expected.view.superview,
            superview !== window,
            let index = superview.subviews.firstIndex(of: expected.view),
            superview.subviews[(index + 1)...].contains(where: { sibling in
                hit.isDescendant(of: sibling)
                    && !world.liveControllers(host: host).contains { $0.controller.viewIfLoaded === sibling }
            })
        {
            return []
        }
        guard hit.isDescendant(of: expected.view) else {
            let owner = world.liveControllers(host: host).first { hit.isDescendant(of: $0.controller.view) }
            return [
                "a tap at the centre lands in a \(type(of: hit))\(owner.map { " of \($0.controller.name)" } ?? ""), "
                    + "not in \(expected.label)"
            ]
        }
        return []
    }

    static func scrollSettled(_ world: FuzzWorld, host: Int) -> [String] {
        world.liveControllers(host: host).compactMap { _, controller in
            // Out of the window (under a pushed controller, say) a list's safe area and so its
            // adjusted inset are gone while its offset waits for it to come back, as in UIKit.
            guard let list = controller.list, list.window != nil else { return nil }
            let offset = list.contentOffset.y
            let inset = list.adjustedContentInset
            let top = -inset.top
            let bottom = max(top, list.contentSize.height + inset.bottom - list.bounds.height)
            if list.isDecelerating { return "\(controller.name).list is still decelerating at idle" }
            if offset < top - 0.001 || offset > bottom + 0.001 {
                return "\(controller.name).list rests at \(offset), outside \(top)…\(bottom)"
            }
            return nil
        }
    }

    static func rootRestored(_ world: FuzzWorld, host: Int) -> [String] {
        guard world.livePresentations(host: host).isEmpty else { return [] }
        let window = world.slots[host].host.window
        let view = world.slots[host].root.view!
        if view.superview !== window { return ["nothing is presented, yet root.view is not in the window"] }
        let frame = view.frame
        let bounds = window.bounds
        if abs(frame.minX - bounds.minX) > 0.5 || abs(frame.minY - bounds.minY) > 0.5
            || abs(frame.width - bounds.width) > 0.5 || abs(frame.height - bounds.height) > 0.5
        {
            return ["nothing is presented, yet root.view is at \(frame) in a window of \(bounds)"]
        }
        return []
    }

    static func appearance(_ world: FuzzWorld, host: Int) -> [String] {
        let window = world.slots[host].host.window
        var messages: [String] = []
        for (_, controller) in world.liveControllers(host: host) {
            if !controller.unbalancedAppearances.isEmpty {
                messages.append("\(controller.name) got unbalanced \(controller.unbalancedAppearances)")
            }
            guard let view = controller.viewIfLoaded, let appeared = controller.appeared else { continue }
            let inWindow = view.window === window
            if appeared != inWindow {
                messages.append(
                    "\(controller.name) last got \(appeared ? "viewDidAppear" : "viewDidDisappear") but its view is "
                        + (inWindow ? "in" : "not in") + " the window")
            }
        }
        return messages
    }

    static func presentedViewsVisible(_ world: FuzzWorld, host: Int) -> [String] {
        world.livePresentations(host: host).compactMap { presented in
            guard let controller = presented.presentationController, let container = controller.containerView,
                let view = presented.viewIfLoaded, view.isDescendant(of: container)
            else { return nil }
            let shown = [view, controller.presentedView].compactMap { $0 }
            guard let faded = shown.first(where: { $0.alpha < 0.999 || $0.isHidden }) else { return nil }
            return
                "\(presented.name) is presented, yet \(faded === view ? "its view" : "its presentedView") has "
                + "alpha \(faded.alpha)\(faded.isHidden ? " and is hidden" : "")"
        }
    }

    static func customChrome(_ world: FuzzWorld, host: Int) -> [String] {
        world.livePresentations(host: host).compactMap { presented in
            guard let controller = presented.presentationController as? DimmingPresentationController,
                let container = controller.containerView
            else { return nil }
            let dimming = controller.dimmingView
            guard dimming.superview === container,
                abs(dimming.alpha - DimmingPresentationController.dimmedAlpha) < 0.001
            else {
                return
                    "\(presented.name)'s dimming view is \(dimming.superview === container ? "in" : "not in") its "
                    + "container at alpha \(dimming.alpha), not \(DimmingPresentationController.dimmedAlpha)"
            }
            return nil
        }
    }
}
