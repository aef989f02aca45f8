/// The gesture recognizers competing for one window's touches, and UIKit's rules between them.
///
/// A recognition a recognizer asks for (`state = .began` or `.recognized`) happens only if its
/// delegate and the touched control agree, after every recognizer it requires to fail has failed,
/// and it then stops the others it can prevent unless recognition is simultaneous.
@MainActor
final class GestureArena {
    private(set) var participants: [UIGestureRecognizer] = []
    unowned let dispatcher: TouchDispatcher

    init(dispatcher: TouchDispatcher) {
        self.dispatcher = dispatcher
    }

    func join(_ recognizer: UIGestureRecognizer) {
        guard !participants.contains(where: { $0 === recognizer }) else { return }
        recognizer.arena = self
        participants.append(recognizer)
    }

    /// A recognizer asked to change state.
    func request(_ recognizer: UIGestureRecognizer, _ requested: State) {
        switch (recognizer.storedState, requested) {
        case (.possible, .began), (.possible, .ended):
            attemptRecognition(recognizer, requested)
        case (.possible, .failed), (.possible, .cancelled):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            recognizer.storedState = requested
            recognizer.sendActions()
        case (.began, .failed), (.changed, .failed):
            recognizer.storedState = .cancelled
            recognizer.sendActions()
        default:
            break  // Leaving a finished state happens only through the arena's reset.
        }
    }

    typealias State = UIGestureRecognizer.State

    private func attemptRecognition(_ recognizer: UIGestureRecognizer, _ requested: State) {
        guard mayBegin(recognizer) else {
            fail(recognizer)
            return
        }
        let blockers = self.blockers(of: recognizer)
        if blockers.contains(where: { $0.storedState == .possible }) {
            recognizer.pendingState = requested
            return
        }
        if blockers.contains(where: { [.began, .changed, .ended].contains($0.storedState) }) {
            fail(recognizer)
            return
        }
        accept(recognizer, requested)
    }

    private func mayBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return false }
        // The recognizer's view, then the view under each of its touches, may veto: a slider
        // stops a scroll view's pan, a control keeps its taps from recognizers on its ancestors.
        if let view = recognizer.view, !view.gestureRecognizerShouldBegin(recognizer) { return false }
        for touch in recognizer.trackedTouches {
            if let view = touch.view, view !== recognizer.view, !view.gestureRecognizerShouldBegin(recognizer)
            {
                return false
            }
        }
        return true
    }

    /// The recognizers `recognizer` must see fail before it may recognize.
    private func blockers(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.failureRequirements.compactMap(\.object)
        for other in participants where other !== recognizer && !result.contains(where: { $0 === other }) {
            if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
            {
                result.append(other)
            }
        }
        return result
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func accept(_ recognizer: UIGestureRecognizer, _ state: State) {
        recognizer.pendingState = nil
        recognizer.storedState = state
        for other in participants where other !== recognizer {
            if blockers(of: other).contains(where: { $0 === recognizer }) {
                fail(other)
                continue
            }
            guard !simultaneous(recognizer, other), recognizer.canPrevent(other),
                other.canBePrevented(by: recognizer)
            else { continue }
            switch other.storedState {
            case .possible: fail(other)
            case .began, .changed:
                other.storedState = .cancelled
                other.sendActions()
            default: break
            }
        }
        recognizer.sendActions()
        if recognizer.cancelsTouchesInView {
            dispatcher.cancelViewDelivery(of: recognizer.trackedTouches)
        }
        dispatcher.arenaDidResolve()
    }

    private func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer.storedState == .possible else { return }
        recognizer.pendingState = nil
        recognizer.storedState = .failed
        // Recognizers waiting on this one may now proceed.
        for other in participants where other.pendingState != nil {
            guard let pending = other.pendingState else { continue }
            let blockers = self.blockers(of: other)
            guard blockers.contains(where: { $0 === recognizer }) else { continue }
            if blockers.contains(where: { $0.storedState == .possible }) { continue }
            if blockers.contains(where: { [.began, .changed, .ended].contains($0.storedState) }) {
                fail(other)
            } else {
                accept(other, pending)
            }
        }
        dispatcher.arenaDidResolve()
    }

    /// A recognizer was disabled: a gesture in progress is cancelled, one not begun fails.
    func disable(_ recognizer: UIGestureRecognizer) {
        switch recognizer.storedState {
        case .began, .changed:
            recognizer.storedState = .cancelled
            recognizer.sendActions()
        case .possible:
            fail(recognizer)
        default: break
        }
        finish(recognizer)
    }

    /// Whether a recognizer that delays the view's touches is still undecided.
    func isDelaying(_ touch: UITouch, ended: Bool) -> Bool {
        participants.contains { recognizer in
            recognizer.storedState == .possible
                && (ended ? recognizer.delaysTouchesEnded : recognizer.delaysTouchesBegan)
                && touch.isReceived(by: recognizer)
        }
    }

    /// All fingers are up: recognizers that cannot go on fail, finished ones reset.
    func touchesDidEnd() {
        for recognizer in participants
        where recognizer.storedState == .possible && !recognizer.awaitsFurtherTouches {
            if recognizer.pendingState == nil { fail(recognizer) }
        }
        for recognizer in participants where ![.possible].contains(recognizer.storedState) {
            finish(recognizer)
        }
    }

    /// A recognizer that no longer waits for anything leaves the arena and resets.
    func settle(_ recognizer: UIGestureRecognizer) {
        if recognizer.storedState == .possible && recognizer.pendingState == nil { fail(recognizer) }
        finish(recognizer)
    }

    private func finish(_ recognizer: UIGestureRecognizer) {
        guard participants.contains(where: { $0 === recognizer }) else { return }
        participants.removeAll { $0 === recognizer }
        recognizer.arena = nil
        recognizer.storedState = .possible
        recognizer.pendingState = nil
        recognizer.trackedTouches.removeAll()
        recognizer.reset()
    }
}
