import Foundation

extension UIView {
    /// Counts the views that joined or left a superview: while it is unchanged, every view of a
    /// hierarchy is still where it was (what the layout engine's unretained links rely on).
    static var hierarchyEpoch = 0

    /// Adds `view` on top of the subviews, moving it from any previous superview.
    func performAddSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the count).
    func performInsertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            layer.reportMisuse(
                "insertSubview: \(type(of: view)) is this view or one of its ancestors; adding it would make "
                    + "a cycle, so the call was ignored")
            return
        }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            // Reordering within the same superview: no move callbacks, as in UIKit.
            subviews.remove(at: current)
            let target = min(max(index > current ? index - 1 : index, 0), subviews.count)
            subviews.insert(view, at: target)
            placeLayer(of: view, at: target)
            setNeedsLayout()
            return
        }
        let newWindow = window
        let oldWindow = view.window
        if newWindow !== oldWindow { view.resignFirstResponderLeaving(oldWindow) }
        view.willMove(toSuperview: self)
        if newWindow !== oldWindow {
            view.forEachInSubtree {
                $0.owningViewController?.rootViewWillMove(toWindow: newWindow)
                $0.willMove(toWindow: newWindow)
            }
        }
        if let oldSuperview = view.superview {
            oldSuperview.willRemoveSubview(view)
            // After the will-callbacks, so a constraint they activate leaves with the view too:
            // the layout engine reads an installed constraint's views unretained, trusting they
            // lie inside its host.
            view.constraintsWillLeaveSuperview()
            oldSuperview.subviews.removeAll { $0 === view }
        }
        let tintBefore = view.tintInputs
        let target = min(max(index, 0), subviews.count)
        subviews.insert(view, at: target)
        view.superview = self
        UIView.hierarchyEpoch &+= 1
        view.superviewLink = Unmanaged.passUnretained(self)
        placeLayer(of: view, at: target)
        view.resolveDynamicColorsAfterMove()
        if newWindow !== oldWindow {
            view.forEachInSubtree {
                $0.hierarchyDidMoveToWindow()
                $0.didMoveToWindow()
                $0.owningViewController?.rootViewDidMoveToWindow()
            }
            oldWindow?.cancelTouchesHandled(in: view)
        }
        view.constraintsDidMove()
        view.announceTintChanges(from: tintBefore)
        view.didMoveToSuperview()
        didAddSubview(view)
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// Inserts `view` just above `siblingSubview`.
    func performInsertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else {
            addSubview(view)
            return
        }
        // Indices count from before `view` leaves its old place, so "just above" is always index + 1.
        insertSubview(view, at: index + 1)
    }

    /// Inserts `view` just below `siblingSubview`.
    func performInsertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else {
            insertSubview(view, at: 0)
            return
        }
        insertSubview(view, at: index)
    }

    /// Removes the view from its superview and window.
    func performRemoveFromSuperview() {
        guard let oldSuperview = superview else { return }
        let oldWindow = window
        resignFirstResponderLeaving(oldWindow)
        oldSuperview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil {
            forEachInSubtree {
                $0.owningViewController?.rootViewWillMove(toWindow: nil)
                $0.willMove(toWindow: nil)
            }
        }
        // After the will-callbacks, so a constraint they activate leaves with the view too: the
        // layout engine reads an installed constraint's views unretained, trusting they lie
        // inside its host.
        constraintsWillLeaveSuperview()
        oldSuperview.subviews.removeAll { $0 === self }
        superview = nil
        superviewLink = nil
        UIView.hierarchyEpoch &+= 1
        layer.removeFromSuperlayer()
        if oldWindow != nil {
            forEachInSubtree {
                $0.hierarchyDidMoveToWindow()
                $0.didMoveToWindow()
                $0.owningViewController?.rootViewDidMoveToWindow()
            }
            oldWindow?.cancelTouchesHandled(in: self)
        }
        constraintsDidMove()
        didMoveToSuperview()
        oldSuperview.setNeedsLayout()
    }

    /// Moves `view` to the top of the subviews.
    func performBringSubviewToFront(_ view: UIView) {
        guard subviews.contains(where: { $0 === view }) else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` to the bottom of the subviews.
    func performSendSubviewToBack(_ view: UIView) {
        guard subviews.contains(where: { $0 === view }) else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indices.
    func performExchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else {
            return
        }
        subviews.swapAt(index1, index2)
        placeLayer(of: subviews[index1], at: index1)
        placeLayer(of: subviews[index2], at: index2)
    }

    /// Whether the view is `view` or inside it.
    func performIsDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in the subtree (this view included, depth first) with `tag`.
    func performViewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Keeps the layer order in step with `subviews`: the layer of `subviews[index]` goes just below
    /// the next subview's layer, or on top when it is the last.
    private func placeLayer(of view: UIView, at index: Int) {
        if index + 1 < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[index + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInSubtree(body) }
    }
}
