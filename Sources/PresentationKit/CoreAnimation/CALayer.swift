import Foundation

/// Layout, display and action hooks a layer's owner (a `UIView`, or any object) provides.
///
/// Every method is optional, as in Core Animation: the defaults do nothing and return nil.
@preconcurrency @MainActor
public protocol CALayerDelegate: NSObjectProtocol {
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// Updates the layer's content; `CALayer.display()` calls it. Implementing it replaces the
    /// backing store, and `draw(_:in:)` is then not called.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`; the layer's `draw(in:)` calls it.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// The action for `event` on `layer`, asked first by `CALayer.action(forKey:)`: nil lets the
    /// search go on, `NSNull()` ends it with no action.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Draws the layer's backing store: a bitmap of its bounds in which the layer's
    /// `draw(in:)` (and so this delegate's `draw(_:in:)`) runs, set as its `contents`.
    public func display(_ layer: CALayer) { layer.displayIntoBackingStore() }
    /// Does nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Returns nil: the layer's `actions` and `defaultAction(forKey:)` decide.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// A rectangle in a layer tree with a model value and an in-flight presentation value per property.
///
/// Setting a property changes the model at once. Animations added with `add(_:forKey:)` change what
/// `presentation()` reports at the host's current time, never the model. Rendering reads
/// presentation values; hit-testing reads model values.
@preconcurrency @MainActor
open class CALayer: NSObject, AnimatedNode {
    var state = LayerState() {
        didSet { presentedFollowsModel = false }
    }
    var running: [RunningAnimation] = [] {
        didSet {
            foldStepsAreStale = true
            hasRunningAnimations = !running.isEmpty
        }
    }
    /// Whether `running` has any animation, kept in the layer itself: the presentation reads of a
    /// frame test it for every layer, and `running.isEmpty` loads the array's own buffer (another
    /// cache line, usually a miss, for each of 1,000 animating views).
    private var hasRunningAnimations = false
    /// `running` as the per-frame fold reads it, rebuilt when an animation is added, removed or
    /// changes its begin time or drive.
    private var foldSteps: [FoldStep] = []
    private var foldStepsAreStale = false
    /// The presentation state as last folded, kept from frame to frame and updated in place: the
    /// animated properties are set back to the model's values and the animations laid over them,
    /// and the rest is the model's already. Copying all of `state` (about 430 bytes, with three
    /// colour retains and releases) for each animating layer on each read was a fifth of the pass.
    /// Allocated on the first read while animating, kept until the layer goes away (a layer that
    /// animated once usually animates again).
    nonisolated(unsafe) private var presented: UnsafeMutablePointer<LayerState>?
    /// Whether `presented` holds the model's values for every property the current fold steps do
    /// not animate: false once the model changes, or the steps are rebuilt (a property that
    /// stopped animating shows its model value again).
    private var presentedFollowsModel = false
    @exclusivity(unchecked) private var generatedKeyCounter = 0
    /// The view-animation options for the `add(_:forKey:)` call in progress.
    private var pendingAddOptions: (relativeDelay: Double, blocksUserInteraction: Bool)?
    /// What the `add(_:forKey:)` call in progress added.
    private var lastAddedAnimation: RunningAnimation?

    /// The layer this one is a presentation copy of (nil for model layers).
    @exclusivity(unchecked) private var modelLayer: CALayer?
    /// The presentation copy `presentation()` returned last, kept to be filled again by the next
    /// call once no one else holds it (`CALayer+PresentationReuse`). Only a view's layer keeps
    /// one: the copy holds its model strongly, and the view's `deinit` ends the cycle.
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var reusablePresentation: CALayer?
    /// Whether `presentation()` may keep its copy for reuse: set by the view that owns the layer
    /// when the layer is exactly a `CALayer` (a subclass's `init(layer:)` may copy more than a
    /// refill sets), cleared by the view's `deinit` (with the copy).
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var keepsPresentationForReuse = false
    /// Set on a presentation copy that was given animations, sublayers or a mask of its own: other
    /// objects then refer to it, so it is never filled again as a new copy.
    @exclusivity(unchecked) private var copyHasOwnRelations = false

    @exclusivity(unchecked) private var maskStorage: CALayer?
    /// The layer whose `mask` this is: where the mask finds its host's clock.
    private weak var maskOwner: CALayer?
    @exclusivity(unchecked) private var needsDisplayFlag = false
    private var displayScheduled = false
    /// Layout bookkeeping for layers that back no view (`CALayer+Layout`).
    @exclusivity(unchecked) var layout = LayerLayoutState()

    /// The text a snapshot's copy of a label's layer shows (the copy has no label to ask).
    @exclusivity(unchecked) package var frozenLabelText: FrozenLabelText?

    /// Set on a window's root layer: the host that owns the tree's time.
    weak var attachedClock: FrameClock?
    /// The key-value observations of this layer and of its view (nil: no one observes).
    var keyValueObservers: KeyValueObservers?

    /// The layer's superlayer.
    open private(set) weak var superlayer: CALayer?
    private var sublayerStorage: [CALayer] = []

    /// The object that lays the layer out; a view's layer has the view as its delegate.
    @exclusivity(unchecked) open weak var delegate: CALayerDelegate?
    /// A name for debugging and diagnostics.
    @exclusivity(unchecked) open var name: String?

    /// Creates a layer with Core Animation's defaults.
    public required override init() { super.init() }

    /// Creates a layer from an archive. PresentationKit decodes no archives: the layer is made as
    /// `init()` makes it. Required, as on iOS, so a subclass with initializers of its own writes it.
    public required init?(coder: NSCoder) { super.init() }

    deinit {
        if let presented {
            presented.deinitialize(count: 1)
            presented.deallocate()
        }
    }

