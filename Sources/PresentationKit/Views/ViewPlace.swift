/// Where a view was in its superview when something took it out, so it can go back to the same
/// place: the same superview, the same index among its siblings, and resized for any change of
/// the superview's size since (by the view's autoresizing mask, as if it had stayed).
@MainActor
struct ViewPlace {
    private weak var superview: UIView?
    private let index: Int
    private let superviewSize: CGSize
    /// The view's centre in the superview when the place was recorded.
    private let center: CGPoint

    /// The place `view` occupies now; nil when it has no superview.
    init?(of view: UIView) {
        guard let superview = view.superview,
            let index = superview.subviews.firstIndex(where: { $0 === view })
        else { return nil }
        self.superview = superview
        self.index = index
        self.superviewSize = superview.bounds.size
        self.center = view.center
    }

    /// Takes `view` out of its superview, remembering its place.
    static func remove(_ view: UIView) -> ViewPlace? {
        let place = ViewPlace(of: view)
        view.removeFromSuperview()
        return place
    }

    /// Whether the superview is still there (and in a window, when `inWindow`).
    func isAvailable(inWindow: Bool) -> Bool {
        guard let superview else { return false }
        return !inWindow || superview.window != nil
    }

    /// Puts `view` back at its place; returns false (doing nothing) when the superview is gone.
    ///
    /// A view that was out of the hierarchy is resized for the superview's size now. A view that
    /// only moved to another superview of the same window meanwhile (an animator lifted it into a
    /// container) kept up with size changes there: it keeps its place on screen instead. One lifted
    /// into a window its place is no longer in (the place was covered meanwhile) goes back to the
    /// centre it had there, resized as if it had stayed.
    @discardableResult
    func restore(_ view: UIView) -> Bool {
        guard let superview else { return false }
        if let current = view.superview, current.window == nil || current.window !== superview.window {
            superview.insertSubview(view, at: min(index, superview.subviews.count))
            view.center = center
            view.autoresize(fromSuperviewSize: superviewSize, to: superview.bounds.size)
        } else if let current = view.superview {
            let center = current.convert(view.center, to: superview)
            superview.insertSubview(view, at: min(index, superview.subviews.count))
            view.center = center
        } else {
            superview.insertSubview(view, at: min(index, superview.subviews.count))
            view.autoresize(fromSuperviewSize: superviewSize, to: superview.bounds.size)
        }
        return true
    }
}
