import PresentationKit

/// The result of one fuzzed sequence.
public struct FuzzOutcome: Sendable {
    /// The hosts and the operations that ran (up to and including the first failing one).
    public var scenario: FuzzScenario
    /// The first violations found (those of the failing step), empty when the sequence passed.
    public var violations: [FuzzViolation]
    /// Operations the known-defect switches kept out of the sequence.
    public var excludedOperations: Int
    /// Operations whose controller no longer resolved.
    public var skippedOperations: Int
    /// What the interactive transitions reached.
    public var interactionStats = InteractionStats()
}

/// Makes random operations from the world's current state, so that most of them mean something
/// (present from the top, dismiss from the middle, …), while the operations themselves name
/// controllers by stable names and replay without the generator.
public struct FuzzGenerator {
    var random: SplitMix64
    /// The interactive transitions' decisions come from their own stream, so that the
    /// main stream draws exactly what it drew before them: with `interactions` off, a seed makes
    /// the sequence it made before interactions were fuzzed.
    var extra: SplitMix64
    var nextID = 1
    /// The defects whose operation shapes are kept out.
    public var excluded: Set<KnownDefect>
    /// Whether presentations may be interactive and interaction operations are made.
    public var interactions: Bool
    /// The composition operations' decisions (navigation, sheets, keyboard, layout, children and
    /// reuse) come from a third stream, so that without them a seed makes the sequence it made
    /// before them.
    var third: SplitMix64
    /// Whether composition operations are made (and presented controllers may hold navigation
    /// controllers and text fields).
    public var composition: Bool
    /// The effects operations' decisions (blurs and snapshots) come from a fourth stream, so the
    /// other streams draw what they drew before them.
    var fourth: SplitMix64
    /// Whether blur and snapshot operations are made (with composition on). Off by default, so
    /// that every seed keeps the sequence it made before they joined; the effects pass and the
    /// long mode turn them on.
    public var effects: Bool
    /// The list operations' decisions (tables, collection strips, split view controllers and the
    /// resizes that collapse them, issue 28) come from a fifth stream, so the other streams draw
    /// what they drew before them.
    var fifth: SplitMix64
    /// Whether presented controllers may show tables, strips and split view controllers, and list,
    /// split and resize operations are made. Off by default here, so that every seed of the suite
    /// keeps the sequence it made before they joined; the long mode turns them on (`--no-lists`
    /// turns them off).
    public var lists: Bool

    /// Creates a generator for `seed`.
    public init(
        seed: UInt64, excluded: Set<KnownDefect> = [], interactions: Bool = true, composition: Bool = true,
        effects: Bool = false, lists: Bool = false
    ) {
        fifth = SplitMix64(seed: seed ^ 0x7AB1_E5C0_11EC_7105)
        self.lists = lists
        random = SplitMix64(seed: seed)
        extra = SplitMix64(seed: seed ^ 0x1A7E_12AC_71D0_0012)
        third = SplitMix64(seed: seed ^ 0x3C0_3F05_1710_0034)
        fourth = SplitMix64(seed: seed ^ 0x5EF_EC75_0030_0030)
        self.effects = effects
        self.excluded = excluded
        self.interactions = interactions
        self.composition = composition
    }

    /// The devices of a sequence: a phone, a tablet, or both.
    public mutating func devices() -> [FuzzDevice] {
        switch random.below(4) {
        case 0, 1: [.phone]
        case 2: [.tablet]
        default: [.phone, .tablet]
        }
    }

    /// The next operation, or nil when every candidate was excluded by a known-defect switch.
    @MainActor
    public mutating func next(in world: FuzzWorld) -> FuzzOperation? {
        if interactions, let candidate = interaction(world),
            !excluded.contains(where: { $0.excludes(candidate, in: world) })
        {
            return candidate
        }
        if composition, let candidate = compose(world),
            !excluded.contains(where: { $0.excludes(candidate, in: world) })
        {
            return candidate
        }
        if composition, effects, let candidate = effect(world),
            !excluded.contains(where: { $0.excludes(candidate, in: world) })
        {
            return candidate
        }
        if lists, let candidate = listOperation(world),
            !excluded.contains(where: { $0.excludes(candidate, in: world) })
        {
            return candidate
        }
        for _ in 0..<8 {
            let candidate = make(world)
            if !excluded.contains(where: { $0.excludes(candidate, in: world) }) { return candidate }
        }
        return nil
    }

