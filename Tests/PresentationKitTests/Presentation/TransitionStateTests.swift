import Testing

@testable import PresentationKit

@Suite("Transition state machine")
struct TransitionStateTests {
    private let all: [TransitionState] = [
        .pending, .preparing, .running(interactive: false, cancelled: false),
        .running(interactive: true, cancelled: false), .running(interactive: false, cancelled: true),
        .completing(completed: true), .completing(completed: false), .ended(completed: true),
        .ended(completed: false), .abandoned,
    ]

    @Test("the moves the diagram draws are allowed, and only those")
    func legalMoves() {
        func kind(_ state: TransitionState) -> String {
            switch state {
            case .pending: "pending"
            case .preparing: "preparing"
            case .running: "running"
            case .completing: "completing"
            case .ended: "ended"
            case .abandoned: "abandoned"
            }
        }
        let diagram: Set<String> = [
            "pending→preparing", "pending→abandoned", "preparing→running", "preparing→completing",
            "preparing→abandoned", "running→running", "running→completing", "completing→ended",
        ]
        for from in all {
            for to in all {
                let edge = "\(kind(from))→\(kind(to))"
                #expect(from.allows(to) == diagram.contains(edge), "\(edge)")
            }
        }
    }

    @Test("interactive, cancelled, underway and finished are read off the state")
    func derivedFlags() {
        #expect(TransitionState.running(interactive: true, cancelled: false).isInteractive)
        #expect(!TransitionState.running(interactive: false, cancelled: true).isInteractive)
        #expect(TransitionState.running(interactive: false, cancelled: true).wasCancelled)
        #expect(TransitionState.completing(completed: false).wasCancelled)
        #expect(TransitionState.ended(completed: false).wasCancelled)
        #expect(!TransitionState.ended(completed: true).wasCancelled)
        #expect(!TransitionState.pending.isUnderway && TransitionState.preparing.isUnderway)
        #expect(TransitionState.completing(completed: true).isUnderway)
        #expect(TransitionState.abandoned.isFinished && TransitionState.ended(completed: true).isFinished)
        #expect(!TransitionState.completing(completed: true).isFinished)
    }
}
