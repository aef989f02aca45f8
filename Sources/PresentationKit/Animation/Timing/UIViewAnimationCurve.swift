import Foundation

/// The predefined timing curves of view animations (UIKit's `UIView.AnimationCurve`).
///
/// Declared at file scope so the timing layer does not depend on `UIView`; `UIView` exposes it as
/// `UIView.AnimationCurve`. Raw values match UIKit's.
public enum UIViewAnimationCurve: Int, Sendable {
    /// Slow start and finish (Core Animation's `.easeInEaseOut`).
    case easeInOut = 0
    /// Slow start (`.easeIn`).
    case easeIn
    /// Slow finish (`.easeOut`).
    case easeOut
    /// Constant pace (`.linear`).
    case linear

    /// The Core Animation timing function that realises this curve.
    var timingFunction: CAMediaTimingFunction {
        switch self {
        case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
        case .easeIn: CAMediaTimingFunction(name: .easeIn)
        case .easeOut: CAMediaTimingFunction(name: .easeOut)
        case .linear: CAMediaTimingFunction(name: .linear)
        }
    }
}
