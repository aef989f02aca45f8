import Foundation

/// A view whose content, larger than itself, the finger drags and flings, as UIKit's `UIScrollView`.
///
/// The content offset is the bounds origin: scrolling moves `bounds.origin`, so subviews (the
/// content) are drawn, hit-tested and converted offset by it. The scroll view owns a
/// `panGestureRecognizer`: dragging moves the content 1:1 with the finger within the scroll range
/// and rubber-bands past its edges (Behaviour 15.6); on release it decelerates on the host's clock
/// (Behaviour 15.7), springs back from edges (Behaviour 15.8), snaps to pages (Behaviour 15.10), and tells its
/// `delegate` in UIKit's order (Behaviour 15.12). Everything runs on the host's virtual clock:
/// `advance(by:)` moves a deceleration to exactly the position the closed-form law gives.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    // MARK: Content

    /// The point of the content shown at the scroll view's top-left corner: the bounds origin.
    /// Setting it stops a deceleration or animation (as `setContentOffset(_:animated: false)`);
    /// a non-finite point is reported and the offset kept.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite && newValue.y.isFinite else {
                layer.reportMisuse(
                    "contentOffset \(newValue) is not finite; the scroll view keeps \(bounds.origin)")
                return
            }
            stopMotion()
            applyContentOffset(newValue)
        }
    }

    /// Sets the content offset, moving to it over 0.3 s on the host's clock when `animated`
    /// (Behaviour 15.9); the delegate then hears `scrollViewDidEndScrollingAnimation(_:)`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite && contentOffset.y.isFinite else {
            layer.reportMisuse(
                "setContentOffset(\(contentOffset), animated:) needs a finite point; the scroll view keeps "
                    + "\(bounds.origin)")
            return
        }
        stopMotion()
        guard animated else {
            applyContentOffset(contentOffset)
            return
        }
        animateContentOffset(to: contentOffset)
    }

    private var contentSizeStorage = CGSize.zero
    /// The size of the content (default zero). A non-finite or negative size is reported and the
    /// old size kept.
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set {
            guard
                newValue.width.isFinite && newValue.height.isFinite && newValue.width >= 0
                    && newValue.height >= 0
            else {
                layer.reportMisuse(
                    "contentSize \(newValue) must be finite and non-negative; the scroll view keeps "
                        + "\(contentSizeStorage)")
                return
            }
            let observed = layer.keyValueObservers?.willChange(.contentSize)
            contentSizeStorage = newValue
            if let observed { layer.keyValueObservers?.didChange(observed) }
            updateAdjustedContentInset()
            scrollEdgesDidMove()
        }
    }

    private var contentInsetStorage = UIEdgeInsets.zero
    /// Extra scrollable space around the content (default zero). Non-finite insets are reported
    /// and the old ones kept.
    open var contentInset: UIEdgeInsets {
        get { contentInsetStorage }
        set {
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
                layer.reportMisuse(
                    "contentInset \(newValue) is not finite; the scroll view keeps \(contentInsetStorage)")
                return
            }
            let observed = layer.keyValueObservers?.willChange(.contentInset)
            contentInsetStorage = newValue
            if let observed { layer.keyValueObservers?.didChange(observed) }
            updateAdjustedContentInset(followingTop: false)
            scrollEdgesDidMove()
        }
    }

    /// How the safe area adds to `contentInset` (default `.automatic`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { updateAdjustedContentInset() }
    }

    /// `contentInset` plus the parts of `safeAreaInsets` that `contentInsetAdjustmentBehavior`
    /// adds (Behaviour 15.11): the insets that bound scrolling.
    open var adjustedContentInset: UIEdgeInsets { computeAdjustedContentInset() }

    /// `adjustedContentInset` changed. The default tells the delegate
    /// (`scrollViewDidChangeAdjustedContentInset(_:)`); an override calls `super`.
    open func adjustedContentInsetDidChange() {
        tellDelegate("scrollViewDidChangeAdjustedContentInset") {
            $0.scrollViewDidChangeAdjustedContentInset(self)
        }
    }

    // MARK: Behaviour

    /// Whether the finger scrolls the content (default true); false disables `panGestureRecognizer`.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether the content rubber-bands past its edges and springs back (default true).
    open var bounces = true
    /// Whether a vertical drag rubber-bands even when the content is not taller than the view.
    open var alwaysBounceVertical = false {
        didSet { updateAdjustedContentInset() }
    }
    /// Whether a horizontal drag rubber-bands even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false {
        didSet { updateAdjustedContentInset() }
    }
    /// Whether scrolling comes to rest on multiples of the bounds size (Behaviour 15.10).
    open var isPagingEnabled = false
    /// Stored only: scrolling is not locked to one axis.
    open var isDirectionalLockEnabled = false

    private var decelerationRateStorage = DecelerationRate.normal
    /// How fast the content slows after a release (default `.normal`). A rate that is not finite
    /// or not strictly between 0 and 1 is reported and the old rate kept.
    open var decelerationRate: DecelerationRate {
        get { decelerationRateStorage }
        set {
            guard newValue.rawValue.isFinite && newValue.rawValue > 0 && newValue.rawValue < 1 else {
                layer.reportMisuse(
                    "decelerationRate \(newValue.rawValue) must be finite and between 0 and 1; the scroll view "
                        + "keeps \(decelerationRateStorage.rawValue)")
                return
            }
            decelerationRateStorage = newValue
        }
    }

    // MARK: State

    var trackingFlag = false
    var draggingFlag = false
    var deceleratingFlag = false
    /// Whether a finger is on the content (it may not have moved yet).
    open var isTracking: Bool { trackingFlag }
    /// Whether the finger is dragging the content (from `scrollViewWillBeginDragging` until the
    /// finger lifts).
    open var isDragging: Bool { draggingFlag }
    /// Whether the content moves on after the finger lifted.
    open var isDecelerating: Bool { deceleratingFlag }

    // MARK: Stored settings

    /// The insets of both scroll indicators (deprecated in UIKit): reads the vertical indicator's,
    /// sets both (stored; nothing draws indicators here).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// The vertical scroll indicator's insets (stored; nothing draws indicators here).
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// The horizontal scroll indicator's insets (stored; nothing draws indicators here).
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Stored only: PresentationKit draws no scroll indicators.
    open var showsVerticalScrollIndicator = true
    /// Stored only: PresentationKit draws no scroll indicators.
    open var showsHorizontalScrollIndicator = true
    /// Stored only: the host has no status bar to tap.
    open var scrollsToTop = true
    /// Stored only: touches reach the content at once (the pan does not delay them).
    open var delaysContentTouches = true
    /// Whether a drag that begins cancels the touches the content got (default true): the pan
    /// recognizer's `cancelsTouchesInView`.
    open var canCancelContentTouches = true {
        didSet { panGestureRecognizer.cancelsTouchesInView = canCancelContentTouches }
    }

    /// Does nothing: PresentationKit draws no scroll indicators.
    open func flashScrollIndicators() {}

    /// The recognizer that drags the content. Apps may make it wait for theirs
    /// (`require(toFail:)`) or let theirs recognize with it through their own delegate; its own
    /// delegate must stay the scroll view (UIKit raises; here another delegate is reported and
    /// refused).
    open var panGestureRecognizer: UIPanGestureRecognizer { pan }

    /// Told as the content scrolls, is dragged and decelerates.
    open weak var delegate: UIScrollViewDelegate?

    // MARK: Machinery

    let pan = ScrollViewPanGestureRecognizer()
    /// The pan's delegate: lets it begin only when some axis scrolls.
    let panDelegate = ScrollViewPanDelegate()
    /// The running deceleration or animation, if any.
    var motion: ScrollMotion?
    /// The offset a drag works from, with any rubber-banding undone (finger space).
    var dragBase = CGPoint.zero
    /// The offset when the drag began (paging turns at most one page from it).
    var dragStartOffset = CGPoint.zero
    /// The adjusted insets last reported through `adjustedContentInsetDidChange()`.
    var reportedAdjustedContentInset = UIEdgeInsets.zero
    /// Whether the offset moves now only to follow a change of the adjusted top inset.
    var adjustingOffsetForInset = false
    /// Told when the content scrolls, with whether the move only follows a change of the inset:
    /// the navigation controller whose top controller's content view this is (large titles follow
    /// real scrolling only, Behaviour 16.23; the bars' scroll edges follow `edgeObservers`, 16.24).
    var barScrollObserver: ((_ scrollView: UIScrollView, _ followsInset: Bool) -> Void)?
    /// The bars following this scroll view's edges (`ContentScrollViewObserver`), told after every
    /// change that moves them against the bounds (`scrollEdgesDidMove()`).
    var edgeObservers: [WeakReference<ContentScrollViewObserver>] = []
    /// Asked, when a drag ends or a touch lets go of content, where the content should come to
    /// rest vertically so that the navigation bar above it shows its large title fully expanded or
    /// fully collapsed (Behaviour 16.27): given the offset and vertical velocity (pt/s) at the
    /// release, the resting offset, which may lie above the current range (the range grows as the
    /// title expands); nil leaves the release as it is.
    var barSettleTarget: ((_ scrollView: UIScrollView, _ offset: CGFloat, _ velocity: CGFloat) -> CGFloat?)?

    /// Creates a scroll view with `frame` in its superview's coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        attachPan()
    }

    /// Creates a scroll view as `init(frame: .zero)` would (no archives are decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        attachPan()
    }

    private func attachPan() {
        // Scroll views clip their content by default, as in UIKit.
        clipsToBounds = true
        pan.scrollView = self
        panDelegate.scrollView = self
        pan.delegate = panDelegate
        pan.addTarget(self, action: UIScrollView.panDidChange)
        addGestureRecognizer(pan)
    }

    /// The bounds; a change of origin is a scroll (`scrollViewDidScroll`), as in UIKit.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            let new = super.bounds
            if new.size != old.size { updateAdjustedContentInset() }
            if new.origin != old.origin {
                tellDelegate("scrollViewDidScroll") { $0.scrollViewDidScroll(self) }
                barScrollObserver?(self, adjustingOffsetForInset)
            }
            if new != old { scrollEdgesDidMove() }
        }
    }

    /// The bounds' size changed (through `frame`, `bounds` or autoresizing): the adjusted insets
    /// may have, and the offset comes back into the new range (Behaviour 15.31).
    func boundsSizeDidChange() {
        updateAdjustedContentInset()
        adjustContentOffsetIfNecessary()
        scrollEdgesDidMove()
    }

    /// Lays out the subviews, then reports a change of `adjustedContentInset` (a new size may
    /// change which axes scroll). Overrides call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAdjustedContentInset()
    }

    /// Back in a window, the safe area may have changed while the scroll view was out of it (where
    /// nothing reports it): `adjustedContentInset` is brought up to date, the content resting at
    /// its top staying there.
    override func hierarchyDidMoveToWindow() {
        if window != nil { updateAdjustedContentInset() }
    }

    /// The safe area changed: `adjustedContentInset` may have too. Overrides call `super`.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    /// Scrolls the least distance that shows `rect` (content coordinates) inside the bounds less
    /// the adjusted insets, animated as `setContentOffset(_:animated:)`; a rect larger than that
    /// area shows its top-left. A non-finite rect is reported and ignored.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard [rect.origin.x, rect.origin.y, rect.width, rect.height].allSatisfy(\.isFinite) else {
            layer.reportMisuse("scrollRectToVisible(\(rect), animated:) needs a finite rect; ignored")
            return
        }
        let target = offsetShowing(rect)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// The scrollable content's area, for constraints: content pinned to its four edges (and given
    /// a size) decides `contentSize` (Behaviour 17.14).
    open var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent) }

    /// The scroll view's frame, for constraints: views pinned to it stay put while the content
    /// scrolls (Behaviour 17.14).
    open var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame) }

    override var contentSizeForGuide: CGSize? { contentSize }

    override func contentLayoutGuideDidResolve(_ size: CGSize) {
        // The content is never less than empty: a guide solved below zero (over-tight constraints,
        // or a zero width solved as −1e−14) is an empty content size, not the app's misuse.
        // (A non-finite size still reaches the setter, which reports it.)
        let size = CGSize(width: size.width < 0 ? 0 : size.width, height: size.height < 0 ? 0 : size.height)
        if contentSize != size { contentSize = size }
    }
}
