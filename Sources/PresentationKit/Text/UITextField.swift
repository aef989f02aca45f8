import Foundation

/// A one-line editable text control, as `UITextField` (Behaviour 15.14).
///
/// A tap makes it first responder, which begins editing and brings up the host's keyboard; the
/// host's `type(_:)` inserts at the end through the delegate's
/// `textField(_:shouldChangeCharactersIn:replacementString:)` and sends `.editingChanged`;
/// `pressReturn()` asks `textFieldShouldReturn`. The field draws its text (or its placeholder in
/// `.placeholderText` grey) with an internal label, its border by `borderStyle`, and a caret while
/// editing. There is no selection: the caret is always at the end.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    /// How the field's border is drawn, as `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none = 0
        /// A thin black rectangle.
        case line
        /// A grey bezel (drawn here as a grey rectangle).
        case bezel
        /// A rounded grey rectangle on white (UIKit's usual field).
        case roundedRect
    }

    /// When an overlay view (the clear button, `leftView`, `rightView`) shows, as
    /// `UITextField.ViewMode`.
    ///
    /// The modes are stored only: no overlay view is shown here in any mode.
    public enum ViewMode: Int, Sendable {
        /// The overlay never shows.
        case never = 0
        /// The overlay shows only while the field is editing.
        case whileEditing
        /// The overlay shows only while the field is not editing.
        case unlessEditing
        /// The overlay always shows.
        case always
    }

    /// Why editing ended, as `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned (the usual case).
        case committed = 0
        /// Editing was cancelled (never reported here).
        case cancelled = 1
    }

    /// Posted (object: the field) when it begins editing.
    public static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) when typing changed its text.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) when it ends editing.
    public static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")

    /// The text; never nil when read (an empty string once set to nil, as in UIKit). Setting it
    /// sends no events.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            setNeedsLayout()
        }
    }
    private var storedText = ""
    /// The grey text shown while the field is empty.
    open var placeholder: String? { didSet { setNeedsLayout() } }
    /// The font (default: the system font at 17 points).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { setNeedsLayout() } }
    /// The text colour (default: `.label`).
    open var textColor: UIColor? = .label { didSet { setNeedsLayout() } }
    /// How the text aligns (default `.natural`, which is left here).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsLayout() } }
    /// The border (default `.none`).
    open var borderStyle: BorderStyle = .none { didSet { applyBorderStyle() } }
    /// When the clear button shows. Stored only: no clear button is drawn or tapped.
    open var clearButtonMode: ViewMode = .never
    /// Whether beginning to edit clears the text (after asking `textFieldShouldClear`).
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks to fit. Stored only.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size when shrinking. Stored only.
    open var minimumFontSize: CGFloat = 0
    /// A view on the left of the text. Stored only: not laid out or drawn.
    open var leftView: UIView?
    /// When `leftView` shows. Stored only.
    open var leftViewMode: ViewMode = .never
    /// A view on the right of the text. Stored only: not laid out or drawn.
    open var rightView: UIView?
    /// When `rightView` shows. Stored only.
    open var rightViewMode: ViewMode = .never
    /// The delegate (held weakly).
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is editing (it is first responder).
    open private(set) var isEditing = false

    // MARK: Text input traits (stored only)

    /// The kind of keyboard asked for.
    open var keyboardType: UIKeyboardType = .default
    /// The Return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// Which letters the keyboard capitalises.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard autocorrects.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether the keyboard checks spelling.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The keyboard's look.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Whether Return is disabled while the field is empty. Stored only.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text shows as bullets (•).
    open var isSecureTextEntry = false { didSet { setNeedsLayout() } }

    /// The custom input view shown instead of the keyboard. Stored only: the host's keyboard shows.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputView: UIView?
    /// The accessory view above the keyboard. Stored only: not drawn.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputAccessoryView: UIView?

    /// The label that draws the text or the placeholder (the renderer's text route).
    private let textLabel = UILabel()
    /// The caret, shown while editing at the end of the text.
    private let caret = UIView()

    /// Creates a field with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installSubviews()
    }

    /// Creates a field from an archive; as `init(frame: .zero)` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installSubviews()
    }

    private func installSubviews() {
        textLabel.isUserInteractionEnabled = false
        caret.isUserInteractionEnabled = false
        caret.backgroundColor = .systemBlue
        caret.isHidden = true
        addSubview(textLabel)
        addSubview(caret)
    }

    // MARK: Geometry (overridable, as UIKit's)

    /// Where the text is drawn when not editing: the bounds inset by 7 points on each side for a
    /// rounded or bezel border, 2 for a line, none without a border (ours).
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset: CGFloat
        switch borderStyle {
        case .none: inset = 0
        case .line: inset = 2
        case .bezel, .roundedRect: inset = 7
        }
        return bounds.insetBy(dx: min(inset, bounds.width / 2), dy: 0)
    }

    /// Where the placeholder is drawn: `textRect(forBounds:)`.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the text is drawn while editing: `textRect(forBounds:)`.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// A field's own height for its font: the line height plus 6 points for a rounded border
    /// (34 points at 17 points, as UIKit's rounded field), plus 4 otherwise (ours).
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        let shown = storedText.isEmpty ? (placeholder ?? "") : storedText
        let width = TextMetrics.width(of: Substring(shown), font: font)
        let extra: CGFloat = borderStyle == .roundedRect ? 14 : 4
        return CGSize(width: ceil(width) + extra, height: ceil(font.lineHeight) + extra / 2)
    }

    /// Places the internal label in ``editingRect(forBounds:)`` while editing, otherwise in
    /// ``textRect(forBounds:)`` or, when empty, ``placeholderRect(forBounds:)``, with the text (bullets for
    /// secure entry) or the grey placeholder, and puts the caret after the text while editing.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let showsPlaceholder = storedText.isEmpty
        let rect =
            isEditing
            ? editingRect(forBounds: bounds)
            : (showsPlaceholder ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds))
        let font = self.font ?? .systemFont(ofSize: 17)
        textLabel.frame = rect
        textLabel.font = font
        textLabel.textAlignment = textAlignment
        textLabel.text = showsPlaceholder ? placeholder : displayedText
        textLabel.textColor = showsPlaceholder ? .placeholderText : (textColor ?? .label)
        caret.isHidden = !isEditing
        let shownWidth =
            showsPlaceholder
            ? 0 : min(TextMetrics.width(of: Substring(displayedText), font: font), rect.width)
        let caretX: CGFloat
        switch textAlignment {
        case .center: caretX = rect.midX + shownWidth / 2
        case .right: caretX = rect.maxX - 2
        default: caretX = rect.minX + shownWidth
        }
        let caretHeight = min(ceil(font.lineHeight), bounds.height)
        caret.frame = CGRect(x: caretX, y: rect.midY - caretHeight / 2, width: 2, height: caretHeight)
    }

    /// The text as drawn: bullets for secure entry.
    private var displayedText: String {
        isSecureTextEntry
            ? String(repeating: Character.secureTextBullet, count: storedText.count) : storedText
    }

    private func applyBorderStyle() {
        switch borderStyle {
        case .none:
            layer.borderWidth = 0
            layer.cornerRadius = 0
        case .line:
            layer.borderWidth = 1
            layer.borderColor = UIColor.black.cgColor
            layer.cornerRadius = 0
        case .bezel:
            layer.borderWidth = 1
            layer.borderColor = UIColor.systemGray.cgColor
            layer.cornerRadius = 0
        case .roundedRect:
            layer.borderWidth = 1
            layer.borderColor = UIColor.systemGray4.cgColor
            layer.cornerRadius = 5
            if backgroundColor == nil { backgroundColor = .white }
        }
    }

    // MARK: First responder

    /// Enabled fields can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    override func firstResponderShouldBegin() -> Bool {
        guard let delegate else { return true }
        record(delegate, "textFieldShouldBeginEditing")
        return delegate.textFieldShouldBeginEditing(self)
    }

    override func firstResponderDidBegin() {
        isEditing = true
        if clearsOnBeginEditing && !storedText.isEmpty {
            var clear = true
            if let delegate {
                record(delegate, "textFieldShouldClear")
                clear = delegate.textFieldShouldClear(self)
            }
            if clear { storedText = "" }
        }
        setNeedsLayout()
        if let delegate {
            record(delegate, "textFieldDidBeginEditing")
            delegate.textFieldDidBeginEditing(self)
        }
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    override func firstResponderShouldEnd(force: Bool) -> Bool {
        guard !force, let delegate else { return true }
        record(delegate, "textFieldShouldEndEditing")
        return delegate.textFieldShouldEndEditing(self)
    }

    override func firstResponderDidEnd() {
        isEditing = false
        setNeedsLayout()
        if let delegate {
            record(delegate, "textFieldDidEndEditing(reason: .committed)")
            delegate.textFieldDidEndEditing(self, reason: .committed)
        }
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    override var showsSoftwareKeyboard: Bool { true }

    /// A tap that lifts inside the field makes it first responder (begins editing); one that lifts
    /// after the field left its window (a presentation took it away mid-tap) does nothing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        guard wasTracking, isTouchInside, isEnabled, !isFirstResponder, window != nil else { return }
        _ = becomeFirstResponder()
    }

    // MARK: UIKeyInput

    /// Whether the field holds text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Inserts `text` at the end, through the delegate, then sends `.editingChanged`; "\n" is
    /// Return instead: it asks `textFieldShouldReturn` and sends `.editingDidEndOnExit`, after
    /// which a field with actions for that event resigns, as in UIKit.
    open func insertText(_ text: String) {
        guard isEditing else { return }
        if text == "\n" {
            performReturn()
            return
        }
        let inserted = text.replacingOccurrences(of: "\n", with: " ")
        replace(NSRange(location: storedText.utf16.count, length: 0), with: inserted)
    }

    /// Deletes the last character, through the delegate, then sends `.editingChanged`.
    open func deleteBackward() {
        guard isEditing, let last = storedText.last else { return }
        let length = String(last).utf16.count
        replace(NSRange(location: storedText.utf16.count - length, length: length), with: "")
    }

    private func replace(_ range: NSRange, with string: String) {
        if let delegate {
            record(
                delegate,
                "textField(shouldChangeCharactersIn: \(range.location),\(range.length), replacementString: \"\(string)\")"
            )
            guard delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string) else {
                return
            }
        }
        let utf16 = Array(storedText.utf16)
        let start = min(range.location, utf16.count)
        let end = min(range.location + range.length, utf16.count)
        storedText = String(decoding: utf16[..<start] + Array(string.utf16) + utf16[end...], as: UTF16.self)
        setNeedsLayout()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    private func performReturn() {
        if let delegate {
            record(delegate, "textFieldShouldReturn")
            guard delegate.textFieldShouldReturn(self) else { return }
        }
        let resigns = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if resigns && isFirstResponder { _ = resignFirstResponder() }
    }

    private func record(_ receiver: AnyObject, _ callback: String) {
        guard let clock = layer.clock else { return }
        clock.callbacks.record(receiver, callback, at: clock.time)
    }
}
