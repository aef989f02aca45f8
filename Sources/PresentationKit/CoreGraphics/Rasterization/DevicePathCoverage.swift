import Foundation

/// A path's anti-aliased coverage on a canvas whose rows run top to bottom, for the screen's
/// renderer: continuous corners, `shadowPath` silhouettes (Behaviours 18.24, 18.25).
///
/// Coordinates pass through `map` (a layer's coordinates to device pixels, perspective
/// included); curves are flattened first when the map is not affine, so that they stay within a
/// twentieth of a pixel of their projected shape.
package enum DevicePathCoverage {
    /// One row's run of pixels covered equally.
    package struct Run: Sendable, Equatable {
        package var y: Int
        package var x: Int
        package var length: Int
        package var coverage: UInt8
    }

    /// The runs of `path` filled by `evenOdd` or nonzero winding, mapped by `affine` when the map
    /// is affine, else point by point through `project` (nil for a point behind the eye, which
    /// draws nothing), within the clip rectangle.
    package static func runs(
        of path: CGPath, evenOdd: Bool, affine: CGAffineTransform?, project: (CGPoint) -> CGPoint?,
        clip: (minX: Int, minY: Int, maxX: Int, maxY: Int)
    ) -> [Run] {
        var segments: [PathSegment]
        if let affine {
            segments = path.segments.map { $0.applying(affine) }
        } else {
            // Flatten in local coordinates finely enough for the largest scale the map applies
            // near the path; a twentieth of a local unit at a scale of 3 is still under a pixel's
            // twentieth of error after projection for ordinary layers.
            segments = []
            for polyline in PathFlattening.polylines(path.segments, tolerance: 0.01) {
                var first = true
                for point in polyline.points {
                    guard let mapped = project(point) else { return [] }
                    segments.append(first ? .move(mapped) : .line(mapped))
                    first = false
                }
                if polyline.isClosed { segments.append(.close) }
            }
        }
        guard segments.allSatisfy(\.isFinite) else { return [] }
        let spans = OutlineRasterizer.shared.fill(
            segments, rule: evenOdd ? .evenOdd : .winding,
            clip: (
                x: Int32(clamping: clip.minX), y: Int32(clamping: clip.minY),
                width: Int32(clamping: clip.maxX - clip.minX), height: Int32(clamping: clip.maxY - clip.minY)
            ))
        return spans.map { Run(y: Int($0.y), x: Int($0.x), length: Int($0.length), coverage: $0.coverage) }
    }

    /// The alpha (0…1) of `path` blurred by a Gaussian of `sigma` pixels, over a plane of
    /// `width` × `height` pixels whose origin is device pixel (`originX`, `originY`): a
    /// `shadowPath`'s silhouette (Behaviour 18.24).
    package static func blurredCoverage(
        of path: CGPath, affine: CGAffineTransform, originX: Int, originY: Int, width: Int, height: Int,
        sigma: Double
    ) -> [Float] {
        var plane = [Float](repeating: 0, count: max(width * height, 0))
        guard width > 0, height > 0 else { return plane }
        let segments = path.segments.map { $0.applying(affine) }
        guard segments.allSatisfy(\.isFinite) else { return plane }
        let spans = OutlineRasterizer.shared.fill(
            segments, rule: .winding,
            clip: (
                x: Int32(clamping: originX), y: Int32(clamping: originY), width: Int32(width),
                height: Int32(height)
            ))
        for span in spans {
            let row = (Int(span.y) - originY) * width - originX
            let value = Float(span.coverage) / 255
            for x in Int(span.x)..<Int(span.x + span.length) { plane[row + x] = value }
        }
        if sigma > 0.01 { AlphaBlur.blur(&plane, width: width, height: height, sigma: sigma) }
        return plane
    }
}
