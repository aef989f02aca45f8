import PresentationKit
import PresentationKitFuzzing
import Testing

/// The composition operations (issue 34, 35) do what they say, and their invariants notice what
/// they are meant to.
@MainActor
@Suite("Fuzzer composition")
struct CompositionTests {
    @Test(
        "a blur animating in over a presented view and a snapshot of it during the dismissal leave the window clean (Behaviour 25.1, 25.4)"
    )
    func blurAndSnapshotDuringTransitions() {
        let world = FuzzWorld(devices: [.phone])
        let steps: [FuzzOperation] = [
            .present(host: 0, PresentStep(id: 1, from: .root, style: .overFullScreen)),
            .advance(seconds: 0.05),
            .effect(
                host: 0, target: .presented(1), .blur(style: UIBlurEffect.Style.dark.rawValue, animated: true)
            ),
            .effect(host: 0, target: .presented(1), .snapshot(afterScreenUpdates: false)),
            .advance(seconds: 0.1),
            .effect(host: 0, target: .presented(1), .snapshot(afterScreenUpdates: true)),
            .runUntilIdle,
            .effect(host: 0, target: .presented(1), .clearBlur(animated: true)),
            .dismiss(host: 0, from: .presented(1), animated: true, request: 2),
            .runUntilIdle,
        ]
        var presented: UIViewController?
        for (index, step) in steps.enumerated() {
            let violations = world.perform(step).map { "\($0)" }.joined(separator: "; ")
            if !violations.isEmpty { Issue.record("\(step): \(violations)") }
            if index == 7 { presented = world.resolve(.presented(1), host: 0) }
        }
        guard let controller = presented else {
            Issue.record("c1 was not presented")
            return
        }
        if controller.presentingViewController != nil || controller.viewIfLoaded?.window != nil {
            Issue.record("c1 is still presented after its dismissal")
        }
        let effectViews = controller.view.subviews.compactMap { $0 as? UIVisualEffectView }
        if effectViews.count != 1 || effectViews.first?.effect != nil {
            Issue.record("c1's view should hold one blur view with its effect cleared: \(effectViews.count)")
        }
    }

    @Test("effects pass: 100 seeds × 50 steps with blurs and snapshots, every invariant after every step")
    func effectsPass() {
        let excluded = Set(KnownDefect.open)
        var kinds: Set<String> = []
        for seed in UInt64(1001)...1100 {
            let outcome = Fuzzer.run(seed: seed, steps: 50, excluding: excluded, effects: true)
            for operation in outcome.scenario.operations { kinds.insert(operation.kindName) }
            guard let violation = outcome.violations.first else { continue }
            let small = Fuzzer.shrink(
                outcome.scenario, invariant: violation.invariant, excluding: excluded, maximumReplays: 300)
            Issue.record("seed \(seed): \(violation)\nminimal sequence:\n\(small)")
            return
        }
        #expect(kinds.isSuperset(of: ["blur", "clearBlur", "snapshot"]))
        // Off by default: a seed keeps the sequence it made before effects joined.
        let plain = Fuzzer.run(seed: 7, steps: 50).scenario.operations.map(\.kindName)
        #expect(!plain.contains("blur") && !plain.contains("snapshot"))
    }

