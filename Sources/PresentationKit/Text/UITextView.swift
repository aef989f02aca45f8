import Foundation

/// A scrollable, multi-line text view, as `UITextView` (basics; Behaviour 15.15).
///
/// An editable text view becomes first responder on a tap (or `becomeFirstResponder()`), which
/// brings up the host's keyboard; `host.type(_:)` appends through the delegate's
/// `textView(_:shouldChangeTextIn:replacementText:)` and `pressReturn()` appends a newline. The
/// text is drawn by an internal label, wrapped to the width inside `textContainerInset` (8 points
/// top and bottom, 5 points of line-fragment padding at the sides, UIKit's defaults), and
/// `contentSize` follows it so the view scrolls. Missing: selection, attributed text, data
/// detectors, `UITextInput`.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput {
    /// Posted (object: the view) when it begins editing.
    public static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the view) when typing changed its text.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted (object: the view) when it ends editing.
    public static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")

    /// The text; never nil when read. Setting it sends nothing to the delegate.
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            setNeedsLayout()
        }
    }
    private var storedText = ""
    /// The font (default: the system font at 12 points, UIKit's default for text views).
    open var font: UIFont? = .systemFont(ofSize: 12) { didSet { setNeedsLayout() } }
    /// The text colour (default: `.label`).
    open var textColor: UIColor? = .label { didSet { setNeedsLayout() } }
    /// How lines align.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsLayout() } }
    /// Whether the user may edit the text (default true).
    open var isEditable = true {
        didSet { if !isEditable && isFirstResponder { _ = resignFirstResponder() } }
    }
    /// Whether the text may be selected. Stored only: there is no selection.
    open var isSelectable = true
    /// The space around the text (default 8 points top and bottom).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { setNeedsLayout() }
    }
    /// Whether the view is editing (it is first responder).
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
    /// Whether the text shows as bullets. Stored only for text views.
    open var isSecureTextEntry = false

    /// The custom input view. Stored only: the host's keyboard shows.
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

    /// The padding at each side of a line (UIKit's `lineFragmentPadding`).
    static let lineFragmentPadding: CGFloat = 5
    private let textLabel = UILabel()

    /// Creates a text view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installLabel()
    }

    /// Creates a text view from an archive; as `init(frame: .zero)` here.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installLabel()
    }

    private func installLabel() {
        textLabel.isUserInteractionEnabled = false
        textLabel.numberOfLines = 0
        addSubview(textLabel)
    }

    /// The delegate as a text-view delegate (set it through `delegate`).
    private var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    /// Wraps the text at the bounds' width less ``textContainerInset`` and the line-fragment padding, places
    /// the internal label there, and sets ``UIScrollView/contentSize`` to the wrapped text's height (at least
    /// one line) plus the insets.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let font = self.font ?? .systemFont(ofSize: 12)
        let padding = Self.lineFragmentPadding
        let width = max(bounds.width - textContainerInset.left - textContainerInset.right - 2 * padding, 0)
        textLabel.font = font
        textLabel.textColor = textColor ?? .label
        textLabel.textAlignment = textAlignment
        textLabel.text = storedText
        let height = TextMetrics.size(of: storedText, font: font, width: width, maximumLines: 0).height
        textLabel.frame = CGRect(
            x: textContainerInset.left + padding, y: textContainerInset.top, width: width, height: height)
        let contentHeight =
            textContainerInset.top + max(height, ceil(font.lineHeight)) + textContainerInset.bottom
        let size = CGSize(width: bounds.width, height: contentHeight)
        if contentSize != size { contentSize = size }
    }

    // MARK: First responder

    /// Editable text views can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }

    override func firstResponderShouldBegin() -> Bool {
        guard let delegate = textViewDelegate else { return true }
        record(delegate, "textViewShouldBeginEditing")
        return delegate.textViewShouldBeginEditing(self)
    }

    override func firstResponderDidBegin() {
        isEditing = true
        if let delegate = textViewDelegate {
            record(delegate, "textViewDidBeginEditing")
            delegate.textViewDidBeginEditing(self)
        }
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    override func firstResponderShouldEnd(force: Bool) -> Bool {
        guard !force, let delegate = textViewDelegate else { return true }
        record(delegate, "textViewShouldEndEditing")
        return delegate.textViewShouldEndEditing(self)
    }

    override func firstResponderDidEnd() {
        isEditing = false
        if let delegate = textViewDelegate {
            record(delegate, "textViewDidEndEditing")
            delegate.textViewDidEndEditing(self)
        }
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    override var showsSoftwareKeyboard: Bool { true }

    /// A tap on an editable text view makes it first responder, unless the view left its window
    /// before the finger lifted.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard isEditable, !isFirstResponder, window != nil, let touch = touches.first,
            bounds.contains(touch.location(in: self))
        else { return }
        _ = becomeFirstResponder()
    }

    // MARK: UIKeyInput

    /// Whether the view holds text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Appends `text` (a newline for Return) through the delegate, then `textViewDidChange`.
    open func insertText(_ text: String) {
        guard isEditing else { return }
        replace(NSRange(location: storedText.utf16.count, length: 0), with: text)
    }

    /// Deletes the last character through the delegate.
    open func deleteBackward() {
        guard isEditing, let last = storedText.last else { return }
        let length = String(last).utf16.count
        replace(NSRange(location: storedText.utf16.count - length, length: length), with: "")
    }

    private func replace(_ range: NSRange, with string: String) {
        let delegate = textViewDelegate
        if let delegate {
            record(
                delegate,
                "textView(shouldChangeTextIn: \(range.location),\(range.length), replacementText: \"\(string)\")"
            )
            guard delegate.textView(self, shouldChangeTextIn: range, replacementText: string) else { return }
        }
        let utf16 = Array(storedText.utf16)
        let start = min(range.location, utf16.count)
        let end = min(range.location + range.length, utf16.count)
        storedText = String(decoding: utf16[..<start] + Array(string.utf16) + utf16[end...], as: UTF16.self)
        setNeedsLayout()
        if let delegate {
            record(delegate, "textViewDidChange")
            delegate.textViewDidChange(self)
        }
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    private func record(_ receiver: AnyObject, _ callback: String) {
        guard let clock = layer.clock else { return }
        clock.callbacks.record(receiver, callback, at: clock.time)
    }
}
