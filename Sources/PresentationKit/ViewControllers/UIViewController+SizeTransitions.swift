import Foundation

extension UIViewController {
    /// The default `viewWillTransition(to:with:)`: each child hears the size its container gives it.
    func forwardSizeTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            child.hostClock?.record(child, "viewWillTransition(to:with:)")
            child.viewWillTransition(to: childSize, with: coordinator)
        }
    }

    /// The default `willTransition(to:with:)`: each child whose traits change with the parent's
    /// hears its own new traits (the parent's new ones with its override applied).
    func forwardTraitTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        for child in children {
            let childTraits = child.traits(inheriting: newCollection)
            if childTraits != child.traitCollection {
                child.hostClock?.record(child, "willTransition(to:with:)")
                child.willTransition(to: childTraits, with: coordinator)
            }
        }
    }
}
