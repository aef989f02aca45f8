/// The simplex tableau under ``ConstraintSolver``: rows in dictionary form, a column index, the
/// lexicographic objective, and the primal and dual simplex that keep it optimal.
///
/// Everything is indexed by `Int32` symbol and row-slot ids. The column index (symbol → the rows
/// that mention it) makes a pivot touch only the rows that contain the entering symbol, never all
/// rows. Priorities are lexicographic, as the Cassowary paper's symbolic weights: `objectives[0]`
/// is phase one's (empty outside it) and the rest are one row per distinct optional priority,
/// highest first; a symbol's reduced cost is the vector of its coefficients down the levels.
///
/// A change that may fail (phase one for a required constraint, a new constant) runs under an
/// undo log: the first touch of a row saves it, objective writes save the old coefficient, so a
/// failure puts back exactly the tableau it started from.
///
/// Rows of variables are kept *unexpanded* where that is free: a variable's row may
/// mention other basic variables, never restricted basic symbols, and never in a cycle (a row
/// only mentions variables that were basic before it was made, or parametric ones). Restricted
/// rows and the objectives mention parametric symbols only, exactly as in Cassowary, so the
/// simplex never sees the difference. Fully substituted variable rows carry one dummy for every
/// required equality behind them, so a chain of `n` siblings (each placed after the previous)
/// costs `n²`; unexpanded rows stay as short as the constraints. A variable's value is its row
/// evaluated through the rows it mentions (cached until the tableau next changes), and a row is
/// expanded (``expanded(_:)``) only where parametric form is needed: a new constraint without a
/// fresh variable to solve for, a pivot on a variable's row, an ambiguity query.
@usableFromInline
final class SimplexTableau {
    /// Coefficients and constants smaller than this count as zero.
    static let epsilon = 1e-9

    /// One step of the undo log.
    private enum UndoStep {
        /// A row as it was before its first change (`nil`: the slot was free).
        case row(Int32, SolverRow?)
        /// A row's constant before a change that touched only the constant.
        case constant(Int32, Double)
        /// An objective coefficient before a write.
        case objective(Int, Int32, Double)
        /// A symbol made during the change; it goes back to the free list.
        case symbol(Int32)
    }

    // The stored arrays skip Swift's dynamic exclusivity checks: the tableau never hands out
    // overlapping accesses to them, and the checks cost about a fifth of a solve.

    /// Symbol → what it stands for. Ids from `symbolCount` on are unused, left by a reset.
    @exclusivity(unchecked) private(set) var kinds: [SolverSymbolKind] = []
    /// How many ids are handed out (free ones included); the per-symbol arrays may be longer.
    @exclusivity(unchecked) private(set) var symbolCount = 0
    /// Symbol → the row slot where it is basic, or `-1` when parametric.
    @exclusivity(unchecked) private(set) var basicRow: [Int32] = []
    /// Symbol → the row slots that mention it as a parametric symbol.
    @exclusivity(unchecked) private(set) var columns = SolverColumnIndex()
    /// Symbol → the id of the constraint that owns it (`-1` for variables and free ids).
    @exclusivity(unchecked) var owners: [Int32] = []
    /// Symbol → an index into the row being merged, `-1` otherwise (always `-1` between merges).
    @exclusivity(unchecked) private var scratch: [Int32] = []
    @exclusivity(unchecked) private var freeSymbols: [Int32] = []

    @exclusivity(unchecked) private(set) var rows: [SolverRow] = []
    /// Emptied entry arrays of the rows before the last reset, for new rows to fill.
    @exclusivity(unchecked) private var spareEntries: [[SolverRowEntry]] = []
    @exclusivity(unchecked) private var freeRows: [Int32] = []
    /// `[0]`: phase one; then one row per optional priority, highest first.
    @exclusivity(unchecked) var objectives: [ObjectiveRow] = [ObjectiveRow(priority: .infinity, capacity: 0)]
    /// Rows whose constants may have left the feasible region; the dual simplex repairs them.
    @exclusivity(unchecked) private var infeasibleRows: [Int32] = []
    /// Symbols whose objective coefficients changed since they were last found not to improve the
    /// objective: every symbol that could enter the basis is here, so the primal simplex looks at
    /// these instead of whole objective rows (which grow with the number of optional constraints).
    @exclusivity(unchecked) private var enteringCandidates: [Int32] = []
    /// Symbol → whether it is in `enteringCandidates`.
    @exclusivity(unchecked) private var isCandidate: [Bool] = []

