import Foundation
import PresentationKit

// The manifest's gesture-recognizer, layer, animation, event and feedback-generator entries,
// overridden with UIKit's spelling.

/// A recognizer that begins on touch-down, changes on each move and ends on touch-up, written as
/// an app writes one (UIKit's subclass header methods, `state` set by the subclass).
///
/// UIKit's designated initializer is `init(target: Any?, action: Selector?)`; there are no selectors
/// here, so a subclass overrides `init()`, which every initializer of ours (`init(target:action:)`
/// with a method reference, `init(handler:)`) goes through.
class ConformingGestureRecognizer: UIGestureRecognizer {
    override init() {
        super.init()
        note("UIGestureRecognizer")
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        note("UIGestureRecognizer")
        state = .began
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        note("UIGestureRecognizer")
        state = .changed
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        note("UIGestureRecognizer")
        state = .ended
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        note("UIGestureRecognizer")
        super.touchesCancelled(touches, with: event)
    }
    override func reset() {
        super.reset()
        note("UIGestureRecognizer")
    }
    override func ignore(_ touch: UITouch, for event: UIEvent) {
        note("UIGestureRecognizer")
        super.ignore(touch, for: event)
    }
    override func shouldReceive(_ event: UIEvent) -> Bool {
        note("UIGestureRecognizer")
        return super.shouldReceive(event)
    }
    override var state: UIGestureRecognizer.State {
        get { super.state }
        set {
            note("UIGestureRecognizer")
            super.state = newValue
        }
    }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        note("UIGestureRecognizer")
        return super.canPrevent(preventedGestureRecognizer)
    }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        note("UIGestureRecognizer")
        return super.canBePrevented(by: preventingGestureRecognizer)
    }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        note("UIGestureRecognizer")
        return super.shouldRequireFailure(of: otherGestureRecognizer)
    }
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        note("UIGestureRecognizer")
        return super.shouldBeRequiredToFail(by: otherGestureRecognizer)
    }
    override func location(in view: UIView?) -> CGPoint {
        note("UIGestureRecognizer")
        return super.location(in: view)
    }
    override var isEnabled: Bool {
        get {
            note("UIGestureRecognizer")
            return super.isEnabled
        }
        set { super.isEnabled = newValue }
    }
    override var cancelsTouchesInView: Bool {
        get {
            note("UIGestureRecognizer")
            return super.cancelsTouchesInView
        }
        set { super.cancelsTouchesInView = newValue }
    }
    override var delaysTouchesBegan: Bool {
        get {
            note("UIGestureRecognizer")
            return super.delaysTouchesBegan
        }
        set { super.delaysTouchesBegan = newValue }
    }
    override var delaysTouchesEnded: Bool {
        get {
            note("UIGestureRecognizer")
            return super.delaysTouchesEnded
        }
        set { super.delaysTouchesEnded = newValue }
    }
    override var numberOfTouches: Int {
        note("UIGestureRecognizer")
        return super.numberOfTouches
    }
    override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        note("UIGestureRecognizer")
        return super.location(ofTouch: touchIndex, in: view)
    }
    override func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        note("UIGestureRecognizer")
        super.require(toFail: otherGestureRecognizer)
    }
    override var view: UIView? {
        note("UIGestureRecognizer")
        return super.view
    }
    override var delegate: UIGestureRecognizerDelegate? {
        get {
            note("UIGestureRecognizer")
            return super.delegate
        }
        set { super.delegate = newValue }
    }
}

class ConformingTapGestureRecognizer: UITapGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        note("UITapGestureRecognizer")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        note("UITapGestureRecognizer")
        super.touchesEnded(touches, with: event)
    }
    override func reset() {
        super.reset()
        note("UITapGestureRecognizer")
    }
    override var numberOfTapsRequired: Int {
        get {
            note("UITapGestureRecognizer")
            return super.numberOfTapsRequired
        }
        set { super.numberOfTapsRequired = newValue }
    }
    override var numberOfTouchesRequired: Int {
        get {
            note("UITapGestureRecognizer")
            return super.numberOfTouchesRequired
        }
        set { super.numberOfTouchesRequired = newValue }
    }
}

class ConformingPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        note("UIPanGestureRecognizer")
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        note("UIPanGestureRecognizer")
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        note("UIPanGestureRecognizer")
        super.touchesEnded(touches, with: event)
    }
    override func translation(in view: UIView?) -> CGPoint {
        note("UIPanGestureRecognizer")
        return super.translation(in: view)
    }
    override func setTranslation(_ translation: CGPoint, in view: UIView?) {
        note("UIPanGestureRecognizer")
        super.setTranslation(translation, in: view)
    }
    override func velocity(in view: UIView?) -> CGPoint {
        note("UIPanGestureRecognizer")
        return super.velocity(in: view)
    }
    override var minimumNumberOfTouches: Int {
        get {
            note("UIPanGestureRecognizer")
            return super.minimumNumberOfTouches
        }
        set { super.minimumNumberOfTouches = newValue }
    }
    override var maximumNumberOfTouches: Int {
        get {
            note("UIPanGestureRecognizer")
            return super.maximumNumberOfTouches
        }
        set { super.maximumNumberOfTouches = newValue }
    }
}

class ConformingScreenEdgePanGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        note("UIScreenEdgePanGestureRecognizer")
        super.touchesBegan(touches, with: event)
    }
    override func reset() {
        super.reset()
        note("UIScreenEdgePanGestureRecognizer")
    }
    override var edges: UIRectEdge {
        get {
            note("UIScreenEdgePanGestureRecognizer")
            return super.edges
        }
        set { super.edges = newValue }
    }
}

class ConformingSwipeGestureRecognizer: UISwipeGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        note("UISwipeGestureRecognizer")
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        note("UISwipeGestureRecognizer")
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        note("UISwipeGestureRecognizer")
        super.touchesEnded(touches, with: event)
    }
    override func reset() {
        super.reset()
        note("UISwipeGestureRecognizer")
    }
    override var direction: UISwipeGestureRecognizer.Direction {
        get {
            note("UISwipeGestureRecognizer")
            return super.direction
        }
        set { super.direction = newValue }
    }
    override var numberOfTouchesRequired: Int {
        get {
            note("UISwipeGestureRecognizer")
            return super.numberOfTouchesRequired
        }
        set { super.numberOfTouchesRequired = newValue }
    }
}

class ConformingLongPressGestureRecognizer: UILongPressGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        note("UILongPressGestureRecognizer")
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        note("UILongPressGestureRecognizer")
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        note("UILongPressGestureRecognizer")
        super.touchesEnded(touches, with: event)
    }
    override func reset() {
        super.reset()
        note("UILongPressGestureRecognizer")
    }
    override var minimumPressDuration: TimeInterval {
        get {
            note("UILongPressGestureRecognizer")
            return super.minimumPressDuration
        }
        set { super.minimumPressDuration = newValue }
    }
    override var numberOfTouchesRequired: Int {
        get {
            note("UILongPressGestureRecognizer")
            return super.numberOfTouchesRequired
        }
        set { super.numberOfTouchesRequired = newValue }
    }
    override var numberOfTapsRequired: Int {
        get {
            note("UILongPressGestureRecognizer")
            return super.numberOfTapsRequired
        }
        set { super.numberOfTapsRequired = newValue }
    }
    override var allowableMovement: CGFloat {
        get {
            note("UILongPressGestureRecognizer")
            return super.allowableMovement
        }
        set { super.allowableMovement = newValue }
    }
}

