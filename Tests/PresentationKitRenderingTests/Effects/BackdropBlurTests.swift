import Foundation
import PresentationKit
import PresentationKitRendering
import Testing

/// A 200 × 200 stage at 1× with coloured bars and a band behind where the effect goes: sharp
/// edges and saturated colours, what a blur changes most.
@MainActor
private func barsStage() -> RasterizerStage {
    let stage = RasterizerStage(width: 200, height: 200, scale: 1)
    let colours: [UIColor] = [.red, .blue, .green, .black, .yellow, .white, .orange, .purple, .cyan, .brown]
    for (index, colour) in colours.enumerated() {
        stage.addView(CGRect(x: index * 20, y: 0, width: 20, height: 200), color: colour)
    }
    stage.addView(CGRect(x: 0, y: 90, width: 200, height: 14), color: .magenta)
    return stage
}

/// The light blur as Behaviour 25.5 gives it, computed directly in doubles: a Gaussian of σ = 20
/// pixels (separable, edges clamped, out to 4σ), then the saturate(1.8) matrix, then a 0.97 grey
/// tint at 0.55 alpha with source-over.
private func referenceLightBlur(of image: RGBAImage, x: Int, y: Int, horizontal: [[SIMD3<Double>]]) -> SIMD3<
    Double
> {
    let sigma = 20.0
    let radius = Int(4 * sigma)
    var sum = SIMD3<Double>.zero
    var total = 0.0
    for k in -radius...radius {
        let weight = exp(-Double(k * k) / (2 * sigma * sigma))
        let row = min(max(y + k, 0), image.height - 1)
        sum += horizontal[row][x] * weight
        total += weight
    }
    let c = sum / total
    let s = 1.8
    var saturated = SIMD3(
        (0.213 + 0.787 * s) * c.x + (0.715 - 0.715 * s) * c.y + (0.072 - 0.072 * s) * c.z,
        (0.213 - 0.213 * s) * c.x + (0.715 + 0.285 * s) * c.y + (0.072 - 0.072 * s) * c.z,
        (0.213 - 0.213 * s) * c.x + (0.715 - 0.715 * s) * c.y + (0.072 + 0.928 * s) * c.z)
    saturated = saturated.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255))
    return saturated * (1 - 0.55) + SIMD3(repeating: 0.97 * 255 * 0.55)
}

/// Each row of `image` blurred horizontally by the reference Gaussian (σ = 20, edges clamped), at
/// the columns `columns` (others left zero).
private func horizontalPass(_ image: RGBAImage, columns: StrideTo<Int>) -> [[SIMD3<Double>]] {
    let sigma = 20.0
    let radius = Int(4 * sigma)
    let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = weights.reduce(0, +)
    return (0..<image.height).map { y in
        var row = [SIMD3<Double>](repeating: .zero, count: image.width)
        for x in columns {
            var sum = SIMD3<Double>.zero
            for (index, weight) in weights.enumerated() {
                let p = image[min(max(x + index - radius, 0), image.width - 1), y]
                sum += SIMD3(Double(p.r), Double(p.g), Double(p.b)) * weight
            }
            row[x] = sum / total
        }
        return row
    }
}

@MainActor
@Suite("Visual effects: the backdrop blur")
struct BackdropBlurTests {
    /// Behaviour 25.4, 25.5: a light blur shows the window behind it as a Gaussian of σ = 20 points
    /// would, saturated and tinted: within 3 levels per channel of the blur computed directly (the
    /// renderer works at a lower resolution and enlarges; the test does not).
    @Test func aLightBlurMatchesADirectGaussian() throws {
        let stage = barsStage()
        let behind = stage.snapshot()
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        effectView.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        stage.root.addSubview(effectView)
        let blurred = stage.snapshot()
        // Every third pixel each way: the reference is slow in a debug build.
        let worst = largestDifference(
            blurred, fromLightBlurOf: behind, at: stride(from: 50, to: 150, by: 3))
        #expect(worst <= 3, "largest difference from the direct Gaussian: \(worst) levels")
        // Outside the effect view the window is untouched.
        #expect(blurred[10, 10] == behind[10, 10])
        #expect(blurred[160, 160] == behind[160, 160])
    }

    /// Behaviour 25.4: a blur view with rounded, clipped corners off the pixel grid (drawn through an
    /// offscreen copy rather than straight onto the screen) matches the direct Gaussian away from
    /// its edges as closely.
    @Test func aRoundedBlurMatchesADirectGaussianInside() throws {
        let stage = barsStage()
        let behind = stage.snapshot()
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        effectView.frame = CGRect(x: 50.5, y: 50, width: 100, height: 100)
        effectView.layer.cornerRadius = 12
        effectView.clipsToBounds = true
        stage.root.addSubview(effectView)
        let blurred = stage.snapshot()
        let worst = largestDifference(
            blurred, fromLightBlurOf: behind, at: stride(from: 62, to: 138, by: 7))
        #expect(worst <= 3, "largest difference from the direct Gaussian: \(worst) levels")
        // The corner pixel lies outside the rounding: the window shows there, untouched.
        #expect(blurred[51, 50] == behind[51, 50])
    }

