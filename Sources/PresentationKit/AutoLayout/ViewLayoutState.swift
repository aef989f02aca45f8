import Foundation

/// A view's Auto Layout bookkeeping, made the first time the view takes part (most views never do,
/// and pay one nil pointer for it).
// The hot stored properties skip Swift's dynamic exclusivity checks, as the engine's do (issue
// 16): nothing takes overlapping accesses to them.
@MainActor
final class ViewLayoutState {
    /// The constraints installed on the view (`constraints`), in installation order. Not
    /// isolated: the view's `deinit` clears their host links.
    @exclusivity(unchecked) nonisolated(unsafe) var installed: [NSLayoutConstraint] = []
    /// `translatesAutoresizingMaskIntoConstraints`.
    @exclusivity(unchecked) var translatesAutoresizingMask = true
    var huggingHorizontal = UILayoutPriority.defaultLow
    var huggingVertical = UILayoutPriority.defaultLow
    var compressionHorizontal = UILayoutPriority.defaultHigh
    var compressionVertical = UILayoutPriority.defaultHigh
    /// `needsUpdateConstraints()`.
    var needsUpdateConstraints = false
    /// A view whose class `requiresConstraintBasedLayout` asked for its first constraint update.
    var askedForFirstUpdate = false
    /// Some view below needs `updateConstraints()`: lets the pass skip clean branches.
    var subtreeNeedsConstraintUpdate = false
    /// The engine of the hierarchy this view is the root of (nil below the root).
    @exclusivity(unchecked) var engine: LayoutEngine?
    // The four flags below belong to the rebuild stamped `flagStamp`: they hold only while that
    // is the latest rebuild of the hierarchy's engine (`hasFlags(of:)`), and read as false
    // otherwise. A rebuild moves its engine's stamp on, which clears every flag of the last one
    // at once, with no list of the states it flagged.

    /// The live engine gives this view's frame (it is a constrained view, not a pinned one).
    @exclusivity(unchecked) var framedByEngine = false
    /// The live engine pins this view's frame (an autoresizing view that other items refer to):
    /// frame changes must reach the engine.
    @exclusivity(unchecked) var pinnedInEngine = false
    /// Some subview's frame comes from the engine: this view's `layoutSubviews` applies it.
    @exclusivity(unchecked) var hasEngineFramedSubviews = false
    /// The engine owns system guides of this view (safe area, margins, keyboard): inset changes
    /// must reach it.
    @exclusivity(unchecked) var ownsEngineGuides = false
    /// The stamp of the rebuild (`LayoutEngine.stamp`, unique among all engines' rebuilds) that
    /// set the flags above.
    @exclusivity(unchecked) var flagStamp = 0
    /// The view's participant index in the engine rebuild stamped `participantStamp` (a lookup
    /// that skips the engine's dictionary; see `LayoutEngine.stamp`).
    @exclusivity(unchecked) var participantSlot = -1
    @exclusivity(unchecked) var participantStamp = 0

    /// Whether the flags are those of `engine`'s latest rebuild.
    @inline(__always)
    func hasFlags(of engine: LayoutEngine) -> Bool { flagStamp == engine.stamp }

    func clearEngineFlags() {
        framedByEngine = false
        pinnedInEngine = false
        hasEngineFramedSubviews = false
        ownsEngineGuides = false
    }

    /// Constraint-update work is pending somewhere (cheap check for the layout pass).
    static var pendingConstraintUpdates = 0

    // Fuzzer finding, as `LayoutEngine`'s deinit: a view freed while it waited for
    // `updateConstraints()` (it asked, then left its window before a pass) no longer counts.
    isolated deinit {
        if needsUpdateConstraints { ViewLayoutState.pendingConstraintUpdates -= 1 }
    }
}
