import Foundation
import Testing

@testable import PresentationKit

@Suite("UICubicTimingParameters and UISpringTimingParameters")
struct TimingParametersTests {
    @Test("the default cubic parameters are UIKit's ease-in-out")
    func defaultCubic() {
        let parameters = UICubicTimingParameters()
        #expect(parameters.animationCurve == .easeInOut)
        #expect(parameters.timingCurveType == .builtin)
        #expect(parameters.controlPoint1 == CGPoint(x: CGFloat(Float(0.42)), y: 0))
        #expect(parameters.controlPoint2 == CGPoint(x: CGFloat(Float(0.58)), y: 1))
        #expect(parameters.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(parameters.cubicTimingParameters === parameters)
        #expect(parameters.springTimingParameters == nil)
    }

    @Test("custom control points make a cubic curve that evaluates them")
    func customCubic() {
        let parameters = UICubicTimingParameters(
            controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
        #expect(parameters.timingCurveType == .cubic)
        #expect(parameters.controlPoint1 == CGPoint(x: CGFloat(Float(0.1)), y: CGFloat(Float(0.9))))
        let p = [0.1, 0.9, 0.2, 1].map { Double(Float($0)) }
        let expected = ReferenceSolvers.bezierProgress(0.3, p[0], p[1], p[2], p[3])
        #expect(abs(parameters.timingFunction.progress(at: 0.3) - expected) <= 1e-9)
        let linear = UICubicTimingParameters(animationCurve: .linear)
        #expect(linear.timingFunction.progress(at: 0.37) == 0.37)
    }

    @Test("damping-ratio springs follow the animator's duration")
    func ratioSpring() {
        let parameters = UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 3, dy: -4))
        #expect(parameters.timingCurveType == .spring)
        #expect(parameters.springTimingParameters === parameters)
        #expect(parameters.cubicTimingParameters == nil)
        #expect(!parameters.usesPhysicalParameters)
        #expect(parameters.settlingDuration() == nil)
        let horizontal = parameters.motion(forDuration: 0.4, component: .horizontal)
        #expect(horizontal == SpringMotion.matching(duration: 0.4, dampingRatio: 0.6, initialVelocity: 3))
        #expect(parameters.motion(forDuration: 0.4, component: .vertical).initialVelocity == -4)
        #expect(parameters.motion(forDuration: 0.4, component: .magnitude).initialVelocity == 5)
        #expect(UISpringTimingParameters(dampingRatio: 1).initialVelocity == .zero)
    }

    @Test("physical springs ignore the duration, allow overdamping and settle on their own")
    func physicalSpring() {
        let parameters = UISpringTimingParameters(
            mass: 2, stiffness: 300, damping: 80, initialVelocity: CGVector(dx: 1, dy: 0))
        #expect(parameters.usesPhysicalParameters)
        let motion = parameters.motion(forDuration: 99, component: .horizontal)
        let expected = SpringMotion(
            mass: 2, stiffness: 300, damping: 80, initialVelocity: 1, allowsOverdamping: true)
        #expect(motion == expected)
        #expect(parameters.motion(forDuration: 0.1, component: .horizontal) == expected)
        let vertical = SpringMotion(
            mass: 2, stiffness: 300, damping: 80, initialVelocity: 0, allowsOverdamping: true)
        #expect(parameters.settlingDuration() == max(expected.settlingDuration, vertical.settlingDuration))
    }

    @Test("the default spring is the reported mass 3, stiffness 1000, damping 500 (ζ ≈ 4.56)")
    func defaultSpring() {
        let parameters = UISpringTimingParameters()
        #expect(parameters.usesPhysicalParameters)
        #expect(parameters.initialVelocity == .zero)
        let motion = parameters.motion(forDuration: 0.3, component: .magnitude)
        #expect(motion.mass == 3 && motion.stiffness == 1000 && motion.damping == 500)
        #expect(abs(motion.dampingRatio - 4.564) <= 1e-3)
        let settling = parameters.settlingDuration() ?? 0
        #expect(settling.isFinite && settling > 0)
        #expect(abs(1 - motion.fraction(at: settling)) <= SpringMotion.settlingThreshold + 1e-12)
    }
}
