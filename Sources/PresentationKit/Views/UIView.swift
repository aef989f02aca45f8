import Foundation

/// A rectangular area on screen backed by a `CALayer`, as `UIView`.
///
/// Geometry and appearance are the layer's model values; inside a `UIView.animate` block, setting
/// one of the animatable properties (frame, bounds, center, transform, alpha, backgroundColor)
/// changes the model at once and adds an additive animation from the old value.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate, UITraitEnvironment {
    /// The kind of layer a view of this class creates.
    open class var layerClass: AnyClass { CALayer.self }

    /// An instance of `layerClass`; a class that is not a `CALayer` is reported and a plain layer used.
    private static func makeLayer() -> CALayer {
        if let layerType = layerClass as? CALayer.Type { return layerType.init() }
        Diagnostics.log(
            .invalidInput,
            "\(self).layerClass is \(layerClass), which is not a CALayer subclass; the view uses a plain CALayer."
        )
        return CALayer()
    }

    /// The layer that holds the view's geometry and appearance.
    public let layer: CALayer

    /// The view's superview.
    open internal(set) weak var superview: UIView?
    /// The superview again, unretained: walks up the hierarchy (Auto Layout's common ancestors and
    /// roots) read it without the weak load and the slow retain and release each step of
    /// `superview` costs (a weakly referenced object's counts live in a side table).
    /// Always equal to `superview`: set beside it, and cleared by a superview's `deinit` for the
    /// subviews that outlive it (as the weak reference zeroes itself).
    @exclusivity(unchecked) nonisolated(unsafe) var superviewLink: Unmanaged<UIView>?
    /// The subviews in back-to-front order.
    open internal(set) var subviews: [UIView] = []

    /// A number to find the view with `viewWithTag(_:)`.
    open var tag = 0
    /// Whether the view and its subviews receive touches (default true).
    open var isUserInteractionEnabled = true
    /// Whether the view declares itself fully opaque (a drawing hint).
    open var isOpaque = true
    /// Whether bounds-size changes resize the subviews by their `autoresizingMask` (default true).
    open var autoresizesSubviews = true
    /// How the view resizes when its superview's bounds change.
    open var autoresizingMask: AutoresizingMask = []

    /// The view's gesture recognizers, in the order they were added (see `ViewEventState.swift`).
    var recognizerStorage: [UIGestureRecognizer] = []

    /// The controller whose root view this is: the responder after the view, and the owner of the
    /// `viewWillLayoutSubviews` / `viewDidLayoutSubviews` hooks around its layout. Weak, as the
    /// controller owns the view.
    weak var owningViewController: UIViewController?

    var needsLayout = true
    /// The frame this view takes once its superview's subtree is laid out, given that superview
    /// (nil: none now): a current-context presentation's container keeps the frame of the view it
    /// covers, however the app or a presentation controller lays that view out.
    var frameRule: ((UIView) -> CGRect?)?
    /// Whether some subview has a `frameRule`: layout passes look for followers only here, so the
    /// layout of ordinary views pays nothing for them.
    var hostsFrameFollowers = false
    /// Some view in the subtree needs layout: lets the layout pass skip clean branches.
    var subtreeNeedsLayout = true

    /// Creates a view with `frame` in its superview's coordinates.
    public init(frame: CGRect) {
        layer = Self.makeLayer()
        super.init()
        layer.delegate = self
        layer.keepPresentationForReuse()
        layer.frame = frame
        layer.setNeedsDisplay()
    }

    /// Creates a view from an archive. PresentationKit decodes no archives: the view is made as
    /// `init(frame: .zero)` would make it.
    public required init?(coder: NSCoder) {
        layer = Self.makeLayer()
        super.init()
        layer.delegate = self
        layer.keepPresentationForReuse()
        layer.setNeedsDisplay()
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    // The subviews outlive this view only through other references; their weak `superview`
    // zeroes itself, and their unretained link must not dangle. Nor may the link of a constraint
    // still installed here (`installedLink`). The count tells constraints that their items'
    // links may dangle now (`NSLayoutConstraint.itemsLiveAt`).
    deinit {
        UIView.deinitializations &+= 1
        layer.stopKeepingPresentationForReuse()
        for subview in subviews { subview.superviewLink = nil }
        if let state = layoutState {
            for constraint in state.installed { constraint.installedLink = nil }
        }
    }

    /// How many views have been deinitialized: while it hasn't moved, every view alive at some
    /// moment still is (a constraint skips the weak loads of its items then).
    nonisolated(unsafe) static var deinitializations = 0

    /// The controller whose root view this is, else the superview (UIKit's responder chain).
    open override var next: UIResponder? { owningViewController ?? superview }

    /// The window the view is in.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates (undefined under a non-identity transform).
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldBounds = layer.state.bounds
            let oldPosition = layer.state.position
            layer.frame = newValue
            didChange(.position, from: .point(oldPosition))
            didChange(.bounds, from: .rect(oldBounds))
            boundsDidChange(from: oldBounds)
        }
    }

    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let old = layer.state.bounds
            layer.bounds = newValue
            didChange(.bounds, from: .rect(old))
            boundsDidChange(from: old)
        }
    }

    /// The centre of the frame in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            let old = layer.state.position
            layer.position = newValue
            didChange(.position, from: .point(old))
            frameDidChangeForEngine()
        }
    }

    /// The transform applied about the centre; the layer keeps it as a 3D transform.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The full 3D transform applied about the centre.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set {
            let old = layer.state.transform
            layer.transform = newValue
            didChange(.transform, from: .transform(old))
            transformDidChange(from: old)
        }
    }

    // MARK: Appearance

    /// The view's opacity from 0 to 1 (the layer's `opacity`, kept as a `Float` as in UIKit).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            let old = layer.state.opacity
            if !newValue.isFinite {
                layer.reportMisuse("alpha \(newValue) is not finite; the view keeps \(old)")
                return
            }
            layer.opacity = Float(newValue)
            didChange(.opacity, from: .scalar(old))
        }
    }

    /// Whether the view is hidden (never animated, as in UIKit).
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            superview?.subviewVisibilityDidChange(self)
        }
    }

    private var backgroundColorStorage: UIColor?
    /// The colour that fills the bounds.
    open var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set {
            let old = RGBA(layer.state.backgroundColor)
            backgroundColorStorage = newValue
            layer.backgroundColor = newValue.map(resolvedForDisplay)
            didChange(.backgroundColor, from: .color(old))
        }
    }

    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    // MARK: Safe area and margins

    /// The safe-area insets last reported through `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets = UIEdgeInsets.zero

    /// How far the window's unsafe margins (status bar, notch, home indicator: the host's device
    /// profile) and the controllers' `additionalSafeAreaInsets` reach into the view: the part of the
    /// view they overlap, from each edge (zero on a host without a device profile).
    open var safeAreaInsets: UIEdgeInsets { computeSafeAreaInsets() }

    /// The safe area changed (a rotation, a move, `additionalSafeAreaInsets`): called before the
    /// view's next `layoutSubviews`. The default does nothing.
    open func safeAreaInsetsDidChange() {}

    private var layoutMarginsStorage = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The space to keep between the edges and the content (default 8 points each side). A view
    /// controller's root view keeps at least the controller's `systemMinimumLayoutMargins` while
    /// it `viewRespectsSystemMinimumLayoutMargins` (Behaviour 15.30).
    open var layoutMargins: UIEdgeInsets {
        get {
            guard let minimum = owningViewController?.rootViewMinimumLayoutMargins else {
                return layoutMarginsStorage
            }
            let set = layoutMarginsStorage
            return UIEdgeInsets(
                top: max(set.top, minimum.top), left: max(set.left, minimum.left),
                bottom: max(set.bottom, minimum.bottom), right: max(set.right, minimum.right))
        }
        set {
            guard newValue != layoutMarginsStorage else { return }
            layoutMarginsStorage = newValue
            guideInsetsMayHaveChanged()
            layoutMarginsDidChange()
        }
    }

    /// `layoutMargins` with leading and trailing (left-to-right here).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            NSDirectionalEdgeInsets(
                top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom,
                trailing: layoutMargins.right)
        }
        set {
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the margins are measured from the safe area's edges rather than the bounds' (default
    /// true): `layoutMarginsGuide` then keeps both.
    open var insetsLayoutMarginsFromSafeArea = true
    /// Whether the view takes its superview's margins where they are larger (default false; stored).
    open var preservesSuperviewLayoutMargins = false

    /// The margins changed. The default does nothing.
    open func layoutMarginsDidChange() {}

    /// The view's bounds less its safe-area insets, as a guide (made on first use).
    open var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
    /// The view's bounds less its layout margins (from the safe area's edges when
    /// `insetsLayoutMarginsFromSafeArea`), as a guide.
    open var layoutMarginsGuide: UILayoutGuide { systemGuide(.layoutMargins) }
    /// The layout margins' area, narrowed to a readable line width and centred.
    open var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }
    /// The guides added with `addLayoutGuide(_:)`, in order.
    open private(set) var layoutGuides: [UILayoutGuide] = []
    private var systemGuides: [UILayoutGuide] = []

    /// Adds `layoutGuide` to this view (taking it from another view it belonged to).
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard !layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        layoutGuide.owningView = self
        layoutGuides.append(layoutGuide)
    }

    /// Removes `layoutGuide` from this view.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let index = layoutGuides.firstIndex(where: { $0 === layoutGuide }) else { return }
        // Its constraints go with it, as UIKit removes them.
        uninstallConstraints { $0.firstItem === layoutGuide || $0.secondItem === layoutGuide }
        layoutGuides.remove(at: index)
        layoutGuide.owningView = nil
    }

    func systemGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        if let guide = systemGuides.first(where: { $0.kind == kind }) { return guide }
        let guide =
            kind == .keyboard ? UIKeyboardLayoutGuide(owner: self) : UILayoutGuide(kind: kind, owner: self)
        systemGuides.append(guide)
        return guide
    }

    // MARK: Motion effects

    private var motionEffectStorage: [UIMotionEffect] = []
    /// The motion effects added to the view (stored; the host has no motion: Behaviour 24.4).
    open var motionEffects: [UIMotionEffect] {
        get { motionEffectStorage }
        set { motionEffectStorage = newValue }
    }
    /// Adds a motion effect (stored and listed; the host has no motion to apply it to).
    open func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffectStorage.contains(where: { $0 === effect }) else { return }
        motionEffectStorage.append(effect)
    }
    /// Removes a motion effect.
    open func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffectStorage.removeAll { $0 === effect }
    }

    // MARK: Animation hook

    /// Tells the current animation block, if any, that `property` changed from `old`.
    func didChange(_ property: LayerProperty, from old: AnimatableValue) {
        guard let transaction = ViewAnimationTransaction.innermost else { return }
        let new = layer.state.value(of: property)
        guard new != old else { return }
        transaction.record(self, property, from: old, to: new)
    }

    // MARK: Hierarchy hooks

    /// Called before the view moves to a new superview (nil when it is removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) moves to another window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view (or an ancestor) moved to another window.
    open func didMoveToWindow() {}
    /// The engine's own follow-up to a move to another window, before `didMoveToWindow()` (which
    /// an app's override may not pass on): a scroll view brings its insets up to date.
    func hierarchyDidMoveToWindow() {}
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout and hit-testing (overridable; the machinery is in extensions)

    /// Lays out the subviews. The default gives the subviews placed by constraints the frames the
    /// layout engine found (autoresizing happens when bounds change); an override calls `super`
    /// to keep them (Behaviour 17.2).
    open func layoutSubviews() { applyEngineFramesToSubviews() }

    /// The size that best fits `size`; the default is the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits` its current size, keeping its origin.
    open func sizeToFit() {
        var frame = self.frame
        frame.size = sizeThatFits(bounds.size)
        self.frame = frame
    }

    /// The natural size of the content, or `UIView.noIntrinsicMetric` per dimension.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the layout engine the intrinsic size changed: the view's constraints around its
    /// content follow at the next layout pass.
    open func invalidateIntrinsicContentSize() { performInvalidateIntrinsicContentSize() }

    // MARK: Auto Layout (overridable as in UIKit; the work is in Views/AutoLayout)

    /// The view's Auto Layout state; nil until the view takes part.
    var layoutState: ViewLayoutState?

    /// Whether the view's frame and autoresizing mask become constraints (default true): a view
    /// placed by constraints sets it to false; while true, the engine pins the view's frame.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMask ?? true }
        set { setTranslatesAutoresizingMask(newValue) }
    }
    /// Whether the class depends on constraint-based layout: true makes UIKit call
    /// `updateConstraints()` before its first layout (default false).
    open class var requiresConstraintBasedLayout: Bool { false }
    /// The constraints installed on the view (those whose items meet here).
    open var constraints: [NSLayoutConstraint] { layoutState?.installed ?? [] }
    /// Activates `constraint` (UIKit's older spelling of `isActive = true`).
    open func addConstraint(_ constraint: NSLayoutConstraint) { performAddConstraint(constraint) }
    /// Activates each of `constraints`.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { performAddConstraint(constraint) }
    }
    /// Deactivates `constraint` if it is installed on this view.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { uninstall(constraint) }
    /// Deactivates each of `constraints` installed on this view.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { uninstall(constraint) }
    }
    /// Updates the view's constraints; called during the constraint pass after
    /// `setNeedsUpdateConstraints()`. An override changes constraints, then calls `super`.
    open func updateConstraints() {}
    /// Runs the constraint pass for this view and the views below it now, where needed.
    open func updateConstraintsIfNeeded() { performUpdateConstraintsIfNeeded() }
    /// Whether `updateConstraints()` is due.
    open func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }
    /// Asks for `updateConstraints()` before the next layout pass.
    open func setNeedsUpdateConstraints() { performSetNeedsUpdateConstraints() }
    /// How strongly the view resists growing beyond its intrinsic size along `axis` (default 250).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal
            ? layoutState?.huggingHorizontal ?? .defaultLow : layoutState?.huggingVertical ?? .defaultLow
    }
    /// Sets how strongly the view resists growing along `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, for: axis, hugging: true)
    }
    /// How strongly the view resists shrinking below its intrinsic size along `axis` (default 750).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal
            ? layoutState?.compressionHorizontal ?? .defaultHigh
            : layoutState?.compressionVertical ?? .defaultHigh
    }
    /// Sets how strongly the view resists shrinking along `axis`.
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        setContentPriority(priority, for: axis, hugging: false)
    }
    /// The size the view's constraints give it closest to `targetSize` (held at
    /// `fittingSizeLevel` in both dimensions).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        performSystemLayoutSizeFitting(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }
    /// The size the view's constraints give it, holding its width and height to `targetSize` at
    /// the given priorities (`.required` fixes that dimension).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        performSystemLayoutSizeFitting(
            targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    /// Insets from the frame to the content's alignment rectangle (default zero). The engine lays
    /// out frames (see the README's deviations).
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The alignment rectangle for `frame`: the frame less `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    /// The frame for `alignmentRect`: the rectangle grown by `alignmentRectInsets`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(
            by: UIEdgeInsets(
                top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
    /// The view whose first baseline is this view's: by default `forLastBaselineLayout` (the view
    /// itself unless overridden). An override returns a subview with text.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }
    /// The view whose last baseline is this view's (itself by default; an override returns a
    /// subview with text).
    open var forLastBaselineLayout: UIView { self }
    /// Whether the constraints leave the view's frame free to take more than one value.
    open var hasAmbiguousLayout: Bool { performHasAmbiguousLayout() }
    /// Moves an ambiguously laid out view to another of its possible frames (for debugging).
    open func exerciseAmbiguityInLayout() { performExerciseAmbiguityInLayout() }
    /// The constraints that affect the view's frame along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        performConstraintsAffectingLayout(for: axis)
    }

    /// Whether `point` (in the view's coordinates) is inside the view: within its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive view containing `point` (in the view's coordinates).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    // MARK: Hierarchy, conversion and layout (overridable as in UIKit; the work is in extensions)

    /// Adds `view` on top of the subviews, moving it from any previous superview.
    open func addSubview(_ view: UIView) { performAddSubview(view) }
    /// Inserts `view` at `index` among the subviews (clamped to the count).
    open func insertSubview(_ view: UIView, at index: Int) { performInsertSubview(view, at: index) }
    /// Inserts `view` just above `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        performInsertSubview(view, aboveSubview: siblingSubview)
    }
    /// Inserts `view` just below `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        performInsertSubview(view, belowSubview: siblingSubview)
    }
    /// Removes the view from its superview and window.
    open func removeFromSuperview() { performRemoveFromSuperview() }
    /// Moves `view` to the top of the subviews.
    open func bringSubviewToFront(_ view: UIView) { performBringSubviewToFront(view) }
    /// Moves `view` to the bottom of the subviews.
    open func sendSubviewToBack(_ view: UIView) { performSendSubviewToBack(view) }
    /// Swaps the subviews at two indices.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        performExchangeSubview(at: index1, withSubviewAt: index2)
    }
    /// Whether the view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool { performIsDescendant(of: view) }
    /// The first view in the subtree (this view included, depth first) with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? { performViewWithTag(tag) }
    /// Converts `point` from this view's coordinates to `view`'s (nil: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { performConvert(point, to: view) }
    /// Converts `point` from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { performConvert(point, from: view) }
    /// Converts `rect` from this view's coordinates to `view`'s (nil: the window's).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { performConvert(rect, to: view) }
    /// Converts `rect` from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { performConvert(rect, from: view) }
    /// Marks the view as needing `layoutSubviews` on the next layout pass.
    open func setNeedsLayout() { performSetNeedsLayout() }
    /// Lays out the view and its subtree now, where layout is pending.
    open func layoutIfNeeded() { performLayoutIfNeeded() }

    // MARK: Traits

    /// The view's traits: a window's follow its size and screen; a controller's root view has its
    /// controller's; any other view has its superview's (unspecified outside a hierarchy). The
    /// view's own ``overrideUserInterfaceStyle`` replaces the inherited style (Behaviour 9.9).
    open var traitCollection: UITraitCollection {
        traits(inheriting: inheritedTraitCollection)
    }

    /// The interface style this view and its subviews take, whatever they inherit; `.unspecified`
    /// (the default) inherits the style. Root views of embedded controllers follow their own
    /// controllers instead; on a window it reaches everything in the window. Changing it calls
    /// `traitCollectionDidChange(_:)` on the views and controllers whose style changed
    /// (Behaviour 9.9, 9.10).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { styleOverride }
        set { setStyleOverride(newValue) }
    }
    /// What ``overrideUserInterfaceStyle`` holds.
    var styleOverride = UIUserInterfaceStyle.unspecified
    /// The style and level the view's dynamic colours were last resolved in (see
    /// `resolveDynamicColors()`): kept so that drawing and a move between hierarchies need not
    /// walk up to the window.
    var resolvedStyle = UIUserInterfaceStyle.light
    /// Whether the view's dynamic colours were last resolved at the elevated level.
    var resolvedElevated = false

    /// Called after the view's traits changed; `previousTraitCollection` is what they were. As
    /// with controllers, nothing is reported when a view first joins an environment. The default
    /// does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: CALayerDelegate

    /// Lays out the view's layer: runs `layoutSubviews()` (inside the owning controller's
    /// `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()`). The layer calls it from its
    /// `layoutSublayers()` during a layout pass; an override calls `super` to keep the view's layout.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        layoutSubviewsWithHooks()
    }

    /// Updates the layer's content: runs `draw(_:)` with the bounds, its drawing going to a
    /// backing store (the bounds at the screen's scale, cleared) that becomes the layer's
    /// `contents`. The store is made only when drawing asks for the current context, so a view
    /// whose `draw(_:)` draws nothing (UIKit's default) keeps whatever contents it has.
    open func display(_ layer: CALayer) {
        guard layer === self.layer else { return }
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return }
        layer.contentsScale = window?.screen.scale ?? mainScreenScale()
        let traits = traitCollection
        let drawn = UIGraphicsContextStack.withDeferred({ [layer] in layer.makeBackingStore() }) {
            // Dynamic colours drawn here resolve in the view's traits, as UIKit sets them current.
            traits.performAsCurrent { draw(bounds) }
        }
        if let drawn { layer.contents = drawn.makeImage() }
    }

    /// Draws the layer's content into `ctx` by making it current and running `draw(_:)` with the
    /// bounds; the layer's `draw(in:)` calls it.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UIGraphicsContextStack.withCurrent(ctx) { draw(bounds) }
    }

    /// Draws the view's content in `rect` with UIKit's drawing (`UIBezierPath`, `UIColor.set…()`,
    /// `UIGraphicsGetCurrentContext()`), into the view's backing store. The default draws
    /// nothing. It runs when the view first displays in a window and after `setNeedsDisplay()`
    /// (and, with `contentMode` `.redraw`, after each change of the bounds' size).
    open func draw(_ rect: CGRect) {}

    /// How the view's drawn content fills its bounds when they change (default `.scaleToFill`):
    /// the layer's `contentsGravity` (`.top` is Core Animation's `.bottom`, as on iOS), and
    /// `.redraw` redraws on each change of the bounds' size.
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode.contentsGravity
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
        }
    }

    /// Whether the backing store is cleared before `draw(_:)` (default true). The store is always
    /// new and clear here.
    open var clearsContextBeforeDrawing = true

    // MARK: Snapshots

    /// A new view showing what this view shows now, sized like its bounds, that later changes to
    /// the view do not touch (Behaviour 25.1).
    ///
    /// With `afterUpdates`, pending layout and drawing in the view's subtree happen first. The
    /// snapshot stretches its content when its size changes. A view with an empty size gives nil;
    /// a view that has never been on screen gives an empty snapshot unless `afterUpdates` is true
    /// (both reported as diagnostics, as UIKit logs the second).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        makeSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, capInsets: .zero)
    }

    /// A snapshot of the part `rect` (in the view's bounds coordinates) whose edges, `capInsets`
    /// wide, keep their size when the snapshot is resized while the middle stretches (Behaviour 25.2).
    open func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        makeSnapshotView(from: rect, afterScreenUpdates: afterUpdates, capInsets: capInsets)
    }

    /// Draws the view's hierarchy as it shows on screen (presentation values at the host's time)
    /// into the current graphics context, its bounds stretched over `rect`; with `afterUpdates`,
    /// pending layout and drawing happen first. Returns false, with a diagnostic, when there is no
    /// current context or `rect` is empty (Behaviour 25.8).
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        drawHierarchyIntoCurrentContext(in: rect, afterScreenUpdates: afterUpdates)
    }

    // MARK: Tint

    /// The colour this view set for itself (nil: inherited).
    var ownTintColor: UIColor?
    /// The adjustment mode this view set for itself.
    var ownTintAdjustmentMode = UIView.TintAdjustmentMode.automatic

    /// The tint: the view's own, else its superview's, else the system blue. Templates, controls
    /// and bar items draw with it. While the effective `tintAdjustmentMode` is `.dimmed` it reads
    /// as a desaturated grey. Setting nil goes back to inheriting; each change of the effective
    /// tint calls `tintColorDidChange()` on the view and the descendants that inherit it.
    open var tintColor: UIColor! {
        get {
            effectiveTintAdjustmentMode == .dimmed ? UIView.dimmedTint : undimmedTint
        }
        set {
            let before = tintInputs
            ownTintColor = newValue
            announceTintChanges(from: before)
        }
    }

    /// How the tint is adjusted (default `.automatic`: the superview's mode, `.normal` at the
    /// top). `.dimmed` greys the tint of the view and the descendants that inherit the mode.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set {
            let before = tintInputs
            ownTintAdjustmentMode = newValue
            announceTintChanges(from: before)
        }
    }

    /// Called when the view's effective tint changes (its own, an ancestor's, or its adjustment
    /// mode), and when the view moves under a superview with another tint. The default does
    /// nothing; views that draw with the tint redraw here.
    open func tintColorDidChange() {}

    /// Marks the view's content for redrawing: `draw(_:)` runs on the next turn.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks part of the view's content for redrawing (the whole view is redrawn).
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// The action for `event` on the view's layer. Nil lets the layer's own search go on, as a
    /// view does outside an animation block; views animate through `UIView.animate` instead.
    /// Subclasses override it to give a custom layer property an action.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }

    /// The gesture recognizers attached to the view.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizerStorage.isEmpty ? nil : recognizerStorage }
        set {
            for recognizer in attachedRecognizers { recognizer.view = nil }
            removeAllRecognizers()
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, moving it from any other view.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let previous = gestureRecognizer.view, previous !== self {
            previous.removeGestureRecognizer(gestureRecognizer)
        }
        guard !recognizerStorage.contains(where: { $0 === gestureRecognizer }) else { return }
        appendRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        removeRecognizer(gestureRecognizer)
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// Whether `gestureRecognizer` may leave the possible state: asked of the view the recognizer
    /// is attached to and of the view under each of its touches, after the recognizer's delegate.
    /// Returns `true`; subclasses override it to stop gestures meant for something else (a slider
    /// stops a scroll view's pan along its track; a control stops its ancestors' single taps).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: What Auto Layout asks of particular kinds of view (overridden inside the library)

    /// Whether the intrinsic height depends on the width the view is given: a wrapping label
    /// without `preferredMaxLayoutWidth`.
    var intrinsicSizeDependsOnWidth: Bool { false }

    /// The intrinsic size when the view is `width` wide.
    func intrinsicContentSize(forWidth width: CGFloat) -> CGSize { intrinsicContentSize }

    /// How far the first baseline sits from the top and the last from the bottom, for a view
    /// with text (labels, buttons); nil for a view without (its baselines are its bottom).
    var textBaselines: (firstFromTop: CGFloat, lastFromBottom: CGFloat)? { nil }

    /// The content size a scroll view's content guide has while no constraint places it; nil for
    /// a view with no content guide.
    var contentSizeForGuide: CGSize? { nil }

    /// The engine solved the content guide's size: a scroll view takes it as `contentSize`.
    func contentLayoutGuideDidResolve(_ size: CGSize) {}

    /// A subview was hidden or shown: a stack view arranges its views again.
    func subviewVisibilityDidChange(_ subview: UIView) {}

    /// A subview's intrinsic size or content priorities changed: a stack view whose distribution
    /// reads them arranges its views again.
    func subviewContentDidChange(_ subview: UIView) {}

    /// The leading edge (the left edge: layout here is left to right).
    open var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }

    /// The trailing edge (the right edge).
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

    /// The first line of text's baseline (the bottom for a view without text).
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }

    /// The last line of text's baseline (the bottom for a view without text).
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }

    /// The guide that follows the software keyboard in this view (made on first use).
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        // `systemGuide(.keyboard)` always makes this subclass.
        systemGuide(.keyboard) as! UIKeyboardLayoutGuide
    }

    /// Makes the first responder in this view's subtree (the view included) resign; with `force`
    /// it resigns even if its delegate refuses. Returns whether no first responder is left in the
    /// subtree.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder else { return true }
        guard let view = responder.firstResponderView, view === self || view.isDescendant(of: self) else {
            return true
        }
        if force {
            return responder.performResignFirstResponder(force: true)
        }
        return responder.resignFirstResponder()
    }
}
