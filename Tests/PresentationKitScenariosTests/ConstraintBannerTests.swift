import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// Constraint animation and a deliberate conflict inside presentations (Behaviour
/// 17.4, 17.5) on a notched phone (393 × 852, safe area 59 above).
@MainActor
@Suite("Constraint banner and conflict")
struct ConstraintBannerTests {
    @Test(
        "the animator slides the banner in by its top constraint: from 140 above the safe area to 8 below it")
    func bannerSlidesIn() {
        let stage = ConstraintStage()
        let banner = ConstraintBannerViewController()
        stage.presenting.present(banner, animated: true)
        stage.host.advance(by: 0.02)
        var tops: [CGFloat] = []
        for _ in 0..<30 {
            stage.host.advance(by: 1.0 / 60)
            tops.append(banner.banner.layer.presentation()?.frame.minY ?? .nan)
        }
        stage.host.runUntilIdle()
        let labelHeight = banner.label.intrinsicContentSize.height
        #expect(banner.banner.frame == CGRect(x: 12, y: 67, width: 369, height: labelHeight + 40))
        // Shown frames start near 59 − 140 and rise monotonically at first, then the 0.8-damped
        // spring carries the banner past 67 before it settles there.
        #expect(tops.first! < 0)
        #expect(tops.max()! > 67 + 1)
        #expect(banner.banner.layer.presentation()?.frame.minY == 67)
        #expect(banner.bannerTop.constant == ConstraintBannerViewController.shownTop)

        banner.dismiss(animated: true)
        stage.host.runUntilIdle()
        #expect(banner.bannerTop.constant == ConstraintBannerViewController.hiddenTop)
        #expect(stage.presenting.presentedViewController == nil)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("two required widths: both named, the later one broken, the box laid out at 300 and centred")
    func conflictReportedLayoutCompletes() {
        let stage = ConstraintStage()
        let card = ConstraintConflictViewController()
        stage.presenting.present(card, animated: true)
        stage.host.runUntilIdle()
        let reports = stage.host.diagnostics.filter { $0.kind == .unsatisfiableConstraints }
        #expect(reports.count == 1)
        let message = reports.first?.message ?? ""
        #expect(message.contains("'box.width == 300'"))
        #expect(message.contains("'box.width == card − 48'"))
        #expect(message.contains("Recovered by breaking <NSLayoutConstraint:'box.width == card − 48'"))
        #expect(message.contains("UIView:'messageBox'"))
        #expect(!message.contains("set it to false"))
        #expect(card.box.frame.width == 300)
        #expect(card.box.frame.midX == 196.5)
        #expect(card.box.frame.midY == 426)
        #expect(card.label.frame.width == 260)
    }
}