    /// Symbol → a basic variable's value as last evaluated, current while its stamp equals
    /// `valueEpoch` (any change to the rows moves the epoch on).
    @usableFromInline @exclusivity(unchecked) var cachedValues: [Double] = []
    @usableFromInline @exclusivity(unchecked) var valueStamps: [UInt32] = []
    @usableFromInline @exclusivity(unchecked) var valueEpoch: UInt32 = 1
    /// The variables whose values constant edits moved since ``trackMoves()``; nil once anything
    /// else changed the rows (any value may have moved).
    @exclusivity(unchecked) private(set) var movedVariables: [Int32]?
    /// Values read one by one since the epoch began; past a few, every value is evaluated at once.
    @exclusivity(unchecked) private var singleEvaluations = 0
    /// Row slot → when its row was inserted, and every row insertion in order: a row mentions
    /// only variables whose rows were inserted before it (see the class comment), so evaluating
    /// in this order finds every mentioned value ready. Entries whose slot was reused since are
    /// skipped (and dropped when the list is compacted).
    @exclusivity(unchecked) private var rowSequence: [UInt32] = []
    @exclusivity(unchecked) private var insertionOrder: [(slot: Int32, sequence: UInt32)] = []
    @exclusivity(unchecked) private var nextSequence: UInt32 = 0
    /// Symbol → the last expansion that visited it; and a coefficient being gathered by one.
    @exclusivity(unchecked) private var expansionStamps: [UInt32] = []
    @exclusivity(unchecked) private var expansionEpoch: UInt32 = 0
    @exclusivity(unchecked) private var gathered: [Double] = []
    /// Work lists reused by evaluation and expansion.
    @exclusivity(unchecked) private var pending: [Int32] = []
    @exclusivity(unchecked) private var walk: [(symbol: Int32, next: Int32)] = []
    @exclusivity(unchecked) private var postOrder: [Int32] = []

    @exclusivity(unchecked) private var undoLog: [UndoStep] = []
    @exclusivity(unchecked) private var recording = false
    /// Row slot → the epoch in which it was last saved to the undo log.
    @exclusivity(unchecked) private var savedEpoch: [UInt32] = []
    @exclusivity(unchecked) private var epoch: UInt32 = 0

    // MARK: Symbols

    /// A new symbol of `kind`, reusing a freed id when there is one.
    func makeSymbol(_ kind: SolverSymbolKind) -> Int32 {
        let symbol: Int32
        if !freeSymbols.isEmpty {
            symbol = freeSymbols.removeLast()
        } else if symbolCount < kinds.count {
            // An id a reset left behind, whose entries it set as a new symbol's: one
            // write instead of an append to each per-symbol array.
            symbol = Int32(symbolCount)
            symbolCount += 1
        } else {
            symbol = Int32(kinds.count)
            symbolCount += 1
            kinds.append(.unused)
            basicRow.append(-1)
            columns.grow(to: kinds.count)
            owners.append(-1)
            scratch.append(-1)
            isCandidate.append(false)
            cachedValues.append(0)
            valueStamps.append(0)
            expansionStamps.append(0)
            gathered.append(0)
            if kinds.count > objectives[0].coefficients.count {
                let capacity = max(64, kinds.count * 2)
                for level in objectives.indices { objectives[level].grow(to: capacity) }
            }
        }
        kinds[Int(symbol)] = kind
        if recording { undoLog.append(.symbol(symbol)) }
        return symbol
    }

    /// Reserves room for `symbols` symbols and `rows` rows, so that building a large system from
    /// scratch doesn't regrow its arrays as it goes.
    func reserveCapacity(symbols: Int, rows rowCount: Int) {
        kinds.reserveCapacity(symbols)
        basicRow.reserveCapacity(symbols)
        owners.reserveCapacity(symbols)
        scratch.reserveCapacity(symbols)
        isCandidate.reserveCapacity(symbols)
        cachedValues.reserveCapacity(symbols)
        valueStamps.reserveCapacity(symbols)
        expansionStamps.reserveCapacity(symbols)
        gathered.reserveCapacity(symbols)
        // Layout rows are short; four entries a row is a fair first guess.
        columns.reserveCapacity(symbols: symbols, entries: 4 * rowCount)
        rows.reserveCapacity(rowCount)
        savedEpoch.reserveCapacity(rowCount)
        rowSequence.reserveCapacity(rowCount)
        insertionOrder.reserveCapacity(rowCount)
        for level in objectives.indices { objectives[level].grow(to: symbols) }
    }

    /// Empties the tableau (no symbols, rows or optional levels) and keeps its storage, so a
    /// system rebuilt from scratch reuses the arrays of the last one instead of allocating, and
    /// page-faulting in, fresh ones.
    func reset() {
        precondition(!recording)
        // The per-symbol arrays keep their length: every id is set as a new symbol's (unused,
        // parametric, in no column, owned by nothing, no cached value), so `makeSymbol` hands
        // them out again with one write. Filled through buffers, which vectorize.
        // Ids from `symbolCount` on were never handed out since the last reset: already set.
        let used = symbolCount
        symbolCount = 0
        kinds.withUnsafeMutableBufferPointer { $0[..<used].update(repeating: .unused) }
        basicRow.withUnsafeMutableBufferPointer { $0[..<used].update(repeating: -1) }
        owners.withUnsafeMutableBufferPointer { $0[..<used].update(repeating: -1) }
        scratch.withUnsafeMutableBufferPointer { $0[..<used].update(repeating: -1) }
        isCandidate.withUnsafeMutableBufferPointer { $0[..<used].update(repeating: false) }
        valueStamps.withUnsafeMutableBufferPointer { $0[..<used].update(repeating: 0) }
        expansionStamps.withUnsafeMutableBufferPointer { $0[..<used].update(repeating: 0) }
        gathered.withUnsafeMutableBufferPointer { $0[..<used].update(repeating: 0) }
        columns.removeAll(below: used)
        freeSymbols.removeAll(keepingCapacity: true)
        // The rows' entry arrays are kept for the rows to come (no allocation per row).
        for slot in rows.indices {
            var entries: [SolverRowEntry] = []
            swap(&entries, &rows[slot].entries)
            entries.removeAll(keepingCapacity: true)
            spareEntries.append(entries)
        }
        rows.removeAll(keepingCapacity: true)
        freeRows.removeAll(keepingCapacity: true)
        // Phase one's row is empty outside phase one; its dense arrays are kept, zero.
        objectives.removeLast(objectives.count - 1)
        while let symbol = objectives[0].members.last { objectives[0].set(symbol, 0) }
        infeasibleRows.removeAll(keepingCapacity: true)
        enteringCandidates.removeAll(keepingCapacity: true)
        invalidateValues()
        rowSequence.removeAll(keepingCapacity: true)
        insertionOrder.removeAll(keepingCapacity: true)
        nextSequence = 0
        pending.removeAll(keepingCapacity: true)
        walk.removeAll(keepingCapacity: true)
        postOrder.removeAll(keepingCapacity: true)
        undoLog.removeAll(keepingCapacity: true)
        savedEpoch.removeAll(keepingCapacity: true)
    }

