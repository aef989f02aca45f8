import Foundation

/// Everything `saveGState()` saves and `restoreGState()` brings back.
struct GraphicsState {
    var ctm: CGAffineTransform
    var clip: ClipMask?
    var fillColor = SIMD4<Float>(0, 0, 0, 1)
    var strokeColor = SIMD4<Float>(0, 0, 0, 1)
    var stroke = StrokeStyle(width: 1)
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    var flatness: CGFloat = 0.5
    var alpha: Float = 1
    var blendMode: CGBlendMode = .normal
    var shouldAntialias = true
    var allowsAntialiasing = true
    var interpolationQuality: CGInterpolationQuality = .default
    var shadow: Shadow?

    /// A shadow as set by `setShadow(offset:blur:color:)`: what painting casts (Behaviour 18.23).
    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: SIMD4<Float>
    }
}

/// Where drawing may touch: per-pixel coverage 0…255 over ``extent`` (memory rows top to
/// bottom), 0 everywhere outside it, so a clip to a small region costs that region's bytes, not the
/// context's.
final class ClipMask {
    let extent: DeviceExtent
    var coverage: [UInt8]

    init(extent: DeviceExtent, coverage: [UInt8]) {
        self.extent = extent
        self.coverage = coverage
    }

    /// The coverage at column `x` of device row `y` (from the bottom), 0…1.
    @inline(__always)
    func value(x: Int, deviceRow y: Int) -> Float {
        guard x >= extent.minX, x < extent.maxX, y >= extent.minY, y < extent.maxY else { return 0 }
        return Float(coverage[(extent.maxY - 1 - y) * extent.width + x - extent.minX]) / 255
    }
}
