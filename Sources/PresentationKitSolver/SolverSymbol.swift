/// What a symbol of the simplex tableau stands for, which decides how the simplex may move it.
///
/// Symbols are `Int32` ids indexing the tableau's arrays; a ``LayoutVariable``'s id is its
/// symbol. The kinds follow Cassowary (Badros, Borning & Stuckey): the only unrestricted symbols
/// are the user's variables; everything the solver adds is restricted to be non-negative, except
/// dummies, which mark required equalities and are held at zero.
enum SolverSymbolKind: UInt8 {
    /// A recycled id, waiting to be handed out again.
    case unused
    /// A ``LayoutVariable``: any sign, never in the objective.
    case external
    /// `≥ 0`: the room left by an inequality; the marker of an inequality.
    case slack
    /// `≥ 0`: how far an optional constraint is from holding; counted in its priority's objective.
    case error
    /// `= 0`: marks a required equality, so it can be found again for removal and constant edits.
    case dummy
    /// `≥ 0`: phase one's stand-in for a required constraint that has no subject of its own.
    case artificial

    /// Whether the simplex must keep the symbol's value in bounds when it is basic: non-negative,
    /// or zero for a dummy.
    var isRestricted: Bool { self != .external && self != .unused }

    /// Whether the symbol may enter the basis during optimization.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// One nonzero coefficient of a row: compact (16 bytes) so rows are single small allocations.
struct SolverRowEntry {
    var symbol: Int32
    var coefficient: Double
}

extension [SolverRowEntry] {
    /// Removes the entry at `position`, the last one taking its place (what `swapAt` then
    /// `removeLast` leave), without the generic `swapAt`, which was a measurable share of
    /// building a layout.
    @inline(__always)
    mutating func removeMovingLast(at position: Int) {
        let last = count - 1
        if position != last { self[position] = self[last] }
        removeLast()
    }
}

/// A row of the tableau in dictionary form: `basic = constant + Σ coefficient · symbol`, where
/// every symbol on the right is parametric (currently zero), so the basic symbol's value is the
/// constant.
///
/// Entries are unsorted; lookups scan, which is cheap for the short rows layouts make, and merges
/// go through the tableau's dense scratch index so they stay linear in the rows' lengths.
struct SolverRow {
    /// The basic symbol; `-1` for a free slot.
    var basic: Int32
    var constant: Double
    var entries: [SolverRowEntry]

    /// The index of `symbol`'s entry, if the row mentions it.
    func index(of symbol: Int32) -> Int? {
        entries.firstIndex { $0.symbol == symbol }
    }

    /// The coefficient of `symbol`, zero when the row doesn't mention it.
    func coefficient(of symbol: Int32) -> Double {
        for entry in entries where entry.symbol == symbol { return entry.coefficient }
        return 0
    }
}

/// An objective row stored densely (one coefficient per symbol) with the list of its nonzeros.
///
/// There is one per distinct optional priority (plus phase one's), so few; dense storage makes
/// the lexicographic checks "is this symbol's coefficient zero at every higher level?" O(1).
struct ObjectiveRow {
    /// The priority whose constraints' errors this row sums; `.infinity` for phase one.
    var priority: Float
    /// How many constraints contribute to the row; a level goes away when this reaches zero.
    var constraintCount = 0
    var coefficients: [Double]
    /// Where each symbol sits in `members`, `-1` when its coefficient is zero.
    var positions: [Int32]
    /// The symbols with nonzero coefficients, in no order.
    var members: [Int32] = []

    init(priority: Float, capacity: Int) {
        self.priority = priority
        coefficients = Array(repeating: 0, count: capacity)
        positions = Array(repeating: -1, count: capacity)
    }

    /// Makes room for symbols up to `capacity`.
    mutating func grow(to capacity: Int) {
        let extra = capacity - coefficients.count
        guard extra > 0 else { return }
        coefficients.append(contentsOf: repeatElement(0, count: extra))
        positions.append(contentsOf: repeatElement(-1, count: extra))
    }

    /// Sets a coefficient, treating magnitudes below `SimplexTableau.epsilon` as zero.
    mutating func set(_ symbol: Int32, _ value: Double) {
        let index = Int(symbol)
        if abs(value) < SimplexTableau.epsilon {
            coefficients[index] = 0
            let position = Int(positions[index])
            guard position >= 0 else { return }
            let last = members.removeLast()
            if position < members.count {
                members[position] = last
                positions[Int(last)] = Int32(position)
            }
            positions[index] = -1
        } else {
            coefficients[index] = value
            if positions[index] < 0 {
                positions[index] = Int32(members.count)
                members.append(symbol)
            }
        }
    }
}
