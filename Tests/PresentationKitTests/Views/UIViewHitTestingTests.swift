import Foundation
import PresentationKit
import Testing

/// A window holding `back` at (0, 0, 200, 200) and, above it, `front` at (100, 100, 200, 200) with
/// `frontChild` at (10, 10, 50, 50) inside it (window (110, 110)–(160, 160)).
@MainActor
private struct Scene {
    let host = HeadlessHost()
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let front = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    let frontChild = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))

    init() {
        host.window.addSubview(back)
        host.window.addSubview(front)
        front.addSubview(frontChild)
    }

    func hit(_ x: CGFloat, _ y: CGFloat) -> UIView? {
        host.window.hitTest(CGPoint(x: x, y: y), with: nil)
    }
}

@Suite("UIView hit-testing")
@MainActor
struct UIViewHitTestingTests {
    // MARK: Which view wins

    @Test func theDeepestViewContainingThePointWins() {
        let scene = Scene()
        #expect(scene.hit(120, 120) === scene.frontChild)
        #expect(scene.hit(180, 180) === scene.front)
        #expect(scene.hit(50, 50) === scene.back)
    }

    @Test func theFrontMostSiblingWinsWhereSiblingsOverlap() {
        let scene = Scene()
        #expect(scene.hit(190, 190) === scene.front)
        scene.host.window.bringSubviewToFront(scene.back)
        #expect(scene.hit(190, 190) === scene.back)
    }

    @Test func aPointOnNoSubviewHitsTheWindow() {
        let scene = Scene()
        #expect(scene.hit(350, 700) === scene.host.window)
    }

    @Test func aPointOutsideTheWindowHitsNothing() {
        let scene = Scene()
        #expect(scene.hit(-1, 10) == nil)
        #expect(scene.hit(10, 844) == nil)
    }

