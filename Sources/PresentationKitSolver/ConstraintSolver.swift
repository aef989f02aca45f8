/// An incremental Cassowary-family simplex solver for linear equalities and inequalities with
/// required and optional priorities: the engine under Auto Layout.
///
/// Required constraints (priority 1000) always hold; adding one that can't throws and leaves the
/// solver as it was. Optional ones are satisfied in priority order, lexicographically: no number
/// of lower-priority constraints outweighs a higher one. Within one priority each constraint's
/// error counts once and the solver minimizes their sum (an optional equality errs either way, an
/// inequality one way). Variables nothing constrains stay at zero.
///
/// Changes are incremental: adding or removing a constraint pivots only the rows it touches, and
/// ``setConstant(_:of:)`` moves a constraint's constant through its marker symbol's column and
/// repairs the tableau with the dual simplex, as Cassowary's edit variables do, without solving
/// again from scratch. ``value(of:)`` reads the current solution in O(1) once the values are
/// evaluated after a change (all at once when many are read; a constant edit updates the cached
/// values it moves).
///
/// Cost: a fully substituted row carries one dummy symbol for each required equality its value
/// depends on (that is how removal and constant edits find their way back), so it is as long as
/// the chain of equalities behind it. A constraint that brings a fresh variable is solved for it
/// and its row left unexpanded (``SimplexTableau``), so building a layout (every view's
/// constraints name its own new unknowns) stays linear even along one long sibling chain.
@usableFromInline package final class ConstraintSolver {
    /// What the solver keeps about one constraint.
    private struct Record {
        /// The expression's constant as the caller last gave it.
        var constant: Double
        /// `-1` when the expression was negated to read `≥ 0` (a `≤` constraint), else `1`.
        var sign: Double
        var priority: Float
        var isRequired: Bool
        /// The symbol that appears only in this constraint's original row: a dummy, a slack or the
        /// positive error. Removal pivots it out; constant edits move along its column.
        var marker: Int32
        /// The marker's coefficient in the constraint's original row.
        var markerCoefficient: Double
        /// The second error (optional equality) or the error (optional inequality); `-1` if none.
        var other: Int32
        /// Whether `marker` itself is an error counted in the objective (optional equality).
        var markerIsError: Bool
    }

    /// The priority at and above which a constraint is required, as `UILayoutPriority.required`.
    package static let requiredPriority: Float = 1000

    @usableFromInline let tableau = SimplexTableau()
    // Unchecked exclusivity as in `SimplexTableau`: no overlapping accesses, and the checks are a
    // measurable share of a solve.

    /// Records by slot, the low bits of a constraint id; the high bits count the slot's reuses,
    /// so a stale id misses the constraint that took its slot (until 512 reuses wrap around).
    @exclusivity(unchecked) private var records: [Record?] = []
    /// Slot → how many times it has been reused, modulo 512: the high bits of its next id.
    @exclusivity(unchecked) private var generations: [Int32] = []
    @exclusivity(unchecked) private var freeSlots: [Int32] = []
    @exclusivity(unchecked) private var liveCount = 0
    private static let slotBits: Int32 = 22
    private static let slotMask: Int32 = (1 << slotBits) - 1

    package init() {}

    /// Removes every constraint and variable, as a new solver would have none, keeping the
    /// storage for the next system (a rebuild from scratch reuses it). Ids and variables
    /// handed out before are invalid afterwards (ids start again from zero).
    package func reset() {
        tableau.reset()
        records.removeAll(keepingCapacity: true)
        generations.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        liveCount = 0
    }

    /// The number of constraints in the solver.
    package var constraintCount: Int { liveCount }

    /// Whether `id` names a constraint of this solver.
    package func contains(_ id: SolverConstraintID) -> Bool { slot(of: id) != nil }

    /// The record slot of a live constraint.
    private func slot(of id: SolverConstraintID) -> Int? {
        let slot = Int(id.id & Self.slotMask)
        guard id.id >= 0, slot < records.count, records[slot] != nil,
            generations[slot] == id.id >> Self.slotBits
        else { return nil }
        return slot
    }

    /// The id the next added constraint gets.
    private func nextID() -> SolverConstraintID {
        if let slot = freeSlots.last {
            return SolverConstraintID(id: generations[Int(slot)] << Self.slotBits | slot)
        }
        precondition(records.count <= Int(Self.slotMask), "too many constraints")
        return SolverConstraintID(id: Int32(records.count))
    }

    /// Keeps `record` under `id` (from ``nextID()``).
    private func store(_ record: Record, as id: SolverConstraintID) {
        let slot = id.id & Self.slotMask
        if freeSlots.last == slot {
            freeSlots.removeLast()
            records[Int(slot)] = record
        } else {
            records.append(record)
            generations.append(0)
        }
        liveCount += 1
    }

    /// Forgets a constraint's record and returns it.
    private func takeRecord(_ id: SolverConstraintID) -> Record? {
        guard let slot = slot(of: id) else { return nil }
        let record = records[slot]
        records[slot] = nil
        generations[slot] = (generations[slot] + 1) & 511
        freeSlots.append(Int32(slot))
        liveCount -= 1
        return record
    }

    /// Reserves room for about `variables` more variables and `constraints` more constraints, so a
    /// large system built from scratch doesn't regrow the solver's storage as it goes. Optional.
    package func reserveCapacity(variables: Int, constraints: Int) {
        // A constraint makes one or two symbols of its own and at most one row.
        tableau.reserveCapacity(
            symbols: tableau.symbolCount + variables + 2 * constraints,
            rows: tableau.rows.count + constraints)
        records.reserveCapacity(records.count + constraints)
        generations.reserveCapacity(generations.count + constraints)
    }

    /// A new variable, initially unconstrained (its value is 0).
    package func makeVariable() -> LayoutVariable {
        LayoutVariable(id: tableau.makeSymbol(.external))
    }

    /// The variable's value in the current solution (cached; see the type's comment).
    // `@usableFromInline` on the type and `@inline(__always)` here are both needed for the engine
    // in the other module to inline this: without them each frame read is a call and a retain.
    @inlinable @inline(__always)
    package func value(of variable: LayoutVariable) -> Double {
        tableau.value(of: variable.id)
    }

    /// The ids of the variables whose values moved since ``trackMoves()`` (with repeats), or nil
    /// when any may have: only constant edits that need no pivot keep the list. Whoever tracks
    /// must have read every variable it cares about just before ``trackMoves()``.
    package var movedSinceTracking: [Int32]? { tableau.movedVariables }

    /// Starts listing moved variables (``movedSinceTracking``).
    package func trackMoves() { tableau.trackMoves() }

    /// Whether the constraints leave `variable` room to move: another value would satisfy every
    /// constraint at least as well (UIKit's `hasAmbiguousLayout`, for one variable).
    ///
    /// Best effort, from the current tableau: a variable is ambiguous when it is parametric (no
    /// constraint pins it), or when its row mentions a variable, or a slack or error whose reduced
    /// cost is zero at every priority and which can grow before a restricted row blocks it. A
    /// degenerate vertex can hide a free direction that only a pivot would show.
    package func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        let slot = tableau.basicRow[Int(variable.id)]
        guard slot >= 0 else { return true }
        return tableau.expanded(tableau.rows[Int(slot)]).entries.contains {
            abs($0.coefficient) >= SimplexTableau.epsilon && tableau.isFreeDirection($0.symbol)
        }
    }

    // MARK: Adding

    /// Adds `expression (relation) 0`.
    ///
    /// - Parameter priority: 1...1000 as UIKit's `UILayoutPriority`; 1000 (or more) is required.
    /// - Throws: ``ConstraintSolverError/unsatisfiable(conflicting:)`` when a required constraint
    ///   can't hold with the required ones already added; the solver is then left unchanged.
    @discardableResult
    package func add(
        _ expression: LinearExpression, _ relation: LinearRelation, priority: Float
    ) throws(ConstraintSolverError) -> SolverConstraintID {
        try addRow(terms: expression.terms, constant: expression.constant, relation, priority: priority)
    }

    /// Adds `Σ terms + constant (relation) 0`: ``add(_:_:priority:)`` for terms kept in a
    /// caller's buffer, so the engine allocates no expression per constraint. Not generic, so that
    /// a caller in another module runs the version specialized here.
    @discardableResult
    package func add(
        terms: ArraySlice<LinearTerm>, constant: Double, _ relation: LinearRelation, priority: Float
    ) throws(ConstraintSolverError) -> SolverConstraintID {
        try addRow(terms: terms, constant: constant, relation, priority: priority)
    }

    /// The one way in for both ``add(_:_:priority:)`` and ``add(terms:constant:_:priority:)``.
    private func addRow<Terms: Collection<LinearTerm>>(
        terms: Terms, constant: Double, _ relation: LinearRelation, priority: Float
    ) throws(ConstraintSolverError) -> SolverConstraintID {
        let isRequired = priority >= Self.requiredPriority
        // `≤` becomes `≥` by negation, so every inequality below reads `row ≥ 0`.
        let sign: Double = relation == .lessThanOrEqual ? -1 : 1
        for term in terms {
            let index = Int(term.variable.id)
            precondition(
                index >= 0 && index < tableau.symbolCount && tableau.kinds[index] == .external,
                "a variable of another solver")
        }
        var row = tableau.unexpandedRow(terms, constant: constant, sign: sign, extra: 2)

        // The constraint's own symbols, as in the paper: `expr + d = 0` (required equality),
        // `expr − s = 0` (required inequality), `expr − e⁺ + e⁻ = 0` (optional equality),
        // `expr − s + e = 0` (optional inequality).
        let marker: Int32
        let markerCoefficient: Double
        var other: Int32 = -1
        switch (relation, isRequired) {
        case (.equal, true):
            marker = tableau.makeSymbol(.dummy)
            markerCoefficient = 1
        case (.equal, false):
            marker = tableau.makeSymbol(.error)
            markerCoefficient = -1
            other = tableau.makeSymbol(.error)
            row.entries.append(SolverRowEntry(symbol: other, coefficient: 1))
        case (_, true):
            marker = tableau.makeSymbol(.slack)
            markerCoefficient = -1
        case (_, false):
            marker = tableau.makeSymbol(.slack)
            markerCoefficient = -1
            other = tableau.makeSymbol(.error)
            row.entries.append(SolverRowEntry(symbol: other, coefficient: 1))
        }
        row.entries.append(SolverRowEntry(symbol: marker, coefficient: markerCoefficient))

        let id = nextID()
        do {
            try install(&row, marker: marker, other: other)
        } catch {
            tableau.freeSymbol(marker)
            if other >= 0 { tableau.freeSymbol(other) }
            throw error
        }
        tableau.owners[Int(marker)] = id.id
        if other >= 0 { tableau.owners[Int(other)] = id.id }
        store(
            Record(
                constant: constant, sign: sign, priority: priority, isRequired: isRequired,
                marker: marker, markerCoefficient: markerCoefficient, other: other,
                markerIsError: relation == .equal && !isRequired),
            as: id)
        if !isRequired {
            let level = levelIndex(for: priority, creating: true)!
            tableau.objectives[level].constraintCount += 1
            if relation == .equal { tableau.addToObjective(level, symbol: marker, factor: 1) }
            tableau.addToObjective(level, symbol: other, factor: 1)
        }
        tableau.optimize()
        return id
    }

    /// Puts a new constraint's row (`0 = row`, all symbols parametric) into the tableau, choosing
    /// its subject as Cassowary does: an unconstrained variable if the row has one, else a new
    /// restricted symbol that can be basic at a non-negative value, else phase one with an
    /// artificial variable.
    private func install(_ row: inout SolverRow, marker: Int32, other: Int32) throws(ConstraintSolverError) {
        // A variable that no row mentions keeps the substitution free, and the row may stay
        // unexpanded: nothing else mentions its subject, so nothing needs it in parametric form.
        // Found first, solved after the loop: solving inside it would copy the entries the loop
        // still reads (a copy and a free per constraint).
        var fresh: Int32 = -1
        for entry in row.entries where tableau.kinds[Int(entry.symbol)] == .external {
            if tableau.basicRow[Int(entry.symbol)] < 0 && tableau.columns.isEmpty(entry.symbol) {
                fresh = entry.symbol
                break
            }
        }
        if fresh >= 0 {
            SimplexTableau.solve(&row, for: fresh)
            tableau.insertSolvedRow(row)
            return
        }
        // Otherwise the subject is chosen, and substituted into other rows, in parametric form.
        row = tableau.expanded(row)
        // Any variable will do.
        var external: Int32 = -1
        for entry in row.entries where tableau.kinds[Int(entry.symbol)] == .external {
            if tableau.columns.isEmpty(entry.symbol) {
                external = entry.symbol
                break
            }
            if external < 0 { external = entry.symbol }
        }
        if external >= 0 {
            SimplexTableau.solve(&row, for: external)
            tableau.insertSolvedRow(row)
            return
        }
        if row.constant < 0 {
            row.constant = -row.constant
            for index in row.entries.indices { row.entries[index].coefficient.negate() }
        }
        // A fresh restricted symbol with a negative coefficient is basic at constant / |coefficient|
        // ≥ 0 and appears in no other row, so taking it as subject keeps the tableau feasible.
        if let subject = row.entries.first(where: {
            ($0.symbol == marker || $0.symbol == other) && tableau.kinds[Int($0.symbol)].isPivotable
                && $0.coefficient < 0
        })?.symbol {
            SimplexTableau.solve(&row, for: subject)
            tableau.insertSolvedRow(row)
            return
        }
        if row.entries.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy }) {
            guard abs(row.constant) < SimplexTableau.epsilon, tableau.kinds[Int(marker)] == .dummy else {
                throw .unsatisfiable(conflicting: conflicting(in: row, excluding: -1))
            }
            // Redundant: the required equalities already imply it. Its dummy becomes basic in a
            // row that must stay zero, which later edits and removals read.
            SimplexTableau.solve(&row, for: marker)
            row.constant = 0
            tableau.insertSolvedRow(row)
            return
        }
        try addWithArtificialVariable(row)
    }

    /// Phase one: `a = row` with `a ≥ 0` artificial, minimize `a` above every other objective; the
    /// constraint is satisfiable exactly when `a` reaches zero. Runs under the tableau's undo log
    /// so that failure restores everything.
    private func addWithArtificialVariable(_ row: SolverRow) throws(ConstraintSolverError) {
        tableau.beginTentative()
        let artificial = tableau.makeSymbol(.artificial)
        var artificialRow = row
        artificialRow.basic = artificial
        tableau.insertRow(artificialRow)
        for entry in artificialRow.entries { tableau.setObjective(0, entry.symbol, entry.coefficient) }
        tableau.optimize()
        let slot = tableau.basicRow[Int(artificial)]
        if slot >= 0 && tableau.rows[Int(slot)].constant > 1e-8 {
            let conflicts = conflicting(in: tableau.rows[Int(slot)], excluding: -1)
            tableau.rollback()
            clearPhaseOne()
            throw .unsatisfiable(conflicting: conflicts)
        }
        if slot >= 0 {
            // Still basic at zero: swap in a symbol of its row (a degenerate pivot) so the
            // artificial variable can be dropped as a parametric column.
            let entries = tableau.rows[Int(slot)].entries
            let entering =
                entries.first(where: { tableau.kinds[Int($0.symbol)].isPivotable })?.symbol
                ?? entries.first?.symbol
            tableau.shiftConstant(of: slot, by: -tableau.rows[Int(slot)].constant)
            if let entering { tableau.pivot(slot, entering: entering) }
        }
        tableau.commit()
        clearPhaseOne()
        let remaining = tableau.basicRow[Int(artificial)]
        if remaining >= 0 { tableau.removeRow(remaining) }
        tableau.eraseColumn(artificial)
        tableau.freeSymbol(artificial)
    }

    /// Empties phase one's objective row.
    private func clearPhaseOne() {
        while let symbol = tableau.objectives[0].members.last { tableau.setObjective(0, symbol, 0) }
    }

    /// The required constraints, other than `excluded`, whose symbols appear in `row`, by id.
    private func conflicting(in row: SolverRow, excluding excluded: Int32) -> [SolverConstraintID] {
        var found = Set<Int32>()
        for symbol in row.entries.map(\.symbol) + [row.basic] where symbol >= 0 {
            let owner = tableau.owners[Int(symbol)]
            guard owner >= 0, owner != excluded,
                let slot = slot(of: SolverConstraintID(id: owner)), records[slot]!.isRequired
            else { continue }
            found.insert(owner)
        }
        return found.sorted().map(SolverConstraintID.init(id:))
    }

    /// The objective index of an optional priority's level.
    private func levelIndex(for priority: Float, creating: Bool) -> Int? {
        if let index = tableau.objectives.indices.dropFirst().first(where: {
            tableau.objectives[$0].priority == priority
        }) {
            return index
        }
        return creating ? tableau.insertLevel(priority: priority) : nil
    }

    // MARK: Removing

    /// Removes a constraint and re-optimizes; unknown ids are ignored.
    package func remove(_ id: SolverConstraintID) {
        guard let record = takeRecord(id) else { return }
        if !record.isRequired, let level = levelIndex(for: record.priority, creating: false) {
            if record.markerIsError { tableau.addToObjective(level, symbol: record.marker, factor: -1) }
            tableau.addToObjective(level, symbol: record.other, factor: -1)
            tableau.objectives[level].constraintCount -= 1
            if tableau.objectives[level].constraintCount == 0 { tableau.objectives.remove(at: level) }
        }
        let marker = record.marker
        if tableau.basicRow[Int(marker)] < 0, let slot = leavingRow(forRemoving: marker) {
            tableau.pivot(slot, entering: marker)
        }
        let slot = tableau.basicRow[Int(marker)]
        if slot >= 0 { tableau.removeRow(slot) }
        // The other error appeared only in the constraint's own equation, so it is gone from the
        // tableau up to rounding; drop any residue before recycling the ids.
        for symbol in [marker, record.other] where symbol >= 0 {
            let residue = tableau.basicRow[Int(symbol)]
            if residue >= 0 { tableau.removeRow(residue) }
            tableau.eraseColumn(symbol)
            tableau.freeSymbol(symbol)
        }
        tableau.optimize()
    }

    /// The row in which a parametric marker should become basic so that dropping that row keeps
    /// the rest feasible. A row whose basic symbol is a dummy comes first: it must stay at zero,
    /// so the marker may not move at all, and pivoting there (constant zero) moves nothing. Then,
    /// among restricted rows, the tightest one that the marker's growth drives to zero, else the
    /// tightest one its shrinking does; unrestricted rows only when no restricted row mentions it
    /// (so no variable leaks into a restricted row).
    private func leavingRow(forRemoving marker: Int32) -> Int32? {
        var dummyChoice: (slot: Int32, basic: Int32)?
        var firstChoice: (slot: Int32, ratio: Double, basic: Int32)?
        var secondChoice: (slot: Int32, ratio: Double, basic: Int32)?
        var fallback: Int32?
        for slot in tableau.columns.slots(mentioning: marker) {
            let row = tableau.rows[Int(slot)]
            let coefficient = row.coefficient(of: marker)
            guard tableau.kinds[Int(row.basic)].isRestricted else {
                // A variable's row may mention the marker only through the rows it mentions, and
                // the pivot needs it in its own terms.
                if fallback == nil {
                    tableau.expandRow(slot)
                    if abs(tableau.rows[Int(slot)].coefficient(of: marker)) >= SimplexTableau.epsilon {
                        fallback = slot
                    }
                }
                continue
            }
            if tableau.kinds[Int(row.basic)] == .dummy {
                if dummyChoice == nil || row.basic < dummyChoice!.basic { dummyChoice = (slot, row.basic) }
                continue
            }
            let ratio = abs(row.constant / coefficient)
            if coefficient < 0 {
                if firstChoice == nil || ratio < firstChoice!.ratio
                    || (ratio == firstChoice!.ratio && row.basic < firstChoice!.basic)
                {
                    firstChoice = (slot, ratio, row.basic)
                }
            } else if secondChoice == nil || ratio < secondChoice!.ratio
                || (ratio == secondChoice!.ratio && row.basic < secondChoice!.basic)
            {
                secondChoice = (slot, ratio, row.basic)
            }
        }
        return dummyChoice?.slot ?? firstChoice?.slot ?? secondChoice?.slot ?? fallback
    }

    // MARK: Constants

    /// Changes a constraint's constant incrementally: the change moves the constants of the rows in
    /// its marker's column (or of the marker's own row), then the dual simplex repairs feasibility.
    /// If the new constant conflicts with required constraints, the solver keeps the old one
    /// (``updateConstant(_:of:)`` says why). Unknown ids are ignored.
    package func setConstant(_ constant: Double, of id: SolverConstraintID) {
        try? updateConstant(constant, of: id)
    }

    /// ``setConstant(_:of:)`` that reports failure.
    ///
    /// - Throws: ``ConstraintSolverError/unknownConstraint`` for an unknown id;
    ///   ``ConstraintSolverError/unsatisfiable(conflicting:)`` when the new constant makes the
    ///   required constraints contradict each other, leaving the solver exactly as before.
    package func updateConstant(_ constant: Double, of id: SolverConstraintID) throws(ConstraintSolverError) {
        guard let slot = slot(of: id), var record = records[slot] else { throw .unknownConstraint }
        let delta = record.sign * (constant - record.constant)
        guard delta != 0 else { return }
        // Row `c + μ·m + … = 0` with `c + δ` equals the old row in `m + δ/μ`: shift by δ/μ.
        let shift = delta / record.markerCoefficient
        tableau.beginTentative()
        let markerSlot = tableau.basicRow[Int(record.marker)]
        if markerSlot >= 0 {
            tableau.shiftConstant(of: markerSlot, by: -shift)
        } else {
            var node = tableau.columns.first(record.marker)
            while node >= 0 {
                let slot = tableau.columns.slot(node)
                tableau.shiftConstant(
                    of: slot, by: shift * tableau.rows[Int(slot)].coefficient(of: record.marker))
                node = tableau.columns.next(node)
            }
        }
        if let failed = tableau.dualOptimize() {
            let conflicts = conflicting(in: tableau.rows[Int(failed)], excluding: id.id)
            tableau.rollback()
            throw .unsatisfiable(conflicting: conflicts)
        }
        tableau.commit()
        record.constant = constant
        records[slot] = record
    }
}
