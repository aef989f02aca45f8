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

    /// The text shown. Setting it drops an `attributedText` set before.
    open var text: String? {
        didSet {
            storedAttributedText = nil
            invalidateText()
        }
    }
    /// The font (default: the system font at 17 points).
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { invalidateText() } }

    /// The text with its attributes. Setting it sets `text` to its characters and, where its first
    /// character carries them, `font` and `textColor` to that character's `.font` and
    /// `.foregroundColor` for the whole label (runs of other attributes are not drawn differently
    /// here; Behaviour 28.3). Reading it without having set it gives `text` with the label's font and
    /// colour.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let text else { return nil }
            return NSAttributedString(
                string: text, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        }
        set {
            text = newValue?.string
            storedAttributedText = newValue
            guard let newValue, newValue.length > 0 else { return }
            let first = newValue.attributes(at: 0, effectiveRange: nil)
            if let attributedFont = first[.font] as? UIFont { font = attributedFont }
            if let attributedColor = first[.foregroundColor] as? UIColor { textColor = attributedColor }
        }
    }
    private var storedAttributedText: NSAttributedString?

    /// Whether the font shrinks, down to `minimumScaleFactor` of its size, so that a single line
    /// fits the width (Behaviour 28.3).
    open var adjustsFontSizeToFitWidth = false { didSet { invalidateText() } }
    /// The smallest fraction of the font's size `adjustsFontSizeToFitWidth` may shrink it to; 0
    /// (the default), as UIKit, keeps the font's size.
    open var minimumScaleFactor: CGFloat = 0 { didSet { invalidateText() } }
    /// Whether letters may be drawn closer before the line is truncated (stored; lines are not
    /// tightened here).
    open var allowsDefaultTighteningForTruncation = false
    /// Whether the full text shows in a pop-up when truncated (stored; no pop-ups here).
    open var showsExpansionTextWhenTruncated = false
    /// How the baseline moves when the font shrinks to fit (stored; text stays centred here).
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    /// Whether the font follows the content size category (stored; the category is fixed here).
    open var adjustsFontForContentSizeCategory = false
    /// The colour of the text while `isHighlighted` (nil: `textColor`).
    open var highlightedTextColor: UIColor?
    /// Whether the label draws in its highlighted colour.
    open var isHighlighted = false
    /// The colour of the text's shadow (nil: none; stored, not drawn here).
    open var shadowColor: UIColor?
    /// The offset of the text's shadow (UIKit's default, (0, −1); stored, not drawn here).
    open var shadowOffset = CGSize(width: 0, height: -1)
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
    /// and `numberOfLines` allows more than one (without it, only at newlines); measured through
    /// `textRect(forBounds:limitedToNumberOfLines:)`, so a subclass that pads it there grows it.
    open override var intrinsicContentSize: CGSize {
        let width =
            numberOfLines != 1 && preferredMaxLayoutWidth > 0
            ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
        return measuredSize(width: width)
    }

    /// The size the text needs within `size.width`, wrapping when `numberOfLines` allows.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measuredSize(width: size.width > 0 ? size.width : .greatestFiniteMagnitude)
    }

    /// The rectangle the text needs inside `bounds`, at its origin, with at most `numberOfLines`
    /// lines (0: as many as the height allows), as UIKit's `textRect(forBounds:limitedToNumberOfLines:)`.
    /// The label measures itself through this method: an override that insets or outsets the
    /// rectangle changes the label's intrinsic size and `sizeThatFits(_:)`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = TextMetrics.size(
            of: text ?? "", font: font, width: bounds.width, maximumLines: numberOfLines)
        return CGRect(
            origin: bounds.origin, size: CGSize(width: min(size.width, bounds.width), height: size.height))
    }

    /// Draws the text in `rect`, as UIKit's `drawText(in:)`: the renderer asks for it on every
    /// frame with the label's bounds, so an override that calls `super.drawText(in:)` with an inset
    /// rectangle (the padded-label idiom) moves the drawn text; an override that does not call
    /// `super` draws no text (Behaviour 28.3).
    open func drawText(in rect: CGRect) {
        drawnTextRect = rect
    }
    /// Where `drawText(in:)` last put the text.
    private var drawnTextRect: CGRect?

    /// The rectangle the text is drawn in: what `drawText(in:)` makes of the bounds; nil when an
    /// override of it does not draw the text.
    package var textDrawingRect: CGRect? {
        drawnTextRect = nil
        drawText(in: bounds)
        return drawnTextRect
    }

    private func measuredSize(width: CGFloat) -> CGSize {
        textRect(
            forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
            limitedToNumberOfLines: numberOfLines
        ).size
    }

    /// The font the text is drawn in: `font`, shrunk so one line fits `width` when
    /// `adjustsFontSizeToFitWidth` allows, no smaller than `minimumScaleFactor` of its size.
    package func drawnFont(width: CGFloat) -> UIFont {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, let text, width > 0
        else {
            return font
        }
        let natural = TextMetrics.width(of: Substring(text), font: font)
        guard natural > width else { return font }
        return font.withSize(font.pointSize * max(width / natural, min(minimumScaleFactor, 1)))
    }

    /// The colour the text is drawn in: `highlightedTextColor` while highlighted, else `textColor`.
    package var drawnTextColor: UIColor? {
        isHighlighted ? highlightedTextColor ?? textColor : textColor
    }

    /// What the renderer draws: where (`drawText(in:)`'s rectangle, in the bounds' coordinates),
    /// in which font and colour, and the lines; nil when there is no text or `drawText(in:)` draws
    /// none.
    package var drawnText: (rect: CGRect, font: UIFont, color: UIColor?, lines: [Substring])? {
        guard let rect = textDrawingRect else { return nil }
        let font = drawnFont(width: rect.width)
        let lines = laidOutLines(width: rect.width, font: font)
        return lines.isEmpty ? nil : (rect, font, drawnTextColor, lines)
    }

    /// The lines the renderer draws now (see `drawnText`).
    package var laidOutLines: [Substring] { drawnText?.lines ?? [] }

    /// The lines the renderer draws for `width` in `font`, laid out again only when the text,
    /// font, width or line limit changed since the last frame.
    package func laidOutLines(width: CGFloat, font: UIFont) -> [Substring] {
        guard let text, !text.isEmpty else { return [] }
        if numberOfLines == 1 { return [Substring(text)] }
        let key = LineLayoutKey(text: text, font: font, width: width, maximumLines: numberOfLines)
        if let lineLayout, lineLayout.key == key { return lineLayout.lines }
        let lines = TextMetrics.lines(of: text, font: font, width: width, maximumLines: numberOfLines)
        lineLayout = (key, lines)
        return lines
    }

    /// A multi-line label without `preferredMaxLayoutWidth` wraps at the width layout gives it.
    override var intrinsicSizeDependsOnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        let wrapped = measuredSize(width: width)
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

/// How text's baseline moves when its font shrinks to fit, as `UIBaselineAdjustment`.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The baselines stay where the original font put them.
    case alignBaselines = 0
    /// The text's centre stays where it was.
    case alignCenters
    /// The text's top stays where it was.
    case none
}

extension UILabel: UIContentSizeCategoryAdjusting {}

/// What a label's wrapped lines depend on.
struct LineLayoutKey: Equatable {
    var text: String
    var font: UIFont
    var width: CGFloat
    var maximumLines: Int
}
