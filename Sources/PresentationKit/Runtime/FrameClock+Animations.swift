import Foundation

/// The animations waiting to start or end on this clock, delivered as time passes.
extension FrameClock {
    /// Starts tracking an animation that has a begin time on this clock.
    func schedule(_ animation: RunningAnimation) {
        scheduled.append(animation)
        nextEventTime = min(nextEventTime, nextEvent(of: animation))
    }

    /// A node left a hosted tree; unless it is back by the end of the turn, its animations stop.
    func nodeDidDetach(_ node: AnimatedNode) {
        detachedNodes.append(node)
    }

    func nextEvent(of animation: RunningAnimation) -> Double {
        guard let begin = animation.begin else { return .infinity }
        return animation.didStart ? animation.endTime : begin
    }

    /// Delivers the starts and ends due by now, and stops animations of layers that left the tree.
    func processAnimationEvents() {
        if !detachedNodes.isEmpty {
            let nodes = detachedNodes
            detachedNodes.removeAll()
            for node in nodes where node.clock !== self {
                node.stopAnimationsInSubtree()
            }
            // A layer can also leave through a parent that left first (it was taken out of the
            // parent before this frame, or freed): whatever still runs here without being in this
            // clock's window stops too.
            stopAnimationsOutsideTheWindow()
        }
        guard time >= nextEventTime - Self.tolerance else { return }
        var due: [RunningAnimation] = []
        var next = Double.infinity
        scheduled.removeAll { animation in
            if animation.didEnd { return true }
            if !animation.didStart, let begin = animation.begin, time >= begin - Self.tolerance {
                due.append(animation)
                // A driven animation has no end event: once started, its driver ends it.
                if animation.drive != nil { return true }
            }
            if time >= animation.endTime - Self.tolerance {
                if !due.contains(where: { $0 === animation }) { due.append(animation) }
                return true
            }
            next = min(next, nextEvent(of: animation))
            return false
        }
        nextEventTime = next
        for animation in due {
            if !animation.didStart {
                animation.didStart = true
                animation.animation.delegate?.animationDidStart(animation.animation)
            }
            if time >= animation.endTime - Self.tolerance {
                if let owner = animation.owner {
                    owner.animationDidEnd(animation)
                } else {
                    animation.notifyStopped(finished: false)
                }
            } else {
                nextEventTime = min(nextEventTime, animation.endTime)
            }
        }
    }

    /// Stops the scheduled animations whose layer is gone or no longer in this clock's window.
    func stopAnimationsOutsideTheWindow() {
        var strays: [RunningAnimation] = []
        for animation in scheduled where !animation.didEnd {
            guard let owner = animation.owner else {
                strays.append(animation)
                continue
            }
            if owner.clock !== self { owner.stopAnimationsInSubtree() }
        }
        for animation in strays { animation.notifyStopped(finished: false) }
    }

    /// Animations still to start or end, for the idle check and its timeout report.
    var activeAnimations: [RunningAnimation] {
        scheduled.filter { !$0.didEnd && $0.drive == nil }
    }

    var hasPendingWork: Bool { !pendingWork.isEmpty || !timers.isEmpty }
}
