import Foundation

extension UIViewController {
    /// `addChild(_:)`: UIKit removes the child from a previous parent and calls its
    /// `willMove(toParent:)`; the container adds the view and calls `didMove(toParent:)` itself.
    func addChildController(_ child: UIViewController) {
        guard child !== self, !isDescendantController(of: child) else {
            Diagnostics.report(
                .viewControllerMisuse,
                "addChild: \(type(of: child)) is this controller or one of its ancestors; the call was ignored",
                clock: hostClock)
            return
        }
        guard child.parent !== self else { return }
        if child.parent != nil { child.removeFromParent() }
        child.movingToParent = true
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        child.updateTraitCollection()
    }

    /// `removeFromParent()`: unlinks the child and calls `didMove(toParent: nil)`.
    func removeFromParentController() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        overrideTraitsFromParent = nil
        didMove(toParent: nil)
        movingFromParent = false
        movingToParent = false
    }

    /// Whether `other` is this controller's parent, grandparent, …
    func isDescendantController(of other: UIViewController) -> Bool {
        var current = parent
        while let candidate = current {
            if candidate === other { return true }
            current = candidate.parent
        }
        return false
    }

    /// Who hears about `preferredContentSize` changes: the parent, else the presentation controller.
    var contentContainerParent: (any UIContentContainer)? {
        parent ?? presentationContentContainer
    }

    /// The clock of the host the controller lives in, for diagnostics: found through its view, its
    /// ancestors, the window it is the root of, or the run-loop turn executing now.
    var hostClock: FrameClock? {
        if let clock = viewStorage?.layer.clock ?? windowAsRoot?.layer.clock { return clock }
        return parent?.hostClock ?? FrameClock.executing
    }

    /// This controller and all its descendants, parents before children.
    var controllerSubtree: [UIViewController] {
        [self] + children.flatMap(\.controllerSubtree)
    }
}
