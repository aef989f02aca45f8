extension RGBAImage {
    /// An image of `width` × `height` pixels all set to `pixel`, written in one pass of 32-bit
    /// stores: the renderer's canvas, which `init(width:height:fill:)` would first zero and then
    /// fill byte by byte. Callers check the size against ``maximumPixelCount`` first.
    init(width: Int, height: Int, filledWith pixel: UInt32) {
        let count = width * height
        self.width = width
        self.height = height
        bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { memory, initialized in
            let raw = UnsafeMutableRawBufferPointer(memory)
            raw.withMemoryRebound(to: UInt32.self) { words in
                words.initialize(repeating: pixel)
            }
            initialized = count * 4
        }
    }
}