    /// An operation on an interaction controller, or nil to make an ordinary one. While a
    /// transition is interactive (or about to start) it is driven often; an interactor whose
    /// transition is over is called rarely (such calls must change nothing).
    @MainActor
    private mutating func interaction(_ world: FuzzWorld) -> FuzzOperation? {
        let targets = world.slots.indices.flatMap { host in
            world.interactionTargets(host: host).map { (host: host, id: $0.id, isActive: $0.isActive) }
        }
        guard !targets.isEmpty else { return nil }
        let active = targets.filter(\.isActive)
        let target: (host: Int, id: Int, isActive: Bool)
        if !active.isEmpty && extra.chance(0.5) {
            target = extra.pick(active)
        } else if extra.chance(0.02) {
            target = extra.pick(targets)
        } else {
            return nil
        }
        let action: InteractionAction
        switch extra.weighted([40, 14, 12, 10, 8, 3]) {
        case 0:
            switch extra.weighted([84, 12, 4]) {
            case 0: action = .update(extra.unit())
            case 1: action = .update(-0.5 + 2 * extra.unit())
            default: action = .updateNaN
            }
        case 1: action = .finish
        case 2: action = .cancel
        case 3: action = .pause
        case 4:
            if extra.chance(0.85) {
                action = .completionSpeed(extra.pick([0.5, 1, 1.5, 2, 4]))
            } else {
                switch extra.below(3) {
                case 0: action = .completionSpeed(0)
                case 1: action = .completionSpeed(-1)
                default: action = .completionSpeedNaN
                }
            }
        default:
            // A finger resting on the transition for long: past the transition's own watchdog
            // (duration + 5 s) and the undriven-interaction one (10 s, Behaviour 12.15).
            return .advance(seconds: extra.chance(0.5) ? 6 : 10.5)
        }
        return .interact(host: target.host, target: target.id, action)
    }

    @MainActor
    private mutating func make(_ world: FuzzWorld) -> FuzzOperation {
        let host = random.below(world.slots.count)
        switch random.weighted([30, 16, 18, 12, 5, 5, 3, 6, 3, 3]) {
        case 0: return .present(host: host, presentStep(world, host: host))
        case 9:
            let kept = world.keptControllerIDs(host: host)
            guard !kept.isEmpty else { return .runUntilIdle }
            let id = nextID
            nextID += 1
            return .presentAgain(
                host: host, from: pickController(world, host: host, dismissing: false), id: random.pick(kept),
                animated: random.chance(0.7), request: id)
        case 1:
            let id = nextID
            nextID += 1
            return .dismiss(
                host: host, from: pickController(world, host: host, dismissing: true),
                animated: random.chance(0.6), request: id)
        case 2:
            switch random.below(4) {
            case 0: return .advance(seconds: 0)
            case 1: return .advance(seconds: random.unit() / 60)
            default: return .advance(seconds: Double(1 + random.below(20)) / 60)
            }
        case 3: return .runUntilIdle
        case 4: return .tapCentre(host: host)
        case 5: return .tap(host: host, x: random.unit(), y: random.unit())
        case 6:
            return .drag(
                host: host, fromX: random.unit(), fromY: random.unit() * 0.5, toX: random.unit(),
                toY: 0.5 + random.unit() * 0.5, duration: Double(1 + random.below(30)) / 60)
        case 7: return .rotate(host: host, duration: random.chance(0.5) ? 0 : 0.3)
        default: return .nanFrame(host: host, target: pickController(world, host: host, dismissing: false))
        }
    }

