import Foundation

/// The views of a list (table rows, collection items, their headers) waiting to be reused, by
/// reuse identifier; shared by `UITableView` and `UICollectionView` (Behaviour 19.3, 20.3).
///
/// A pooled view waits hidden in its list: taking it out of the hierarchy and putting it back each
/// time a row passes would cost more than the row. A view without an identifier, or no longer in
/// the list, cannot be reused and leaves the hierarchy.
struct ReusePool<View: UIView> {
    private var views: [String: [View]] = [:]

    /// The view that left the screen: hidden and pooled under `identifier`, or removed.
    mutating func recycle(_ view: View, identifier: String?, in list: UIView) {
        if let identifier, view.superview === list {
            view.isHidden = true
            views[identifier, default: []].append(view)
        } else {
            view.removeFromSuperview()
        }
    }

    /// A view pooled under `identifier` (still hidden), or nil; the caller prepares it for reuse.
    mutating func take(_ identifier: String) -> View? {
        guard var pool = views[identifier], let view = pool.popLast() else { return nil }
        views[identifier] = pool
        return view
    }

    /// How many views wait under `identifier`.
    func count(_ identifier: String) -> Int { views[identifier]?.count ?? 0 }
}
