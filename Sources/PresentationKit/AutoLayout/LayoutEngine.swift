import Foundation
import PresentationKitSolver

/// The constraint engine of one view hierarchy, living at its root (Behaviour 17.2).
///
/// Every view or guide a constraint names becomes a *participant* with four unknowns: its frame's
/// origin and size in its container's coordinates (a view's superview, a guide's owning view).
/// The engine adds, before the app's constraints, the ones the system owes: an autoresizing view
/// is pinned to its frame (UIKit's `NSAutoresizingMaskLayoutConstraint`), the root to its bounds,
/// the safe-area and margins guides to their owner's insets, and a constrained view with an
/// intrinsic size hugs and resists compression around it. The app's constraints follow in the
/// order they were activated, so a conflict breaks the later one.
///
/// Structure changes (activation, hierarchy, `translatesAutoresizingMaskIntoConstraints`,
/// priorities) rebuild the system at the next layout pass; constant changes, frames of pinned
/// views, insets and intrinsic sizes update the solver's constants in place (no solve from
/// scratch, 17.4). After a solve, the views whose frames moved have their superview marked for
/// layout; the superview's `layoutSubviews` applies them.
@MainActor
final class LayoutEngine {
    /// Engines with work pending, so a layout pass elsewhere pays one comparison.
    static var dirtyEngines = 0

    unowned let root: UIView
    /// A fitting engine (`systemLayoutSizeFitting`): the root's size is an unknown, and no view
    /// is flagged or marked for layout.
    let measuring: Bool

    // The hot stored properties skip Swift's dynamic exclusivity checks (as the solver's do): the
    // engine never hands out overlapping accesses to them, and the checks were about a tenth of
    // a rebuild and of a constant change.
    @exclusivity(unchecked) private var solver = ConstraintSolver()
    private(set) var isDirty = false
    private var needsRebuild = true
    private var needsSync = false
    private var changedConstants: [NSLayoutConstraint] = []
    private var changedIntrinsics: [UIView] = []

    @exclusivity(unchecked) private var participants: [Participant] = []
    /// The participants whose intrinsic height depends on their width (wrapping labels), and the
    /// scroll views' content guides: the few the passes after a solve look at, kept so that an
    /// incremental change does not walk every participant for them.
    private var wrappingParticipants: [Int] = []
    /// Kept beside `participants`, indexed alike, so the passes after every solve copy no
    /// participant (each holds a weak reference): each participant's unknowns (only here), the
    /// constrained views' indices, and the frame each had in the last solution (`.null` before
    /// the first).
    @exclusivity(unchecked) private var unknownsByParticipant: [Unknowns] = []
    @exclusivity(unchecked) private var constrainedParticipants: [Int] = []
    @exclusivity(unchecked) private var lastSolvedFrames: [CGRect] = []
    /// Variable id → the constrained participant it belongs to, `-1` for others' and the
    /// engine's own: a constant change looks at the participants whose unknowns it moved.
    @exclusivity(unchecked) private var constrainedParticipantOfVariable: [Int32] = []
    private var contentGuideParticipants: [Int] = []
    /// Item → participant. A view's index is also kept on its layout state, stamped with this
    /// engine's rebuild (`stamp`), which answers most lookups without hashing; this dictionary
    /// stays the authority (a view's state holds one engine's index at a time).
    @exclusivity(unchecked) private var participantIndex: [ObjectIdentifier: Int] = [:]
    /// This rebuild's stamp, unique among every engine's rebuilds: a constraint's solver record
    /// and a view's participant index are this engine's while they carry it, and a view's
    /// engine flags while they carry it (read for every subview a layout pass looks at, so
    /// unchecked: the dynamic exclusivity check made a constant change half as slow again).
    @exclusivity(unchecked) private(set) var stamp = 0
    private static var rebuilds = 0
    /// `UIView.hierarchyEpoch` when the rebuild began: while it is unchanged, no view has joined
    /// or left a hierarchy since, so the participants' unretained view links are alive (each
    /// view was in this hierarchy then, held by its superview, and can't go without leaving it).
    private var linkEpoch = -1
    /// Every equation's terms, one after another, reused from rebuild to rebuild: building the
    /// equations allocates nothing per constraint.
    @exclusivity(unchecked) private var equationTerms: [LinearTerm] = []
    /// A fitting engine's records of the app's constraints, which the live engine of the same
    /// views keeps on the constraints themselves (`engineStamp`): a fitting engine must not
    /// overwrite those.
    private var fittingRecords: [ObjectIdentifier: (id: SolverConstraintID, base: Double)] = [:]
    private var systemDescriptions: [SolverConstraintID: String] = [:]
    /// The constraints broken to recover from a conflict at the last rebuild.
    private(set) var brokenConstraints: [NSLayoutConstraint] = []

    init(root: UIView, measuring: Bool) {
        self.root = root
        self.measuring = measuring
        markDirty()
    }

    // The engine a view makes when it leaves its window with constraints
    // inside (a dismissed controller's view) is dirty and never solves, since nothing lays out a
    // view in no window; freed dirty, it stayed counted in `dirtyEngines` for the rest of the
    // process, so every layout pass paid for a constraint pass and `constraintLayoutIsSettled`
    // was false from then on. A dirty engine takes itself out of the count when it goes.
    isolated deinit {
        if isDirty { LayoutEngine.dirtyEngines -= 1 }
    }

    // MARK: Marking work

    @inline(__always)
    func setNeedsRebuild() {
        needsRebuild = true
        if !isDirty { markDirty() }
    }

    func setNeedsSync() {
        needsSync = true
        markDirty()
    }