    @MainActor
    private mutating func presentStep(_ world: FuzzWorld, host: Int) -> PresentStep {
        let id = nextID
        nextID += 1
        let styles: [UIModalPresentationStyle] = [
            .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .pageSheet, .formSheet,
            .popover,
            .custom, .automatic,
        ]
        let style = random.pick(styles)
        var transition = random.pick([
            UIModalTransitionStyle.coverVertical, .crossDissolve, .flipHorizontal, .partialCurl,
        ])
        // UIKit raises for a partial curl that is not full screen: never ask for it.
        if transition == .partialCurl && style != .fullScreen { transition = .coverVertical }
        let animator: AnimatorKind =
            switch random.weighted([55, 20, 12, 13]) {
            case 0: .none
            case 1: .slide
            case 2: .cancelsDismissal
            default: .completesSynchronously
            }
        let arrows: [UInt] = [0, 0, 1, 2, 4, 8]
        var step = PresentStep(
            id: id, from: pickController(world, host: host, dismissing: false), style: style,
            transition: transition,
            animator: animator, animated: random.chance(0.7), embedsContext: random.chance(0.25),
            arrows: random.pick(arrows), sourceX: random.unit(), sourceY: random.unit(),
            keptForReuse: random.chance(0.1))
        if composition {
            switch third.weighted([82, 12, 6]) {
            case 1: step.container = .navigation
            case 2: step.container = .tabs
            default: break
            }
            step.textField = third.chance(0.2)
        }
        if lists {
            if fifth.chance(0.35) { step.content = fifth.pick(FuzzListContent.allCases) }
            if fifth.chance(0.12) { step.container = fifth.chance(0.6) ? .split : .tripleSplit }
        }
        guard interactions else { return step }
        // The new animators replace a quarter of the old draws, whatever they were.
        if extra.chance(0.25) { step.animator = extra.chance(0.5) ? .interruptible : .springSlide }
        if step.animator.allowsInteraction && extra.chance(0.6) {
            let presents = extra.chance(0.7)
            step.interaction = FuzzInteraction(
                presents: presents, dismisses: !presents || extra.chance(0.6),
                wantsInteractiveStart: extra.chance(0.8), releaseFinishes: extra.chance(0.75))
        }
        if step.style == .custom || step.style == .popover { step.adapts = extra.chance(0.5) }
        step.hasList = extra.chance(0.3)
        if [.pageSheet, .formSheet, .automatic].contains(step.style) {
            step.mediumDetent = extra.chance(0.5)
        }
        // From the interaction stream, as `hasList`, so the main stream (and every
        // `--no-interactions` sequence) is unchanged.
        step.constrainedContent = extra.chance(0.1)
        return step
    }

    /// Now and then, a blur over or a snapshot of a live controller's view (issue 30).
    @MainActor
    private mutating func effect(_ world: FuzzWorld) -> FuzzOperation? {
        guard fourth.chance(0.08) else { return nil }
        let host = fourth.below(world.slots.count)
        let live = world.liveControllers(host: host)
        guard !live.isEmpty else { return nil }
        let target = fourth.pick(live).ref
        let action: EffectAction
        switch fourth.below(3) {
        case 0:
            let styles: [UIBlurEffect.Style] = [.light, .dark, .systemMaterial, .systemUltraThinMaterialDark]
            action = .blur(style: fourth.pick(styles).rawValue, animated: fourth.chance(0.6))
        case 1: action = .clearBlur(animated: fourth.chance(0.6))
        default: action = .snapshot(afterScreenUpdates: fourth.chance(0.5))
        }
        return .effect(host: host, target: target, action)
    }

