import Foundation

/// Delivers one window's touches: hit-testing at touch-down, then each phase to the touch's gesture
/// recognizers first and to its view second, holding back or cancelling the view's share as the
/// recognizers' `delaysTouchesBegan`, `delaysTouchesEnded` and `cancelsTouchesInView` require.
@MainActor
final class TouchDispatcher {
    unowned let window: UIWindow
    let clock: FrameClock
    private(set) lazy var arena = GestureArena(dispatcher: self)
    private(set) var activeTouches: [UITouch] = []

    /// View deliveries held back for a touch, and whether the view's share was cancelled.
    private struct ViewChannel {
        var began = false
        var cancelled = false
        var held: [(UITouch.Phase, UIEvent)] = []
    }
    private var channels: [ObjectIdentifier: ViewChannel] = [:]

    /// For tap counting: where and when the last touch lifted.
    private var lastTap: (location: CGPoint, time: Double, count: Int)?
    /// Two touches this close in time and space count as a multiple tap (UIKit's figures are not
    /// published; these match what is commonly observed).
    static let multipleTapInterval = 0.35
    static let multipleTapDistance: CGFloat = 45

    init(window: UIWindow, clock: FrameClock) {
        self.window = window
        self.clock = clock
        window.cancelTouchesInProgress = { [weak self] in self?.cancelTouchesInProgress(handledIn: $0) }
    }

    /// A transition that blocks interaction began: every touch in progress is cancelled, its
    /// gestures end `.cancelled` (or fail if not begun) and its view hears `touchesCancelled`
    /// (Behaviour 12.17). The finger stays down but reaches nothing more.
    ///
    /// With `subtree`, that subtree left the window (Behaviour 12.28): only the recognizers
    /// attached inside it are cancelled, and a touch that went down inside it is cancelled for
    /// its view; recognizers still in the window (a list's pan, whose cell went back to its pool
    /// as it scrolled away) keep following the finger.
    func cancelTouchesInProgress(handledIn subtree: UIView? = nil) {
        func isInside(_ view: UIView?) -> Bool {
            guard let view else { return false }
            guard let subtree else { return true }
            return view === subtree || view.isDescendant(of: subtree)
        }
        for touch in activeTouches {
            let leaving = touch.receivingRecognizers.filter { isInside($0.view) }
            for recognizer in leaving {
                arena.disable(recognizer)
                recognizer.trackedTouches.removeAll { $0 === touch }
            }
            if !leaving.isEmpty {
                touch.setReceivingRecognizers(touch.receivingRecognizers.filter { !isInside($0.view) })
            }
            if subtree == nil || isInside(touch.view) { cancelViewDelivery(of: [touch]) }
        }
    }

    // MARK: Phases

    func touchDown(at location: CGPoint) -> UITouch? {
        guard window.bounds.contains(location) else {
            clock.report(
                .invalidInput, "touchDown at \(location) is outside the window \(window.bounds); ignored")
            return nil
        }
        let touch = UITouch(window: window, location: location, timestamp: clock.time)
        if let last = lastTap, clock.time - last.time <= Self.multipleTapInterval,
            hypot(last.location.x - location.x, last.location.y - location.y) <= Self.multipleTapDistance
        {
            touch.tapCount = last.count + 1
        }
        // While a transition blocks interaction the touch reaches nothing (Behaviour 12.17).
        touch.view = window.isBlockingInteraction ? nil : window.hitTest(location, with: nil)
        var recognizers: [UIGestureRecognizer] = []
        var view = touch.view
        let downEvent = UIEvent(type: .touches, timestamp: clock.time)
        downEvent.touchSet = [touch]
        while let current = view {
            for recognizer in current.attachedRecognizers where recognizer.isEnabled {
                guard recognizer.shouldReceive(downEvent),
                    recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false
                else { continue }
                recognizers.append(recognizer)
            }
            view = current.superview
        }
        touch.setReceivingRecognizers(recognizers)
        activeTouches.append(touch)
        channels[ObjectIdentifier(touch)] = ViewChannel()
        for recognizer in recognizers {
            arena.join(recognizer)
            recognizer.trackedTouches.append(touch)
        }
        deliver(touch, .began)
        return touch
    }

