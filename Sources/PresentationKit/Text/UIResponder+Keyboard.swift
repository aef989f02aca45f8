import Foundation

/// The software keyboard's notifications and their `userInfo` keys, as UIKit declares them on
/// `UIResponder` (Behaviour 15.16). The host posts them through `NotificationCenter.default` with its
/// `application` as the object.
extension UIResponder {
    /// The keyboard is about to appear.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// The keyboard finished appearing.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// The keyboard is about to disappear.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// The keyboard finished disappearing.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// The keyboard's frame is about to change (posted before each show and hide).
    public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// The keyboard's frame changed.
    public static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change, in screen coordinates: an `NSValue` (read it with
    /// `(value as? NSValue)?.cgRectValue`).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, in screen coordinates: an `NSValue`.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds: an `NSNumber` (0.25; reads `as? Double`).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve: an `NSNumber` holding 7, the keyboard's own curve (reads `as? Int`
    /// or `as? UInt`; `UIView.AnimationOptions(rawValue: curve << 16)` animates with it).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app: an `NSNumber` (always true here).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
