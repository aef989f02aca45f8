/// Why a ``ConstraintSolver`` refused a change.
package enum ConstraintSolverError: Error, Equatable {
    /// A required constraint (or a required constraint's new constant) can't hold together with
    /// the required constraints already in the solver. `conflicting` lists those others, best
    /// effort: the required constraints whose marker or slack symbols appear in the row the simplex
    /// found infeasible, sorted by id; never the constraint being added or changed.
    case unsatisfiable(conflicting: [SolverConstraintID])
    /// The id names no constraint of this solver (never added, or removed).
    case unknownConstraint
}
