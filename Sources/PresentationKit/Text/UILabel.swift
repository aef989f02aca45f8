import Foundation

/// How lines of text align, as `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge of the bounds.
    case left = 0
    /// Lines are centred horizontally in the bounds.
    case center = 1
    /// Lines end at the right edge of the bounds.
    case right = 2
    /// Lines fill the width in UIKit; here they are not stretched and start at the left edge.
    case justified = 3
    /// The script's default alignment; left here, where all text is laid out left to right.
    case natural = 4
}

/// Where a line too long for its width breaks, as `NSLineBreakMode`.
///
/// The mode is stored but not yet applied: every label here wraps at spaces (a single-line label
/// keeps one line), drops the lines past `numberOfLines` and draws no ellipsis.
public enum NSLineBreakMode: Int, Sendable {
    /// Breaks lines between words; the wrapping this library applies whatever the mode.
    case byWordWrapping = 0
    /// Breaks lines between characters in UIKit; here lines still break between words.
    case byCharWrapping
    /// Cuts off what does not fit; here the renderer clips at a line height outside the bounds.
    case byClipping
    /// Puts the ellipsis at the start of the last line in UIKit; no ellipsis is drawn here.
    case byTruncatingHead
    /// Puts the ellipsis at the end of the last line in UIKit (the label default); no ellipsis is
    /// drawn here.
    case byTruncatingTail
    /// Puts the ellipsis in the middle of the last line in UIKit; no ellipsis is drawn here.
    case byTruncatingMiddle
}

/// A view that shows text, as `UILabel`. Labels ignore touches by default.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// Labels and controls are accessibility elements unless told otherwise, as in UIKit.
    override var isAccessibilityElementByDefault: Bool { true }

    /// The text shown.
    open var text: String? { didSet { invalidateText() } }
    /// The font (default: the system font at 17 points).
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { invalidateText() } }
    /// The last wrapped layout the renderer asked for (see `laidOutLines`).
    private var lineLayout: (key: LineLayoutKey, lines: [Substring])?
    /// The text colour (default: `.label`).
    open var textColor: UIColor! = .label
    /// How lines align (default `.natural`, which is left here).
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown; 0 means as many as needed (default 1).
    open var numberOfLines = 1 { didSet { invalidateText() } }
    /// How a line that does not fit breaks (default `.byTruncatingTail`).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the text is drawn in its enabled colour.
    open var isEnabled = true
    /// The width at which a multi-line label wraps when it reports its intrinsic size; 0 (the
    /// default) lets Auto Layout wrap it at the width it gives the label (Behaviour 17.10).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateText() } }

    /// Creates a label with `frame`; labels take no touches by default.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates a label from an archive; as `init(frame: .zero)` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    private func invalidateText() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The size of the text: on one line, or wrapped at `preferredMaxLayoutWidth` when that is set
    /// and `numberOfLines` allows more than one (without it, only at newlines).
    open override var intrinsicContentSize: CGSize {
        let width =
            numberOfLines != 1 && preferredMaxLayoutWidth > 0
            ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
        return TextMetrics.size(of: text ?? "", font: font, width: width, maximumLines: numberOfLines)
    }

    /// The size the text needs within `size.width`, wrapping when `numberOfLines` allows.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
        return TextMetrics.size(of: text ?? "", font: font, width: width, maximumLines: numberOfLines)
    }

    /// The lines the renderer draws for the current bounds, laid out again only when the text,
    /// font, width or line limit changed since the last frame.
    package var laidOutLines: [Substring] {
        guard let text, !text.isEmpty else { return [] }
        if numberOfLines == 1 { return [Substring(text)] }
        let key = LineLayoutKey(text: text, font: font, width: bounds.width, maximumLines: numberOfLines)
        if let lineLayout, lineLayout.key == key { return lineLayout.lines }
        let lines = TextMetrics.lines(of: text, font: font, width: bounds.width, maximumLines: numberOfLines)
        lineLayout = (key, lines)
        return lines
    }

    /// A multi-line label without `preferredMaxLayoutWidth` wraps at the width layout gives it.
    override var intrinsicSizeDependsOnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        let wrapped = TextMetrics.size(of: text ?? "", font: font, width: width, maximumLines: numberOfLines)
        // The width stays the natural one (the widest line unwrapped), so hugging still works;
        // the height is what the text needs at `width`.
        return CGSize(width: intrinsicContentSize.width, height: wrapped.height)
    }

    /// The first baseline sits one ascender below the top of the text, which is centred; the
    /// last one descender above the bottom.
    override var textBaselines: (firstFromTop: CGFloat, lastFromBottom: CGFloat)? {
        (font.ascender, -font.descender)
    }
}

/// What a label's wrapped lines depend on.
struct LineLayoutKey: Equatable {
    var text: String
    var font: UIFont
    var width: CGFloat
    var maximumLines: Int
}