/// A layer subclass as Core Animation code writes one. `init()` and `init(layer:)` are `required`
/// here (Core Animation: `override`); see README, Deviations.
class ConformingLayer: CALayer {
    required init() {
        super.init()
        note("CALayer")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
    override func display() {
        note("CALayer")
        super.display()
    }
    override func draw(in ctx: CGContext) {
        note("CALayer")
        super.draw(in: ctx)
    }
    required init(layer: Any) {
        super.init(layer: layer)
        note("CALayer")
    }
    override var bounds: CGRect {
        get { super.bounds }
        set {
            note("CALayer")
            super.bounds = newValue
        }
    }
    override var position: CGPoint {
        get { super.position }
        set {
            note("CALayer")
            super.position = newValue
        }
    }
    override var frame: CGRect {
        get { super.frame }
        set {
            note("CALayer")
            super.frame = newValue
        }
    }
    override var opacity: Float {
        get { super.opacity }
        set {
            note("CALayer")
            super.opacity = newValue
        }
    }
    override var anchorPoint: CGPoint {
        get { super.anchorPoint }
        set {
            note("CALayer")
            super.anchorPoint = newValue
        }
    }
    override var transform: CATransform3D {
        get { super.transform }
        set {
            note("CALayer")
            super.transform = newValue
        }
    }
    override var sublayerTransform: CATransform3D {
        get { super.sublayerTransform }
        set {
            note("CALayer")
            super.sublayerTransform = newValue
        }
    }
    override var zPosition: CGFloat {
        get { super.zPosition }
        set {
            note("CALayer")
            super.zPosition = newValue
        }
    }
    override var isHidden: Bool {
        get { super.isHidden }
        set {
            note("CALayer")
            super.isHidden = newValue
        }
    }
    override var backgroundColor: CGColor? {
        get { super.backgroundColor }
        set {
            note("CALayer")
            super.backgroundColor = newValue
        }
    }
    override var cornerRadius: CGFloat {
        get { super.cornerRadius }
        set {
            note("CALayer")
            super.cornerRadius = newValue
        }
    }
    override var masksToBounds: Bool {
        get { super.masksToBounds }
        set {
            note("CALayer")
            super.masksToBounds = newValue
        }
    }
    override var borderWidth: CGFloat {
        get { super.borderWidth }
        set {
            note("CALayer")
            super.borderWidth = newValue
        }
    }
    override var borderColor: CGColor? {
        get { super.borderColor }
        set {
            note("CALayer")
            super.borderColor = newValue
        }
    }
    override var shadowColor: CGColor? {
        get { super.shadowColor }
        set {
            note("CALayer")
            super.shadowColor = newValue
        }
    }
    override var shadowOpacity: Float {
        get { super.shadowOpacity }
        set {
            note("CALayer")
            super.shadowOpacity = newValue
        }
    }
    override var shadowRadius: CGFloat {
        get { super.shadowRadius }
        set {
            note("CALayer")
            super.shadowRadius = newValue
        }
    }
    override var shadowOffset: CGSize {
        get { super.shadowOffset }
        set {
            note("CALayer")
            super.shadowOffset = newValue
        }
    }
    override var name: String? {
        get { super.name }
        set {
            note("CALayer")
            super.name = newValue
        }
    }
    override var delegate: CALayerDelegate? {
        get { super.delegate }
        set {
            note("CALayer")
            super.delegate = newValue
        }
    }
    override var sublayers: [CALayer]? {
        get { super.sublayers }
        set {
            note("CALayer")
            super.sublayers = newValue
        }
    }
    override var superlayer: CALayer? {
        note("CALayer")
        return super.superlayer
    }
    override func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        note("CALayer")
        super.insertSublayer(layer, at: idx)
    }
    override func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        note("CALayer")
        super.insertSublayer(layer, below: sibling)
    }
    override func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        note("CALayer")
        super.insertSublayer(layer, above: sibling)
    }
    override func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        note("CALayer")
        super.replaceSublayer(oldLayer, with: newLayer)
    }
    override func removeAllAnimations() {
        note("CALayer")
        super.removeAllAnimations()
    }
    override func animationKeys() -> [String]? {
        note("CALayer")
        return super.animationKeys()
    }
    override func model() -> Self {
        note("CALayer")
        return super.model()
    }
    override func layoutSublayers() {
        note("CALayer")
        super.layoutSublayers()
    }
    override func setNeedsLayout() {
        note("CALayer")
        super.setNeedsLayout()
    }
    override func needsLayout() -> Bool {
        note("CALayer")
        return super.needsLayout()
    }
    override func layoutIfNeeded() {
        note("CALayer")
        super.layoutIfNeeded()
    }
    override func addSublayer(_ layer: CALayer) {
        note("CALayer")
        super.addSublayer(layer)
    }
    override func removeFromSuperlayer() {
        note("CALayer")
        super.removeFromSuperlayer()
    }
    override func add(_ anim: CAAnimation, forKey key: String?) {
        note("CALayer")
        super.add(anim, forKey: key)
    }
    override func removeAnimation(forKey key: String) {
        note("CALayer")
        super.removeAnimation(forKey: key)
    }
    override func animation(forKey key: String) -> CAAnimation? {
        note("CALayer")
        return super.animation(forKey: key)
    }
    override func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        note("CALayer", "convert(_:to:) [CGPoint]")
        return super.convert(p, to: l)
    }
    override func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        note("CALayer", "convert(_:from:) [CGPoint]")
        return super.convert(p, from: l)
    }
    override func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        note("CALayer", "convert(_:to:) [CGRect]")
        return super.convert(r, to: l)
    }
    override func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        note("CALayer", "convert(_:from:) [CGRect]")
        return super.convert(r, from: l)
    }
    override func presentation() -> Self? {
        note("CALayer")
        return super.presentation()
    }
}