    /// Creates a layer that copies `layer`'s model values (as Core Animation does for presentation copies).
    public required init(layer: Any) {
        if let other = layer as? CALayer {
            state = other.state
            name = other.name
            maskStorage = other.maskStorage
            actions = other.actions
            shouldRasterize = other.shouldRasterize
            rasterizationScale = other.rasterizationScale
            contentsScale = other.contentsScale
            needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
            contentsBox = other.contentsBox
        }
        super.init()
    }

    // MARK: Geometry

    /// The layer's own coordinate space: origin and size.
    open var bounds: CGRect {
        get { state.bounds }
        set {
            let oldSize = state.bounds.size
            update(\.bounds, to: sanitized(newValue, keeping: state.bounds, "bounds"), key: "bounds")
            if state.bounds.size != oldSize { sizeDidChange() }
        }
    }
    /// Where the anchor point sits in the superlayer's coordinates.
    open var position: CGPoint {
        get { state.position }
        set {
            update(\.position, to: sanitized(newValue, keeping: state.position, "position"), key: "position")
        }
    }
    /// The point, in unit coordinates of the bounds, that `position` places and transforms turn about.
    open var anchorPoint: CGPoint {
        get { state.anchorPoint }
        set {
            update(
                \.anchorPoint, to: sanitized(newValue, keeping: state.anchorPoint, "anchorPoint"),
                key: "anchorPoint")
        }
    }
    /// The bounding box of the transformed bounds in the superlayer's coordinates.
    open var frame: CGRect {
        get { state.frame }
        set {
            guard AnimatableValue.rect(newValue).isFinite else {
                // Keep the geometry as it is: re-applying the (bounding-box) frame of a
                // transformed layer would change its bounds.
                reportMisuse("frame \(newValue) is not finite; the layer keeps \(state.frame)")
                return
            }
            let oldBounds = state.bounds
            let oldPosition = state.position
            let observed = keyValueObservers?.willSetFrame(of: self, to: newValue)
            state.setFrame(newValue)
            if let observed { keyValueObservers?.didChange(observed) }
            if state.bounds != oldBounds { noteChange("bounds") }
            if state.position != oldPosition { noteChange("position") }
            if state.bounds.size != oldBounds.size { sizeDidChange() }
        }
    }
    /// The transform applied about the anchor point.
    open var transform: CATransform3D {
        get { state.transform }
        set {
            guard AnimatableValue.transform(newValue).isFinite else { return }
            update(\.transform, to: newValue, key: "transform")
        }
    }
    /// A transform applied to the sublayers, about this layer's anchor point.
    open var sublayerTransform: CATransform3D {
        get { state.sublayerTransform }
        set {
            guard AnimatableValue.transform(newValue).isFinite else { return }
            update(\.sublayerTransform, to: newValue, key: "sublayerTransform")
        }
    }
    /// The layer's front-to-back position among its siblings (drawing order only).
    open var zPosition: CGFloat {
        get { CGFloat(state.zPosition) }
        set {
            guard newValue.isFinite else { return }
            update(\.zPosition, to: Double(newValue), key: "zPosition")
        }
    }

    // MARK: Appearance

    /// Opacity from 0 to 1, applied to the layer and its sublayers.
    open var opacity: Float {
        get { Float(state.opacity) }
        set {
            guard newValue.isFinite else { return }
            update(\.opacity, to: Double(min(max(newValue, 0), 1)), key: "opacity")
        }
    }
    /// Whether the layer and its sublayers are skipped when drawing.
    open var isHidden: Bool {
        get { state.isHidden }
        set {
            update(\.isHidden, to: newValue, key: "hidden")
        }
    }
    /// The colour that fills the bounds (nil: none).
    open var backgroundColor: CGColor? {
        get { state.backgroundColor }
        set {
            update(\.backgroundColor, to: newValue, key: "backgroundColor")
        }
    }
    /// The radius of the rounded corners of the background, border and (with `masksToBounds`) clip.
    open var cornerRadius: CGFloat {
        get { CGFloat(state.cornerRadius) }
        set {
            guard newValue.isFinite else { return }
            update(\.cornerRadius, to: Double(max(newValue, 0)), key: "cornerRadius")
        }
    }
    /// Whether sublayers are clipped to the (rounded) bounds.
    open var masksToBounds: Bool {
        get { state.masksToBounds }
        set {
            update(\.masksToBounds, to: newValue, key: "masksToBounds")
        }
    }
    /// The width of the border drawn inside the bounds.
    open var borderWidth: CGFloat {
        get { CGFloat(state.borderWidth) }
        set {
            guard newValue.isFinite else { return }
            update(\.borderWidth, to: Double(max(newValue, 0)), key: "borderWidth")
        }
    }
    /// The border's colour (default opaque black).
    open var borderColor: CGColor? {
        get { state.borderColor }
        set {
            update(\.borderColor, to: newValue, key: "borderColor")
        }
    }
    /// The shadow's colour (default opaque black).
    open var shadowColor: CGColor? {
        get { state.shadowColor }
        set {
            update(\.shadowColor, to: newValue, key: "shadowColor")
        }
    }
    /// The shadow's opacity (default 0: no shadow).
    open var shadowOpacity: Float {
        get { Float(state.shadowOpacity) }
        set {
            guard newValue.isFinite else { return }
            update(\.shadowOpacity, to: Double(min(max(newValue, 0), 1)), key: "shadowOpacity")
        }
    }
    /// The shadow's blur radius (default 3).
    open var shadowRadius: CGFloat {
        get { CGFloat(state.shadowRadius) }
        set {
            guard newValue.isFinite else { return }
            update(\.shadowRadius, to: Double(max(newValue, 0)), key: "shadowRadius")
        }
    }
    /// The shadow's offset (default (0, −3)).
    open var shadowOffset: CGSize {
        get { state.shadowOffset }
        set {
            update(
                \.shadowOffset, to: sanitized(newValue, keeping: state.shadowOffset, "shadowOffset"),
                key: "shadowOffset")
        }
    }

