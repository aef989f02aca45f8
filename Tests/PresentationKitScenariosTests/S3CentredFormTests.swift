import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// S3 · centred form over a grey dim (seed 002), on a 1024 × 768 tablet. The
/// form-sheet fallback path belongs to the built-in styles.
@MainActor
@Suite("S3 · centred form over a grey dim")
struct S3CentredFormTests {
    private func presentForm() -> (ScenarioStage, S3FormViewController) {
        let stage = ScenarioStage(size: CGSize(width: 1024, height: 768))
        let form = S3FormViewController()
        stage.root.present(form, animated: true)
        return (stage, form)
    }

    @Test("the final frame is exactly (62, 114, 900, 540)")
    func finalFrame() throws {
        let (stage, form) = presentForm()
        stage.host.runUntilIdle()
        #expect(form.view.frame == CGRect(x: 62, y: 114, width: 900, height: 540))
        #expect(try #require(form.view.layer.presentation()).frame == form.view.frame)
    }

    @Test("added twice (by the controller, then by the default animator) the view is there once, on top")
    func addedOnce() throws {
        let (stage, form) = presentForm()
        stage.host.advance(by: 0)
        let controller = try #require(form.presentationController as? S3MainPresentationController)
        let container = try #require(controller.containerView)
        #expect(container.subviews.filter { $0 === form.view }.count == 1)
        #expect(container.subviews.last === form.view)
        #expect(container.subviews.first === controller.dimmingView)
        stage.host.runUntilIdle()
        #expect(container.subviews.count == 2)
    }

    @Test("the grey dim fades from 0 to 0.5 alongside and back on dismissal, then leaves")
    func dim() throws {
        let (stage, form) = presentForm()
        stage.host.advance(by: 0)
        let controller = try #require(form.presentationController as? S3MainPresentationController)
        #expect(try #require(controller.dimmingView.layer.presentation()).opacity == 0)
        stage.host.advance(by: 0.2)
        let midway = try #require(controller.dimmingView.layer.presentation()).opacity
        #expect(midway > 0 && midway < 0.5)
        stage.host.runUntilIdle()
        #expect(controller.dimmingView.alpha == 0.5)
        form.dismiss(animated: true)
        stage.host.runUntilIdle()
        #expect(controller.dimmingView.superview == nil)
        #expect(stage.host.window.subviews.count == 1)
    }

    @Test("the fallback path (.formSheet + .crossDissolve): a centred card over a dim, fading in")
    func formSheetFallback() throws {
        let stage = ScenarioStage(size: CGSize(width: 1024, height: 768))
        let form = S3FormViewController(useFormSheetFallback: true)
        stage.root.present(form, animated: true)
        stage.host.advance(by: 0)
        let container = try #require(form.presentationController?.containerView)
        let dim = try #require(container.subviews.first { $0.backgroundColor == .black })
        // Half-way through the 0.3 s fade: the card is in place, half transparent, the dim on its way.
        stage.host.advance(by: 0.15)
        let card = try #require(form.view.layer.presentation())
        // The 540 × 620 form sheet centred in 1024 × 768: (512 − 270, 384 − 310).
        #expect(card.frame == CGRect(x: 242, y: 74, width: 540, height: 620))
        #expect(card.opacity > 0.1 && card.opacity < 0.9)
        let dimming = try #require(dim.layer.presentation()).opacity
        #expect(dimming > 0.05 && dimming < 0.35)
        stage.host.runUntilIdle()
        #expect(form.view.alpha == 1)
        #expect(abs(dim.alpha - 0.4) < 1e-6)
        #expect(form.view.layer.cornerRadius == 10)
        #expect(stage.root.view.window != nil)
        form.dismiss(animated: true)
        stage.host.runUntilIdle()
        #expect(stage.host.window.subviews.count == 1)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }
}
