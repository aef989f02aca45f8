import Foundation

extension ProjectiveTransform2D {
    /// A translation, as a homography.
    package static func translation(_ x: Double, _ y: Double) -> ProjectiveTransform2D {
        ProjectiveTransform2D(m11: 1, m12: 0, m14: 0, m21: 0, m22: 1, m24: 0, m41: x, m42: y, m44: 1)
    }

    /// Maps a layer's own (bounds) coordinates into its superlayer's, for a layer in `state`:
    /// move the anchor point to the origin, apply the transform flattened onto the screen plane,
    /// then move the origin to `position`.
    package init(toSuperlayerOf state: LayerState) {
        let size = state.bounds.size
        let anchorX = Double(state.bounds.origin.x + state.anchorPoint.x * size.width)
        let anchorY = Double(state.bounds.origin.y + state.anchorPoint.y * size.height)
        let position = state.position
        if state.transform.isIdentity {
            self = .translation(Double(position.x) - anchorX, Double(position.y) - anchorY)
        } else {
            self = ProjectiveTransform2D.translation(-anchorX, -anchorY)
                .concatenating(ProjectiveTransform2D(state.transform))
                .concatenating(.translation(Double(position.x), Double(position.y)))
        }
    }

    /// The effect of a layer's `sublayerTransform` on its sublayers, applied about its anchor point,
    /// in the layer's bounds coordinates; nil when it is the identity.
    package init?(sublayerTransformOf state: LayerState) {
        guard !state.sublayerTransform.isIdentity else { return nil }
        let size = state.bounds.size
        let anchorX = Double(state.bounds.origin.x + state.anchorPoint.x * size.width)
        let anchorY = Double(state.bounds.origin.y + state.anchorPoint.y * size.height)
        self = ProjectiveTransform2D.translation(-anchorX, -anchorY)
            .concatenating(ProjectiveTransform2D(state.sublayerTransform))
            .concatenating(.translation(anchorX, anchorY))
    }
}

extension CALayer {
    /// Maps this layer's coordinates into its superlayer's (model values), including the
    /// superlayer's `sublayerTransform`.
    var transformToSuperlayer: ProjectiveTransform2D {
        let own = ProjectiveTransform2D(toSuperlayerOf: state)
        guard let parent = superlayer, let sublayer = ProjectiveTransform2D(sublayerTransformOf: parent.state)
        else { return own }
        return own.concatenating(sublayer)
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

    /// Converts `point` from this layer's coordinates to `other`'s (nil: the root's).
    ///
    /// Layers in different trees share no space; the point then comes back unchanged.
    public func convert(_ point: CGPoint, to other: CALayer?) -> CGPoint {
        guard let mapping = mapping(to: other) else { return point }
        return mapping.apply(point) ?? point
    }

    /// Converts `point` from `other`'s coordinates (nil: the root's) to this layer's.
    public func convert(_ point: CGPoint, from other: CALayer?) -> CGPoint {
        guard let mapping = (other ?? transformToRoot().root).mapping(to: self) else { return point }
        return mapping.apply(point) ?? point
    }

    /// Converts `rect` to `other`'s coordinates: the bounding box of its mapped corners.
    public func convert(_ rect: CGRect, to other: CALayer?) -> CGRect {
        guard let mapping = mapping(to: other) else { return rect }
        return rect.applying(mapping)
    }

    /// Converts `rect` from `other`'s coordinates: the bounding box of its mapped corners.
    public func convert(_ rect: CGRect, from other: CALayer?) -> CGRect {
        guard let mapping = (other ?? transformToRoot().root).mapping(to: self) else { return rect }
        return rect.applying(mapping)
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
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].compactMap(transform.apply)
        guard let first = corners.first else { return .null }
        var minX = first.x
        var maxX = first.x
        var minY = first.y
        var maxY = first.y
        for corner in corners.dropFirst() {
            minX = Swift.min(minX, corner.x)
            maxX = Swift.max(maxX, corner.x)
            minY = Swift.min(minY, corner.y)
            maxY = Swift.max(maxY, corner.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
