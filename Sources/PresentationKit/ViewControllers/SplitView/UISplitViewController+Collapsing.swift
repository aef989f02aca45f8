import Foundation

/// What a collapse moved onto the primary navigation stack, so that expanding puts it back.
struct SplitCollapseRecord {
    /// How many controllers the primary stack had of its own.
    var primaryCount: Int
    /// The supplementary column's stack, moved (column style, top column supplementary or secondary).
    var supplementary: MovedStack
    /// The secondary column's stack, moved or kept aside (column style), or the classic secondary.
    var secondary: MovedStack
    /// The classic secondary controller before the collapse (a navigation controller is kept to
    /// take back what was pushed).
    var classicSecondary: UIViewController?

    /// How many of `stack`'s first controllers are the primary's own: those it had when it
    /// collapsed, up to the first one that came from another column (popped below its own and shown
    /// again, a column's stack comes right after fewer of them).
    func ownCount(of stack: [UIViewController]) -> Int {
        let own = stack.prefix(primaryCount)
        return own.firstIndex { supplementary.contains($0) || secondary.contains($0) } ?? own.count
    }
}

/// A column's stack moved onto the primary navigation stack by a collapse. Only its root is held:
/// a column left empty gets it back on expanding, while what the user pops off the collapsed stack
/// is released as any popped controller is. The others are remembered weakly, to tell which
/// controllers on the primary stack came from the column.
struct MovedStack {
    /// The stack's first controller, given back to a column left empty.
    let root: UIViewController?
    private let members: [WeakReference<UIViewController>]

    init(_ stack: [UIViewController]) {
        root = stack.first
        members = stack.map(WeakReference.init)
    }

    /// Whether `controller` was on the stack when it moved.
    func contains(_ controller: UIViewController) -> Bool {
        members.contains { $0.object === controller }
    }

    /// What a column left empty gets back: its root.
    var restorable: [UIViewController] { root.map { [$0] } ?? [] }
}

extension UISplitViewController {
    // MARK: Children

