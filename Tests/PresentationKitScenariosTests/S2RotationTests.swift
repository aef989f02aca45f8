import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// S2 turned (S2, seed 001's landscape rule): the card presented on a phone
/// (390 × 844), the device turned to landscape (844 × 390) and back.
///
/// The seed's rule, worked out by hand: in portrait the card is 10 pt from the sides and the
/// bottom, 260 tall: (10, 844 − 270, 390 − 20, 260) = (10, 574, 370, 260). A controller preferring
/// landscape gets a centred card as wide as the screen's height minus 20: in 844 × 390 that is
/// 390 − 20 = 370 wide at x = (844 − 370) / 2 = 237, y = 390 − 270 = 120. Without the preference,
/// landscape keeps the margins: (10, 120, 844 − 20, 260) = (10, 120, 824, 260).
@MainActor
@Suite("S2 · the alert card through a rotation")
struct S2RotationTests {
    private let portraitCard = CGRect(x: 10, y: 574, width: 370, height: 260)
    private let centredLandscapeCard = CGRect(x: 237, y: 120, width: 370, height: 260)
    private let marginLandscapeCard = CGRect(x: 10, y: 120, width: 824, height: 260)

    private func present(_ card: S2AlertViewController, on stage: ScenarioStage) throws
        -> S2AlertPresentationController
    {
        stage.root.present(card, animated: true)
        stage.host.runUntilIdle()
        return try #require(card.presentationController as? S2AlertPresentationController)
    }

    private func expectClose(_ a: CGRect, _ b: CGRect, _ comment: Comment? = nil) {
        let close =
            abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
        #expect(close, "\(a) ≠ \(b)\(comment.map { ": \($0)" } ?? "")")
    }

    @Test(
        "13.2, 13.5: turned to landscape the card is centred, the screen's height − 20 wide; back in portrait it is as before"
    )
    func centredInLandscapeAndBack() throws {
        let stage = ScenarioStage()
        let card = S2AlertViewController()
        card.followsInterfaceOrientation = true
        let controller = try present(card, on: stage)
        #expect(card.view.frame == portraitCard)

        stage.host.rotate(to: .landscapeRight)
        stage.host.runUntilIdle()
        #expect(stage.host.window.bounds.size == CGSize(width: 844, height: 390))
        #expect(card.view.frame == centredLandscapeCard)
        #expect(card.view.frame.width == stage.host.window.bounds.height - 20)
        #expect(card.view.frame.midX == stage.host.window.bounds.midX, "centred")

        stage.host.rotate(to: .portrait)
        stage.host.runUntilIdle()
        #expect(card.view.frame == portraitCard)
        #expect(controller.view?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test(
        "13.2: the seed's card as written keeps its 10 pt margins in landscape, and both overlays fill the turned screen"
    )
    func marginsAndOverlaysFollow() throws {
        let stage = ScenarioStage()
        let card = S2AlertViewController()
        let controller = try present(card, on: stage)

        stage.host.rotate(to: .landscapeRight)
        stage.host.runUntilIdle()
        let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(card.view.frame == marginLandscapeCard)
        #expect(controller.view?.frame == landscape)
        #expect(controller.bgView?.frame == landscape)
        // The margins: left, right and bottom 10 pt from the turned screen's edges.
        #expect(card.view.frame.minX == 10 && landscape.maxX - card.view.frame.maxX == 10)
        #expect(landscape.maxY - card.view.frame.maxY == 10)
        // A tap on the part of the dim that only exists in landscape (right of x = 390) reaches the
        // tap view through the non-interactive view and dismisses.
        stage.host.tap(at: CGPoint(x: 800, y: 40))
        stage.host.runUntilIdle()
        #expect(stage.root.presentedViewController == nil)
        #expect(controller.view?.superview == nil && controller.bgView?.superview == nil)
    }

    @Test(
        "13.2, 13.5: mid-turn the card follows the rule for the animating container, so the margins hold on every frame"
    )
    func marginsHoldMidTurn() throws {
        let stage = ScenarioStage()
        let card = S2AlertViewController()
        card.followsInterfaceOrientation = true
        let controller = try present(card, on: stage)
        let container = try #require(controller.containerView)

        stage.host.rotate(to: .landscapeRight, duration: 0.3)
        var sizes: Set<CGFloat> = []
        for _ in 0..<17 {
            stage.host.advance(by: 1.0 / 60)
            let size = try #require(container.layer.presentation()).bounds.size
            sizes.insert(size.width)
            let frame = try #require(card.view.layer.presentation()).frame
            // The rule for landscape, applied to the size the container shows at this frame.
            let expected = CGRect(x: (size.width - 370) / 2, y: size.height - 270, width: 370, height: 260)
            expectClose(frame, expected, "at \(stage.host.time)")
            let overlay = try #require(controller.view?.layer.presentation()).frame
            expectClose(overlay, CGRect(origin: .zero, size: size), "the tap view at \(stage.host.time)")
        }
        #expect(sizes.count > 5, "the container animates its size: \(sizes.sorted())")
        stage.host.runUntilIdle()
        #expect(card.view.frame == centredLandscapeCard)
    }

    @Test(
        "13.2: the seed's rule reads the controller's preference, not the orientation: a landscape-preferring card is centred in landscape and overflows in portrait"
    )
    func preferenceNotOrientation() throws {
        let stage = ScenarioStage(size: CGSize(width: 844, height: 390))
        let card = S2AlertViewController()
        card.prefersLandscape = true
        _ = try present(card, on: stage)
        #expect(card.view.frame == centredLandscapeCard)

        stage.host.rotate(to: .portrait)
        stage.host.runUntilIdle()
        // Width 844 − 20 = 824 at x = (390 − 824) / 2 = −217: what the seed's frame asks for when
        // the preference stays landscape (why the scenario's card updates it as the device turns).
        #expect(card.view.frame == CGRect(x: -217, y: 574, width: 824, height: 260))
    }
}
