import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// Safe areas on a notched phone (393 × 852; insets 59/34 in portrait, 59/21/59 in landscape):
/// full-screen content and the S2 alert card keep their content inside the safe area.
@MainActor
@Suite("Safe areas · full-screen content and the S2 card on a notched phone")
struct SafeAreaContentTests {
    @Test("full-screen content fills the safe area in portrait, in landscape, and in portrait again")
    func fullScreenContent() throws {
        let stage = SafeAreaStage()
        stage.presenting.present(stage.content, animated: true)
        stage.host.runUntilIdle()
        let content = stage.content
        #expect(content.panel.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        // The Close button sits 8 points (the panel's margin) above the home indicator's inset.
        #expect(content.closeButton.frame == CGRect(x: 8, y: 759 - 8 - 44, width: 377, height: 44))

        stage.host.rotate(to: .landscapeRight)
        stage.host.runUntilIdle()
        // Landscape 852 × 393: 59 at each side (the cut-out, and symmetry), 21 for the indicator.
        #expect(content.panel.frame == CGRect(x: 59, y: 0, width: 734, height: 372))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

        stage.host.rotate(to: .portrait)
        stage.host.runUntilIdle()
        #expect(content.panel.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("the S2 card's safe area leaves out the home indicator it overlaps, in portrait and landscape")
    func s2CardSafeArea() throws {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let card = S2AlertViewController()
        card.followsInterfaceOrientation = true
        root.present(card, animated: true)
        host.runUntilIdle()
        // Portrait: the card is 10 points from the bottom (y 582…842); the indicator's inset starts
        // at 818, so the card's last 24 points are unsafe.
        #expect(card.view.frame == CGRect(x: 10, y: 582, width: 373, height: 260))
        #expect(card.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 24, right: 0))
        #expect(card.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 373, height: 236))

        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        // Landscape (the seed's rule): 393 − 20 = 373 wide, centred: x = (852 − 373) ÷ 2; bottom at
        // 383, 11 points into the 21-point inset; clear of the 59-point sides.
        #expect(card.view.frame == CGRect(x: 239.5, y: 123, width: 373, height: 260))
        #expect(card.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 11, right: 0))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}
