import Foundation

/// A row of dots, one per page, the current one highlighted, as UIKit's `UIPageControl`.
///
/// A tap on the right of the current dot moves to the next page, on the left to the previous one,
/// and sends `valueChanged`; setting `currentPage` in code sends nothing (Behaviour 22.5).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The background behind the dots.
    public enum BackgroundStyle: Int, Sendable {
        /// A background only while interacting.
        case automatic = 0
        /// Always a background.
        case prominent = 1
        /// Never a background.
        case minimal = 2
    }

    private static let dotDiameter: CGFloat = 7
    private static let dotSpacing: CGFloat = 16
    private var dots: [UIView] = []
    private var pages = 0
    private var currentStorage = 0

    /// Creates a page control with no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a page control from an archive; as `init(frame: .zero)` here.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The number of pages (default 0); a negative count is reported and taken as 0.
    open var numberOfPages: Int {
        get { pages }
        set {
            var count = newValue
            if count < 0 {
                ControlParts.report(self, "UIPageControl numberOfPages \(newValue) is negative; using 0")
                count = 0
            }
            pages = count
            while dots.count < count {
                let dot = ControlParts.part(nil, cornerRadius: Self.dotDiameter / 2)
                addSubview(dot)
                dots.append(dot)
            }
            while dots.count > count { dots.removeLast().removeFromSuperview() }
            if currentStorage >= count { currentPage = max(count - 1, 0) }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The page shown (default 0), kept within the pages.
    open var currentPage: Int {
        get { currentStorage }
        set {
            let page = min(max(newValue, 0), max(pages - 1, 0))
            guard page != currentStorage else { return }
            ControlParts.changingValue(of: self) { currentStorage = page }
            setNeedsLayout()
        }
    }

    /// Whether a control with a single page is hidden (default false).
    open var hidesForSinglePage = false { didSet { setNeedsLayout() } }
    /// The other dots' colour (nil: translucent grey).
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The current dot's colour (nil: dark grey).
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The background behind the dots (default `.automatic`; stored).
    open var backgroundStyle: BackgroundStyle = .automatic
    /// Whether a drag across the dots scrubs through pages (default true; stored: taps step).
    open var allowsContinuousInteraction = true

    /// The size the dots of `pageCount` pages take: 16 points a page, 26 high.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(pageCount, 0)) * Self.dotSpacing + 2 * 8, height: 26)
    }

    /// The dots' size.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: pages) }
    /// The dots' size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places the dots, centred, and colours the current one.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let hidden = hidesForSinglePage && pages <= 1
        let total = CGFloat(pages) * Self.dotSpacing
        let startX = bounds.midX - total / 2
        for (index, dot) in dots.enumerated() {
            dot.isHidden = hidden
            dot.frame = CGRect(
                x: startX + CGFloat(index) * Self.dotSpacing + (Self.dotSpacing - Self.dotDiameter) / 2,
                y: bounds.midY - Self.dotDiameter / 2, width: Self.dotDiameter, height: Self.dotDiameter)
            dot.backgroundColor =
                index == currentStorage
                ? (currentPageIndicatorTintColor ?? UIColor(white: 0.2, alpha: 1))
                : (pageIndicatorTintColor ?? UIColor(white: 0.5, alpha: 0.3))
        }
    }

    /// A tap right of the current dot goes to the next page, left of it to the previous one;
    /// `valueChanged` is sent when the page changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside, pages > 1 else { return }
        let total = CGFloat(pages) * Self.dotSpacing
        let currentX = bounds.midX - total / 2 + (CGFloat(currentStorage) + 0.5) * Self.dotSpacing
        let before = currentStorage
        currentPage += touch.location(in: self).x > currentX ? 1 : -1
        if currentStorage != before { sendActions(for: .valueChanged) }
    }
}
