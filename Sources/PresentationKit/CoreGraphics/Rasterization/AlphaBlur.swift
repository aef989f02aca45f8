import Foundation

/// A Gaussian blur of one plane of coverage (0…1), what drawn shadows are made of: a context's
/// `setShadow` and a layer's `shadowPath`.
///
/// A small blur (σ up to 2 pixels) is convolved exactly with a kernel reaching 4σ. A larger one
/// is three box filters in each direction whose widths are chosen so their variances add up to
/// σ² (the central limit theorem makes three boxes close to a Gaussian): each pass costs a few
/// operations per pixel whatever σ is, and the result stays within 1 % of the exact Gaussian's
/// peak, under 3 levels of 255. Outside the plane counts as 0; callers leave a margin of
/// ``reach(sigma:)`` around what they drew.
package enum AlphaBlur {
    /// The margin in pixels beyond which a blurred edge is below a tenth of a level.
    package static func reach(sigma: Double) -> Int { Int((4 * sigma).rounded(.up)) + 1 }

    /// Blurs `plane` (`width` × `height`, rows in order) in place with standard deviation `sigma`
    /// pixels, horizontally by `sigma` and vertically by `sigmaY` when given.
    package static func blur(
        _ plane: inout [Float], width: Int, height: Int, sigma: Double, sigmaY: Double? = nil
    ) {
        guard width > 0, height > 0, plane.count >= width * height else { return }
        plane.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            let longest = max(width, height)
            let scratch = UnsafeMutablePointer<Float>.allocate(capacity: longest * 2)
            defer { scratch.deallocate() }
            let sigmaX = sigma
            let sigmaV = sigmaY ?? sigma
            if sigmaX > 0.01 {
                for row in 0..<height {
                    blurLine(base + row * width, count: width, stride: 1, sigma: sigmaX, scratch: scratch)
                }
            }
            if sigmaV > 0.01 {
                for column in 0..<width {
                    blurLine(base + column, count: height, stride: width, sigma: sigmaV, scratch: scratch)
                }
            }
        }
    }

    /// The box widths (odd) of three passes whose variances, (w² − 1) / 12 each, add up to about σ².
    static func boxWidths(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        // How many passes take the lower width so the variances come closest to σ².
        let wl = Double(lower)
        let lowerCount = Int(((12 * sigma * sigma - 3 * wl * wl - 12 * wl - 9) / (-4 * wl - 4)).rounded())
        let count = min(max(lowerCount, 0), 3)
        return (0..<3).map { $0 < count ? lower : upper }
    }

    /// Blurs one row or column: `count` values `stride` apart.
    private static func blurLine(
        _ line: UnsafeMutablePointer<Float>, count: Int, stride: Int, sigma: Double,
        scratch: UnsafeMutablePointer<Float>
    ) {
        let a = scratch
        let b = scratch + count
        for i in 0..<count { a[i] = line[i * stride] }
        if sigma <= 2 {
            exact(a, into: b, count: count, sigma: sigma)
            for i in 0..<count { line[i * stride] = b[i] }
            return
        }
        var source = a
        var target = b
        for width in boxWidths(sigma: sigma) {
            box(source, into: target, count: count, radius: (width - 1) / 2)
            swap(&source, &target)
        }
        for i in 0..<count { line[i * stride] = source[i] }
    }

    /// The exact convolution with a normalised Gaussian kernel reaching 4σ.
    private static func exact(
        _ input: UnsafeMutablePointer<Float>, into output: UnsafeMutablePointer<Float>, count: Int,
        sigma: Double
    ) {
        let radius = Int((4 * sigma).rounded(.up))
        var kernel = (-radius...radius).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        for i in 0..<count {
            var sum: Float = 0
            let from = max(0, i - radius)
            let to = min(count - 1, i + radius)
            if from <= to {
                for j in from...to { sum += input[j] * kernel[j - i + radius] }
            }
            output[i] = sum
        }
    }

    /// The mean over `2·radius + 1` values centred on each position (zero beyond the ends), by a
    /// running sum.
    private static func box(
        _ input: UnsafeMutablePointer<Float>, into output: UnsafeMutablePointer<Float>, count: Int,
        radius: Int
    ) {
        guard radius > 0 else {
            output.update(from: input, count: count)
            return
        }
        let scale = 1 / Float(2 * radius + 1)
        var sum: Float = 0
        for j in 0..<min(radius, count) { sum += input[j] }
        for i in 0..<count {
            let entering = i + radius
            if entering < count { sum += input[entering] }
            let leaving = i - radius - 1
            if leaving >= 0 { sum -= input[leaving] }
            output[i] = max(sum, 0) * scale
        }
    }
}
