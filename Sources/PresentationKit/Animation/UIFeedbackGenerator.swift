import Foundation

/// The base of the haptic feedback generators, as `UIFeedbackGenerator`. There is no Taptic Engine
/// here: each feedback is recorded on the host in charge (`HeadlessHost.events`, kind `.haptic`),
/// so a test can check that a presentation taps the user at the right moment.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Readies the generator; nothing to ready here.
    open func prepare() {}

    /// Records `detail` on the host in charge.
    func emit(_ detail: String) {
        UIScreen.current?.clock?.recordEvent(.haptic, detail)
    }
}

/// Physical impacts, as `UIImpactFeedbackGenerator`.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable {
        /// A small, light impact; recorded as `impact(light, intensity …)`.
        case light
        /// A moderate impact, the style ``UIImpactFeedbackGenerator/init()`` uses; recorded as
        /// `impact(medium, intensity …)`.
        case medium
        /// A large, heavy impact; recorded as `impact(heavy, intensity …)`.
        case heavy
        /// A dull, flexible impact; recorded as `impact(soft, intensity …)`.
        case soft
        /// A sharp, stiff impact; recorded as `impact(rigid, intensity …)`.
        case rigid
    }

    private let style: FeedbackStyle

    /// Creates a generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of medium impacts.
    public convenience override init() {
        self.init(style: .medium)
    }

    /// Plays an impact at full intensity.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// Plays an impact at `intensity` (clamped to 0…1).
    open func impactOccurred(intensity: CGFloat) {
        let clamped = intensity.isFinite ? min(max(intensity, 0), 1) : 1
        emit("impact(\(style), intensity \(clamped))")
    }
}

/// A change of selection, as `UISelectionFeedbackGenerator`.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection-changed feedback.
    open func selectionChanged() {
        emit("selection")
    }
}

/// Success, warning and error feedback, as `UINotificationFeedbackGenerator`.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the feedback conveys.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded; recorded as `notification(success)`.
        case success
        /// A task produced a warning; recorded as `notification(warning)`.
        case warning
        /// A task failed; recorded as `notification(error)`.
        case error
    }

    /// Plays the feedback for `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        emit("notification(\(notificationType))")
    }
}