    /// A rebuild reads every constant and size afresh, so nothing is queued while one is due; a
    /// constraint or view already queued is not queued twice.
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        if !needsRebuild, !changedConstants.contains(where: { $0 === constraint }) {
            changedConstants.append(constraint)
        }
        markDirty()
    }

    func intrinsicSizeDidChange(of view: UIView) {
        if !needsRebuild, !changedIntrinsics.contains(where: { $0 === view }) {
            changedIntrinsics.append(view)
        }
        markDirty()
    }

    private func markDirty() {
        guard !isDirty else { return }
        isDirty = true
        LayoutEngine.dirtyEngines += 1
        if !measuring { root.setNeedsLayout() }
    }

    /// The engine is dropped (its root joined another hierarchy). The flags it set need no
    /// clearing: they hold only for the engine of their hierarchy's root.
    func detach() {
        if isDirty {
            isDirty = false
            LayoutEngine.dirtyEngines -= 1
        }
    }

    // MARK: Solving

    /// Brings the solution up to date with everything marked since the last call.
    func resolveIfNeeded() {
        guard isDirty else { return }
        isDirty = false
        LayoutEngine.dirtyEngines -= 1
        // Taken and cleared before the work: app code the work calls (an intrinsic size, a
        // priority override) may mark more, which then dirties the engine again instead of
        // being lost.
        let rebuilding = needsRebuild
        let syncing = needsSync
        let constants = changedConstants
        let intrinsics = changedIntrinsics
        needsRebuild = false
        needsSync = false
        changedConstants.removeAll()
        changedIntrinsics.removeAll()
        if rebuilding || intrinsics.contains(where: intrinsicPresenceChanged) {
            rebuild()
        } else {
            if syncing { syncSystemConstants() }
            for constraint in constants { updateConstant(of: constraint) }
            for view in intrinsics { updateIntrinsicSize(of: view) }
        }
        settleWidthDependentSizes()
        if !measuring {
            markMovedViews()
            reportContentSizes()
        }
    }

    /// The frame the engine gives `view` (its alignment rectangle in its superview), if it takes part.
    func frame(of view: UIView) -> CGRect? {
        participantIndex(of: view).map(frame(at:))
    }

    /// The frame the engine gives `guide` in its owning view, if it takes part.
    func frame(of guide: UILayoutGuide) -> CGRect? {
        participantIndex[ObjectIdentifier(guide)].map(frame(at:))
    }

    private func frame(at index: Int) -> CGRect {
        let unknowns = unknownsByParticipant[index]
        return CGRect(
            x: solver.value(of: unknowns.x), y: solver.value(of: unknowns.y),
            width: solver.value(of: unknowns.width),
            height: solver.value(of: unknowns.height))
    }

    func unknowns(of object: AnyObject) -> Unknowns? {
        if let view = object as? UIView {
            return participantIndex(of: view).map { unknownsByParticipant[$0] }
        }
        return participantIndex[ObjectIdentifier(object)].map { unknownsByParticipant[$0] }
    }

    /// A view's participant, through the index its layout state keeps for this rebuild first.
    private func participantIndex(of view: UIView) -> Int? {
        if let state = view.layoutState, state.participantStamp == stamp { return state.participantSlot }
        return participantIndex[ObjectIdentifier(view)]
    }

    func currentValue(of variable: LayoutVariable) -> Double { solver.value(of: variable) }

    func isFree(_ variable: LayoutVariable) -> Bool { solver.isAmbiguous(variable) }

    /// Adds a constraint of the engine's own (fitting holds, ambiguity probes).
    func addRaw(_ terms: [LinearTerm], _ constant: Double, _ relation: LinearRelation, _ priority: Float)
        throws(ConstraintSolverError) -> SolverConstraintID
    {
        try solver.add(LinearExpression(terms: terms, constant: constant), relation, priority: priority)
    }

    func removeRaw(_ id: SolverConstraintID) { solver.remove(id) }

    /// Wrapping labels settle again after the engine added constraints of its own.
    func resettle() { settleWidthDependentSizes() }

    /// The size of the root, for a fitting engine.
    var rootSize: CGSize {
        guard let index = participantIndex[ObjectIdentifier(root)] else { return .zero }
        return frame(at: index).size
    }

    // MARK: Building

    private func rebuild() {
        solver.reset()
        participants.removeAll(keepingCapacity: true)
        unknownsByParticipant.removeAll(keepingCapacity: true)
        constrainedParticipants.removeAll(keepingCapacity: true)
        lastSolvedFrames.removeAll(keepingCapacity: true)
        constrainedParticipantOfVariable.removeAll(keepingCapacity: true)
        wrappingParticipants.removeAll()
        contentGuideParticipants.removeAll()
        participantIndex.removeAll(keepingCapacity: true)
        systemDescriptions.removeAll(keepingCapacity: true)
        fittingRecords.removeAll()
        equationTerms.removeAll(keepingCapacity: true)
        brokenConstraints.removeAll()
        LayoutEngine.rebuilds += 1
        stamp = LayoutEngine.rebuilds
        linkEpoch = UIView.hierarchyEpoch

        // In activation order. The sort runs on plain integers (the order above, the position
        // below), so comparing retains no constraint: the views' references are weak, which makes
        // every retain of an item or constraint a slow one. Plain loops, not closures: each call
        // of a closure formed here checks that it runs on the main actor, a tenth of a rebuild.
        var gathered: [NSLayoutConstraint] = []
        var hosts: [Unmanaged<UIView>] = []
        LayoutEngine.gatherInstalled(in: root, into: &gathered, hosts: &hosts)
        var keys: [Int] = []
        keys.reserveCapacity(gathered.count)
        for index in gathered.indices { keys.append(gathered[index].activationOrder &<< 24 | index) }
        keys.sort()
        // About two items per constraint, four unknowns and up to six system rows each.
        solver.reserveCapacity(variables: 8 * gathered.count, constraints: 7 * gathered.count)
        equationTerms.reserveCapacity(4 * gathered.count)
        _ = participant(for: .view(root), link: Unmanaged.passUnretained(root))
        // `gathered` holds every constraint the equations name until the end of the rebuild.
        var equations: [Equation] = []
        equations.reserveCapacity(gathered.count)
        for key in keys {
            let index = key & 0xFF_FFFF
            if let equation = equation(for: gathered[index], host: hosts[index]) {
                equations.append(equation)
            }
        }
        // The system's constraints first (participants may add their owners as they go).
        var index = 0
        while index < participants.count {
            addSystemConstraints(at: index)
            index += 1
        }
        for equation in equations { add(equation) }
        if !measuring { setViewFlags() }
    }

    /// The constraints installed on `view` and the views below it, depth first, and the view
    /// each is installed on. Through unretained references: every view here is held by the
    /// hierarchy.
    private static func gatherInstalled(
        in view: UIView, into gathered: inout [NSLayoutConstraint], hosts: inout [Unmanaged<UIView>]
    ) {
        if let state = view.layoutState, !state.installed.isEmpty {
            gathered += state.installed
            hosts.append(
                contentsOf: repeatElement(Unmanaged.passUnretained(view), count: state.installed.count))
        }
        let subviews = view.subviews
        for index in subviews.indices {
            Unmanaged.passUnretained(subviews[index]).withGuaranteedRef {
                gatherInstalled(in: $0, into: &gathered, hosts: &hosts)
            }
        }
    }

    /// The constraint as `expression (relation) 0` over the participants' unknowns, its terms
    /// appended to `equationTerms`.
    private func equation(for constraint: NSLayoutConstraint, host: Unmanaged<UIView>) -> Equation? {
        if let first = constraint.firstViewLink, constraint.firstAttribute.isPlainEdgeOrSize,
            constraint.secondViewLink == nil || constraint.secondAttribute.isPlainEdgeOrSize
        {
            return viewEquation(for: constraint, first: first, host: host)
        }
        guard let first = LayoutItem(constraint.firstItem) else { return nil }
        let second = LayoutItem(constraint.secondItem)
        return equation(
            for: constraint, hasSecond: second != nil,
            first: {
                appendExpression(
                    for: first, constraint.firstAttribute, in: host.takeUnretainedValue(), scale: 1)
            },
            second: { scale in
                second.flatMap {
                    appendExpression(
                        for: $0, constraint.secondAttribute, in: host.takeUnretainedValue(), scale: scale)
                }
            })
    }

    /// The equation of a constraint between views on their plain edges and sizes (nearly all),
    /// through the constraint's and the views' unretained links: no weak load, retain or release
    /// per item or superview.
    private func viewEquation(
        for constraint: NSLayoutConstraint, first: Unmanaged<UIView>, host: Unmanaged<UIView>
    ) -> Equation? {
        // The links are the items while the constraint is installed (checked where it's cheap).
        assert(constraint.firstItem.map { Unmanaged.passUnretained($0).toOpaque() } == first.toOpaque())
        assert(
            constraint.secondItem.map { Unmanaged.passUnretained($0).toOpaque() }
                == constraint.secondViewLink?.toOpaque())
        let second = constraint.secondViewLink
        return equation(
            for: constraint, hasSecond: second != nil,
            first: { appendExpression(forView: first, constraint.firstAttribute, in: host, scale: 1) },
            second: { scale in
                second.flatMap {
                    appendExpression(forView: $0, constraint.secondAttribute, in: host, scale: scale)
                }
            })
    }

    /// `first − multiplier · second` from the two sides' builders (each appends its terms, scaled,
    /// and returns its constant, or nil when its item cannot be expressed in the host): the second
    /// side's terms and constant scaled by −multiplier (the same numbers as subtracting the
    /// product, as IEEE negation is exact). Nil, with nothing appended, when a side fails.
    @inline(__always)
    private func equation(
        for constraint: NSLayoutConstraint, hasSecond: Bool, first: () -> Double?,
        second: (_ scale: Double) -> Double?
    ) -> Equation? {
        let start = equationTerms.count
        guard var base = first() else {
            equationTerms.removeLast(equationTerms.count - start)
            return nil
        }
        if hasSecond {
            guard let right = second(-Double(constraint.multiplier)) else {
                equationTerms.removeLast(equationTerms.count - start)
                return nil
            }
            base += right
        }
        return finishEquation(for: constraint, start: start, base: base)
    }

    private func finishEquation(for constraint: NSLayoutConstraint, start: Int, base: Double) -> Equation {
        mergeRepeatedTerms(from: start)
        let relation: LinearRelation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Equation(
            constraint: Unmanaged.passUnretained(constraint), start: start, end: equationTerms.count,
            base: base, relation: relation)
    }

    private func add(_ equation: Equation) {
        equation.constraint.withGuaranteedRef { add(equation, of: $0) }
    }

    private func add(_ equation: Equation, of constraint: NSLayoutConstraint) {
        do {
            let id = try solver.add(
                terms: equationTerms[equation.start..<equation.end],
                constant: equation.base - Double(constraint.constant), equation.relation,
                priority: constraint.priority.rawValue)
            if measuring {
                fittingRecords[ObjectIdentifier(constraint)] = (id, equation.base)
            } else {
                constraint.engineStamp = stamp
                constraint.engineSolverID = id
                constraint.engineBase = equation.base
            }
        } catch {
            brokenConstraints.append(constraint)
            if case .unsatisfiable(let conflicting) = error {
                reportConflict(breaking: constraint, with: conflicting)
            }
        }
    }

    /// The app's constraint the solver knows as `id`, found among the hierarchy's installed
    /// constraints (only conflicts ask, so nothing is kept for it).
    private func constraint(withSolverID id: SolverConstraintID) -> NSLayoutConstraint? {
        var found: NSLayoutConstraint?
        root.forEachInSubtree { view in
            guard found == nil, let installed = view.layoutState?.installed else { return }
            found = installed.first { record(of: $0)?.id == id }
        }
        return found
    }

    private func reportConflict(
        breaking constraint: NSLayoutConstraint, with conflicting: [SolverConstraintID]
    ) {
        let others = conflicting.compactMap {
            self.constraint(withSolverID: $0)?.description ?? systemDescriptions[$0]
        }
        let list = (others + [constraint.description]).map { "    \($0)" }.joined(separator: "\n")
        var advice = "Remove one of them or lower its priority below 1000."
        let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 as? UIView }
        let forgotten = items.contains {
            $0.translatesAutoresizingMaskIntoConstraints && $0.superview != nil
                && $0.owningViewController == nil
        }
        if forgotten {
            advice +=
                " An NSAutoresizingMaskLayoutConstraint pins a view whose translatesAutoresizingMaskIntoConstraints"
                + " is still true: set it to false on views you place with constraints."
        }
        let message =
            "Unable to simultaneously satisfy constraints. These required constraints conflict:\n\(list)\n"
            + "Recovered by breaking \(constraint). \(advice)"
        let clock = constraint.installedOn?.layer.clock ?? root.layer.clock
        Diagnostics.report(.unsatisfiableConstraints, message, clock: clock)
    }

    /// Sums the terms from `start` on that name the same unknown (dropping those that cancel).
    private func mergeRepeatedTerms(from start: Int) {
        // Most constraints name each unknown once: keep the terms as they are.
        let end = equationTerms.count
        var repeats = false
        for index in start..<end where !repeats {
            for other in (index + 1)..<max(index + 1, end)
            where equationTerms[other].variable == equationTerms[index].variable {
                repeats = true
                break
            }
        }
        if !repeats { return }
        var result: [LinearTerm] = []
        result.reserveCapacity(end - start)
        for term in equationTerms[start..<end] {
            if let index = result.firstIndex(where: { $0.variable == term.variable }) {
                result[index].coefficient += term.coefficient
            } else {
                result.append(term)
            }
        }
        equationTerms.removeLast(end - start)
        equationTerms += result.filter { $0.coefficient != 0 }
    }

    // MARK: Items and their unknowns

    /// The participant for a view reached through unretained links, made on first use.
    @inline(__always)
    private func participant(forView view: Unmanaged<UIView>) -> Int {
        let slot = view.withGuaranteedRef { view -> Int in
            guard let state = view.layoutState, state.participantStamp == stamp else { return -1 }
            return state.participantSlot
        }
        if slot >= 0 { return slot }
        return view.withGuaranteedRef { participant(for: .view($0), link: view) }
    }

    /// The participant for `item`, made (with its unknowns) on first use; `link` is the item's
    /// unretained link when it was reached through one (a view in the hierarchy).
    private func participant(for item: LayoutItem, link: Unmanaged<UIView>? = nil) -> Int {
        if case .view(let view) = item, let state = view.layoutState, state.participantStamp == stamp {
            return state.participantSlot
        }
        let key = ObjectIdentifier(item.object)
        if let index = participantIndex[key] { return index }
        let unknowns = Unknowns(
            x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(),
            height: solver.makeVariable())
        let role: Participant.Role
        switch item {
        case .view(let view):
            if view === root {
                role = measuring ? .measuredRoot : .root
            } else {
                role = view.translatesAutoresizingMaskIntoConstraints ? .pinned : .constrained
            }
        case .guide(let guide):
            role =
                switch guide.kind {
                case .custom: .customGuide
                case .scrollContent: .contentGuide
                default: .systemGuide
                }
        }
        participants.append(Participant(item: item, role: role, viewLink: link))
        unknownsByParticipant.append(unknowns)
        lastSolvedFrames.append(.null)
        if role == .constrained {
            constrainedParticipants.append(participants.count - 1)
            for variable in [unknowns.x, unknowns.y, unknowns.width, unknowns.height] {
                let id = Int(variable.id)
                // One append at a time: the generic `append(contentsOf:)` of a repeated element
                // was a fiftieth of a rebuild.
                while id >= constrainedParticipantOfVariable.count {
                    constrainedParticipantOfVariable.append(-1)
                }
                constrainedParticipantOfVariable[id] = Int32(participants.count - 1)
            }
        }
        if role == .contentGuide { contentGuideParticipants.append(participants.count - 1) }
        participantIndex[key] = participants.count - 1
        if case .view(let view) = item, let state = view.layoutState {
            state.participantStamp = stamp
            state.participantSlot = participants.count - 1
        }
        return participants.count - 1
    }

    /// Appends `scale ·` (`attribute` of `item` as an expression in `host`'s coordinates, which
    /// contain the item) to `equationTerms` and returns the scaled constant; nil when the item
    /// can't be expressed there (the caller drops what was appended).
    private func appendExpression(
        for item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in host: UIView, scale: Double
    ) -> Double? {
        if let plain = attribute.withoutMargins, case .view(let view) = item {
            return appendExpression(for: .guide(view.layoutMarginsGuide), plain, in: host, scale: scale)
        }
        if attribute == .firstBaseline || attribute == .lastBaseline, case .view(let view) = item {
            // A baseline is the one of the view `forFirstBaselineLayout`/`forLastBaselineLayout`
            // names (a subview, when overridden), as UIKit documents.
            let baselineView =
                attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if baselineView !== view, baselineView.isDescendant(of: view) {
                return appendExpression(for: .view(baselineView), attribute, in: host, scale: scale)
            }
        }
        let attribute = attribute.withoutMargins ?? attribute
        let index = participant(for: item)
        let unknowns = unknownsByParticipant[index]
        let horizontal = attribute.axis == .horizontal
        let size = horizontal ? unknowns.width : unknowns.height
        if attribute.isSize {
            equationTerms.append(LinearTerm(variable: size, coefficient: scale))
            return 0
        }
        if case .view(let view) = item, view === host {
            // The host's own edges, in its own coordinates: the origin is zero.
        } else {
            equationTerms.append(
                LinearTerm(variable: horizontal ? unknowns.x : unknowns.y, coefficient: scale))
            var container = item.container
            while let current = container, current !== host {
                let outer = unknownsByParticipant[participant(for: .view(current))]
                equationTerms.append(LinearTerm(variable: horizontal ? outer.x : outer.y, coefficient: scale))
                container = current.superview
            }
            if container == nil { return nil }
        }
        if let offset = appendEdge(attribute, size: size, scale: scale) { return offset }
        switch attribute {
        case .firstBaseline:
            guard let fromTop = item.baselineOffsets.fromTop else {
                equationTerms.append(LinearTerm(variable: size, coefficient: scale))
                return 0
            }
            return scale * Double(fromTop)
        case .lastBaseline:
            equationTerms.append(LinearTerm(variable: size, coefficient: scale))
            return scale * -Double(item.baselineOffsets.fromBottom)
        default:
            return nil
        }
    }

    /// `appendExpression(for:_:in:scale:)` for a view on a plain edge or size, through unretained
    /// links (see `viewEquation`).
    private func appendExpression(
        forView view: Unmanaged<UIView>, _ attribute: NSLayoutConstraint.Attribute,
        in host: Unmanaged<UIView>,
        scale: Double
    ) -> Double? {
        let unknowns = unknownsByParticipant[participant(forView: view)]
        let horizontal = attribute.axis == .horizontal
        let size = horizontal ? unknowns.width : unknowns.height
        if attribute.isSize {
            equationTerms.append(LinearTerm(variable: size, coefficient: scale))
            return 0
        }
        if !view.isSame(as: host) {
            equationTerms.append(
                LinearTerm(variable: horizontal ? unknowns.x : unknowns.y, coefficient: scale))
            var container = view.superview
            while let current = container, !current.isSame(as: host) {
                let outer = unknownsByParticipant[participant(forView: current)]
                equationTerms.append(LinearTerm(variable: horizontal ? outer.x : outer.y, coefficient: scale))
                container = current.superview
            }
            if container == nil { return nil }
        }
        return appendEdge(attribute, size: size, scale: scale)
    }

    /// For an edge or centre, the part of it its size gives (the far edge the whole size, the
    /// centre half), appended past the origin's terms; the constant (0). Nil for other attributes.
    private func appendEdge(_ attribute: NSLayoutConstraint.Attribute, size: LayoutVariable, scale: Double)
        -> Double?
    {
        switch attribute {
        case .left, .leading, .top:
            return 0
        case .right, .trailing, .bottom:
            equationTerms.append(LinearTerm(variable: size, coefficient: scale))
            return 0
        case .centerX, .centerY:
            equationTerms.append(LinearTerm(variable: size, coefficient: scale * 0.5))
            return 0
        default:
            return nil
        }
    }

    /// The view of participant `index` and whether it was reached through its unretained link:
    /// the link while no view has moved since the rebuild (`linkEpoch`), else the weak reference.
    @inline(__always)
    private func withParticipantView(at index: Int, _ body: (UIView) -> Void) {
        if linkEpoch == UIView.hierarchyEpoch, let link = participants[index].viewLink {
            link.withGuaranteedRef(body)
        } else if case .view(let view)? = participants[index].item {
            body(view)
        }
    }

    // MARK: The system's constraints

    /// Adds what the system owes participant `index`: pins, guide insets, intrinsic size.
    private func addSystemConstraints(at index: Int) {
        // The role alone, not a copy of the participant (whose weak reference makes copying it
        // a slow retain and release); most participants are constrained views.
        let role = participants[index].role
        if role == .constrained {
            addIntrinsicSize(at: index)
            return
        }
        let unknowns = unknownsByParticipant[index]
        switch role {
        case .root, .pinned, .measuredRoot:
            guard case .view(let view)? = participants[index].item else { return }
            let frame = view.untransformedFrame
            let pins: [(LayoutVariable, CGFloat)] =
                switch role {
                case .pinned:
                    [
                        (unknowns.x, frame.minX), (unknowns.y, frame.minY), (unknowns.width, frame.width),
                        (unknowns.height, frame.height),
                    ]
                case .root:
                    [
                        (unknowns.x, 0), (unknowns.y, 0), (unknowns.width, frame.width),
                        (unknowns.height, frame.height),
                    ]
                default:
                    [(unknowns.x, 0), (unknowns.y, 0)]
                }
            let name = "<NSAutoresizingMaskLayoutConstraint \(NSLayoutConstraint.describe(view))"
            let labels = ["minX", "minY", "width", "height"]
            participants[index].systemConstraints = pins.enumerated().map { offset, pin in
                addSystem(
                    [LinearTerm(variable: pin.0, coefficient: 1)], -Double(pin.1), .equal, 1000,
                    "\(name).\(labels[offset]) == \(NSLayoutConstraint.format(pin.1))>")
            }
            participants[index].systemConstants = pins.map { -Double($0.1) }
            // A measured view's own content counts towards its size, as a constrained view's does.
            if role == .measuredRoot { addIntrinsicSize(at: index) }
        case .constrained:
            addIntrinsicSize(at: index)
        case .systemGuide:
            guard case .guide(let guide)? = participants[index].item, let owner = guide.owningView else {
                return
            }
            let ownerUnknowns = unknownsByParticipant[self.participant(for: .view(owner))]
            let rows = LayoutEngine.guideRows(for: guide, unknowns: unknowns, owner: ownerUnknowns)
            let constants = LayoutEngine.guideConstants(for: guide, owner: owner)
            var ids: [SolverConstraintID] = []
            for (row, constant) in zip(rows, constants) {
                ids.append(
                    addSystem(
                        row.terms, constant, row.relation, row.priority,
                        "<system \(NSLayoutConstraint.describe(guide)) inset>"))
            }
            participants[index].systemConstraints = ids
            participants[index].systemConstants = constants
        case .contentGuide:
            // At the content's origin; its size is what the constraints make it.
            participants[index].systemConstraints = [unknowns.x, unknowns.y].map {
                addSystem(
                    [LinearTerm(variable: $0, coefficient: 1)], 0, .equal, 1000, "<content guide origin>")
            }
            participants[index].systemConstants = [0, 0]
        case .customGuide:
            break
        }
    }

    private func addSystem(
        _ terms: [LinearTerm], _ constant: Double, _ relation: LinearRelation, _ priority: Float,
        _ name: String
    ) -> SolverConstraintID {
        // The system's constraints are on fresh unknowns or guide insets and cannot conflict with
        // each other; should one ever fail, it is left out rather than stopping layout.
        guard
            let id = try? solver.add(
                LinearExpression(terms: terms, constant: constant), relation, priority: priority)
        else { return SolverConstraintID(id: -1) }
        systemDescriptions[id] = name
        return id
    }

    /// Hugging and compression resistance around the intrinsic size, for a constrained view.
    private func addIntrinsicSize(at index: Int) {
        withParticipantView(at: index) { addIntrinsicSize(of: $0, at: index) }
    }

    private func addIntrinsicSize(of view: UIView, at index: Int) {
        let measured = LayoutEngine.intrinsicSize(
            of: view, width: view.bounds.width > 0 ? view.bounds.width : nil)
        var intrinsic = IntrinsicConstraints(size: measured.size, widthUsed: measured.widthUsed)
        if measured.widthUsed != nil, !wrappingParticipants.contains(index) {
            wrappingParticipants.append(index)
        }
        let unknowns = unknownsByParticipant[index]
        // Most constrained views (plain containers) have no intrinsic size: nothing to add, and
        // their priorities are not asked for.
        guard
            measured.size.width != UIView.noIntrinsicMetric
                || measured.size.height != UIView.noIntrinsicMetric
        else {
            participants[index].intrinsic = intrinsic
            return
        }
        // Through the open getters, so a subclass's override decides (as in UIKit).
        let hugging = (
            horizontal: view.contentHuggingPriority(for: .horizontal),
            vertical: view.contentHuggingPriority(for: .vertical)
        )
        let resistance = (
            horizontal: view.contentCompressionResistancePriority(for: .horizontal),
            vertical: view.contentCompressionResistancePriority(for: .vertical)
        )
        // Named only when something is added: describing a view formats its type's name.
        let name =
            measured.size == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
            ? "" : NSLayoutConstraint.describe(view)
        if measured.size.width != UIView.noIntrinsicMetric {
            let terms = [LinearTerm(variable: unknowns.width, coefficient: 1)]
            let constant = -Double(measured.size.width)
            intrinsic.ids += [
                addSystem(
                    terms, constant, .lessThanOrEqual, hugging.horizontal.rawValue,
                    "<NSContentSizeLayoutConstraint \(name).width <= \(measured.size.width) hug>"),
                addSystem(
                    terms, constant, .greaterThanOrEqual, resistance.horizontal.rawValue,
                    "<NSContentSizeLayoutConstraint \(name).width >= \(measured.size.width) compression>"),
            ]
        }
        if measured.size.height != UIView.noIntrinsicMetric {
            let terms = [LinearTerm(variable: unknowns.height, coefficient: 1)]
            let constant = -Double(measured.size.height)
            intrinsic.heightIDs = [
                addSystem(
                    terms, constant, .lessThanOrEqual, hugging.vertical.rawValue,
                    "<NSContentSizeLayoutConstraint \(name).height <= \(measured.size.height) hug>"),
                addSystem(
                    terms, constant, .greaterThanOrEqual, resistance.vertical.rawValue,
                    "<NSContentSizeLayoutConstraint \(name).height >= \(measured.size.height) compression>"),
            ]
        }
        participants[index].intrinsic = intrinsic
    }

    /// The view's intrinsic size; for a view whose height depends on its width (a wrapping
    /// label), at `width` when known, with the width it used.
    private static func intrinsicSize(of view: UIView, width: CGFloat?) -> (size: CGSize, widthUsed: CGFloat?)
    {
        if view.intrinsicSizeDependsOnWidth {
            return (view.intrinsicContentSize(forWidth: width ?? .greatestFiniteMagnitude), width ?? 0)
        }
        return (view.intrinsicContentSize, nil)
    }

    private func intrinsicPresenceChanged(_ view: UIView) -> Bool {
        guard let index = participantIndex(of: view), let intrinsic = participants[index].intrinsic
        else { return false }
        let size = view.intrinsicContentSize
        return (size.width == UIView.noIntrinsicMetric) != (intrinsic.size.width == UIView.noIntrinsicMetric)
            || (size.height == UIView.noIntrinsicMetric)
                != (intrinsic.size.height == UIView.noIntrinsicMetric)
    }

    private func updateIntrinsicSize(of view: UIView) {
        guard let index = participantIndex(of: view), let intrinsic = participants[index].intrinsic
        else { return }
        let width = intrinsic.widthUsed.flatMap { $0 > 0 ? $0 : nil }
        let measured = LayoutEngine.intrinsicSize(of: view, width: width)
        setIntrinsic(measured.size, widthUsed: measured.widthUsed, at: index)
    }

    private func setIntrinsic(_ size: CGSize, widthUsed: CGFloat?, at index: Int) {
        guard var intrinsic = participants[index].intrinsic else { return }
        for id in intrinsic.ids where id.id >= 0 { solver.setConstant(-Double(size.width), of: id) }
        for id in intrinsic.heightIDs where id.id >= 0 { solver.setConstant(-Double(size.height), of: id) }
        intrinsic.size = size
        if widthUsed != nil, !wrappingParticipants.contains(index) { wrappingParticipants.append(index) }
        intrinsic.widthUsed = widthUsed
        participants[index].intrinsic = intrinsic
    }

    /// Wrapping labels measure their height at the width the solution gives them, and the
    /// system solves again, until the widths stop moving (UIKit's two-pass label layout).
    private func settleWidthDependentSizes() {
        guard !wrappingParticipants.isEmpty else { return }
        for _ in 0..<4 {
            var moved = false
            for index in wrappingParticipants {
                guard let intrinsic = participants[index].intrinsic, let used = intrinsic.widthUsed,
                    case .view(let view)? = participants[index].item
                else { continue }
                let width = CGFloat(solver.value(of: unknownsByParticipant[index].width))
                guard abs(width - used) > 1e-9, width > 0 else { continue }
                let size = view.intrinsicContentSize(forWidth: width)
                setIntrinsic(
                    CGSize(width: intrinsic.size.width, height: size.height), widthUsed: width, at: index)
                moved = true
            }
            if !moved { return }
        }
    }

    // MARK: Keeping constants current

    /// A new constant that the other required constraints cannot live with breaks this
    /// constraint, reported as a conflict at activation is (Behaviour 17.5).
    private func updateConstant(of constraint: NSLayoutConstraint) {
        guard let (id, base) = record(of: constraint) else { return }
        do {
            try solver.updateConstant(base - Double(constraint.constant), of: id)
        } catch {
            guard case .unsatisfiable(let conflicting) = error else { return }
            solver.remove(id)
            if measuring {
                fittingRecords[ObjectIdentifier(constraint)] = nil
            } else {
                constraint.engineStamp = 0
            }
            brokenConstraints.append(constraint)
            reportConflict(breaking: constraint, with: conflicting)
        }
    }

    /// The solver's id for an app's constraint and its expression's constant without `constant`.
    private func record(of constraint: NSLayoutConstraint) -> (id: SolverConstraintID, base: Double)? {
        if measuring { return fittingRecords[ObjectIdentifier(constraint)] }
        guard constraint.engineStamp == stamp else { return nil }
        return (constraint.engineSolverID, constraint.engineBase)
    }

    /// Frames of pinned views and the insets of system guides, compared with what the engine
    /// holds; only changed constants reach the solver.
    private func syncSystemConstants() {
        for index in participants.indices {
            let participant = participants[index]
            let constants: [Double]
            switch participant.role {
            case .root, .pinned:
                guard case .view(let view)? = participant.item else { continue }
                let frame = view.untransformedFrame
                let origin = participant.role == .root ? CGPoint.zero : frame.origin
                constants = [-origin.x, -origin.y, -frame.width, -frame.height].map { Double($0) }
            case .systemGuide:
                guard case .guide(let guide)? = participant.item, let owner = guide.owningView else {
                    continue
                }
                constants = LayoutEngine.guideConstants(for: guide, owner: owner)
            default:
                continue
            }
            guard constants != participant.systemConstants else { continue }
            for (offset, id) in participant.systemConstraints.enumerated()
            where id.id >= 0 && offset < constants.count
                && constants[offset] != participant.systemConstants[offset]
            {
                solver.setConstant(constants[offset], of: id)
            }
            participants[index].systemConstants = constants
        }
    }

    // MARK: Telling views

    private func setViewFlags() {
        // By index, reading the role and item in place: copying a participant copies its weak
        // reference, a slow retain and release. Views through their links.
        for index in participants.indices {
            let role = participants[index].role
            switch role {
            case .constrained:
                withParticipantView(at: index) { view in
                    flag(view) { $0.framedByEngine = true }
                    if let superview = view.superviewLink {
                        superview.withGuaranteedRef { flag($0) { $0.hasEngineFramedSubviews = true } }
                    }
                }
            case .pinned, .root:
                withParticipantView(at: index) { view in flag(view) { $0.pinnedInEngine = true } }
            case .systemGuide:
                guard case .guide(let guide)? = participants[index].item else { continue }
                // Insets reach the engine through their own hooks; only the frame guide
                // follows the owner's bounds origin (its content offset).
                guide.owningView.map {
                    flag($0) { $0.ownsEngineGuides = true }
                    if guide.kind == .scrollFrame { flag($0) { $0.pinnedInEngine = true } }
                }
            default:
                break
            }
        }
    }

    /// Sets a flag on `view`'s state for this rebuild; the state's flags of an earlier rebuild
    /// (of this engine or another) are cleared first.
    private func flag(_ view: UIView, _ set: (ViewLayoutState) -> Void) {
        let state = view.layoutStateForWriting
        if state.flagStamp != stamp {
            state.clearEngineFlags()
            state.flagStamp = stamp
        }
        set(state)
    }

    /// Scroll views whose content guide the constraints size take that size as their content size.
    private func reportContentSizes() {
        for index in contentGuideParticipants {
            guard case .guide(let guide)? = participants[index].item, let owner = guide.owningView else {
                continue
            }
            owner.contentLayoutGuideDidResolve(frame(at: index).size)
        }
    }

    /// Marks the superview of each constrained view whose frame the solution moved. After
    /// constant edits alone, only the participants whose unknowns the solver moved are looked at
    /// (it lists them), so a change that moves a few views costs those views; otherwise every
    /// constrained participant's solved frame is compared with the last one.
    private func markMovedViews() {
        if let moved = solver.movedSinceTracking {
            // Only constant edits since the last pass: the participants whose unknowns moved.
            for variable in moved where Int(variable) < constrainedParticipantOfVariable.count {
                let index = constrainedParticipantOfVariable[Int(variable)]
                if index >= 0 { markIfMoved(Int(index)) }
            }
        } else {
            for index in constrainedParticipants { markIfMoved(index) }
        }
        // Every constrained participant's frame was read (here or at an earlier pass, unmoved
        // since): what moves from now on is listed.
        solver.trackMoves()
    }

    /// Marks the superview of a constrained participant's view when its solved frame moved.
    private func markIfMoved(_ index: Int) {
        let frame = frame(at: index)
        // Compared field by field: `CGRect ==` is an opaque call into Foundation, a fifth of this
        // pass, and the frames are solved values (no NaN, no normalizing wanted).
        let last = lastSolvedFrames[index]
        guard
            frame.origin.x != last.origin.x || frame.origin.y != last.origin.y
                || frame.size.width != last.size.width || frame.size.height != last.size.height
        else { return }
        lastSolvedFrames[index] = frame
        withParticipantView(at: index) { view in
            if frame != view.untransformedFrame { view.superview?.setNeedsLayout() }
        }
    }
}

