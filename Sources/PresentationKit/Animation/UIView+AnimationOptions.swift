extension UIView {
    /// The curve of a view animation, as `UIView.AnimationCurve`.
    public typealias AnimationCurve = UIViewAnimationCurve

    /// Options for `UIView.animate`, with UIKit's bit values.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit so that layout changes animate.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Animating views keep receiving touches (otherwise they ignore them).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen. Animations are additive, so this already holds.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run each cycle forward then backward.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Inside another block, use this block's own duration.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Inside another block, use this block's own curve.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Accepted for compatibility; content is not redrawn per frame.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Used by view transitions: hide rather than remove.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Inside another block, ignore the outer block's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The curve selected by the two curve bits.
        var curve: UIViewAnimationCurve {
            UIViewAnimationCurve(rawValue: Int((rawValue >> 16) & 0x3)) ?? .easeInOut
        }

        /// The timing function of the curve bits: one of the four curves, or, for 7 (the value the
        /// keyboard notifications carry, shifted by 16), the keyboard's curve (Behaviour 15.16).
        var timingFunction: CAMediaTimingFunction {
            (rawValue >> 16) & 0x7 == 7 ? .keyboard : curve.timingFunction
        }
    }

    /// Options for `UIView.animateKeyframes`, with UIKit's bit values.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }

        /// The options shared with plain animation blocks (same bits).
        var shared: AnimationOptions {
            AnimationOptions(rawValue: rawValue & ~(0x7 << 10))
        }
    }
}
