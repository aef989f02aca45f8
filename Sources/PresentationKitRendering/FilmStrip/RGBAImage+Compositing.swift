extension RGBAImage {
    /// Draws `image` over this one with its top-left corner at (`x`, `y`), source over, clipped to
    /// this image's bounds.
    ///
    /// Both images are premultiplied, so each component becomes `src + dst·(255 − srcAlpha)/255`,
    /// rounded to nearest; opaque source pixels are copied and transparent ones leave the
    /// destination untouched.
    public mutating func composite(_ image: RGBAImage, atX x: Int, y: Int) {
        let left = max(0, x)
        let top = max(0, y)
        // Compared as differences so that huge offsets cannot overflow.
        let right = x > width - image.width ? width : x + image.width
        let bottom = y > height - image.height ? height : y + image.height
        guard left < right, top < bottom else { return }
        image.bytes.withUnsafeBufferPointer { source in
            bytes.withUnsafeMutableBufferPointer { destination in
                for row in top..<bottom {
                    var from = ((row - y) * image.width + (left - x)) * 4
                    var to = (row * width + left) * 4
                    for _ in left..<right {
                        let alpha = source[from + 3]
                        if alpha == 255 {
                            for channel in 0..<4 { destination[to + channel] = source[from + channel] }
                        } else if alpha != 0 {
                            let remaining = 255 - Int(alpha)
                            for channel in 0..<4 {
                                let blended =
                                    Int(source[from + channel])
                                    + (Int(destination[to + channel]) * remaining + 127) / 255
                                destination[to + channel] = UInt8(min(255, blended))
                            }
                        }
                        from += 4
                        to += 4
                    }
                }
            }
        }
    }

    /// This image with `image` drawn over it at (`x`, `y`); see `composite(_:atX:y:)`.
    public func compositing(_ image: RGBAImage, atX x: Int, y: Int) -> RGBAImage {
        var result = self
        result.composite(image, atX: x, y: y)
        return result
    }
}
