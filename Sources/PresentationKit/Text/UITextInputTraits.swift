import Foundation

/// The kind of keyboard a text input asks for, as `UIKeyboardType`. Stored only: the host's
/// keyboard is the same panel for every kind.
public enum UIKeyboardType: Int, Sendable {
    /// The input method's ordinary keyboard.
    case `default` = 0
    /// Letters limited to ASCII, with no other scripts offered.
    case asciiCapable
    /// Digits and punctuation first, letters a switch away.
    case numbersAndPunctuation
    /// Letters with `.`, `/` and `.com` keys at hand, for web addresses.
    case URL
    /// The digits 0–9 only, for PINs and codes.
    case numberPad
    /// Digits with `*`, `#` and `+`, for telephone numbers.
    case phonePad
    /// Letters for a name, with a switch to the phone pad.
    case namePhonePad
    /// Letters with `@` and `.` at hand, for email addresses.
    case emailAddress
    /// The digits 0–9 and a decimal separator.
    case decimalPad
    /// Letters with `@` and `#` at hand, for posts and handles.
    case twitter
    /// Letters with a Go key and space at hand, for search fields and addresses.
    case webSearch
    /// The digits 0–9 limited to ASCII.
    case asciiCapableNumberPad
    /// The alphabet keyboard (`asciiCapable`).
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The title of the keyboard's Return key, as `UIReturnKeyType`. Stored only.
public enum UIReturnKeyType: Int, Sendable {
    /// The plain Return title.
    case `default` = 0
    /// "Go", for navigating to what was typed.
    case go
    /// "Google", for a web search with that engine.
    case google
    /// "Join", for joining a network or group.
    case join
    /// "Next", for moving to the following field.
    case next
    /// "Route", for directions.
    case route
    /// "Search", for running a search.
    case search
    /// "Send", for sending a message.
    case send
    /// "Yahoo", for a web search with that engine.
    case yahoo
    /// "Done", for finishing the form.
    case done
    /// "Emergency Call", for dialling emergency services.
    case emergencyCall
    /// "Continue", for going on to the next step.
    case `continue`
}

/// Which letters the keyboard capitalises, as `UITextAutocapitalizationType`. Stored only.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Nothing is capitalised automatically.
    case none = 0
    /// The first letter of each word is capitalised.
    case words
    /// The first letter of each sentence is capitalised (the default of text fields and views here).
    case sentences
    /// Every letter is capitalised.
    case allCharacters
}

/// Whether the keyboard autocorrects, as `UITextAutocorrectionType`. Stored only.
public enum UITextAutocorrectionType: Int, Sendable {
    /// Autocorrection as the input method chooses.
    case `default` = 0
    /// Autocorrection off.
    case no
    /// Autocorrection on.
    case yes
}

/// Whether the keyboard checks spelling, as `UITextSpellCheckingType`. Stored only.
public enum UITextSpellCheckingType: Int, Sendable {
    /// Spell checking as the input method chooses.
    case `default` = 0
    /// Spell checking off.
    case no
    /// Spell checking on.
    case yes
}

/// The keyboard's look, as `UIKeyboardAppearance`. Stored only.
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's usual keyboard look.
    case `default` = 0
    /// A dark keyboard, as over a dark interface or an alert.
    case dark
    /// A light keyboard.
    case light
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
public protocol UIKeyInput: NSObjectProtocol {
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
