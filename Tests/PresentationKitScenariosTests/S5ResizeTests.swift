import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// S5 through a rotation and split-view resizes (S5, seed 004's listing 11-1): on a
/// tablet (834 × 1194 in portrait), the presented view is always the right half of the container,
/// its width floored.
///
/// Worked out by hand, width = ⌊W / 2⌋ and x = W − width: portrait 834 → (417, 0, 417, 1194);
/// landscape 1194 × 834 → (597, 0, 597, 834); a one-third pane 320 × 834 → (160, 0, 160, 834); an
/// odd pane 507 × 834 → ⌊253.5⌋ = 253 wide at x = 254.
@MainActor
@Suite("S5 · the right half through a rotation and a split-view resize")
struct S5ResizeTests {
    private func presentedStage() throws -> (S5Stage, S5PresentationController) {
        let stage = S5Stage(device: .tablet)
        stage.present()
        stage.host.runUntilIdle()
        let controller = try #require(stage.presented.presentationController as? S5PresentationController)
        return (stage, controller)
    }

    @Test("13.2, 13.5: portrait, landscape, a one-third pane and an odd pane: always the right half, floored")
    func rightHalfEverywhere() throws {
        let (stage, controller) = try presentedStage()
        let view = stage.presented.view!
        #expect(view.frame == CGRect(x: 417, y: 0, width: 417, height: 1194))

        stage.host.rotate(to: .landscapeRight)
        stage.host.runUntilIdle()
        #expect(stage.host.window.bounds.size == CGSize(width: 1194, height: 834))
        #expect(view.frame == CGRect(x: 597, y: 0, width: 597, height: 834))
        #expect(controller.dimmingView.frame == CGRect(x: 0, y: 0, width: 1194, height: 834))

        stage.host.resize(to: CGSize(width: 320, height: 834))
        stage.host.runUntilIdle()
        #expect(view.frame == CGRect(x: 160, y: 0, width: 160, height: 834))
        #expect(controller.dimmingView.frame == CGRect(x: 0, y: 0, width: 320, height: 834))

        stage.host.resize(to: CGSize(width: 507, height: 834))
        stage.host.runUntilIdle()
        #expect(view.frame == CGRect(x: 254, y: 0, width: 253, height: 834), "⌊253.5⌋, flush right")
        #expect(controller.dimmingView.frame == CGRect(x: 0, y: 0, width: 507, height: 834))
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test(
        "13.5: a pane the size of the tablet's one-third split view gives the same right half as a host made for it"
    )
    func splitPaneDevice() throws {
        let pane = HeadlessDevice.tabletSplitPane.size(in: .landscapeRight)
        #expect(pane == CGSize(width: 320, height: 834))
        let stage = S5Stage(device: .tabletSplitPane, orientation: .landscapeRight)
        stage.present()
        stage.host.runUntilIdle()
        #expect(stage.presented.view.frame == CGRect(x: 160, y: 0, width: 160, height: 834))
    }

    @Test(
        "13.2, 13.5: on every frame of a turn and of a resize the view stays flush right, half the animating width"
    )
    func flushRightEveryFrame() throws {
        let (stage, controller) = try presentedStage()
        let container = try #require(controller.containerView)

        func followFrames(_ change: () -> Void) throws {
            change()
            for _ in 0..<18 {
                stage.host.advance(by: 1.0 / 60)
                let width = try #require(container.layer.presentation()).bounds.width
                let frame = try #require(stage.presented.view.layer.presentation()).frame
                #expect(abs(frame.maxX - width) < 1e-6, "flush right at \(stage.host.time)")
                // Both ends are floored halves, so in between the width is within half a point of W/2.
                #expect(abs(frame.width - width / 2) <= 0.5 + 1e-6, "half at \(stage.host.time)")
                let dim = try #require(controller.dimmingView.layer.presentation()).frame
                #expect(abs(dim.width - width) < 1e-6, "the dim fills the container")
            }
            stage.host.runUntilIdle()
        }
        try followFrames { stage.host.rotate(to: .landscapeRight, duration: 0.3) }
        try followFrames { stage.host.resize(to: CGSize(width: 507, height: 834), duration: 0.3) }
        #expect(stage.presented.view.frame == CGRect(x: 254, y: 0, width: 253, height: 834))
    }

    @Test("13.2: the s5-resize scenario ends in the odd pane with the right half, and dismisses from there")
    func catalogScenario() throws {
        let run = try #require(ScenarioCatalog.scenario(named: "s5-resize")).makeRun()
        run.present()
        run.host.runUntilIdle()
        run.changeEnvironment()
        run.host.runUntilIdle()
        #expect(run.presented.view.frame == CGRect(x: 254, y: 0, width: 253, height: 834))
        run.dismiss()
        run.host.runUntilIdle()
        #expect(run.presenting.presentedViewController == nil)
    }
}
