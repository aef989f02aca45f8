import Foundation
import Testing

@testable import PresentationKit

/// UIView block animations follow their timing curve exactly, read through `layer.presentation()`
/// at host times that need not fall on frames.
@MainActor
@Suite("UIView.animate curves")
struct UIViewAnimationCurveTests {
    /// The curve options and the control points Core Animation documents for them.
    static let curves: [(UIView.AnimationOptions, (Double, Double, Double, Double))] = [
        (.curveEaseIn, (0.42, 0, 1, 1)),
        (.curveEaseOut, (0, 0, 0.58, 1)),
        (.curveEaseInOut, (0.42, 0, 0.58, 1)),
        (.curveLinear, (0, 0, 1, 1)),
    ]

    @Test("alpha follows an independently solved cubic bezier to 1e-6", arguments: 0..<4)
    func alphaFollowsBezier(curveIndex: Int) throws {
        let (option, points) = Self.curves[curveIndex]
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        view.alpha = 0
        let duration = 0.8
        UIView.animate(withDuration: duration, delay: 0, options: option, animations: { view.alpha = 1 })
        #expect(view.alpha == 1, "the model changes at once")
        var elapsed = 0.0
        for step in 1..<100 {
            // Uneven steps: presentation values are exact at any host time, not only on frames.
            let target = duration * Double(step) / 100 + 0.0001 * Double(step % 3)
            host.advance(by: target - elapsed)
            elapsed = target
            let presented = try #require(view.layer.presentation())
            let expected = ReferenceCurves.bezier(
                points.0, points.1, points.2, points.3, at: target / duration)
            #expect(abs(Double(presented.opacity) - expected) < 1e-6, "at t = \(target)")
        }
    }

    @Test("a block animation starts where the model was and ends on the new model value")
    func modelAndPresentationSeparate() throws {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        UIView.animate(withDuration: 1) { view.center = CGPoint(x: 250, y: 50) }
        #expect(view.center == CGPoint(x: 250, y: 50))
        #expect(try #require(view.layer.presentation()).position == CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        let halfway = try #require(view.layer.presentation()).position.x
        // Ease-in-out is symmetric: half the time is half the distance (to 1e-6 of the distance:
        // Core Animation keeps control points as Float).
        #expect(abs(halfway - 150) < 200 * 1e-6)
        #expect(view.center.x == 250, "the model never moves during the animation")
        host.advance(by: 0.5)
        #expect(try #require(view.layer.presentation()).position == CGPoint(x: 250, y: 50))
        #expect(view.layer.animationKeys() == nil, "the finished animation is removed")
    }

    @Test("frame changes animate position and size together")
    func frameAnimates() throws {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.frame = CGRect(x: 100, y: 200, width: 200, height: 50)
        }
        host.advance(by: 0.25)
        let presented = try #require(view.layer.presentation())
        #expect(abs(presented.frame.origin.x - 25) < 1e-9)
        #expect(abs(presented.frame.origin.y - 50) < 1e-9)
        #expect(abs(presented.frame.width - 125) < 1e-9)
        #expect(abs(presented.frame.height - 87.5) < 1e-9)
    }

    @Test("a delayed animation shows the old value while it waits, then runs its full duration")
    func delayHoldsStartValue() throws {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        host.advance(by: 0.4)
        #expect(try #require(view.layer.presentation()).opacity == 1)
        host.advance(by: 0.6)  // t = 1.0: half-way through the animation proper
        #expect(abs(Double(try #require(view.layer.presentation()).opacity) - 0.5) < 1e-6)
        host.advance(by: 0.5)
        #expect(try #require(view.layer.presentation()).opacity == 0)
    }

    @Test("transforms interpolate by rotation angle, not by matrix entries")
    func transformRotates() throws {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }
        host.advance(by: 0.5)
        let transform = try #require(view.layer.presentation()).transform
        // A quarter turn half done is an eighth turn: the matrix keeps unit scale.
        #expect(abs(transform.m11 - cos(.pi / 4)) < 1e-9)
        #expect(abs(transform.m12 - sin(.pi / 4)) < 1e-9)
    }

    @Test("nested blocks inherit the outer duration unless told to override it")
    func nestedBlocksInherit() throws {
        let host = HeadlessHost()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(a)
        host.window.addSubview(b)
        var inheritedInside = 0.0
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            inheritedInside = UIView.inheritedAnimationDuration
            UIView.animate(withDuration: 0.2) { a.alpha = 0 }
            UIView.animate(withDuration: 0.2, delay: 0, options: [.overrideInheritedDuration, .curveLinear]) {
                b.alpha = 0
            }
        }
        #expect(inheritedInside == 1)
        #expect(UIView.inheritedAnimationDuration == 0)
        host.advance(by: 0.5)
        #expect(abs(Double(try #require(a.layer.presentation()).opacity) - 0.5) < 1e-6)
        #expect(try #require(b.layer.presentation()).opacity == 0)
    }

    @Test("performWithoutAnimation applies changes at once, even inside a block")
    func withoutAnimation() throws {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.25 }
        }
        #expect(view.layer.animationKeys() == nil)
        #expect(try #require(view.layer.presentation()).opacity == 0.25)
    }
}