    /// Returns an id to the free list; the symbol must be out of every row and objective.
    func freeSymbol(_ symbol: Int32) {
        invalidateValues()
        let index = Int(symbol)
        kinds[index] = .unused
        owners[index] = -1
        basicRow[index] = -1
        columns.removeAll(of: symbol)
        freeSymbols.append(symbol)
    }

    /// The current value of a symbol: zero when parametric; when basic, its row's constant plus
    /// the values of the basic variables the row mentions (a restricted row mentions none).
    @inlinable @inline(__always)
    func value(of symbol: Int32) -> Double {
        let index = Int(symbol)
        guard index < valueStamps.count else { return 0 }
        return valueStamps[index] == valueEpoch ? cachedValues[index] : uncachedValue(of: symbol)
    }

    /// A value not cached: a parametric symbol's (zero, cached: it changes only with the basis,
    /// which moves the epoch on), a restricted basic symbol's (its constant, never cached: it
    /// moves without the epoch), or a variable's, evaluated.
    @usableFromInline
    func uncachedValue(of symbol: Int32) -> Double {
        let index = Int(symbol)
        let row = basicRow[index]
        guard row >= 0 else {
            cachedValues[index] = 0
            valueStamps[index] = valueEpoch
            return 0
        }
        guard kinds[index] == .external else { return rows[Int(row)].constant }
        return evaluateSoon(symbol)
    }

    /// A value not yet evaluated in this epoch: alone for the first few reads (a wrapping label
    /// between two constant changes), then every variable's at once (the engine reads them all).
    private func evaluateSoon(_ symbol: Int32) -> Double {
        singleEvaluations += 1
        if singleEvaluations > 8 {
            evaluateAll()
            if valueStamps[Int(symbol)] == valueEpoch { return cachedValues[Int(symbol)] }
        }
        return evaluate(symbol)
    }

