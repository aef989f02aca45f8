import Foundation

/// What a layer that backs no view needs from the layout pass. A view's layer lays out with its
/// view (the view's `needsLayout`), so these stay false for it.
struct LayerLayoutState {
    /// `layoutSublayers()` is due.
    var isPending = false
    /// Some sublayer (that backs no view) below this one has layout due.
    var sublayerIsPending = false
}

extension CALayer {
    /// The view this layer backs, if any (its delegate).
    var backedView: UIView? {
        guard let view = delegate as? UIView, view.layer === self else { return nil }
        return view
    }

    var layoutIsPending: Bool { backedView?.needsLayout ?? layout.isPending }

    /// The bounds' size changed: the layer needs layout, as in Core Animation (a view's layer is
    /// handled by the view's own bounds bookkeeping).
    func sizeDidChange() {
        guard backedView == nil else { return }
        markNeedsLayout()
    }

    /// `setNeedsLayout()`: marks this layer, then its ancestors as having a sublayer to lay out, up to
    /// the first view's layer, whose view then knows its subtree needs layout.
    func markNeedsLayout() {
        if let view = backedView { return view.setNeedsLayout() }
        layout.isPending = true
        notifyAncestorsOfPendingLayout()
    }

    /// Tells the superlayers, up to the first view's layer and that view, that layout is due below.
    func notifyAncestorsOfPendingLayout() {
        var child = self
        while let parent = child.superlayer {
            if let view = parent.backedView {
                view.layer.layout.sublayerIsPending = true
                view.setSubtreeNeedsLayout()
                return
            }
            if parent.layout.sublayerIsPending { return }
            parent.layout.sublayerIsPending = true
            child = parent
        }
    }

    /// `layoutIfNeeded()`.
    func layOutPendingLayers() {
        if let view = backedView { return view.layoutIfNeeded() }
        if layout.isPending {
            layout.isPending = false
            layoutSublayers()
        }
        layOutPendingSublayers()
    }

    /// Lays out the sublayers that back no view and have layout due (views lay out their own).
    func layOutPendingSublayers() {
        guard layout.sublayerIsPending else { return }
        layout.sublayerIsPending = false
        for sublayer in sublayers ?? [] where sublayer.backedView == nil {
            if sublayer.layout.isPending || sublayer.layout.sublayerIsPending {
                sublayer.layOutPendingLayers()
            }
        }
    }
}
