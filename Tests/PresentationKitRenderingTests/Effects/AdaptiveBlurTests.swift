import Foundation
import PresentationKit
import PresentationKitRendering
import Testing

/// Adaptive blurs and dynamic colours as the renderer paints them, in each interface style.
@MainActor
@Suite("Visual effects: adaptive blurs and dynamic colours")
struct AdaptiveBlurTests {
    /// 8-bit level of a grey fraction, as the renderer rounds it.
    private func level(_ gray: Double) -> UInt8 { UInt8((gray * 255).rounded()) }

    /// Behaviour 25.5, 25.7: an adaptive material shows its dark form under a dark style and its
    /// light form otherwise, switching when the style changes (seen through Reduce Transparency's
    /// opaque colours: 0.96 for the system material, 0.14 for its dark form); a style that names
    /// its appearance keeps it.
    @Test func anAdaptiveMaterialFollowsTheStyle() {
        let stage = RasterizerStage(width: 60, height: 40)
        stage.host.isReduceTransparencyEnabled = true
        let adaptive = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        adaptive.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
        let fixed = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialLight))
        fixed.frame = CGRect(x: 30, y: 0, width: 30, height: 40)
        stage.root.addSubview(adaptive)
        stage.root.addSubview(fixed)
        #expect(stage.snapshot()[10, 10] == .gray(level(0.96)))
        stage.host.userInterfaceStyle = .dark
        let dark = stage.snapshot()
        #expect(dark[10, 10] == .gray(level(0.14)))
        #expect(dark[40, 10] == .gray(level(0.96)))
        stage.host.userInterfaceStyle = .light
        #expect(stage.snapshot()[10, 10] == .gray(level(0.96)))
        // A view joining a dark hierarchy takes the dark form at once.
        adaptive.removeFromSuperview()
        stage.root.overrideUserInterfaceStyle = .dark
        stage.root.addSubview(adaptive)
        #expect(stage.snapshot()[10, 10] == .gray(level(0.14)))
    }

    /// Behaviour 25.5: without Reduce Transparency the regular blur over white is tinted light in
    /// the light style and dark (the `.dark` form: 0.11 grey at 0.73) in the dark.
    @Test func theRegularBlurDarkensInTheDark() {
        let stage = RasterizerStage(width: 40, height: 40)
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        stage.root.addSubview(view)
        #expect(stage.snapshot()[20, 20].r > 240)
        stage.host.userInterfaceStyle = .dark
        // White under a 0.11 grey at 0.73: 255 × 0.27 + 28 × 0.73 ≈ 89.
        #expect(stage.snapshot()[20, 20].isClose(to: .gray(89), tolerance: 2))
    }

    /// Behaviour 9.12: a view's dynamic background colour is painted in the view's style, again
    /// after the style changes.
    @Test func aDynamicBackgroundIsRepaintedInTheNewStyle() {
        let stage = RasterizerStage(width: 20, height: 20)
        stage.root.backgroundColor = .systemBackground
        #expect(stage.snapshot()[5, 5] == .gray(255))
        stage.host.userInterfaceStyle = .dark
        #expect(stage.snapshot()[5, 5] == .gray(0))
    }
}
