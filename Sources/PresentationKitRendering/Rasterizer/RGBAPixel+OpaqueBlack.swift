extension RGBAPixel {
    /// Opaque black: the powered-off screen behind a window, and the default canvas.
    public static let opaqueBlack = RGBAPixel(r: 0, g: 0, b: 0, a: 255)

    /// The pixel packed the way the rasterizer stores it.
    var packed: UInt32 { PackedPixel.pack(r: r, g: g, b: b, a: a) }
}
