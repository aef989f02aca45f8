import Foundation
import PresentationKit

// Auto Layout subclasses written as an iOS app writes them (Swift 5 mode, no
// annotations): the Auto Layout members of the manifest's "UIView" entry
// (`Manifest.viewAutoLayout`), "NSLayoutConstraint" and "UIStackView", each with UIKit's spelling
// and recording that it ran.

/// A view overriding `UIView`'s Auto Layout members (the others come from `ConformingView`).
/// Its class depends on constraints (`requiresConstraintBasedLayout`), so it gets a first
/// `updateConstraints()` when it joins a hierarchy.
class ConformingConstraintView: ConformingView {
    /// What `contentHuggingPriority(for:)` answers when set (else the stored priority).
    var huggingOverride: UILayoutPriority?
    /// The subview whose baselines are this view's, when set.
    var baselineView: UIView?
    /// The guide whose anchors stand for this view's edges, sizes and centres, when set: a view that
    /// offers its content area (inset inside it) to the constraints others make with it.
    var anchorGuide: UILayoutGuide?

    override var translatesAutoresizingMaskIntoConstraints: Bool {
        get {
            note("UIView")
            return super.translatesAutoresizingMaskIntoConstraints
        }
        set { super.translatesAutoresizingMaskIntoConstraints = newValue }
    }
    override class var requiresConstraintBasedLayout: Bool {
        note("UIView")
        return true
    }
    override var constraints: [NSLayoutConstraint] {
        note("UIView")
        return super.constraints
    }
    override func addConstraint(_ constraint: NSLayoutConstraint) {
        note("UIView")
        super.addConstraint(constraint)
    }
    override func addConstraints(_ constraints: [NSLayoutConstraint]) {
        note("UIView")
        super.addConstraints(constraints)
    }
    override func removeConstraint(_ constraint: NSLayoutConstraint) {
        note("UIView")
        super.removeConstraint(constraint)
    }
    override func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        note("UIView")
        super.removeConstraints(constraints)
    }
    override func updateConstraints() {
        note("UIView")
        super.updateConstraints()
    }
    override func updateConstraintsIfNeeded() {
        note("UIView")
        super.updateConstraintsIfNeeded()
    }
    override func needsUpdateConstraints() -> Bool {
        note("UIView")
        return super.needsUpdateConstraints()
    }
    override func setNeedsUpdateConstraints() {
        note("UIView")
        super.setNeedsUpdateConstraints()
    }
    override func invalidateIntrinsicContentSize() {
        note("UIView")
        super.invalidateIntrinsicContentSize()
    }
    override func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        note("UIView")
        return huggingOverride ?? super.contentHuggingPriority(for: axis)
    }
    override func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        note("UIView")
        super.setContentHuggingPriority(priority, for: axis)
    }
    override func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority
    {
        note("UIView")
        return super.contentCompressionResistancePriority(for: axis)
    }
    override func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        note("UIView")
        super.setContentCompressionResistancePriority(priority, for: axis)
    }
    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        note("UIView")
        return super.systemLayoutSizeFitting(targetSize)
    }
    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        note("UIView")
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }
    override var alignmentRectInsets: UIEdgeInsets {
        note("UIView")
        return super.alignmentRectInsets
    }
    override func alignmentRect(forFrame frame: CGRect) -> CGRect {
        note("UIView")
        return super.alignmentRect(forFrame: frame)
    }
    override func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        note("UIView")
        return super.frame(forAlignmentRect: alignmentRect)
    }
    override var forFirstBaselineLayout: UIView {
        note("UIView")
        return baselineView ?? super.forFirstBaselineLayout
    }
    override var forLastBaselineLayout: UIView {
        note("UIView")
        return baselineView ?? super.forLastBaselineLayout
    }
    override var hasAmbiguousLayout: Bool {
        note("UIView")
        return super.hasAmbiguousLayout
    }
    override func exerciseAmbiguityInLayout() {
        note("UIView")
        super.exerciseAmbiguityInLayout()
    }
    override func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        note("UIView")
        return super.constraintsAffectingLayout(for: axis)
    }
    override var leadingAnchor: NSLayoutXAxisAnchor {
        note("UIView")
        return anchorGuide?.leadingAnchor ?? super.leadingAnchor
    }
    override var trailingAnchor: NSLayoutXAxisAnchor {
        note("UIView")
        return anchorGuide?.trailingAnchor ?? super.trailingAnchor
    }
    override var leftAnchor: NSLayoutXAxisAnchor {
        note("UIView")
        return anchorGuide?.leftAnchor ?? super.leftAnchor
    }
    override var rightAnchor: NSLayoutXAxisAnchor {
        note("UIView")
        return anchorGuide?.rightAnchor ?? super.rightAnchor
    }
    override var topAnchor: NSLayoutYAxisAnchor {
        note("UIView")
        return anchorGuide?.topAnchor ?? super.topAnchor
    }
    override var bottomAnchor: NSLayoutYAxisAnchor {
        note("UIView")
        return anchorGuide?.bottomAnchor ?? super.bottomAnchor
    }
    override var widthAnchor: NSLayoutDimension {
        note("UIView")
        return anchorGuide?.widthAnchor ?? super.widthAnchor
    }
    override var heightAnchor: NSLayoutDimension {
        note("UIView")
        return anchorGuide?.heightAnchor ?? super.heightAnchor
    }
    override var centerXAnchor: NSLayoutXAxisAnchor {
        note("UIView")
        return anchorGuide?.centerXAnchor ?? super.centerXAnchor
    }
    override var centerYAnchor: NSLayoutYAxisAnchor {
        note("UIView")
        return anchorGuide?.centerYAnchor ?? super.centerYAnchor
    }
    override var firstBaselineAnchor: NSLayoutYAxisAnchor {
        note("UIView")
        return super.firstBaselineAnchor
    }
    override var lastBaselineAnchor: NSLayoutYAxisAnchor {
        note("UIView")
        return super.lastBaselineAnchor
    }
    override var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        note("UIView")
        return super.keyboardLayoutGuide
    }
}

