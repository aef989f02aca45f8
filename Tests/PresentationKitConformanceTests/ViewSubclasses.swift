import Foundation
import PresentationKit

// Subclasses written as an iOS app writes them (Swift 5 mode, no annotations), overriding every
// member of the manifest's "UIResponder", "UIView", "UIWindow", "UIControl", "UIButton" and
// "UILabel" entries with UIKit's spelling, each recording that it ran.

/// A plain responder placed after a view in the responder chain (its `next`).
class ConformingResponder: UIResponder {
    override var canBecomeFirstResponder: Bool {
        note("UIResponder")
        return true
    }
    override func becomeFirstResponder() -> Bool {
        note("UIResponder")
        return super.becomeFirstResponder()
    }
    override var canResignFirstResponder: Bool {
        note("UIResponder")
        return super.canResignFirstResponder
    }
    override func resignFirstResponder() -> Bool {
        note("UIResponder")
        return super.resignFirstResponder()
    }
    override var isFirstResponder: Bool {
        note("UIResponder")
        return super.isFirstResponder
    }
    override var inputView: UIView? {
        note("UIResponder")
        return super.inputView
    }
    override var inputAccessoryView: UIView? {
        note("UIResponder")
        return super.inputAccessoryView
    }
    override func reloadInputViews() {
        note("UIResponder")
        super.reloadInputViews()
    }
    /// What `next` answers when set (a view puts the responder in a window).
    var nextResponder: UIResponder?
    override var next: UIResponder? {
        note("UIResponder")
        return nextResponder ?? super.next
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("UIResponder")
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("UIResponder")
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("UIResponder")
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("UIResponder")
        super.touchesCancelled(touches, with: event)
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        note("UIResponder")
        super.pressesBegan(presses, with: event)
    }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        note("UIResponder")
        super.pressesChanged(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        note("UIResponder")
        super.pressesEnded(presses, with: event)
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        note("UIResponder")
        super.pressesCancelled(presses, with: event)
    }
    override var isAccessibilityElement: Bool {
        get {
            note("UIResponder")
            return true
        }
        set { super.isAccessibilityElement = newValue }
    }
    override var accessibilityLabel: String? {
        get {
            note("UIResponder")
            return "Close"
        }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityHint: String? {
        get {
            note("UIResponder")
            return "Closes the card"
        }
        set { super.accessibilityHint = newValue }
    }
    override var accessibilityValue: String? {
        get {
            note("UIResponder")
            return nil
        }
        set { super.accessibilityValue = newValue }
    }
    override var accessibilityIdentifier: String? {
        get {
            note("UIResponder")
            return "close"
        }
        set { super.accessibilityIdentifier = newValue }
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            note("UIResponder")
            return .button
        }
        set { super.accessibilityTraits = newValue }
    }
    override var accessibilityViewIsModal: Bool {
        get {
            note("UIResponder")
            return false
        }
        set { super.accessibilityViewIsModal = newValue }
    }
    override var accessibilityElementsHidden: Bool {
        get {
            note("UIResponder")
            return false
        }
        set { super.accessibilityElementsHidden = newValue }
    }
}

/// A layer class for `ConformingView.layerClass`.
class ConformingViewLayer: CALayer {}