    /// The shadow's silhouette, in the layer's coordinates, instead of the layer's rounded bounds
    /// (default nil). The renderer blurs and offsets the path as it does the bounds; animatable
    /// like a shape layer's `path` (Behaviour 18.24). A `CGMutablePath` is copied. A path with a
    /// NaN or infinite point is reported and ignored.
    open var shadowPath: CGPath? {
        get { state.drawn.shadowPath }
        set {
            if let newValue, !newValue.allPointsFinite {
                return reportMisuse(
                    "shadowPath has a NaN or infinite point; ignored (the shadow keeps its previous shape)")
            }
            updateDrawn(
                \.shadowPath, to: newValue is CGMutablePath ? newValue?.copy() : newValue,
                property: .shadowPath)
        }
    }

    /// How rounded corners are drawn (default `.circular`): quarter circles, or `.continuous`
    /// corners whose curvature grows smoothly from the straight edges (Behaviour 18.25).
    open var cornerCurve: CALayerCornerCurve {
        get { state.cornerCurve }
        set { update(\.cornerCurve, to: newValue, key: "cornerCurve") }
    }

    /// Which corners `cornerRadius` rounds (default all four). The renderer rounds all four
    /// whatever this says (see the README's deviations).
    open var maskedCorners: CACornerMask {
        get { state.maskedCorners }
        set {
            update(\.maskedCorners, to: newValue, key: "maskedCorners")
        }
    }

    /// Whether the layer is composited as one bitmap (default false). Stored only: the renderer
    /// already composites translucent groups offscreen.
    @exclusivity(unchecked) open var shouldRasterize = false

    /// The scale at which a rasterized layer is drawn, relative to its points (default 1).
    /// Non-finite or non-positive values are reported and the old value kept.
    @exclusivity(unchecked) open var rasterizationScale: CGFloat = 1 {
        didSet { keepPositiveFinite(&rasterizationScale, old: oldValue, "rasterizationScale") }
    }

    /// Pixels per point of the layer's content (default 1). Non-finite or non-positive values are
    /// reported and the old value kept.
    @exclusivity(unchecked) open var contentsScale: CGFloat = 1 {
        didSet { keepPositiveFinite(&contentsScale, old: oldValue, "contentsScale") }
    }

    private func keepPositiveFinite(_ value: inout CGFloat, old: CGFloat, _ name: String) {
        guard !(value.isFinite && value > 0) else { return }
        reportMisuse("\(name) \(value) must be finite and positive; the layer keeps \(old)")
        value = old
    }

    // MARK: Mask

    /// A layer whose opacity masks this one's content and sublayers (nil: none).
    ///
    /// The mask has no superlayer; it shares this layer's host clock, so its animations run while
    /// this layer is in a hosted window. A layer that has a superlayer is taken out of it (reported,
    /// as Core Animation leaves that undefined); this layer or one of its ancestors is refused.
    /// On screen the mask's alpha multiplies this layer and its sublayers (Behaviour 18.22);
    /// `render(in:)` leaves it out, as Apple documents.
    open var mask: CALayer? {
        get { maskStorage }
        set { setMask(newValue) }
    }

    private func setMask(_ newMask: CALayer?) {
        guard newMask !== maskStorage else { return }
        if modelLayer != nil { copyHasOwnRelations = true }
        if let newMask, newMask === self || isDescendant(of: newMask) {
            reportMisuse(
                "a layer cannot be masked by itself or by one of its ancestors; the mask was not set")
            return
        }
        if let old = maskStorage {
            // A presentation copy shares its model's mask without owning it.
            if old.maskOwner === self { old.detachFromMaskOwner() }
            maskStorage = nil
        }
        guard let newMask else { return }
        let previousClock = newMask.clock
        if newMask.superlayer != nil {
            reportMisuse("a mask layer must have no superlayer; it was removed from its superlayer")
            newMask.detachFromSuperlayer()
        }
        newMask.detachFromMaskOwner()
        maskStorage = newMask
        newMask.maskOwner = self
        if let clock, clock !== previousClock {
            newMask.didAttach(to: clock)
        }
    }

    // MARK: Display

    /// Whether the content must be updated when the bounds change (default false): each change of
    /// `bounds` then calls `setNeedsDisplay()`.
    @exclusivity(unchecked) open var needsDisplayOnBoundsChange = false

    /// Whether a change to the property `key` marks the layer for display (default false for every
    /// key). Subclasses override it; model changes of built-in properties then call
    /// `setNeedsDisplay()` (animations of them do not redisplay each frame; see the README).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Marks the layer's content as needing an update: `display()` runs on the host's next
    /// run-loop turn (after layout), or when the layer enters a hosted window.
    open func setNeedsDisplay() {
        needsDisplayFlag = true
        scheduleDisplay()
    }

    /// Marks the part `r` (in the layer's coordinates) as needing an update; the whole layer is
    /// updated, which is what Core Animation does for layers without tiled content.
    open func setNeedsDisplay(_ r: CGRect) {
        setNeedsDisplay()
    }

    /// Whether the layer is marked as needing an update.
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Calls `display()` now if the layer is marked as needing an update.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Updates the layer's content. With a delegate, asks its `display(_:)`, whose default draws
    /// a backing store (below); without one, draws the backing store itself: a bitmap the size of
    /// the bounds at `contentsScale`, cleared, in which `draw(in:)` runs, and which becomes
    /// `contents`. Subclasses override it to set `contents` directly. Do not call it directly;
    /// use `setNeedsDisplay()`.
    open func display() {
        if let delegate {
            delegate.display(self)
        } else {
            displayIntoBackingStore()
        }
    }

    /// Draws the layer's content into `ctx`, whose user space is the layer's bounds (points, y
    /// down, as UIKit's contexts). The default asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Paints the layer and its sublayers into `ctx`, whose user space is taken as the layer's
    /// bounds coordinates, with their model values (call it on `presentation()` for what is on
    /// screen mid-animation). As on iOS this is Core Graphics drawing, not the compositor: layers
    /// whose transform has perspective, `mask` layers, shadows and a blur's backdrop are left out
    /// (Behaviour 25.8).
    open func render(in ctx: CGContext) {
        LayerContextPainter(time: nil, context: ctx).paint(self)
    }

