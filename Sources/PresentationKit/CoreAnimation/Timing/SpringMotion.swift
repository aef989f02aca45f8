import Foundation

/// The motion of a damped spring that carries an animation from progress 0 to progress 1.
///
/// The model is CASpringAnimation's: a mass `m` on a spring of stiffness `k` with viscous damping `c`,
/// released at the start value with velocity `initialVelocity` and pulled toward the target, so the
/// displacement from the target obeys m·x'' + c·x' + k·x = 0 with x(0) = 1. Progress is 1 − x.
///
/// Units follow Core Animation and UIKit: `initialVelocity` is measured in whole animation distances
/// per second, positive toward the target (1 covers the distance in one second at the initial rate;
/// negative starts by moving away).
///
/// The motion is evaluated in closed form, not integrated, so any time can be sampled directly and
/// results are identical frame for frame. All three regimes are written as
/// x(t) = e^(−σt)·[C(t) + b·S(t)] with σ = c/2m, b = σ − v₀ and
/// - under-damped (ω_d² = ω₀² − σ² > 0): C = cos ω_d t, S = sin(ω_d t)/ω_d;
/// - critically damped: C = 1, S = t;
/// - over-damped (γ² = σ² − ω₀² > 0): C = cosh γt, S = sinh(γt)/γ.
///
/// S is evaluated as a ratio (sin x / ω_d, or through `expm1` for sinh), never as a difference of
/// nearly equal exponentials, so damping ratios arbitrarily close to 1 lose no precision; the
/// over-damped exponentials are combined in factored form so large times underflow to 0 instead of
/// producing ∞·0. Ratios within 1e-12 (relative, on ω₀² − σ²) of critical use the critical form.
struct SpringMotion: Sendable, Equatable {
    /// The mass, in (0, ∞). Non-finite or non-positive input becomes 1 (CASpringAnimation's default).
    let mass: Double
    /// The stiffness, in (0, ∞). Non-finite or non-positive input becomes 100 (CASpringAnimation's
    /// default).
    let stiffness: Double
    /// The damping coefficient, ≥ 0. Negative input becomes 0 (undamped; a negative coefficient would
    /// diverge); NaN or +∞ becomes 10 (CASpringAnimation's default).
    let damping: Double
    /// The initial velocity in distances per second toward the target; non-finite input becomes 0.
    let initialVelocity: Double
    /// Whether damping above critical is honoured. When `false`, as by default in CASpringAnimation,
    /// an over-damped spring moves like the critically damped one (damping 2√(mk)).
    let allowsOverdamping: Bool

    /// How the solution oscillates, with the regime's frequency.
    private enum Regime: Sendable, Equatable {
        /// Oscillating with damped angular frequency ω_d.
        case underdamped(Double)
        /// The fastest non-oscillating motion.
        case critical
        /// Creeping, with γ = √(σ² − ω₀²).
        case overdamped(Double)
    }

    /// The decay rate σ = c/2m of the effective damping.
    private let decay: Double
    /// ω₀² = k/m.
    private let naturalFrequencySquared: Double
    /// The regime of the effective damping.
    private let regime: Regime

    /// Bounds applied to mass, stiffness and damping so that no intermediate (such as σ²) overflows.
    static let coefficientRange = 1e-12...1e14
    /// Bound on |initialVelocity|, for the same reason.
    static let maximumVelocity = 1e12

    /// Creates a spring, clamping bad input as documented on each property.
    init(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double,
        allowsOverdamping: Bool = false
    ) {
        let range = Self.coefficientRange
        let mass = mass.isFinite && mass > 0 ? min(max(mass, range.lowerBound), range.upperBound) : 1
        let stiffness =
            stiffness.isFinite && stiffness > 0
            ? min(max(stiffness, range.lowerBound), range.upperBound) : 100
        let damping = damping.isNaN || damping == .infinity ? 10 : min(max(damping, 0), range.upperBound)
        let velocity =
            initialVelocity.isFinite
            ? min(max(initialVelocity, -Self.maximumVelocity), Self.maximumVelocity) : 0
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = velocity
        self.allowsOverdamping = allowsOverdamping

        let omegaSquared = stiffness / mass
        let omega = omegaSquared.squareRoot()
        let criticalDamping = 2 * (stiffness * mass).squareRoot()
        let effectiveDamping = !allowsOverdamping && damping > criticalDamping ? criticalDamping : damping
        var sigma = effectiveDamping / (2 * mass)
        let difference = (omega - sigma) * (omega + sigma)  // ω₀² − σ², factored to avoid overflow.
        naturalFrequencySquared = omegaSquared
        if abs(difference) <= 1e-12 * omegaSquared {
            regime = .critical
            sigma = omega
        } else if difference > 0 {
            regime = .underdamped(difference.squareRoot())
        } else {
            regime = .overdamped((-difference).squareRoot())
        }
        decay = sigma
    }

