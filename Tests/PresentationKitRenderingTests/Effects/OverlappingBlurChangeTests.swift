import Foundation
import Testing

@testable import PresentationKit
@testable import PresentationKitRendering

/// Changes of a blur effect view's `effect` that overlap in time: a blur set while the fade-out of
/// another still runs, and a change made while a property animator drives an earlier one. Every
/// expected value is worked out here from Behaviour 25.5's numbers and Behaviour 25.10's rule
/// (the blur's radius, saturation boost, premultiplied tint and tint alpha are animated numbers
/// that add up as `alpha` does), never read back from the implementation.
@MainActor
@Suite("Visual effects: blur changes that overlap in time")
struct OverlappingBlurChangeTests {
    /// A blur as Behaviour 25.10 animates it: radius, saturation − 1, tint grey × tint alpha, tint
    /// alpha, each times how much of it shows.
    struct Blur {
        var radius: Double
        var boost: Double
        var premultiplied: Double
        var alpha: Double

        /// A style of Behaviour 25.5 in full: radius, saturation, tint grey and alpha.
        init(radius: Double, saturation: Double, gray: Double, alpha: Double) {
            self.init(radius: radius, boost: saturation - 1, premultiplied: gray * alpha, alpha: alpha)
        }

        init(radius: Double, boost: Double, premultiplied: Double, alpha: Double) {
            (self.radius, self.boost, self.premultiplied, self.alpha) = (radius, boost, premultiplied, alpha)
        }

        static func + (a: Blur, b: Blur) -> Blur {
            Blur(
                radius: a.radius + b.radius, boost: a.boost + b.boost,
                premultiplied: a.premultiplied + b.premultiplied, alpha: a.alpha + b.alpha)
        }

        static func * (k: Double, b: Blur) -> Blur {
            Blur(
                radius: k * b.radius, boost: k * b.boost, premultiplied: k * b.premultiplied,
                alpha: k * b.alpha)
        }

        static func - (a: Blur, b: Blur) -> Blur { a + (-1) * b }
    }

    // Behaviour 25.5's light-interface numbers.
    static let ultraThinLight = Blur(radius: 15, saturation: 1.8, gray: 0.94, alpha: 0.35)
    static let thickLight = Blur(radius: 20, saturation: 1.8, gray: 0.99, alpha: 0.88)
    static let materialDark = Blur(radius: 20, saturation: 1.6, gray: 0.11, alpha: 0.78)
    static let light = Blur(radius: 20, saturation: 1.8, gray: 0.97, alpha: 0.55)
    static let none = Blur(radius: 0, boost: 0, premultiplied: 0, alpha: 0)

    /// A 300 × 200 stage: a mid-grey backdrop with a red and a blue bar under the right of a blur
    /// effect view (no effect yet) that covers most of it. Its left part lies more than three
    /// σ of any style from the bars, so there the blurred backdrop is the plain grey and the pixel
    /// is the grey under the tint, which this suite works out by hand.
    private func stage() -> (RasterizerStage, UIVisualEffectView) {
        let stage = RasterizerStage(
            width: 300, height: 200, scale: 1, background: UIColor(white: 0.5, alpha: 1))
        stage.addView(CGRect(x: 200, y: 0, width: 20, height: 200), color: .red)
        stage.addView(CGRect(x: 220, y: 0, width: 20, height: 200), color: .blue)
        let effectView = UIVisualEffectView(effect: nil)
        effectView.frame = CGRect(x: 20, y: 20, width: 260, height: 160)
        stage.root.addSubview(effectView)
        _ = stage.snapshot()
        return (stage, effectView)
    }

    /// Where the backdrop is plain grey under the effect view.
    static let plainPoint = (x: 30, y: 100)

    /// The filter the renderer takes from the effect view at the host's time.
    private func shownFilter(of effectView: UIVisualEffectView, in stage: RasterizerStage) throws
        -> BackdropFilter?
    {
        let layer = try #require(effectView.subviews.first?.layer as? VisualEffectBackdropLayer)
        return layer.backdropFilter(presenting: layer.presentationState(at: stage.host.time))
    }

