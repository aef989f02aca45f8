extension UIView {
    /// The curve of a view animation, as `UIView.AnimationCurve`.
    public typealias AnimationCurve = UIViewAnimationCurve

    /// Options for `UIView.animate`, with UIKit's bit values.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The option bits, laid out as in UIKit: behaviour flags in bits 0–9, the curve in bits 16–18 and
        /// the transition in bits 20–22.
        public let rawValue: UInt
        /// Creates the option set whose bits are `rawValue`.
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

        /// The ease-in-out curve (curve bits 0), the default when no curve is given.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// The ease-in curve (curve bits 1): slow start, fast finish.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// The ease-out curve (curve bits 2): fast start, slow finish.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// The linear curve (curve bits 3): constant pace throughout.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// A flip around the vertical axis from the left, for view transitions. Accepted for its bit value
        /// only: no animation here reads the transition bits.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip around the vertical axis from the right, for view transitions. Accepted for its bit value
        /// only: no animation here reads the transition bits.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curl upwards, for view transitions. Accepted for its bit value only: no animation here
        /// reads the transition bits.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curl downwards, for view transitions. Accepted for its bit value only: no animation here
        /// reads the transition bits.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A cross-dissolve, for view transitions. Accepted for its bit value only: no animation here reads
        /// the transition bits.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip around the horizontal axis from the top, for view transitions. Accepted for its bit value
        /// only: no animation here reads the transition bits.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip around the horizontal axis from the bottom, for view transitions. Accepted for its bit
        /// value only: no animation here reads the transition bits.
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
        /// The option bits, laid out as in UIKit: behaviour flags in bits 0–9 (shared with
        /// ``UIView/AnimationOptions``) and the calculation mode in bits 10–12.
        public let rawValue: UInt
        /// Creates the option set whose bits are `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The keyframe counterpart of ``UIView/AnimationOptions/layoutSubviews`` (same bit).
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Animating views keep receiving touches during the keyframe animation, as with
        /// ``UIView/AnimationOptions/allowUserInteraction`` (same bit).
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// The keyframe counterpart of ``UIView/AnimationOptions/beginFromCurrentState`` (same bit);
        /// animations are additive, so this already holds.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the keyframe animation forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs each cycle of the keyframe animation forward then backward.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Inside another animation block, uses this block's own duration rather than the outer one.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Inside another animation block, ignores the outer block's user-interaction, repeat and autoreverse
        /// options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Interpolates linearly between keyframe values (mode bits 0), the default.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jumps from one keyframe value to the next with no interpolation (mode bits 1).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Spaces the keyframes for an even pace, ignoring their relative start times (mode bits 2).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Interpolates between keyframe values along a Catmull-Rom spline (mode bits 3); here only
        /// scalar properties such as alpha curve, others interpolate linearly.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Combines the cubic spline with an even pace, ignoring relative start times (mode bits 4);
        /// as with ``calculationModeCubic``, only scalar properties curve here.
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
