import Testing

@testable import PresentationKitSolver

/// `ConstraintSolver.reset()`, which a layout rebuild uses to reuse the solver's storage (issue
/// 16): afterwards the solver must behave exactly as a new one.
@Suite("Constraint solver reset")
struct ConstraintSolverResetTests {
    /// A system with every kind of row: required equalities along a chain, required and optional
    /// inequalities, optional equalities at two priorities, a conflict that throws, a removal and
    /// a constant edit. Returns every variable's value, the ids handed out and the count.
    static func build(on solver: ConstraintSolver) -> (values: [Double], ids: [Int32], count: Int) {
        let xs = (0..<12).map { _ in solver.makeVariable() }
        var ids: [SolverConstraintID] = []
        func add(
            _ terms: [(LayoutVariable, Double)], _ constant: Double, _ relation: LinearRelation,
            _ priority: Float
        ) {
            if let id = try? solver.add(
                LinearExpression(terms, constant: constant), relation, priority: priority)
            {
                ids.append(id)
            } else {
                ids.append(SolverConstraintID(id: -1))
            }
        }
        add([(xs[0], 1)], -8, .equal, 1000)
        for index in 1..<6 { add([(xs[index], 1), (xs[index - 1], -1)], -20, .equal, 1000) }
        add([(xs[6], 1), (xs[5], -1)], 0, .greaterThanOrEqual, 1000)
        add([(xs[6], 1)], -500, .equal, 250)
        add([(xs[6], 1)], -90, .equal, 750)
        add([(xs[7], 1), (xs[6], -0.5)], 0, .lessThanOrEqual, 500)
        add([(xs[8], 1), (xs[7], -1)], -3, .equal, 1)
        // Conflicts with the chain: thrown, leaving the solver as it was.
        add([(xs[5], 1)], -7, .equal, 1000)
        add([(xs[9], 1), (xs[10], 1)], -30, .equal, 1000)
        add([(xs[9], 1), (xs[10], -1)], -4, .greaterThanOrEqual, 500)
        solver.remove(ids[8])
        solver.setConstant(12, of: ids[0])
        let values = xs.map { solver.value(of: $0) }
        return (values, ids.map(\.id), solver.constraintCount)
    }

    @Test("a system built after reset() is the one a new solver builds: values, ids and count")
    func resetSolverMatchesNewOne() {
        let fresh = ConstraintSolver()
        let expected = Self.build(on: fresh)
        let reused = ConstraintSolver()
        // Something else first, larger, with optional levels and more symbols than the system.
        for _ in 0..<3 { _ = Self.build(on: reused) }
        let extra = (0..<40).map { _ in reused.makeVariable() }
        for variable in extra {
            _ = try? reused.add(LinearExpression(variable, constant: -1), .equal, priority: 300)
        }
        reused.reset()
        #expect(reused.constraintCount == 0)
        let actual = Self.build(on: reused)
        #expect(actual.ids == expected.ids)
        #expect(actual.count == expected.count)
        #expect(actual.values == expected.values)
        // Worked out by hand: `x0 + 12 = 0` after the edit, the chain on from −12 in steps of 20
        // (x5 = 88); with the 750 request removed, x6 takes the 250 one (500, above x5); x7 at
        // most x6 / 2; x8 = x7 + 3 at priority 1.
        #expect(expected.values[0] == -12)
        #expect(expected.values[5] == 88)
        #expect(expected.values[6] == 500)
        #expect(expected.values[7] <= 250 + 1e-9)
        #expect(abs(expected.values[8] - (expected.values[7] + 3)) < 1e-9)
        #expect(abs(expected.values[9] + expected.values[10] - 30) < 1e-9)
        #expect(expected.ids[11] == -1)
    }
}
