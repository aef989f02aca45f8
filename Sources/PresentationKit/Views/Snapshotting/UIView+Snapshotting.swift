import Foundation

extension UIView {
    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`'s work (Behaviour 25.1–25.3).
    func makeSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, capInsets: UIEdgeInsets)
        -> UIView?
    {
        let rect = rect.standardized
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite,
            rect.width > 0, rect.height > 0
        else {
            reportSnapshotProblem(
                "snapshot of a \(type(of: self)) from \(rect): the rectangle has no area, so there is "
                    + "nothing to snapshot; the result is nil. Snapshot a view with a non-empty size.")
            return nil
        }
        if afterUpdates {
            // A screen update first: pending layout, then pending drawing, in the whole subtree.
            layoutIfNeeded()
            layer.updateForScreen()
        } else if window == nil {
            reportSnapshotProblem(
                "Snapshotting a \(type(of: self)) that has not been rendered results in an empty snapshot. "
                    + "Ensure the view is in a window and has been rendered at least once before "
                    + "snapshotting, or snapshot after screen updates.")
            return SnapshotView(capture: nil, capturedSize: rect.size, capInsets: capInsets)
        }
        let copy = layer.frozenCopy(at: layer.clock?.time)
        // The copy sits untransformed with the captured rectangle's origin at the snapshot's
        // origin; its own opacity and visibility stay, as the snapshot shows what the view showed.
        let bounds = copy.bounds
        copy.transform = CATransform3DIdentity
        copy.frame = CGRect(
            x: bounds.minX - rect.minX, y: bounds.minY - rect.minY, width: bounds.width, height: bounds.height
        )
        return SnapshotView(capture: copy, capturedSize: rect.size, capInsets: capInsets)
    }

    /// Reports a problem with a snapshot to the view's host, or, for a view in no window, to the
    /// host in charge (as `UIScreen.main` is).
    private func reportSnapshotProblem(_ message: String) {
        Diagnostics.report(.invalidInput, message, clock: layer.clock ?? UIScreen.current?.clock)
    }
}