    /// A light blur filling `inner`, a view with rounded clipped corners inside `outer`, another:
    /// two nested clipping groups, each with content of its own behind the blur (a green stripe in
    /// the outer one, a dark red square in the inner one).
    private func nestedBlur(outerAlpha: CGFloat) -> (RasterizerStage, UIView, UIVisualEffectView) {
        let stage = barsStage()
        let outer = stage.addView(CGRect(x: 20, y: 20, width: 160, height: 160), color: nil)
        outer.layer.cornerRadius = 16
        outer.clipsToBounds = true
        outer.alpha = outerAlpha
        stage.addView(CGRect(x: 0, y: 50, width: 160, height: 30), color: .green, to: outer)
        let inner = stage.addView(CGRect(x: 10, y: 10, width: 140, height: 140), color: nil, to: outer)
        inner.layer.cornerRadius = 12
        inner.clipsToBounds = true
        stage.addView(
            CGRect(x: 20, y: 70, width: 50, height: 50),
            color: UIColor(red: 0.5, green: 0, blue: 0, alpha: 1),
            to: inner)
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        effectView.frame = inner.bounds
        inner.addSubview(effectView)
        return (stage, outer, effectView)
    }

    /// Behaviour 25.4: a blur nested in two clipping groups blurs everything behind it in the
    /// window, the outer group's content too: within 3 levels of the direct Gaussian of the window
    /// without the blur.
    @Test func aBlurInNestedClippingGroupsBlursAllThatIsBehindIt() throws {
        let (stage, _, effectView) = nestedBlur(outerAlpha: 1)
        effectView.isHidden = true
        let behind = stage.snapshot()
        effectView.isHidden = false
        let blurred = stage.snapshot()
        // The effect view spans 30…170; its inside, clear of the rounded corners.
        let worst = largestDifference(blurred, fromLightBlurOf: behind, at: stride(from: 44, to: 158, by: 6))
        #expect(worst <= 3, "largest difference from the direct Gaussian: \(worst) levels")
    }

    /// Behaviour 25.4: inside a group faded to 0.6, the blur shows what is behind it in the window
    /// (the group's content at 0.6 over the rest), and the group then fades it: 0.6 of the blur of
    /// the window without the blur over 0.4 of the window without the group.
    @Test func aBlurInAFadedGroupBlursWhatTheWindowShowsBehindIt() throws {
        let (stage, outer, effectView) = nestedBlur(outerAlpha: 0.6)
        effectView.isHidden = true
        let behind = stage.snapshot()
        outer.isHidden = true
        let withoutGroup = stage.snapshot()
        outer.isHidden = false
        effectView.isHidden = false
        let blurred = stage.snapshot()
        let positions = stride(from: 44, to: 158, by: 6)
        let horizontal = horizontalPass(behind, columns: positions)
        var worst = 0.0
        for y in positions {
            for x in positions {
                let blur = referenceLightBlur(of: behind, x: x, y: y, horizontal: horizontal)
                let q = withoutGroup[x, y]
                let expected = blur * 0.6 + SIMD3(Double(q.r), Double(q.g), Double(q.b)) * 0.4
                let p = blurred[x, y]
                let got = SIMD3(Double(p.r), Double(p.g), Double(p.b))
                worst = max(worst, abs(got.x - expected.x), abs(got.y - expected.y), abs(got.z - expected.z))
            }
        }
        #expect(worst <= 3, "largest difference from the reference: \(worst) levels")
    }

    /// The largest difference, in levels of any colour channel, between `blurred` and the light blur
    /// of `behind` computed directly, over the grid of pixels whose columns and rows are `positions`.
    private func largestDifference(
        _ blurred: RGBAImage, fromLightBlurOf behind: RGBAImage, at positions: StrideTo<Int>
    ) -> Double {
        let horizontal = horizontalPass(behind, columns: positions)
        var worst = 0.0
        for y in positions {
            for x in positions {
                let expected = referenceLightBlur(of: behind, x: x, y: y, horizontal: horizontal)
                let p = blurred[x, y]
                let got = SIMD3(Double(p.r), Double(p.g), Double(p.b))
                worst = max(
                    worst, (got - expected).replacing(with: -(got - expected), where: got .< expected).max())
            }
        }
        return worst
    }

