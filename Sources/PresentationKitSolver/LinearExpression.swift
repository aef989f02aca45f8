/// A variable of a ``ConstraintSolver``: a frame edge or size to be solved for.
///
/// The solver makes them (``ConstraintSolver/makeVariable()``); the id is the variable's symbol in
/// the solver's tableau, so it means something only to the solver that made it.
@usableFromInline package struct LayoutVariable: Hashable {
    @usableFromInline package let id: Int32
}

/// How a linear expression relates to zero in a constraint.
package enum LinearRelation {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
}

/// One variable scaled by a coefficient, a term of a ``LinearExpression``.
package struct LinearTerm {
    package var variable: LayoutVariable
    package var coefficient: Double

    package init(variable: LayoutVariable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A sum of scaled variables plus a constant; a constraint relates one to zero.
///
/// A variable may appear in more than one term: the solver adds the coefficients up.
package struct LinearExpression {
    package var terms: [LinearTerm]
    package var constant: Double

    package init(terms: [LinearTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `coefficient · variable + constant`.
    package init(_ variable: LayoutVariable, coefficient: Double = 1, constant: Double = 0) {
        self.init(terms: [LinearTerm(variable: variable, coefficient: coefficient)], constant: constant)
    }

    /// A sum of `(variable, coefficient)` pairs plus a constant, as in
    /// `LinearExpression([(child.x, 1), (parent.x, -1)], constant: -8)` for `child.x = parent.x + 8`.
    package init(_ terms: [(LayoutVariable, Double)], constant: Double = 0) {
        self.init(terms: terms.map { LinearTerm(variable: $0.0, coefficient: $0.1) }, constant: constant)
    }

    /// A constant expression without variables.
    package init(constant: Double) {
        self.init(terms: [], constant: constant)
    }
}

/// Names a constraint added to a ``ConstraintSolver``. An id carries its slot's reuse count, so a
/// removed constraint's id doesn't reach the constraint that later takes its slot (for 512 reuses
/// of that slot).
package struct SolverConstraintID: Hashable {
    package let id: Int32

    package init(id: Int32) { self.id = id }
}
