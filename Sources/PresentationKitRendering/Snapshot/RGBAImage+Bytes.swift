extension RGBAImage {
    /// An image of `width` × `height` pixels holding `bytes` (rows top to bottom, four bytes a
    /// pixel: premultiplied r, g, b, a): a frame read back from a window, for instance. Nil when a
    /// dimension is negative, the image would exceed ``maximumPixelCount``, or `bytes` does not
    /// hold exactly `width × height × 4` bytes.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width >= 0, height >= 0 else { return nil }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= Self.maximumPixelCount, bytes.count == count * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Calls `body` with the pixels' bytes to change in place (rows top to bottom, four bytes a
    /// pixel): for drawing over a rendered frame without a copy.
    public mutating func withUnsafeMutableBytes<Result>(
        _ body: (inout UnsafeMutableBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        try bytes.withUnsafeMutableBufferPointer { try body(&$0) }
    }
}
