import Foundation

/// A reusable section header or footer, as UIKit's `UITableViewHeaderFooterView`.
///
/// The table view shows a title from its data source in one of these; an app registers a subclass
/// with `register(_:forHeaderFooterViewReuseIdentifier:)` and dequeues it in
/// `tableView(_:viewForHeaderInSection:)`.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The reuse identifier the view was made for.
    open private(set) var reuseIdentifier: String?

    /// The view that holds the header's content.
    open var contentView: UIView { content }
    private let content = UIView()

    private var textLabelStorage: UILabel?
    /// The title label; made on first use.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        content.addSubview(label)
        textLabelStorage = label
        setNeedsLayout()
        return label
    }

    /// A view behind the content (default nil).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Creates a header or footer view that the table pools under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(content)
    }

    /// Creates a header or footer view from an archive; as `init(reuseIdentifier: nil)` here.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(content)
    }

    /// Creates a header or footer view with no reuse identifier, sized `frame`.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a header or footer view; the table makes registered classes through this
    /// initializer, which runs the subclass's `init(reuseIdentifier:)` with the registered
    /// identifier (as `UITableViewCell.init()`).
    public required convenience init() {
        self.init(reuseIdentifier: UITableViewHeaderFooterView.identifierBeingMade)
    }

    /// The identifier of the view the table is making through `init()`.
    static var identifierBeingMade: String?

    /// The view was taken from the reuse pool for another section. An override calls `super`.
    open func prepareForReuse() {}

    /// Places the content view and the title (16 points in, at the bottom for a header). An
    /// override calls `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
        backgroundView?.frame = bounds
        if let label = textLabelStorage {
            let height = label.sizeThatFits(CGSize(width: max(0, bounds.width - 32), height: 0)).height
            let y = isFooter ? 8 : max(0, bounds.height - height - 6)
            label.frame = CGRect(x: 16, y: y, width: max(0, bounds.width - 32), height: height)
        }
    }

    /// Whether the table shows this view as a footer (its title then sits at the top).
    var isFooter = false
}
