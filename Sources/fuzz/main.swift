import ArgumentParser
import Foundation
import Logging
import PresentationKit
import PresentationKitFuzzing

/// The fuzzer's long mode: many seeded sequences until the operation budget is spent.
@main
struct Fuzz: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Runs the presentation fuzzer for a number of operations and reports what broke.")

    @Option(help: "Total operations to run.")
    var operations = 100_000

    @Option(help: "The first sequence's seed; each next sequence uses the next number.")
    var seed: UInt64 = 1

    @Option(help: "Operations per sequence.")
    var steps = 100

    @Flag(help: "Print the seed and step before each operation (to locate a trap).")
    var trace = false

    @Flag(help: "Keep the operation shapes of the known defects out of the generator.")
    var excludeKnown = false

    @Flag(help: "Keep PresentationKit's log output.")
    var verbose = false

    @Flag(help: "Group violations by message signature, not only by invariant.")
    var bySignature = false

    @Option(
        help: "Replay the scenario in this JSON file and exit (used to shrink crashes in child processes).")
    var replay: String?

    @Option(help: "Shrink the crash of this seed at the step given by --crash-step, in child processes.")
    var crashSeed: UInt64?

    @Option(help: "The step at which --crash-seed crashes (the last line of --trace).")
    var crashStep: Int?

    @Option(help: "Shrink and print this many distinct failures (by invariant).")
    var shrink = 0

    func run() throws {
        // Every dropped request is logged; the fuzzer provokes thousands and counts them itself.
        if !verbose { LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() } }
        // The command line runs on the main thread, which is the main actor's.
        let options = self
        MainActor.assumeIsolated { options.fuzz() }
    }

    @MainActor
    func fuzz() {
        if let replay {
            let data = FileManager.default.contents(atPath: replay) ?? Data()
            guard let scenario = try? JSONDecoder().decode(FuzzScenario.self, from: data) else {
                print("cannot read a scenario from \(replay)")
                return
            }
            let violations = Fuzzer.replay(scenario)
            print(violations.isEmpty ? "no violation" : violations.map(\.description).joined(separator: "\n"))
            return
        }
        if let crashSeed, let crashStep {
            shrinkCrash(seed: crashSeed, step: crashStep)
            return
        }
        let bySignature = self.bySignature
        func groupKey(_ violation: FuzzViolation) -> String {
            bySignature ? violation.signature : violation.invariant
        }
        let excluded: Set<KnownDefect> = excludeKnown ? Set(KnownDefect.allCases) : []
        var mix: [String: Int] = [:]
        var total = 0
        var sequences = 0
        var failedSequences = 0
        var byInvariant: [String: Int] = [:]
        var firstSeed: [String: UInt64] = [:]
        var examples: [String: FuzzOutcome] = [:]
        var excludedOps = 0
        var skippedOps = 0
        var currentSeed = seed
        let trace = self.trace
        let start = Date()
        while total < operations {
            let budget = min(steps, operations - total)
            let seedNow = currentSeed
            let outcome = Fuzzer.run(
                seed: seedNow, steps: budget, excluding: excluded,
                trace: trace
                    ? { step, operation in
                        // Unbuffered, so the last line is the step that trapped.
                        FileHandle.standardError.write(
                            Data("seed \(seedNow) step \(step): \(operation)\n".utf8))
                    } : nil)
            sequences += 1
            total += outcome.scenario.operations.count
            excludedOps += outcome.excludedOperations
            skippedOps += outcome.skippedOperations
            for operation in outcome.scenario.operations { mix[operation.kindName, default: 0] += 1 }
            if !outcome.violations.isEmpty {
                failedSequences += 1
                for name in Set(outcome.violations.map(groupKey)) {
                    byInvariant[name, default: 0] += 1
                    if firstSeed[name] == nil {
                        firstSeed[name] = seedNow
                        examples[name] = outcome
                    }
                }
            }
            currentSeed += 1
        }
        let seconds = Date().timeIntervalSince(start)
        print(
            "operations: \(total) in \(sequences) sequences of up to \(steps) (seeds \(seed)…\(currentSeed - 1))"
        )
        print(
            String(format: "wall time: %.2f s, %.0f operations per second", seconds, Double(total) / seconds))
        print("operation mix:")
        for (name, count) in mix.sorted(by: { $0.value > $1.value }) {
            let padded = name.padding(toLength: 14, withPad: " ", startingAt: 0)
            print("  \(padded) \(count)  " + String(format: "%5.1f %%", 100 * Double(count) / Double(total)))
        }
        print(
            "excluded by known-defect switches: \(excludedOps); skipped (name no longer resolves): \(skippedOps)"
        )
        print("crashes: 0 (a trap ends the process; rerun with --trace to see the last step)")
        print("sequences with an invariant violation: \(failedSequences) of \(sequences)")
        for (name, count) in byInvariant.sorted(by: { $0.value > $1.value }) {
            print("  \(name.prefix(300)): \(count) sequences (first seed \(firstSeed[name]!))")
        }
        for (name, _) in byInvariant.sorted(by: { $0.value > $1.value }).prefix(shrink) {
            guard let outcome = examples[name] else { continue }
            let violation = outcome.violations.first { groupKey($0) == name }!
            print("\n== \(name), seed \(firstSeed[name]!): \(violation.message)")
            let small = Fuzzer.shrink(outcome.scenario, invariant: violation.invariant)
            print(small)
            if let shrunk = Fuzzer.replay(small).first(where: { $0.invariant == violation.invariant }) {
                print("-> \(shrunk.message)")
            }
        }
    }

    /// Recovers the crashing sequence without running its last step, then shrinks it, each
    /// candidate replayed in a child process (a trap cannot be caught in-process).
    @MainActor
    func shrinkCrash(seed: UInt64, step: Int) {
        let excluded: Set<KnownDefect> = excludeKnown ? Set(KnownDefect.allCases) : []
        let scenario = Fuzzer.run(seed: seed, steps: steps, excluding: excluded, generateOnlyFrom: step)
            .scenario
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-crash-\(seed).json")
        var children = 0
        func crashes(_ candidate: FuzzScenario) -> Bool {
            children += 1
            guard let data = try? JSONEncoder().encode(candidate), (try? data.write(to: file)) != nil else {
                return false
            }
            let child = Process()
            child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            child.arguments = ["--replay", file.path]
            child.standardOutput = FileHandle.nullDevice
            child.standardError = FileHandle.nullDevice
            guard (try? child.run()) != nil else { return false }
            child.waitUntilExit()
            return child.terminationReason == .uncaughtSignal
        }
        guard crashes(scenario) else {
            print("seed \(seed) does not crash when replayed up to step \(step)")
            return
        }
        let small = Fuzzer.shrink(scenario, maximumReplays: 400, fails: crashes)
        print("crash of seed \(seed) at step \(step), shrunk with \(children) child processes:")
        print(small)
    }
}
