import PresentationKitTestSupport
import Testing

@testable import PresentationKitSolver

/// Incremental changes against solving from scratch, on seeded random systems.
@Suite("Constraint solver properties")
struct ConstraintSolverPropertyTests {
    typealias Generator = SeededGenerator

    /// A constraint as data, so the same system can be built again from scratch.
    struct Spec {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: LinearRelation
        var priority: Float
    }

    /// A random system that the point `point` satisfies in its required part: equalities and
    /// inequalities over one to three variables with coefficients 1, −1, 2 or ½, optional
    /// constraints at three shared priorities, and last a pull on each variable at a priority of
    /// its own (lowest), which makes the lexicographic optimum unique.
    static func randomSystem(_ generator: inout Generator, variables: Int) -> [Spec] {
        let point = (0..<variables).map { _ in Double(generator.int(-50...50)) }
        var specs: [Spec] = []
        for _ in 0..<generator.int(variables...(3 * variables)) {
            var terms: [(Int, Double)] = []
            for _ in 0..<generator.int(1...3) {
                terms.append((generator.int(0...variables - 1), generator.element([1, -1, 2, 0.5])))
            }
            let atPoint = terms.reduce(0) { $0 + $1.1 * point[$1.0] }
            let required = generator.int(0...1) == 0
            let relation = generator.element([LinearRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
            var target = atPoint
            if required {
                let room = Double(generator.int(0...10))
                switch relation {
                case .equal: break
                case .lessThanOrEqual: target += room
                case .greaterThanOrEqual: target -= room
                }
            } else {
                target = Double(generator.int(-60...60))
            }
            specs.append(
                Spec(
                    terms: terms, constant: -target, relation: relation,
                    priority: required ? 1000 : generator.element([250, 500, 750])))
        }
        for index in 0..<variables {
            specs.append(
                Spec(
                    terms: [(index, 1)], constant: -Double(generator.int(-60...60)), relation: .equal,
                    priority: Float(1 + index)))
        }
        return specs
    }

    /// Builds `specs` in a new solver; `nil` when a required one can't be added.
    static func build(_ specs: [Spec?], variables: Int) -> (
        ConstraintSolver, [LayoutVariable], [SolverConstraintID?]
    )? {
        let solver = ConstraintSolver()
        let xs = (0..<variables).map { _ in solver.makeVariable() }
        var ids: [SolverConstraintID?] = []
        for spec in specs {
            guard let spec else {
                ids.append(nil)
                continue
            }
            let expression = LinearExpression(spec.terms.map { (xs[$0.0], $0.1) }, constant: spec.constant)
            guard let id = try? solver.add(expression, spec.relation, priority: spec.priority) else {
                return nil
            }
            ids.append(id)
        }
        return (solver, xs, ids)
    }

    /// Builds the required constraints one at a time and keeps those that fit, so every system
    /// starts satisfiable.
    static func satisfiable(_ specs: [Spec], variables: Int) -> [Spec] {
        var kept: [Spec] = []
        for spec in specs where build(kept + [spec], variables: variables) != nil { kept.append(spec) }
        return kept
    }

    @Test("setConstant gives what solving from scratch gives", arguments: 0..<40)
    func constantChangesMatchFreshSolves(seed: UInt64) throws {
        var generator = Generator(state: seed)
        let variables = generator.int(2...6)
        var specs = Self.satisfiable(
            Self.randomSystem(&generator, variables: variables), variables: variables)
        let (solver, xs, ids) = try #require(Self.build(specs, variables: variables))
        for _ in 0..<30 {
            let index = generator.int(0...specs.count - 1)
            let constant = Double(generator.int(-80...80))
            let before = xs.map { solver.value(of: $0) }
            var changed = specs
            changed[index].constant = constant
            let fresh = Self.build(changed, variables: variables)
            do {
                try solver.updateConstant(constant, of: ids[index]!)
                specs = changed
                let (freshSolver, freshXs, _) = try #require(
                    fresh, "the incremental solver accepted a conflict")
                for variable in xs.indices {
                    // The pulls make the optimum unique, so nothing may look ambiguous.
                    #expect(!solver.isAmbiguous(xs[variable]), "seed \(seed): x\(variable) ambiguous")
                    let incremental = solver.value(of: xs[variable])
                    let scratch = freshSolver.value(of: freshXs[variable])
                    #expect(
                        abs(incremental - scratch) < 1e-9,
                        "seed \(seed): x\(variable) \(incremental) ≠ \(scratch)")
                }
            } catch {
                #expect(fresh == nil, "seed \(seed): refused a satisfiable constant")
                #expect(xs.map { solver.value(of: $0) } == before, "seed \(seed): a refusal changed values")
            }
        }
    }

