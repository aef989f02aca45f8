import Foundation

/// The comparison behind the image strategies, on premultiplied RGBA8 bytes of two images of the
/// same size, with swift-snapshot-testing's two tolerances as it documents them:
///
/// - `precision` alone (perceptual precision 1): the fraction of bytes that must be equal.
/// - `perceptualPrecision` below 1: a pixel matches when its colour differs from the reference's by
///   at most `(1 − perceptualPrecision) × 100` CIE ΔE 1994 units (the Lab ΔE that Core Image's
///   `CILabDeltaE` reports, from 0 to 100, about 2 being just noticeable), and `precision` is then
///   the fraction of pixels that must match.
///
/// Colours are compared as stored, premultiplied: a translucent pixel is its colour over black.
struct PixelComparison {
    let precision: Float
    let perceptualPrecision: Float

    /// Nil when the two byte buffers match under the tolerances, else why not.
    func failure(reference: [UInt8], actual: [UInt8], width: Int, height: Int) -> String? {
        guard !sameBytes(reference, actual) else { return nil }
        let pixelCount = width * height
        let changed = ChangedPixels(reference: reference, actual: actual, width: width, height: height)
        let detail = changed.summary
        if precision >= 1, perceptualPrecision >= 1 {
            return "Newly-taken snapshot does not match reference: \(detail)."
        }
        if perceptualPrecision < 1 {
            let threshold = (1 - perceptualPrecision) * 100
            var failing = 0
            var largest: Float = 0
            reference.withUnsafeBufferPointer { old in
                actual.withUnsafeBufferPointer { new in
                    var index = 0
                    while index < pixelCount {
                        let byte = index * 4
                        if old[byte] != new[byte] || old[byte + 1] != new[byte + 1]
                            || old[byte + 2] != new[byte + 2]
                        {
                            let deltaE = LabColor.deltaE1994(
                                reference: LabColor(r: old[byte], g: old[byte + 1], b: old[byte + 2]),
                                sample: LabColor(r: new[byte], g: new[byte + 1], b: new[byte + 2]))
                            if deltaE > threshold { failing += 1 }
                            largest = max(largest, deltaE)
                        }
                        index += 1
                    }
                }
            }
            let actualPrecision = 1 - Float(failing) / Float(max(pixelCount, 1))
            guard actualPrecision < precision else { return nil }
            let lowestPerceptual = 1 - min(largest / 100, 1)
            return """
                The percentage of pixels that match \(actualPrecision) is less than required \(precision)
                The lowest perceptual color precision \(lowestPerceptual) is less than required \(perceptualPrecision)
                (\(detail))
                """
        }
        let byteCount = reference.count
        var differentBytes = 0
        reference.withUnsafeBufferPointer { old in
            actual.withUnsafeBufferPointer { new in
                var index = 0
                while index < byteCount {
                    if old[index] != new[index] { differentBytes += 1 }
                    index += 1
                }
            }
        }
        let allowed = Int((1 - precision) * Float(byteCount))
        guard differentBytes > allowed else { return nil }
        let actualPrecision = 1 - Float(differentBytes) / Float(byteCount)
        return "Actual image precision \(actualPrecision) is less than required \(precision) (\(detail))"
    }
}

/// Where two images of one size differ: how many pixels, and the smallest rectangle holding them.
struct ChangedPixels {
    var count = 0
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1

    init(reference: [UInt8], actual: [UInt8], width: Int, height: Int) {
        reference.withUnsafeBufferPointer { old in
            actual.withUnsafeBufferPointer { new in
                var y = 0
                while y < height {
                    var x = 0
                    while x < width {
                        let byte = (y * width + x) * 4
                        if old[byte] != new[byte] || old[byte + 1] != new[byte + 1]
                            || old[byte + 2] != new[byte + 2]
                            || old[byte + 3] != new[byte + 3]
                        {
                            count += 1
                            minX = min(minX, x)
                            minY = min(minY, y)
                            maxX = max(maxX, x)
                            maxY = max(maxY, y)
                        }
                        x += 1
                    }
                    y += 1
                }
            }
        }
    }

    /// "3 of 329160 pixels differ, within x 10…12, y 40…40".
    var summary: String {
        guard count > 0 else { return "no pixel differs" }
        return
            "\(count) pixel\(count == 1 ? "" : "s") differ\(count == 1 ? "s" : ""), within x \(minX)…\(maxX), y \(minY)…\(maxY)"
    }
}

/// A colour in CIE L*a*b* (D65 white), from 8-bit sRGB.
struct LabColor {
    let l: Float
    let a: Float
    let b: Float

    /// The sRGB transfer function undone, for each byte value.
    private static let linear: [Float] = (0..<256).map { value in
        let c = Float(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    init(r: UInt8, g: UInt8, b: UInt8) {
        let red = Self.linear[Int(r)]
        let green = Self.linear[Int(g)]
        let blue = Self.linear[Int(b)]
        // sRGB primaries to XYZ, relative to the D65 white point.
        let x = (0.4124564 * red + 0.3575761 * green + 0.1804375 * blue) / 0.95047
        let y = 0.2126729 * red + 0.7151522 * green + 0.0721750 * blue
        let z = (0.0193339 * red + 0.1191920 * green + 0.9503041 * blue) / 1.08883
        func f(_ t: Float) -> Float {
            t > 216 / 24389 ? cbrt(t) : t * (24389 / 27) / 116 + 16 / 116
        }
        let fx = f(x)
        let fy = f(y)
        let fz = f(z)
        l = 116 * fy - 16
        a = 500 * (fx - fy)
        self.b = 200 * (fy - fz)
    }

    /// CIE ΔE 1994 with the graphic-arts weights (kL = kC = kH = 1, K1 = 0.045, K2 = 0.015), the
    /// reference's chroma weighting the chroma and hue terms.
    static func deltaE1994(reference: LabColor, sample: LabColor) -> Float {
        let deltaL = reference.l - sample.l
        let chroma1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let chroma2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let deltaC = chroma1 - chroma2
        let deltaA = reference.a - sample.a
        let deltaB = reference.b - sample.b
        let deltaH2 = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC)
        let sC = 1 + 0.045 * chroma1
        let sH = 1 + 0.015 * chroma1
        let termC = deltaC / sC
        return (deltaL * deltaL + termC * termC + deltaH2 / (sH * sH)).squareRoot()
    }
}

/// Whether two byte arrays hold the same bytes, compared with `memcmp` (test builds are not
/// optimized, and a Swift loop over a film strip's ten million bytes would take a while).
func sameBytes(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.withUnsafeBytes { left in
        rhs.withUnsafeBytes { right in
            left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
        }
    }
}
