import Testing

@testable import PresentationKitSolver

/// The constraint solver against layouts worked out by hand.
@Suite("Constraint solver")
struct ConstraintSolverTests {
    static let required: Float = 1000

    /// `Σ coefficient · variable + constant`.
    static func expr(_ terms: [(LayoutVariable, Double)], _ constant: Double = 0) -> LinearExpression {
        LinearExpression(terms, constant: constant)
    }

    /// `variable − value`, for `variable (relation) value`.
    static func pin(_ variable: LayoutVariable, _ value: Double) -> LinearExpression {
        LinearExpression(variable, constant: -value)
    }

    static func expectValue(
        _ solver: ConstraintSolver, _ variable: LayoutVariable, _ expected: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let actual = solver.value(of: variable)
        #expect(abs(actual - expected) < 1e-9, "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
    }

    @Test("a chain of equalities, added in either order, puts every link where the sums say")
    func chainOfEqualities() throws {
        for reversed in [false, true] {
            let solver = ConstraintSolver()
            let xs = (0..<20).map { _ in solver.makeVariable() }
            var constraints: [(LinearExpression, LinearRelation)] = [(Self.pin(xs[0], 10), .equal)]
            for index in 1..<xs.count {
                // x[i] = x[i-1] + 5
                constraints.append((Self.expr([(xs[index], 1), (xs[index - 1], -1)], -5), .equal))
            }
            for (expression, relation) in reversed ? constraints.reversed() : constraints {
                try solver.add(expression, relation, priority: Self.required)
            }
            for index in xs.indices { Self.expectValue(solver, xs[index], 10 + 5 * Double(index)) }
            // A consistent constraint over variables that are all already determined is redundant.
            try solver.add(
                Self.expr([(xs[0], 1), (xs[19], 1)], -(10 + 105)), .equal, priority: Self.required)
            #expect(solver.constraintCount == 21)
            Self.expectValue(solver, xs[19], 105)
        }
    }

    @Test("required inequalities bound what optional constraints ask for")
    func inequalities() throws {
        let solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(Self.pin(x, 10), .greaterThanOrEqual, priority: Self.required)
        try solver.add(Self.pin(x, 20), .lessThanOrEqual, priority: Self.required)
        let wantsThirty = try solver.add(Self.pin(x, 30), .equal, priority: 500)
        Self.expectValue(solver, x, 20)
        solver.remove(wantsThirty)
        #expect(solver.value(of: x) >= 10 - 1e-9 && solver.value(of: x) <= 20 + 1e-9)
        try solver.add(Self.pin(x, 5), .equal, priority: 500)
        Self.expectValue(solver, x, 10)
        // y ≥ x + 5, and y would like to be 0: it rests on its bound.
        try solver.add(Self.expr([(y, 1), (x, -1)], -5), .greaterThanOrEqual, priority: Self.required)
        try solver.add(Self.pin(y, 0), .equal, priority: 250)
        Self.expectValue(solver, y, 15)
        // An optional inequality holds when it can and gives way to a higher priority.
        try solver.add(Self.pin(y, 18), .greaterThanOrEqual, priority: 300)
        Self.expectValue(solver, y, 18)
        try solver.add(Self.pin(y, 16), .lessThanOrEqual, priority: 400)
        Self.expectValue(solver, y, 16)
    }

    @Test("a higher priority beats any number of lower ones")
    func prioritiesAreLexicographic() throws {
        let solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.add(Self.pin(x, 100), .equal, priority: 750)
        for _ in 0..<3 { try solver.add(Self.pin(x, 0), .equal, priority: 250) }
        Self.expectValue(solver, x, 100)
        // Many weak inequalities against one slightly stronger one.
        let y = solver.makeVariable()
        for _ in 0..<50 { try solver.add(Self.pin(y, 500), .greaterThanOrEqual, priority: 1) }
        try solver.add(Self.pin(y, 10), .lessThanOrEqual, priority: 2)
        Self.expectValue(solver, y, 10)
        // The lower levels still decide within the room the higher ones leave.
        let z = solver.makeVariable()
        try solver.add(Self.pin(z, 10), .greaterThanOrEqual, priority: 750)
        for _ in 0..<3 { try solver.add(Self.pin(z, 0), .equal, priority: 250) }
        try solver.add(Self.pin(z, 40), .equal, priority: 100)
        Self.expectValue(solver, z, 10)
    }