    // MARK: Contents

    /// What the layer shows, drawn above its background and below its sublayers: a `CGImage`
    /// (nil: nothing). Anything else is reported and shows nothing, as a `UIImage` set here by
    /// mistake shows nothing on iOS (set its `cgImage`).
    open var contents: Any? {
        get { contentsBox?.state.image }
        set {
            if let newValue, !(newValue is CGImage) {
                reportMisuse(
                    "layer contents must be a CGImage; a \(type(of: newValue)) shows nothing (for a UIImage, set "
                        + "its cgImage)")
            }
            updateContents { $0.image = newValue }
        }
    }

    /// How the contents image is placed in the bounds (default `.resize`). Vertical names follow
    /// Core Animation's upward axis: `.top` is the bounds' maximum y, the bottom edge on screen
    /// here as on iOS, unless `contentsAreFlipped()`.
    open var contentsGravity: CALayerContentsGravity {
        get { contentsBox?.state.gravity ?? .resize }
        set { updateContents { $0.gravity = newValue } }
    }

    /// The part of the contents image shown, in unit coordinates of the image (default the whole
    /// image, (0, 0, 1, 1)).
    open var contentsRect: CGRect {
        get { contentsBox?.state.rect ?? LayerContentsState.unitRect }
        set {
            guard AnimatableValue.rect(newValue).isFinite else {
                return reportMisuse("contentsRect \(newValue) is not finite; the layer keeps \(contentsRect)")
            }
            updateContents { $0.rect = newValue }
        }
    }

    /// The stretchable part of the contents image, in unit coordinates (default the whole image).
    /// Stored: the renderer scales the whole image (see PortingFromUIKit).
    open var contentsCenter: CGRect {
        get { contentsBox?.state.center ?? LayerContentsState.unitRect }
        set { updateContents { $0.center = newValue } }
    }

    /// The filter used when the contents are drawn smaller than their pixels (default `.linear`).
    open var minificationFilter: CALayerContentsFilter {
        get { contentsBox?.state.minificationFilter ?? .linear }
        set { updateContents { $0.minificationFilter = newValue } }
    }

    /// The filter used when the contents are drawn larger than their pixels (default `.linear`;
    /// `.nearest` keeps pixels sharp-edged).
    open var magnificationFilter: CALayerContentsFilter {
        get { contentsBox?.state.magnificationFilter ?? .linear }
        set { updateContents { $0.magnificationFilter = newValue } }
    }

    /// A bias for the minification filter's detail level (default 0). Stored.
    @exclusivity(unchecked) open var minificationFilterBias: Float = 0

    /// Whether the layer promises to be opaque (default false). Stored: compositing does not
    /// rely on it.
    @exclusivity(unchecked) open var isOpaque = false

    /// Whether drawing may be deferred to a background thread (default false). Drawing here is
    /// always synchronous.
    @exclusivity(unchecked) open var drawsAsynchronously = false

    /// Whether the sublayers' geometry is flipped vertically (default false). Stored.
    @exclusivity(unchecked) open var isGeometryFlipped = false

    /// Whether the contents are flipped vertically when drawn: false for every layer here, as for a
    /// layer on iOS that `isGeometryFlipped` does not flip. When true, `contentsGravity`'s `.top`
    /// and `.bottom` trade places.
    open func contentsAreFlipped() -> Bool { false }

    /// What the layer draws itself when the renderer asks, for layers whose content follows
    /// their properties (shape and gradient layers): nil for a plain layer, which shows its
    /// `contents`.
    package func renderedContents(presenting state: LayerState, pixelsPerPoint: Double) -> LayerContentsImage?
    {
        nil
    }

    /// The contents and their placement, shared by presentation copies (nil until one is set).
    @exclusivity(unchecked) package private(set) var contentsBox: LayerContentsBox?

    private func updateContents(_ change: (inout LayerContentsState) -> Void) {
        var state = contentsBox?.state ?? LayerContentsState()
        change(&state)
        contentsBox = LayerContentsBox(state)
    }

    private func scheduleDisplay() {
        guard !displayScheduled, modelLayer == nil, let clock else { return }
        displayScheduled = true
        clock.enqueue { [weak self] in
            guard let self else { return }
            self.displayScheduled = false
            self.displayIfNeeded()
        }
    }

    /// Sets a model value; a change marks the layer for display if the class asks for it.
    func update<Value: Equatable>(
        _ property: WritableKeyPath<LayerState, Value>, to value: Value, key: String
    ) {
        guard state[keyPath: property] != value else { return }
        let observed = keyValueObservers?.willChange(self, key, to: value)
        state[keyPath: property] = value
        noteChange(key)
        if let observed { keyValueObservers?.didChange(observed) }
    }

    /// How much of a visual effect shows, on the layers of `UIVisualEffectView`; animated through
    /// the view, as `alpha` is.
    var effectAmount: Double {
        get { state.effectAmount }
        set { update(\.effectAmount, to: newValue, key: "effectAmount") }
    }

    /// A blur effect view's blur values, each times `effectAmount` (``LayerProperty/effectBlur``);
    /// animated through the view.
    var effectBlur: RGBA {
        get { state.effectBlur }
        set { update(\.effectBlur, to: newValue, key: "effectBlur") }
    }

    /// The grey Reduce Transparency shows instead of a blur, times `effectAmount`; animated through
    /// the view.
    var effectOpaque: Double {
        get { state.effectOpaque }
        set { update(\.effectOpaque, to: newValue, key: "effectOpaque") }
    }

    /// A built-in property changed its model value: mark for display if the class asks for it.
    private func noteChange(_ key: String) {
        if (key == "bounds" && needsDisplayOnBoundsChange) || type(of: self).needsDisplay(forKey: key) {
            setNeedsDisplay()
        }
    }

