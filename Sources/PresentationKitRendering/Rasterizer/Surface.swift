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
    /// The colours not yet written, on the canvas that defers flat fills (see ``PendingRuns``);
    /// nil where every pixel is painted directly (offscreen groups, the reference path).
    let pending: PendingRuns?

    init(pixels: UnsafeMutablePointer<UInt32>, frame: PixelRect, pending: PendingRuns? = nil) {
        self.pixels = pixels
        self.frame = frame
        self.clip = frame
        self.pending = pending
    }

    /// The words for device pixels `x0..<x1` of row `y`, holding the frame as painted so far, for
    /// code that reads or writes pixels one by one.
    @inline(__always)
    func pixels(y: Int, from x0: Int, to x1: Int) -> UnsafeMutablePointer<UInt32> {
        pending?.materialize(y: y, from: x0, to: x1)
        return pointer(x: x0, y: y)
    }

    /// Composes one premultiplied colour (nonzero) over device pixels `x0..<x1` of row `y`:
    /// deferred when the surface defers flat fills, painted otherwise.
    @inline(__always)
    func composite(_ source: UInt32, y: Int, from x0: Int, to x1: Int) {
        if let pending {
            pending.composite(source, y: y, from: x0, to: x1)
        } else {
            ColorPainter.composite(source, onto: pointer(x: x0, y: y), count: x1 - x0)
        }
    }

    /// Paints the rows of `range` with `paint`, which treats rows with equal `key` alike: on a
    /// canvas deferring flat runs, a row like the one before (same key, same pending runs) takes
    /// its result without painting (``PendingRuns/paintRows(_:key:_:)``).
    @inline(__always)
    func paintRows(_ range: Range<Int>, key: (Int) -> Int, _ paint: (Int) -> Void) {
        if let pending {
            pending.paintRows(range, key: key, paint)
        } else {
            for y in range { paint(y) }
        }
    }

    /// The word for device pixel (`x`, `y`) as memory holds it: for a source surface, which never
    /// defers, or after ``pixels(y:from:to:)``.
    @inline(__always)
    func pointer(x: Int, y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + ((y - frame.minY) * frame.width + (x - frame.minX))
    }
}