    @Test("within one priority every constraint's error counts once")
    func equalPriorityTies() throws {
        let solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.add(Self.pin(x, 10), .equal, priority: 500)
        try solver.add(Self.pin(x, 20), .equal, priority: 500)
        try solver.add(Self.pin(x, 20), .equal, priority: 500)
        Self.expectValue(solver, x, 20)
        // Three targets: the sum of distances is least at the median.
        let w = solver.makeVariable()
        try solver.add(Self.pin(w, 0), .greaterThanOrEqual, priority: Self.required)
        for target in [100.0, 40, 60] { try solver.add(Self.pin(w, target), .equal, priority: 500) }
        Self.expectValue(solver, w, 60)
        // Two equal pulls: anywhere between them is optimal.
        let v = solver.makeVariable()
        try solver.add(Self.pin(v, 10), .equal, priority: 500)
        try solver.add(Self.pin(v, 20), .equal, priority: 500)
        #expect(solver.value(of: v) >= 10 - 1e-9 && solver.value(of: v) <= 20 + 1e-9)
        // Errors are measured in the expression's units: 2u = 10 errs twice as fast as u = 20.
        let u = solver.makeVariable()
        try solver.add(Self.expr([(u, 2)], -10), .equal, priority: 500)
        try solver.add(Self.pin(u, 20), .equal, priority: 500)
        Self.expectValue(solver, u, 5)
    }

    @Test("multipliers scale one variable into another")
    func multipliers() throws {
        let solver = ConstraintSolver()
        let w1 = solver.makeVariable()
        let w2 = solver.makeVariable()
        let h = solver.makeVariable()
        try solver.add(Self.expr([(w2, 1), (w1, -2)], -4), .equal, priority: Self.required)  // w2 = 2·w1 + 4
        try solver.add(Self.expr([(h, 1), (w2, -0.5)]), .equal, priority: Self.required)  // h = w2 / 2
        try solver.add(Self.pin(w1, 10), .equal, priority: Self.required)
        Self.expectValue(solver, w2, 24)
        Self.expectValue(solver, h, 12)
        let x = solver.makeVariable()
        try solver.add(Self.expr([(x, 3)], -30), .lessThanOrEqual, priority: Self.required)  // 3x ≤ 30
        try solver.add(Self.pin(x, 100), .equal, priority: 250)
        Self.expectValue(solver, x, 10)
        // The same variable twice in one expression adds up: x + x = 2·h.
        let y = solver.makeVariable()
        try solver.add(
            LinearExpression(
                terms: [.init(variable: y), .init(variable: y), .init(variable: h, coefficient: -2)],
                constant: 0),
            .equal, priority: Self.required)
        Self.expectValue(solver, y, 12)
    }