    // MARK: Actions

    /// Actions by event key, searched by `action(forKey:)` after the delegate (default nil).
    /// `NSNull()` under a key means "no action".
    @exclusivity(unchecked) open var actions: [String: CAAction]?

    /// The action for `event`: the delegate's `action(for:forKey:)`, else `actions[event]`, else
    /// the class's `defaultAction(forKey:)`; the first that is not nil wins and `NSNull` becomes nil.
    ///
    /// Only the shape and gradient layers' own properties run actions by themselves when they
    /// change (Behaviour 18.20); other property changes do not (see PortingFromUIKit): call
    /// `run(forKey:object:arguments:)` on the result to do so.
    open func action(forKey event: String) -> CAAction? {
        let found =
            delegate?.action(for: self, forKey: event) ?? actions?[event]
            ?? type(of: self).defaultAction(forKey: event)
        return found is NSNull ? nil : found
    }

    /// The class's action for `event` (default nil); subclasses override it.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    // MARK: The layer tree

    /// The sublayers in back-to-front order; nil when there are none, as in Core Animation.
    open var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set {
            for layer in sublayerStorage { layer.detachFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The sublayers without the optional wrapper, for internal traversal.
    package var children: [CALayer] { sublayerStorage }

    /// Appends `layer` on top of the sublayers, moving it from any previous superlayer.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayerStorage.count))
    }

    /// Inserts `layer` at `index` among the sublayers (clamped to the count).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        if modelLayer != nil { copyHasOwnRelations = true }
        guard layer !== self else {
            reportMisuse("a layer cannot be its own sublayer; the insertion was ignored")
            return
        }
        guard !isDescendant(of: layer) else {
            reportMisuse("inserting an ancestor as a sublayer would make a cycle; the insertion was ignored")
            return
        }
        let previousClock = layer.clock
        var target = Int(index)
        if layer.superlayer === self, let current = sublayerStorage.firstIndex(where: { $0 === layer }) {
            sublayerStorage.remove(at: current)
            if current < target { target -= 1 }
        } else {
            layer.detachFromSuperlayer()
            layer.detachFromMaskOwner()
        }
        target = min(max(target, 0), sublayerStorage.count)
        sublayerStorage.insert(layer, at: target)
        layer.superlayer = self
        if layer.layout.isPending || layer.layout.sublayerIsPending, layer.backedView == nil {
            layer.notifyAncestorsOfPendingLayout()
        }
        if let clock, clock !== previousClock {
            layer.didAttach(to: clock)
        }
    }

    /// Inserts `layer` just below `sibling` (on the bottom if `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (on top if `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } }.map { $0 + 1 }
        insertSublayer(layer, at: UInt32(index ?? sublayerStorage.count))
    }

    /// Puts `newLayer` where `oldLayer` is.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer. Its running animations stop (with `finished == false`)
    /// on the host's next turn unless it is put back in a hosted window before then.
    open func removeFromSuperlayer() {
        detachFromSuperlayer()
    }

    /// Stops being another layer's mask (a mask belongs to one layer, and a sublayer is no mask).
    private func detachFromMaskOwner() {
        guard let owner = maskOwner else { return }
        let clock = self.clock
        owner.maskStorage = nil
        maskOwner = nil
        clock?.nodeDidDetach(self)
    }

    private func detachFromSuperlayer() {
        guard let parent = superlayer else { return }
        let clock = self.clock
        parent.sublayerStorage.removeAll { $0 === self }
        superlayer = nil
        clock?.nodeDidDetach(self)
    }

    func isDescendant(of other: CALayer) -> Bool {
        var current: CALayer? = self
        while let layer = current {
            if layer === other { return true }
            current = layer.superlayer ?? layer.maskOwner
        }
        return false
    }

    /// The host clock of the window this layer is in, found through the root of its tree (a mask
    /// goes on through the layer it masks).
    var clock: FrameClock? {
        var root = self
        while let parent = root.superlayer ?? root.maskOwner { root = parent }
        return root.attachedClock
    }

    /// The layer (and its subtree) entered a hosted window: animations waiting for a clock start now.
    func didAttach(to clock: FrameClock) {
        for animation in running where animation.begin == nil {
            animation.begin = clock.time + animation.relativeDelay
            clock.schedule(animation)
        }
        if needsDisplayFlag { scheduleDisplay() }
        maskStorage?.didAttach(to: clock)
        for child in sublayerStorage { child.didAttach(to: clock) }
    }

    // MARK: Layout

    /// Lays out the sublayers. The default asks the delegate (`layoutSublayers(of:)`); for a view's
    /// layer that is the view's layout pass. The layout pass calls it for each layer marked with
    /// `setNeedsLayout()` (a change of the bounds' size marks it), as Core Animation does.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// Marks the layer as needing `layoutSublayers()` on the next layout pass (the host's, after
    /// each run-loop turn). For a view's layer this is the view's `setNeedsLayout()`.
    open func setNeedsLayout() { markNeedsLayout() }

    /// Whether the layer waits for a layout pass.
    open func needsLayout() -> Bool { layoutIsPending }

    /// Lays out the layer and its sublayers now, where layout is pending. For a view's layer this
    /// is the view's `layoutIfNeeded()`.
    open func layoutIfNeeded() { layOutPendingLayers() }

    // MARK: Presentation

