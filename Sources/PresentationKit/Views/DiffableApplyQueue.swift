/// The order a diffable data source applies its snapshots in, shared by the table's and the
/// collection view's.
///
/// A snapshot can be applied while another is being applied (from a cell provider, or a delegate
/// method the update calls). Applying it there would change the data under the update that is
/// asking for it, so it waits instead, and is applied once the apply under way is done, in the
/// order asked.
@MainActor
final class DiffableApplyQueue {
    /// Whether an apply is under way, and the applies asked for meanwhile, in order.
    private var isApplying = false
    private var queued: [() -> Void] = []

    /// Runs `apply` now, and then each apply queued while it ran; asked for while another apply
    /// is under way, it calls `reportNested` (the misuse is the caller's to name) and queues
    /// `apply` to follow.
    func perform(reportingNested reportNested: () -> Void, _ apply: @escaping () -> Void) {
        if isApplying {
            reportNested()
            queued.append(apply)
            return
        }
        isApplying = true
        defer { isApplying = false }
        apply()
        while !queued.isEmpty {
            queued.removeFirst()()
        }
    }
}
