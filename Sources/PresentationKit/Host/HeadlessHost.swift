import Foundation

/// A window on a virtual screen with a virtual clock: the way tests, the gallery and benchmarks
/// drive PresentationKit.
///
/// Nothing happens between calls: time moves only in `advance(by:)` and `runUntilIdle(timeout:)`,
/// so the same calls give the same frames, bit for bit.
@preconcurrency @MainActor
public final class HeadlessHost {
    let clock: FrameClock
    /// The screen of the host.
    public let screen: UIScreen
    /// The host's window: key and visible, filling the screen.
    public let window: UIWindow
    /// Delivers the scripted touches (see HeadlessHost+Touches.swift).
    lazy var touchDispatcher = TouchDispatcher(window: window, clock: clock)
    /// The finger that is down, if any.
    var currentTouch: UITouch?
    /// Whether the finger down now landed on the software keyboard (it reaches no view).
    var fingerOnKeyboard = false
    /// The software keyboard (see HeadlessHost+Keyboard.swift).
    lazy var keyboard = SoftwareKeyboard(host: self)

    /// The device the host stands for, when made with `init(device:orientation:framesPerSecond:)`.
    public internal(set) var device: HeadlessDevice?

    /// Creates a host with a screen of `size` points at `scale`, refreshing `framesPerSecond` times a second.
    public convenience init(
        size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3, framesPerSecond: Int = 60
    ) {
        self.init(size: size, scale: scale, framesPerSecond: framesPerSecond, idiom: nil)
    }

    /// Creates a host standing for `device`, held in `orientation` (Behaviour 13.1): its window has the
    /// device's size, scale and idiom in that orientation.
    public convenience init(
        device: HeadlessDevice, orientation: UIInterfaceOrientation = .portrait, framesPerSecond: Int = 60
    ) {
        var orientation = orientation
        if orientation == .unknown { orientation = .portrait }
        self.init(
            size: device.size(in: orientation), scale: device.scale, framesPerSecond: framesPerSecond,
            idiom: device.idiom, orientation: orientation)
        self.device = device
        window.windowSafeAreaInsets = device.safeAreaInsets(in: orientation)
    }

    init(
        size: CGSize, scale: CGFloat, framesPerSecond: Int, idiom: UIUserInterfaceIdiom?,
        orientation: UIInterfaceOrientation? = nil
    ) {
        clock = FrameClock(framesPerSecond: framesPerSecond)
        var size = size
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            clock.report(.invalidInput, "host size \(size) must be finite and non-negative; using 390×844")
            size = CGSize(width: 390, height: 844)
        }
        var scale = scale
        if !(scale.isFinite && scale > 0) {
            clock.report(.invalidInput, "host scale \(scale) must be positive; using 1")
            scale = 1
        }
        if framesPerSecond < 1 {
            clock.report(.invalidInput, "framesPerSecond \(framesPerSecond) must be at least 1; using 1")
        }
        screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale, clock: clock)
        screen.deviceIdiom = idiom
        screen.interfaceOrientation = orientation
        window = UIWindow(screen: screen)
        window.makeKeyAndVisible()
        screen.hostWindow = window
        UIScreen.registerHosted(screen)
        let window = self.window
        clock.afterTurn.append { [unowned window] in window.layoutIfNeeded() }
        window.firstResponderDidChange = { [unowned self] responder in
            self.keyboard.firstResponderChanged(responder)
        }
        window.layoutIfNeeded()
    }

    /// Virtual seconds since the host started.
    public var time: TimeInterval { clock.time }

    /// Everything the host reported so far, oldest first. Drawing misuse reported since the last
    /// read (paths, contexts and images belong to no host) is moved onto this host first.
    public var diagnostics: [Diagnostic] {
        DrawingDiagnostics.deliverPending(to: clock)
        return clock.diagnostics
    }

    /// Whether the host records every call PresentationKit makes into app code (lifecycle
    /// callbacks, delegate and animator methods, completions) in `callbackRecords`. Off by default.
    public var recordsCallbacks: Bool {
        get { clock.callbacks.isRecording }
        set { clock.callbacks.isRecording = newValue }
    }

    /// Whether every presentation controller still alive once the host is idle after its
    /// dismissal is reported as `leakedController` (off by default).
    ///
    /// By default only a proven cycle is reported: the dismissed presented controller holding its
    /// own presentation controller in a stored property. Apps and libraries may keep a presentation
    /// controller on purpose (to reuse it), so the broad check is for tests that know they do not.
    public var reportsRetainedPresentationControllers: Bool {
        get { clock.reportsRetainedPresentationControllers }
        set { clock.reportsRetainedPresentationControllers = newValue }
    }

    /// The calls recorded while `recordsCallbacks` was on, oldest first.
    public var callbackRecords: [CallbackRecord] { clock.callbacks.records }

    /// Forgets the recorded calls.
    public func removeCallbackRecords() { clock.callbacks.removeAll() }

    /// Logs `message` and records it on the host: the way other targets of the package (the
    /// renderer) report bad input.
    package func report(_ kind: Diagnostic.Kind, _ message: String) {
        clock.report(kind, message)
    }

    /// Runs pending run-loop work, then frames, ending exactly at `time + seconds`.
    ///
    /// `advance(by: 0)` runs just the pending work: what `present` and other "next turn" calls
    /// scheduled.
    public func advance(by seconds: TimeInterval) {
        clock.advance(by: seconds)
    }

    /// Advances frame by frame until no work is pending and no animation is running, or until
    /// `timeout` virtual seconds have passed; then it records a diagnostic naming what still runs.
    /// Display links do not keep the host busy.
    public func runUntilIdle(timeout: TimeInterval = 10) {
        var timeout = timeout
        if !timeout.isFinite || timeout < 0 {
            clock.report(
                .invalidInput,
                "runUntilIdle(timeout: \(timeout)) needs a finite, non-negative timeout; using 10")
            timeout = 10
        }
        clock.runPendingWork()
        let deadline = clock.time + timeout
        while isBusy && clock.time < deadline - FrameClock.tolerance {
            clock.advance(by: min(clock.frameDuration, deadline - clock.time))
        }
        if !isBusy {
            let checks = clock.idleChecks
            clock.idleChecks.removeAll()
            clock.idleChecks.append(contentsOf: checks.filter { !$0() })
        }
        if isBusy {
            let running = clock.activeAnimations.prefix(5).map { animation in
                "\(animation.sampler.keyPath.property.rawValue) (key \"\(animation.key)\") on \(describe(animation.owner))"
            }
            let more = clock.activeAnimations.count > 5 ? " and \(clock.activeAnimations.count - 5) more" : ""
            clock.report(
                .idleTimeout,
                "runUntilIdle gave up after \(timeout) s with work still running: "
                    + (running.isEmpty ? "pending run-loop work" : running.joined(separator: ", ")) + more
                    + ". An animation that repeats forever never ends: remove it, or advance by a fixed time."
            )
        }
    }

    private var isBusy: Bool {
        clock.hasPendingWork || !clock.activeAnimations.isEmpty
    }

    private func describe(_ node: (any AnimatedNode)?) -> String {
        guard let node else { return "a freed layer" }
        guard let layer = node as? CALayer else { return "\(Swift.type(of: node))" }
        if let view = layer.delegate as? UIView { return "a \(Swift.type(of: view))" }
        return "a \(Swift.type(of: layer))" + (layer.name.map { " named \"\($0)\"" } ?? "")
    }
}
