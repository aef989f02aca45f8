import Foundation

/// Installing constraints, the flags that drive the constraint pass, and the link from a view to
/// its hierarchy's engine (Behaviour 17.1, 17.2).
extension UIView {
    /// The view's Auto Layout state, made on first use.
    var layoutStateForWriting: ViewLayoutState {
        if let layoutState { return layoutState }
        let state = ViewLayoutState()
        layoutState = state
        return state
    }

    /// The top of the view's hierarchy: where its engine lives.
    var hierarchyRoot: UIView { Unmanaged.passUnretained(self).hierarchyRoot.takeUnretainedValue() }

    /// The engine of the hierarchy, made when `create`.
    func hierarchyEngine(create: Bool) -> LayoutEngine? {
        let root = hierarchyRoot
        if let engine = root.layoutState?.engine { return engine }
        guard create else { return nil }
        let engine = LayoutEngine(root: root, measuring: false)
        root.layoutStateForWriting.engine = engine
        return engine
    }

    // MARK: Installing

    func install(_ constraint: NSLayoutConstraint) {
        let state = layoutStateForWriting
        constraint.installedLink = Unmanaged.passUnretained(self)
        constraint.activationOrder = NSLayoutConstraint.nextActivationOrder()
        state.installed.append(constraint)
        // The root and its engine unretained (a retain and release of either is slow): the
        // hierarchy holds the root, and the root's state the engine.
        let marked = Unmanaged.passUnretained(self).hierarchyRoot.withGuaranteedRef { root in
            guard let engine = root.layoutState?.engine else { return false }
            Unmanaged.passUnretained(engine).withGuaranteedRef { $0.setNeedsRebuild() }
            return true
        }
        if !marked { hierarchyEngine(create: true)?.setNeedsRebuild() }
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        guard constraint.installedLink?.toOpaque() == Unmanaged.passUnretained(self).toOpaque(),
            let state = layoutState
        else { return }
        state.installed.removeAll { $0 === constraint }
        constraint.installedLink = nil
        hierarchyEngine(create: false)?.setNeedsRebuild()
    }

