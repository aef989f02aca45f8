extension RGBAImage {
    /// An image of `width` × `height` pixels whose bytes the caller writes before anyone reads
    /// them: the renderer's canvas, which its compositing writes whole (every pixel once where the
    /// frame is flat), so filling or zeroing it first would be a wasted pass. Callers check the
    /// size against ``maximumPixelCount`` first.
    init(uninitializedWidth width: Int, height: Int) {
        self.width = width
        self.height = height
        bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { _, initialized in
            initialized = width * height * 4
        }
    }
}
