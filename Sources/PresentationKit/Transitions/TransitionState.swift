/// Where one presentation or dismissal is in its life: the transition engine's state machine.
///
/// ```text
///                      present/dismiss (the delegate is consulted for a presentation)
///                                  │
///                                  ▼
///        ┌──────────────────── pending ──────────────────────┐
///        │ next run-loop turn      │                          │ presenter left its window,
///        ▼                         │                          │ context already presenting
///    preparing ──────────────────────────────────────────────►│
///        │ container, will-begin callbacks, appearance begun  ▼
///        │                                                abandoned  (terminal)
///        ▼ animator or interaction controller started
///    running(interactive, cancelled) ◄──┐
///        │        │  update/pause/      │
///        │        └── finish/cancel ────┘   (interruptible transitions switch many times)
///        │ completeTransition(_:)  (also straight from preparing when the animator
///        ▼                          completes inside animateTransition)
///    completing(completed)      did-end callbacks, views restored or removed
///        │
///        ▼
///    ended(completed)  (terminal)
/// ```
///
/// Every change goes through `ControllerTransition.move(to:)`, which rejects a move the diagram does
/// not have. What the context and coordinator report (`isInteractive`, `transitionWasCancelled`,
/// "is a transition in progress") is read off the state, never stored beside it.
enum TransitionState: Equatable {
    /// Asked for; the work starts on the next run-loop turn.
    case pending
    /// The container is being set up and the will-begin callbacks are running.
    case preparing
    /// The animator (or interaction controller) is running. `interactive`: a user drives it now;
    /// `cancelled`: it was cancelled interactively and is running back.
    case running(interactive: Bool, cancelled: Bool)
    /// `completeTransition(_:)` was called; the did-end callbacks are running.
    case completing(completed: Bool)
    /// Over. `completed` is false for a cancelled transition.
    case ended(completed: Bool)
    /// Dropped before it started; nothing it asked for happened.
    case abandoned

    /// Whether `next` is a move the diagram has.
    func allows(_ next: TransitionState) -> Bool {
        switch (self, next) {
        case (.pending, .preparing), (.pending, .abandoned): true
        case (.preparing, .running), (.preparing, .completing), (.preparing, .abandoned): true
        case (.running, .running), (.running, .completing): true
        case (.completing, .ended): true
        default: false
        }
    }

    /// Whether the transition is over (ended or abandoned).
    var isFinished: Bool {
        switch self {
        case .ended, .abandoned: true
        default: false
        }
    }

    /// Whether the transition has begun and not yet ended: when the coordinator is visible.
    var isUnderway: Bool {
        switch self {
        case .preparing, .running, .completing: true
        default: false
        }
    }

    /// Whether a user drives the transition now.
    var isInteractive: Bool {
        if case .running(let interactive, _) = self { return interactive }
        return false
    }

    /// `transitionWasCancelled`: cancelled interactively, or completed with false.
    var wasCancelled: Bool {
        switch self {
        case .running(_, let cancelled): cancelled
        case .completing(let completed), .ended(let completed): !completed
        default: false
        }
    }
}