    /// Puts `vc` in `column` (checked by `setViewController(_:for:)`).
    func assign(_ vc: UIViewController?, to column: UISplitViewController.Column) {
        let old = assigned[column]
        guard vc !== old else { return }
        assigned[column] = vc
        if collapsed, column == .supplementary || column == .secondary, var record = collapseRecord {
            // The column's stack is aside (or on the primary stack) while collapsed: it comes back on expanding.
            if column == .secondary { record.secondary = MovedStack(vc.map { [$0] } ?? []) }
            if column == .supplementary { record.supplementary = MovedStack(vc.map { [$0] } ?? []) }
            collapseRecord = record
            return
        }
        let oldWrapper = wrappers[column]
        if let vc = vc as? UINavigationController {
            install(vc, in: column, replacing: oldWrapper)
        } else if let vc {
            if let oldWrapper, madeWrappers.contains(ObjectIdentifier(oldWrapper)) {
                if oldWrapper.isRunningTransition {
                    // A stack cannot change mid-push: the controller stands in once it ends.
                    waitingColumnControllers[column] = vc
                } else {
                    oldWrapper.setViewControllers([vc], animated: false)
                }
            } else {
                let wrapper = UINavigationController(rootViewController: vc)
                madeWrappers.insert(ObjectIdentifier(wrapper))
                install(wrapper, in: column, replacing: oldWrapper)
            }
        } else {
            install(nil, in: column, replacing: oldWrapper)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Makes `wrapper` the child standing in `column` in place of `old`.
    private func install(
        _ wrapper: UINavigationController?, in column: UISplitViewController.Column,
        replacing old: UINavigationController?
    ) {
        if let old, old !== wrapper {
            removeColumnChild(old)
            madeWrappers.remove(ObjectIdentifier(old))
        }
        wrappers[column] = wrapper
        if let wrapper, wrapper.parent !== self {
            addChild(wrapper)
            wrapper.didMove(toParent: self)
        }
        wrapper?.updateTraitCollection()
    }

    /// Takes `child` out of the split view controller: its view first, then the containment.
    func removeColumnChild(_ child: UIViewController) {
        guard child.parent === self else { return }
        child.willMove(toParent: nil)
        if let childView = child.viewIfLoaded, childView.superview === viewIfLoaded {
            childView.removeFromSuperview()
        }
        child.removeFromParent()
    }

    /// Replaces a classic split view controller's controllers (at most a primary and a secondary).
    func setClassic(_ controllers: [UIViewController]) {
        guard controllers.count <= 2 else {
            report(
                "viewControllers with \(controllers.count) controllers: a split view controller takes at most two"
            )
            return
        }
        guard controllers.count < 2 || controllers[0] !== controllers[1] else {
            report("viewControllers lists one controller twice; ignored")
            return
        }
        guard !controllers.contains(where: { $0 === self || isDescendantController(of: $0) }) else {
            report("viewControllers contains the split view controller or an ancestor of it; ignored")
            return
        }
        let leaving = classic.filter { old in !controllers.contains { $0 === old } }
        for controller in leaving { removeColumnChild(controller) }
        classic = controllers
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        for controller in controllers { controller.updateTraitCollection() }
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Collapsing and expanding

    /// Empties `navigation`'s stack, its controllers moving to another stack. A navigation
    /// controller left with no top takes the old top's view away without its disappearance, so it
    /// is ended here, before the controller appears on the other stack; one already disappearing
    /// (under a presentation that is covering the split view controller) ends its disappearance
    /// too, as its stack no longer forwards the end of it.
    private func emptyStack(of navigation: UINavigationController?) {
        guard let navigation, let top = navigation.topViewController else { return }
        navigation.setViewControllers([], animated: false)
        if top.appearanceState != .disappeared {
            top.settleAppearance(appearing: false)
        }
    }

    /// Whether a column's navigation controller is mid-push or mid-pop: its stack cannot be
    /// changed, so collapsing or expanding waits until it settles (Behaviour 26.11).
    private var aColumnIsTransitioning: Bool {
        wrappers.values.contains { $0.isRunningTransition }
    }

    /// A column's push or pop ended: a collapse or expansion that waited for it happens now.
    func columnStackSettled() {
        guard !movingBetweenStacks else { return }
        for (column, controller) in waitingColumnControllers {
            guard let wrapper = wrappers[column], !wrapper.isRunningTransition else { continue }
            waitingColumnControllers[column] = nil
            if assigned[column] === controller { wrapper.setViewControllers([controller], animated: false) }
        }
        followSizeClass()
    }

    /// Collapses to one stack (Behaviour 26.4, 26.5).
    func collapse() {
        guard !collapsed, !aColumnIsTransitioning, !movingBetweenStacks else { return }
        movingBetweenStacks = true
        if columnStyle == .unspecified {
            collapseClassic()
        } else {
            collapseColumns()
        }
        movingBetweenStacks = false
        collapsed = true
        for child in children { child.updateTraitCollection() }
        viewIfLoaded?.setNeedsLayout()
        record("splitViewControllerDidCollapse(_:)")
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Column style: unless a compact column is set, the supplementary and secondary stacks go on
    /// the primary one, up to the column the delegate puts on top (Behaviour 26.4).
    private func collapseColumns() {
        guard wrappers[.compact] == nil, let primary = wrappers[.primary] else {
            collapseRecord = nil
            return
        }
        record("splitViewController(_:topColumnForCollapsingToProposedTopColumn: .secondary)")
        let top =
            delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
            ?? .secondary
        let supplementary = wrappers[.supplementary]?.viewControllers ?? []
        let secondary = wrappers[.secondary]?.viewControllers ?? []
        var moved: [UIViewController] = []
        if top == .supplementary || top == .secondary {
            moved += supplementary
            emptyStack(of: wrappers[.supplementary])
        }
        if top == .secondary {
            moved += secondary
            emptyStack(of: wrappers[.secondary])
        }
        let own = primary.viewControllers
        collapseRecord = SplitCollapseRecord(
            primaryCount: own.count, supplementary: MovedStack(supplementary),
            secondary: MovedStack(secondary),
            classicSecondary: nil)
        if !moved.isEmpty { primary.setViewControllers(own + moved, animated: false) }
    }

    /// Classic style: the delegate may pick the primary and fold the secondary itself; else the
    /// secondary is pushed on a primary navigation controller (Behaviour 26.5).
    private func collapseClassic() {
        guard var primary = classic.first else { return }
        record("primaryViewController(forCollapsing:)")
        if let chosen = delegate?.primaryViewController(forCollapsing: self), chosen !== primary {
            setClassic([chosen] + classic.dropFirst().filter { $0 !== chosen })
            primary = chosen
        }
        let secondary = classic.count > 1 ? classic[1] : nil
        var record = SplitCollapseRecord(
            primaryCount: (primary as? UINavigationController)?.viewControllers.count ?? 0,
            supplementary: MovedStack([]), secondary: MovedStack([]), classicSecondary: secondary)
        if let secondary {
            self.record("splitViewController(_:collapseSecondary:onto:)")
            let handled =
                delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
            classic = [primary]
            if !handled, let navigation = primary as? UINavigationController {
                let moved = (secondary as? UINavigationController)?.viewControllers ?? [secondary]
                record.secondary = MovedStack(moved)
                if let secondaryNavigation = secondary as? UINavigationController {
                    emptyStack(of: secondaryNavigation)
                    removeColumnChild(secondaryNavigation)
                } else {
                    removeColumnChild(secondary)
                }
                navigation.setViewControllers(navigation.viewControllers + moved, animated: false)
            } else if secondary.parent === self {
                removeColumnChild(secondary)
            }
        }
        collapseRecord = record
    }

    /// Expands back to columns in a split view controller of the given size (Behaviour 26.4, 26.5).
    func expand(toWidth width: CGFloat, height: CGFloat) {
        guard collapsed, !aColumnIsTransitioning, !movingBetweenStacks else { return }
        movingBetweenStacks = true
        if columnStyle == .unspecified {
            expandClassic()
        } else {
            expandColumns()
        }
        movingBetweenStacks = false
        collapseRecord = nil
        collapsed = false
        shownMode = nil
        if columnStyle != .unspecified {
            let proposed = currentMode(forWidth: width, height: height)
            record("splitViewController(_:displayModeForExpandingToProposedDisplayMode: .\(proposed))")
            let chosen =
                delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
                ?? proposed
            let valid = SplitGeometry.mode(chosen, style: layoutStyle, behavior: .tile)
            if valid != proposed { shownMode = valid }
        }
        for child in children { child.updateTraitCollection() }
        viewIfLoaded?.setNeedsLayout()
        record("splitViewControllerDidExpand(_:)")
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Column style: what sits above the primary's own controllers goes back to the supplementary
    /// column (the controllers it had, as long as they come first) and the secondary column (the
    /// rest); a column left empty gets back what it had (Behaviour 26.4).
    private func expandColumns() {
        guard let record = collapseRecord, let primary = wrappers[.primary] else { return }
        let stack = primary.viewControllers
        let base = record.ownCount(of: stack)
        let above = Array(stack[base...])
        var supplementary: [UIViewController] = []
        var rest = above[...]
        while let next = rest.first, record.supplementary.contains(next) {
            supplementary.append(next)
            rest = rest.dropFirst()
        }
        if !above.isEmpty { primary.setViewControllers(Array(stack[..<base]), animated: false) }
        if let wrapper = wrappers[.supplementary] {
            let back = supplementary.isEmpty ? record.supplementary.restorable : supplementary
            if wrapper.viewControllers.isEmpty { restore(back, in: wrapper, column: .supplementary) }
        }
        if let wrapper = wrappers[.secondary] {
            let back = rest.isEmpty ? record.secondary.restorable : Array(rest)
            if wrapper.viewControllers.isEmpty || !rest.isEmpty {
                restore(back, in: wrapper, column: .secondary)
            }
        }
    }

    /// Gives `wrapper` the stack `controllers`; the root of a stack the split view controller made
    /// becomes the column's controller (what was pushed while collapsed now stands in the column).
    private func restore(
        _ controllers: [UIViewController], in wrapper: UINavigationController,
        column: UISplitViewController.Column
    ) {
        wrapper.setViewControllers(controllers, animated: false)
        if madeWrappers.contains(ObjectIdentifier(wrapper)), let root = controllers.first {
            assigned[column] = root
        }
    }

    /// Classic style: the delegate may pick the primary and separate the secondary itself; else
    /// what was pushed on the primary navigation controller becomes the secondary (Behaviour 26.5).
    private func expandClassic() {
        guard var primary = classic.first else { return }
        record("primaryViewController(forExpanding:)")
        if let chosen = delegate?.primaryViewController(forExpanding: self), chosen !== primary {
            setClassic([chosen])
            primary = chosen
        }
        record("splitViewController(_:separateSecondaryFrom:)")
        let secondary =
            delegate?.splitViewController(self, separateSecondaryFrom: primary)
            ?? separateSecondary(from: primary)
        guard let secondary, secondary !== primary else { return }
        if let navigation = secondary.parent as? UINavigationController, navigation !== secondary {
            // A delegate returning a controller still on a stack: it leaves that stack first.
            navigation.setViewControllers(
                navigation.viewControllers.filter { $0 !== secondary }, animated: false)
        }
        setClassic([primary, secondary])
    }

    /// The default separation: the controllers above the primary navigation controller's own go
    /// back to the secondary navigation controller, or the top one becomes the secondary.
    private func separateSecondary(from primary: UIViewController) -> UIViewController? {
        let record = collapseRecord
        guard let navigation = primary as? UINavigationController else { return record?.classicSecondary }
        let stack = navigation.viewControllers
        let base = record?.ownCount(of: stack) ?? min(1, stack.count)
        let above = Array(stack[base...])
        if !above.isEmpty { navigation.setViewControllers(Array(stack[..<base]), animated: false) }
        if let secondaryNavigation = record?.classicSecondary as? UINavigationController {
            let back = above.isEmpty ? record?.secondary.restorable ?? [] : above
            secondaryNavigation.setViewControllers(back, animated: false)
            return secondaryNavigation
        }
        return above.last ?? record?.classicSecondary
    }

    /// Collapsed, `show(_:)` brings `column` on top of the stack: the primary by popping to the
    /// primary's own controllers, the others by putting their stacks back on it (Behaviour 26.6).
    func showCollapsed(_ column: UISplitViewController.Column) {
        guard wrappers[.compact] == nil, let primary = wrappers[.primary], let record = collapseRecord else {
            return
        }
        let own = Array(primary.viewControllers.prefix(record.ownCount(of: primary.viewControllers)))
        var stack = own
        if column == .supplementary || column == .secondary {
            stack +=
                wrappers[.supplementary]?.viewControllers.isEmpty == false
                ? wrappers[.supplementary]!.viewControllers : record.supplementary.restorable
        }
        if column == .secondary {
            stack +=
                wrappers[.secondary]?.viewControllers.isEmpty == false
                ? wrappers[.secondary]!.viewControllers : record.secondary.restorable
        }
        if column == .primary {
            primary.popToViewController(own.last ?? primary.viewControllers[0], animated: true)
            return
        }
        for column in [UISplitViewController.Column.supplementary, .secondary] {
            emptyStack(of: wrappers[column])
        }
        primary.setViewControllers(stack, animated: true)
    }
}
