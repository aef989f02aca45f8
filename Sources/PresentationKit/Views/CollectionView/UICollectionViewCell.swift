import Foundation

/// One item of a collection view, as UIKit's `UICollectionViewCell`.
///
/// Content goes in `contentView`. The collection view sets `isHighlighted` while a finger is on the
/// item and `isSelected` as it is selected (Behaviour 20.6); both show `selectedBackgroundView`
/// when there is one. A subclass may observe them (`override var isSelected: Bool { didSet … }`).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content, the size of the cell; add subviews here.
    open var contentView: UIView { content }
    private let content = UIView()

    /// Whether the item is selected; the collection view sets it (Behaviour 20.6).
    open var isSelected = false {
        didSet { if isSelected != oldValue { updateSelectionAppearance() } }
    }

    /// Whether a finger is on the item; the collection view sets it (Behaviour 20.6).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateSelectionAppearance() } }
    }

    /// A view behind the content, the size of the cell (default nil).
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view shown between the background and the content while the cell is selected or
    /// highlighted (default nil: none).
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            updateSelectionAppearance()
        }
    }

    /// Clears the selection and highlight the previous item left. An override calls `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    /// Creates a cell with `frame`. Subclasses override this to build their content.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        assemble()
    }

    /// Creates a cell from an archive; as `init(frame: .zero)` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        assemble()
    }

    private func assemble() {
        content.frame = bounds
        addSubview(content)
    }

    /// Keeps the content, background and selected background the size of the cell. Overrides call
    /// `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if content.frame != bounds { content.frame = bounds }
        if let backgroundView, backgroundView.frame != bounds { backgroundView.frame = bounds }
        if let selectedBackgroundView, selectedBackgroundView.superview === self,
            selectedBackgroundView.frame != bounds
        {
            selectedBackgroundView.frame = bounds
        }
    }

    private func updateSelectionAppearance() {
        guard let background = selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            guard background.superview !== self else { return }
            insertSubview(background, belowSubview: content)
            background.frame = bounds
        } else if background.superview === self {
            background.removeFromSuperview()
        }
    }
}
