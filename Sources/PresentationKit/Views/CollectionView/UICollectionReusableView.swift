import Foundation

/// A view a collection view reuses (cells, headers, footers), as UIKit's
/// `UICollectionReusableView`.
///
/// The collection view makes one from the class registered for its reuse identifier, places it
/// where its layout attributes say (calling `apply(_:)` with them), and hands one that left the
/// screen to the next element that dequeues the same identifier after `prepareForReuse()`
/// (Behaviour 20.3).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued under, which it is pooled under.
    open var reuseIdentifier: String? { identifier }
    var identifier: String?
    /// The pool the collection view keeps the view in (a supplementary view's kind and identifier).
    var poolKey: String?

    /// The view was taken from the reuse pool for another element: reset what the previous one
    /// set. An override calls `super`.
    open func prepareForReuse() {}

    /// The layout's attributes for the element the view shows, after the collection view set its
    /// frame, alpha, hiding and z-order from them. Does nothing by default; a subclass with
    /// attributes of its own reads them here.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like: `layoutAttributes` unchanged by default. Asked only
    /// of self-sizing items, which flow layouts here do not have yet.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        layoutAttributes
    }

    /// Creates a view with `frame`. Subclasses override this to build their content.
    public override init(frame: CGRect) {
        identifier = UICollectionReusableView.identifierBeingMade
        super.init(frame: frame)
    }

    /// Creates a view from an archive; as `init(frame: .zero)` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        identifier = UICollectionReusableView.identifierBeingMade
        super.init(coder: coder)
    }

    /// Creates a view with a zero frame. The collection view makes registered classes through
    /// this initializer, which runs the subclass's `init(frame:)` (see the porting guide: Swift
    /// needs a `required` initializer to make an instance of a registered class).
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// The identifier of the view the collection view is making through `init()`.
    static var identifierBeingMade: String?
}
