import Foundation

/// One-shot timers and display links: work due at a host time, and work every frame.
extension FrameClock {
    /// Runs `work` once, `delay` seconds from now (on the first frame at or after that time).
    @discardableResult
    func after(_ delay: Double, _ work: @escaping () -> Void) -> Int {
        nextTimerID += 1
        timers.append((time + max(delay, 0), nextTimerID, work))
        return nextTimerID
    }

    /// Cancels a timer from `after(_:_:)`.
    func cancelTimer(_ id: Int) {
        timers.removeAll { $0.id == id }
    }

    func fireDueTimers() {
        let due = timers.filter { $0.time <= time + Self.tolerance }
        guard !due.isEmpty else { return }
        timers.removeAll { $0.time <= time + Self.tolerance }
        for timer in due.sorted(by: { $0.time < $1.time }) { timer.work() }
    }

    // MARK: Display links

    func add(_ link: CADisplayLink) {
        guard !displayLinks.contains(where: { $0 === link }) else { return }
        displayLinks.append(link)
    }
}
