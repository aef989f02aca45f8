import Foundation
import PresentationKit
import PresentationKitRendering
import PresentationKitScenarios

/// One scenario running for a person: its host, and what each input does to it.
///
/// The session does not know about clocks or windows: the loop (``PlayLoop``) tells it when each
/// input happened and how far to advance, so a scripted run and a live one apply the same calls
/// to the host.
@MainActor
public final class PlaySession {
    /// The scenario running now.
    public private(set) var scenario: Scenario
    /// Its run: the host, the presenting and the presented controllers.
    public private(set) var run: ScenarioRun
    /// The host the window shows: the picker's while it shows, else the scenario's.
    public var host: HeadlessHost { picker?.host ?? run.host }
    /// The list of scenarios, while it shows (see ``showPicker()``).
    private var picker: PlayPicker?
    /// Whether the list of scenarios shows.
    public var isPicking: Bool { picker != nil }
    /// What the window shows: the scenario's name, or "scenarios" while the list shows.
    public var currentName: String { picker == nil ? scenario.name : "scenarios" }
    /// Whether the frame-time overlay is drawn over the frames.
    public var showsOverlay = false

    /// Touches of a scripted gesture still to play, in host time (the scenario's own dismissal).
    private var queuedTouches: [(time: TimeInterval, touch: ScenarioGesture.Touch)] = []
    /// Whether the mouse is down as a finger on the host.
    private var mouseIsDown = false
    /// A device turn being shown: the interface still turned back while it runs.
    private var turn: (start: TimeInterval, duration: TimeInterval, angle: CGFloat)?
    /// Whether the run has been started.
    private var started = false
    /// How many of the host's diagnostics have been printed.
    private var reportedDiagnostics = 0
    /// Where diagnostics go (standard error by default).
    var reportDiagnostic: (String) -> Void = { message in
        FileHandle.standardError.write(Data("play: \(message)\n".utf8))
    }

    /// Starts the scenario named `name` (see ``start()``); throws ``PlayError/unknownScenario(_:)``
    /// for a name the catalog lacks.
    public init(scenarioNamed name: String, device: HeadlessDevice? = nil) throws {
        guard let scenario = ScenarioCatalog.scenario(named: name) else {
            throw PlayError.unknownScenario(name)
        }
        self.scenario = scenario
        self.device = device
        run = Self.makeRun(scenario, device: device)
    }

    /// The device profile the scenarios run as (nil: each scenario's own host).
    public let device: HeadlessDevice?

    /// A fresh run of `scenario`, its host made at once to stand for `device` held in portrait:
    /// the device's size, idiom and so size classes, and its safe-area insets (later turns take
    /// its landscape size and insets).
    private static func makeRun(_ scenario: Scenario, device: HeadlessDevice?) -> ScenarioRun {
        let run = scenario.makeRun()
        if let device {
            run.host.adopt(device)
            run.host.advance(by: 0)
        }
        return run
    }

    /// Presents the scenario's controller as its user does when the user does not present with a
    /// gesture of their own (a scenario presented by a swipe or a tap waits for the person's).
    /// Calling it again does nothing (a loop run twice on one session carries on where it was).
    public func start() {
        guard !started, picker == nil else { return }
        started = true
        if run.presentationGesture == nil {
            run.present()
        }
    }

    /// Replaces the run with a fresh run of `scenario` and starts it.
    public func switchTo(_ scenario: Scenario) {
        picker = nil
        self.scenario = scenario
        run = Self.makeRun(scenario, device: device)
        queuedTouches = []
        mouseIsDown = false
        turn = nil
        reportedDiagnostics = 0
        started = false
        start()
    }

    /// Shows the list of scenarios, a fresh one; a tap on a row starts that scenario.
    public func showPicker() {
        picker = PlayPicker(device: device)
        queuedTouches = []
        mouseIsDown = false
        turn = nil
    }

    /// Whether a presentation or dismissal is in flight now.
    public var isTransitioning: Bool {
        picker == nil && (run.presented.isBeingPresented || run.presented.isBeingDismissed)
    }

    /// Advances the host to `time` (host time), playing queued gesture touches on their way, and
    /// prints what the host reported meanwhile.
    public func advance(to time: TimeInterval) {
        while let next = queuedTouches.first, next.time <= time {
            queuedTouches.removeFirst()
            if next.time > host.time { host.advance(by: next.time - host.time) }
            ScenarioGesture.apply(next.touch, on: host)
        }
        if time > host.time { host.advance(by: time - host.time) }
        flushDiagnostics()
    }

    /// Applies one input now.
    public func apply(_ input: PlayInput) {
        switch input {
        case .touchDown(let point):
            // A scripted gesture playing has the finger: the mouse waits for it.
            guard queuedTouches.isEmpty, !mouseIsDown else { return }
            mouseIsDown = true
            host.touchDown(at: point)
        case .touchMove(let point):
            guard mouseIsDown else { return }
            host.touchMove(to: point)
        case .touchUp:
            guard mouseIsDown else { return }
            mouseIsDown = false
            host.touchUp()
        case .scroll(let dx, let dy, let point):
            scroll(dx: dx, dy: dy, at: point)
        case .type(let text):
            if textInputIsFirstResponder {
                host.type(text)
            } else if text.count == 1, let key = PlayKey(shortcut: text.first!) {
                // No text input to type into: a bare letter is a shortcut.
                press(key)
            }
        case .key(let key):
            press(key)
        case .resize(let size):
            host.resize(to: size, duration: 0.25)
        case .scenario(let name):
            if let scenario = ScenarioCatalog.scenario(named: name) { switchTo(scenario) }
        case .hover:
            // Nothing touches the screen.
            break
        case .quit, .screenshot:
            // The loop's business.
            break
        }
        if let chosen = picker?.chosen, let scenario = ScenarioCatalog.scenario(named: chosen) {
            switchTo(scenario)
        }
        flushDiagnostics()
    }