    /// `addConstraint(_:)`: UIKit's older way to activate; the constraint is installed where its
    /// items meet, whichever view it was given to (reported when that view is not where they
    /// meet, as UIKit requires the receiver to be a common ancestor).
    func performAddConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraint.isActive else { return }
        constraint.isActive = true
        if let host = constraint.installedOn, host !== self, !host.isDescendant(of: self) {
            constraint.report(
                "addConstraint(_:) was called on \(type(of: self)), which does not contain the items of \(constraint); "
                    + "it is installed on their common ancestor \(type(of: host)) instead")
        }
    }

    func constraintConstantDidChange(_ constraint: NSLayoutConstraint) {
        hierarchyEngine(create: false)?.constantDidChange(constraint)
    }

    func constraintStructureDidChange() {
        hierarchyEngine(create: false)?.setNeedsRebuild()
    }

    func setTranslatesAutoresizingMask(_ value: Bool) {
        guard value != translatesAutoresizingMaskIntoConstraints else { return }
        layoutStateForWriting.translatesAutoresizingMask = value
        hierarchyEngine(create: false)?.setNeedsRebuild()
    }

    // MARK: Frames reaching the engine

    /// The view's frame changed: an autoresizing view the engine pins tells it.
    func frameDidChangeForEngine() {
        guard let state = layoutState, state.pinnedInEngine,
            let engine = hierarchyEngine(create: false), state.hasFlags(of: engine)
        else { return }
        engine.setNeedsSync()
    }

    /// The safe area or margins changed: guides the engine pins follow.
    func guideInsetsMayHaveChanged() {
        guard let state = layoutState, state.ownsEngineGuides || state.framedByEngine || state.engine != nil,
            let engine = hierarchyEngine(create: false),
            state.engine != nil || state.hasFlags(of: engine)
        else {
            return
        }
        engine.setNeedsSync()
    }

    func performInvalidateIntrinsicContentSize() {
        superview?.subviewContentDidChange(self)
        guard let state = layoutState, state.framedByEngine,
            let engine = hierarchyEngine(create: false), state.hasFlags(of: engine)
        else { return }
        engine.intrinsicSizeDidChange(of: self)
    }

    // MARK: Hierarchy changes

    /// Before the view leaves its superview: constraints that tie its subtree to views outside it
    /// are deactivated, as UIKit removes them.
    func constraintsWillLeaveSuperview() {
        guard let superview else { return }
        superview.uninstallConstraints(where: references)
        hierarchyEngine(create: false)?.setNeedsRebuild()
    }

    /// Deactivates the constraints installed on this view and its ancestors that `matches` picks
    /// (the ones naming a view leaving the hierarchy, or a guide leaving its view).
    func uninstallConstraints(where matches: (NSLayoutConstraint) -> Bool) {
        var ancestor: UIView? = self
        while let current = ancestor {
            if let state = current.layoutState, !state.installed.isEmpty {
                for constraint in state.installed where matches(constraint) { current.uninstall(constraint) }
            }
            ancestor = current.superview
        }
    }

    /// After the view moved: joining a superview, its own engine (if it was a root) gives way to
    /// the new root's; leaving one, it becomes a root whose constraints need an engine of their own.
    func constraintsDidMove() {
        if superview != nil, type(of: self).requiresConstraintBasedLayout,
            layoutState?.askedForFirstUpdate != true
        {
            // A class that depends on constraints gets `updateConstraints()` before its first
            // layout in a hierarchy, as UIKit gives it.
            layoutStateForWriting.askedForFirstUpdate = true
            setNeedsUpdateConstraints()
        }
        guard superview != nil else {
            if subtreeHasConstraints() { hierarchyEngine(create: true)?.setNeedsRebuild() }
            return
        }
        if let state = layoutState, state.engine != nil {
            state.engine?.detach()
            state.engine = nil
            hierarchyEngine(create: true)?.setNeedsRebuild()
        } else if subtreeHasConstraints() {
            // Constraints inside the moved subtree join the new hierarchy's system (made if it
            // had none); a subtree without any changes nothing there.
            hierarchyEngine(create: true)?.setNeedsRebuild()
        }
        if let state = layoutState, state.needsUpdateConstraints || state.subtreeNeedsConstraintUpdate {
            superview?.markSubtreeNeedsConstraintUpdate()
        }
    }

    private func references(_ constraint: NSLayoutConstraint) -> Bool {
        func inside(_ object: AnyObject?) -> Bool {
            guard let view = LayoutItem(object)?.view else { return false }
            return view.isDescendant(of: self)
        }
        return inside(constraint.firstItem) || inside(constraint.secondItem)
    }

    private func subtreeHasConstraints() -> Bool {
        if let state = layoutState, !state.installed.isEmpty { return true }
        return subviews.contains { $0.subtreeHasConstraints() }
    }

    // MARK: The constraint-update pass

    func performSetNeedsUpdateConstraints() {
        let state = layoutStateForWriting
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        ViewLayoutState.pendingConstraintUpdates += 1
        superview?.markSubtreeNeedsConstraintUpdate()
        setNeedsLayout()
    }

    func markSubtreeNeedsConstraintUpdate() {
        var view: UIView? = self
        while let current = view {
            let state = current.layoutStateForWriting
            if state.subtreeNeedsConstraintUpdate { return }
            state.subtreeNeedsConstraintUpdate = true
            view = current.superview
        }
    }

    /// `updateConstraintsIfNeeded()`: runs `updateConstraints()` (a root view's controller's
    /// `updateViewConstraints()`) on each view below that needs it, subviews before their
    /// superview, as UIKit does (Behaviour 17.7).
    func performUpdateConstraintsIfNeeded() {
        guard let state = layoutState, state.subtreeNeedsConstraintUpdate || state.needsUpdateConstraints
        else {
            return
        }
        state.subtreeNeedsConstraintUpdate = false
        for subview in subviews { subview.performUpdateConstraintsIfNeeded() }
        guard state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        ViewLayoutState.pendingConstraintUpdates -= 1
        if let owner = owningViewController {
            owner.updateRootViewConstraints()
        } else {
            updateConstraints()
        }
    }

    /// Before a layout pass: pending constraint updates run and the engine settles, marking the
    /// views whose frames it moved (Behaviour 17.2).
    func prepareConstraintBasedLayout() {
        guard ViewLayoutState.pendingConstraintUpdates > 0 || LayoutEngine.dirtyEngines > 0 else { return }
        let root = hierarchyRoot
        if ViewLayoutState.pendingConstraintUpdates > 0 { root.performUpdateConstraintsIfNeeded() }
        root.layoutState?.engine?.resolveIfNeeded()
    }

    /// The base `layoutSubviews()`: subviews whose frames the engine gives take them.
    func applyEngineFramesToSubviews() {
        guard let state = layoutState, state.hasEngineFramedSubviews,
            let engine = hierarchyEngine(create: false)
        else { return }
        engine.resolveIfNeeded()
        // Flags are read after the solve, which may have rebuilt (and so re-stamped) them.
        guard state.hasEngineFramedSubviews, state.hasFlags(of: engine) else { return }
        for subview in subviews {
            guard let subviewState = subview.layoutState, subviewState.framedByEngine,
                subviewState.hasFlags(of: engine)
            else { continue }
            guard let frame = engine.frame(of: subview) else { continue }
            subview.takeEngineFrame(frame)
        }
    }

    /// Takes `frame` (the alignment rectangle, untransformed) as bounds size and centre, so a
    /// transform is kept, as UIKit's engine does.
    func takeEngineFrame(_ frame: CGRect) {
        if bounds.size != frame.size {
            var newBounds = bounds
            newBounds.size = frame.size
            bounds = newBounds
        }
        let anchor = layer.anchorPoint
        // From the origin as solved, not `minX`/`minY`, which a negative size (an over-constrained
        // label squeezed below zero) would move.
        let newCenter = CGPoint(
            x: frame.origin.x + anchor.x * frame.size.width, y: frame.origin.y + anchor.y * frame.size.height)
        if center != newCenter { center = newCenter }
    }
}

