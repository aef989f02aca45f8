import Foundation
import Testing

@testable import PresentationKit
@testable import PresentationKitRendering

/// Changing a blur effect view's effect from one blur style to another inside an animation.
@MainActor
@Suite("Visual effects: a blur animating from one style to another")
struct BlurStyleChangeTests {
    /// The ultra-thin light material and the dark material as Behaviour 25.5 lists them: radius,
    /// saturation, tint grey, tint alpha.
    static let thinLight = (radius: 15.0, saturation: 1.8, gray: 0.94, alpha: 0.35)
    static let darkMaterial = (radius: 20.0, saturation: 1.6, gray: 0.11, alpha: 0.78)

    /// The filter Behaviour 25.9 gives `t` of the way from the thin light material to the dark
    /// material: radius and saturation linearly, the tint as premultiplied grey.
    static func expected(at t: Double) -> (radius: Double, saturation: Double, gray: Double, alpha: Double) {
        let (a, b) = (thinLight, darkMaterial)
        let alpha = a.alpha + (b.alpha - a.alpha) * t
        let premultiplied = a.gray * a.alpha + (b.gray * b.alpha - a.gray * a.alpha) * t
        return (
            a.radius + (b.radius - a.radius) * t, a.saturation + (b.saturation - a.saturation) * t,
            premultiplied / alpha, alpha
        )
    }

    /// A 200 × 200 stage with a blur of the thin light material, shown and settled.
    private func stage() -> (RasterizerStage, UIVisualEffectView) {
        let stage = RasterizerStage(width: 200, height: 200, scale: 1)
        for (index, colour) in [UIColor.red, .blue, .green, .yellow, .black].enumerated() {
            stage.addView(CGRect(x: index * 40, y: 0, width: 40, height: 200), color: colour)
        }
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialLight))
        effectView.frame = CGRect(x: 40, y: 40, width: 120, height: 120)
        stage.root.addSubview(effectView)
        _ = stage.snapshot()
        return (stage, effectView)
    }

    /// The filter the renderer takes from the effect view at the host's time.
    private func shownFilter(of effectView: UIVisualEffectView, in stage: RasterizerStage) throws
        -> BackdropFilter
    {
        let layer = try #require(effectView.subviews.first?.layer as? VisualEffectBackdropLayer)
        return try #require(layer.backdropFilter(presenting: layer.presentationState(at: stage.host.time)))
    }

    private func expectFilter(_ filter: BackdropFilter, at t: Double, _ comment: Comment) {
        let expected = Self.expected(at: t)
        #expect(abs(filter.blurRadius - expected.radius) < 1e-9, comment)
        #expect(abs(filter.saturation - expected.saturation) < 1e-9, comment)
        #expect(abs(filter.tintGray - expected.gray) < 1e-9, comment)
        #expect(abs(filter.tintAlpha - expected.alpha) < 1e-9, comment)
    }

    /// Behaviour 25.9: inside `UIView.animate` the blur moves from the old style to the new one;
    /// a quarter and three quarters into a linear second it shows the values between them, and
    /// the screen differs from both ends.
    @Test func aStyleChangeInsideAnAnimationBlockAnimates() throws {
        let (stage, effectView) = stage()
        let before = stage.host.snapshot()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            effectView.effect = UIBlurEffect(style: .systemMaterialDark)
        }
        expectFilter(try shownFilter(of: effectView, in: stage), at: 0, "at the start")
        stage.host.advance(by: 0.25)
        expectFilter(try shownFilter(of: effectView, in: stage), at: 0.25, "a quarter in")
        let quarter = stage.host.snapshot()
        stage.host.advance(by: 0.5)
        expectFilter(try shownFilter(of: effectView, in: stage), at: 0.75, "three quarters in")
        stage.host.runUntilIdle()
        expectFilter(try shownFilter(of: effectView, in: stage), at: 1, "at the end")
        let after = stage.host.snapshot()
        #expect(quarter[100, 100] != before[100, 100] && quarter[100, 100] != after[100, 100])
    }

    /// Behaviour 25.9: outside an animation the style switches at once.
    @Test func aStyleChangeOutsideAnimationSwitchesAtOnce() throws {
        let (stage, effectView) = stage()
        effectView.effect = UIBlurEffect(style: .systemMaterialDark)
        expectFilter(try shownFilter(of: effectView, in: stage), at: 1, "at once")
    }

    /// Behaviour 25.9: a paused property animator's `fractionComplete` scrubs the change.
    @Test func aPausedAnimatorScrubsAStyleChange() throws {
        let (stage, effectView) = stage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            effectView.effect = UIBlurEffect(style: .systemMaterialDark)
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.4
        stage.host.advance(by: 0.3)
        expectFilter(try shownFilter(of: effectView, in: stage), at: 0.4, "scrubbed to 0.4")
        animator.fractionComplete = 0.9
        expectFilter(try shownFilter(of: effectView, in: stage), at: 0.9, "scrubbed to 0.9")
    }

    /// Behaviour 25.9: a change made while one runs starts from what shows, not from either style.
    @Test func aSecondChangeStartsFromWhatShows() throws {
        let (stage, effectView) = stage()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            effectView.effect = UIBlurEffect(style: .systemMaterialDark)
        }
        stage.host.advance(by: 0.5)
        let shown = try shownFilter(of: effectView, in: stage)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            effectView.effect = UIBlurEffect(style: .systemUltraThinMaterialLight)
        }
        let restarted = try shownFilter(of: effectView, in: stage)
        #expect(abs(restarted.blurRadius - shown.blurRadius) < 1e-9)
        #expect(abs(restarted.tintAlpha - shown.tintAlpha) < 1e-9)
        stage.host.runUntilIdle()
        expectFilter(try shownFilter(of: effectView, in: stage), at: 0, "back at the thin light material")
    }
}