    @Test("removing a constraint undoes it; adding it again restores it")
    func removeAndReAdd() throws {
        let solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        var pinned = try solver.add(Self.pin(x, 10), .equal, priority: Self.required)
        let follows = try solver.add(Self.expr([(y, 1), (x, -1)], -5), .equal, priority: Self.required)
        let weak = try solver.add(Self.pin(x, 50), .equal, priority: 250)
        Self.expectValue(solver, x, 10)
        Self.expectValue(solver, y, 15)
        solver.remove(pinned)
        #expect(solver.constraintCount == 2)
        Self.expectValue(solver, x, 50)
        Self.expectValue(solver, y, 55)
        pinned = try solver.add(Self.pin(x, 10), .equal, priority: Self.required)
        Self.expectValue(solver, x, 10)
        Self.expectValue(solver, y, 15)
        solver.remove(weak)
        solver.remove(weak)  // unknown now: no-op
        Self.expectValue(solver, y, 15)
        solver.remove(follows)
        Self.expectValue(solver, y, 0)
        solver.remove(pinned)
        #expect(solver.constraintCount == 0)
        Self.expectValue(solver, x, 0)
        // Inequalities and optional inequalities come and go the same way; a weak pull to 0 makes
        // every answer unique.
        try solver.add(Self.pin(x, 0), .equal, priority: 1)
        let floor = try solver.add(Self.pin(x, 30), .greaterThanOrEqual, priority: Self.required)
        let ceiling = try solver.add(Self.pin(x, 20), .lessThanOrEqual, priority: 500)
        Self.expectValue(solver, x, 30)
        solver.remove(floor)
        Self.expectValue(solver, x, 0)
        try solver.add(Self.pin(x, 25), .greaterThanOrEqual, priority: 750)
        Self.expectValue(solver, x, 25)
        solver.remove(ceiling)
        Self.expectValue(solver, x, 25)
    }

    @Test("removing a required equality that another one repeats hands the work over to it")
    func removeRepeatedEquality() throws {
        // 2·x1 + 2·x0 = 106 repeats x0 = 19 and x1 = 34 together; weak pulls elsewhere.
        let solver = ConstraintSolver()
        let x0 = solver.makeVariable()
        let x1 = solver.makeVariable()
        try solver.add(Self.pin(x0, 19), .equal, priority: Self.required)
        let half = try solver.add(Self.expr([(x1, 0.5)], -17), .equal, priority: Self.required)
        try solver.add(Self.expr([(x1, 2), (x0, 2)], -106), .equal, priority: Self.required)
        try solver.add(Self.pin(x0, 15), .equal, priority: 1)
        try solver.add(Self.pin(x1, 10), .equal, priority: 2)
        Self.expectValue(solver, x1, 34)
        solver.remove(half)
        Self.expectValue(solver, x0, 19)
        Self.expectValue(solver, x1, 34)
    }