// MARK: - The engine's records

/// A participant's four unknowns.
struct Unknowns {
    let x: LayoutVariable
    let y: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable
}

@MainActor
private struct Participant {
    enum Role: Equatable {
        /// The live engine's root: its bounds' size is given.
        case root
        /// A fitting engine's root: its size is what is asked for.
        case measuredRoot
        /// A view with `translatesAutoresizingMaskIntoConstraints`: its frame is given.
        case pinned
        /// A view placed by constraints.
        case constrained
        /// A safe-area, margins or readable-content guide: inset from its owner.
        case systemGuide
        /// A guide the app added: placed by constraints.
        case customGuide
        /// A scroll view's content guide: at the origin, sized by constraints.
        case contentGuide
    }

    /// The view or guide, held weakly: the engine lives on its hierarchy's root and must not keep
    /// that root (or a view taken out since the last rebuild) alive.
    private weak var object: AnyObject?
    let role: Role

    /// The view again, unretained, when the rebuild reached it through links (a view of the
    /// hierarchy): valid while `linkEpoch` is current (`withParticipantView`).
    let viewLink: Unmanaged<UIView>?

    init(item: LayoutItem, role: Role, viewLink: Unmanaged<UIView>?) {
        object = item.object
        self.role = role
        self.viewLink = viewLink
    }

