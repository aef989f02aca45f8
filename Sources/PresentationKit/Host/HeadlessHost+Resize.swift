import Foundation

extension HeadlessHost {
    /// Resizes the screen and window to `size`, as a device rotation or an iPad multitasking
    /// resize does, animating over `duration` seconds.
    ///
    /// UIKit's sequence: when the window's traits change, `willTransition(to:with:)` on the root
    /// controller (which forwards to children whose traits change); then `viewWillTransition(to:with:)`
    /// on the root controller (which forwards to children with the sizes their container gives them).
    /// Then, inside one `UIView.animate` block of `duration`: the screen, window and root view take
    /// the new size, controllers whose traits changed get `traitCollectionDidChange(_:)`, the
    /// alongside blocks queued on the coordinator run, and the window lays out, so every change
    /// animates together. The coordinator's completion blocks run when the animation ends (with a
    /// zero duration: on the next run-loop turn). A portrait ↔ landscape change reports a ±90°
    /// `targetTransform`. Resizing to the current size does nothing.
    public func resize(to size: CGSize, duration: TimeInterval = 0.3) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            clock.report(.invalidInput, "resize(to: \(size)) needs a finite, non-negative size; ignored")
            return
        }
        var duration = duration
        if !duration.isFinite || duration < 0 {
            clock.report(
                .invalidInput, "resize duration \(duration) must be finite and non-negative; using 0")
            duration = 0
        }
        let oldSize = screen.bounds.size
        guard size != oldSize else { return }
        // A resize is not a turn of the device: the orientation follows the new shape.
        let orientationBefore = UIDevice.current(of: screen).orientation
        screen.interfaceOrientation = nil
        transitionSize(
            to: size, duration: duration, targetTransform: Self.rotationTransform(from: oldSize, to: size),
            orientationBefore: orientationBefore)
    }

    /// The size transition of a resize or a rotation: the callbacks, then the change animated in one
    /// block of `duration` (see `resize(to:duration:)`).
    func transitionSize(
        to size: CGSize, duration: TimeInterval, targetTransform: CGAffineTransform,
        orientationBefore oldOrientation: UIDeviceOrientation
    ) {

        let window = self.window
        let screen = self.screen
        let root = window.rootViewController
        let coordinator = SizeTransitionCoordinator(
            duration: duration, targetTransform: targetTransform, containerView: window, clock: clock)
        let presentations = window.presentationChain
        for controller in window.allViewControllers {
            controller.presentation.transition?.resizedDuringTransition = true
        }
        let involved = (root?.controllerSubtree ?? []) + presentations.flatMap(\.presented.controllerSubtree)
        for controller in involved { controller.activeSizeCoordinator = coordinator }

        // Presentations that adapt ask their delegates with the coming traits, before any trait
        // transition is announced (Behaviour 13.6, 13.10).
        let comingTraits = window.traitCollection(forSize: size)
        // A size change that keeps every trait is no trait transition for anyone (Behaviour 13.2,
        // 13.4): only the size transition is announced.
        let traitsChange = comingTraits != window.traitCollection
        if traitsChange {
            for (_, controller) in presentations {
                controller.adaptBeforeTraitChange(to: comingTraits, with: coordinator)
            }
        }
        if let root {
            let newTraits = comingTraits.overriding(style: root.overrideUserInterfaceStyle)
            if newTraits != root.traitCollection {
                clock.record(root, "willTransition(to:with:)")
                root.willTransition(to: newTraits, with: coordinator)
            }
            clock.record(root, "viewWillTransition(to:with:)")
            root.viewWillTransition(to: size, with: coordinator)
        }
        // Each presentation controller hears the change and forwards it to its presented
        // controller (Behaviour 5.4, 9.3).
        for (_, controller) in presentations {
            if traitsChange {
                clock.record(controller, "willTransition(to:with:)")
                controller.willTransition(to: comingTraits, with: coordinator)
            }
            clock.record(controller, "viewWillTransition(to:with:)")
            controller.viewWillTransition(to: size, with: coordinator)
        }
        let device = UIDevice.current(of: screen)
        let keyboardBefore = keyboard.frameBeforeWindowResize()
        var keyboardSettled: (() -> Void)?
        coordinator.run(
            changes: {
                screen.bounds = CGRect(origin: .zero, size: size)
                if let device = self.device {
                    window.windowSafeAreaInsets = device.safeAreaInsets(
                        in: screen.currentInterfaceOrientation)
                }
                let oldWindowTraits = window.traitCollection
                window.frame = CGRect(origin: window.frame.origin, size: size)
                if window.traitCollection != oldWindowTraits {
                    window.traitCollectionDidChange(oldWindowTraits)
                }
                if let rootView = root?.viewIfLoaded, rootView.superview === window {
                    rootView.frame = window.bounds
                }
                root?.updateTraitCollection()
                for (presented, controller) in presentations {
                    controller.updateTraitCollection()
                    presented.updateTraitCollection()
                }
                if let keyboardBefore { keyboardSettled = self.keyboard.followWindow(from: keyboardBefore) }
            },
            cleanup: {
                keyboardSettled?()
                window.reportPresentedFrameMismatches()
                if device.orientation != oldOrientation {
                    NotificationCenter.default.post(
                        name: UIDevice.orientationDidChangeNotification, object: device)
                }
                for controller in involved where controller.activeSizeCoordinator === coordinator {
                    controller.activeSizeCoordinator = nil
                }
            })
    }

    /// Identity unless the change turns portrait into landscape or back. Rotating to landscape
    /// reports −90° and back +90°: the interface turns against the device, which PresentationKit
    /// takes to be turned counterclockwise (landscape right).
    static func rotationTransform(from oldSize: CGSize, to newSize: CGSize) -> CGAffineTransform {
        let wasLandscape = oldSize.width > oldSize.height
        let isLandscape = newSize.width > newSize.height
        let wasPortrait = oldSize.width < oldSize.height
        let isPortrait = newSize.width < newSize.height
        if wasPortrait && isLandscape { return CGAffineTransform(rotationAngle: -.pi / 2) }
        if wasLandscape && isPortrait { return CGAffineTransform(rotationAngle: .pi / 2) }
        return .identity
    }
}
