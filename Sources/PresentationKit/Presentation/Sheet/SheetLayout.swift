import Foundation

/// Where page and form sheets go (Behaviour 4.5).
///
/// UIKit publishes none of these figures; they are ours, chosen to look like iOS 15–17 sheets, and
/// listed in the README. The host has no safe areas, so a status bar of `statusBarHeight` is assumed
/// at the top of the container.
struct SheetLayout: Equatable {
    /// How a sheet shows for the container's traits.
    enum Mode: Equatable {
        /// Regular width and height: a centred card over a dim.
        case card
        /// Compact width: a sheet from the bottom, the presenting content scaled back behind it.
        case bottomSheet
        /// Compact height: the whole container.
        case fullScreen
    }

    /// A form sheet's size when the presented controller prefers none.
    static let formSheetDefaultSize = CGSize(width: 540, height: 620)
    /// A page sheet card's width in a regular environment (capped by the container).
    static let pageSheetWidth: CGFloat = 704
    /// The space a card keeps from the container's sides.
    static let cardMargin: CGFloat = 20
    /// The status bar the sheets keep clear of (the host has no safe areas).
    static let statusBarHeight: CGFloat = 24
    /// A phone's status bar, above a bottom sheet.
    static let compactStatusBarHeight: CGFloat = 44
    /// The gap between a bottom sheet's top and the status bar, where the scaled-back presenting
    /// content shows.
    static let bottomSheetGap: CGFloat = 10
    /// How far the scaled-back presenting content is inset from each side.
    static let cardStackSideInset: CGFloat = 16
    /// The corner radius of cards, bottom sheets and the scaled-back presenting content.
    static let cornerRadius: CGFloat = 10
    /// The dimming view's alpha (black) behind a card or a bottom sheet.
    static let dimmingAlpha: CGFloat = 0.4

    let mode: Mode
    /// The sheet's frame in the container.
    let frame: CGRect
    /// The bottom of the status bar above a bottom sheet: the container's top safe-area inset on a
    /// host with a device profile, else `compactStatusBarHeight`.
    let statusBarBottom: CGFloat
    /// The height of the largest detent here: what `.large()` resolves to (Behaviour 14.4).
    let maximumDetentValue: CGFloat
    /// Whether the sheet shows at its largest height (the presenting content is scaled back only
    /// then, Behaviour 14.13).
    let isAtLargest: Bool
    /// Whether the dim shows (Behaviour 14.11); false leaves the content behind uncovered.
    let isDimmed: Bool

    /// The gap above an edge-attached sheet in compact height (Behaviour 14.4).
    static let compactHeightGap: CGFloat = 8

