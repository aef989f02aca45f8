import Foundation

/// A rectangular area of a view that layout can refer to without a view of its own, as
/// `UILayoutGuide`. A view's system guides are its `safeAreaLayoutGuide` (the bounds less the safe
/// area insets) and its `layoutMarginsGuide` (the bounds less the layout margins, measured from the
/// safe area when `insetsLayoutMarginsFromSafeArea`), its readable-content and keyboard guides, and
/// a scroll view's content and frame guides. Guides the app adds with `addLayoutGuide(_:)` are
/// placed by constraints (Behaviour 17.1); without any they are empty.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// What the guide's frame follows.
    enum Kind {
        case custom
        case safeArea
        case layoutMargins
        case readableContent
        case keyboard
        /// A scroll view's content area: its size is the content size constraints give.
        case scrollContent
        /// A scroll view's frame, fixed on screen while the content scrolls.
        case scrollFrame
    }

    let kind: Kind

    /// The view the guide belongs to; nil until it is added to one.
    open weak var owningView: UIView?
    /// A name for debugging.
    open var identifier: String = ""

    /// Whether the constraints leave the guide's frame free to take more than one value.
    open var hasAmbiguousLayout: Bool {
        guard let engine = owningView?.hierarchyEngine(create: false) else { return false }
        return engine.isAmbiguous(self)
    }

    /// The constraints that name the guide along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        owningView?.installedConstraints(naming: self, along: axis) ?? []
    }

    /// A guide that belongs to no view yet.
    public override init() {
        kind = .custom
        super.init()
    }

    /// Decodes nothing: there are no archives here; the guide is as `init()` makes it.
    public required init?(coder: NSCoder) {
        kind = .custom
        super.init()
    }

    init(kind: Kind, owner: UIView?) {
        self.kind = kind
        super.init()
        owningView = owner
        identifier =
            switch kind {
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .layoutMargins: "UIViewLayoutMarginsGuide"
            case .readableContent: "UIViewReadableContentGuide"
            case .keyboard: "UIViewKeyboardLayoutGuide"
            case .scrollContent: "UIScrollView-contentLayoutGuide"
            case .scrollFrame: "UIScrollView-frameLayoutGuide"
            case .custom: ""
            }
    }

    /// The guide's rectangle in its owning view's coordinates (zero without one).
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        // A guide that constraints name reports the frame the engine gives it, so what the app
        // reads and what the constraints were solved against never differ (an owner smaller than
        // its margins makes both negative, not one clamped and one not).
        if let frame = engineFrame { return frame }
        switch kind {
        case .custom:
            return .zero
        case .safeArea:
            return view.bounds.inset(by: view.safeAreaInsets).standardizedOrZero
        case .layoutMargins:
            return view.bounds.inset(by: view.effectiveLayoutMargins).standardizedOrZero
        case .scrollContent:
            let size = view.contentSizeForGuide ?? .zero
            return CGRect(origin: .zero, size: size)
        case .scrollFrame:
            return CGRect(origin: view.bounds.origin, size: view.bounds.size)
        case .keyboard:
            let height = view.keyboardGuideHeight
            return CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        case .readableContent:
            let margins = view.bounds.inset(by: view.effectiveLayoutMargins).standardizedOrZero
            let width = min(margins.width, UILayoutGuide.readableWidth)
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        }
    }

    /// The widest a readable-content guide gets: about the width of a comfortable line of body text.
    /// UIKit's figure depends on the text size; ours is fixed (ours).
    static let readableWidth: CGFloat = 672

    /// The leading edge (left).
    open var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }

    /// The trailing edge (right).
    open var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }

    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }

    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }

    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }

    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }

    /// The width.
    open var widthAnchor: NSLayoutDimension { dimension(.width) }

    /// The height.
    open var heightAnchor: NSLayoutDimension { dimension(.height) }

    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }

    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
}

extension CGRect {
    /// The rectangle, or a zero-size one at the clamped origin when the insets left nothing.
    fileprivate var standardizedOrZero: CGRect {
        // `size`, not `width`/`height`, which report a flipped rectangle's sizes as positive.
        guard size.width >= 0, size.height >= 0, !isNull else {
            return CGRect(
                x: isNull ? 0 : origin.x, y: isNull ? 0 : origin.y, width: max(0, size.width),
                height: max(0, size.height))
        }
        return self
    }
}

extension UIView {
    /// The margins the layout-margins guide keeps: `layoutMargins`, measured from the safe area's
    /// edges when `insetsLayoutMarginsFromSafeArea` (Behaviour 15.30).
    var effectiveLayoutMargins: UIEdgeInsets {
        let margins = layoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
            right: margins.right + safe.right)
    }
}