    @Test(
        "removing and adding constraints gives what solving from scratch gives; refusals change nothing",
        arguments: 0..<40)
    func removalsMatchFreshSolves(seed: UInt64) throws {
        var generator = Generator(state: seed &+ 1000)
        let variables = generator.int(2...6)
        let initial = Self.randomSystem(&generator, variables: variables)
        // Pulls stay so the answer stays unique; the rest come and go.
        let pulls = Set(initial.indices.suffix(variables))
        var present: [Spec?] = initial
        let (solver, xs, built) = try #require(Self.build(present, variables: variables))
        var ids = built
        var specs = initial
        for _ in 0..<30 {
            if generator.int(0...3) == 0 {
                // A required constraint with a random constant: it fits or it is refused whole.
                var terms: [(Int, Double)] = []
                for _ in 0..<generator.int(1...3) {
                    terms.append((generator.int(0...variables - 1), generator.element([1, -1, 2, 0.5])))
                }
                let spec = Spec(
                    terms: terms, constant: Double(generator.int(-60...60)),
                    relation: generator.element([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                    priority: 1000)
                let before = xs.map { solver.value(of: $0) }
                let fresh = Self.build(present + [spec], variables: variables)
                let expression = LinearExpression(
                    spec.terms.map { (xs[$0.0], $0.1) }, constant: spec.constant)
                do {
                    ids.append(try solver.add(expression, spec.relation, priority: spec.priority))
                    specs.append(spec)
                    present.append(spec)
                    #expect(fresh != nil, "seed \(seed): accepted a conflicting constraint")
                } catch .unsatisfiable(let conflicting) {
                    #expect(fresh == nil, "seed \(seed): refused a satisfiable constraint")
                    #expect(
                        xs.map { solver.value(of: $0) } == before, "seed \(seed): a refusal changed values")
                    for id in conflicting {
                        let named = try #require(
                            ids.firstIndex(of: id), "seed \(seed): names an unknown constraint")
                        #expect(
                            present[named]?.priority == 1000, "seed \(seed): names an absent or optional one")
                    }
                } catch {
                    Issue.record("seed \(seed): \(error)")
                }
            }
            let index = generator.int(0...specs.count - 1)
            guard !pulls.contains(index) else { continue }
            if let id = ids[index] {
                solver.remove(id)
                ids[index] = nil
                present[index] = nil
            } else {
                let spec = specs[index]
                let expression = LinearExpression(
                    spec.terms.map { (xs[$0.0], $0.1) }, constant: spec.constant)
                var with = present
                with[index] = spec
                let fresh = Self.build(with, variables: variables)
                do {
                    ids[index] = try solver.add(expression, spec.relation, priority: spec.priority)
                    present[index] = spec
                } catch {
                    // Constraints added since may have made it conflict.
                    #expect(fresh == nil, "seed \(seed): refused a satisfiable constraint")
                }
            }
            #expect(solver.constraintCount == present.compactMap { $0 }.count)
            let (freshSolver, freshXs, _) = try #require(Self.build(present, variables: variables))
            for variable in xs.indices {
                let incremental = solver.value(of: xs[variable])
                let scratch = freshSolver.value(of: freshXs[variable])
                #expect(
                    abs(incremental - scratch) < 1e-9,
                    "seed \(seed): x\(variable) \(incremental) ≠ \(scratch)")
            }
        }
    }
}