    @Test("an unsatisfiable required constraint throws, names the conflict, and changes nothing")
    func unsatisfiable() throws {
        let solver = ConstraintSolver()
        let x = solver.makeVariable()
        let first = try solver.add(Self.pin(x, 10), .equal, priority: Self.required)
        #expect(throws: ConstraintSolverError.unsatisfiable(conflicting: [first])) {
            try solver.add(Self.pin(x, 20), .equal, priority: Self.required)
        }
        #expect(solver.constraintCount == 1)
        Self.expectValue(solver, x, 10)
        // Through phase one: y ≥ 10 and y ≤ 5.
        let y = solver.makeVariable()
        let atLeast = try solver.add(Self.pin(y, 10), .greaterThanOrEqual, priority: Self.required)
        try solver.add(Self.pin(y, 12), .equal, priority: 100)
        #expect(throws: ConstraintSolverError.unsatisfiable(conflicting: [atLeast])) {
            try solver.add(Self.pin(y, 5), .lessThanOrEqual, priority: Self.required)
        }
        #expect(solver.constraintCount == 3)
        Self.expectValue(solver, y, 12)
        // The solver still works: a satisfiable one goes in.
        try solver.add(Self.pin(y, 11), .lessThanOrEqual, priority: Self.required)
        Self.expectValue(solver, y, 11)
        // A chain: a = 0, b = a + 10, then b ≤ 5 conflicts with both.
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        let aPinned = try solver.add(Self.pin(a, 0), .equal, priority: Self.required)
        let bFollows = try solver.add(Self.expr([(b, 1), (a, -1)], -10), .equal, priority: Self.required)
        #expect(throws: ConstraintSolverError.unsatisfiable(conflicting: [aPinned, bFollows])) {
            try solver.add(Self.pin(b, 5), .lessThanOrEqual, priority: Self.required)
        }
        // Optional conflicts never throw: the stronger one wins.
        try solver.add(Self.pin(b, 0), .equal, priority: 999)
        Self.expectValue(solver, b, 10)
    }

    @Test("a failed phase one leaves every row as it was, even with optional constraints in play")
    func failedPhaseOneRestoresExactly() throws {
        // Each variable's own pull sits at a priority of its own, which makes the optimum unique.
        let solver = ConstraintSolver()
        let xs = (0..<6).map { _ in solver.makeVariable() }
        for index in xs.indices {
            try solver.add(Self.pin(xs[index], 0), .greaterThanOrEqual, priority: Self.required)
            try solver.add(Self.pin(xs[index], Double(10 * index)), .equal, priority: Float(10 + index))
            if index > 0 {
                try solver.add(
                    Self.expr([(xs[index], 1), (xs[index - 1], -1)], -3), .greaterThanOrEqual, priority: 500)
            }
        }
        // Σ x ≤ 20 is required and can hold; then Σ x ≥ 30 can't.
        let sum = xs.map { ($0, 1.0) }
        try solver.add(Self.expr(sum, -20), .lessThanOrEqual, priority: Self.required)
        let before = xs.map { solver.value(of: $0) }
        #expect(throws: ConstraintSolverError.self) {
            try solver.add(Self.expr(sum, -30), .greaterThanOrEqual, priority: Self.required)
        }
        #expect(xs.map { solver.value(of: $0) } == before)
        // And incremental work afterwards matches a solver that never saw the failure.
        try solver.add(Self.pin(xs[5], 2), .lessThanOrEqual, priority: Self.required)
        let fresh = ConstraintSolver()
        let ys = (0..<6).map { _ in fresh.makeVariable() }
        for index in ys.indices {
            try fresh.add(Self.pin(ys[index], 0), .greaterThanOrEqual, priority: Self.required)
            try fresh.add(Self.pin(ys[index], Double(10 * index)), .equal, priority: Float(10 + index))
            if index > 0 {
                try fresh.add(
                    Self.expr([(ys[index], 1), (ys[index - 1], -1)], -3), .greaterThanOrEqual, priority: 500)
            }
        }
        try fresh.add(Self.expr(ys.map { ($0, 1.0) }, -20), .lessThanOrEqual, priority: Self.required)
        try fresh.add(Self.pin(ys[5], 2), .lessThanOrEqual, priority: Self.required)
        for index in xs.indices { Self.expectValue(solver, xs[index], fresh.value(of: ys[index])) }
    }

    @Test("changing a constant moves everything that depends on it")
    func setConstant() throws {
        let solver = ConstraintSolver()
        let xs = (0..<10).map { _ in solver.makeVariable() }
        let root = try solver.add(Self.pin(xs[0], 10), .equal, priority: Self.required)
        var links: [SolverConstraintID] = []
        for index in 1..<xs.count {
            links.append(
                try solver.add(
                    Self.expr([(xs[index], 1), (xs[index - 1], -1)], -5), .equal, priority: Self.required))
        }
        solver.setConstant(-20, of: root)  // x0 − 20 = 0
        for index in xs.indices { Self.expectValue(solver, xs[index], 20 + 5 * Double(index)) }
        solver.setConstant(-7, of: links[4])  // x5 = x4 + 7
        Self.expectValue(solver, xs[4], 40)
        Self.expectValue(solver, xs[5], 47)
        Self.expectValue(solver, xs[9], 67)
        // An inequality's constant, with an optional pull against it.
        let y = solver.makeVariable()
        let floor = try solver.add(Self.pin(y, 10), .greaterThanOrEqual, priority: Self.required)
        let pull = try solver.add(Self.pin(y, 0), .equal, priority: 500)
        solver.setConstant(-30, of: floor)
        Self.expectValue(solver, y, 30)
        solver.setConstant(-5, of: floor)
        Self.expectValue(solver, y, 5)
        solver.setConstant(-8, of: pull)
        Self.expectValue(solver, y, 8)
        solver.setConstant(3, of: pull)  // y = −3 is below the floor
        Self.expectValue(solver, y, 5)
        // A ≤ constraint's constant keeps its sign convention: z − c ≤ 0.
        let z = solver.makeVariable()
        let ceiling = try solver.add(Self.pin(z, 10), .lessThanOrEqual, priority: Self.required)
        try solver.add(Self.pin(z, 100), .equal, priority: 500)
        solver.setConstant(-50, of: ceiling)
        Self.expectValue(solver, z, 50)
        solver.setConstant(-150, of: ceiling)
        Self.expectValue(solver, z, 100)
    }

    @Test("a constant that breaks the required constraints is refused and changes nothing")
    func conflictingConstant() throws {
        let solver = ConstraintSolver()
        let x = solver.makeVariable()
        let pinned = try solver.add(Self.pin(x, 10), .equal, priority: Self.required)
        let ceiling = try solver.add(Self.pin(x, 20), .lessThanOrEqual, priority: Self.required)
        #expect(throws: ConstraintSolverError.unsatisfiable(conflicting: [ceiling])) {
            try solver.updateConstant(-30, of: pinned)
        }
        Self.expectValue(solver, x, 10)
        solver.setConstant(-30, of: pinned)  // refused quietly
        Self.expectValue(solver, x, 10)
        solver.setConstant(-15, of: pinned)
        Self.expectValue(solver, x, 15)
        #expect(throws: ConstraintSolverError.unknownConstraint) {
            try solver.updateConstant(0, of: SolverConstraintID(id: 99))
        }
        // A redundant equality ties its constant to the first one's.
        let twin = try solver.add(Self.pin(x, 15), .equal, priority: Self.required)
        #expect(throws: ConstraintSolverError.unsatisfiable(conflicting: [pinned])) {
            try solver.updateConstant(-12, of: twin)
        }
        solver.remove(pinned)
        Self.expectValue(solver, x, 15)
        solver.setConstant(-12, of: twin)
        Self.expectValue(solver, x, 12)
        solver.remove(twin)
        #expect(solver.value(of: x) <= 20 + 1e-9)
        solver.remove(ceiling)
        #expect(solver.constraintCount == 0)
    }

    @Test("a small view tree lays out as worked by hand")
    func viewTree() throws {
        // A 320-wide root at (0, 0); two children stacked 8 apart inside 16-point margins, each
        // at least 44 high and wanting 30 (so 44), the second also wanting 100 at a lower priority.
        let solver = ConstraintSolver()
        solver.reserveCapacity(variables: 12, constraints: 20)
        func view() -> (x: LayoutVariable, y: LayoutVariable, w: LayoutVariable, h: LayoutVariable) {
            (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        }
        let root = view()
        let first = view()
        let second = view()
        let r = Self.required
        try solver.add(Self.pin(root.x, 0), .equal, priority: r)
        try solver.add(Self.pin(root.y, 0), .equal, priority: r)
        let rootWidth = try solver.add(Self.pin(root.w, 320), .equal, priority: r)
        for child in [first, second] {
            try solver.add(Self.expr([(child.x, 1), (root.x, -1)], -16), .equal, priority: r)
            try solver.add(Self.expr([(child.w, 1), (root.w, -1)], 32), .equal, priority: r)
            try solver.add(Self.pin(child.h, 44), .greaterThanOrEqual, priority: r)
            try solver.add(Self.pin(child.h, 30), .equal, priority: 750)
        }
        try solver.add(Self.expr([(first.y, 1), (root.y, -1)], -16), .equal, priority: r)
        try solver.add(Self.expr([(second.y, 1), (first.y, -1), (first.h, -1)], -8), .equal, priority: r)
        try solver.add(Self.pin(second.h, 100), .equal, priority: 250)
        // The root's height hugs its content: h = second.y + second.h + 16.
        try solver.add(
            Self.expr([(root.h, 1), (second.y, -1), (second.h, -1)], -16), .equal, priority: r)
        Self.expectValue(solver, first.x, 16)
        Self.expectValue(solver, first.w, 288)
        Self.expectValue(solver, first.y, 16)
        Self.expectValue(solver, first.h, 44)
        Self.expectValue(solver, second.y, 68)
        Self.expectValue(solver, second.h, 44)
        Self.expectValue(solver, root.h, 128)
        solver.setConstant(-400, of: rootWidth)
        Self.expectValue(solver, second.w, 368)
    }

    @Test("a removed constraint's id stays dead when its slot is reused")
    func staleIDs() throws {
        let solver = ConstraintSolver()
        let x = solver.makeVariable()
        let old = try solver.add(Self.pin(x, 10), .equal, priority: Self.required)
        solver.remove(old)
        let new = try solver.add(Self.pin(x, 20), .equal, priority: Self.required)
        #expect(new != old)
        #expect(!solver.contains(old) && solver.contains(new))
        solver.remove(old)
        solver.setConstant(-99, of: old)
        #expect(solver.constraintCount == 1)
        Self.expectValue(solver, x, 20)
    }

    @Test("constraints without variables hold or fail on their constant alone")
    func constantConstraints() throws {
        let solver = ConstraintSolver()
        try solver.add(LinearExpression(constant: 0), .equal, priority: Self.required)
        try solver.add(LinearExpression(constant: 3), .greaterThanOrEqual, priority: Self.required)
        try solver.add(LinearExpression(constant: 3), .equal, priority: 500)
        #expect(throws: ConstraintSolverError.unsatisfiable(conflicting: [])) {
            try solver.add(LinearExpression(constant: 1), .equal, priority: Self.required)
        }
        #expect(throws: ConstraintSolverError.unsatisfiable(conflicting: [])) {
            try solver.add(LinearExpression(constant: 1), .lessThanOrEqual, priority: Self.required)
        }
        #expect(solver.constraintCount == 3)
    }

    @Test("a variable the constraints don't pin down is ambiguous")
    func ambiguity() throws {
        let solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        #expect(solver.isAmbiguous(x))
        let floor = try solver.add(Self.pin(x, 10), .greaterThanOrEqual, priority: Self.required)
        #expect(solver.isAmbiguous(x))  // anything from 10 up
        let ceiling = try solver.add(Self.pin(x, 10), .lessThanOrEqual, priority: Self.required)
        #expect(!solver.isAmbiguous(x))  // squeezed to 10
        solver.remove(ceiling)
        try solver.add(Self.pin(x, 50), .equal, priority: 500)
        #expect(!solver.isAmbiguous(x))  // the pull decides
        solver.remove(floor)
        // x + y = 100 leaves a line; pinning y ends it.
        try solver.add(Self.expr([(x, 1), (y, 1)], -100), .equal, priority: Self.required)
        #expect(solver.isAmbiguous(y) == false)  // x's pull puts y at 50
        let z = solver.makeVariable()
        let w = solver.makeVariable()
        try solver.add(Self.expr([(z, 1), (w, 1)], -100), .equal, priority: Self.required)
        #expect(solver.isAmbiguous(z) && solver.isAmbiguous(w))
        try solver.add(Self.pin(w, 30), .equal, priority: Self.required)
        #expect(!solver.isAmbiguous(z) && !solver.isAmbiguous(w))
        // Two equal pulls leave anywhere between them equally good.
        let v = solver.makeVariable()
        try solver.add(Self.pin(v, 10), .equal, priority: 500)
        try solver.add(Self.pin(v, 20), .equal, priority: 500)
        #expect(solver.isAmbiguous(v))
        try solver.add(Self.pin(v, 20), .equal, priority: 250)
        #expect(!solver.isAmbiguous(v))
    }
}
