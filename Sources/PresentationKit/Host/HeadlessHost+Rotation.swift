import Foundation

extension HeadlessHost {
    /// The orientation of the interface now (`.portrait` unless turned or wider than tall).
    public var interfaceOrientation: UIInterfaceOrientation { screen.currentInterfaceOrientation }

    /// Turns the device to `orientation`, as a user does (Behaviour 13.2): if the controller in charge of
    /// the interface supports it, the interface turns with a size transition of `duration` seconds
    /// (`viewWillTransition(to:with:)` with the turn as the coordinator's `targetTransform`, trait
    /// changes when a size class changes); `UIDevice.current.orientation` follows.
    ///
    /// The window takes the device profile's size for the orientation (without a profile, the
    /// screen turned). A turn by 180° keeps the size and still runs the transition. The controller
    /// in charge is the top full-screen presentation, else the root controller; one whose
    /// `supportedInterfaceOrientations` lacks `orientation` keeps the interface where it is.
    public func rotate(to orientation: UIInterfaceOrientation, duration: TimeInterval = 0.3) {
        guard orientation != .unknown else {
            clock.report(
                .invalidInput, "rotate(to: .unknown): pick a portrait or landscape orientation; ignored")
            return
        }
        var duration = duration
        if !duration.isFinite || duration < 0 {
            clock.report(
                .invalidInput, "rotate duration \(duration) must be finite and non-negative; using 0")
            duration = 0
        }
        let old = interfaceOrientation
        guard orientation != old else { return }
        if let decider = controllerInChargeOfOrientation,
            !decider.supportedInterfaceOrientations.contains(UIInterfaceOrientationMask(orientation))
        {
            return
        }
        let size: CGSize
        if let device {
            size = device.size(in: orientation)
        } else {
            let current = screen.bounds.size
            size =
                old.isLandscape == orientation.isLandscape
                ? current : CGSize(width: current.height, height: current.width)
        }
        let orientationBefore = UIDevice.current(of: screen).orientation
        screen.interfaceOrientation = orientation
        transitionSize(
            to: size, duration: duration,
            targetTransform: CGAffineTransform(
                rotationAngle: Self.angle(of: old) - Self.angle(of: orientation)),
            orientationBefore: orientationBefore)
    }

    /// The top presentation that fills the screen, else the root controller.
    private var controllerInChargeOfOrientation: UIViewController? {
        let fullScreen = window.presentationChain.last {
            $0.controller.presentationStyle == .fullScreen
                || $0.controller.presentationStyle == .overFullScreen
        }
        return fullScreen?.presented ?? window.rootViewController
    }

    /// How far the interface is turned from portrait, in radians (the interface turns against the
    /// device: `.landscapeRight` is the device turned counterclockwise).
    static func angle(of orientation: UIInterfaceOrientation) -> CGFloat {
        switch orientation {
        case .portrait, .unknown: 0
        case .landscapeRight: .pi / 2
        case .landscapeLeft: -.pi / 2
        case .portraitUpsideDown: .pi
        }
    }
}

extension UIInterfaceOrientationMask {
    /// The mask of one orientation.
    init(_ orientation: UIInterfaceOrientation) {
        self.init(rawValue: 1 << UInt(orientation.rawValue))
    }
}