    @Test("an edge pan that stops short cancels the pop, one across the screen finishes it (Behaviour 16.12)")
    func edgePanPop() throws {
        let world = FuzzWorld(devices: [.phone])
        let steps: [FuzzOperation] = [
            .present(host: 0, PresentStep(id: 1, from: .root, style: .fullScreen, container: .navigation)),
            .runUntilIdle,
            .navigation(
                host: 0, from: .stackRoot(1, 0),
                .push(id: 2, animated: true, hasList: false, textField: false)),
            .runUntilIdle,
            .navigation(host: 0, from: .presented(2), .edgePan(distance: 0.2, duration: 1)),
            .runUntilIdle,
        ]
        for step in steps { #expect(world.perform(step) == [], "\(step)") }
        let navigation = try #require(world.resolve(.stackRoot(1, 0), host: 0)?.navigationController)
        #expect(navigation.viewControllers.count == 2)
        #expect(
            world.perform(.navigation(host: 0, from: .presented(2), .edgePan(distance: 0.9, duration: 0.3)))
                == [])
        #expect(world.perform(.runUntilIdle) == [])
        #expect(navigation.viewControllers.count == 1)
        #expect(world.resolve(.presented(2), host: 0) == nil)
        // A bar hidden behind the navigation controller's back is noticed.
        navigation.navigationBar.isHidden = true
        #expect(world.perform(.runUntilIdle).map(\.invariant) == [FuzzInvariant.navigationConsistent])
        navigation.navigationBar.isHidden = false
        #expect(world.perform(.runUntilIdle) == [])
    }