class ConformingView: UIView {
    /// The responder after this view, when set (else UIKit's: controller or superview).
    var nextOverride: UIResponder?
    /// Whether `gestureRecognizerShouldBegin(_:)` refuses the recognizers of other views (its
    /// superview's pan, say) whose touches are on this view.
    var refusesOthersGestures = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        note("UIView")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UIView")
    }
    override class var layerClass: AnyClass {
        note("UIView")
        return ConformingViewLayer.self
    }
    override var next: UIResponder? {
        note("UIView")
        return nextOverride ?? super.next
    }
    override var window: UIWindow? {
        note("UIView")
        return super.window
    }
    override var frame: CGRect {
        get { super.frame }
        set {
            note("UIView")
            super.frame = newValue
        }
    }
    override var bounds: CGRect {
        get { super.bounds }
        set {
            note("UIView")
            super.bounds = newValue
        }
    }
    override var center: CGPoint {
        get { super.center }
        set {
            note("UIView")
            super.center = newValue
        }
    }
    override var transform: CGAffineTransform {
        get { super.transform }
        set {
            note("UIView")
            super.transform = newValue
        }
    }
    override var alpha: CGFloat {
        get { super.alpha }
        set {
            note("UIView")
            super.alpha = newValue
        }
    }
    override var isHidden: Bool {
        get { super.isHidden }
        set {
            note("UIView")
            super.isHidden = newValue
        }
    }
    override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set {
            note("UIView")
            super.backgroundColor = newValue
        }
    }
    override var clipsToBounds: Bool {
        get { super.clipsToBounds }
        set {
            note("UIView")
            super.clipsToBounds = newValue
        }
    }
    override var tag: Int {
        get { super.tag }
        set {
            note("UIView")
            super.tag = newValue
        }
    }
    override var isUserInteractionEnabled: Bool {
        get {
            note("UIView")
            return super.isUserInteractionEnabled
        }
        set { super.isUserInteractionEnabled = newValue }
    }
    override func willMove(toSuperview newSuperview: UIView?) {
        note("UIView")
        super.willMove(toSuperview: newSuperview)
    }
    override func didMoveToSuperview() {
        note("UIView")
        super.didMoveToSuperview()
    }
    override func willMove(toWindow newWindow: UIWindow?) {
        note("UIView")
        super.willMove(toWindow: newWindow)
    }
    override func didMoveToWindow() {
        note("UIView")
        super.didMoveToWindow()
    }
    override func didAddSubview(_ subview: UIView) {
        note("UIView")
        super.didAddSubview(subview)
    }
    override func willRemoveSubview(_ subview: UIView) {
        note("UIView")
        super.willRemoveSubview(subview)
    }
    override func addSubview(_ view: UIView) {
        note("UIView")
        super.addSubview(view)
    }
    override func insertSubview(_ view: UIView, at index: Int) {
        note("UIView")
        super.insertSubview(view, at: index)
    }
    override func removeFromSuperview() {
        note("UIView")
        super.removeFromSuperview()
    }
    override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        note("UIView")
        super.insertSubview(view, aboveSubview: siblingSubview)
    }
    override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        note("UIView")
        super.insertSubview(view, belowSubview: siblingSubview)
    }
    override func sendSubviewToBack(_ view: UIView) {
        note("UIView")
        super.sendSubviewToBack(view)
    }
    override func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        note("UIView")
        super.exchangeSubview(at: index1, withSubviewAt: index2)
    }
    override func isDescendant(of view: UIView) -> Bool {
        note("UIView")
        return super.isDescendant(of: view)
    }
    override func viewWithTag(_ tag: Int) -> UIView? {
        note("UIView")
        return super.viewWithTag(tag)
    }
    override func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        note("UIView")
        return super.convert(point, from: view)
    }
    override var autoresizingMask: UIView.AutoresizingMask {
        get {
            note("UIView")
            return super.autoresizingMask
        }
        set { super.autoresizingMask = newValue }
    }
    override var autoresizesSubviews: Bool {
        get {
            note("UIView")
            return super.autoresizesSubviews
        }
        set { super.autoresizesSubviews = newValue }
    }
    override var isOpaque: Bool {
        get {
            note("UIView")
            return super.isOpaque
        }
        set { super.isOpaque = newValue }
    }
    override var transform3D: CATransform3D {
        get { super.transform3D }
        set {
            note("UIView")
            super.transform3D = newValue
        }
    }
    override var superview: UIView? {
        note("UIView")
        return super.superview
    }
    override var subviews: [UIView] {
        note("UIView")
        return super.subviews
    }
    override func bringSubviewToFront(_ view: UIView) {
        note("UIView")
        super.bringSubviewToFront(view)
    }
    override func setNeedsLayout() {
        note("UIView")
        super.setNeedsLayout()
    }
    override func layoutIfNeeded() {
        note("UIView")
        super.layoutIfNeeded()
    }
    override func draw(_ rect: CGRect) {
        note("UIView")
    }
    override var safeAreaInsets: UIEdgeInsets {
        note("UIView")
        return super.safeAreaInsets
    }
    override func safeAreaInsetsDidChange() {
        note("UIView")
        super.safeAreaInsetsDidChange()
    }
    override var layoutMargins: UIEdgeInsets {
        get {
            note("UIView")
            return super.layoutMargins
        }
        set { super.layoutMargins = newValue }
    }
    override var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            note("UIView")
            return super.directionalLayoutMargins
        }
        set { super.directionalLayoutMargins = newValue }
    }
    override func layoutMarginsDidChange() {
        note("UIView")
        super.layoutMarginsDidChange()
    }
    override var insetsLayoutMarginsFromSafeArea: Bool {
        get {
            note("UIView")
            return super.insetsLayoutMarginsFromSafeArea
        }
        set { super.insetsLayoutMarginsFromSafeArea = newValue }
    }
    override var safeAreaLayoutGuide: UILayoutGuide {
        note("UIView")
        return super.safeAreaLayoutGuide
    }
    override var layoutMarginsGuide: UILayoutGuide {
        note("UIView")
        return super.layoutMarginsGuide
    }
    override var readableContentGuide: UILayoutGuide {
        note("UIView")
        return super.readableContentGuide
    }
    override var layoutGuides: [UILayoutGuide] {
        note("UIView")
        return super.layoutGuides
    }
    override func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        note("UIView")
        super.addLayoutGuide(layoutGuide)
    }
    override func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        note("UIView")
        super.removeLayoutGuide(layoutGuide)
    }
    override func setNeedsDisplay() {
        note("UIView")
        super.setNeedsDisplay()
    }
    override func setNeedsDisplay(_ rect: CGRect) {
        note("UIView")
        super.setNeedsDisplay(rect)
    }
    override func display(_ layer: CALayer) {
        note("UIView")
        super.display(layer)
    }
    override func layoutSubviews() {
        note("UIView")
        super.layoutSubviews()
    }
    override func layoutSublayers(of layer: CALayer) {
        note("UIView")
        super.layoutSublayers(of: layer)
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        note("UIView")
        return CGSize(width: 44, height: 44)
    }
    override func sizeToFit() {
        note("UIView")
        super.sizeToFit()
    }
    override var intrinsicContentSize: CGSize {
        note("UIView")
        return CGSize(width: 44, height: 44)
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        note("UIView")
        return super.point(inside: point, with: event)
    }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        note("UIView")
        return super.hitTest(point, with: event)
    }
    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        note("UIView")
        return super.convert(point, to: view)
    }
    override var traitCollection: UITraitCollection {
        note("UIView")
        return super.traitCollection
    }
    override var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get {
            note("UIView")
            return super.overrideUserInterfaceStyle
        }
        set { super.overrideUserInterfaceStyle = newValue }
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        note("UIView")
    }
    override var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            note("UIView")
            return super.gestureRecognizers
        }
        set { super.gestureRecognizers = newValue }
    }
    override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        note("UIView")
        super.addGestureRecognizer(gestureRecognizer)
    }
    override func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        note("UIView")
        super.removeGestureRecognizer(gestureRecognizer)
    }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        note("UIView")
        if refusesOthersGestures && gestureRecognizer.view !== self { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    override func endEditing(_ force: Bool) -> Bool {
        note("UIView")
        return super.endEditing(force)
    }
}