    /// A composition operation, or nil to make another kind: navigation, tabs, sheets, lists,
    /// the keyboard, constraints, restyling a kept controller, and presentations and dismissals
    /// asked of children (issue 35).
    @MainActor
    private mutating func compose(_ world: FuzzWorld) -> FuzzOperation? {
        guard third.chance(0.35) else { return nil }
        let host = third.below(world.slots.count)
        let live = world.liveControllers(host: host)
        let window = world.slots[host].host.window
        func pickRef(_ filter: (FuzzController) -> Bool) -> ControllerRef? {
            let candidates = live.filter { filter($0.controller) }
            return candidates.isEmpty ? nil : third.pick(candidates).ref
        }
        switch third.weighted([30, 6, 18, 7, 9, 8, 4, 18]) {
        case 0:
            guard let from = pickRef({ $0.navigationController != nil }) else { return nil }
            let animated = third.chance(0.7)
            let action: NavigationAction
            switch third.weighted([30, 18, 6, 8, 8, 4, 14]) {
            case 0:
                action = .push(
                    id: takeID(), animated: animated, hasList: third.chance(0.3), textField: third.chance(0.3)
                )
            case 1: action = .pop(animated: animated)
            case 2: action = .popToRoot(animated: animated)
            case 3:
                action = .setStack(
                    keep: 1 + third.below(3), push: third.chance(0.6) ? takeID() : nil, animated: animated)
            case 4: action = .barHidden(third.chance(0.5), animated: animated)
            case 5: action = .toolbarHidden(third.chance(0.5), animated: animated)
            default:
                action = .edgePan(
                    distance: third.pick([0.2, 0.35, 0.65, 0.9]), duration: third.pick([0.1, 0.25, 0.5]))
            }
            return .navigation(host: host, from: from, action)
        case 1:
            guard let from = pickRef({ $0.tabBarController != nil }) else { return nil }
            return .navigation(host: host, from: from, .selectTab(third.below(2)))
        case 2:
            guard
                let target = pickRef({
                    $0.parent == nil && $0.presentationController is UISheetPresentationController
                        && $0.presentingViewController != nil
                })
            else { return nil }
            let action: SheetAction
            switch third.weighted([14, 24, 8, 10, 30]) {
            case 0:
                var detents = FuzzDetent.allCases.filter { _ in third.chance(0.6) }
                if detents.isEmpty { detents = [third.pick(FuzzDetent.allCases)] }
                action = .detents(detents)
            case 1:
                action = .select(
                    third.chance(0.15) ? nil : third.pick(FuzzDetent.allCases), animated: third.chance(0.6))
            case 2: action = .grabber(third.chance(0.5))
            case 3: action = .undimmed(third.chance(0.4) ? nil : third.pick(FuzzDetent.allCases))
            default:
                action = .dragTop(
                    toY: third.pick([0.05, 0.3, 0.5, 0.7, 0.97]), duration: third.pick([0.1, 0.3, 0.6]))
            }
            return .sheet(host: host, target: target, action)
        case 3:
            guard let target = pickRef({ $0.list?.window === window }) else { return nil }
            let dy = (third.chance(0.5) ? 1 : -1) * (0.05 + 0.45 * third.unit())
            return .listDrag(host: host, target: target, dy: dy, duration: third.pick([0.1, 0.3, 0.6]))
        case 4:
            guard let target = pickRef({ $0.textField != nil }) else { return nil }
            return .editing(host: host, target: target, begins: third.chance(0.6))
        case 5:
            guard let target = pickRef({ $0.contentTopConstraint != nil }) else { return nil }
            let animated = third.chance(0.5)
            return .layout(
                host: host, target: target,
                third.chance(0.5)
                    ? .spacing(third.pick([0, 8, 24, 60]), animated: animated)
                    : .toggleTitleHeight(animated: animated))
        case 6:
            let kept = world.keptControllerIDs(host: host)
            guard !kept.isEmpty else { return nil }
            let styles: [UIModalPresentationStyle] = [
                .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .pageSheet, .formSheet,
                .popover,
                .custom, .automatic,
            ]
            let transitions: [UIModalTransitionStyle] = [
                .coverVertical, .crossDissolve, .flipHorizontal, .partialCurl,
            ]
            return .restyle(
                host: host, id: third.pick(kept), style: third.pick(styles).rawValue,
                transition: third.pick(transitions).rawValue)
        default:
            // Issue 35: a context's child (the asker), a context, a stack's controller, asking.
            var askers: [ControllerRef] = [.rootAsker, .rootContext]
            askers += live.compactMap { entry -> ControllerRef? in
                switch entry.ref {
                case .presentedContext(let id): third.chance(0.5) ? .presentedAsker(id) : entry.ref
                case .stackRoot, .rootAsker, .presentedAsker: entry.ref
                case .presented: entry.controller.parent != nil ? entry.ref : nil
                default: nil
                }
            }
            let from = third.pick(askers)
            switch third.weighted([45, 40, 15]) {
            case 0:
                var step = presentStep(world, host: host)
                step.from = from
                return .present(host: host, step)
            case 1:
                return .dismiss(host: host, from: from, animated: third.chance(0.6), request: takeID())
            default:
                let kept = world.keptControllerIDs(host: host)
                guard !kept.isEmpty else { return nil }
                return .presentAgain(
                    host: host, from: from, id: third.pick(kept), animated: third.chance(0.7),
                    request: takeID())
            }
        }
    }

