import ArgumentParser
import Foundation
import Logging
import PresentationKit
import PresentationKitFuzzing

/// What a run of sequences found; children of an isolated run send theirs to the parent as JSON.
struct Stats: Codable {
    var operations = 0
    var sequences = 0
    var failedSequences = 0
    var mix: [String: Int] = [:]
    var groups: [String: Int] = [:]
    var firstSeed: [String: UInt64] = [:]
    var excluded = 0
    var skipped = 0
    var nextSeed: UInt64 = 0
    /// "seed S step N: operation" of each trap.
    var crashes: [String] = []
    var interactions = InteractionStats()

    mutating func merge(_ other: Stats) {
        operations += other.operations
        sequences += other.sequences
        failedSequences += other.failedSequences
        for (key, value) in other.mix { mix[key, default: 0] += value }
        for (key, value) in other.groups { groups[key, default: 0] += value }
        for (key, value) in other.firstSeed where firstSeed[key] == nil { firstSeed[key] = value }
        excluded += other.excluded
        skipped += other.skipped
        nextSeed = max(nextSeed, other.nextSeed)
        crashes += other.crashes
        interactions.merge(other.interactions)
    }
}

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

    @Flag(help: "Print the seed and step before each operation to standard error (to locate a trap).")
    var trace = false

    @Option(help: "Write the seed and step of each operation to this file, unbuffered (to locate a trap).")
    var traceFile: String?

    @Flag(
        help:
            "Run the sequences in child processes and go on after a trap (from the next seed), counting crashes."
    )
    var isolate = false

    @Option(help: .hidden)
    var resultsFile: String?

    @Flag(help: "Keep the operation shapes of the known defects out of the generator.")
    var excludeKnown = false

    @Option(help: "With --exclude-known, let this known defect's shape back in (repeatable).")
    var allow: [String] = []

    @Flag(
        help:
            "Make no interactive transitions nor interaction operations: each seed then makes the sequence it made before them."
    )
    var noInteractions = false

    @Flag(
        help:
            "Make no composition operations (navigation, sheets' detents, keyboard, layout, children, restyling) and no navigation controllers or text fields: each seed then makes the sequence it made before them."
    )
    var noComposition = false

    @Flag(help: "Also make blur and snapshot operations over and of controllers' views (issue 30).")
    var effects = false

    @Flag(
        help:
            "Make no tables, collection strips or split view controllers and no list, split or resize operations (issue 28): each seed then makes the sequence it made before them."
    )
    var noLists = false

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

    @Option(help: "Shrink and print this many distinct failures (by group).")
    var shrink = 0

    func run() throws {
        // Every dropped request is logged; the fuzzer provokes thousands and counts them itself.
        if !verbose { LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() } }
        // The command line runs on the main thread, which is the main actor's.
        let options = self
        MainActor.assumeIsolated { options.fuzz() }
    }

    /// The switches in force: all with --exclude-known, minus those named by --allow.
    private var excludedDefects: Set<KnownDefect> {
        excludeKnown ? Set(KnownDefect.open.filter { !allow.contains($0.rawValue) }) : []
    }

    private func groupKey(_ violation: FuzzViolation) -> String {
        bySignature ? violation.signature : violation.invariant
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
        let start = Date()
        var examples: [String: FuzzOutcome] = [:]
        let stats =
            isolate ? runIsolated() : runSequences(from: seed, operations: operations, examples: &examples)
        let seconds = Date().timeIntervalSince(start)
        if resultsFile != nil { return }  // a child: the parent reports
        report(stats, seconds: seconds, examples: examples)
    }

    /// Runs sequences from `firstSeed` until `operations` operations ran.
    @MainActor
    func runSequences(from firstSeed: UInt64, operations budget: Int, examples: inout [String: FuzzOutcome])
        -> Stats
    {
        let excluded: Set<KnownDefect> = excludedDefects
        let traceHandle: FileHandle? =
            if let traceFile {
                FileManager.default.createFile(atPath: traceFile, contents: nil)
                    ? FileHandle(forWritingAtPath: traceFile) : nil
            } else if trace {
                FileHandle.standardError
            } else { nil }
        let resultsHandle: FileHandle? = resultsFile.flatMap { path in
            FileManager.default.createFile(atPath: path, contents: nil)
                ? FileHandle(forWritingAtPath: path) : nil
        }
        var stats = Stats()
        var currentSeed = firstSeed
        while stats.operations < budget {
            let before = stats
            let seedNow = currentSeed
            let outcome = Fuzzer.run(
                seed: seedNow, steps: min(steps, budget - stats.operations), excluding: excluded,
                interactions: !noInteractions, composition: !noComposition, effects: effects, lists: !noLists,
                trace: traceHandle.map { handle in
                    { step, operation in
                        // Unbuffered, so the last line is the step that trapped.
                        handle.write(Data("seed \(seedNow) step \(step): \(operation)\n".utf8))
                    }
                })
            stats.sequences += 1
            stats.operations += outcome.scenario.operations.count
            stats.excluded += outcome.excludedOperations
            stats.skipped += outcome.skippedOperations
            stats.interactions.merge(outcome.interactionStats)
            for operation in outcome.scenario.operations { stats.mix[operation.kindName, default: 0] += 1 }
            if !outcome.violations.isEmpty {
                stats.failedSequences += 1
                for name in Set(outcome.violations.map(groupKey)) {
                    stats.groups[name, default: 0] += 1
                    if stats.firstSeed[name] == nil {
                        stats.firstSeed[name] = seedNow
                        examples[name] = outcome
                    }
                }
            }
            currentSeed += 1
            stats.nextSeed = currentSeed
            if let resultsHandle {
                // One line per finished sequence, so a parent keeps them when a later one traps.
                var sequence = stats
                sequence.operations -= before.operations
                sequence.sequences = 1
                sequence.failedSequences -= before.failedSequences
                sequence.excluded -= before.excluded
                sequence.skipped -= before.skipped
                sequence.interactions = outcome.interactionStats
                for (key, value) in before.mix { sequence.mix[key, default: 0] -= value }
                for (key, value) in before.groups { sequence.groups[key, default: 0] -= value }
                sequence.mix = sequence.mix.filter { $0.value != 0 }
                sequence.groups = sequence.groups.filter { $0.value != 0 }
                sequence.firstSeed = sequence.firstSeed.filter { sequence.groups[$0.key] != nil }
                if let data = try? JSONEncoder().encode(sequence) {
                    resultsHandle.write(data + Data("\n".utf8))
                }
            }
        }
        stats.nextSeed = currentSeed
        return stats
    }

    /// Runs the budget in child processes; a child that traps is counted as a crash (its trace
    /// file's last line says where), and the run goes on from the seed after it.
    func runIsolated() -> Stats {
        var stats = Stats()
        var nextSeed = seed
        let directory = FileManager.default.temporaryDirectory
        let identifier = ProcessInfo.processInfo.processIdentifier
        let traceFile = directory.appendingPathComponent("fuzz-trace-\(identifier).txt").path
        let resultsFile = directory.appendingPathComponent("fuzz-results-\(identifier).jsonl").path
        while stats.operations < operations {
            var arguments = [
                "--operations", String(operations - stats.operations), "--seed", String(nextSeed),
                "--steps", String(steps), "--trace-file", traceFile, "--results-file", resultsFile,
            ]
            if excludeKnown { arguments.append("--exclude-known") }
            if noInteractions { arguments.append("--no-interactions") }
            if noComposition { arguments.append("--no-composition") }
            if effects { arguments.append("--effects") }
            if noLists { arguments.append("--no-lists") }
            for name in allow { arguments += ["--allow", name] }
            if bySignature { arguments.append("--by-signature") }
            let child = Process()
            child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            child.arguments = arguments
            child.standardOutput = FileHandle.nullDevice
            child.standardError = FileHandle.nullDevice
            guard (try? child.run()) != nil else { break }
            child.waitUntilExit()
            let results = (try? String(contentsOfFile: resultsFile, encoding: .utf8)) ?? ""
            for line in results.split(separator: "\n") {
                if let sequence = try? JSONDecoder().decode(Stats.self, from: Data(line.utf8)) {
                    stats.merge(sequence)
                }
            }
            if child.terminationReason == .exit { break }
            // A trap: note where it died, count its sequence's operations, resume after that seed.
            let lines =
                (try? String(contentsOfFile: traceFile, encoding: .utf8))?.split(separator: "\n") ?? []
            guard let last = lines.last, let crashSeed = UInt64(last.split(separator: " ")[1]) else { break }
            stats.crashes.append(String(last))
            stats.sequences += 1
            for line in lines where line.hasPrefix("seed \(crashSeed) ") {
                guard let range = line.range(of: ": ") else { continue }
                let text = line[range.upperBound...]
                // The first marker the operation's description contains names its kind.
                let markers: [(marker: String, kind: String)] = [
                    ("interactor of", "interact"), (".present(", "present"), (".dismiss(", "dismiss"),
                    ("tap(at: centre", "tapCentre"), (".tap(", "tap"), (".drag(", "drag"),
                    (".resize(", "rotate"),
                    ("advance(", "advance"), ("runUntilIdle", "runUntilIdle"),
                ]
                let kind = markers.first { text.contains($0.marker) }?.kind ?? "nanFrame"
                stats.mix[kind, default: 0] += 1
                stats.operations += 1
            }
            nextSeed = crashSeed + 1
        }
        try? FileManager.default.removeItem(atPath: traceFile)
        try? FileManager.default.removeItem(atPath: resultsFile)
        return stats
    }

    @MainActor
    func report(_ stats: Stats, seconds: TimeInterval, examples: [String: FuzzOutcome]) {
        print("operations: \(stats.operations) in sequences of up to \(steps) from seed \(seed)")
        print(
            String(
                format: "wall time: %.2f s, %.0f operations per second", seconds,
                Double(stats.operations) / seconds))
        print("operation mix:")
        for (name, count) in stats.mix.sorted(by: { $0.value > $1.value }) {
            let padded = name.padding(toLength: 14, withPad: " ", startingAt: 0)
            print(
                "  \(padded) \(count)  "
                    + String(format: "%5.1f %%", 100 * Double(count) / Double(stats.operations)))
        }
        print(
            "excluded by known-defect switches: \(stats.excluded); skipped (name no longer resolves): \(stats.skipped)"
        )
        let interactions = stats.interactions
        print(
            "interactive transitions: \(interactions.started) started (\(interactions.interruptible) interruptible, "
                + "\(interactions.nonInteractiveStarts) with wantsInteractiveStart false, \(interactions.queuedApplied) with "
                + "a queued finish or cancel), \(interactions.completed) completed, \(interactions.cancelled) cancelled; "
                + "\(interactions.caughtAgain) caught again by pause(); \(interactions.handlerCalls) interaction-change calls"
        )
        if isolate {
            print("crashes: \(stats.crashes.count)")
            for crash in stats.crashes { print("  \(crash)") }
        } else {
            print("crashes: 0 so far (in-process: a trap ends the run; use --isolate or --trace)")
        }
        print(
            "sequences with an invariant violation: \(stats.failedSequences) of \(stats.sequences) (\(stats.crashes.count) of them crashed)"
        )
        for (name, count) in stats.groups.sorted(by: { $0.value > $1.value }) {
            print("  \(name.prefix(300)): \(count) sequences (first seed \(stats.firstSeed[name]!))")
        }
        for (name, _) in stats.groups.sorted(by: { $0.value > $1.value }).prefix(shrink) {
            guard let outcome = examples[name] else { continue }
            let violation = outcome.violations.first { groupKey($0) == name }!
            print("\n== \(name), seed \(stats.firstSeed[name]!): \(violation.message)")
            let excluded: Set<KnownDefect> = excludedDefects
            let small = Fuzzer.shrink(outcome.scenario, invariant: violation.invariant, excluding: excluded)
            print(small)
            if let shrunk = Fuzzer.replay(small, excluding: excluded).first(where: {
                $0.invariant == violation.invariant
            }) {
                print("-> \(shrunk.message)")
            }
        }
    }

    /// Recovers the crashing sequence without running its last step, then shrinks it, each
    /// candidate replayed in a child process (a trap cannot be caught in-process).
    @MainActor
    func shrinkCrash(seed: UInt64, step: Int) {
        let excluded: Set<KnownDefect> = excludedDefects
        let scenario = Fuzzer.run(
            seed: seed, steps: steps, excluding: excluded, interactions: !noInteractions,
            composition: !noComposition, effects: effects, lists: !noLists, generateOnlyFrom: step
        )
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