/// A constraint subclass, as apps write one to scale or tag their constants.
class ConformingConstraint: NSLayoutConstraint {
    override init() {
        super.init()
        note("NSLayoutConstraint")
    }
    override var firstItem: AnyObject? {
        note("NSLayoutConstraint")
        return super.firstItem
    }
    override var firstAttribute: NSLayoutConstraint.Attribute {
        note("NSLayoutConstraint")
        return super.firstAttribute
    }
    override var relation: NSLayoutConstraint.Relation {
        note("NSLayoutConstraint")
        return super.relation
    }
    override var secondItem: AnyObject? {
        note("NSLayoutConstraint")
        return super.secondItem
    }
    override var secondAttribute: NSLayoutConstraint.Attribute {
        note("NSLayoutConstraint")
        return super.secondAttribute
    }
    override var multiplier: CGFloat {
        note("NSLayoutConstraint")
        return super.multiplier
    }
    override var constant: CGFloat {
        get {
            note("NSLayoutConstraint")
            return super.constant
        }
        set { super.constant = newValue }
    }
    override var priority: UILayoutPriority {
        get {
            note("NSLayoutConstraint")
            return super.priority
        }
        set { super.priority = newValue }
    }
    override var isActive: Bool {
        get { super.isActive }
        set {
            note("NSLayoutConstraint")
            super.isActive = newValue
        }
    }
    override var identifier: String? {
        get {
            note("NSLayoutConstraint")
            return super.identifier
        }
        set { super.identifier = newValue }
    }
    override var shouldBeArchived: Bool {
        get {
            note("NSLayoutConstraint")
            return super.shouldBeArchived
        }
        set { super.shouldBeArchived = newValue }
    }
    override var firstAnchor: NSLayoutAnchor<AnyObject> {
        note("NSLayoutConstraint")
        return super.firstAnchor
    }
    override var secondAnchor: NSLayoutAnchor<AnyObject>? {
        note("NSLayoutConstraint")
        return super.secondAnchor
    }
    override class func activate(_ constraints: [NSLayoutConstraint]) {
        note("NSLayoutConstraint")
        super.activate(constraints)
    }
    override class func deactivate(_ constraints: [NSLayoutConstraint]) {
        note("NSLayoutConstraint")
        super.deactivate(constraints)
    }
}

class ConformingStackView: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        note("UIStackView")
    }
    required init(coder: NSCoder) {
        super.init(coder: coder)
        note("UIStackView")
    }
    override var arrangedSubviews: [UIView] {
        note("UIStackView")
        return super.arrangedSubviews
    }
    override func addArrangedSubview(_ view: UIView) {
        note("UIStackView")
        super.addArrangedSubview(view)
    }
    override func removeArrangedSubview(_ view: UIView) {
        note("UIStackView")
        super.removeArrangedSubview(view)
    }
    override func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        note("UIStackView")
        super.insertArrangedSubview(view, at: stackIndex)
    }
    override var axis: NSLayoutConstraint.Axis {
        get {
            note("UIStackView")
            return super.axis
        }
        set { super.axis = newValue }
    }
    override var distribution: UIStackView.Distribution {
        get {
            note("UIStackView")
            return super.distribution
        }
        set { super.distribution = newValue }
    }
    override var alignment: UIStackView.Alignment {
        get {
            note("UIStackView")
            return super.alignment
        }
        set { super.alignment = newValue }
    }
    override var spacing: CGFloat {
        get {
            note("UIStackView")
            return super.spacing
        }
        set { super.spacing = newValue }
    }
    override func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        note("UIStackView")
        super.setCustomSpacing(spacing, after: arrangedSubview)
    }
    override func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        note("UIStackView")
        return super.customSpacing(after: arrangedSubview)
    }
    override var isBaselineRelativeArrangement: Bool {
        get {
            note("UIStackView")
            return super.isBaselineRelativeArrangement
        }
        set { super.isBaselineRelativeArrangement = newValue }
    }
    override var isLayoutMarginsRelativeArrangement: Bool {
        get {
            note("UIStackView")
            return super.isLayoutMarginsRelativeArrangement
        }
        set { super.isLayoutMarginsRelativeArrangement = newValue }
    }
}

/// A plain block with a fixed content size, for stack views to arrange.
final class ContentBlock: UIView {
    var contentSize = CGSize(width: 50, height: 30)
    override var intrinsicContentSize: CGSize { contentSize }
}