    @Test("a tab change while a sheet is up, then a pop to the root, leave one view per stack (Behaviour 16)")
    func tabsUnderASheet() throws {
        let world = FuzzWorld(devices: [.tablet])
        let steps: [FuzzOperation] = [
            .present(host: 0, PresentStep(id: 1, from: .root, style: .overFullScreen, container: .tabs)),
            .runUntilIdle,
            .navigation(
                host: 0, from: .stackRoot(1, 0),
                .push(id: 2, animated: false, hasList: true, textField: false)),
            .present(host: 0, PresentStep(id: 3, from: .presented(2), style: .formSheet)),
            .navigation(host: 0, from: .stackRoot(1, 0), .selectTab(1)),
            .runUntilIdle,
            .dismiss(host: 0, from: .presented(3), animated: true, request: 4),
            .runUntilIdle,
            .navigation(host: 0, from: .stackRoot(1, 0), .popToRoot(animated: true)),
            .runUntilIdle,
        ]
        for step in steps { #expect(world.perform(step) == [], "\(step)") }
        let tabs = try #require(world.resolve(.stackRoot(1, 0), host: 0)?.tabBarController)
        #expect(tabs.selectedIndex == 1)
        #expect(world.resolve(.stackRoot(1, 0), host: 0)?.navigationController?.viewControllers.count == 1)
        #expect(world.teardown() == [])
    }

    @Test(
        "a bottom sheet rests at the detent selected, with or without animateChanges (Behaviour 14.3, 14.8, 14.10)"
    )
    func detents() throws {
        let world = FuzzWorld(devices: [.phone])
        #expect(world.perform(.present(host: 0, PresentStep(id: 1, from: .root, style: .pageSheet))) == [])
        #expect(world.perform(.runUntilIdle) == [])
        #expect(
            world.perform(.sheet(host: 0, target: .presented(1), .detents([.small, .medium, .large]))) == [])
        let controller = try #require(world.resolve(.presented(1), host: 0))
        let sheet = try #require(controller.presentationController as? UISheetPresentationController)
        let container = try #require(sheet.containerView)
        func restingHeight(_ detent: FuzzDetent?, animated: Bool) -> CGFloat {
            #expect(
                world.perform(.sheet(host: 0, target: .presented(1), .select(detent, animated: animated)))
                    == [])
            #expect(world.perform(.runUntilIdle) == [])
            return controller.view.frame.height - container.safeAreaInsets.bottom
        }
        let large = restingHeight(.large, animated: true)
        let medium = restingHeight(.medium, animated: true)
        let small = restingHeight(.small, animated: false)
        let unselected = restingHeight(nil, animated: true)
        #expect(large > 500)
        #expect(abs(medium - 0.5 * large) < 0.5)
        #expect(abs(small - 0.3 * large) < 0.5)
        #expect(abs(unselected - small) < 0.5)
    }

    @Test(
        "a text field in a sheet brings the keyboard up and the sheet to its largest detent; resigning takes both back (Behaviour 15.1, 15.16)"
    )
    func keyboardInASheet() throws {
        let world = FuzzWorld(devices: [.phone])
        let step = PresentStep(id: 1, from: .root, style: .pageSheet, mediumDetent: true, textField: true)
        #expect(world.perform(.present(host: 0, step)) == [])
        #expect(world.perform(.runUntilIdle) == [])
        let controller = try #require(world.resolve(.presented(1), host: 0))
        let atMedium = controller.view.frame.height
        #expect(world.perform(.editing(host: 0, target: .presented(1), begins: true)) == [])
        #expect(world.perform(.runUntilIdle) == [])
        let host = world.hosts[0]
        #expect(host.keyboardFrame != nil && host.firstResponder === controller.textField)
        #expect(controller.view.frame.height > atMedium + 100)
        #expect(world.perform(.editing(host: 0, target: .presented(1), begins: false)) == [])
        #expect(world.perform(.runUntilIdle) == [])
        #expect(host.keyboardFrame == nil)
        #expect(abs(controller.view.frame.height - atMedium) < 0.5)
    }

    @Test(
        "constraint changes in and out of an animation, during a dismissal, end at the constraints' solution")
    func layoutChanges() throws {
        let world = FuzzWorld(devices: [.phone])
        let step = PresentStep(
            id: 2, from: .root, style: .formSheet, keptForReuse: true, constrainedContent: true)
        #expect(world.perform(.present(host: 0, step)) == [])
        #expect(world.perform(.runUntilIdle) == [])
        let controller = try #require(world.resolve(.presented(2), host: 0))
        let stack = try #require(controller.contentStack)
        let before = stack.frame.minY
        let steps: [FuzzOperation] = [
            .dismiss(host: 0, from: .presented(2), animated: true, request: 3),
            .layout(host: 0, target: .presented(2), .spacing(60, animated: true)),
            .advance(seconds: 0.1),
            .layout(host: 0, target: .presented(2), .toggleTitleHeight(animated: false)),
            .presentAgain(host: 0, from: .root, id: 2, animated: true, request: 4),
            .runUntilIdle,
        ]
        for step in steps { #expect(world.perform(step) == [], "\(step)") }
        // The column moved down by the constant's change (8 → 60); the title is at least 44 tall.
        #expect(abs(stack.frame.minY - before - 52) < 0.01)
        #expect((stack.arrangedSubviews.first?.frame.height ?? 0) >= 44 - 0.01)
    }

    @Test(
        "a context's child presents and asks for the dismissal; the kept controller comes back in another style, seen"
    )
    func childRequestsAndReuse() throws {
        let world = FuzzWorld(devices: [.phone])
        let step = PresentStep(
            id: 1, from: .rootAsker, style: .overCurrentContext, transition: .crossDissolve,
            keptForReuse: true)
        let steps: [FuzzOperation] = [
            .present(host: 0, step),
            .runUntilIdle,
            .dismiss(host: 0, from: .rootAsker, animated: true, request: 2),
            .runUntilIdle,
            .restyle(host: 0, id: 1, style: UIModalPresentationStyle.fullScreen.rawValue, transition: 0),
            .presentAgain(host: 0, from: .rootAsker, id: 1, animated: true, request: 3),
            .runUntilIdle,
        ]
        for step in steps {
            let violations = world.perform(step).map { "\($0)" }.joined(separator: "; ")
            if !violations.isEmpty { Issue.record("\(step): \(violations)") }
        }
        let controller = try #require(world.resolve(.presented(1), host: 0))
        #expect(
            controller.presentingViewController != nil && controller.modalPresentationStyle == .fullScreen)
        #expect(controller.view.alpha == 1 && controller.view.window != nil)
        #expect(world.resolve(.rootAsker, host: 0)?.view.window == nil)
        // A disappeared controller's view put back into the window behind the engine's back is noticed.
        let asker = try #require(world.resolve(.rootAsker, host: 0))
        controller.view.addSubview(asker.view)
        #expect(
            world.perform(.runUntilIdle).contains {
                $0.invariant == FuzzInvariant.disappearedViewsOutOfWindow
            })
    }
}
