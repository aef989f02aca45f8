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
    func reportSnapshotProblem(_ message: String) {
        Diagnostics.report(.invalidInput, message, clock: layer.clock ?? UIScreen.current?.clock)
    }
}

extension UIView {
    /// `drawHierarchy(in:afterScreenUpdates:)`'s work (Behaviour 25.8).
    func drawHierarchyIntoCurrentContext(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else {
            reportSnapshotProblem(
                "drawHierarchy(in:afterScreenUpdates:) on a \(type(of: self)) found no current graphics context, "
                    + "so nothing was drawn and it returned false. Call it inside UIGraphicsImageRenderer's "
                    + "image(actions:) or between UIGraphicsBeginImageContextWithOptions and its End.")
            return false
        }
        let rect = rect.standardized
        let bounds = self.bounds
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
            rect.origin.x.isFinite, rect.origin.y.isFinite, bounds.width > 0, bounds.height > 0
        else {
            reportSnapshotProblem(
                "drawHierarchy(in: \(rect), afterScreenUpdates:) on a \(type(of: self)) of size \(bounds.size): "
                    + "the rectangle or the view has no area, so nothing was drawn and it returned false.")
            return false
        }
        if afterUpdates {
            layoutIfNeeded()
            layer.updateForScreen()
        }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        LayerContextPainter(time: layer.clock?.time, context: context).paint(layer)
        context.restoreGState()
        return true
    }
}