    /// Evaluates every variable's row, in insertion order, so each finds the values it mentions
    /// ready. Through unsafe buffers: this runs after every change the engine makes, over every
    /// row, and retaining each row's entries was most of its cost. A row whose mentioned value
    /// isn't ready (never expected) is left for ``evaluate(_:)``.
    private func evaluateAll() {
        if insertionOrder.count > 2 * rows.count + 64 {
            insertionOrder.removeAll { rowSequence[Int($0.slot)] != $0.sequence }
        }
        let epoch = valueEpoch
        rows.withUnsafeBufferPointer { rows in
            basicRow.withUnsafeBufferPointer { basicRow in
                kinds.withUnsafeBufferPointer { kinds in
                    valueStamps.withUnsafeMutableBufferPointer { stamps in
                        cachedValues.withUnsafeMutableBufferPointer { values in
                            for (slot, sequence) in insertionOrder where rowSequence[Int(slot)] == sequence {
                                let basic = Int(rows[Int(slot)].basic)
                                guard basic >= 0, kinds[basic] == .external, stamps[basic] != epoch else {
                                    continue
                                }
                                var total = rows[Int(slot)].constant
                                var ready = true
                                rows[Int(slot)].entries.withUnsafeBufferPointer { entries in
                                    for entry in entries {
                                        let mentioned = Int(entry.symbol)
                                        let mentionedSlot = Int(basicRow[mentioned])
                                        guard mentionedSlot >= 0 else { continue }
                                        if kinds[mentioned] != .external {
                                            total += entry.coefficient * rows[mentionedSlot].constant
                                        } else if stamps[mentioned] == epoch {
                                            total += entry.coefficient * values[mentioned]
                                        } else {
                                            ready = false
                                        }
                                    }
                                }
                                guard ready else { continue }
                                values[basic] = total
                                stamps[basic] = epoch
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether `symbol` is a basic variable: the only basic symbols a row may mention.
    @inline(__always)
    private func isBasicVariable(_ symbol: Int32) -> Bool {
        basicRow[Int(symbol)] >= 0 && kinds[Int(symbol)] == .external
    }

    /// Forgets every cached value: the rows changed.
    @inline(__always)
    private func invalidateValues() {
        movedVariables = nil
        singleEvaluations = 0
        valueEpoch &+= 1
        if valueEpoch == 0 {
            for index in valueStamps.indices { valueStamps[index] = 0 }
            valueEpoch = 1
        }
    }

    /// Evaluates a basic variable's row and, first, the rows of the basic variables it mentions
    /// (depth first, without recursion: chains are as long as the layout's sibling chains).
    private func evaluate(_ symbol: Int32) -> Double {
        pending.removeAll(keepingCapacity: true)
        pending.append(symbol)
        while let current = pending.last {
            let index = Int(current)
            if valueStamps[index] == valueEpoch {
                pending.removeLast()
                continue
            }
            let slot = Int(basicRow[index])
            var ready = true
            var total = rows[slot].constant
            for entry in rows[slot].entries where basicRow[Int(entry.symbol)] >= 0 {
                let mentioned = Int(entry.symbol)
                if kinds[mentioned] != .external {
                    total += entry.coefficient * rows[Int(basicRow[mentioned])].constant
                } else if valueStamps[mentioned] == valueEpoch {
                    total += entry.coefficient * cachedValues[mentioned]
                } else {
                    ready = false
                    pending.append(entry.symbol)
                }
            }
            if ready {
                cachedValues[index] = total
                valueStamps[index] = valueEpoch
                pending.removeLast()
            }
        }
        return cachedValues[Int(symbol)]
    }

    /// `row` with every basic variable it mentions replaced by that variable's row, through the
    /// rows those mention in turn, so that only parametric symbols remain: the form a restricted
    /// row, an objective or a new constraint's subject choice needs. Symbols keep the order in
    /// which a depth-first substitution meets them first. Linear in the rows reached.
    func expanded(_ row: SolverRow) -> SolverRow {
        guard row.entries.contains(where: { isBasicVariable($0.symbol) }) else { return row }
        expansionEpoch &+= 1
        if expansionEpoch == 0 {
            for index in expansionStamps.indices { expansionStamps[index] = 0 }
            expansionEpoch = 1
        }
        // Which symbols the expansion reaches, parametric ones in the order met, basic variables
        // in post-order (each after every row it mentions).
        var order: [SolverRowEntry] = []
        order.reserveCapacity(row.entries.count)
        postOrder.removeAll(keepingCapacity: true)
        for entry in row.entries {
            visit(entry.symbol, &order)
            while let top = walk.last {
                let entries = rows[Int(basicRow[Int(top.symbol)])].entries
                if Int(top.next) < entries.count {
                    walk[walk.count - 1].next += 1
                    visit(entries[Int(top.next)].symbol, &order)
                } else {
                    walk.removeLast()
                    postOrder.append(top.symbol)
                }
            }
        }
        // Coefficients flow from each row to the rows it mentions, every row once all of its
        // mentions were gathered (reverse post-order).
        var constant = row.constant
        for entry in row.entries { gathered[Int(entry.symbol)] += entry.coefficient }
        for symbol in postOrder.reversed() {
            let factor = gathered[Int(symbol)]
            gathered[Int(symbol)] = 0
            guard factor != 0 else { continue }
            let source = Int(basicRow[Int(symbol)])
            constant += factor * rows[source].constant
            for entry in rows[source].entries { gathered[Int(entry.symbol)] += factor * entry.coefficient }
        }
        var kept = 0
        for index in order.indices {
            let symbol = order[index].symbol
            let coefficient = gathered[Int(symbol)]
            gathered[Int(symbol)] = 0
            if abs(coefficient) >= Self.epsilon {
                order[kept] = SolverRowEntry(symbol: symbol, coefficient: coefficient)
                kept += 1
            }
        }
        order.removeLast(order.count - kept)
        return SolverRow(basic: row.basic, constant: constant, entries: order)
    }

    /// Notes a symbol an expansion meets: parametric ones join `order` the first time; a basic
    /// variable not yet met starts a walk through its row.
    @inline(__always)
    private func visit(_ symbol: Int32, _ order: inout [SolverRowEntry]) {
        let index = Int(symbol)
        guard expansionStamps[index] != expansionEpoch else { return }
        expansionStamps[index] = expansionEpoch
        if isBasicVariable(symbol) {
            walk.append((symbol, 0))
        } else {
            order.append(SolverRowEntry(symbol: symbol, coefficient: 0))
        }
    }

    /// Expands a variable's row in place (see ``expanded(_:)``), keeping the column index.
    func expandRow(_ slot: Int32) {
        let row = rows[Int(slot)]
        guard row.entries.contains(where: { isBasicVariable($0.symbol) }) else { return }
        touch(slot)
        invalidateValues()
        let expandedRow = expanded(row)
        for entry in row.entries { unlink(slot, from: entry.symbol) }
        for entry in expandedRow.entries { columns.insert(slot, into: entry.symbol) }
        rows[Int(slot)] = expandedRow
    }

    /// A new objective level for `priority`, kept in descending priority order; returns its index.
    func insertLevel(priority: Float) -> Int {
        var index = 1
        while index < objectives.count && objectives[index].priority > priority { index += 1 }
        objectives.insert(
            ObjectiveRow(priority: priority, capacity: objectives[0].coefficients.count), at: index)
        return index
    }

    // MARK: Undo

    /// Starts recording an undo log; ``rollback()`` or ``commit()`` ends it.
    func beginTentative() {
        precondition(!recording)
        recording = true
        epoch &+= 1
        if epoch == 0 {
            for index in savedEpoch.indices { savedEpoch[index] = 0 }
            epoch = 1
        }
    }

    /// Keeps the changes made since ``beginTentative()``.
    func commit() {
        recording = false
        undoLog.removeAll(keepingCapacity: true)
    }

    /// Puts the tableau back exactly as it was at ``beginTentative()``.
    func rollback() {
        recording = false
        invalidateValues()
        infeasibleRows.removeAll(keepingCapacity: true)
        while let step = undoLog.popLast() {
            switch step {
            case .constant(let slot, let constant):
                rows[Int(slot)].constant = constant
            case .objective(let level, let symbol, let coefficient):
                objectives[level].set(symbol, coefficient)
            case .symbol(let symbol):
                freeSymbol(symbol)
            case .row(let slot, let saved):
                let current = rows[Int(slot)]
                for entry in current.entries { unlink(slot, from: entry.symbol) }
                if current.basic >= 0 && basicRow[Int(current.basic)] == slot {
                    basicRow[Int(current.basic)] = -1
                }
                if let saved {
                    rows[Int(slot)] = saved
                    for entry in saved.entries { columns.insert(slot, into: entry.symbol) }
                    basicRow[Int(saved.basic)] = slot
                } else {
                    rows[Int(slot)] = SolverRow(basic: -1, constant: 0, entries: [])
                    freeRows.append(slot)
                }
            }
        }
    }

    /// Saves a row to the undo log before its first change in this epoch.
    @inline(__always)
    private func touch(_ slot: Int32) {
        guard recording, savedEpoch[Int(slot)] != epoch else { return }
        savedEpoch[Int(slot)] = epoch
        undoLog.append(.row(slot, rows[Int(slot)]))
    }

    /// Sets an objective coefficient, logging the old one while recording, and notes the symbol
    /// as a possible entering symbol.
    @inline(__always)
    func setObjective(_ level: Int, _ symbol: Int32, _ value: Double) {
        if recording {
            undoLog.append(.objective(level, symbol, objectives[level].coefficients[Int(symbol)]))
        }
        objectives[level].set(symbol, value)
        if !isCandidate[Int(symbol)] {
            isCandidate[Int(symbol)] = true
            enteringCandidates.append(symbol)
        }
    }

    // MARK: Rows

    /// Installs a row, indexing its entries; returns its slot.
    @discardableResult
    func insertRow(_ row: SolverRow) -> Int32 {
        invalidateValues()
        let slot: Int32
        if let reused = freeRows.popLast() {
            slot = reused
            rows[Int(slot)] = row
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            savedEpoch.append(0)
            rowSequence.append(0)
        }
        nextSequence &+= 1
        rowSequence[Int(slot)] = nextSequence
        insertionOrder.append((slot, nextSequence))
        if recording {
            savedEpoch[Int(slot)] = epoch
            undoLog.append(.row(slot, nil))
        }
        basicRow[Int(row.basic)] = slot
        for entry in row.entries { columns.insert(slot, into: entry.symbol) }
        noteFeasibility(basic: row.basic, constant: row.constant, slot: slot)
        return slot
    }

    /// Takes a row out of the tableau (never while recording).
    func removeRow(_ slot: Int32) {
        precondition(!recording)
        invalidateValues()
        let row = rows[Int(slot)]
        for entry in row.entries { unlink(slot, from: entry.symbol) }
        if basicRow[Int(row.basic)] == slot { basicRow[Int(row.basic)] = -1 }
        rows[Int(slot)] = SolverRow(basic: -1, constant: 0, entries: [])
        freeRows.append(slot)
    }

    /// Drops `slot` from `symbol`'s column.
    private func unlink(_ slot: Int32, from symbol: Int32) {
        columns.remove(slot, from: symbol)
    }

    /// Deletes a parametric symbol's entries from every row and objective: fixes it at zero.
    func eraseColumn(_ symbol: Int32) {
        invalidateValues()
        let index = Int(symbol)
        let slots = columns.slots(mentioning: symbol)
        columns.removeAll(of: symbol)
        for slot in slots {
            touch(slot)
            if let position = rows[Int(slot)].index(of: symbol) {
                rows[Int(slot)].entries.removeMovingLast(at: position)
            }
        }
        for level in objectives.indices where objectives[level].coefficients[index] != 0 {
            setObjective(level, symbol, 0)
        }
    }

    /// Queues a row for the dual simplex when its basic symbol's value is out of bounds.
    @inline(__always)
    private func noteFeasibility(basic: Int32, constant: Double, slot: Int32) {
        switch kinds[Int(basic)] {
        case .slack, .error, .artificial:
            if constant < -Self.epsilon { infeasibleRows.append(slot) }
        case .dummy:
            if abs(constant) > Self.epsilon { infeasibleRows.append(slot) }
        case .external, .unused:
            break
        }
    }

    /// Adds `delta` to a row's constant (logged), as a constant edit of a constraint does.
    func shiftConstant(of slot: Int32, by delta: Double) {
        if recording && savedEpoch[Int(slot)] != epoch {
            undoLog.append(.constant(slot, rows[Int(slot)].constant))
        }
        rows[Int(slot)].constant += delta
        let basic = rows[Int(slot)].basic
        // A restricted row's value is its constant, and no cached value depends on it (variables'
        // rows never mention restricted basic symbols); a variable's moves its dependents.
        if kinds[Int(basic)] == .external { shiftCachedValues(from: basic, by: delta) }
        noteFeasibility(basic: basic, constant: rows[Int(slot)].constant, slot: slot)
    }

    /// Keeps the cached values right after `variable`'s row constant moved by `delta`, so that a
    /// constant change costs the values it moves rather than every value: the change
    /// flows to the rows that mention the variable (its column), and from those on, each row
    /// once, in insertion order (every row after the rows it mentions). A value not cached has
    /// no cached dependents (evaluating one evaluates what it mentions first), so the walk stops
    /// there.
    private func shiftCachedValues(from variable: Int32, by delta: Double) {
        guard valueStamps[Int(variable)] == valueEpoch else {
            // Not cached, so not followed: say that anything may have moved.
            movedVariables = nil
            return
        }
        expansionEpoch &+= 1
        if expansionEpoch == 0 {
            for index in expansionStamps.indices { expansionStamps[index] = 0 }
            expansionEpoch = 1
        }
        // The cached dependents, through the columns (which list the rows mentioning a variable).
        postOrder.removeAll(keepingCapacity: true)
        postOrder.append(variable)
        expansionStamps[Int(variable)] = expansionEpoch
        var index = 0
        while index < postOrder.count {
            var node = columns.first(postOrder[index])
            index += 1
            while node >= 0 {
                let dependent = rows[Int(columns.slot(node))].basic
                node = columns.next(node)
                guard kinds[Int(dependent)] == .external, valueStamps[Int(dependent)] == valueEpoch,
                    expansionStamps[Int(dependent)] != expansionEpoch
                else { continue }
                expansionStamps[Int(dependent)] = expansionEpoch
                postOrder.append(dependent)
            }
        }
        if postOrder.count > 1 {
            postOrder.sort { rowSequence[Int(basicRow[Int($0)])] < rowSequence[Int(basicRow[Int($1)])] }
        }
        // Each one's shift (kept in `gathered`, zero for every symbol outside the walk) is what
        // the rows it mentions moved by, through its coefficients.
        gathered[Int(variable)] = delta
        for symbol in postOrder where symbol != variable {
            var shift = 0.0
            for entry in rows[Int(basicRow[Int(symbol)])].entries {
                shift += entry.coefficient * gathered[Int(entry.symbol)]
            }
            gathered[Int(symbol)] = shift
        }
        for symbol in postOrder {
            cachedValues[Int(symbol)] += gathered[Int(symbol)]
            gathered[Int(symbol)] = 0
        }
        movedVariables?.append(contentsOf: postOrder)
    }

    /// Starts listing the variables constant edits move (``movedVariables``); the caller has just
    /// read every value it follows, so each is cached and any move of one is either listed or
    /// ends the list.
    func trackMoves() {
        if movedVariables == nil {
            movedVariables = []
        } else {
            movedVariables!.removeAll(keepingCapacity: true)
        }
    }

    /// Builds the row `sign · (constant + Σ coefficient · variable)`, unexpanded: basic variables
    /// stay as they are (``expanded(_:)`` substitutes them where needed); `extra` entries of room
    /// are reserved for the constraint's own symbols. Terms may repeat a variable.
    func unexpandedRow<Terms: Collection<LinearTerm>>(
        _ terms: Terms, constant: Double, sign: Double, extra: Int
    ) -> SolverRow {
        var entries = spareEntries.isEmpty ? [] : spareEntries.removeLast()
        entries.reserveCapacity(terms.count + extra)
        for term in terms where term.coefficient != 0 {
            Self.accumulate(term.variable.id, sign * term.coefficient, &entries, &scratch)
        }
        var kept = 0
        for index in entries.indices {
            let entry = entries[index]
            scratch[Int(entry.symbol)] = -1
            if abs(entry.coefficient) >= Self.epsilon {
                entries[kept] = entry
                kept += 1
            }
        }
        entries.removeLast(entries.count - kept)
        return SolverRow(basic: -1, constant: sign * constant, entries: entries)
    }

    /// Adds `coefficient · symbol` to `entries`, finding an existing entry through `scratch`.
    @inline(__always)
    private static func accumulate(
        _ symbol: Int32, _ coefficient: Double, _ entries: inout [SolverRowEntry],
        _ scratch: inout [Int32]
    ) {
        let position = scratch[Int(symbol)]
        if position >= 0 {
            entries[Int(position)].coefficient += coefficient
        } else {
            scratch[Int(symbol)] = Int32(entries.count)
            entries.append(SolverRowEntry(symbol: symbol, coefficient: coefficient))
        }
    }

    /// `row` (read as `0 = constant + Σ entries`) solved, in place, for `subject`, which it must
    /// mention.
    static func solve(_ row: inout SolverRow, for subject: Int32) {
        let position = row.entries.firstIndex { $0.symbol == subject }!
        let scale = -1 / row.entries[position].coefficient
        row.entries.removeMovingLast(at: position)
        for index in row.entries.indices { row.entries[index].coefficient *= scale }
        row.constant *= scale
        row.basic = subject
    }

    /// Installs a row already solved for its basic symbol and substitutes that symbol out of every
    /// other row and objective that mentions it.
    @discardableResult
    func insertSolvedRow(_ row: SolverRow) -> Int32 {
        let slot = insertRow(row)
        substitute(row.basic, bySlot: slot)
        return slot
    }

    /// `objectives[level] += factor · (the symbol's value in parametric terms)`.
    func addToObjective(_ level: Int, symbol: Int32, factor: Double) {
        let slot = basicRow[Int(symbol)]
        if slot >= 0 {
            for entry in rows[Int(slot)].entries {
                setObjective(
                    level, entry.symbol,
                    objectives[level].coefficients[Int(entry.symbol)] + factor * entry.coefficient)
            }
        } else {
            setObjective(level, symbol, objectives[level].coefficients[Int(symbol)] + factor)
        }
    }

    // MARK: Pivoting

    /// Makes `entering` basic in `slot` (whose basic symbol leaves) and substitutes it everywhere.
    func pivot(_ slot: Int32, entering: Int32) {
        // The row becomes the entering symbol's, which other rows take in by substitution: it
        // must mention parametric symbols only.
        if kinds[Int(rows[Int(slot)].basic)] == .external { expandRow(slot) }
        invalidateValues()
        touch(slot)
        let leaving = rows[Int(slot)].basic
        var entries: [SolverRowEntry] = []
        swap(&entries, &rows[Int(slot)].entries)
        let position = entries.firstIndex { $0.symbol == entering }!
        let inverse = 1 / entries[position].coefficient
        entries.removeMovingLast(at: position)
        unlink(slot, from: entering)
        for index in entries.indices { entries[index].coefficient *= -inverse }
        entries.append(SolverRowEntry(symbol: leaving, coefficient: inverse))
        columns.insert(slot, into: leaving)
        swap(&entries, &rows[Int(slot)].entries)
        rows[Int(slot)].constant *= -inverse
        rows[Int(slot)].basic = entering
        basicRow[Int(leaving)] = -1
        basicRow[Int(entering)] = slot
        substitute(entering, bySlot: slot)
    }

    /// Replaces `symbol` by the row in `source` (where it is basic) in every row and objective.
    private func substitute(_ symbol: Int32, bySlot source: Int32) {
        let index = Int(symbol)
        let sourceEntries = rows[Int(source)].entries
        let sourceConstant = rows[Int(source)].constant
        // Merges add to other symbols' lists, never to this one (the source row doesn't mention
        // it), so the list can be walked while they run and emptied afterwards.
        var node = columns.first(symbol)
        while node >= 0 {
            let target = columns.slot(node)
            if target != source {
                merge(into: target, replacing: symbol, with: sourceEntries, constant: sourceConstant)
            }
            node = columns.next(node)
        }
        columns.removeAll(of: symbol)
        for level in objectives.indices {
            let factor = objectives[level].coefficients[index]
            guard factor != 0 else { continue }
            setObjective(level, symbol, 0)
            for entry in sourceEntries {
                setObjective(
                    level, entry.symbol,
                    objectives[level].coefficients[Int(entry.symbol)] + factor * entry.coefficient)
            }
        }
    }

    /// `target := target − (its coefficient of symbol) · symbol + that coefficient · source`, in
    /// time linear in the two rows' lengths (a dense scratch index finds shared symbols).
    private func merge(
        into target: Int32, replacing symbol: Int32, with source: [SolverRowEntry], constant: Double
    ) {
        invalidateValues()
        touch(target)
        var entries: [SolverRowEntry] = []
        swap(&entries, &rows[Int(target)].entries)
        guard let position = entries.firstIndex(where: { $0.symbol == symbol }) else {
            swap(&entries, &rows[Int(target)].entries)
            return
        }
        let factor = entries[position].coefficient
        entries.removeMovingLast(at: position)
        for index in entries.indices { scratch[Int(entries[index].symbol)] = Int32(index) }
        for entry in source {
            let existing = scratch[Int(entry.symbol)]
            if existing >= 0 {
                entries[Int(existing)].coefficient += factor * entry.coefficient
            } else {
                scratch[Int(entry.symbol)] = Int32(entries.count)
                entries.append(SolverRowEntry(symbol: entry.symbol, coefficient: factor * entry.coefficient))
                columns.insert(target, into: entry.symbol)
            }
        }
        var kept = 0
        for index in entries.indices {
            let entry = entries[index]
            scratch[Int(entry.symbol)] = -1
            if abs(entry.coefficient) < Self.epsilon {
                unlink(target, from: entry.symbol)
            } else {
                entries[kept] = entry
                kept += 1
            }
        }
        entries.removeLast(entries.count - kept)
        swap(&entries, &rows[Int(target)].entries)
        rows[Int(target)].constant += factor * constant
        noteFeasibility(basic: rows[Int(target)].basic, constant: rows[Int(target)].constant, slot: target)
    }

    // MARK: Simplex

    /// The entering symbol of a primal step: at the highest level that has a symbol with a
    /// lexicographically negative reduced cost, the most negative one (lowest id on ties); with
    /// `bland`, the lowest-id such symbol over all levels (Bland's rule, which can't cycle).
    private func enteringSymbol(bland: Bool) -> Int32? {
        var chosen: Int32 = -1
        var chosenLevel = Int.max
        var best = 0.0
        var index = 0
        while index < enteringCandidates.count {
            let symbol = enteringCandidates[index]
            guard let level = improvingLevel(of: symbol) else {
                // Not improving now; it comes back when one of its coefficients changes.
                isCandidate[Int(symbol)] = false
                enteringCandidates.swapAt(index, enteringCandidates.count - 1)
                enteringCandidates.removeLast()
                continue
            }
            index += 1
            let coefficient = objectives[level].coefficients[Int(symbol)]
            if bland {
                if chosen < 0 || symbol < chosen { chosen = symbol }
            } else if level < chosenLevel || (level == chosenLevel && coefficient < best)
                || (level == chosenLevel && coefficient == best && symbol < chosen)
            {
                chosen = symbol
                chosenLevel = level
                best = coefficient
            }
        }
        return chosen >= 0 ? chosen : nil
    }

    /// The level whose negative coefficient makes `symbol`'s reduced cost lexicographically
    /// negative (every higher level's coefficient being zero), or `nil` when it doesn't improve.
    @inline(__always)
    private func improvingLevel(of symbol: Int32) -> Int? {
        guard kinds[Int(symbol)].isPivotable else { return nil }
        for level in objectives.indices {
            let coefficient = objectives[level].coefficients[Int(symbol)]
            if coefficient <= -Self.epsilon { return level }
            if coefficient >= Self.epsilon { return nil }
        }
        return nil
    }

    /// Whether the basic solution can move along `symbol` (parametric) without making the
    /// objective worse: a variable moves freely; a slack or error needs a zero reduced cost at
    /// every level and room to grow before some restricted row reaches zero.
    func isFreeDirection(_ symbol: Int32) -> Bool {
        switch kinds[Int(symbol)] {
        case .external:
            return true
        case .slack, .error:
            break
        case .dummy, .artificial, .unused:
            return false
        }
        for level in objectives.indices where abs(objectives[level].coefficients[Int(symbol)]) >= Self.epsilon
        {
            return false
        }
        var node = columns.first(symbol)
        while node >= 0 {
            let row = rows[Int(columns.slot(node))]
            node = columns.next(node)
            let coefficient = row.coefficient(of: symbol)
            switch kinds[Int(row.basic)] {
            case .slack, .error, .artificial:
                if coefficient <= -Self.epsilon && row.constant / -coefficient < Self.epsilon { return false }
            case .dummy:
                if abs(coefficient) >= Self.epsilon { return false }
            case .external, .unused:
                break
            }
        }
        return true
    }

    /// Primal simplex: pivots until no symbol's reduced cost is lexicographically negative.
    /// Assumes a feasible tableau and keeps it feasible.
    func optimize() {
        var degenerateSteps = 0
        while let entering = enteringSymbol(bland: degenerateSteps > 50) {
            var best: Int32 = -1
            var bestRatio = Double.infinity
            var bestBasic = Int32.max
            var node = columns.first(entering)
            while node >= 0 {
                let slot = columns.slot(node)
                node = columns.next(node)
                let row = rows[Int(slot)]
                let coefficient = row.coefficient(of: entering)
                let ratio: Double
                switch kinds[Int(row.basic)] {
                case .slack, .error, .artificial:
                    guard coefficient < -Self.epsilon else { continue }
                    ratio = max(0, row.constant) / -coefficient
                case .dummy:
                    guard abs(coefficient) >= Self.epsilon else { continue }
                    ratio = 0
                case .external, .unused:
                    continue
                }
                if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
                    best = slot
                    bestRatio = ratio
                    bestBasic = row.basic
                }
            }
            guard best >= 0 else { return }  // unbounded: can't happen, errors are bounded below
            degenerateSteps = bestRatio < Self.epsilon ? degenerateSteps + 1 : 0
            pivot(best, entering: entering)
        }
    }

    /// Dual simplex: repairs the queued rows whose basic symbols went out of bounds while keeping
    /// the objective optimal. Returns the slot of a row it can't repair (the change is infeasible),
    /// or `nil` when the tableau is feasible again.
    func dualOptimize() -> Int32? {
        var steps = 0
        while !infeasibleRows.isEmpty {
            steps += 1
            if steps > 50 {
                // Long runs may be cycling through degenerate pivots: take the queued row with the
                // lowest basic symbol first (Bland's rule for the dual; ties already go by id).
                var lowest = infeasibleRows.count - 1
                for index in infeasibleRows.indices
                where rows[Int(infeasibleRows[index])].basic < rows[Int(infeasibleRows[lowest])].basic {
                    lowest = index
                }
                infeasibleRows.swapAt(lowest, infeasibleRows.count - 1)
            }
            let slot = infeasibleRows.removeLast()
            let row = rows[Int(slot)]
            guard row.basic >= 0 else { continue }
            let sign: Double
            switch kinds[Int(row.basic)] {
            case .slack, .error, .artificial:
                guard row.constant < -Self.epsilon else { continue }
                sign = 1
            case .dummy:
                guard abs(row.constant) > Self.epsilon else { continue }
                sign = row.constant < 0 ? 1 : -1
            case .external, .unused:
                continue
            }
            var best: Int32 = -1
            var bestScale = 0.0
            for entry in row.entries where kinds[Int(entry.symbol)].isPivotable {
                let scale = sign * entry.coefficient
                guard scale >= Self.epsilon else { continue }
                if best < 0 || ratioPrecedes(entry.symbol, scale, best, bestScale) {
                    best = entry.symbol
                    bestScale = scale
                }
            }
            guard best >= 0 else {
                infeasibleRows.removeAll(keepingCapacity: true)
                return slot
            }
            pivot(slot, entering: best)
        }
        return nil
    }

    /// The dual ratio test's order: reduced cost over coefficient, lexicographically; lower id on
    /// ties.
    private func ratioPrecedes(_ symbol: Int32, _ scale: Double, _ other: Int32, _ otherScale: Double) -> Bool
    {
        for level in objectives.indices {
            let mine = objectives[level].coefficients[Int(symbol)] / scale
            let theirs = objectives[level].coefficients[Int(other)] / otherScale
            if abs(mine - theirs) >= Self.epsilon { return mine < theirs }
        }
        return symbol < other
    }
}
