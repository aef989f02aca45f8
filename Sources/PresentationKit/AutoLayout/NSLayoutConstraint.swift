import Foundation
import PresentationKitSolver

/// A linear relation between two layout attributes, as `NSLayoutConstraint`:
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// Items are views and layout guides. An active constraint is installed on the closest common
/// ancestor of its items (`constraints` of that view) and takes part in the layout of the
/// hierarchy it is in; deactivating removes it (Behaviour 17.1). A constraint the engine cannot
/// satisfy with the other required ones is reported and broken (17.5).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The attribute of an item a constraint relates, as `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Sendable {
        /// The item's left edge (its frame's minimum x).
        case left = 1
        /// The item's right edge (its frame's maximum x).
        case right = 2
        /// The item's top edge (its frame's minimum y).
        case top = 3
        /// The item's bottom edge (its frame's maximum y).
        case bottom = 4
        /// The edge text starts from; layout here is always left to right, so the same as ``left``.
        case leading = 5
        /// The edge text ends at; layout here is always left to right, so the same as ``right``.
        case trailing = 6
        /// The item's width.
        case width = 7
        /// The item's height.
        case height = 8
        /// The horizontal centre of the item.
        case centerX = 9
        /// The vertical centre of the item.
        case centerY = 10
        /// The baseline of the item's last line of text, taken from `forLastBaselineLayout` (for an
        /// item without text, its bottom edge).
        case lastBaseline = 11
        /// The baseline of the item's first line of text, taken from `forFirstBaselineLayout` (for an
        /// item without text, its bottom edge).
        case firstBaseline = 12
        /// A view's left edge inset by its layout margins (its `layoutMarginsGuide`'s left edge); a
        /// layout guide's own left edge.
        case leftMargin = 13
        /// A view's right edge inset by its layout margins (its `layoutMarginsGuide`'s right edge); a
        /// layout guide's own right edge.
        case rightMargin = 14
        /// A view's top edge inset by its layout margins (its `layoutMarginsGuide`'s top edge); a
        /// layout guide's own top edge.
        case topMargin = 15
        /// A view's bottom edge inset by its layout margins (its `layoutMarginsGuide`'s bottom
        /// edge); a layout guide's own bottom edge.
        case bottomMargin = 16
        /// The leading edge within the layout margins; the same as ``leftMargin`` here.
        case leadingMargin = 17
        /// The trailing edge within the layout margins; the same as ``rightMargin`` here.
        case trailingMargin = 18
        /// The horizontal centre of the area within a view's layout margins.
        case centerXWithinMargins = 19
        /// The vertical centre of the area within a view's layout margins.
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint with no second item, such as a constant
        /// width.
        case notAnAttribute = 0

        /// The last baseline (UIKit's older name).
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides relate, as `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        /// The first attribute is at most the right-hand side.
        case lessThanOrEqual = -1
        /// The first attribute equals the right-hand side.
        case equal = 0
        /// The first attribute is at least the right-hand side.
        case greaterThanOrEqual = 1
    }

    /// A layout axis, as `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        /// Left to right: x positions and widths.
        case horizontal = 0
        /// Top to bottom: y positions and heights.
        case vertical = 1
    }

    // The stored properties the engine reads per constraint skip Swift's dynamic exclusivity
    // checks (nothing takes overlapping accesses to them; the checks were a tenth of activating
    // and building a layout).

    /// The first item (a view or a layout guide); nil once it is gone.
    @exclusivity(unchecked) open private(set) weak var firstItem: AnyObject?
    /// The second item, nil for a constant size.
    @exclusivity(unchecked) open private(set) weak var secondItem: AnyObject?
    /// The first item's attribute.
    @exclusivity(unchecked) open private(set) var firstAttribute: Attribute = .notAnAttribute
    /// The second item's attribute (`.notAnAttribute` without a second item).
    @exclusivity(unchecked) open private(set) var secondAttribute: Attribute = .notAnAttribute
    /// The relation between the two sides.
    @exclusivity(unchecked) open private(set) var relation: Relation = .equal
    /// The factor applied to the second attribute.
    @exclusivity(unchecked) open private(set) var multiplier: CGFloat = 1

    /// The first item's attribute as an anchor (equal to the item's own anchor for it).
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem ?? self, attribute: firstAttribute)
    }

    /// The second item's attribute as an anchor; nil for a constant size.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    // Unchecked exclusivity, as the properties above: the engine reads `constant` and `priority`
    // of every constraint it adds, and the checks were a twentieth of a rebuild.

    /// The value added to the right-hand side. Changing it on an active constraint updates the
    /// layout incrementally at the next layout pass (the engine does not solve again from scratch).
    @exclusivity(unchecked) open var constant: CGFloat = 0 {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                report("constant \(constant) is not finite; the constraint keeps \(oldValue)")
                constant = oldValue
                return
            }
            installedOn?.constraintConstantDidChange(self)
        }
    }

    /// How much the constraint matters (default `.required`). A priority outside 1…1000 is
    /// clamped; an installed constraint cannot change between required and optional (UIKit raises;
    /// here it is reported and the priority kept).
    @exclusivity(unchecked) open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            let clamped = UILayoutPriority(min(max(priority.rawValue, 1), 1000))
            if clamped != priority {
                report(
                    "priority \(priority.rawValue) is outside 1…1000; it is clamped to \(clamped.rawValue)")
                priority = clamped
                return
            }
            if isActive, (oldValue == .required) != (priority == .required) {
                report(
                    "an active constraint cannot change between required and optional priority "
                        + "(\(oldValue.rawValue) → \(priority.rawValue)); deactivate it first. It keeps \(oldValue.rawValue)"
                )
                priority = oldValue
                return
            }
            installedOn?.constraintStructureDidChange()
        }
    }

    /// A name shown in the constraint's description and in diagnostics.
    open var identifier: String?
    /// Whether an archive would keep the constraint (stored; there are no archives here).
    open var shouldBeArchived = false

    /// The view the constraint is installed on while active, unretained: a weak reference's
    /// store and loads were a tenth of activating. It can't dangle: while it is set,
    /// the host's layout state lists the constraint in `installed` (set and cleared together in
    /// `install` and `uninstall`), and a host that goes clears it for every constraint still
    /// installed on it (`UIView.deinit`), as the weak reference zeroed itself.
    @exclusivity(unchecked) nonisolated(unsafe) final var installedLink: Unmanaged<UIView>?
    /// The view the constraint is installed on while active.
    final var installedOn: UIView? { installedLink?.takeUnretainedValue() }
    /// `UIView.deinitializations` when the items were last known to live (made with them, or
    /// their weak references loaded since): while no view has been deinitialized since, the
    /// item links still name live views, and activation skips the weak loads.
    @exclusivity(unchecked) final var itemsLiveAt = -1
    /// Whether the constraint was made with a bad combination of items and attributes (reported
    /// when made); such a constraint never activates.
    @exclusivity(unchecked) final var isMalformed = false
    /// The order constraints were activated in: the engine adds them in this order, so the one a
    /// conflict breaks is the later one, as UIKit's log shows.
    @exclusivity(unchecked) final var activationOrder = 0
    /// Made by the system rather than the app (a stack view's arrangement), for descriptions.
    final var systemName: String?
    /// The items again, unretained, when both are views (the second may be absent): the engine
    /// reads these when it builds its system instead of loading the weak references (a slow
    /// retain and release each). Read only while the constraint is installed, when its
    /// items are views inside its host's subtree, which the hierarchy keeps alive (a view that
    /// leaves the subtree takes the constraints naming it out).
    @exclusivity(unchecked) final var firstViewLink: Unmanaged<UIView>?
    @exclusivity(unchecked) final var secondViewLink: Unmanaged<UIView>?
    /// The engine's record of the constraint (kept here, not in a dictionary the engine
    /// hashes into per constraint): the solver's id for it and the expression's constant without
    /// `constant`, valid while `engineStamp` is the stamp of its live engine's latest rebuild (a
    /// fitting engine keeps its own records).
    @exclusivity(unchecked) final var engineStamp = 0
    @exclusivity(unchecked) final var engineSolverID = SolverConstraintID(id: -1)
    @exclusivity(unchecked) final var engineBase = 0.0

    /// An empty constraint; use `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
    /// or the anchors.
    public override init() {
        super.init()
        isMalformed = true
    }

    /// A constraint `view1.attr1  relation  multiplier × view2.attr2 + c`. Items are views or
    /// layout guides; with no second item (and `.notAnAttribute`) the first attribute must be a
    /// width or a height, equal to the constant. Mixing axes, or a location with a size, is
    /// reported and gives a constraint that never activates (UIKit raises).
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
        relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
        attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init()
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        isMalformed = false
        if let problem = malformation(secondAttributeGiven: attr2) {
            isMalformed = true
            report("\(problem); the constraint \(self) will not activate")
        }
        if let first = firstItem as? UIView, secondItem == nil || secondItem is UIView {
            firstViewLink = Unmanaged.passUnretained(first)
            secondViewLink = (secondItem as? UIView).map(Unmanaged.passUnretained)
            itemsLiveAt = UIView.deinitializations
        }
    }

    /// Whether the constraint takes part in layout. Setting true installs it on the closest
    /// common ancestor of its items (reported and left inactive when they share none, as UIKit
    /// raises); false removes it.
    open var isActive: Bool {
        get { installedLink != nil }
        set {
            if newValue {
                activateIfPossible()
            } else if let host = installedLink {
                host.withGuaranteedRef { $0.uninstall(self) }
            }
        }
    }

    /// Activates each constraint, as setting `isActive` on each would, in one layout update.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// A UIKit-shaped description: `<NSLayoutConstraint:'id' UILabel:'title'.top == UIView.top + 8 (active)>`.
    open override var description: String {
        let name = identifier.map { ":'\($0)'" } ?? systemName.map { ":'\($0)'" } ?? ""
        return "<\(type(of: self))\(name) \(equationDescription)\(isActive ? "   (active)" : "")>"
    }

    /// The equation alone: `UILabel:'title'.top == UIView.top + 8`.
    var equationDescription: String {
        let first = "\(Self.describe(firstItem)).\(firstAttribute.name)"
        let symbol = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var right = ""
        if let secondItem {
            right = "\(Self.describe(secondItem)).\(secondAttribute.name)"
            if multiplier != 1 { right = "\(Self.format(multiplier))*\(right)" }
            if constant != 0 {
                right += constant < 0 ? " - \(Self.format(-constant))" : " + \(Self.format(constant))"
            }
        } else {
            right = Self.format(constant)
        }
        return "\(first) \(symbol) \(right)"
    }

    static func describe(_ item: AnyObject?) -> String {
        guard let item else { return "(nil)" }
        if let view = item as? UIView {
            return "\(type(of: view))" + (view.accessibilityIdentifier.map { ":'\($0)'" } ?? "")
        }
        if let guide = item as? UILayoutGuide {
            let name = guide.identifier.isEmpty ? "UILayoutGuide" : "'\(guide.identifier)'"
            return guide.owningView.map { "\(name)(\(describe($0)))" } ?? name
        }
        return "\(type(of: item))"
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }

    /// What makes the constraint illegal, or nil.
    private func malformation(secondAttributeGiven attr2: Attribute) -> String? {
        guard firstItem is UIView || firstItem is UILayoutGuide else {
            return "the first item \(String(describing: firstItem)) is not a view or a layout guide"
        }
        if let secondItem, !(secondItem is UIView || secondItem is UILayoutGuide) {
            return "the second item \(secondItem) is not a view or a layout guide"
        }
        guard firstAttribute != .notAnAttribute else { return "the first attribute is .notAnAttribute" }
        guard multiplier.isFinite, constant.isFinite else {
            return "the multiplier and constant must be finite"
        }
        guard secondItem != nil else {
            if firstAttribute.isSize { return nil }
            return
                "a constraint without a second item must constrain a width or a height, not .\(firstAttribute.name)"
        }
        guard secondAttribute != .notAnAttribute else { return "the second item has .notAnAttribute" }
        if firstAttribute.isSize != secondAttribute.isSize {
            return
                "a location and a size (.\(firstAttribute.name), .\(secondAttribute.name)) cannot be related"
        }
        if !firstAttribute.isSize, firstAttribute.axis != secondAttribute.axis {
            return "the attributes .\(firstAttribute.name) and .\(secondAttribute.name) are on different axes"
        }
        if !firstAttribute.isSize, multiplier == 0 {
            return "a multiplier of 0 with a location attribute (.\(firstAttribute.name)) is illegal"
        }
        return nil
    }

    private func activateIfPossible() {
        guard installedLink == nil else { return }
        guard !isMalformed else {
            report("the malformed constraint \(self) cannot be activated")
            return
        }
        // Between views (nearly always): the common ancestor is found through unretained links,
        // with no retain or release of a view (slow, as views are weakly referenced),
        // once the items are known to live: no view was deinitialized since they last were, or
        // else their weak references say so.
        if let firstLink = firstViewLink, viewItemsLive() {
            guard let host = firstLink.closestCommonAncestor(with: secondViewLink ?? firstLink) else {
                report(
                    "Unable to activate constraint \(self) because its items have no common ancestor. "
                        + "Add both views to one hierarchy before activating it.")
                return
            }
            // A view whose deinitialization has begun (a subclass's `deinit` runs before the count
            // moves) has no superview, so it can only be the host of a constraint naming it, a
            // root: there the weak references decide (they are nil for such a view).
            if host.superview != nil || weakItemsLive() {
                // Debug builds check the invariant against the weak references.
                assert(weakItemsLive(), "an item of \(self) was freed, yet its link was read")
                host.withGuaranteedRef { $0.install(self) }
                return
            }
        }
        guard let first = LayoutItem(firstItem) else {
            report("the constraint \(self) cannot be activated: its first item is gone")
            return
        }
        // One load of the weak reference (each is a slow retain of the item).
        let secondObject = secondItem
        let second = LayoutItem(secondObject)
        // Made with a second item (its attribute says so) that has gone since: installed as if
        // it had none, the constraint would be solved as a size, and its link read freed memory.
        if secondAttribute != .notAnAttribute, second == nil {
            report("the constraint \(self) cannot be activated: its second item is gone")
            return
        }
        guard let host = first.commonAncestor(with: second) else {
            report(
                "Unable to activate constraint \(self) because its items have no common ancestor. "
                    + "Add both views to one hierarchy before activating it.")
            return
        }
        host.install(self)
    }

    /// Whether the items, both views, live: through the deinitialization count while it hasn't
    /// moved since they were last known to, else through the weak references.
    @inline(__always)
    private func viewItemsLive() -> Bool {
        if itemsLiveAt == UIView.deinitializations { return true }
        guard weakItemsLive() else { return false }
        itemsLiveAt = UIView.deinitializations
        return true
    }

    /// Whether the weak references find the items (a slow load each).
    private func weakItemsLive() -> Bool {
        firstItem != nil && (secondViewLink == nil || secondItem != nil)
    }

    func report(_ message: String) {
        // Whichever item is in a hosted window records it on that host.
        let clock = LayoutItem(firstItem)?.view?.layer.clock ?? LayoutItem(secondItem)?.view?.layer.clock
        Diagnostics.report(.layoutConstraintMisuse, message, clock: clock)
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is a width or a height.
    var isSize: Bool { self == .width || self == .height }

    /// The axis the attribute lies on.
    var axis: NSLayoutConstraint.Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        default:
            .vertical
        }
    }

    /// The name UIKit's descriptions use.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

extension Diagnostic.Kind {
    /// Auto Layout was used against its contract: a constraint between items in different
    /// hierarchies, a malformed constraint, a priority changed between required and optional
    /// while active. UIKit raises; here the call is reported and has no effect (Behaviour 17.6).
    public static let layoutConstraintMisuse = Diagnostic.Kind(rawValue: "layoutConstraintMisuse")
    /// The active required constraints could not all be satisfied: the message lists the
    /// conflicting constraints and the one broken to recover, as UIKit's log does (Behaviour 17.5).
    public static let unsatisfiableConstraints = Diagnostic.Kind(rawValue: "unsatisfiableConstraints")
}