    /// The damping ratio ζ = c / 2√(mk) of the given (not the effective) damping.
    var dampingRatio: Double {
        damping / (2 * (stiffness * mass).squareRoot())
    }

    /// Progress toward the target at `t` seconds after the start: 0 at t = 0, tending to 1.
    ///
    /// Under-damped springs overshoot 1. Times before the start (and NaN) read as the start; +∞ reads
    /// as the rest position 1.
    func fraction(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t.isFinite else { return 1 }
        let (c, s) = decayedBasis(at: t)
        return 1 - (c + (decay - initialVelocity) * s)
    }

    /// The rate of change of ``fraction(at:)`` in distances per second, equal to `initialVelocity` at the
    /// start. Times before the start (and NaN) read as the start; +∞ gives 0.
    func velocity(at t: Double) -> Double {
        guard t > 0 else { return initialVelocity }
        guard t.isFinite else { return 0 }
        let (c, s) = decayedBasis(at: t)
        // d/dt of e^(−σt)·[C + bS], using C' = −qS, S' = C with q = ω₀² − σ², and negated for progress.
        return initialVelocity * c + (naturalFrequencySquared - decay * initialVelocity) * s
    }

    /// An upper bound on |1 − fraction(t)| for t ≥ 0 that is 1 at t = 0 and, after at most one
    /// maximum, decreases to 0; used for the settling duration and the duration-matching rule.
    ///
    /// Under-damped: e^(−σt)·min(R, 1 + |b|t) with the oscillation amplitude R = √(1 + (b/ω_d)²)
    /// (the second term keeps the bound tight, and continuous, as ζ → 1 where R grows without limit).
    /// Critically damped: e^(−σt)(1 + |b|t). Over-damped: e^(−σt)(cosh γt + |b| sinh(γt)/γ).
    func displacementBound(at t: Double) -> Double {
        let t = t.isNaN ? 0 : max(t, 0)
        guard t.isFinite else { return 0 }
        let slope = abs(decay - initialVelocity)
        switch regime {
        case .underdamped(let frequency):
            let amplitude = hypot(1, slope / frequency)
            return exp(-decay * t) * min(amplitude, 1 + slope * t)
        case .critical:
            let envelope = exp(-decay * t)
            return envelope == 0 ? 0 : envelope * (1 + slope * t)
        case .overdamped:
            let (c, s) = decayedBasis(at: t)
            return c + slope * s
        }
    }

    /// (e^(−σt)·C(t), e^(−σt)·S(t)) for finite t > 0, in a form that neither cancels nor overflows.
    private func decayedBasis(at t: Double) -> (Double, Double) {
        switch regime {
        case .underdamped(let frequency):
            let envelope = exp(-decay * t)
            guard envelope > 0 else { return (0, 0) }
            var phase = frequency * t
            if !phase.isFinite {
                // Only an (almost) undamped spring gets here; its motion is periodic, so reduce t first.
                phase = frequency * t.truncatingRemainder(dividingBy: 2 * .pi / frequency)
            }
            return (envelope * cos(phase), envelope * sin(phase) / frequency)
        case .critical:
            let envelope = exp(-decay * t)
            guard envelope > 0 else { return (0, 0) }
            return (envelope, envelope * t)
        case .overdamped(let gamma):
            // e^(−σt)cosh γt = ½(e^(−slow·t) + e^(−fast·t)) with slow = σ − γ = ω₀²/(σ + γ).
            let fast = decay + gamma
            let slow = naturalFrequencySquared / fast
            let slowTerm = exp(-slow * t)
            // e^(−σt)sinh(γt)/γ = e^(−slow·t)·(1 − e^(−2γt))/2γ, via expm1 to stay exact for small γt.
            return (0.5 * (slowTerm + exp(-fast * t)), -slowTerm * expm1(-2 * gamma * t) / (2 * gamma))
        }
    }
}
