extension PackedPixel {
    /// White at `pixel`'s alpha, premultiplied: every channel equal to the alpha.
    @inline(__always)
    static func white(atAlphaOf pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        return alpha | alpha << 8 | alpha << 16 | alpha << 24
    }

    /// `a` moved towards `b` by `amount` / 255, per channel, rounded once (so a channel never
    /// passes the larger of its two ends).
    @inline(__always)
    static func mix(_ a: UInt32, _ b: UInt32, by amount: UInt32) -> UInt32 {
        let keep = 255 &- amount
        var redBlue = (a & 0x00FF_00FF) &* keep &+ (b & 0x00FF_00FF) &* amount &+ 0x0080_0080
        redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var greenAlpha =
            ((a >> 8) & 0x00FF_00FF) &* keep &+ ((b >> 8) & 0x00FF_00FF) &* amount &+ 0x0080_0080
        greenAlpha = (greenAlpha &+ ((greenAlpha >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return redBlue | greenAlpha
    }
}
