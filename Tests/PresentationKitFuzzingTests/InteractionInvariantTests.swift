import PresentationKit
import PresentationKitFuzzing
import Testing

/// The interaction invariants on hand-written sequences: clean interactive cycles pass,
/// and each invariant notices the engine state it guards when the app goes behind the world's back.
@MainActor
@Suite("Fuzzer interactions")
struct InteractionInvariantTests {
    private func interactor(_ world: FuzzWorld, _ id: Int) -> FuzzInteractor? {
        (world.resolve(.presented(id), host: 0)?.transitioningDelegate as? FuzzTransitioningDelegate)?
            .interactor
    }

    @Test("interactive presentations and dismissals, finished, cancelled and paused, break no invariant")
    func cleanInteractiveCycles() {
        let scenario = FuzzScenario(
            devices: [.phone, .tablet],
            operations: [
                // Captured mode: scrubbed, out-of-range and NaN updates, finished at speed 2.
                .present(
                    host: 0,
                    PresentStep(
                        id: 1, from: .root, style: .custom, animator: .springSlide,
                        interaction: FuzzInteraction())),
                .advance(seconds: 0),
                .interact(host: 0, target: 1, .update(0.4)),
                .interact(host: 0, target: 1, .update(1.7)),
                .interact(host: 0, target: 1, .updateNaN),
                .interact(host: 0, target: 1, .completionSpeed(2)),
                .interact(host: 0, target: 1, .finish),
                // Interruptible: finished, caught again, cancelled back.
                .present(
                    host: 1,
                    PresentStep(
                        id: 2, from: .root, style: .formSheet, animator: .interruptible,
                        interaction: FuzzInteraction())),
                .advance(seconds: 0),
                .interact(host: 1, target: 2, .update(0.3)),
                .interact(host: 1, target: 2, .finish),
                .advance(seconds: 0.05),
                .interact(host: 1, target: 2, .pause),
                .interact(host: 1, target: 2, .cancel),
                .runUntilIdle,
                // A quick flick: cancel() before the dismissal starts (Behaviour 12.16).
                .dismiss(host: 0, from: .presented(1), animated: true, request: 3),
                .interact(host: 0, target: 1, .cancel),
                .runUntilIdle,
                // A bad completion speed is reported when the finish uses it (Behaviour 12.7).
                .dismiss(host: 0, from: .presented(1), animated: true, request: 4),
                .advance(seconds: 0),
                .interact(host: 0, target: 1, .completionSpeed(0)),
                .interact(host: 0, target: 1, .finish),
                .runUntilIdle,
            ])
        #expect(Fuzzer.replay(scenario) == [])
    }

    @Test("long-mode seed 3300466: a drag after a cancelled interactive dismissal may take the sheet over")
    func userDragAfterCancel() {
        // The cancel restores the sheet; the user's drag across it then moves it (and may dismiss
        // it), as a user's gesture does: not a broken restore.
        let scenario = FuzzScenario(
            devices: [.phone],
            operations: [
                .present(
                    host: 0,
                    PresentStep(
                        id: 3, from: .root, style: .overFullScreen, animated: false, constrainedContent: true)
                ),
                .runUntilIdle,
                .present(
                    host: 0,
                    PresentStep(
                        id: 9, from: .presented(3), style: .automatic, transition: .crossDissolve,
                        animator: .springSlide,
                        interaction: FuzzInteraction(presents: false, dismisses: true),
                        constrainedContent: true)),
                .runUntilIdle,
                .dismiss(host: 0, from: .root, animated: true, request: 16),
                .interact(host: 0, target: 9, .cancel),
                .drag(host: 0, fromX: 0.7182, fromY: 0.1743, toX: 0.1593, toY: 0.7179, duration: 0.4833),
                .runUntilIdle,
            ])
        #expect(Fuzzer.replay(scenario) == [])
    }

    @Test("a transition the world holds but the app finished behind its back is noticed")
    func noticesInteractiveMismatch() throws {
        let world = FuzzWorld(devices: [.phone])
        let step = PresentStep(
            id: 1, from: .root, style: .custom, animator: .slide, interaction: FuzzInteraction())
        #expect(world.perform(.present(host: 0, step)) == [])
        #expect(world.perform(.advance(seconds: 0)) == [])
        try #require(interactor(world, 1)).finish()
        let violations = world.perform(.advance(seconds: 0))
        #expect(violations.contains { $0.invariant == FuzzInvariant.interactiveCoordinator })
    }

    @Test("an interruptible transition paused behind the world's back after its finish is noticed")
    func noticesNeverCompleting() throws {
        let world = FuzzWorld(devices: [.phone])
        let step = PresentStep(
            id: 1, from: .root, style: .custom, animator: .interruptible, interaction: FuzzInteraction())
        #expect(world.perform(.present(host: 0, step)) == [])
        #expect(world.perform(.advance(seconds: 0)) == [])
        #expect(world.perform(.interact(host: 0, target: 1, .finish)) == [])
        try #require(interactor(world, 1)).pause()
        let violations = world.perform(.advance(seconds: 1))
        #expect(violations.contains { $0.invariant == FuzzInvariant.interactionCompletes })
    }

    @Test(
        "the generator makes interactive transitions and drives them; without them it makes what it made before"
    )
    func generatorReachesInteractions() {
        var stats = InteractionStats()
        for seed in UInt64(1)...40 {
            stats.merge(Fuzzer.run(seed: seed, steps: 50, excluding: Set(KnownDefect.open)).interactionStats)
        }
        #expect(stats.started > 10)
        #expect(stats.cancelled > 0 && stats.completed > 0)
        let old = Fuzzer.run(seed: 7, steps: 50, interactions: false).scenario.operations
        #expect(!old.contains { if case .interact = $0 { true } else { false } })
        #expect(
            !old.contains { operation in
                if case .present(_, let step) = operation { step.interaction != nil } else { false }
            })
    }
}
