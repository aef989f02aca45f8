import Testing

@testable import PresentationKitSolver

/// Long sibling chains, the shape whose rows the solver keeps unexpanded: values
/// through the chain, constant changes, removals and re-additions, against solving from scratch
/// and against the chain worked out by hand.
@Suite("Constraint solver: chains")
struct ConstraintSolverChainTests {
    /// `count` items down a column: `y₀ = 8`, `hᵢ = 20 + i mod 3`, `yᵢ = yᵢ₋₁ + hᵢ₋₁ + 4`, each
    /// item's constraints naming its own new unknowns, as a screen of views does; and, when
    /// `pulls`, every unknown pulled towards 0 at a priority of its own, so the optimum stays
    /// unique when a required constraint is taken out.
    struct Chain {
        let solver = ConstraintSolver()
        var ys: [LayoutVariable] = []
        var heights: [LayoutVariable] = []
        /// The required constraints in the order added: even indices tops, odd ones heights.
        var ids: [SolverConstraintID] = []
        var constants: [Double] = []

        init(count: Int, constants given: [Double]? = nil, pulls: Bool) {
            for index in 0..<count {
                ys.append(solver.makeVariable())
                heights.append(solver.makeVariable())
                constants.append(given?[2 * index] ?? (index == 0 ? 8 : 4))
                constants.append(given?[2 * index + 1] ?? Double(20 + index % 3))
            }
            for index in 0..<count {
                ids.append(add(top: index))
                ids.append(add(height: index))
            }
            if pulls {
                for (index, variable) in (ys + heights).enumerated() {
                    _ = try? solver.add(LinearExpression(variable), .equal, priority: Float(1 + index))
                }
            }
        }

        func add(top index: Int) -> SolverConstraintID {
            var terms: [(LayoutVariable, Double)] = [(ys[index], 1)]
            if index > 0 { terms += [(ys[index - 1], -1), (heights[index - 1], -1)] }
            return try! solver.add(
                LinearExpression(terms, constant: -constants[2 * index]), .equal, priority: 1000)
        }

        func add(height index: Int) -> SolverConstraintID {
            try! solver.add(
                LinearExpression(heights[index], constant: -constants[2 * index + 1]), .equal,
                priority: 1000)
        }

        var values: [Double] { (ys + heights).map { solver.value(of: $0) } }
    }

    @Test("a chain of 300 is solved as worked out by hand")
    func chainValues() {
        let chain = Chain(count: 300, pulls: false)
        var y = 8.0
        for index in 0..<300 {
            #expect(abs(chain.solver.value(of: chain.ys[index]) - y) < 1e-9)
            #expect(chain.solver.value(of: chain.heights[index]) == Double(20 + index % 3))
            y += Double(20 + index % 3) + 4
        }
    }

    @Test("constant changes along a chain give what solving from scratch gives")
    func constantChanges() throws {
        var generator = ConstraintSolverPropertyTests.Generator(state: 16)
        var chain = Chain(count: 120, pulls: false)
        for step in 0..<60 {
            let index = generator.int(0...chain.ids.count - 1)
            let constant = Double(generator.int(0...40))
            // Read some values first, so the change has cached values to keep right.
            if step % 2 == 0 { _ = chain.values }
            chain.constants[index] = constant
            try chain.solver.updateConstant(-constant, of: chain.ids[index])
            let fresh = Chain(count: 120, constants: chain.constants, pulls: false)
            for (incremental, scratch) in zip(chain.values, fresh.values) {
                #expect(abs(incremental - scratch) < 1e-9, "step \(step): \(incremental) ≠ \(scratch)")
            }
        }
    }

    @Test("removing and re-adding constraints along a chain gives what solving from scratch gives")
    func removalsAndReadditions() throws {
        var generator = ConstraintSolverPropertyTests.Generator(state: 1600)
        var chain = Chain(count: 60, pulls: true)
        for step in 0..<40 {
            let index = generator.int(0...chain.ids.count - 1)
            _ = chain.values
            chain.solver.remove(chain.ids[index])
            // Without it, the pulls decide what the freed unknowns do: compare with a chain
            // built without it.
            let without = ConstraintSolver()
            let ys = (0..<60).map { _ in without.makeVariable() }
            let heights = (0..<60).map { _ in without.makeVariable() }
            for item in 0..<60 {
                if 2 * item != index {
                    var terms: [(LayoutVariable, Double)] = [(ys[item], 1)]
                    if item > 0 { terms += [(ys[item - 1], -1), (heights[item - 1], -1)] }
                    try without.add(
                        LinearExpression(terms, constant: -chain.constants[2 * item]), .equal, priority: 1000)
                }
                if 2 * item + 1 != index {
                    try without.add(
                        LinearExpression(heights[item], constant: -chain.constants[2 * item + 1]), .equal,
                        priority: 1000)
                }
            }
            for (item, variable) in (ys + heights).enumerated() {
                try without.add(LinearExpression(variable), .equal, priority: Float(1 + item))
            }
            for (incremental, scratch) in zip(chain.values, (ys + heights).map { without.value(of: $0) }) {
                #expect(abs(incremental - scratch) < 1e-9, "step \(step) without \(index)")
            }
            chain.constants[index] = Double(generator.int(0...40))
            chain.ids[index] = index % 2 == 0 ? chain.add(top: index / 2) : chain.add(height: index / 2)
            let fresh = Chain(count: 60, constants: chain.constants, pulls: true)
            for (incremental, scratch) in zip(chain.values, fresh.values) {
                #expect(abs(incremental - scratch) < 1e-9, "step \(step) after re-adding \(index)")
            }
        }
    }
}