class ConformingAnimation: CABasicAnimation {
    required init() {
        super.init()
        note("CAAnimation")
    }
    override var timingFunction: CAMediaTimingFunction? {
        get {
            note("CAAnimation")
            return super.timingFunction
        }
        set { super.timingFunction = newValue }
    }
    override var isRemovedOnCompletion: Bool {
        get {
            note("CAAnimation")
            return super.isRemovedOnCompletion
        }
        set { super.isRemovedOnCompletion = newValue }
    }
    override var beginTime: CFTimeInterval {
        get {
            note("CAAnimation")
            return super.beginTime
        }
        set { super.beginTime = newValue }
    }
    override var speed: Float {
        get {
            note("CAAnimation")
            return super.speed
        }
        set { super.speed = newValue }
    }
    override var timeOffset: CFTimeInterval {
        get {
            note("CAAnimation")
            return super.timeOffset
        }
        set { super.timeOffset = newValue }
    }
    override var repeatCount: Float {
        get {
            note("CAAnimation")
            return super.repeatCount
        }
        set { super.repeatCount = newValue }
    }
    override var repeatDuration: CFTimeInterval {
        get {
            note("CAAnimation")
            return super.repeatDuration
        }
        set { super.repeatDuration = newValue }
    }
    override var autoreverses: Bool {
        get {
            note("CAAnimation")
            return super.autoreverses
        }
        set { super.autoreverses = newValue }
    }
    override var fillMode: CAMediaTimingFillMode {
        get {
            note("CAAnimation")
            return super.fillMode
        }
        set { super.fillMode = newValue }
    }
    override var isAdditive: Bool {
        get {
            note("CAPropertyAnimation")
            return super.isAdditive
        }
        set { super.isAdditive = newValue }
    }
    override var isCumulative: Bool {
        get {
            note("CAPropertyAnimation")
            return super.isCumulative
        }
        set { super.isCumulative = newValue }
    }
    override var byValue: Any? {
        get {
            note("CABasicAnimation")
            return super.byValue
        }
        set { super.byValue = newValue }
    }
    override class func defaultValue(forKey key: String) -> Any? {
        note("CAAnimation")
        return super.defaultValue(forKey: key)
    }
    override func copy() -> Any {
        note("CAAnimation")
        return super.copy()
    }
    override var duration: CFTimeInterval {
        get { super.duration }
        set {
            note("CAAnimation")
            super.duration = newValue
        }
    }
    override var delegate: CAAnimationDelegate? {
        get {
            note("CAAnimation")
            return super.delegate
        }
        set { super.delegate = newValue }
    }
    override var fromValue: Any? {
        get {
            note("CABasicAnimation")
            return super.fromValue
        }
        set { super.fromValue = newValue }
    }
    override var toValue: Any? {
        get {
            note("CABasicAnimation")
            return super.toValue
        }
        set { super.toValue = newValue }
    }
    override var keyPath: String? {
        get {
            note("CABasicAnimation")
            return super.keyPath
        }
        set { super.keyPath = newValue }
    }
    override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        note("CAAnimation")
        super.run(forKey: event, object: anObject, arguments: dict)
    }
}

