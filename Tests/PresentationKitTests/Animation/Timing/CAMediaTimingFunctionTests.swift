import Foundation
import Testing

@testable import PresentationKit

@Suite("CAMediaTimingFunction and UIViewAnimationCurve")
struct CAMediaTimingFunctionTests {
    /// All four control points of `function`, read through the Core Animation API.
    static func points(of function: CAMediaTimingFunction) -> [[Float]] {
        (0...3).map { index in
            var values: [Float] = [-9, -9]
            values.withUnsafeMutableBufferPointer {
                function.getControlPoint(at: index, values: $0.baseAddress!)
            }
            return values
        }
    }

    @Test("named functions report Core Animation's documented control points")
    func namedControlPoints() {
        let expected: [(CAMediaTimingFunctionName, [[Float]])] = [
            (.linear, [[0, 0], [0, 0], [1, 1], [1, 1]]),
            (.easeIn, [[0, 0], [0.42, 0], [1, 1], [1, 1]]),
            (.easeOut, [[0, 0], [0, 0], [0.58, 1], [1, 1]]),
            (.easeInEaseOut, [[0, 0], [0.42, 0], [0.58, 1], [1, 1]]),
            (.default, [[0, 0], [0.25, 0.1], [0.25, 1], [1, 1]]),
        ]
        for (name, points) in expected {
            #expect(Self.points(of: CAMediaTimingFunction(name: name)) == points, "\(name.rawValue)")
        }
    }

    @Test("names round-trip through their raw strings; unknown names give the default curve")
    func names() {
        #expect(CAMediaTimingFunctionName(rawValue: "easeInEaseOut") == .easeInEaseOut)
        #expect(CAMediaTimingFunctionName.default.rawValue == "default")
        #expect(
            CAMediaTimingFunction(name: CAMediaTimingFunctionName("bogus"))
                == CAMediaTimingFunction(name: .default))
    }

    @Test("equality compares control points")
    func equality() {
        #expect(
            CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
                == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(CAMediaTimingFunction(name: .easeIn) != CAMediaTimingFunction(name: .easeOut))
    }

    @Test("custom control points are sanitised and out-of-range indices clamp")
    func customPoints() {
        let function = CAMediaTimingFunction(controlPoints: -0.5, 2, .nan, 0.5)
        #expect(Self.points(of: function) == [[0, 0], [0, 2], [1, 0.5], [1, 1]])
        var values: [Float] = [-9, -9]
        values.withUnsafeMutableBufferPointer { function.getControlPoint(at: 99, values: $0.baseAddress!) }
        #expect(values == [1, 1])
    }

    @Test("UIViewAnimationCurve maps to the matching Core Animation curve with UIKit's raw values")
    func animationCurves() {
        #expect(UIViewAnimationCurve.easeInOut.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(UIViewAnimationCurve.easeIn.timingFunction == CAMediaTimingFunction(name: .easeIn))
        #expect(UIViewAnimationCurve.easeOut.timingFunction == CAMediaTimingFunction(name: .easeOut))
        #expect(UIViewAnimationCurve.linear.timingFunction == CAMediaTimingFunction(name: .linear))
        #expect(UIViewAnimationCurve(rawValue: 0) == .easeInOut)
        #expect(UIViewAnimationCurve(rawValue: 3) == .linear)
    }
}
