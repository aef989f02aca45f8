import Foundation

extension UIView {
    /// UIKit's hit-testing rules: a hidden view, one with alpha below 0.01, one with user interaction
    /// off, or one animating from a block without `.allowUserInteraction` is skipped with its subtree;
    /// a point outside the bounds misses the subtree too (clipping or not); subviews are tried front
    /// to back. Model values are used, not what is on screen mid-animation, except for views a
    /// property animator moves (they are hit where they are shown, Behaviour 11.27).
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // Alpha is stored as the layer's Float opacity: compare in Float, or 0.01 itself (stored as
        // 0.0099999998) would fall below the CGFloat 0.01.
        guard isUserInteractionEnabled, !isHidden, Float(alpha) >= Float(0.01),
            !layer.isAnimatingWithoutInteraction
        else {
            return nil
        }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            guard let local = subview.convertFromSuperview(point) else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Maps a point from the superview's coordinates into this view's (nil when it has no preimage).
    func convertFromSuperview(_ point: CGPoint) -> CGPoint? {
        // Fields are read one by one: copying the whole LayerState (two 3D transforms and three
        // colours) per visited view dominated hit-testing.
        let layer = self.layer
        if layer.isHitTestedOnScreen, let time = layer.clock?.time {
            // Moved by a property animator: hit where it is on screen (its
            // `isManualHitTestingEnabled` is false, UIKit's default).
            var transform = layer.withPresentationState(at: time) {
                ProjectiveTransform2D(toSuperlayerOf: $0)
            }
            if let sublayer = superview?.layer.sublayerTransformEffect {
                transform = transform.concatenating(sublayer)
            }
            return transform.inverted()?.apply(point)
        }
        let parentHasSublayerTransform = !(superview?.layer.state.sublayerTransform.isIdentity ?? true)
        if layer.state.transform.isIdentity && !parentHasSublayerTransform {
            // The common case, without building matrices: undo the position and anchor offsets.
            let bounds = layer.state.bounds
            let position = layer.state.position
            let anchor = layer.state.anchorPoint
            return CGPoint(
                x: point.x - position.x + anchor.x * bounds.width + bounds.origin.x,
                y: point.y - position.y + anchor.y * bounds.height + bounds.origin.y)
        }
        return layer.transformToSuperlayer.inverted()?.apply(point)
    }
}