    /// The layout of a `.pageSheet` or `.formSheet` presentation in `container` with `traits`.
    ///
    /// `safeAreaTop` is the container's top safe-area inset: with a device profile the sheets keep
    /// clear of the real status bar (notch, Dynamic Island); 0 (no profile) keeps the assumed figures.
    ///
    /// `detentHeight` is the selected detent's height (nil: the largest), `safeAreaBottom` the
    /// container's bottom inset (below a bottom sheet's detent height), `dimmed` whether the dim
    /// shows at that detent, and `edgeAttached` asks for a bottom sheet in compact height
    /// (`prefersEdgeAttachedInCompactHeight`, Behaviour 14.19). Such a sheet is as wide as the safe
    /// area between `safeAreaSides` (left, right), or, with `widthFollowsPreferredWidth`, as the
    /// preferred content width, centred in the safe area (14.20).
    init(
        style: UIModalPresentationStyle, container: CGRect, traits: UITraitCollection,
        preferredContentSize: CGSize, safeAreaTop: CGFloat = 0, safeAreaBottom: CGFloat = 0,
        safeAreaSides: (left: CGFloat, right: CGFloat) = (0, 0),
        detentHeight: CGFloat? = nil, dimmed: Bool = true, edgeAttached: Bool = false,
        widthFollowsPreferredWidth: Bool = false
    ) {
        statusBarBottom = safeAreaTop > 0 ? safeAreaTop : Self.compactStatusBarHeight
        isDimmed = dimmed
        if traits.verticalSizeClass == .compact && !edgeAttached {
            mode = .fullScreen
            frame = container
            maximumDetentValue = max(container.height - safeAreaTop - safeAreaBottom, 0)
            isAtLargest = true
        } else if traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact {
            mode = .bottomSheet
            let top =
                traits.verticalSizeClass == .compact
                ? safeAreaTop + Self.compactHeightGap : statusBarBottom + Self.bottomSheetGap
            let fullHeight = max(container.height - top, 0)
            let largest = max(fullHeight - safeAreaBottom, 0)
            maximumDetentValue = largest
            let value = min(detentHeight ?? largest, largest)
            isAtLargest = value >= largest
            let height = isAtLargest ? fullHeight : value + safeAreaBottom
            var horizontal = (x: container.minX, width: container.width)
            if traits.verticalSizeClass == .compact {
                horizontal = Self.edgeAttachedWidth(
                    container: container, safeAreaSides: safeAreaSides,
                    preferredWidth: widthFollowsPreferredWidth ? preferredContentSize.width : 0)
            }
            frame = CGRect(
                x: horizontal.x, y: container.maxY - height, width: horizontal.width, height: height)
        } else {
            mode = .card
            let statusBar = safeAreaTop > 0 ? safeAreaTop : Self.statusBarHeight
            let available = container.insetBy(dx: Self.cardMargin, dy: statusBar + Self.cardMargin)
            var size: CGSize
            if style == .formSheet {
                size = Self.formSheetDefaultSize
                if preferredContentSize.width > 0 { size.width = preferredContentSize.width }
                if preferredContentSize.height > 0 { size.height = preferredContentSize.height }
            } else {
                size = CGSize(width: Self.pageSheetWidth, height: available.height)
            }
            size.width = min(size.width, max(available.width, 0))
            size.height = min(size.height, max(available.height, 0))
            // A card's height follows the selected detent (Behaviour 14.22).
            maximumDetentValue = size.height
            let value = min(detentHeight ?? size.height, size.height)
            isAtLargest = value >= size.height
            size.height = value
            frame = CGRect(
                x: (container.midX - size.width / 2).rounded(),
                y: (container.midY - size.height / 2).rounded(),
                width: size.width, height: size.height)
        }
    }

    /// An edge-attached sheet's place across a container of compact height (Behaviour 14.20): the
    /// safe area's width, or a positive `preferredWidth` capped by the container's width, centred in
    /// the safe area and kept inside the container.
    private static func edgeAttachedWidth(
        container: CGRect, safeAreaSides: (left: CGFloat, right: CGFloat), preferredWidth: CGFloat
    ) -> (x: CGFloat, width: CGFloat) {
        let safeMinX = container.minX + safeAreaSides.left
        let safeWidth = max(container.width - safeAreaSides.left - safeAreaSides.right, 0)
        let width =
            preferredWidth > 0 && preferredWidth.isFinite ? min(preferredWidth, container.width) : safeWidth
        let centred = safeMinX + (safeWidth - width) / 2
        return (min(max(centred, container.minX), container.maxX - width), width)
    }

    /// The dimming view's alpha once presented.
    var dimmingAlpha: CGFloat { mode == .fullScreen || !isDimmed ? 0 : Self.dimmingAlpha }

    /// Whether the presenting content is scaled back behind the sheet: a bottom sheet at its
    /// largest detent (Behaviour 14.13).
    var stacksPresenter: Bool { mode == .bottomSheet && isAtLargest }

    /// The sheet's corner radius.
    var cornerRadius: CGFloat { mode == .fullScreen ? 0 : Self.cornerRadius }

    /// The transform that scales the presenting content back behind a bottom sheet: narrower by
    /// `cardStackSideInset` on each side, its top edge just under the status bar. Identity in the
    /// other modes.
    func presentingTransform(for presentingFrame: CGRect) -> CGAffineTransform {
        guard stacksPresenter, presentingFrame.width > 2 * Self.cardStackSideInset else {
            return .identity
        }
        let scale = (presentingFrame.width - 2 * Self.cardStackSideInset) / presentingFrame.width
        let scaledTop = presentingFrame.midY - scale * presentingFrame.height / 2
        let lift = statusBarBottom - scaledTop
        return CGAffineTransform(translationX: 0, y: lift).scaledBy(x: scale, y: scale)
    }
}
