import Foundation
import Testing

@testable import PresentationKit

/// Two animators on the same property add up (Behaviour 11.21); stopping or reversing one takes back
/// only its own share, so the other goes on from what is on screen.
@MainActor
@Suite("UIViewPropertyAnimator · two animators on one property")
struct UIViewPropertyAnimatorCompositionTests {
    @Test(
        "stopping one leaves the screen where it was; the other still adds its whole change (Behaviour 11.4)")
    func stopOneOfTwo() {
        let stage = AnimatorStage()
        let first = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        first.startAnimation()
        stage.advance(to: 0.5)
        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 205 }
        second.startAnimation()
        stage.advance(to: 0.6)
        // first: 5 + 100 × 0.6 − 100 (its offset decays from −100 to 0) … on screen: model 205
        // − 100 × (1 − 0.6) (first's share) − 100 × (1 − 0.1) (second's share).
        let before = stage.x
        #expect(abs(before - (205 - 40 - 90)) < 1e-9)
        first.stopAnimation(true)
        #expect(abs(stage.x - before) < 1e-9, "no jump")
        stage.advance(to: 1.5)
        // The first stopped 60 % of the way through its +100; the second adds its whole +100.
        #expect(abs(stage.x - 165) < 1e-9)
        #expect(abs(stage.view.center.x - 165) < 1e-9)
    }

    @Test("one run back to its start gives back only its own change (Behaviour 11.3, 11.11)")
    func reverseOneOfTwo() {
        let stage = AnimatorStage()
        let first = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x += 100 }
        let second = UIViewPropertyAnimator(duration: 2, curve: .linear) { stage.view.center.x += 50 }
        first.startAnimation()
        second.startAnimation()
        stage.advance(to: 0.5)
        first.isReversed = true
        stage.advance(to: 1.0)
        #expect(first.state == .inactive)
        #expect(abs(stage.view.center.x - 55) < 1e-9, "5 + 50: the first gave back its 100")
        stage.advance(to: 2)
        #expect(abs(stage.x - 55) < 1e-9)
    }

    @Test(
        "alone on its property, a run back to the start restores the value before the block, whatever was set since (Behaviour 11.3)"
    )
    func reverseAloneRestoresTheStart() {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        animator.startAnimation()
        stage.advance(to: 0.5)
        // A layout pass puts the view elsewhere meanwhile (a presentation controller's layout).
        UIView.performWithoutAnimation { stage.view.center.x = 300 }
        animator.isReversed = true
        stage.advance(to: 1.5)
        #expect(animator.state == .inactive)
        #expect(stage.view.center.x == 5)
    }
}