class ConformingWindow: UIWindow {
    override init(frame: CGRect) {
        super.init(frame: frame)
        note("UIWindow")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UIWindow")
    }
    /// A window on a host's screen, for tests (not UIKit's: apps there use `init(windowScene:)`).
    init(hostScreen: UIScreen) {
        super.init(screen: hostScreen)
    }
    override func makeKeyAndVisible() {
        note("UIWindow")
        super.makeKeyAndVisible()
    }
    override var isKeyWindow: Bool {
        note("UIWindow")
        return super.isKeyWindow
    }
    override func makeKey() {
        note("UIWindow")
        super.makeKey()
    }
    override var rootViewController: UIViewController? {
        get {
            note("UIWindow")
            return super.rootViewController
        }
        set { super.rootViewController = newValue }
    }
    /// UIKit declares `weak var windowScene: UIWindowScene? { get set }`, so an override needs a
    /// setter to compile there; ours is get-only, so the setter cannot reach `super` (a mismatch,
    /// reported). Moving a window to another scene has no counterpart on a one-scene host.
    override var windowScene: UIWindowScene? {
        get {
            note("UIWindow")
            return super.windowScene
        }
        set {}
    }
}

class ConformingControl: UIControl {
    override var showsMenuAsPrimaryAction: Bool {
        get {
            note("UIControl")
            return super.showsMenuAsPrimaryAction
        }
        set { super.showsMenuAsPrimaryAction = newValue }
    }
    override var isContextMenuInteractionEnabled: Bool {
        get {
            note("UIControl")
            return super.isContextMenuInteractionEnabled
        }
        set { super.isContextMenuInteractionEnabled = newValue }
    }
    override var isEnabled: Bool {
        get { super.isEnabled }
        set {
            note("UIControl")
            super.isEnabled = newValue
        }
    }
    override var isSelected: Bool {
        get { super.isSelected }
        set {
            note("UIControl")
            super.isSelected = newValue
        }
    }
    override var isHighlighted: Bool {
        get { super.isHighlighted }
        set {
            note("UIControl")
            super.isHighlighted = newValue
        }
    }
    override var state: UIControl.State {
        note("UIControl")
        return super.state
    }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        note("UIControl")
        return super.beginTracking(touch, with: event)
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        note("UIControl")
        return super.continueTracking(touch, with: event)
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        note("UIControl")
        super.endTracking(touch, with: event)
    }
    override func cancelTracking(with event: UIEvent?) {
        note("UIControl")
        super.cancelTracking(with: event)
    }
    override func sendAction(_ action: UIAction) {
        note("UIControl")
        super.sendAction(action)
    }
    override func sendActions(for controlEvents: UIControl.Event) {
        note("UIControl")
        super.sendActions(for: controlEvents)
    }
    override func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        note("UIControl")
        super.addAction(action, for: controlEvents)
    }
    override var isTracking: Bool {
        note("UIControl")
        return super.isTracking
    }
    override var isTouchInside: Bool {
        note("UIControl")
        return super.isTouchInside
    }
    override func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        note("UIControl")
        super.removeAction(action, for: controlEvents)
    }
    override func removeAction(
        identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event
    ) {
        note("UIControl")
        super.removeAction(identifiedBy: actionIdentifier, for: controlEvents)
    }
    override func removeTarget(_ target: AnyObject?, action: Any?, for controlEvents: UIControl.Event) {
        note("UIControl")
        super.removeTarget(target, action: action, for: controlEvents)
    }
    override var allTargets: [AnyObject] {
        note("UIControl")
        return super.allTargets
    }
    override var allControlEvents: UIControl.Event {
        note("UIControl")
        return super.allControlEvents
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("UIControl")
        super.touchesBegan(touches, with: event)
    }
}