    /// The view or guide, while it lives.
    var item: LayoutItem? { LayoutItem(object) }
    /// The solver's ids of the system's constraints for this participant, and their constants.
    var systemConstraints: [SolverConstraintID] = []
    var systemConstants: [Double] = []
    var intrinsic: IntrinsicConstraints?
}

private struct IntrinsicConstraints {
    var size: CGSize
    var widthUsed: CGFloat?
    var ids: [SolverConstraintID] = []
    var heightIDs: [SolverConstraintID] = []
}

@MainActor
private struct Equation {
    /// Unretained: equations live only inside `rebuild()`, whose list of constraints holds each
    /// one, and retaining a constraint (weakly referenced, so its count lives in a side table) is
    /// a slow path.
    let constraint: Unmanaged<NSLayoutConstraint>
    /// The terms: `equationTerms[start..<end]`.
    let start: Int
    let end: Int
    let base: Double
    let relation: LinearRelation
}

extension NSLayoutConstraint.Attribute {
    /// An edge, centre or size of the item itself (not a margin or a baseline).
    var isPlainEdgeOrSize: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY: true
        default: false
        }
    }

    /// The plain attribute a margin attribute stands for (on the margins guide), or nil.
    var withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}

// MARK: - Measuring and ambiguity

extension LayoutEngine {
    /// The root's size with its width and height held to `target` at the given priorities.
    func fit(to target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        resolveIfNeeded()
        guard let unknowns = unknowns(of: root) else { return .zero }
        let holds = [(unknowns.width, target.width, horizontal), (unknowns.height, target.height, vertical)]
        for (variable, value, priority) in holds {
            _ = try? addRaw(
                [LinearTerm(variable: variable, coefficient: 1)], -Double(value), .equal, priority.rawValue)
        }
        resettle()
        return rootSize
    }

