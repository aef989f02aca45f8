import PresentationKit
import PresentationKitFuzzing
import Testing

@MainActor
@Suite("Fuzzer")
struct QuickPassTests {
    /// The quick pass: a few hundred seeds of 50 steps each, with the known defects' operation
    /// shapes kept out of the generator (never the invariants), so it stays green while the engine
    /// is being fixed. A failure prints the shrunk sequence.
    @Test("quick pass: 300 seeds × 50 steps, every invariant after every step")
    func quickPass() {
        let excluded = Set(KnownDefect.open)
        for seed in UInt64(1)...300 {
            let outcome = Fuzzer.run(seed: seed, steps: 50, excluding: excluded)
            guard let violation = outcome.violations.first else { continue }
            let small = Fuzzer.shrink(
                outcome.scenario, invariant: violation.invariant, excluding: excluded, maximumReplays: 300)
            Issue.record("seed \(seed): \(violation)\nminimal sequence:\n\(small)")
            return
        }
    }

    @Test("the same seed gives the same sequence and the same outcome")
    func reproducible() {
        let first = Fuzzer.run(seed: 42, steps: 40)
        let second = Fuzzer.run(seed: 42, steps: 40)
        #expect(first.scenario == second.scenario)
        #expect(first.violations == second.violations)
        #expect(Fuzzer.replay(first.scenario) == Fuzzer.replay(second.scenario))
    }

    @Test("SplitMix64 gives the reference sequence")
    func splitMix() {
        // Reference values of SplitMix64 for seed 0 (Vigna's splitmix64.c).
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)
    }

    @Test("the shrinker keeps only what a failure needs")
    func shrinkerMinimises() {
        let noise: [FuzzOperation] = (0..<20).map { .advance(seconds: Double($0) / 60) }
        let needed = FuzzOperation.tapCentre(host: 0)
        var operations = noise
        operations.insert(needed, at: 7)
        let scenario = FuzzScenario(devices: [.phone], operations: operations)
        let small = Fuzzer.shrink(scenario) { $0.operations.contains(needed) }
        #expect(small.operations == [needed])
    }

    @Test("a clean present and dismiss breaks no invariant")
    func cleanCycle() {
        let scenario = FuzzScenario(
            devices: [.phone, .tablet],
            operations: [
                .present(host: 0, PresentStep(id: 1, from: .root, style: .overFullScreen)),
                .present(
                    host: 1, PresentStep(id: 2, from: .root, style: .formSheet, transition: .crossDissolve)),
                .runUntilIdle,
                .tapCentre(host: 0),
                .dismiss(host: 0, from: .root, animated: true, request: 3),
                .dismiss(host: 1, from: .presented(2), animated: false, request: 4),
                .runUntilIdle,
            ])
        #expect(Fuzzer.replay(scenario) == [])
    }

    @Test("the teardown check notices a dismissed controller that is kept alive")
    func teardownNoticesLeaks() {
        let world = FuzzWorld(devices: [.phone])
        #expect(world.perform(.present(host: 0, PresentStep(id: 1, from: .root, style: .formSheet))) == [])
        #expect(world.perform(.runUntilIdle) == [])
        let leaked = world.resolve(.presented(1), host: 0)
        #expect(world.perform(.dismiss(host: 0, from: .presented(1), animated: true, request: 2)) == [])
        #expect(world.perform(.runUntilIdle) == [])
        let violations = world.teardown()
        #expect(violations.map(\.invariant) == [FuzzInvariant.teardownDeallocates])
        #expect(violations.first?.message.contains("c1") == true)
        withExtendedLifetime(leaked) {}
    }

    @Test("the invariants notice a presented view left transparent")
    func invariantsNoticeAFadedView() {
        let world = FuzzWorld(devices: [.tablet])
        #expect(
            world.perform(.present(host: 0, PresentStep(id: 1, from: .root, style: .overFullScreen))) == [])
        #expect(world.perform(.runUntilIdle) == [])
        world.resolve(.presented(1), host: 0)?.view.alpha = 0
        let violations = world.perform(.runUntilIdle)
        #expect(violations.contains { $0.invariant == FuzzInvariant.presentedViewVisible })
    }

    @Test("constrained content holds its constraints, and a view moved behind the engine's back is noticed")
    func constraintsHoldNoticesAMovedView() throws {
        let world = FuzzWorld(devices: [.phone])
        let step = PresentStep(id: 2, from: .root, style: .formSheet, hasList: true, constrainedContent: true)
        #expect(world.perform(.present(host: 0, step)) == [])
        #expect(world.perform(.runUntilIdle) == [])
        let controller = try #require(world.resolve(.presented(2), host: 0))
        let stack = try #require(controller.contentStack)
        // The list's content guide gave it its content size: 20 rows of 43 points, 1 apart.
        let contentHeight = try #require(controller.list?.contentSize.height)
        #expect(abs(contentHeight - (20 * 43 + 19)) < 1e-9)
        stack.center.x += 5
        let violations = world.perform(.advance(seconds: 0))
        #expect(
            violations.count == 2 && violations.allSatisfy { $0.invariant == FuzzInvariant.constraintsHold })
        stack.center.x -= 5
        #expect(world.perform(.advance(seconds: 0)) == [])
    }

    /// Each known defect's minimal reproduction, expected to fail until the engine is fixed; a
    /// fixed defect makes its case pass, and `withKnownIssue` then reports it so the switch is
    /// removed.
    @Test(
        "fixed defect reproductions stay fixed", arguments: KnownDefect.fixed.filter { !$0.reproductionTraps }
    )
    func fixedDefect(_ defect: KnownDefect) {
        let violations = Fuzzer.replay(defect.reproduction)
        #expect(
            violations.isEmpty, "\(defect.summary)\n\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test(
        "known defect reproductions (red until fixed)",
        arguments: KnownDefect.open.filter { !$0.reproductionTraps })
    func knownDefect(_ defect: KnownDefect) {
        withKnownIssue("\(defect.summary)") {
            let violations = Fuzzer.replay(defect.reproduction)
            #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
        }
    }

    @Test("each reproduction breaks the invariant written down for it")
    func reproductionsBreakTheirInvariant() {
        for defect in KnownDefect.open where !defect.reproductionTraps {
            let violations = Fuzzer.replay(defect.reproduction)
            guard !violations.isEmpty else { continue }  // fixed: the known-issue test says so
            #expect(
                violations.contains { $0.invariant == defect.brokenInvariant },
                "\(defect): \(violations.map(\.description))")
        }
    }
}

/// Defect 1 traps the process, so its reproduction runs in a child process (an exit test).
@Suite("Fuzzer trap reproduction")
struct TrapReproductionTests {
    @Test("defect 1 (fixed): dismissing during a rotation no longer traps")
    func trapOnDismissDuringRotation() async {
        // Still in a child process, so that a regression fails this test instead of the run.
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let violations = Fuzzer.replay(KnownDefect.trapOnDismissDuringRotation.reproduction)
                precondition(violations.isEmpty, "\(violations)")
            }
        }
    }
}
