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

extension CAMediaTimingFunction {
    /// The keyboard's curve (UIKit's private curve 7), as this project draws it: the cubic bezier
    /// (0.38, 0.7), (0.125, 1), a fit to the keyboard's motion reported publicly (Behaviour 15.16).
    static let keyboard = CAMediaTimingFunction(controlPoints: 0.38, 0.7, 0.125, 1)
}