    /// The mean absolute difference of the red, green and blue channels of two images over a
    /// rectangle of pixels.
    private func difference(_ a: RGBAImage, _ b: RGBAImage, in rect: CGRect) -> Double {
        var sum = 0.0
        var count = 0.0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = a[x, y]
                let q = b[x, y]
                sum +=
                    abs(Double(p.r) - Double(q.r)) + abs(Double(p.g) - Double(q.g))
                    + abs(Double(p.b) - Double(q.b))
                count += 3
            }
        }
        return sum / count
    }

    /// Behaviour 25.4: setting `effect` inside an animation block animates the blur in: halfway,
    /// the screen lies between the sharp window and the full blur.
    @Test func settingTheEffectInAnAnimationBlockFadesTheBlurIn() {
        let stage = barsStage()
        let effectView = UIVisualEffectView(effect: nil)
        effectView.frame = CGRect(x: 40, y: 40, width: 120, height: 120)
        stage.root.addSubview(effectView)
        let sharp = stage.snapshot()
        let area = CGRect(x: 50, y: 50, width: 100, height: 100)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            effectView.effect = UIBlurEffect(style: .dark)
        }
        stage.host.advance(by: 0.25)
        let quarter = stage.host.snapshot()
        stage.host.advance(by: 0.25)
        let half = stage.host.snapshot()
        stage.host.runUntilIdle()
        let full = stage.snapshot()
        let toQuarter = difference(sharp, quarter, in: area)
        let toHalf = difference(sharp, half, in: area)
        let toFull = difference(sharp, full, in: area)
        #expect(toQuarter > 5)
        #expect(toQuarter < toHalf)
        #expect(toHalf < toFull)
        #expect(difference(half, full, in: area) > 5)
    }

    /// Behaviour 25.4: a paused property animator's `fractionComplete` scrubs the blur: at 0.5 of a
    /// linear animator the screen is the one a linear block animation shows halfway.
    @Test func aPausedAnimatorScrubsTheBlur() {
        func halfway(scrubbing: Bool) -> RGBAImage {
            let stage = barsStage()
            let effectView = UIVisualEffectView(effect: nil)
            effectView.frame = CGRect(x: 40, y: 40, width: 120, height: 120)
            stage.root.addSubview(effectView)
            _ = stage.snapshot()
            if scrubbing {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                    effectView.effect = UIBlurEffect(style: .systemMaterialDark)
                }
                animator.pauseAnimation()
                animator.fractionComplete = 0.5
                stage.host.advance(by: 0.3)
            } else {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                    effectView.effect = UIBlurEffect(style: .systemMaterialDark)
                }
                stage.host.advance(by: 0.5)
            }
            return stage.host.snapshot()
        }
        let scrubbed = halfway(scrubbing: true)
        let timed = halfway(scrubbing: false)
        #expect(difference(scrubbed, timed, in: CGRect(x: 40, y: 40, width: 120, height: 120)) < 0.5)
        #expect(
            difference(scrubbed, barsStage().snapshot(), in: CGRect(x: 50, y: 50, width: 100, height: 100))
                > 5)
    }

    /// Behaviour 25.7: with Reduce Transparency on, a blur shows its style's opaque colour.
    @Test func reduceTransparencyShowsTheOpaqueColour() {
        let stage = barsStage()
        stage.host.isReduceTransparencyEnabled = true
        #expect(UIAccessibility.isReduceTransparencyEnabled)
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        effectView.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        stage.root.addSubview(effectView)
        let image = stage.snapshot()
        // 0.11 of 255, opaque, wherever the view is.
        #expect(image[60, 60] == .gray(28))
        #expect(image[140, 95] == .gray(28))
        stage.host.isReduceTransparencyEnabled = false
        #expect(stage.snapshot()[60, 60] != .gray(28))
    }

    /// Behaviour 25.4: the blur is clipped like content, by the view's rounded corners.
    @Test func theBlurIsClippedByTheCornerRadius() {
        let stage = barsStage()
        let behind = stage.snapshot()
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        effectView.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        effectView.layer.cornerRadius = 30
        effectView.clipsToBounds = true
        stage.root.addSubview(effectView)
        let image = stage.snapshot()
        #expect(image[51, 51] == behind[51, 51])
        #expect(image[148, 148] == behind[148, 148])
        #expect(image[100, 100] != behind[100, 100])
    }

    /// Behaviour 25.6: vibrant content shows the blur under it pressed towards black on a light
    /// blur; the label's own red is not used.
    @Test func vibrantContentDarkensTheLightBlurUnderIt() {
        let stage = barsStage()
        let blur = UIBlurEffect(style: .light)
        let blurView = UIVisualEffectView(effect: blur)
        blurView.frame = CGRect(x: 20, y: 20, width: 160, height: 160)
        stage.root.addSubview(blurView)
        let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .label))
        vibrancyView.frame = blurView.contentView.bounds
        blurView.contentView.addSubview(vibrancyView)
        let block = UIView(frame: CGRect(x: 60, y: 60, width: 40, height: 40))
        block.backgroundColor = .red
        vibrancyView.contentView.addSubview(block)
        let image = stage.snapshot()
        block.isHidden = true
        let plain = stage.snapshot()
        // Inside the block (the effect views' coordinates start at 20): the blurred pixel there,
        // moved three quarters of the way to black, channel by channel.
        for (x, y) in [(90, 90), (110, 100), (85, 115)] {
            let under = plain[x, y]
            let vibrant = image[x, y]
            for (a, b) in [(under.r, vibrant.r), (under.g, vibrant.g), (under.b, vibrant.b)] {
                #expect(abs(Double(a) * 0.25 - Double(b)) <= 1.5)
            }
        }
        #expect(image[40, 40] == plain[40, 40])
    }
}
