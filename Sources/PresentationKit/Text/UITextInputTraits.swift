import Foundation

/// The kind of keyboard a text input asks for, as `UIKeyboardType`. Stored only: the host's
/// keyboard is the same panel for every kind.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The alphabet keyboard (`asciiCapable`).
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The title of the keyboard's Return key, as `UIReturnKeyType`. Stored only.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0
    case go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Which letters the keyboard capitalises, as `UITextAutocapitalizationType`. Stored only.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0
    case words, sentences, allCharacters
}

/// Whether the keyboard autocorrects, as `UITextAutocorrectionType`. Stored only.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0
    case no, yes
}

/// Whether the keyboard checks spelling, as `UITextSpellCheckingType`. Stored only.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0
    case no, yes
}

/// The keyboard's look, as `UIKeyboardAppearance`. Stored only.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0
    case dark, light
    /// The appearance for alerts (`dark`).
    public static let alert = UIKeyboardAppearance.dark
}

/// What a text input takes from a keyboard, as `UIKeyInput`: the host's `type(_:)` and
/// `pressReturn()` call `insertText(_:)` on the first responder ("\n" for Return), as the
/// keyboard does.
///
/// UIKit's protocol refines `UITextInputTraits`; here the traits are properties of
/// `UITextField` and `UITextView` only.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether the input holds any text.
    var hasText: Bool { get }
    /// Inserts `text` where the caret is (at the end here).
    func insertText(_ text: String)
    /// Deletes the character before the caret.
    func deleteBackward()
}

extension Character {
    /// The characters a secure text entry shows instead of the text.
    static let secureTextBullet: Character = "\u{2022}"
}
