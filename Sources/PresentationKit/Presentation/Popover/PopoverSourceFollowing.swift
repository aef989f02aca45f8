import Foundation

/// Keeps the popovers shown in a window at their sources (Behaviour 9.7).
///
/// A popover is placed when its own container lays out, but its source usually lies in another
/// presentation's view (a sheet, a card scaled back, a list in a navigation stack) whose moves lay
/// out other containers. So after each run-loop turn's layout pass, and before a size change's
/// frames are checked, each popover shown in the window compares where its source puts it now with
/// where it was placed, and moves when they differ.
@MainActor
enum PopoverSourceFollowing {
    /// The windows whose host runs the pass already.
    private static var windows: [WeakReference<UIWindow>] = []

    /// Adds the pass to `window`'s host, once.
    static func install(in window: UIWindow) {
        windows.removeAll { $0.object == nil }
        guard !windows.contains(where: { $0.object === window }), let clock = window.layer.clock else {
            return
        }
        windows.append(WeakReference(window))
        clock.afterTurn.append { [weak window] in window?.placeShownPopoversBySource() }
    }
}

extension UIWindow {
    /// Moves each popover shown in the window whose source moved since it was placed. While a
    /// presentation or dismissal runs, its animator owns the frames of the views it moves (a flip
    /// turns the source with everything around it): the transition's end places the popovers.
    func placeShownPopoversBySource() {
        let popovers = presentationChain.compactMap { $0.controller as? UIPopoverPresentationController }
        guard !popovers.isEmpty, transitionInProgress == nil else { return }
        for popover in popovers { popover.followSourceIfMoved() }
    }
}