    /// Now and then, an operation on a table or strip on screen (selecting a row, reloading,
    /// scrolling, inserting, deleting, applying a snapshot, dragging it), on a split view
    /// controller on screen (columns, display modes, showing controllers), or a tablet's resize to
    /// a compact width and back (issue 28).
    @MainActor
    private mutating func listOperation(_ world: FuzzWorld) -> FuzzOperation? {
        guard fifth.chance(0.25) else { return nil }
        let host = fifth.below(world.slots.count)
        let window = world.slots[host].host.window
        let live = world.liveControllers(host: host)
        switch fifth.weighted([60, 25, 15]) {
        case 0:
            let lists = live.filter { entry in
                (entry.controller.tableController != nil || entry.controller.strip != nil)
                    && entry.controller.list?.window === window
            }
            guard !lists.isEmpty else { return nil }
            let target = fifth.pick(lists).ref
            let section = fifth.below(4)
            let row = fifth.below(16)
            let action: ListAction
            switch fifth.weighted([22, 10, 16, 12, 12, 12, 16]) {
            case 0: action = .selectRow(section: section, row: row, id: takeID())
            case 1: action = .reloadData
            case 2:
                action = .scrollToRow(
                    section: section, row: row, position: fifth.below(4), animated: fifth.chance(0.6))
            case 3: action = .insertRows(section: section, row: row, count: 1 + fifth.below(3))
            case 4: action = .deleteRows(section: section, row: row, count: 1 + fifth.below(3))
            case 5: action = .applySnapshot(seed: Int(fifth.below(1_000_000)), animated: fifth.chance(0.6))
            default:
                // A drag or a fling of the list (a short drag is a fling).
                let dy = (fifth.chance(0.5) ? 1 : -1) * (0.05 + 0.45 * fifth.unit())
                return .listDrag(host: host, target: target, dy: dy, duration: fifth.pick([0.05, 0.1, 0.3]))
            }
            return .list(host: host, target: target, action)
        case 1:
            let splits = live.filter { entry in
                (entry.controller.stackContainer as? UISplitViewController)?.viewIfLoaded?.window === window
            }
            guard !splits.isEmpty else { return nil }
            let target = fifth.pick(splits)
            let triple = (target.controller.stackContainer as? UISplitViewController)?.style == .tripleColumn
            let columns = triple ? [0, 1, 2] : [0, 2]
            let action: SplitAction
            switch fifth.weighted([20, 12, 24, 24, 20]) {
            case 0: action = .showColumn(fifth.pick(columns))
            case 1: action = .hideColumn(fifth.pick(columns))
            case 2:
                let modes: [UISplitViewController.DisplayMode] =
                    triple
                    ? [
                        .automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary,
                        .twoBesideSecondary,
                        .twoOverSecondary, .twoDisplaceSecondary,
                    ]
                    : [.automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary]
                action = .displayMode(fifth.pick(modes).rawValue)
            case 3: action = .showDetail(id: takeID())
            default: action = .show(id: takeID())
            }
            return .split(host: host, target: target.ref, action)
        default:
            guard world.slots[host].device == .tablet else { return nil }
            return .resize(host: host, compact: window.bounds.width >= 600, duration: fifth.pick([0, 0.3]))
        }
    }

    private mutating func takeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    /// The top, the middle or the bottom of the root's stack, a context-defining child, or any
    /// live controller.
    @MainActor
    private mutating func pickController(_ world: FuzzWorld, host: Int, dismissing: Bool) -> ControllerRef {
        let stack = world.rootStack(host: host)
        let contexts = world.liveControllers(host: host).filter {
            if case .presentedContext = $0.ref { return true }
            return $0.ref == .rootContext
        }
        let weights = dismissing ? [35, 20, 25, 10, 10] : [45, 15, 10, 20, 10]
        switch random.weighted(weights) {
        case 0: return stack.last!.ref
        case 1: return stack[stack.count / 2].ref
        case 2: return .root
        case 3: return random.pick(contexts).ref
        default: return random.pick(world.liveControllers(host: host)).ref
        }
    }
}

