import Foundation

extension UIViewController {
    /// Traits as UIKit resolves them: a child inherits its parent's with the parent's override on
    /// top; a presented controller follows its presentation controller; a root follows its window.
    ///
    /// The controller's own `overrideUserInterfaceStyle` goes on top (Behaviour 9.9).
    var inheritedTraitCollection: UITraitCollection {
        inheritedTraitsBeforeStyleOverride.overriding(style: overrideUserInterfaceStyle)
    }

    private var inheritedTraitsBeforeStyleOverride: UITraitCollection {
        if let parent { return traits(inheriting: parent.traitCollection) }
        if let environment = traitEnvironmentOverride { return environment.traitCollection }
        // A root covered by a full-screen presentation has its view out of the window, yet it is
        // still the window's root: its traits stay the window's (Behaviour 13.23).
        if let window = windowAsRoot ?? viewStorage?.window { return window.traitCollection }
        return UITraitCollection()
    }

    /// The traits this controller would have if its parent's were `parentTraits`.
    func traits(inheriting parentTraits: UITraitCollection) -> UITraitCollection {
        // Asked through the parent's overridable method, as UIKit does: a container may override
        // `overrideTraitCollection(forChild:)` instead of calling `setOverrideTraitCollection`.
        guard let override = parent?.overrideTraitCollection(forChild: self) else { return parentTraits }
        return UITraitCollection(traitsFrom: [parentTraits, override])
    }

    /// Compares the traits with the ones last reported and calls `traitCollectionDidChange(_:)` when
    /// they differ, then does the same for the children, parents first.
    ///
    /// The first time a controller joins an environment nothing is reported: since iOS 13 UIKit
    /// gives a new controller its traits before it appears instead of announcing them.
    func updateTraitCollection() {
        let current = traitCollection
        let previous = reportedTraitCollection
        reportedTraitCollection = current
        if let previous, previous != current {
            hostClock?.record(self, "traitCollectionDidChange(_:)")
            UITraitCollection.performAsCurrent(current) { traitCollectionDidChange(previous) }
            viewStorage?.traitsDidChange(from: previous)
        }
        traitCollectionDidUpdate()
        for child in children { child.updateTraitCollection() }
    }

    /// `setOverrideTraitCollection(_:forChild:)`.
    func setTraitOverride(_ collection: UITraitCollection?, for child: UIViewController) {
        guard child.parent === self else {
            Diagnostics.report(
                .viewControllerMisuse,
                "setOverrideTraitCollection: \(type(of: child)) is not a child of \(type(of: self)); "
                    + "the override was ignored. Call addChild(_:) first.",
                clock: hostClock)
            return
        }
        child.overrideTraitsFromParent = collection
        child.updateTraitCollection()
    }

    /// The orientation of the interface of the window the controller is in (see
    /// `UIScreen.currentInterfaceOrientation`).
    var currentInterfaceOrientation: UIInterfaceOrientation {
        guard let window = viewStorage?.window else { return .portrait }
        return window.screen.currentInterfaceOrientation
    }
}

extension UIView {
    /// The traits the view inherits before its own override: its controller's for a root view,
    /// else its superview's (unspecified outside a hierarchy).
    var inheritedTraitCollection: UITraitCollection {
        if let owner = owningViewController as (any UITraitEnvironment)? { return owner.traitCollection }
        return superview?.traitCollection ?? UITraitCollection()
    }

    /// The view's traits if it inherited `inherited`: its own style override on top.
    func traits(inheriting inherited: UITraitCollection) -> UITraitCollection {
        inherited.overriding(style: overrideUserInterfaceStyle)
    }

    /// The traits this view inherits changed from `previousInherited` (its controller's, after
    /// the controller's changed, or its superview's): see `traitsChanged(from:)`.
    func traitsDidChange(from previousInherited: UITraitCollection) {
        traitsChanged(from: traits(inheriting: previousInherited))
    }

    /// Calls `traitCollectionDidChange(_:)` on this view when its traits differ from `previous`,
    /// then on its subviews, down to the root views of other controllers (each hears its own
    /// controller's change), as UIKit does. A view whose traits did not change (its own style
    /// override masks the change) hears nothing, and neither do its subviews (Behaviour 9.10).
    func traitsChanged(from previous: UITraitCollection) {
        let current = traitCollection
        guard current != previous else { return }
        resolveDynamicColors()
        UITraitCollection.performAsCurrent(current) { traitCollectionDidChange(previous) }
        for subview in subviews where subview.owningViewController == nil {
            subview.traitsDidChange(from: previous)
        }
    }
}