    /// Checks the filter shown against `blur`, clamped as Behaviour 25.10 says (the radius at 0,
    /// the alpha and the grey to 0…1), and the rendered pixel on plain grey against the grey
    /// under that tint (source-over: grey × (1 − alpha) + tint grey × alpha, in 8-bit levels).
    private func expectShown(
        _ blur: Blur, _ effectView: UIVisualEffectView, _ stage: RasterizerStage, _ comment: Comment,
        frames: String? = nil
    ) throws {
        let filter = try #require(try shownFilter(of: effectView, in: stage), comment)
        let alpha = min(max(blur.alpha, 0), 1)
        let gray = min(max(blur.premultiplied / blur.alpha, 0), 1)
        #expect(abs(filter.blurRadius - max(blur.radius, 0)) < 1e-9, comment)
        #expect(abs(filter.saturation - (1 + blur.boost)) < 1e-9, comment)
        #expect(abs(filter.tintAlpha - alpha) < 1e-9, comment)
        #expect(abs(filter.tintGray - gray) < 1e-9, comment)
        let image = stage.host.snapshot()
        let backdrop = Double(image[5, 5].r)
        let expected = backdrop * (1 - alpha) + 255 * gray * alpha
        let shown = Double(image[Self.plainPoint.x, Self.plainPoint.y].g)
        #expect(abs(shown - expected) <= 1.5, "\(comment): pixel \(shown), expected \(expected)")
        if let frames, let folder = ProcessInfo.processInfo.environment["PRESENTATIONKIT_BLUR_FRAMES"] {
            try image.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("\(frames).png"))
        }
    }

    /// Behaviour 25.10: a blur set inside a new animation while the fade-out of another still runs
    /// starts from what is on screen and adds up with the fade: half-way through fading out the
    /// ultra-thin material (a linear second), setting the dark material in another linear second
    /// shows, `t` seconds later, the fade's remaining share of the old blur plus `t` of the new,
    /// radius, saturation and tint alike; the dark material alone at the end.
    @Test func aBlurSetWhileAnotherFadesOutStartsFromWhatShows() throws {
        let (stage, effectView) = stage()
        let (a, b) = (Self.ultraThinLight, Self.materialDark)
        effectView.effect = UIBlurEffect(style: .systemUltraThinMaterialLight)
        stage.host.advance(by: 0)
        try expectShown(a, effectView, stage, "the old blur, settled", frames: "midfade-0-old")
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { effectView.effect = nil }
        stage.host.advance(by: 0.5)
        try expectShown(0.5 * a, effectView, stage, "half faded out")
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            effectView.effect = UIBlurEffect(style: .systemMaterialDark)
        }
        // What shows, at `t` into the new animation: the fade's share left plus the new one's.
        func expected(_ t: Double) -> Blur { max(0.5 - t, 0) * a + t * b }
        try expectShown(
            expected(0), effectView, stage, "the instant the new blur is set", frames: "midfade-1-set")
        for t in [0.25, 0.5, 0.75] {
            stage.host.advance(by: 0.25)
            try expectShown(expected(t), effectView, stage, "\(t) s in", frames: "midfade-2-\(Int(t * 100))")
        }
        stage.host.runUntilIdle()
        try expectShown(b, effectView, stage, "at the end", frames: "midfade-3-end")
    }

    /// Behaviour 25.10, 11.21: a paused property animator scrubs a blur in (none to the ultra-thin
    /// material, held at 0.6); a `UIView.animate` setting the thick material meanwhile adds its
    /// change to the animator's instead of removing it, as it does for `alpha`: a plain view whose
    /// alpha follows the same two changes (0 to the first tint's alpha in the animator, to the
    /// second's in the block) shows, at every instant, the blur's tint alpha; and the animator
    /// still scrubs the blur afterwards.
    @Test func aChangeWhileAPausedAnimatorScrubsAddsUpAsAlphaDoes() throws {
        let (stage, effectView) = stage()
        let (a, b) = (Self.ultraThinLight, Self.thickLight)
        let probe = stage.addView(CGRect(x: 0, y: 190, width: 10, height: 10), color: .black)
        probe.alpha = 0
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            effectView.effect = UIBlurEffect(style: .systemUltraThinMaterialLight)
            probe.alpha = 0.35
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.6
        stage.host.advance(by: 0.2)
        try expectShown(0.6 * a, effectView, stage, "scrubbed to 0.6", frames: "scrub-0-paused")
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            effectView.effect = UIBlurEffect(style: .systemThickMaterialLight)
            probe.alpha = 0.88
        }
        // The model is the thick material; the animator's change still lacks 0.4 of the first
        // blur; the block's change still lacks (1 − s) of the way from the first to the second.
        func expected(animator f: Double, block s: Double) -> Blur { b - (1 - f) * a + (1 - s) * (a - b) }
        for s in [0.0, 0.5, 1.0] {
            if s > 0 { stage.host.advance(by: 0.5) }
            // At 1 s the block's last frame: its change is all there, its animation not yet gone.
            try expectShown(
                expected(animator: 0.6, block: s), effectView, stage, "the block \(s) in",
                frames: "scrub-1-block-\(Int(s * 100))")
            let filter = try #require(try shownFilter(of: effectView, in: stage))
            let probeAlpha = probe.layer.presentationState(at: stage.host.time).opacity
            // Within a `Float`'s precision: a view's alpha is its layer's `Float` opacity.
            #expect(abs(filter.tintAlpha - probeAlpha) < 1e-6, "tint alpha as alpha, the block \(s) in")
        }
        // The block is over (a paused animator never lets the host idle).
        stage.host.advance(by: 0.1)
        #expect(animator.state == .active)
        animator.fractionComplete = 1
        try expectShown(b, effectView, stage, "the animator scrubbed to its end", frames: "scrub-2-end")
        animator.fractionComplete = 0.2
        try expectShown(expected(animator: 0.2, block: 1), effectView, stage, "scrubbed back to 0.2")
        animator.stopAnimation(true)
    }

    /// Behaviour 25.10: a second property animator changing the style while a paused one scrubs a
    /// change of style (the thick material to the ultra-thin one, held at half-way) runs from what
    /// shows to the plain light blur, and the paused animator's change stays: scrubbing it still
    /// moves the blur by its share of the difference between its two styles.
    @Test func aSecondAnimatorKeepsTheFirstAnimatorsStyleChange() throws {
        let (stage, effectView) = stage()
        let (a, b, c) = (Self.thickLight, Self.ultraThinLight, Self.light)
        effectView.effect = UIBlurEffect(style: .systemThickMaterialLight)
        let first = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            effectView.effect = UIBlurEffect(style: .systemUltraThinMaterialLight)
        }
        first.pauseAnimation()
        first.fractionComplete = 0.5
        stage.host.advance(by: 0)
        try expectShown(0.5 * a + 0.5 * b, effectView, stage, "half-way between the first two")
        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            effectView.effect = UIBlurEffect(style: .light)
        }
        second.startAnimation()
        func expected(first f: Double, second s: Double) -> Blur { c + (1 - f) * (a - b) + (1 - s) * (b - c) }
        try expectShown(
            expected(first: 0.5, second: 0), effectView, stage, "the second animator starts",
            frames: "second-0-start")
        stage.host.advance(by: 0.5)
        try expectShown(
            expected(first: 0.5, second: 0.5), effectView, stage, "the second half-way",
            frames: "second-1-half")
        stage.host.advance(by: 0.6)
        #expect(second.state == .inactive)
        try expectShown(expected(first: 0.5, second: 1), effectView, stage, "the second at its end")
        first.fractionComplete = 0
        try expectShown(
            expected(first: 0, second: 1), effectView, stage, "the first scrubbed to 0",
            frames: "second-2-first-at-0")
        first.fractionComplete = 1
        try expectShown(c, effectView, stage, "the first scrubbed to its end: the last style alone")
        first.stopAnimation(true)
    }
}