class ConformingSpringAnimation: CASpringAnimation {
    override var mass: CGFloat {
        get {
            note("CASpringAnimation")
            return super.mass
        }
        set { super.mass = newValue }
    }
    override var initialVelocity: CGFloat {
        get {
            note("CASpringAnimation")
            return super.initialVelocity
        }
        set { super.initialVelocity = newValue }
    }
    override var allowsOverdamping: Bool {
        get {
            note("CASpringAnimation")
            return super.allowsOverdamping
        }
        set { super.allowsOverdamping = newValue }
    }
    override var settlingDuration: CFTimeInterval {
        note("CASpringAnimation")
        return super.settlingDuration
    }
    override var stiffness: CGFloat {
        get {
            note("CASpringAnimation")
            return super.stiffness
        }
        set { super.stiffness = newValue }
    }
    override var damping: CGFloat {
        get {
            note("CASpringAnimation")
            return super.damping
        }
        set { super.damping = newValue }
    }
}

class ConformingKeyframeAnimation: CAKeyframeAnimation {
    override var timingFunctions: [CAMediaTimingFunction]? {
        get {
            note("CAKeyframeAnimation")
            return super.timingFunctions
        }
        set { super.timingFunctions = newValue }
    }
    override var calculationMode: CAAnimationCalculationMode {
        get {
            note("CAKeyframeAnimation")
            return super.calculationMode
        }
        set { super.calculationMode = newValue }
    }
    override var values: [Any]? {
        get {
            note("CAKeyframeAnimation")
            return super.values
        }
        set { super.values = newValue }
    }
    override var keyTimes: [NSNumber]? {
        get {
            note("CAKeyframeAnimation")
            return super.keyTimes
        }
        set { super.keyTimes = newValue }
    }
}

class ConformingEvent: UIEvent {
    override var type: UIEvent.EventType {
        note("UIEvent")
        return super.type
    }
    override var timestamp: TimeInterval {
        note("UIEvent")
        return super.timestamp
    }
    override var allTouches: Set<UITouch>? {
        note("UIEvent")
        return super.allTouches
    }
    override func touches(for view: UIView) -> Set<UITouch>? {
        note("UIEvent", "touches(for:) [UIView]")
        return super.touches(for: view)
    }
    override func touches(for window: UIWindow) -> Set<UITouch>? {
        note("UIEvent", "touches(for:) [UIWindow]")
        return super.touches(for: window)
    }
    override func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        note("UIEvent", "touches(for:) [UIGestureRecognizer]")
        return super.touches(for: gesture)
    }
}

class ConformingImpactFeedbackGenerator: UIImpactFeedbackGenerator {
    override init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
        super.init(style: style)
        note("UIImpactFeedbackGenerator")
    }
    override func prepare() {
        note("UIFeedbackGenerator")
        super.prepare()
    }
    override func impactOccurred() {
        note("UIImpactFeedbackGenerator")
        super.impactOccurred()
    }
    override func impactOccurred(intensity: CGFloat) {
        note("UIImpactFeedbackGenerator")
        super.impactOccurred(intensity: intensity)
    }
}

class ConformingSelectionFeedbackGenerator: UISelectionFeedbackGenerator {
    override func selectionChanged() {
        note("UISelectionFeedbackGenerator")
        super.selectionChanged()
    }
}

class ConformingNotificationFeedbackGenerator: UINotificationFeedbackGenerator {
    override func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {
        note("UINotificationFeedbackGenerator")
        super.notificationOccurred(notificationType)
    }
}