    /// A copy of the layer with every running animation applied at the host's current time.
    ///
    /// Returns nil for a presentation copy itself. Outside a hosted window no time passes, so the
    /// copy shows the model values.
    ///
    /// Each call returns a layer no one else holds, as UIKit's new copy each call: a copy you keep
    /// never changes. For a view's layer the copy the last call returned is filled again and
    /// returned once its caller has let go of it (a frame's reads then allocate nothing), with
    /// every value a new copy would start with (see PortingFromUIKit).
    open func presentation() -> Self? {
        guard modelLayer == nil else { return nil }
        let time = clock?.time
        if keepsPresentationForReuse, let copy = refilledPresentation(at: time) {
            // `refilledPresentation` reuses only copies of exactly this class, so `Self` is `CALayer`.
            return unsafeDowncast(copy, to: Self.self)
        }
        let copy = Self(layer: self)
        copy.modelLayer = self
        if let time {
            copy.state = hasRunningAnimations ? updatedPresentedState(at: time).pointee : state
        }
        if keepsPresentationForReuse { reusablePresentation = copy }
        return copy
    }

    /// The kept presentation copy filled again as `init(layer:)` fills a new one, with the values
    /// at `time` (nil: the model's): nil if someone else still holds it (the caller then gets a
    /// new layer, as UIKit gives), or it was given relations of its own.
    ///
    /// A caller cannot tell a refilled copy from a new one: no one else refers to it, and every
    /// value a new copy starts with is set again (see `CALayerPresentationReuseTests`).
    private func refilledPresentation(at time: Double?) -> CALayer? {
        guard isKnownUniquelyReferenced(&reusablePresentation), let copy = reusablePresentation,
            !copy.copyHasOwnRelations
        else {
            reusablePresentation = nil
            return nil
        }
        if let time, hasRunningAnimations {
            copy.state = updatedPresentedState(at: time).pointee
        } else {
            copy.state = state
        }
        // What `init(layer:)` copies, and what a new layer starts with for the rest. These fields
        // skip exclusivity checks (plain stores and loads, none held across a call): the checks
        // were a quarter of a refill. The scales are compared first to skip their observers.
        copy.name = name
        copy.maskStorage = maskStorage
        copy.actions = actions
        copy.shouldRasterize = shouldRasterize
        if copy.rasterizationScale != rasterizationScale { copy.rasterizationScale = rasterizationScale }
        if copy.contentsScale != contentsScale { copy.contentsScale = contentsScale }
        copy.needsDisplayOnBoundsChange = needsDisplayOnBoundsChange
        if copy.contentsBox !== contentsBox { copy.contentsBox = contentsBox }
        if copy.delegate != nil { copy.delegate = nil }
        copy.needsDisplayFlag = false
        copy.layout = LayerLayoutState()
        copy.generatedKeyCounter = 0
        return copy
    }

    /// Gives up the kept presentation copy: the owning view is going away (the copy's strong
    /// reference to this layer would otherwise keep both alive). Nonisolated for the view's
    /// `deinit`, which runs where the view's last release does, like every `deinit` here.
    nonisolated func stopKeepingPresentationForReuse() {
        keepsPresentationForReuse = false
        reusablePresentation = nil
    }

    /// Lets `presentation()` keep its copy for reuse, for a layer of exactly this class that a
    /// view owns (the view calls `stopKeepingPresentationForReuse()` in its `deinit`).
    func keepPresentationForReuse() {
        keepsPresentationForReuse = type(of: self) == CALayer.self
    }

    /// The model layer of a presentation copy, or the layer itself.
    open func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// The model values with the running animations folded over them in the order they were added.
    ///
    /// Allocates nothing. ``withPresentationState(at:_:)`` reads the same values without copying
    /// the state of a layer that is not animating.
    package func presentationState(at time: Double) -> LayerState {
        guard hasRunningAnimations else { return state }
        var result = state
        foldRunning(into: &result, at: time)
        return result
    }

    /// Calls `body` with the layer's presentation state at host `time`: the values
    /// ``presentationState(at:)`` returns and `presentation()` shows, read without allocating and,
    /// for a layer that is not animating, without copying its state.
    ///
    /// What the renderer and hit-testing read for every layer of a frame.
    package func withPresentationState<Result>(
        at time: Double, _ body: (borrowing LayerState) throws -> Result
    ) rethrows -> Result {
        guard hasRunningAnimations else { return try body(state) }
        return try body(updatedPresentedState(at: time).pointee)
    }

    /// `presented`, brought to host `time`: allocated and filled from the model the first time,
    /// copied from the model again when it no longer follows it, then the animations folded over
    /// it in place (each animated property starts again from its model value).
    private func updatedPresentedState(at time: Double) -> UnsafeMutablePointer<LayerState> {
        if foldStepsAreStale { rebuildFoldSteps() }
        let buffer: UnsafeMutablePointer<LayerState>
        if let presented {
            buffer = presented
            if !presentedFollowsModel { buffer.pointee = state }
        } else {
            buffer = .allocate(capacity: 1)
            buffer.initialize(to: state)
            presented = buffer
        }
        presentedFollowsModel = true
        foldRunning(into: &buffer.pointee, at: time)
        return buffer
    }

    /// Makes `foldSteps` from `running`, marking the first step on each property: the in-place
    /// fold starts that property from its model value there.
    private func rebuildFoldSteps() {
        var steps = running.map(FoldStep.init)
        for index in steps.indices {
            let property = steps[index].property
            steps[index].startsFromModel = !steps[..<index].contains { $0.property == property }
        }
        foldSteps = steps
        foldStepsAreStale = false
        presentedFollowsModel = false
    }

    /// The model values with the running animations that `including` accepts folded over them.
    func presentationState(at time: Double, including: (RunningAnimation) -> Bool) -> LayerState {
        var result = state
        for animation in running where including(animation) { fold(animation, into: &result, at: time) }
        return result
    }

