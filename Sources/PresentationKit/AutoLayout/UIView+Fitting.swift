import Foundation

extension UIView {
    /// The smallest size a view's constraints allow: the target for `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size to fit to: the target for `systemLayoutSizeFitting(_:)` that lets content
    /// grow (UIKit's figure is a large constant; ours is ten million points, Behaviour 17.9).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Measures the view alone: its subtree's constraints in an engine of their own where the
    /// view's size is unknown, held near `target` at the given priorities (Behaviour 17.9).
    func performSystemLayoutSizeFitting(
        _ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, measuring: true)
        return engine.fit(to: target, horizontal: horizontal, vertical: vertical)
    }

    func setContentPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis, hugging: Bool) {
        let state = layoutStateForWriting
        switch (hugging, axis) {
        case (true, .horizontal): state.huggingHorizontal = priority
        case (true, .vertical): state.huggingVertical = priority
        case (false, .horizontal): state.compressionHorizontal = priority
        case (false, .vertical): state.compressionVertical = priority
        }
        if state.framedByEngine, let engine = hierarchyEngine(create: false), state.hasFlags(of: engine) {
            engine.setNeedsRebuild()
        }
        superview?.subviewContentDidChange(self)
    }

    func performHasAmbiguousLayout() -> Bool {
        guard let engine = hierarchyEngine(create: false) else { return false }
        return engine.isAmbiguous(self)
    }

    func performExerciseAmbiguityInLayout() {
        hierarchyEngine(create: false)?.exerciseAmbiguity(of: self)
    }

    func performConstraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        installedConstraints(naming: self, along: axis)
    }

    /// The constraints installed on this view and its ancestors that name `item` with an attribute
    /// along `axis` (where a constraint on `item` can be installed).
    func installedConstraints(naming item: AnyObject, along axis: NSLayoutConstraint.Axis)
        -> [NSLayoutConstraint]
    {
        var result: [NSLayoutConstraint] = []
        var view: UIView? = self
        while let current = view {
            for constraint in current.layoutState?.installed ?? [] {
                let names =
                    (constraint.firstItem === item && constraint.firstAttribute.axis == axis)
                    || (constraint.secondItem === item && constraint.secondAttribute.axis == axis)
                if names { result.append(constraint) }
            }
            view = current.superview
        }
        return result
    }
}

extension UILayoutGuide {
    /// A guide the app added takes the frame the engine gives it, once constraints place it.
    var engineFrame: CGRect? {
        guard let owner = owningView, let engine = owner.hierarchyEngine(create: false) else { return nil }
        engine.resolveIfNeeded()
        return engine.frame(of: self)
    }
}
