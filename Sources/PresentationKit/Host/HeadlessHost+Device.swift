import Foundation

extension HeadlessHost {
    /// Makes a running host stand for `device` held in portrait, as if it had been made with
    /// `init(device:orientation:framesPerSecond:)`: the window takes the device's idiom, its
    /// safe-area insets and its portrait size, so its size classes are the device's, in one size
    /// transition of `duration` seconds (the usual callbacks and trait changes); later turns take
    /// the device's landscape size and insets. The screen keeps its scale.
    ///
    /// For `play --device`, which runs a scenario's own host as the device a person picks.
    package func adopt(_ device: HeadlessDevice, duration: TimeInterval = 0) {
        let orientationBefore = UIDevice.current(of: screen).orientation
        let oldSize = screen.bounds.size
        self.device = device
        screen.deviceIdiom = device.idiom
        window.userInterfaceIdiom = device.idiom
        screen.interfaceOrientation = .portrait
        let size = device.size(in: .portrait)
        transitionSize(
            to: size, duration: duration, targetTransform: Self.rotationTransform(from: oldSize, to: size),
            orientationBefore: orientationBefore)
    }
}
