import Foundation

/// A view that shows an image, as UIKit's `UIImageView`.
///
/// The image is the layer's contents, at the image's scale, placed by `contentMode` (default
/// `.scaleToFill`). A template image (`renderingMode` `.alwaysTemplate`, or a symbol) is drawn
/// in the view's `tintColor`. `animationImages` play while `isAnimating`, one after another over
/// `animationDuration`, on the host's clock.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// Creates an image view showing `image`, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configure()
    }

    /// Creates an image view showing `image`, and `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configure()
    }

    /// Creates an empty image view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Creates an image view from an archive (made as `init(frame: .zero)`; nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        isUserInteractionEnabled = false
        showCurrentImage()
    }

    /// The image shown (nil: none).
    open var image: UIImage? {
        didSet {
            showCurrentImage()
            invalidateIntrinsicContentSize()
        }
    }

    /// The image shown while `isHighlighted` (nil: `image`).
    open var highlightedImage: UIImage? {
        didSet { showCurrentImage() }
    }

    /// Whether the view shows its highlighted image.
    open var isHighlighted = false {
        didSet { showCurrentImage() }
    }

    /// The configuration a symbol image is shown with, applied over the image's own (symbols are
    /// sized by it here; Behaviour 28.4).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The size the image is shown at: a symbol's as `preferredSymbolConfiguration` makes it.
    private var shownImageSize: CGSize? {
        guard let image else { return nil }
        guard image.isSymbolImage, let preferredSymbolConfiguration else { return image.size }
        return image.applyingSymbolConfiguration(preferredSymbolConfiguration)?.size ?? image.size
    }

    /// The images played in turn while animating.
    open var animationImages: [UIImage]?
    /// The images played while animating and highlighted.
    open var highlightedAnimationImages: [UIImage]?
    /// Seconds for one pass through the images (0: a thirtieth of a second each).
    open var animationDuration: TimeInterval = 0
    /// How many passes to play (0: until `stopAnimating()`).
    open var animationRepeatCount = 0

    /// Whether the images are playing.
    open private(set) var isAnimating = false
    /// When the current animation started, in host time.
    private var animationStart: Double?

    /// Starts playing `animationImages` (nothing happens without any).
    open func startAnimating() {
        guard let images = playingImages, !images.isEmpty else { return }
        isAnimating = true
        animationStart = layer.clock?.time
        scheduleNextFrame()
    }

    /// Stops playing and shows `image` again.
    open func stopAnimating() {
        isAnimating = false
        animationStart = nil
        showCurrentImage()
    }

    /// The image's size, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let size = shownImageSize else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return size
    }

    /// A template image follows the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        showCurrentImage()
    }

    /// The image view sizes to its image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        shownImageSize ?? .zero
    }

    // MARK: Showing

    private var playingImages: [UIImage]? {
        isHighlighted ? (highlightedAnimationImages ?? animationImages) : animationImages
    }

    /// The image for now: the animation's frame while playing, else the (highlighted) image.
    private var currentImage: UIImage? {
        if isAnimating, let images = playingImages, !images.isEmpty, let start = animationStart,
            let time = layer.clock?.time
        {
            let frameDuration = frameDurationFor(images.count)
            let index = Int(((time - start) / frameDuration).rounded(.down)) % images.count
            return images[max(index, 0)]
        }
        return isHighlighted ? (highlightedImage ?? image) : image
    }

    private func frameDurationFor(_ count: Int) -> Double {
        animationDuration > 0 ? animationDuration / Double(count) : 1.0 / 30
    }

    /// Shows the current image, a template one tinted with the tint resolved in the view's traits
    /// (again when the style changes, Behaviour 9.12).
    func showCurrentImage() {
        guard let shown = currentImage, let bitmap = shown.cgImage else {
            layer.contents = nil
            return
        }
        layer.contentsScale = shown.scale
        if shown.renderingMode == .alwaysTemplate
            || (shown.renderingMode == .automatic && shown.isSymbolImage)
        {
            layer.contents = bitmap.tinted((shown.tint ?? tintColor).resolvedColor(with: traitCollection))
        } else {
            layer.contents = bitmap
        }
    }

    /// Shows the frame that is due and schedules the next, until the passes are played.
    private func scheduleNextFrame() {
        guard isAnimating, let images = playingImages, let clock = layer.clock, let start = animationStart
        else {
            return
        }
        showCurrentImage()
        let frameDuration = frameDurationFor(images.count)
        let elapsedFrames = ((clock.time - start) / frameDuration).rounded(.down) + 1
        if animationRepeatCount > 0, elapsedFrames >= Double(images.count * animationRepeatCount) {
            clock.after(start + elapsedFrames * frameDuration - clock.time) { [weak self] in
                self?.stopAnimating()
            }
            return
        }
        clock.after(start + elapsedFrames * frameDuration - clock.time) { [weak self] in
            self?.scheduleNextFrame()
        }
    }

    /// An image view that starts animating out of a window begins when it enters one.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if isAnimating, animationStart == nil, window != nil {
            animationStart = layer.clock?.time
            scheduleNextFrame()
        }
    }
}
