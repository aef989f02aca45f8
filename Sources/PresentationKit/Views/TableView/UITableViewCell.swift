import Foundation

/// One row of a table view, as UIKit's `UITableViewCell`.
///
/// A cell puts its content in `contentView` (the built-in styles' labels and image live there) and
/// draws a hairline separator under itself. The table view makes cells from the class registered
/// for a reuse identifier and hands a cell that scrolled out of sight back to the next row that
/// asks for the same identifier, after `prepareForReuse()` (Behaviour 19.3). Selection and
/// highlighting show `selectedBackgroundView` unless `selectionStyle` is `.none` (Behaviour 19.6).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The reuse identifier the cell was made for, which the table pools it under.
    open private(set) var reuseIdentifier: String?
    /// The built-in style the cell was made with.
    let cellStyle: CellStyle

    /// The view that holds the cell's content; add custom subviews here, so that the accessory
    /// keeps its place. Its constraints decide the row's height when the table's `rowHeight` is
    /// `UITableView.automaticDimension` (Behaviour 19.4).
    open var contentView: UIView { content }
    private let content = UIView()

    private var textLabelStorage: UILabel?
    /// The main label (every style has one); made on first use.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        label.font = cellStyle == .value2 ? .boldSystemFont(ofSize: 12) : .systemFont(ofSize: 17)
        if cellStyle == .value2 {
            label.textColor = .systemBlue
            label.textAlignment = .right
        }
        content.addSubview(label)
        textLabelStorage = label
        setNeedsLayout()
        return label
    }

    private var detailTextLabelStorage: UILabel?
    /// The secondary label of the `.subtitle`, `.value1` and `.value2` styles; nil for `.default`.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel()
        switch cellStyle {
        case .subtitle:
            label.font = .systemFont(ofSize: 12)
        case .value1:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .value2:
            label.font = .systemFont(ofSize: 12)
        case .default:
            break
        }
        content.addSubview(label)
        detailTextLabelStorage = label
        setNeedsLayout()
        return label
    }

    private var imageViewStorage: UIImageView?
    /// The image at the leading edge (every style); made on first use, taking room only when it
    /// has an image.
    open var imageView: UIImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView()
        content.addSubview(view)
        imageViewStorage = view
        setNeedsLayout()
        return view
    }

    /// A view behind the content (default nil: the cell's background colour shows).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    private let defaultSelectedBackground = UIView()
    private var selectedBackgroundStorage: UIView?
    /// The view shown behind the content while the cell is selected or highlighted (default: a
    /// grey view; set nil to show none).
    open var selectedBackgroundView: UIView? {
        get { selectedBackgroundStorage }
        set {
            selectedBackgroundStorage?.removeFromSuperview()
            selectedBackgroundStorage = newValue
            updateSelectionAppearance()
        }
    }

    /// The standard mark at the trailing edge (default `.none`); `accessoryView` wins over it.
    open var accessoryType: AccessoryType = .none {
        didSet { updateAccessory() }
    }
    /// A custom view at the trailing edge, shown instead of `accessoryType`'s mark.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateAccessory()
        }
    }
    /// The mark `accessoryType` draws: a glyph in a label.
    private var accessoryMark: UILabel?

    /// How selection and highlighting look (default `.default`: a grey background).
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionAppearance() }
    }

    /// Where this cell's separator starts and ends (default: the table's `separatorInset`).
    open var separatorInset: UIEdgeInsets {
        get {
            separatorInsetStorage ?? table?.separatorInset
                ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
        }
        set {
            separatorInsetStorage = newValue
            setNeedsLayout()
        }
    }
    private var separatorInsetStorage: UIEdgeInsets?

    private var selectedFlag = false
    /// Whether the cell is selected; setting it calls `setSelected(_:animated:)` without animation.
    open var isSelected: Bool {
        get { selectedFlag }
        set { setSelected(newValue, animated: false) }
    }

    /// Selects or deselects the cell, showing or hiding the selected background. The table view
    /// calls this as rows are selected; an override calls `super`. `animated` is accepted, but the
    /// change is immediate.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedFlag = selected
        updateSelectionAppearance()
    }

    private var highlightedFlag = false
    /// Whether a finger is on the cell; setting it calls `setHighlighted(_:animated:)`.
    open var isHighlighted: Bool {
        get { highlightedFlag }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Highlights the cell while a finger is on it (the table calls this). An override calls
    /// `super`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedFlag = highlighted
        updateSelectionAppearance()
    }

    /// The cell was taken from the reuse pool for another row: reset what the previous row set
    /// here (the table calls it before handing the cell out; Behaviour 19.3). An override calls
    /// `super`.
    open func prepareForReuse() {
        if selectedFlag || highlightedFlag {
            selectedFlag = false
            highlightedFlag = false
            updateSelectionAppearance()
        }
    }

    // MARK: Machinery

    /// The table view showing the cell.
    weak var table: UITableView?
    /// The hairline under the row.
    let separatorView = UIView()
    /// The separator's thickness (one pixel), which the table sets.
    var hairline: CGFloat = 1.0 / 3 {
        didSet { setNeedsLayout() }
    }
    /// Whether the table wants this row's separator drawn.
    var showsSeparator = true {
        didSet { if showsSeparator != oldValue { setNeedsLayout() } }
    }

    /// Creates a cell of `style` that the table view pools under `reuseIdentifier`. Subclasses
    /// override this to build their content.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        assemble()
    }

    /// Creates a cell from an archive; as `init(style: .default, reuseIdentifier: nil)` here (no
    /// archives on Linux).
    public required init?(coder: NSCoder) {
        cellStyle = .default
        super.init(coder: coder)
        assemble()
    }

    /// Creates a `.default` cell with no reuse identifier, sized `frame`.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a `.default` cell. The table view makes registered cells through this initializer,
    /// which runs the subclass's `init(style:reuseIdentifier:)` with the identifier it registered
    /// (see the porting guide: Swift needs a `required` initializer to make an instance of a
    /// registered class).
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: UITableViewCell.identifierBeingMade)
    }

    /// The identifier of the cell the table is making through `init()`.
    static var identifierBeingMade: String?

    private func assemble() {
        backgroundColor = .systemBackground
        addSubview(content)
        separatorView.backgroundColor = .separator
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
        defaultSelectedBackground.backgroundColor = .systemGray4
        selectedBackgroundStorage = defaultSelectedBackground
    }

    /// Places the content view beside the accessory, the built-in labels and image in it, and the
    /// separator at the bottom. An override calls `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = self.bounds
        var contentWidth = bounds.width
        if let accessory = accessoryView ?? accessoryMark {
            let size = accessory.frame.size == .zero ? accessory.intrinsicContentSize : accessory.frame.size
            let width = max(0, size.width)
            let height = max(0, size.height)
            accessory.frame = CGRect(
                x: bounds.width - 16 - width, y: (bounds.height - height) / 2, width: width, height: height)
            contentWidth = max(0, accessory.frame.minX - 8)
        }
        content.frame = CGRect(x: 0, y: 0, width: contentWidth, height: bounds.height)
        backgroundView?.frame = bounds
        selectedBackgroundStorage?.frame = bounds
        layOutBuiltInContent()
        let inset = separatorInset
        separatorView.frame = CGRect(
            x: inset.left, y: bounds.height - hairline,
            width: max(0, bounds.width - inset.left - inset.right), height: hairline)
        separatorView.isHidden = !showsSeparator
        bringSubviewToFront(separatorView)
    }

    /// The labels and image of the built-in styles, by frames (ours: 16-pt margins, text centred
    /// vertically).
    private func layOutBuiltInContent() {
        let size = content.bounds.size
        let margin: CGFloat = 16
        var x = margin
        if let image = imageViewStorage, let picture = image.image {
            let side = min(picture.size.height, size.height)
            let width = picture.size.height > 0 ? picture.size.width * side / picture.size.height : 0
            image.frame = CGRect(x: margin, y: (size.height - side) / 2, width: width, height: side)
            x = image.frame.maxX + margin
        } else {
            imageViewStorage?.frame = .zero
        }
        let available = max(0, size.width - x - margin)
        let text = textLabelStorage
        let detail = detailTextLabelStorage
        func height(_ label: UILabel?) -> CGFloat {
            guard let label, let string = label.text, !string.isEmpty else { return 0 }
            return label.sizeThatFits(CGSize(width: available, height: 0)).height
        }
        switch cellStyle {
        case .default:
            let h = height(text)
            text?.frame = CGRect(x: x, y: (size.height - h) / 2, width: available, height: h)
        case .subtitle:
            let top = height(text)
            let bottom = height(detail)
            let y = (size.height - top - bottom) / 2
            text?.frame = CGRect(x: x, y: y, width: available, height: top)
            detail?.frame = CGRect(x: x, y: y + top, width: available, height: bottom)
        case .value1:
            let detailWidth = min(available, detail?.intrinsicContentSize.width ?? 0)
            let h = height(text)
            let dh = height(detail)
            detail?.frame = CGRect(
                x: size.width - margin - detailWidth, y: (size.height - dh) / 2, width: detailWidth,
                height: dh)
            text?.frame = CGRect(
                x: x, y: (size.height - h) / 2, width: max(0, available - detailWidth - 8), height: h)
        case .value2:
            let column: CGFloat = 67
            let h = height(text)
            let dh = height(detail)
            text?.frame = CGRect(x: x, y: (size.height - h) / 2, width: column, height: h)
            let detailX = x + column + 6
            detail?.frame = CGRect(
                x: detailX, y: (size.height - dh) / 2, width: max(0, size.width - detailX - margin),
                height: dh)
        }
    }

    /// The height the built-in style needs at the cell's width: at least 44 points, else the
    /// labels' stacked height plus 11 points above and below (ours).
    func builtInHeight(width: CGFloat) -> CGFloat {
        let available = max(0, width - 32)
        func height(_ label: UILabel?) -> CGFloat {
            guard let label, let string = label.text, !string.isEmpty else { return 0 }
            return label.sizeThatFits(CGSize(width: available, height: 0)).height
        }
        let text = height(textLabelStorage)
        let detail = height(detailTextLabelStorage)
        let stacked = cellStyle == .subtitle ? text + detail : max(text, detail)
        return max(44, stacked + 22)
    }

    /// Whether the content view's subtree has constraints (which then decide a self-sizing height).
    var contentUsesConstraints: Bool {
        func check(_ view: UIView) -> Bool {
            if !view.constraints.isEmpty { return true }
            return view.subviews.contains(where: check)
        }
        return check(content)
    }

    private func updateAccessory() {
        if let accessoryView {
            accessoryMark?.removeFromSuperview()
            accessoryMark = nil
            if accessoryView.superview !== self { addSubview(accessoryView) }
        } else {
            let glyph: String? =
                switch accessoryType {
                case .none: nil
                case .disclosureIndicator: "›"
                case .detailDisclosureButton: "ⓘ ›"
                case .checkmark: "✓"
                case .detailButton: "ⓘ"
                }
            if let glyph {
                let mark = accessoryMark ?? UILabel()
                mark.text = glyph
                mark.font = .systemFont(
                    ofSize: 17, weight: accessoryType == .checkmark ? .semibold : .regular)
                mark.textColor = accessoryType == .disclosureIndicator ? .tertiaryLabel : .systemBlue
                mark.frame = CGRect(origin: .zero, size: mark.intrinsicContentSize)
                if mark.superview == nil { addSubview(mark) }
                accessoryMark = mark
            } else {
                accessoryMark?.removeFromSuperview()
                accessoryMark = nil
            }
        }
        setNeedsLayout()
    }

    private func updateSelectionAppearance() {
        guard let background = selectedBackgroundStorage else { return }
        let shows = (selectedFlag || highlightedFlag) && selectionStyle != .none
        if shows {
            if background.superview !== self {
                // Above the background view, below the content.
                insertSubview(background, at: backgroundView?.superview === self ? 1 : 0)
                background.frame = bounds
            }
        } else if background.superview === self {
            background.removeFromSuperview()
        }
    }
}
