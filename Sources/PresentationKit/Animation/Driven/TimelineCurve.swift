import Foundation

/// How a property animator's values move through one run: a cubic curve or a spring.
///
/// Evaluated on the run's own progress σ ∈ [0, 1] (0: where the run started, 1: its target), so a
/// run that starts halfway (after a pause, a scrub or a reversal) eases over what is left.
enum TimelineCurve {
    case bezier(CAMediaTimingFunction)
    /// `settling`: a spring given by mass, stiffness and damping runs this long of its own
    /// (``UISpringTimingParameters/settlingDuration()``, worked out once here: it is a search); nil
    /// for a spring fitted to the run's seconds.
    case spring(UISpringTimingParameters, settling: Double?)

    /// The curve a timing provider describes. A composed provider drives position with its spring and
    /// everything else with its cubic curve (`UITimingCurveType.composed`).
    init(_ provider: any UITimingCurveProvider, forPosition: Bool) {
        let spring = provider.springTimingParameters
        let cubic = provider.cubicTimingParameters
        switch provider.timingCurveType {
        case .spring where spring != nil:
            self = .spring(spring!, settling: spring!.settlingDuration())
        case .composed where spring != nil && (forPosition || cubic == nil):
            self = .spring(spring!, settling: spring!.settlingDuration())
        default:
            self = .bezier(cubic?.timingFunction ?? UIViewAnimationCurve.easeInOut.timingFunction)
        }
    }

    /// Whether the run's length comes from the spring itself, not the animator's duration.
    var ownDuration: Double? {
        if case .spring(_, let settling) = self { return settling }
        return nil
    }

    /// The motion a spring run follows for one component over `seconds`; nil for a cubic curve.
    func motion(seconds: Double, component: UISpringTimingParameters.VelocityComponent) -> SpringMotion? {
        guard case .spring(let parameters, _) = self else { return nil }
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
        case .spring(_, let settling):
            guard let motion else { return sigma }
            // A spring given by mass, stiffness and damping runs its own settling time, stretched
            // or squeezed onto the run; one given by damping ratio was fitted to the run's seconds.
            // The settling time is the spring's, not this component's: each component has its own
            // velocity and so its own settling time, and scaling each by its own would run x and y
            // on different clocks, none of them the spring's.
            return motion.fraction(at: sigma * (settling ?? seconds))
        }
    }
}