    /// Folds every running animation over `result` in place, in the order they were added.
    ///
    /// Each property starts from its model value at its first step, so that `result` may hold the
    /// last frame's presentation (``withPresentationState(at:_:)``) as well as a copy of the model.
    private func foldRunning(into result: inout LayerState, at time: Double) {
        if foldStepsAreStale { rebuildFoldSteps() }
        let steps = foldSteps
        for step in steps {
            if step.startsFromModel { setModelValue(of: step.property, in: &result) }
            // The course is loaded only where it is read (a strong load retains it).
            guard step.isFast, let progress = step.sharedProgress else {
                fold(step.animation, into: &result, at: time)
                continue
            }
            // Values fixed ahead: the curve is read from the frame's shared memo and a transform
            // blended once per frame and course; only the fold is per read.
            let begin = step.begin
            guard
                let position = progress._withUnsafeGuaranteedRef({ @Sendable in
                    $0.progress(at: time, begin: begin)
                })
            else { continue }
            if step.usesLanes,
                result.layLanes(
                    step.fromLanes + step.laneChange * position.progress, additive: step.isAdditive,
                    on: step.property)
            {
                continue
            }
            result.lay(
                step.course!, at: position.progress, iteration: position.iteration,
                isCumulative: step.isCumulative, isAdditive: step.isAdditive, on: step.property)
        }
    }

    /// Sets `property` of `result` to the model's value, reading that one field of `state` (passing
    /// all of `state` along copied it, colours retained, for each step).
    @inline(__always)
    private func setModelValue(of property: LayerProperty, in result: inout LayerState) {
        switch property {
        case .bounds: result.bounds = state.bounds
        case .position: result.position = state.position
        case .anchorPoint: result.anchorPoint = state.anchorPoint
        case .transform: result.transform = state.transform
        case .sublayerTransform: result.sublayerTransform = state.sublayerTransform
        case .opacity: result.opacity = state.opacity
        case .backgroundColor: result.backgroundColor = state.backgroundColor
        case .cornerRadius: result.cornerRadius = state.cornerRadius
        case .borderWidth: result.borderWidth = state.borderWidth
        case .borderColor: result.borderColor = state.borderColor
        case .shadowColor: result.shadowColor = state.shadowColor
        case .shadowOpacity: result.shadowOpacity = state.shadowOpacity
        case .shadowRadius: result.shadowRadius = state.shadowRadius
        case .shadowOffset: result.shadowOffset = state.shadowOffset
        case .zPosition: result.zPosition = state.zPosition
        case .hidden: result.isHidden = state.isHidden
        case .effectAmount: result.effectAmount = state.effectAmount
        case .effectBlur: result.effectBlur = state.effectBlur
        case .effectOpaque: result.effectOpaque = state.effectOpaque
        case .path, .shadowPath, .fillColor, .strokeColor, .strokeStart, .strokeEnd, .lineWidth, .colors,
            .locations,
            .startPoint, .endPoint:
            // One field of the shape or gradient values, the others as the fold left them.
            if result.drawnBox !== state.drawnBox { result.drawn.take(property, from: state.drawn) }
        }
    }

    func runningAnimationDidChange() {
        foldStepsAreStale = true
    }

    /// Lays `animation`'s value at `time` over `result`.
    @inline(__always)
    private func fold(_ animation: RunningAnimation, into result: inout LayerState, at time: Double) {
        let property = animation.property
        if let drive = animation.drive {
            let underlying = result.value(of: property)
            result.setValue(
                drive.sample(animation.sampler, over: underlying, begin: animation.begin, at: time),
                of: property)
            return
        }
        guard let begin = animation.begin else { return }
        if let course = animation.course, let progress = animation.sharedProgress {
            // Values fixed ahead: the curve is read from the frame's shared memo and a transform
            // blended once per frame and course; only the fold is per read.
            guard let position = progress.progress(at: time, begin: begin) else { return }
            result.lay(
                course, at: position.progress, iteration: position.iteration,
                isCumulative: animation.isCumulative, isAdditive: animation.isAdditive, on: property)
            return
        }
        let underlying = result.value(of: property)
        result.setValue(animation.sampler.apply(to: underlying, at: time, begin: begin), of: property)
    }

    // MARK: Animations

