import Foundation

/// A view that shows an image, as UIKit's `UIImageView` (a first, minimal form).
///
/// It holds `image` and `highlightedImage`, sizes itself to the image (its intrinsic content size is
/// the image's size in points) and takes no touches by default. The renderer does not draw the
/// image's pixels yet: layer contents are the next drawing step (see the porting guide).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown (default nil).
    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The image shown while `isHighlighted` (default nil: `image` stays).
    open var highlightedImage: UIImage?
    /// Whether the view shows `highlightedImage` (default false).
    open var isHighlighted = false

    /// Creates an image view showing `image`, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing `image`, and `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// Creates an empty image view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view from an archive; as `init(frame: .zero)` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image's size in points, or none without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return image.size
    }
}
