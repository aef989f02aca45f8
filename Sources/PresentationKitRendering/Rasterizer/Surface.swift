/// A window onto pixel memory the rasterizer draws into, addressed in device pixels.
///
/// The canvas and every offscreen group share one coordinate system, device pixels of the whole
/// canvas: an offscreen buffer just covers a smaller rectangle of it (`frame`). Layers therefore
/// keep one device transform wherever they are drawn, and compositing an offscreen buffer back is a
/// copy between the same coordinates, never a resampling.
///
/// A surface does not own its memory; the ``LayerRasterizer`` that made it frees it.
struct Surface {
    /// Pixel (`frame.minX`, `frame.minY`) of the buffer, rows `frame.width` words apart.
    let pixels: UnsafeMutablePointer<UInt32>
    /// The device rectangle the buffer covers.
    let frame: PixelRect
    /// The device rectangle drawing may touch: within `frame`, narrowed by integer-aligned clips.
    var clip: PixelRect

    init(pixels: UnsafeMutablePointer<UInt32>, frame: PixelRect) {
        self.pixels = pixels
        self.frame = frame
        self.clip = frame
    }

    /// The word for device pixel (`x`, `y`).
    @inline(__always)
    func pointer(x: Int, y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + ((y - frame.minY) * frame.width + (x - frame.minX))
    }
}