/// Runs, replays and shrinks fuzzed sequences.
@MainActor
public enum Fuzzer {
    /// Runs `steps` generated operations from `seed`, checking the invariants after each, and the
    /// teardown at the end; stops at the first failing step.
    ///
    /// `trace` hears each operation before it runs: the long mode prints it so that the last line
    /// says where a trap happened (there is no crash isolation in-process).
    ///
    /// With `generateOnlyFrom`, the operation of that index is generated but not run, and the
    /// sequence ends there: how a crashing step is recovered without crashing (the steps before it
    /// ran fine when it crashed).
    public static func run(
        seed: UInt64, steps: Int, excluding excluded: Set<KnownDefect> = [], interactions: Bool = true,
        composition: Bool = true, effects: Bool = false, lists: Bool = false, generateOnlyFrom: Int? = nil,
        trace: ((Int, FuzzOperation) -> Void)? = nil
    ) -> FuzzOutcome {
        var generator = FuzzGenerator(
            seed: seed, excluded: excluded, interactions: interactions, composition: composition,
            effects: effects, lists: lists)
        let devices = generator.devices()
        let world = FuzzWorld(devices: devices)
        var operations: [FuzzOperation] = []
        var excludedCount = 0
        for _ in 0..<steps {
            guard let operation = generator.next(in: world) else {
                excludedCount += 1
                continue
            }
            trace?(operations.count, operation)
            operations.append(operation)
            if let generateOnlyFrom, operations.count > generateOnlyFrom {
                return FuzzOutcome(
                    scenario: FuzzScenario(devices: devices, operations: operations), violations: [],
                    excludedOperations: excludedCount, skippedOperations: world.skippedOperations,
                    interactionStats: world.interactionStats)
            }
            let violations = world.perform(operation)
            if !violations.isEmpty {
                return FuzzOutcome(
                    scenario: FuzzScenario(devices: devices, operations: operations), violations: violations,
                    excludedOperations: excludedCount, skippedOperations: world.skippedOperations,
                    interactionStats: world.interactionStats)
            }
        }
        let final = FuzzOperation.runUntilIdle
        trace?(operations.count, final)
        operations.append(final)
        if let generateOnlyFrom, operations.count > generateOnlyFrom {
            return FuzzOutcome(
                scenario: FuzzScenario(devices: devices, operations: operations), violations: [],
                excludedOperations: excludedCount, skippedOperations: world.skippedOperations,
                interactionStats: world.interactionStats)
        }
        var violations = world.perform(final)
        if violations.isEmpty { violations = world.teardown() }
        return FuzzOutcome(
            scenario: FuzzScenario(devices: devices, operations: operations), violations: violations,
            excludedOperations: excludedCount, skippedOperations: world.skippedOperations,
            interactionStats: world.interactionStats)
    }

    /// Replays `scenario` from scratch (ending with idle and teardown checks); returns the
    /// violations of the first failing step, or none.
    ///
    /// With `excluded`, an operation of an excluded shape ends the replay with an
    /// `excludedShape` violation: shrinking a failure of a run with exclusions then stays among
    /// the sequences that run could have generated.
    public static func replay(
        _ scenario: FuzzScenario, excluding excluded: Set<KnownDefect> = [],
        trace: ((Int, FuzzOperation) -> Void)? = nil
    ) -> [FuzzViolation] {
        let world = FuzzWorld(devices: scenario.devices)
        for (index, operation) in scenario.operations.enumerated() {
            if let defect = excluded.first(where: { $0.excludes(operation, in: world) }) {
                return [
                    FuzzViolation(
                        invariant: excludedShape, message: "\(operation) has the shape of \(defect)",
                        step: index)
                ]
            }
            trace?(index, operation)
            let violations = world.perform(operation)
            if !violations.isEmpty { return violations }
        }
        let violations = world.perform(.runUntilIdle)
        if !violations.isEmpty { return violations }
        return world.teardown()
    }

