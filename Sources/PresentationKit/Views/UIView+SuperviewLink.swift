/// Walking up the hierarchy through the unretained `superviewLink`: each step of a
/// walk through `superview` is a weak load, a retain and a release, all slow for a weakly
/// referenced object (its counts live in a side table), and Auto Layout walks up for every
/// constraint it activates and every term it builds.
extension Unmanaged where Instance == UIView {
    /// The view's superview, unretained.
    @inline(__always)
    var superview: Unmanaged<UIView>? { _withUnsafeGuaranteedRef { $0.superviewLink } }

    /// Whether both name the same view.
    @inline(__always)
    func isSame(as other: Unmanaged<UIView>?) -> Bool {
        guard let other else { return false }
        return toOpaque() == other.toOpaque()
    }

    /// The top of the view's hierarchy.
    var hierarchyRoot: Unmanaged<UIView> {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// How many superviews are above the view.
    var depth: Int {
        var count = 0
        var current = superview
        while let next = current {
            count += 1
            current = next.superview
        }
        return count
    }

    /// The closest view that is, or contains, both views; nil when they are in different
    /// hierarchies.
    func closestCommonAncestor(with other: Unmanaged<UIView>) -> Unmanaged<UIView>? {
        if isSame(as: other) { return self }
        // The usual cases first: an item and its superview, siblings.
        let myParent = superview
        let theirParent = other.superview
        if other.isSame(as: myParent) { return other }
        if isSame(as: theirParent) { return self }
        if let myParent, myParent.isSame(as: theirParent) { return myParent }
        // Otherwise both walk up to the same depth, then together.
        var a: Unmanaged<UIView>? = self
        var b: Unmanaged<UIView>? = other
        var depthA = depth
        var depthB = other.depth
        while depthA > depthB {
            a = a?.superview
            depthA -= 1
        }
        while depthB > depthA {
            b = b?.superview
            depthB -= 1
        }
        while let left = a, let right = b {
            if left.isSame(as: right) { return left }
            a = left.superview
            b = right.superview
        }
        return nil
    }
}

extension Unmanaged {
    /// `_withUnsafeGuaranteedRef` for main-actor code. A closure formed in main-actor
    /// code and handed straight to the standard library (compiled without strict concurrency)
    /// checks on every call that it runs on the main actor (`swift_task_isCurrentExecutor`, a
    /// measurable share of building a layout); handed to this function, whose closure is known
    /// to run synchronously on the caller's actor, it needs no check.
    @MainActor @inline(__always)
    func withGuaranteedRef<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}
