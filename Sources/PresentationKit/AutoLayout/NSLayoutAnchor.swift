import Foundation

/// One attribute of a view or layout guide, from which constraints are made, as `NSLayoutAnchor`.
/// The type parameter keeps the axes apart at compile time: an x-axis anchor relates only to
/// x-axis anchors, a dimension only to dimensions.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or guide the anchor belongs to.
    open private(set) weak var item: AnyObject?
    /// The attribute the anchor stands for.
    let attribute: NSLayoutConstraint.Attribute
    /// The item and attribute, for equality: two anchors of one item and attribute are equal, as
    /// UIKit's (which keeps one per item and attribute) are.
    let anchorKey: AnchorKey

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        anchorKey = AnchorKey(item: ObjectIdentifier(item), attribute: attribute)
        super.init()
    }

    /// Whether `object` is an anchor for the same attribute of the same item.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        (object as? any AnchorIdentifying)?.anchorKey == anchorKey
    }

    /// A hash that agrees with `isEqual(_:)`.
    nonisolated open override var hash: Int { anchorKey.hashValue }

    /// A name for debugging: the item's type and the attribute.
    open var name: String { "\(NSLayoutConstraint.describe(item)).\(attribute.name)" }

    /// Whether the item's layout along this anchor's axis is ambiguous.
    open var hasAmbiguousLayout: Bool {
        (item as? UIView)?.hasAmbiguousLayout ?? (item as? UILayoutGuide)?.hasAmbiguousLayout ?? false
    }

    /// The constraints that affect the item along this anchor's axis.
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        (item as? UIView)?.constraintsAffectingLayout(for: attribute.axis)
            ?? (item as? UILayoutGuide)?.constraintsAffectingLayout(for: attribute.axis) ?? []
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
        multiplier: CGFloat = 1,
        constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// A constraint: this anchor equals `anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor)
    }
    /// A constraint: this anchor is at least `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor)
    }
    /// A constraint: this anchor is at most `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor)
    }
    /// A constraint: this anchor equals `anchor` plus `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: c)
    }
    /// A constraint: this anchor is at least `anchor` plus `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// A constraint: this anchor is at most `anchor` plus `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// What identifies an anchor, whatever its type parameter.
struct AnchorKey: Hashable, Sendable {
    let item: ObjectIdentifier
    let attribute: NSLayoutConstraint.Attribute
}

/// An anchor of any type parameter, for equality.
protocol AnchorIdentifying {
    var anchorKey: AnchorKey { get }
}

extension NSLayoutAnchor: AnchorIdentifying {}

/// The standard space between sibling views' edges, and between a view's edge and its
/// superview's, used by the system-spacing anchors (Behaviour 17.8).
let systemSpacing: CGFloat = 8

/// A horizontal position anchor (`leadingAnchor`, `leftAnchor`, `centerXAnchor`, …), as
/// `NSLayoutXAxisAnchor`.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// This anchor equals `anchor` plus the system spacing times `multiplier`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// This anchor is at least `anchor` plus the system spacing times `multiplier`.
    open func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// This anchor is at most `anchor` plus the system spacing times `multiplier`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A vertical position anchor (`topAnchor`, `bottomAnchor`, baselines, …), as `NSLayoutYAxisAnchor`.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// This anchor equals `anchor` plus the system spacing times `multiplier`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// This anchor is at least `anchor` plus the system spacing times `multiplier`.
    open func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// This anchor is at most `anchor` plus the system spacing times `multiplier`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A width or height anchor, as `NSLayoutDimension`: relates to other dimensions with a
/// multiplier, or to a constant.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// This dimension equals `c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, nil, constant: c)
    }
    /// This dimension is at least `c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// This dimension is at most `c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    /// This dimension equals `anchor` times `m`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m)
    }
    /// This dimension is at least `anchor` times `m`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m)
    }
    /// This dimension is at most `anchor` times `m`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m)
    }
    /// This dimension equals `anchor` times `m` plus `c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// This dimension is at least `anchor` times `m` plus `c`.
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// This dimension is at most `anchor` times `m` plus `c`.
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// The anchors of a view or guide; both offer the same twelve (guides have no baselines).
@MainActor
protocol AnchorProviding: AnyObject {}

extension AnchorProviding {
    func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(item: self, attribute: attribute)
    }
    func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: self, attribute: attribute)
    }
    func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
        NSLayoutDimension(item: self, attribute: attribute)
    }
}

extension UIView: AnchorProviding {}

extension UILayoutGuide: AnchorProviding {}
