import Foundation

extension ProjectiveTransform2D {
    /// A translation, as a homography.
    package static func translation(_ x: Double, _ y: Double) -> ProjectiveTransform2D {
        ProjectiveTransform2D(m11: 1, m12: 0, m14: 0, m21: 0, m22: 1, m24: 0, m41: x, m42: y, m44: 1)
    }

    /// Maps a layer's own (bounds) coordinates into its superlayer's, for a layer in `state`:
    /// move the anchor point to the origin, apply the transform flattened onto the screen plane,
    /// then move the origin to `position`.
    package init(toSuperlayerOf state: borrowing LayerState) {
        self.init(
            toSuperlayerWithBounds: state.bounds, anchorPoint: state.anchorPoint, position: state.position,
            transform: state.transform)
    }

    /// Maps a layer's own coordinates into its superlayer's, from the four values that decide it
    /// (read field by field, a layer's state is neither copied nor its colours retained).
    package init(
        toSuperlayerWithBounds bounds: CGRect, anchorPoint: CGPoint, position: CGPoint,
        transform: CATransform3D
    ) {
        let size = bounds.size
        let anchorX = Double(bounds.origin.x + anchorPoint.x * size.width)
        let anchorY = Double(bounds.origin.y + anchorPoint.y * size.height)
        if transform.isIdentity {
            self = .translation(Double(position.x) - anchorX, Double(position.y) - anchorY)
        } else {
            self = ProjectiveTransform2D.translation(-anchorX, -anchorY)
                .concatenating(ProjectiveTransform2D(transform))
                .concatenating(.translation(Double(position.x), Double(position.y)))
        }
    }

    /// The effect of a layer's `sublayerTransform` on its sublayers, applied about its anchor point,
    /// in the layer's bounds coordinates; nil when it is the identity.
    package init?(sublayerTransformOf state: borrowing LayerState) {
        self.init(
            sublayerTransform: state.sublayerTransform, bounds: state.bounds, anchorPoint: state.anchorPoint)
    }

    /// The effect of `sublayerTransform` about the anchor point of a layer with `bounds` and
    /// `anchorPoint`; nil when it is the identity.
    package init?(sublayerTransform: CATransform3D, bounds: CGRect, anchorPoint: CGPoint) {
        guard !sublayerTransform.isIdentity else { return nil }
        let size = bounds.size
        let anchorX = Double(bounds.origin.x + anchorPoint.x * size.width)
        let anchorY = Double(bounds.origin.y + anchorPoint.y * size.height)
        self = ProjectiveTransform2D.translation(-anchorX, -anchorY)
            .concatenating(ProjectiveTransform2D(sublayerTransform))
            .concatenating(.translation(anchorX, anchorY))
    }
}

extension CALayer {
    /// Maps this layer's coordinates into its superlayer's (model values), including the
    /// superlayer's `sublayerTransform`.
    var transformToSuperlayer: ProjectiveTransform2D {
        let own = ProjectiveTransform2D(
            toSuperlayerWithBounds: state.bounds, anchorPoint: state.anchorPoint, position: state.position,
            transform: state.transform)
        guard let parent = superlayer, let sublayer = parent.sublayerTransformEffect else { return own }
        return own.concatenating(sublayer)
    }

    /// The effect of this layer's `sublayerTransform` on its sublayers (model values); nil when it
    /// is the identity.
    var sublayerTransformEffect: ProjectiveTransform2D? {
        guard !state.sublayerTransform.isIdentity else { return nil }
        return ProjectiveTransform2D(
            sublayerTransform: state.sublayerTransform, bounds: state.bounds, anchorPoint: state.anchorPoint)
    }

    /// Maps this layer's coordinates into the root of its tree, and names that root.
    func transformToRoot() -> (transform: ProjectiveTransform2D, root: CALayer) {
        var transform = ProjectiveTransform2D.identity
        var layer = self
        while let parent = layer.superlayer {
            transform = transform.concatenating(layer.transformToSuperlayer)
            layer = parent
        }
        return (transform, layer)
    }

    /// The homography from this layer's coordinates to `other`'s, through their common root.
    func mapping(to other: CALayer?) -> ProjectiveTransform2D? {
        let (toRoot, root) = transformToRoot()
        guard let other else { return toRoot }
        let (otherToRoot, otherRoot) = other.transformToRoot()
        guard root === otherRoot, let rootToOther = otherToRoot.inverted() else { return nil }
        return toRoot.concatenating(rootToOther)
    }
}

extension CGRect {
    /// The bounding box of the rectangle's corners under `transform` (corners behind the eye are
    /// left out; a rectangle wholly behind it maps to `.null`).
    func applying(_ transform: ProjectiveTransform2D) -> CGRect {
        if isNull { return self }
        // Corner by corner, without an array: a transformed layer's `frame` is read every frame.
        var minX = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var minY = CGFloat.infinity
        var maxY = -CGFloat.infinity
        var any = false
        func include(_ x: CGFloat, _ y: CGFloat) {
            guard let corner = transform.apply(CGPoint(x: x, y: y)) else { return }
            if !any {
                (minX, maxX, minY, maxY) = (corner.x, corner.x, corner.y, corner.y)
                any = true
                return
            }
            minX = Swift.min(minX, corner.x)
            maxX = Swift.max(maxX, corner.x)
            minY = Swift.min(minY, corner.y)
            maxY = Swift.max(maxY, corner.y)
        }
        include(self.minX, self.minY)
        include(self.maxX, self.minY)
        include(self.minX, self.maxY)
        include(self.maxX, self.maxY)
        guard any else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
