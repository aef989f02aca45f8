import Foundation
import Testing

@testable import PresentationKit

/// A host with one 10 × 10 view at the window's origin (centre (5, 5), alpha 1) for the property
/// animator suites, and readers of what is on screen.
///
/// Values are read from the layer's presentation state (what the renderer draws), in `Double`, so
/// they can be compared with reference values to 1e-6.
@MainActor
struct AnimatorStage {
    let host = HeadlessHost()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    init() {
        host.window.addSubview(view)
    }

    /// What the renderer sees now.
    var shown: LayerState { view.layer.presentationState(at: host.time) }
    var x: Double { Double(shown.position.x) }
    var y: Double { Double(shown.position.y) }
    var alpha: Double { shown.opacity }

    /// Advances the host to the absolute host time `time`.
    func advance(to time: Double) {
        host.advance(by: max(time - host.time, 0))
    }

    /// The diagnostics whose message names the property animator.
    var animatorDiagnostics: [Diagnostic] {
        host.diagnostics.filter { $0.message.hasPrefix("UIViewPropertyAnimator") }
    }
}

/// The cubic curves of `UIView.AnimationCurve`, as control points, for the reference values.
///
/// Core Animation keeps control points as `Float` (`CAMediaTimingFunction(controlPoints:)`), so
/// 0.42 is 0.41999998688…; with the exact decimal the curve differs by about 2e-8, which a
/// 100-point move turns into 2e-6.
enum Curve {
    static let p42 = Double(Float(0.42))
    static let p58 = Double(Float(0.58))
    static let easeInOut = (p42, 0.0, p58, 1.0)
    static let easeIn = (p42, 0.0, 1.0, 1.0)
    static let easeOut = (0.0, 0.0, p58, 1.0)

    /// The ease-in-out curve at time fraction `x`, computed independently of the library.
    static func inOut(_ x: Double) -> Double { value(easeInOut, x) }

    static func value(_ points: (Double, Double, Double, Double), _ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return ReferenceCurves.bezier(points.0, points.1, points.2, points.3, at: x)
    }
}

/// Records the positions completions hear, in order.
@MainActor
final class CompletionLog {
    var positions: [UIViewAnimatingPosition] = []
    var order: [Int] = []

    func attach(to animator: UIViewPropertyAnimator, tag: Int = 0) {
        animator.addCompletion { [self] position in
            positions.append(position)
            order.append(tag)
        }
    }
}

/// `|actual − expected| ≤ tolerance`, with both values in the failure message.
func expectClose(
    _ actual: Double, _ expected: Double, _ tolerance: Double = 1e-6,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        abs(actual - expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected)",
        sourceLocation: sourceLocation)
}
