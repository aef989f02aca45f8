import Foundation

/// A view or a layout guide: what a constraint's sides name. A guide lives in its owning view's
/// coordinates, as a subview's frame lives in its superview's.
@MainActor
enum LayoutItem {
    case view(UIView)
    case guide(UILayoutGuide)

    /// The item `object` names, or nil when it is neither a view nor a guide (or is gone).
    init?(_ object: AnyObject?) {
        switch object {
        case let view as UIView: self = .view(view)
        case let guide as UILayoutGuide: self = .guide(guide)
        default: return nil
        }
    }

    var object: AnyObject {
        switch self {
        case .view(let view): view
        case .guide(let guide): guide
        }
    }

    /// The view itself, or the guide's owning view.
    var view: UIView? {
        switch self {
        case .view(let view): view
        case .guide(let guide): guide.owningView
        }
    }

    /// The view whose coordinates the item's frame is in: a view's superview, a guide's owner.
    var container: UIView? {
        switch self {
        case .view(let view): view.superview
        case .guide(let guide): guide.owningView
        }
    }

    /// The closest view that is (or contains) both items, where UIKit installs their constraint;
    /// nil when they are in different hierarchies (or a guide has no owner).
    func commonAncestor(with other: LayoutItem?) -> UIView? {
        guard let mine = view else { return nil }
        guard let other else { return mine }
        guard let theirs = other.view else { return nil }
        return Unmanaged.passUnretained(mine).closestCommonAncestor(with: Unmanaged.passUnretained(theirs))?
            .takeUnretainedValue()
    }
}
