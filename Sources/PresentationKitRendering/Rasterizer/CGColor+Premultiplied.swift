import PresentationKit

extension CGColor {
    /// The colour as a packed premultiplied pixel after multiplying its alpha by `opacity`.
    ///
    /// Components are clamped to 0…1 first: extended-range colours have no 8-bit sRGB form, and
    /// clamping keeps every channel at or below alpha, which source-over relies on.
    func premultipliedPixel(opacity: Double) -> UInt32 {
        let a = clampedAlpha * unitClamp(opacity)
        return PackedPixel.pack(
            r: PackedPixel.byte(unitClamp(Double(red)) * a),
            g: PackedPixel.byte(unitClamp(Double(green)) * a),
            b: PackedPixel.byte(unitClamp(Double(blue)) * a), a: PackedPixel.byte(a))
    }
}