    /// Adds a copy of `anim`; an animation already under `key` is removed first (finished == false).
    ///
    /// The copy begins at the host's current time (or `beginTime`) if the layer is in a hosted
    /// window, otherwise when it enters one. Animations that cannot run (unknown key path, values of
    /// the wrong type, no keyframes) are reported and not added.
    ///
    /// `UIView` animations arrive here too, so a subclass that overrides this method sees them, as
    /// in Core Animation.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let options = pendingAddOptions ?? (relativeDelay: 0, blocksUserInteraction: false)
        pendingAddOptions = nil
        lastAddedAnimation = performAdd(
            anim, forKey: key, relativeDelay: options.relativeDelay,
            blocksUserInteraction: options.blocksUserInteraction)
    }

    /// Adds `anim` through the overridable `add(_:forKey:)`, with the view-animation options that
    /// method cannot take; returns what was added (nil if an override did not call `super`).
    @discardableResult
    func add(
        _ anim: CAAnimation, forKey key: String?, relativeDelay: Double, blocksUserInteraction: Bool
    ) -> RunningAnimation? {
        pendingAddOptions = (relativeDelay, blocksUserInteraction)
        lastAddedAnimation = nil
        add(anim, forKey: key)
        pendingAddOptions = nil
        defer { lastAddedAnimation = nil }
        return lastAddedAnimation
    }

    private func performAdd(
        _ anim: CAAnimation, forKey key: String?, relativeDelay: Double, blocksUserInteraction: Bool
    ) -> RunningAnimation? {
        if modelLayer != nil { copyHasOwnRelations = true }
        guard let copy = anim.copy() as? CAAnimation else { return nil }
        TransactionStack.applyDefaults(to: copy)
        var problems: [String] = []
        guard var sampler = copy.makeSampler(problems: &problems) else {
            reportMisuse("animation not added: " + problems.joined(separator: "; "))
            return nil
        }
        for problem in problems { reportMisuse(problem) }
        sampler.isCumulative = (copy as? CAPropertyAnimation)?.isCumulative ?? false
        sampler.prepareForFrames()
        let resolvedKey = key ?? nextGeneratedKey()
        if let existing = running.firstIndex(where: { $0.key == resolvedKey }) {
            stop(running.remove(at: existing), finished: false)
        }
        let entry = RunningAnimation(
            key: resolvedKey, animation: copy, sampler: sampler, owner: self,
            relativeDelay: relativeDelay, blocksUserInteraction: blocksUserInteraction)
        running.append(entry)
        if let clock {
            entry.begin = copy.beginTime > 0 ? copy.beginTime : clock.time + relativeDelay
            clock.schedule(entry)
        }
        TransactionStack.track(entry, clock: clock)
        return entry
    }

    private func nextGeneratedKey() -> String {
        generatedKeyCounter += 1
        return "_unkeyed-\(generatedKeyCounter)"
    }

    /// A key not yet used by a running animation, derived from `base` (`position`, `position-2`, …).
    func uniqueKey(base: String) -> String {
        guard running.contains(where: { $0.key == base }) else { return base }
        var index = 2
        while running.contains(where: { $0.key == "\(base)-\(index)" }) { index += 1 }
        return "\(base)-\(index)"
    }

    /// Removes the animation under `key`; its delegate hears `finished == false`.
    open func removeAnimation(forKey key: String) {
        guard let index = running.firstIndex(where: { $0.key == key }) else { return }
        stop(running.remove(at: index), finished: false)
    }

    /// Removes every animation; their delegates hear `finished == false`.
    open func removeAllAnimations() {
        let removed = running
        running.removeAll()
        for animation in removed { stop(animation, finished: false) }
    }

    /// Removes `animation` if it is still on the layer; its delegate hears `finished == false`.
    func remove(_ animation: RunningAnimation) {
        guard let index = running.firstIndex(where: { $0 === animation }) else { return }
        stop(running.remove(at: index), finished: false)
    }

    /// The keys of the animations on the layer, in the order they were added; nil when none.
    open func animationKeys() -> [String]? {
        running.isEmpty ? nil : running.map(\.key)
    }

    /// The stored copy of the animation under `key`.
    open func animation(forKey key: String) -> CAAnimation? {
        running.first { $0.key == key }?.animation
    }

    /// A view animation added while the layer is in no hosted window waits for one until the run
    /// loop turns (an animator may add the view right after animating it); if the layer is still
    /// off-window then, the animation never runs: its change is already in the model, so it ends
    /// there, finished, and the `UIView.animate` completion waiting for it is called.
    func endUnlessHostedByNextTurn(_ animation: RunningAnimation) {
        guard let waiting = FrameClock.executing ?? UIScreen.current?.clock else { return }
        waiting.enqueue { [weak self, animation] in
            guard animation.begin == nil, !animation.didEnd else { return }
            // The layer went away meanwhile (a container freed with its presentation): the
            // animation still ends, so the completion waiting for it runs.
            guard let self else { return animation.notifyStopped(finished: true) }
            guard self.clock == nil else { return }
            self.running.removeAll { $0 === animation }
            self.stop(animation, finished: true)
        }
    }

    /// Tells the delegate an animation stopped, unless it already heard that it ended.
    func stop(_ animation: RunningAnimation, finished: Bool) {
        animation.notifyStopped(finished: finished)
    }

    func stopAnimationsInSubtree() {
        removeAllAnimations()
        maskStorage?.stopAnimationsInSubtree()
        for child in sublayerStorage { child.stopAnimationsInSubtree() }
    }

    /// Called by the clock when `animation` reached its end time.
    func animationDidEnd(_ animation: RunningAnimation) {
        guard !animation.didEnd else { return }
        if animation.animation.isRemovedOnCompletion {
            running.removeAll { $0 === animation }
        }
        stop(animation, finished: true)
    }

    /// Whether a property animator that hit-tests its views on screen moves this layer now.
    var isHitTestedOnScreen: Bool {
        !running.isEmpty && running.contains { ($0.drive as? AnimatorTrack)?.hitTestsOnScreen == true }
    }

    /// Whether a UIKit block animation without `.allowUserInteraction` is still running here.
    var isAnimatingWithoutInteraction: Bool {
        running.contains { $0.blocksUserInteraction && !$0.didEnd }
    }

    // MARK: Misuse

    func reportMisuse(_ message: String) {
        Diagnostics.report(.invalidInput, message, clock: clock)
    }

    private func sanitized<T>(_ value: T, keeping old: T, _ name: String) -> T {
        let finite: Bool
        switch value {
        case let rect as CGRect:
            finite = AnimatableValue.rect(rect).isFinite
        case let point as CGPoint:
            finite = AnimatableValue.point(point).isFinite
        case let size as CGSize:
            finite = AnimatableValue.size(size).isFinite
        default:
            finite = true
        }
        if finite { return value }
        reportMisuse("\(name) \(value) is not finite; the layer keeps \(old)")
        return old
    }

    /// Converts `point` from this layer's coordinates to `other`'s (nil: the root's).
    ///
    /// Layers in different trees share no space; the point then comes back unchanged.
    open func convert(_ point: CGPoint, to other: CALayer?) -> CGPoint {
        guard let mapping = mapping(to: other) else { return point }
        return mapping.apply(point) ?? point
    }

    /// Converts `point` from `other`'s coordinates (nil: the root's) to this layer's.
    open func convert(_ point: CGPoint, from other: CALayer?) -> CGPoint {
        guard let mapping = (other ?? transformToRoot().root).mapping(to: self) else { return point }
        return mapping.apply(point) ?? point
    }

    /// Converts `rect` to `other`'s coordinates: the bounding box of its mapped corners.
    open func convert(_ rect: CGRect, to other: CALayer?) -> CGRect {
        guard let mapping = mapping(to: other) else { return rect }
        return rect.applying(mapping)
    }

    /// Converts `rect` from `other`'s coordinates: the bounding box of its mapped corners.
    open func convert(_ rect: CGRect, from other: CALayer?) -> CGRect {
        guard let mapping = (other ?? transformToRoot().root).mapping(to: self) else { return rect }
        return rect.applying(mapping)
    }
}