    func touchMove(_ touch: UITouch, to location: CGPoint) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.timestamp = clock.time
        deliver(touch, .moved)
    }

    func touchUp(_ touch: UITouch) {
        touch.timestamp = clock.time
        deliver(touch, .ended)
        lastTap = (touch.locationInWindow, clock.time, touch.tapCount)
        finishTouch(touch)
    }

    private func finishTouch(_ touch: UITouch) {
        activeTouches.removeAll { $0 === touch }
        for recognizer in touch.receivingRecognizers {
            recognizer.lastLocation = touch.locationInWindow
            recognizer.trackedTouches.removeAll { $0 === touch }
        }
        if activeTouches.isEmpty { arena.touchesDidEnd() }
        flush(touch)
        if channels[ObjectIdentifier(touch)]?.held.isEmpty ?? true {
            channels[ObjectIdentifier(touch)] = nil
        }
    }

    private func deliver(_ touch: UITouch, _ phase: UITouch.Phase) {
        touch.phase = phase
        let event = UIEvent(type: .touches, timestamp: clock.time)
        event.touchSet = [touch]
        let touches: Set<UITouch> = [touch]
        for recognizer in touch.receivingRecognizers where recognizer.arena === arena {
            guard recognizer.storedState != .failed && recognizer.storedState != .cancelled else { continue }
            switch phase {
            case .began: recognizer.touchesBegan(touches, with: event)
            case .moved, .stationary: recognizer.touchesMoved(touches, with: event)
            case .ended: recognizer.touchesEnded(touches, with: event)
            case .cancelled: recognizer.touchesCancelled(touches, with: event)
            }
        }
        let id = ObjectIdentifier(touch)
        guard var channel = channels[id], !channel.cancelled else { return }
        let holdBegan = !channel.began && arena.isDelaying(touch, ended: false)
        let holdEnded = phase == .ended && arena.isDelaying(touch, ended: true)
        if holdBegan || holdEnded || !channel.held.isEmpty {
            channel.held.append((phase, event))
            channels[id] = channel
            return
        }
        sendToView(touch, phase, event)
    }

    private func sendToView(_ touch: UITouch, _ phase: UITouch.Phase, _ event: UIEvent) {
        let id = ObjectIdentifier(touch)
        guard let view = touch.view else { return }
        touch.phase = phase
        if phase == .began { channels[id]?.began = true }
        let touches: Set<UITouch> = [touch]
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved, .stationary: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        }
    }

    /// Sends held deliveries once no recognizer delays them any more.
    private func flush(_ touch: UITouch) {
        let id = ObjectIdentifier(touch)
        guard var channel = channels[id], !channel.cancelled, !channel.held.isEmpty else { return }
        while let (phase, event) = channel.held.first {
            let delaying =
                (!channel.began && arena.isDelaying(touch, ended: false))
                || (phase == .ended && arena.isDelaying(touch, ended: true))
            if delaying { break }
            channel.held.removeFirst()
            if phase == .began { channel.began = true }
            channels[id] = channel
            sendToView(touch, phase, event)
        }
        channels[id] =
            channel.held.isEmpty && !activeTouches.contains(where: { $0 === touch }) ? nil : channel
    }

    /// A recognizer recognized with `cancelsTouchesInView`: its touches' views get
    /// `touchesCancelled` (if they saw the touch begin) and nothing more.
    func cancelViewDelivery(of touches: [UITouch]) {
        for touch in touches {
            let id = ObjectIdentifier(touch)
            guard var channel = channels[id], !channel.cancelled else { continue }
            channel.cancelled = true
            channel.held.removeAll()
            channels[id] = channel
            if channel.began, let view = touch.view {
                touch.phase = .cancelled
                let event = UIEvent(type: .touches, timestamp: clock.time)
                event.touchSet = [touch]
                view.touchesCancelled([touch], with: event)
            }
        }
    }

    /// Some recognizer changed its mind: deliveries it was holding may go out.
    func arenaDidResolve() {
        for id in Array(channels.keys) {
            let touch = activeTouches.first { ObjectIdentifier($0) == id } ?? heldTouch(id)
            if let touch { flush(touch) }
        }
    }

    private func heldTouch(_ id: ObjectIdentifier) -> UITouch? {
        guard let channel = channels[id] else { return nil }
        return channel.held.first.flatMap { $0.1.touchSet.first }
    }

    /// A recognizer decided between touch sequences (a multiple-tap timeout).
    func recognizerDidSettle(_ recognizer: UIGestureRecognizer) {
        guard activeTouches.isEmpty else { return }
        arena.settle(recognizer)
        arena.touchesDidEnd()
        arenaDidResolve()
    }
}
