import Foundation

/// How a property animator's values move through one run: a cubic curve or a spring.
///
/// Evaluated on the run's own progress σ ∈ [0, 1] (0: where the run started, 1: its target), so a
/// run that starts halfway (after a pause, a scrub or a reversal) eases over what is left.
enum TimelineCurve {
    case bezier(CAMediaTimingFunction)
    case spring(UISpringTimingParameters)

    /// The curve a timing provider describes. A composed provider drives position with its spring and
    /// everything else with its cubic curve (`UITimingCurveType.composed`).
    init(_ provider: any UITimingCurveProvider, forPosition: Bool) {
        let spring = provider.springTimingParameters
        let cubic = provider.cubicTimingParameters
        switch provider.timingCurveType {
        case .spring where spring != nil:
            self = .spring(spring!)
        case .composed where spring != nil && (forPosition || cubic == nil):
            self = .spring(spring!)
        default:
            self = .bezier(cubic?.timingFunction ?? UIViewAnimationCurve.easeInOut.timingFunction)
        }
    }

    /// Whether the run's length comes from the spring itself, not the animator's duration.
    var ownDuration: Double? {
        if case .spring(let parameters) = self { return parameters.settlingDuration() }
        return nil
    }

    /// The motion a spring run follows for one component over `seconds`; nil for a cubic curve.
    func motion(seconds: Double, component: UISpringTimingParameters.VelocityComponent) -> SpringMotion? {
        guard case .spring(let parameters) = self else { return nil }
        return parameters.motion(forDuration: seconds, component: component)
    }

    /// Value progress at run progress `sigma`; `motion` is the run's spring (from `motion(…)`), whose
    /// whole run lasts `seconds`. Exactly 0 at 0 and 1 at 1.
    func value(at sigma: Double, motion: SpringMotion?, seconds: Double) -> Double {
        if sigma <= 0 { return 0 }
        if sigma >= 1 { return 1 }
        switch self {
        case .bezier(let function):
            return function.progress(at: sigma)
        case .spring(let parameters):
            guard let motion else { return sigma }
            // A spring given by mass, stiffness and damping runs its own settling time, stretched
            // or squeezed onto the run; one given by damping ratio was fitted to the run's seconds.
            let span = parameters.usesPhysicalParameters ? motion.settlingDuration : seconds
            return motion.fraction(at: sigma * span)
        }
    }
}