extension NSLayoutConstraint {
    private static var activationCounter = 0

    static func nextActivationOrder() -> Int {
        activationCounter += 1
        return activationCounter
    }
}

extension NSLayoutConstraint {
    /// Whether the engine left this active constraint out to recover from a conflict (Behaviour
    /// 17.5). For the fuzzer's invariants.
    package var isBrokenByEngine: Bool {
        guard let engine = installedOn?.hierarchyEngine(create: false) else { return false }
        return engine.brokenConstraints.contains { $0 === self }
    }
}

extension UIView {
    /// Whether no constraint work is pending anywhere: every engine has solved what it was told
    /// and no view waits for `updateConstraints()`. For the fuzzer's invariants.
    package static var constraintLayoutIsSettled: Bool {
        LayoutEngine.dirtyEngines == 0 && ViewLayoutState.pendingConstraintUpdates == 0
    }

    /// Whether no constraint work is pending in this view's hierarchy: its engine has solved what
    /// it was told and no view in it waits for `updateConstraints()`. Unlike
    /// `constraintLayoutIsSettled`, views in no window (a dismissed controller's, whose engine
    /// waits for a pass that never comes) do not count. For the fuzzer's invariants.
    package var constraintLayoutIsSettledInHierarchy: Bool {
        guard let state = hierarchyRoot.layoutState else { return true }
        if state.engine?.isDirty == true { return false }
        return !state.needsUpdateConstraints && !state.subtreeNeedsConstraintUpdate
    }
}