    /// The frame as it shows now, `scale` pixels per point: the host's snapshot (turned while the
    /// device turns).
    public func renderFrame(scale: CGFloat) -> RGBAImage {
        if let turn, host.time < turn.start + turn.duration {
            let progress = turn.duration > 0 ? (host.time - turn.start) / turn.duration : 1
            return host.snapshot(
                scale: scale, interfaceTurnedBy: -CGFloat(1 - min(max(progress, 0), 1)) * turn.angle)
        }
        turn = nil
        return host.snapshot(scale: scale)
    }

    private var textInputIsFirstResponder: Bool {
        host.firstResponder is UITextField || host.firstResponder is UITextView
    }

    private func press(_ key: PlayKey) {
        switch key {
        case .returnKey:
            if textInputIsFirstResponder { host.pressReturn() }
        case .delete:
            if textInputIsFirstResponder { host.pressDelete() }
        case .escape:
            if let responder = host.firstResponder {
                _ = responder.resignFirstResponder()
            } else {
                dismiss()
            }
        case .rotate:
            let from = host.interfaceOrientation
            let to: UIInterfaceOrientation = from.isLandscape ? .portrait : .landscapeRight
            host.rotate(to: to, duration: 0.3)
            if host.interfaceOrientation == to {
                turn = (host.time, 0.3, Self.angle(of: to) - Self.angle(of: from))
            }
        case .keyboard:
            if let responder = host.firstResponder {
                _ = responder.resignFirstResponder()
            } else if let field = Self.firstTextInput(in: host.window) {
                _ = field.becomeFirstResponder()
            }
        case .overlay:
            showsOverlay.toggle()
        case .nextScenario, .previousScenario:
            let all = ScenarioCatalog.all
            let index = all.firstIndex { $0.name == scenario.name } ?? 0
            let step = key == .nextScenario ? 1 : all.count - 1
            switchTo(all[(index + step) % all.count])
        case .restart:
            switchTo(scenario)
            if let gesture = run.presentationGesture { queue(gesture) }
        case .dismiss:
            dismiss()
        case .picker:
            showPicker()
        }
    }

    /// Plays the scenario's dismissal as its user makes it: its gesture in real time, or its
    /// dismissal call.
    private func dismiss() {
        guard picker == nil, run.presenting.presentedViewController != nil, queuedTouches.isEmpty,
            !mouseIsDown
        else {
            return
        }
        if let gesture = run.dismissalGesture {
            queue(gesture)
        } else {
            run.dismiss()
        }
    }

    private func queue(_ gesture: ScenarioGesture) {
        let start = host.time
        queuedTouches = gesture.steps.map { (start + $0.time, $0.touch) }
    }

    /// Scrolls the scroll view under `point` by (dx, dy) points, within its content.
    private func scroll(dx: CGFloat, dy: CGFloat, at point: CGPoint) {
        var view = host.window.hitTest(point, with: nil)
        while let candidate = view,
            !(candidate is UIScrollView && (candidate as? UIScrollView)?.isScrollEnabled == true)
        {
            view = candidate.superview
        }
        guard let scrollView = view as? UIScrollView else { return }
        let inset = scrollView.adjustedContentInset
        let size = scrollView.bounds.size
        let content = scrollView.contentSize
        let maxX = max(-inset.left, content.width + inset.right - size.width)
        let maxY = max(-inset.top, content.height + inset.bottom - size.height)
        let offset = scrollView.contentOffset
        scrollView.contentOffset = CGPoint(
            x: min(max(offset.x + dx, -inset.left), maxX), y: min(max(offset.y + dy, -inset.top), maxY))
    }

    private func flushDiagnostics() {
        let diagnostics = host.diagnostics
        guard diagnostics.count > reportedDiagnostics else { return }
        for diagnostic in diagnostics[reportedDiagnostics...]
        where !scenario.expectedDiagnostics.contains(diagnostic.kind) {
            reportDiagnostic("\(diagnostic)")
        }
        reportedDiagnostics = diagnostics.count
    }

    /// The first text field or text view, depth first, that shows.
    private static func firstTextInput(in view: UIView) -> UIView? {
        if view.isHidden { return nil }
        if view is UITextField || view is UITextView { return view }
        for subview in view.subviews {
            if let found = firstTextInput(in: subview) { return found }
        }
        return nil
    }

    /// How far an interface in `orientation` lies turned from portrait as the device turns
    /// (Behaviour 13.16: −90° to landscape right).
    private static func angle(of orientation: UIInterfaceOrientation) -> CGFloat {
        switch orientation {
        case .landscapeRight: -.pi / 2
        case .landscapeLeft: .pi / 2
        case .portraitUpsideDown: .pi
        default: 0
        }
    }
}