    @Test func pointInsideUsesTheBoundsWithTheirOrigin() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(view.point(inside: CGPoint(x: 99.5, y: 49.5), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 25), with: nil))
        #expect(!view.point(inside: CGPoint(x: -0.5, y: 25), with: nil))
        view.bounds.origin = CGPoint(x: 100, y: 0)
        #expect(view.point(inside: CGPoint(x: 150, y: 25), with: nil))
        #expect(!view.point(inside: CGPoint(x: 50, y: 25), with: nil))
    }

    @Test func hitTestTakesPointsInTheReceiversCoordinates() {
        let scene = Scene()
        #expect(scene.front.hitTest(CGPoint(x: 20, y: 20), with: nil) === scene.frontChild)
        #expect(scene.front.hitTest(CGPoint(x: 100, y: 100), with: nil) === scene.front)
        #expect(scene.front.hitTest(CGPoint(x: -5, y: 20), with: nil) == nil)
    }

    // MARK: Views that are skipped

    @Test func hiddenViewsAndTheirSubtreesAreSkipped() {
        let scene = Scene()
        scene.front.isHidden = true
        #expect(scene.hit(120, 120) === scene.back)
        #expect(scene.hit(250, 250) === scene.host.window)
    }

    @Test func alphaBelowOneHundredthIsSkipped() {
        let scene = Scene()
        scene.front.alpha = 0.009
        #expect(scene.hit(120, 120) === scene.back)
        scene.front.alpha = 0
        #expect(scene.hit(120, 120) === scene.back)
    }

    @Test func alphaOfExactlyOneHundredthIsHittable() {
        let scene = Scene()
        scene.front.alpha = 0.01
        #expect(scene.hit(120, 120) === scene.frontChild)
        scene.frontChild.alpha = 0.01
        #expect(scene.hit(120, 120) === scene.frontChild)
    }

    @Test func disabledInteractionSkipsTheWholeSubtree() {
        let scene = Scene()
        scene.front.isUserInteractionEnabled = false
        // The child keeps interaction on, but its superview turns it off for the subtree.
        #expect(scene.frontChild.isUserInteractionEnabled)
        #expect(scene.hit(120, 120) === scene.back)
        #expect(scene.hit(250, 250) === scene.host.window)
    }

    @Test func aTapReachesTheViewUnderAnOverlayWithInteractionOff() {
        let host = HeadlessHost()
        let button = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        let overlay = UIView(frame: host.window.bounds)
        host.window.addSubview(button)
        host.window.addSubview(overlay)
        #expect(host.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === overlay)
        overlay.isUserInteractionEnabled = false
        #expect(host.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === button)
        #expect(host.window.hitTest(CGPoint(x: 300, y: 300), with: nil) === host.window)
    }

    @Test func aSubviewOutsideItsSuperviewsBoundsIsNotHitThere() {
        let host = HeadlessHost()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let overhang = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        host.window.addSubview(parent)
        parent.addSubview(overhang)
        #expect(!parent.clipsToBounds)
        #expect(host.window.hitTest(CGPoint(x: 175, y: 175), with: nil) === overhang)
        // (220, 220) is inside the overhang but outside its superview: the superview's bounds decide.
        #expect(host.window.hitTest(CGPoint(x: 220, y: 220), with: nil) === host.window)
    }

    @Test func zeroSizeViewsAreNeverHit() {
        let host = HeadlessHost()
        let empty = UIView(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        let line = UIView(frame: CGRect(x: 20, y: 10, width: 0, height: 50))
        host.window.addSubview(empty)
        host.window.addSubview(line)
        #expect(host.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === host.window)
        #expect(host.window.hitTest(CGPoint(x: 20, y: 30), with: nil) === host.window)
    }

    // MARK: Overrides

    @Test func anEnlargedPointInsideWidensTheTouchArea() {
        /// The UIKit idiom for small buttons: accept touches 20 points around the bounds.
        final class SmallButton: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let host = HeadlessHost()
        let button = SmallButton(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        host.window.addSubview(button)
        #expect(host.window.hitTest(CGPoint(x: 85, y: 125), with: nil) === button)
        #expect(host.window.hitTest(CGPoint(x: 75, y: 105), with: nil) === host.window)
    }

    @Test func aPassThroughContainerLetsTouchesReachTheViewsBelow() {
        /// The UIKit idiom for overlays: hit subviews, never the container itself.
        final class PassThroughView: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let hit = super.hitTest(point, with: event)
                return hit === self ? nil : hit
            }
        }
        let host = HeadlessHost()
        let below = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let overlay = PassThroughView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let badge = UIView(frame: CGRect(x: 150, y: 0, width: 50, height: 50))
        host.window.addSubview(below)
        host.window.addSubview(overlay)
        overlay.addSubview(badge)
        #expect(host.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === below)
        #expect(host.window.hitTest(CGPoint(x: 175, y: 25), with: nil) === badge)
    }

    // MARK: Transforms

    @Test func aScaledViewIsHitWhereItIsDrawn() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        view.addSubview(child)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about (150, 150): the view covers (50, 50)–(250, 250), the child (50, 50)–(70, 70).
        #expect(host.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === child)
        #expect(host.window.hitTest(CGPoint(x: 80, y: 80), with: nil) === view)
        #expect(host.window.hitTest(CGPoint(x: 240, y: 240), with: nil) === view)
        #expect(host.window.hitTest(CGPoint(x: 45, y: 150), with: nil) === host.window)
    }

    @Test func aRotatedViewIsHitWhereItIsDrawn() {
        let host = HeadlessHost()
        // A 200×20 bar about (200, 200), turned upright: it covers x 190…210, y 100…300.
        let bar = UIView(frame: CGRect(x: 100, y: 190, width: 200, height: 20))
        host.window.addSubview(bar)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(host.window.hitTest(CGPoint(x: 200, y: 110), with: nil) === bar)
        #expect(host.window.hitTest(CGPoint(x: 205, y: 290), with: nil) === bar)
        // Where the unturned bar would be.
        #expect(host.window.hitTest(CGPoint(x: 120, y: 200), with: nil) === host.window)
    }

    @Test func aSingularTransformHitsNothing() {
        let host = HeadlessHost()
        let flat = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(flat)
        flat.transform = CGAffineTransform(scaleX: 0, y: 1)
        #expect(host.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === host.window)
    }

    // MARK: Animations

    @Test func aViewAnimatingWithoutAllowUserInteractionIsNotHitUntilTheEnd() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        view.addSubview(child)
        UIView.animate(withDuration: 1) {
            view.frame = CGRect(x: 200, y: 200, width: 100, height: 100)
        }
        host.advance(by: 0.5)
        #expect(host.window.hitTest(CGPoint(x: 250, y: 250), with: nil) === host.window)
        #expect(host.window.hitTest(CGPoint(x: 205, y: 205), with: nil) === host.window, "its subtree too")
        host.advance(by: 0.49)
        #expect(host.window.hitTest(CGPoint(x: 250, y: 250), with: nil) === host.window)
        host.advance(by: 0.01)
        #expect(host.window.hitTest(CGPoint(x: 250, y: 250), with: nil) === view)
        #expect(host.window.hitTest(CGPoint(x: 205, y: 205), with: nil) === child)
    }

    @Test func aViewAnimatingWithAllowUserInteractionIsHitAtItsModelFrame() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction]) {
            view.frame = CGRect(x: 200, y: 200, width: 100, height: 100)
        } completion: { _ in
        }
        host.advance(by: 0.5)
        // Ease-in-out is symmetric: halfway in time, the view is drawn halfway, at (100, 100) (to
        // the bezier solver's precision).
        let onScreen = view.layer.presentation()?.frame ?? .null
        #expect(abs(onScreen.minX - 100) < 1e-3 && abs(onScreen.minY - 100) < 1e-3, "\(onScreen)")
        // Hit-testing uses the model: the final frame is hit, the drawn one is not.
        #expect(host.window.hitTest(CGPoint(x: 250, y: 250), with: nil) === view)
        #expect(host.window.hitTest(CGPoint(x: 150, y: 150), with: nil) === host.window)
    }

    @Test func modelAlphaDecidesMidFade() {
        let host = HeadlessHost()
        let fadingOut = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fadingIn = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        fadingIn.alpha = 0
        host.window.addSubview(fadingOut)
        host.window.addSubview(fadingIn)
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction]) {
            fadingOut.alpha = 0
            fadingIn.alpha = 1
        }
        host.advance(by: 0.1)
        // On screen the first is still nearly opaque and the second nearly clear; the model says
        // the opposite, and the model decides.
        #expect((fadingOut.layer.presentation()?.opacity ?? 0) > 0.9)
        #expect(host.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === host.window)
        #expect(host.window.hitTest(CGPoint(x: 250, y: 50), with: nil) === fadingIn)
    }

    @Test func onlyTheAnimatingViewIsBlockedNotItsSiblings() {
        let host = HeadlessHost()
        let moving = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let still = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        host.window.addSubview(moving)
        host.window.addSubview(still)
        UIView.animate(withDuration: 1) { moving.alpha = 0.5 }
        host.advance(by: 0.25)
        #expect(host.window.hitTest(CGPoint(x: 250, y: 50), with: nil) === still)
        #expect(host.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === host.window)
    }

    @Test func aDelayedAnimationBlocksInteractionDuringItsDelay() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        UIView.animate(withDuration: 0.5, delay: 0.5, options: []) {
            view.center = CGPoint(x: 60, y: 60)
        }
        host.advance(by: 0.25)
        #expect(host.window.hitTest(CGPoint(x: 55, y: 55), with: nil) === host.window)
        host.advance(by: 0.75)
        #expect(host.window.hitTest(CGPoint(x: 55, y: 55), with: nil) === view)
    }
}
