import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// S5 · Apple's guide: right half, dim behind (seed 004).
@MainActor
@Suite("S5 · right half, dim behind")
struct S5RightHalfTests {
    private func presentationController(_ stage: S5Stage) -> S5PresentationController? {
        stage.presented.presentationController as? S5PresentationController
    }

    /// Presents and runs the presentation to its end.
    private func presented(animation: S5Animation = .slide) -> S5Stage {
        let stage = S5Stage(animation: animation)
        stage.present()
        stage.host.runUntilIdle()
        return stage
    }

    // MARK: Call order

    @Test("present: the whole call order (Behaviour 1.1, 1.2, 1.4, 1.6, 1.8, 1.10, 2.2)")
    func presentOrder() {
        let stage = S5Stage()
        stage.present()
        // 1.1, 1.2, 1.4: present consults the delegate before it returns (the presentation
        // controller first, then the animator and, as there is one, the interaction controller)...
        let consulted = [
            "delegate.presentationController(forPresented:)",
            "delegate.animationController(forPresented:)",
            "delegate.interactionControllerForPresentation",
        ]
        #expect(stage.log.entries == consulted)
        // ...and the transition's visible work starts on the next turn.
        stage.host.runUntilIdle()
        #expect(
            stage.log.entries == consulted + [
                "presented.viewDidLoad",
                // 1.6: with the container in place.
                "pc.presentationTransitionWillBegin",
                // 2.2: a .custom presentation keeps the presenting view: no presenting callbacks.
                "presented.viewWillAppear(true)",
                "pc.containerViewWillLayoutSubviews",
                "pc.containerViewDidLayoutSubviews",
                // 1.8
                "animator.transitionDuration",
                "animator.animateTransition",
                // 1.9: the container lays out again once the animator added the presented view.
                "pc.containerViewWillLayoutSubviews",
                "pc.containerViewDidLayoutSubviews",
                // 1.10: appearance finishes, then DidEnd, animationEnded, and the completion last.
                "presented.viewDidAppear(true)",
                "pc.presentationTransitionDidEnd(true)",
                "animator.animationEnded(true)",
                "present.completion",
            ])
    }

    @Test("dismiss: the whole call order (Behaviour 2.2, 3.2)")
    func dismissOrder() {
        let stage = presented()
        stage.log.clear()
        stage.dismiss()
        #expect(stage.log.entries.isEmpty)
        stage.host.runUntilIdle()
        #expect(
            stage.log.entries == [
                // 3.2: the dismissal animator, then (there is one) the interaction controller.
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal",
                "pc.dismissalTransitionWillBegin",
                // 2.2: no presenting callbacks on dismissal either.
                "presented.viewWillDisappear(true)",
                "animator.transitionDuration",
                "animator.animateTransition",
                // 3.2: DidEnd after completeTransition, the completion after viewDidDisappear.
                "presented.viewDidDisappear(true)",
                "pc.dismissalTransitionDidEnd(true)",
                "animator.animationEnded(true)",
                "dismiss.completion",
            ])
    }

    @Test("cancel: an animator completing with false (Behaviour 1.4, 1.6, 1.8, 1.10, 2.2)")
    func cancelOrder() {
        let stage = S5Stage(animation: .slideCancellingPresentation)
        stage.present()
        stage.host.runUntilIdle()
        #expect(
            stage.log.entries == [
                "delegate.presentationController(forPresented:)",
                "delegate.animationController(forPresented:)",
                "delegate.interactionControllerForPresentation",
                "presented.viewDidLoad",
                "pc.presentationTransitionWillBegin",
                "presented.viewWillAppear(true)",
                "pc.containerViewWillLayoutSubviews",
                "pc.containerViewDidLayoutSubviews",
                "animator.transitionDuration",
                "animator.animateTransition",
                "pc.containerViewWillLayoutSubviews",
                "pc.containerViewDidLayoutSubviews",
                // The appearance turns back; DidEnd(false) and animationEnded(false) follow; the
                // present completion does not run (as for a cancelled dismissal, Behaviour 3.6).
                "presented.viewWillDisappear(true)",
                "presented.viewDidDisappear(true)",
                "pc.presentationTransitionDidEnd(false)",
                "animator.animationEnded(false)",
            ])
    }

    @Test("the delegate returns nil: a full-screen presentation and dismissal (Behaviour 1.2, 2.1, 2.3, 4.1)")
    func nilPresentationControllerRunsFullScreen() {
        let stage = S5Stage(suppliesPresentationController: false)
        stage.present()
        stage.host.runUntilIdle()
        #expect(stage.presented.presentationController != nil)
        #expect(!(stage.presented.presentationController is S5PresentationController))
        #expect(stage.presented.view.frame == stage.host.window.bounds)
        #expect(stage.presenting.view.window == nil)
        #expect(
            stage.log.entries == [
                "delegate.presentationController(forPresented:)",
                "delegate.animationController(forPresented:)",
                "delegate.interactionControllerForPresentation",
                "presented.viewDidLoad",
                // 2.1: the presenting view leaves, so the presenting controller disappears around
                // the presented one's appearance.
                "presenting.viewWillDisappear(true)",
                "presented.viewWillAppear(true)",
                "animator.transitionDuration",
                "animator.animateTransition",
                "presented.viewDidAppear(true)",
                "presenting.viewDidDisappear(true)",
                "animator.animationEnded(true)",
                "present.completion",
            ])
        stage.log.clear()
        stage.dismiss()
        stage.host.runUntilIdle()
        #expect(stage.presenting.view.window === stage.host.window)
        #expect(stage.presented.view.window == nil)
        #expect(
            stage.log.entries == [
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal",
                // 2.3: the mirror image of 2.1.
                "presented.viewWillDisappear(true)",
                "presenting.viewWillAppear(true)",
                "animator.transitionDuration",
                "animator.animateTransition",
                "presenting.viewDidAppear(true)",
                "presented.viewDidDisappear(true)",
                "animator.animationEnded(true)",
                "dismiss.completion",
            ])
    }

    @Test("the guide's delegate without animators: the default transition runs (Behaviour 1.4)")
    func withoutAnimators() throws {
        let stage = S5Stage(animation: .none)
        stage.present()
        stage.host.advance(by: 0)
        let dim = try #require(presentationController(stage)?.dimmingView)
        stage.host.advance(by: 0.1)
        let alpha = try #require(dim.layer.presentation()).opacity
        #expect(alpha > 0 && alpha < 1)
        stage.host.runUntilIdle()
        #expect(stage.presented.view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
        #expect(dim.alpha == 1)
        #expect(
            stage.log.entries == [
                "delegate.presentationController(forPresented:)",
                // 1.4: no animator, so no interaction controller is asked for.
                "delegate.animationController(forPresented:)",
                "presented.viewDidLoad",
                "pc.presentationTransitionWillBegin",
                "presented.viewWillAppear(true)",
                "pc.containerViewWillLayoutSubviews",
                "pc.containerViewDidLayoutSubviews",
                "presented.viewDidAppear(true)",
                "pc.presentationTransitionDidEnd(true)",
                "present.completion",
            ])
        stage.dismiss()
        stage.host.runUntilIdle()
        #expect(stage.presented.view.window == nil)
        #expect(dim.superview == nil)
    }

    @Test(
        "the guide's delegate without animators: the dismissal asks only for its own animator (Behaviour 3.2)"
    )
    func withoutAnimatorsDismissOrder() {
        let stage = presented(animation: .none)
        stage.log.clear()
        stage.dismiss()
        stage.host.runUntilIdle()
        #expect(
            stage.log.entries == [
                // 3.2: only the dismissal animator is asked for; with none, no interaction controller.
                "delegate.animationController(forDismissed:)",
                "pc.dismissalTransitionWillBegin",
                "presented.viewWillDisappear(true)",
                "presented.viewDidDisappear(true)",
                "pc.dismissalTransitionDidEnd(true)",
                "dismiss.completion",
            ])
    }

    // MARK: The dimming view and the frame

    @Test("the dim is black at 40 %, below the presented view, filling the container, fading in")
    func dimFadesIn() throws {
        let stage = S5Stage()
        stage.present()
        stage.host.advance(by: 0)
        let controller = try #require(presentationController(stage))
        let dim = controller.dimmingView
        let container = try #require(controller.containerView)
        #expect(container.subviews.first === dim)
        #expect(container.subviews.last === stage.presented.view)
        #expect(dim.frame == container.bounds)
        #expect(container.bounds == stage.host.window.bounds)
        #expect(dim.backgroundColor == UIColor(white: 0, alpha: 0.4))
        #expect(try #require(dim.layer.presentation()).opacity == 0)
        var previous: Float = 0
        for _ in 0..<17 {
            stage.host.advance(by: 1.0 / 60)
            let alpha = try #require(dim.layer.presentation()).opacity
            #expect(alpha > previous && alpha < 1)
            previous = alpha
        }
        stage.host.runUntilIdle()
        #expect(dim.alpha == 1)
        #expect(try #require(dim.layer.presentation()).opacity == 1)
    }

    @Test("both controllers have a coordinator during the presentation, none after (Behaviour 1.6, 7.1)")
    func coordinatorOnBothSides() {
        let stage = S5Stage()
        #expect(stage.presented.transitionCoordinator == nil)
        stage.present()
        stage.host.advance(by: 0)
        #expect(stage.presented.transitionCoordinator != nil)
        #expect(stage.presenting.transitionCoordinator != nil)
        stage.host.runUntilIdle()
        #expect(stage.presented.transitionCoordinator == nil)
        #expect(stage.presenting.transitionCoordinator == nil)
    }

    @Test("the presented view slides in to the right half of the container")
    func rightHalf() throws {
        let stage = S5Stage()
        stage.present()
        stage.host.advance(by: 0)
        let start = try #require(stage.presented.view.layer.presentation()).frame
        #expect(start.minX == 390)
        stage.host.runUntilIdle()
        #expect(stage.presented.view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
        #expect(try #require(stage.presented.view.layer.presentation()).frame == stage.presented.view.frame)
    }

    @Test("the width is floored: a 375-point container gives (188, 0, 187, 667)")
    func widthFloored() {
        let stage = S5Stage(size: CGSize(width: 375, height: 667))
        stage.present()
        stage.host.runUntilIdle()
        #expect(stage.presented.view.frame == CGRect(x: 188, y: 0, width: 187, height: 667))
    }

    @Test("the dismissal fades the dim out and removes it; nothing of the presentation remains")
    func dismissalCleansUp() throws {
        let stage = presented()
        let controller = try #require(presentationController(stage))
        let dim = controller.dimmingView
        stage.dismiss()
        stage.host.advance(by: 0)
        stage.host.advance(by: S5SlideAnimator.duration / 2)
        let alpha = try #require(dim.layer.presentation()).opacity
        #expect(alpha > 0 && alpha < 1)
        stage.host.runUntilIdle()
        #expect(dim.superview == nil)
        #expect(stage.presented.view.window == nil)
        #expect(stage.host.window.subviews.count == 1)
        #expect(stage.host.window.subviews.first === stage.presenting.view)
        #expect(stage.presenting.presentedViewController == nil)
        #expect(stage.presented.presentingViewController == nil)
        #expect(stage.presented.presentationController == nil)
    }

    // MARK: Variants

    @Test("non-animated present and dismiss: everything at once, no time passes (Behaviour 6.4)")
    func nonAnimated() throws {
        let stage = S5Stage()
        stage.present(animated: false)
        stage.host.advance(by: 0)
        let controller = try #require(presentationController(stage))
        let dim = controller.dimmingView
        #expect(dim.alpha == 1)
        #expect(try #require(dim.layer.presentation()).opacity == 1)
        let rightHalf = CGRect(x: 195, y: 0, width: 195, height: 844)
        #expect(stage.presented.view.frame == rightHalf)
        #expect(try #require(stage.presented.view.layer.presentation()).frame == rightHalf)
        stage.host.runUntilIdle()
        #expect(stage.host.time == 0)
        #expect(
            stage.log.entries == [
                "delegate.presentationController(forPresented:)",
                "delegate.animationController(forPresented:)",
                "delegate.interactionControllerForPresentation",
                "presented.viewDidLoad",
                "pc.presentationTransitionWillBegin",
                "presented.viewWillAppear(false)",
                "pc.containerViewWillLayoutSubviews",
                "pc.containerViewDidLayoutSubviews",
                "animator.transitionDuration",
                "animator.animateTransition",
                "pc.containerViewWillLayoutSubviews",
                "pc.containerViewDidLayoutSubviews",
                "presented.viewDidAppear(false)",
                "pc.presentationTransitionDidEnd(true)",
                "animator.animationEnded(true)",
                "present.completion",
            ])
        stage.log.clear()
        stage.dismiss(animated: false)
        stage.host.advance(by: 0)
        #expect(dim.alpha == 0)
        stage.host.runUntilIdle()
        #expect(stage.host.time == 0)
        #expect(dim.superview == nil)
        #expect(stage.presented.view.window == nil)
        #expect(stage.presenting.presentedViewController == nil)
        #expect(
            stage.log.entries == [
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal",
                "pc.dismissalTransitionWillBegin",
                "presented.viewWillDisappear(false)",
                "animator.transitionDuration",
                "animator.animateTransition",
                "presented.viewDidDisappear(false)",
                "pc.dismissalTransitionDidEnd(true)",
                "animator.animationEnded(true)",
                "dismiss.completion",
            ])
    }

    @Test("a cancelled presentation: the dim is gone, nothing is presented, no completion (listing 11-4)")
    func cancelledPresentationLeavesNothing() throws {
        let stage = S5Stage(animation: .slideCancellingPresentation)
        var completed = false
        stage.presenting.present(stage.presented, animated: true) { completed = true }
        stage.host.advance(by: 0)
        let dim = try #require(presentationController(stage)?.dimmingView)
        #expect(dim.superview != nil)
        stage.host.runUntilIdle()
        #expect(!completed)
        #expect(dim.superview == nil)
        #expect(stage.presenting.presentedViewController == nil)
        #expect(stage.presented.presentingViewController == nil)
        #expect(stage.presented.presentationController == nil)
        #expect(stage.presented.view.window == nil)
        #expect(stage.host.window.subviews.count == 1)
        #expect(stage.host.window.subviews.first === stage.presenting.view)
        // Nothing is left blocked: the same controller presents again.
        stage.presented.transitionDelegate.animation = .slide
        stage.present()
        stage.host.runUntilIdle()
        #expect(stage.presenting.presentedViewController === stage.presented)
        #expect(stage.presented.view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
    }

    @Test("a resize while presented: the presented view takes the right half of the new size")
    func resizeWhilePresented() throws {
        let stage = presented()
        let controller = try #require(presentationController(stage))
        stage.host.resize(to: CGSize(width: 844, height: 390))
        stage.host.runUntilIdle()
        let container = try #require(controller.containerView)
        #expect(container.bounds == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(stage.presented.view.frame == CGRect(x: 422, y: 0, width: 422, height: 390))
        #expect(controller.dimmingView.frame == container.bounds)
        #expect(stage.presenting.presentedViewController === stage.presented)
    }

    // MARK: The host's record

    /// The host's record of calls into app code, in the hand log's words: roles for receivers,
    /// member names without labels (flags kept), repeated layout passes folded as the log folds them.
    private func recordedCalls(_ host: HeadlessHost) -> [String] {
        let roles = [
            "S5TransitioningDelegate": "delegate", "S5PresentationController": "pc",
            "S5SlideAnimator": "animator",
            "S5PresentedViewController": "presented", "S5PresentingViewController": "presenting",
        ]
        var calls: [String] = []
        for record in host.callbackRecords {
            if record.callback == "presentation completion" {
                calls.append("present.completion")
                continue
            }
            if record.callback == "dismissal completion" {
                calls.append("dismiss.completion")
                continue
            }
            guard let role = roles[record.receiver] else { continue }
            var name = record.callback
            if let open = name.firstIndex(of: "(") {
                let argument = name[name.index(after: open)...].dropLast()
                name =
                    String(name[..<open]) + (argument == "true" || argument == "false" ? "(\(argument))" : "")
            }
            let call = "\(role).\(name)"
            if call == "pc.containerViewWillLayoutSubviews" || call == "pc.containerViewDidLayoutSubviews",
                calls.suffix(2) == [
                    "pc.containerViewWillLayoutSubviews", "pc.containerViewDidLayoutSubviews",
                ],
                call == "pc.containerViewWillLayoutSubviews"
            {
                calls.removeLast(2)
            }
            calls.append(call)
        }
        return calls
    }

    private func handLog(_ stage: S5Stage) -> [String] {
        stage.log.entries.map { entry in
            guard let open = entry.firstIndex(of: "(") else { return entry }
            let argument = entry[entry.index(after: open)...].dropLast()
            return String(entry[..<open]) + (argument == "true" || argument == "false" ? "(\(argument))" : "")
        }
    }

    @Test("the host's callback record equals the hand-recorded call order, present and dismiss")
    func callbackRecordsMatchTheLog() {
        let stage = S5Stage()
        stage.host.recordsCallbacks = true
        stage.present()
        stage.host.runUntilIdle()
        stage.dismiss()
        stage.host.runUntilIdle()
        #expect(handLog(stage).count > 20, "the log holds the whole present and dismiss")
        #expect(recordedCalls(stage.host) == handLog(stage))
    }
}
