import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// S4 · fade-and-rise animators over full screen (seed 003).
@MainActor
@Suite("S4 · fade-and-rise animators over full screen")
struct S4FadeAndRiseTests {
    /// Presents an S4 controller with `style` from a phone-sized stage and runs the first turn, so
    /// that the present animator has started.
    private func present(
        style: UIModalPresentationStyle = .overFullScreen, completion: (() -> Void)? = nil
    ) -> (ScenarioStage, S4ViewController) {
        let stage = ScenarioStage()
        let controller = S4ViewController(style: style)
        stage.root.present(controller, animated: true, completion: completion)
        stage.host.advance(by: 0)
        return (stage, controller)
    }

    /// The index of `view` among the window's subviews, or of the subview that contains it.
    private func windowLevel(of view: UIView, in window: UIWindow) -> Int? {
        window.subviews.firstIndex { view.isDescendant(of: $0) }
    }

    @Test("the seed's init makes the controller .overFullScreen and its own transitioning delegate")
    func seedInit() {
        let controller = S4ViewController()
        #expect(controller.modalPresentationStyle == .overFullScreen)
        #expect(controller.transitioningDelegate === controller)
    }

    @Test("view(forKey: .from) is nil during the .overFullScreen presentation (Behaviour 6.1)")
    func fromViewIsNil() throws {
        let (_, controller) = present()
        let animator = try #require(controller.presentAnimator)
        #expect(animator.didAnimate)
        #expect(animator.fromViewSeen == nil)
        #expect(animator.toViewSeen === controller.view)
    }

    @Test("the to-view starts transparent, half the presenting view's height down, and rises and fades in")
    func startsLowAndTransparent() throws {
        let (stage, controller) = present()
        let start = try #require(controller.view.layer.presentation())
        #expect(start.opacity == 0)
        #expect(start.frame == CGRect(x: 0, y: 422, width: 390, height: 844))
        stage.host.advance(by: S4PresentAnimator.duration / 2)
        let middle = try #require(controller.view.layer.presentation())
        #expect(middle.opacity > 0 && middle.opacity < 1)
        #expect(middle.frame.minY > 0 && middle.frame.minY < 422)
        #expect(middle.frame.size == CGSize(width: 390, height: 844))
    }

    @Test("the presentation takes 0.25 s and ends at the window's bounds, opaque")
    func finalFrame() throws {
        var completed = false
        let (stage, controller) = present { completed = true }
        stage.host.advance(by: S4PresentAnimator.duration * 0.9)
        #expect(!completed)
        stage.host.runUntilIdle()
        #expect(completed)
        #expect(stage.host.time <= S4PresentAnimator.duration + 1.0 / 60 + 1e-9)
        #expect(controller.view.frame == stage.host.window.bounds)
        #expect(controller.view.alpha == 1)
        let presentation = try #require(controller.view.layer.presentation())
        #expect(presentation.frame == stage.host.window.bounds)
        #expect(presentation.opacity == 1)
        #expect(stage.root.presentedViewController === controller)
    }

    @Test("with .overFullScreen the presenting view stays in the window, under the presented one")
    func presentingViewStays() throws {
        let (stage, controller) = present()
        stage.host.runUntilIdle()
        let window = stage.host.window
        #expect(stage.root.view.window === window)
        #expect(controller.view.window === window)
        let presentingLevel = try #require(windowLevel(of: stage.root.view, in: window))
        let presentedLevel = try #require(windowLevel(of: controller.view, in: window))
        #expect(presentingLevel < presentedLevel)
    }

    @Test("the dismiss animator fades the presented view out; afterwards it is out of the window")
    func dismissal() throws {
        let (stage, controller) = present()
        stage.host.runUntilIdle()
        var dismissed = false
        controller.dismiss(animated: true) { dismissed = true }
        stage.host.advance(by: 0)
        let animator = try #require(controller.dismissAnimator)
        #expect(animator.didAnimate)
        // The presenting view stayed, so the dismissal's to-view is nil too (Behaviour 6.1).
        #expect(animator.toViewSeen == nil)
        stage.host.advance(by: S4DismissAnimator.duration / 2)
        let middle = try #require(controller.view.layer.presentation())
        #expect(middle.opacity > 0 && middle.opacity < 1)
        #expect(controller.view.window === stage.host.window)
        stage.host.runUntilIdle()
        #expect(dismissed)
        #expect(controller.view.window == nil)
        #expect(controller.view.superview == nil)
        #expect(stage.root.presentedViewController == nil)
        #expect(stage.root.view.window === stage.host.window)
        #expect(stage.host.window.subviews.count == 1)
    }

    @Test(".fullScreen: the presenting view is the from-view and leaves the window after the presentation")
    func fullScreenRemovesPresenter() throws {
        let (stage, controller) = present(style: .fullScreen)
        let animator = try #require(controller.presentAnimator)
        #expect(animator.fromViewSeen === stage.root.view)
        // The same start: half the presenting view's height down.
        #expect(try #require(controller.view.layer.presentation()).frame.minY == 422)
        stage.host.advance(by: S4PresentAnimator.duration / 2)
        #expect(stage.root.view.window === stage.host.window)
        stage.host.runUntilIdle()
        #expect(controller.view.frame == stage.host.window.bounds)
        #expect(controller.view.window === stage.host.window)
        #expect(stage.root.view.window == nil)
    }

    @Test(".fullScreen: the dismissal puts the presenting view back under the fading presented view")
    func fullScreenRestoresPresenter() throws {
        let (stage, controller) = present(style: .fullScreen)
        stage.host.runUntilIdle()
        controller.dismiss(animated: true)
        stage.host.advance(by: 0)
        let window = stage.host.window
        let animator = try #require(controller.dismissAnimator)
        #expect(animator.toViewSeen === stage.root.view)
        #expect(stage.root.view.window === window)
        let presentingLevel = try #require(windowLevel(of: stage.root.view, in: window))
        let presentedLevel = try #require(windowLevel(of: controller.view, in: window))
        #expect(presentingLevel < presentedLevel)
        stage.host.runUntilIdle()
        #expect(stage.root.view.window === window)
        #expect(stage.root.view.frame == window.bounds)
        #expect(controller.view.window == nil)
        #expect(stage.root.presentedViewController == nil)
    }
}
