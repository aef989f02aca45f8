import Foundation

/// Independent reference computations for the timing tests, deliberately written differently from the
/// library (Bernstein form and plain bisection; numerical integration instead of closed forms).
enum ReferenceSolvers {
    /// The Bézier coordinate in Bernstein form, end points 0 and 1.
    static func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// Progress of the curve (x1, y1, x2, y2) at time fraction `x`, by bisection on x(t) alone.
    static func bezierProgress(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double
    {
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let middle = 0.5 * (low + high)
            if bernstein(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return bernstein(0.5 * (low + high), y1, y2)
    }

    /// One state of the integrated spring: progress and its rate.
    struct SpringState {
        var fraction: Double
        var velocity: Double
    }

    /// Integrates m·x'' + c·x' + k·x = 0 for the displacement x = 1 − fraction with classical RK4,
    /// starting at fraction 0 with velocity `v0` (toward the target), and samples every `sampleEvery`
    /// seconds up to `end`.
    static func integrateSpring(
        mass m: Double, stiffness k: Double, damping c: Double, initialVelocity v0: Double,
        end: Double, sampleEvery: Double, step: Double = 1e-5
    ) -> [(time: Double, state: SpringState)] {
        func acceleration(_ x: Double, _ v: Double) -> Double { (-k * x - c * v) / m }
        var x = 1.0
        var v = -v0
        var samples: [(Double, SpringState)] = [(0, SpringState(fraction: 0, velocity: v0))]
        let stepsPerSample = Int((sampleEvery / step).rounded())
        let sampleCount = Int((end / sampleEvery).rounded())
        for sample in 1...sampleCount {
            for _ in 0..<stepsPerSample {
                let k1x = v
                let k1v = acceleration(x, v)
                let k2x = v + 0.5 * step * k1v
                let k2v = acceleration(x + 0.5 * step * k1x, v + 0.5 * step * k1v)
                let k3x = v + 0.5 * step * k2v
                let k3v = acceleration(x + 0.5 * step * k2x, v + 0.5 * step * k2v)
                let k4x = v + step * k3v
                let k4v = acceleration(x + step * k3x, v + step * k3v)
                x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            }
            samples.append((Double(sample) * sampleEvery, SpringState(fraction: 1 - x, velocity: -v)))
        }
        return samples
    }

    /// Solves (1 + u)e^(−u) = target for u > 1 by bisection.
    static func criticalEnvelopeRoot(target: Double) -> Double {
        var low = 1.0
        var high = 100.0
        for _ in 0..<200 {
            let middle = 0.5 * (low + high)
            if (1 + middle) * exp(-middle) > target { low = middle } else { high = middle }
        }
        return 0.5 * (low + high)
    }
}
