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

/// Where drawing may touch: per-pixel coverage 0…255, memory rows top to bottom.
final class ClipMask {
    let width: Int
    let height: Int
    var coverage: [UInt8]

    init(width: Int, height: Int, coverage: [UInt8]) {
        self.width = width
        self.height = height
        self.coverage = coverage
    }

    /// The coverage at column `x` of device row `y` (from the bottom), 0…1.
    @inline(__always)
    func value(x: Int, deviceRow y: Int) -> Float {
        Float(coverage[(height - 1 - y) * width + x]) / 255
    }
}
