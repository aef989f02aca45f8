import Foundation
import Testing

@testable import PresentationKit

@MainActor
@Suite("Haptic feedback generators")
struct UIFeedbackGeneratorTests {
    @Test("each feedback is recorded on the host at the time it fired")
    func recorded() {
        let host = HeadlessHost()
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        host.advance(by: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UIImpactFeedbackGenerator().impactOccurred(intensity: 3)
        #expect(
            host.events.map(\.detail) == [
                "impact(heavy, intensity 1.0)", "selection", "notification(success)",
                "impact(medium, intensity 1.0)",
            ])
        #expect(host.events.map(\.kind) == [.haptic, .haptic, .haptic, .haptic])
        #expect(host.events.map(\.time) == [0, 0.5, 0.5, 0.5])
    }
}