class ConformingButton: UIButton {
    override var menu: UIMenu? {
        get {
            note("UIButton")
            return super.menu
        }
        set { super.menu = newValue }
    }
    override init(frame: CGRect) {
        super.init(frame: frame)
        note("UIButton")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UIButton")
    }
    override var buttonType: UIButton.ButtonType {
        note("UIButton")
        return super.buttonType
    }
    override var titleLabel: UILabel? {
        note("UIButton")
        return super.titleLabel
    }
    override func setTitle(_ title: String?, for state: UIControl.State) {
        note("UIButton")
        super.setTitle(title, for: state)
    }
    override func title(for state: UIControl.State) -> String? {
        note("UIButton")
        return super.title(for: state)
    }
    override func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        note("UIButton")
        super.setTitleColor(color, for: state)
    }
    override func titleColor(for state: UIControl.State) -> UIColor? {
        note("UIButton")
        return super.titleColor(for: state)
    }
    override var isHighlighted: Bool {
        didSet { note("UIButton") }
    }
    override var currentTitle: String? {
        note("UIButton")
        return super.currentTitle
    }
    override var currentTitleColor: UIColor {
        note("UIButton")
        return super.currentTitleColor
    }
    override var intrinsicContentSize: CGSize {
        note("UIButton")
        return super.intrinsicContentSize
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        note("UIButton")
        return super.sizeThatFits(size)
    }
    override func layoutSubviews() {
        note("UIButton")
        super.layoutSubviews()
    }
    override func setImage(_ image: UIImage?, for state: UIControl.State) {
        note("UIButton")
        super.setImage(image, for: state)
    }
    override func image(for state: UIControl.State) -> UIImage? {
        note("UIButton")
        return super.image(for: state)
    }
    override var currentImage: UIImage? {
        note("UIButton")
        return super.currentImage
    }
    override var imageView: UIImageView? {
        note("UIButton")
        return super.imageView
    }
    override func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        note("UIButton")
        super.setBackgroundImage(image, for: state)
    }
    override func backgroundImage(for state: UIControl.State) -> UIImage? {
        note("UIButton")
        return super.backgroundImage(for: state)
    }
    override func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        note("UIButton")
        super.setAttributedTitle(title, for: state)
    }
    override func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        note("UIButton")
        return super.attributedTitle(for: state)
    }
    override var contentEdgeInsets: UIEdgeInsets {
        didSet { note("UIButton") }
    }
    override func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        note("UIButton")
        return super.backgroundRect(forBounds: bounds)
    }
    override func contentRect(forBounds bounds: CGRect) -> CGRect {
        note("UIButton")
        return super.contentRect(forBounds: bounds)
    }
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        note("UIButton")
        return super.titleRect(forContentRect: contentRect)
    }
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        note("UIButton")
        return super.imageRect(forContentRect: contentRect)
    }
    override var configuration: UIButton.Configuration? {
        didSet { note("UIButton") }
    }
    override func updateConfiguration() {
        note("UIButton")
        super.updateConfiguration()
    }
    override func setNeedsUpdateConfiguration() {
        note("UIButton")
        super.setNeedsUpdateConfiguration()
    }
}

class ConformingLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        note("UILabel")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UILabel")
    }
    override var text: String? {
        didSet { note("UILabel") }
    }
    override var font: UIFont! {
        didSet { note("UILabel") }
    }
    override var textColor: UIColor! {
        didSet { note("UILabel") }
    }
    override var textAlignment: NSTextAlignment {
        didSet { note("UILabel") }
    }
    override var numberOfLines: Int {
        didSet { note("UILabel") }
    }
    override var lineBreakMode: NSLineBreakMode {
        didSet { note("UILabel") }
    }
    override var isEnabled: Bool {
        didSet { note("UILabel") }
    }
    override var preferredMaxLayoutWidth: CGFloat {
        get {
            note("UILabel")
            return super.preferredMaxLayoutWidth
        }
        set { super.preferredMaxLayoutWidth = newValue }
    }
    override var intrinsicContentSize: CGSize {
        note("UILabel")
        return super.intrinsicContentSize
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        note("UILabel")
        return super.sizeThatFits(size)
    }
    override var attributedText: NSAttributedString? {
        didSet { note("UILabel") }
    }
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        note("UILabel")
        return super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }
    override func drawText(in rect: CGRect) {
        note("UILabel")
        super.drawText(in: rect)
    }
    override var adjustsFontSizeToFitWidth: Bool {
        didSet { note("UILabel") }
    }
    override var minimumScaleFactor: CGFloat {
        didSet { note("UILabel") }
    }
    override var highlightedTextColor: UIColor? {
        didSet { note("UILabel") }
    }
    override var isHighlighted: Bool {
        didSet { note("UILabel") }
    }
}

/// `UILayoutGuide` with every member UIKit lets a subclass override.
final class ConformingLayoutGuide: UILayoutGuide {
    override init() {
        super.init()
        note("UILayoutGuide")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UILayoutGuide")
    }
    override var layoutFrame: CGRect {
        note("UILayoutGuide")
        return super.layoutFrame
    }
    override weak var owningView: UIView? {
        get {
            note("UILayoutGuide")
            return super.owningView
        }
        set { super.owningView = newValue }
    }
    override var identifier: String {
        get {
            note("UILayoutGuide")
            return super.identifier
        }
        set { super.identifier = newValue }
    }
    override var leadingAnchor: NSLayoutXAxisAnchor {
        note("UILayoutGuide")
        return super.leadingAnchor
    }
    override var trailingAnchor: NSLayoutXAxisAnchor {
        note("UILayoutGuide")
        return super.trailingAnchor
    }
    override var leftAnchor: NSLayoutXAxisAnchor {
        note("UILayoutGuide")
        return super.leftAnchor
    }
    override var rightAnchor: NSLayoutXAxisAnchor {
        note("UILayoutGuide")
        return super.rightAnchor
    }
    override var topAnchor: NSLayoutYAxisAnchor {
        note("UILayoutGuide")
        return super.topAnchor
    }
    override var bottomAnchor: NSLayoutYAxisAnchor {
        note("UILayoutGuide")
        return super.bottomAnchor
    }
    override var widthAnchor: NSLayoutDimension {
        note("UILayoutGuide")
        return super.widthAnchor
    }
    override var heightAnchor: NSLayoutDimension {
        note("UILayoutGuide")
        return super.heightAnchor
    }
    override var centerXAnchor: NSLayoutXAxisAnchor {
        note("UILayoutGuide")
        return super.centerXAnchor
    }
    override var centerYAnchor: NSLayoutYAxisAnchor {
        note("UILayoutGuide")
        return super.centerYAnchor
    }
}