    /// Delta debugging: removes chunks of operations, then single operations, keeping every
    /// removal after which a from-scratch replay still breaks `invariant`.
    public static func shrink(
        _ scenario: FuzzScenario, invariant: String, excluding excluded: Set<KnownDefect> = [],
        maximumReplays: Int = 2000
    ) -> FuzzScenario {
        // Operations after the failing step never matter.
        var start = scenario
        if let step = replay(scenario, excluding: excluded).first(where: { $0.invariant == invariant })?.step,
            step < scenario.operations.count
        {
            start.operations = Array(scenario.operations[...step])
        }
        return shrink(start, maximumReplays: maximumReplays) { candidate in
            replay(candidate, excluding: excluded).contains { $0.invariant == invariant }
        }
    }

    /// The pseudo-invariant `replay(_:excluding:)` reports for an operation of an excluded shape.
    public static let excludedShape = "excludedShape"

    /// Delta debugging with any predicate (the long mode shrinks crashes by replaying candidates in
    /// child processes): `fails` must hold for `scenario`, and holds for the result.
    public static func shrink(
        _ scenario: FuzzScenario, maximumReplays: Int = 2000, fails predicate: (FuzzScenario) -> Bool
    ) -> FuzzScenario {
        var replays = 0
        func fails(_ candidate: FuzzScenario) -> Bool {
            replays += 1
            return predicate(candidate)
        }
        var current = scenario
        // One host is simpler than two.
        if current.devices.count > 1 {
            for keep in current.devices.indices {
                let operations = current.operations.compactMap { operation -> FuzzOperation? in
                    guard let host = operation.host else { return operation }
                    return host == keep ? operation.onHost(0) : nil
                }
                let candidate = FuzzScenario(devices: [current.devices[keep]], operations: operations)
                if fails(candidate) {
                    current = candidate
                    break
                }
            }
        }
        var chunk = max(1, current.operations.count / 2)
        while chunk >= 1 && replays < maximumReplays {
            var start = 0
            var removedAny = false
            while start < current.operations.count && replays < maximumReplays {
                var operations = current.operations
                operations.removeSubrange(start..<min(start + chunk, operations.count))
                let candidate = FuzzScenario(devices: current.devices, operations: operations)
                if fails(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { break }
            if !removedAny || chunk > 1 { chunk = max(1, chunk / 2) }
        }
        return current
    }
}

extension FuzzOperation {
    /// The same operation on another host.
    func onHost(_ newHost: Int) -> FuzzOperation {
        switch self {
        case .present(_, let step): .present(host: newHost, step)
        case .presentAgain(_, let from, let id, let animated, let request):
            .presentAgain(host: newHost, from: from, id: id, animated: animated, request: request)
        case .dismiss(_, let from, let animated, let request):
            .dismiss(host: newHost, from: from, animated: animated, request: request)
        case .tap(_, let x, let y): .tap(host: newHost, x: x, y: y)
        case .tapCentre: .tapCentre(host: newHost)
        case .drag(_, let fromX, let fromY, let toX, let toY, let duration):
            .drag(host: newHost, fromX: fromX, fromY: fromY, toX: toX, toY: toY, duration: duration)
        case .rotate(_, let duration): .rotate(host: newHost, duration: duration)
        case .nanFrame(_, let target): .nanFrame(host: newHost, target: target)
        case .interact(_, let target, let action): .interact(host: newHost, target: target, action)
        case .navigation(_, let from, let action): .navigation(host: newHost, from: from, action)
        case .sheet(_, let target, let action): .sheet(host: newHost, target: target, action)
        case .listDrag(_, let target, let dy, let duration):
            .listDrag(host: newHost, target: target, dy: dy, duration: duration)
        case .editing(_, let target, let begins): .editing(host: newHost, target: target, begins: begins)
        case .layout(_, let target, let action): .layout(host: newHost, target: target, action)
        case .restyle(_, let id, let style, let transition):
            .restyle(host: newHost, id: id, style: style, transition: transition)
        case .effect(_, let target, let action): .effect(host: newHost, target: target, action)
        case .list(_, let target, let action): .list(host: newHost, target: target, action)
        case .split(_, let target, let action): .split(host: newHost, target: target, action)
        case .resize(_, let compact, let duration):
            .resize(host: newHost, compact: compact, duration: duration)
        case .advance, .runUntilIdle: self
        }
    }
}
