import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// The drawn sheet: a handle drawn once per invalidation (Behaviour 18.12), a ring stroking in with
/// the transition (Behaviour 18.19), a top-rounding mask and a shadow path (Behaviours 18.22, 18.24).
@MainActor
@Suite("Drawn sheet")
struct DrawnSheetTests {
    @Test("the ring strokes in with the transition; the handle draws once however many frames pass")
    func strokesInAndDrawsOnce() throws {
        let stage = ScenarioStage()
        let sheet = DrawnSheetViewController()
        stage.root.present(sheet, animated: true)
        stage.host.advance(by: 0)
        stage.host.advance(by: 0.1)
        let midway = try #require(sheet.progress.presentation()).strokeEnd
        #expect(midway > 0.05 && midway < 0.7, "\(midway)")
        #expect(sheet.progress.strokeEnd == 0.75, "the model holds the end value")
        stage.host.runUntilIdle()
        for _ in 0..<30 { stage.host.advance(by: 1.0 / 60) }
        #expect(try #require(sheet.progress.presentation()).strokeEnd == 0.75)
        #expect(sheet.handle.drawCount == 1)
        sheet.handle.setNeedsDisplay()
        stage.host.advance(by: 1.0 / 60)
        stage.host.advance(by: 1.0 / 60)
        #expect(sheet.handle.drawCount == 2)
        // The top corners' mask and the shadow follow the sheet's bounds.
        let bounds = sheet.view.bounds
        #expect(bounds.height == (844 * 0.6).rounded())
        func close(_ box: CGRect?) -> Bool {
            guard let box else { return false }
            return abs(box.minX) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.width - bounds.width) < 1e-9
                && abs(box.height - bounds.height) < 1e-9
        }
        #expect(close(sheet.view.layer.shadowPath?.boundingBox))
        #expect(close((sheet.card.layer.mask as? CAShapeLayer)?.path?.boundingBox))
    }
}
