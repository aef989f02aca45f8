import Foundation

extension UIViewController {
    /// Traits as UIKit resolves them: a child inherits its parent's with the parent's override on
    /// top; a presented controller follows its presentation controller; a root follows its window.
    var inheritedTraitCollection: UITraitCollection {
        if let parent { return traits(inheriting: parent.traitCollection) }
        if let environment = traitEnvironmentOverride { return environment.traitCollection }
        if let window = viewStorage?.window { return window.traitCollection }
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
            traitCollectionDidChange(previous)
            viewStorage?.traitsDidChange(from: previous)
        }
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
    /// Calls `traitCollectionDidChange(_:)` on this view and its subviews, down to the root views of
    /// other controllers (each hears its own controller's change), as UIKit does after the owning
    /// controller's traits changed.
    func traitsDidChange(from previous: UITraitCollection) {
        traitCollectionDidChange(previous)
        for subview in subviews where subview.owningViewController == nil {
            subview.traitsDidChange(from: previous)
        }
    }
}
