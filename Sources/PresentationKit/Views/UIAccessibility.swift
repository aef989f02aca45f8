import Foundation

/// Accessibility traits of an element, as `UIAccessibilityTraits`.
///
/// Traits are only stored here (``UIResponder/accessibilityTraits``): no view sets any by default
/// (UIKit's buttons, labels and disabled controls do), and nothing reads them.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits: a plain element, and every responder's default here.
    public static let none = UIAccessibilityTraits([])
    /// The element acts as a button when activated.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element opens a link when activated.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element is a picture or behaves as one.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is currently selected, as a chosen tab or row is.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element is text that does not change and is read as is.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element heads a section of content, so assistive technologies can jump between headers.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The element cannot be used at the moment, as a disabled control cannot.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element holds a value that can be stepped up and down, as a slider's is.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

/// The accessibility system, as UIKit's `UIAccessibility` namespace. Nothing is spoken here:
/// notifications are recorded on the host in charge (`HeadlessHost.events`, kind `.accessibility`).
@MainActor
public enum UIAccessibility {
    /// A notification to VoiceOver and other assistive technologies.
    public struct Notification: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared (a presentation ended); the argument is the element to focus.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed; the argument is the element to focus.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to speak; the argument is the string.
        public static let announcement = Notification(rawValue: 1008)
        /// The content scrolled by a page; the argument is a description.
        public static let pageScrolled = Notification(rawValue: 1009)

        public var description: String {
            switch self {
            case .screenChanged: "screenChanged"
            case .layoutChanged: "layoutChanged"
            case .announcement: "announcement"
            case .pageScrolled: "pageScrolled"
            default: "notification(\(rawValue))"
            }
        }
    }

    /// Posts `notification` with `argument` to assistive technologies: recorded on the host.
    public static func post(notification: Notification, argument: Any?) {
        let detail = argument.map { "\(notification) \(describe($0))" } ?? "\(notification)"
        UIScreen.current?.clock?.recordEvent(.accessibility, detail)
    }

    private static func describe(_ argument: Any) -> String {
        if let text = argument as? String { return "\"\(text)\"" }
        return "\(type(of: argument))"
    }

    /// Whether VoiceOver is on: never, here.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether the user asked for reduced motion: never, here (transitions animate in full).
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for less transparency: the host's setting
    /// (`HeadlessHost.isReduceTransparencyEnabled`); blurs then show opaque colours.
    public static var isReduceTransparencyEnabled: Bool { UIScreen.current?.reducesTransparency ?? false }
    /// Posted when `isReduceTransparencyEnabled` changes.
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
}
