import Foundation

/// The view animations an animator made inside `animateTransition(using:)`, taken out of the clock's
/// hands so a finger can scrub them (Behaviour 12.3): every one is driven by one ``ScrubbedTimeline``.
@MainActor
final class CapturedTransitionAnimations: DrivenAnimationSink {
    let timeline: ScrubbedTimeline
    private var changes: [DrivenChange] = []

    init(timeline: ScrubbedTimeline) {
        self.timeline = timeline
    }

    func drive(
        _ animation: RunningAnimation, on view: UIView, property: LayerProperty, from old: AnimatableValue,
        to new: AnimatableValue
    ) {
        animation.drive = ScrubbedTrack(timeline: timeline)
        // Made now, it begins at the transition's time now (a block added while a finger holds the
        // transition half-way starts from there), not at the host's.
        if let begin = animation.begin {
            let madeAt = begin - animation.relativeDelay
            animation.begin = timeline.origin + timeline.localTime(at: madeAt) + animation.relativeDelay
        }
        changes.append(DrivenChange(view: view, property: property, old: old, new: new, animation: animation))
    }

    /// Ends every captured animation as finished, so the completions of the blocks that made them run
    /// (the animator's completion calls `completeTransition`). After a cancel the properties first go
    /// back to their values before the blocks: the animations ran back to their start, and that is
    /// what stays on screen.
    func end(restoringStart: Bool) {
        let ended = changes
        changes = []
        if restoringStart {
            for change in ended.reversed() { change.view?.setModelValue(change.old, of: change.property) }
        }
        for change in ended {
            guard let animation = change.animation, let layer = change.view?.layer else { continue }
            layer.animationDidEnd(animation)
        }
    }
}
