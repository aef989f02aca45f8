import Foundation

/// Timing information that mimics a spring, for property animators.
///
/// Two flavours, as in UIKit:
/// - by damping ratio (`init(dampingRatio:…)`): the spring is fitted to the animator's duration with
///   `SpringMotion.matching(duration:dampingRatio:initialVelocity:)`;
/// - by physical coefficients (`init()`, `init(mass:stiffness:damping:initialVelocity:)`): the spring
///   runs as specified and the animator's duration is ignored; the animation lasts the spring's
///   `settlingDuration()`. Damping above critical is honoured (the spring creeps).
///
/// Immutable, so it is `Sendable` and can be shared between animators.
public final class UISpringTimingParameters: UITimingCurveProvider, Sendable {
    /// Which component of ``initialVelocity`` drives a given animated property.
    enum VelocityComponent: Sendable {
        /// `dx`: for horizontal motion (x of a position or centre) and for every property that is not a
        /// position (Behaviour 11.29).
        case horizontal
        /// `dy`, for vertical motion.
        case vertical
        /// The vector's length, for properties that are not two-dimensional motion (UIKit: "only the
        /// magnitude of the vector is considered").
        case magnitude
    }

    /// The initial velocity in distances per second: each component is the rate along that axis
    /// divided by the animation's distance along it, positive toward the target.
    public let initialVelocity: CGVector
    /// The damping ratio for the duration-fitted flavour; `nil` for physical coefficients.
    let dampingRatio: Double?
    /// The mass, stiffness and damping for the physical flavour; `nil` for the duration-fitted one.
    let coefficients: (mass: Double, stiffness: Double, damping: Double)?

    /// Creates UIKit's default spring: mass 3, stiffness 1000, damping 500, no initial velocity.
    ///
    /// These are the widely reported values of UIKit's default spring (damping ratio
    /// 500 / 2√3000 ≈ 4.56, the ratio documented for this initializer by swift-win32's UIKit-style API,
    /// and the spring React Navigation uses to imitate iOS). It is heavily over-damped: no overshoot, a
    /// fast start and a long tail. Being given by coefficients, it ignores the animator's duration.
    public convenience init() {
        self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .zero)
    }

    /// Creates a spring with the given damping ratio and no initial velocity, fitted to the animator's
    /// duration. 1 is critical (no overshoot); smaller values oscillate; values above 1 act as 1.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// Creates a spring with the given damping ratio and initial velocity, fitted to the animator's
    /// duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = Double(ratio)
        coefficients = nil
        initialVelocity = velocity
    }

    /// Creates a spring from physical coefficients; the animator's duration is then ignored.
    ///
    /// The damping ratio is damping / (2√(stiffness · mass)). Bad coefficients are clamped as in
    /// `SpringMotion` (non-positive mass → 1, stiffness → 100, negative damping → 0).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil
        coefficients = (Double(mass), Double(stiffness), Double(damping))
        initialVelocity = velocity
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }

    /// `nil`: a spring has no cubic curve.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }

    /// This object.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// Whether the spring is given by mass, stiffness and damping, so the animator's duration is
    /// ignored in favour of `settlingDuration()`.
    var usesPhysicalParameters: Bool { coefficients != nil }

    /// The spring's own duration for the physical flavour: the longest
    /// `SpringMotion.settlingDuration` over the velocity components, so every animated component has
    /// settled when the animation ends; `nil` when the animator's duration applies.
    func settlingDuration() -> Double? {
        guard usesPhysicalParameters else { return nil }
        let components: [VelocityComponent] = [.horizontal, .vertical, .magnitude]
        return components.map { motion(forDuration: 0, component: $0).settlingDuration }.max()
    }

    /// The motion of one animated component over an animator of `duration` seconds.
    ///
    /// `duration` is used only by the damping-ratio flavour.
    func motion(forDuration duration: Double, component: VelocityComponent) -> SpringMotion {
        let velocity: Double
        switch component {
        case .horizontal: velocity = Double(initialVelocity.dx)
        case .vertical: velocity = Double(initialVelocity.dy)
        case .magnitude: velocity = hypot(Double(initialVelocity.dx), Double(initialVelocity.dy))
        }
        if let coefficients {
            return SpringMotion(
                mass: coefficients.mass, stiffness: coefficients.stiffness, damping: coefficients.damping,
                initialVelocity: velocity, allowsOverdamping: true)
        }
        return SpringMotion.matching(
            duration: duration, dampingRatio: dampingRatio ?? 1, initialVelocity: velocity)
    }
}