    /// Whether some unknown of `object`'s frame can move without giving up any constraint or
    /// worsening any optional one (the solver sees a free direction at the optimum).
    func isAmbiguous(_ object: AnyObject) -> Bool {
        resolveIfNeeded()
        guard let unknowns = unknowns(of: object) else { return false }
        return [unknowns.x, unknowns.y, unknowns.width, unknowns.height].contains { isFree($0) }
    }

    /// Moves an ambiguous view to another solution and keeps it there until the next rebuild.
    func exerciseAmbiguity(of view: UIView) {
        resolveIfNeeded()
        guard let unknowns = unknowns(of: view) else { return }
        for variable in [unknowns.x, unknowns.y, unknowns.width, unknowns.height] {
            for delta in [10.0, -10.0] where pull(variable, by: delta, keep: true) {
                view.superview?.setNeedsLayout()
                return
            }
        }
    }

    /// Asks, at priority 1, for `variable` to move by `delta`; whether it did. The request is
    /// withdrawn unless `keep`.
    private func pull(_ variable: LayoutVariable, by delta: Double, keep: Bool) -> Bool {
        let value = currentValue(of: variable)
        guard
            let id = try? addRaw(
                [LinearTerm(variable: variable, coefficient: 1)], -(value + delta), .equal, 1)
        else { return false }
        let moved = abs(currentValue(of: variable) - value) > 1e-6
        if !moved || !keep { removeRaw(id) }
        return moved
    }
}
