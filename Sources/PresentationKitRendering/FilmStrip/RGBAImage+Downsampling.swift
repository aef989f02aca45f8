extension RGBAImage {
    /// The image reduced `factor` times in each direction with a box filter, so the gallery can
    /// make small strips from @3x frames.
    ///
    /// Each output pixel is the average of the premultiplied components of its `factor × factor`
    /// block, rounded to nearest (averaging premultiplied values keeps edges against transparency
    /// free of dark fringes). The size is rounded up; blocks cut by the right or bottom edge average
    /// only the pixels they hold. A `factor` of 1 or less returns the image unchanged.
    public func downsampled(by factor: Int) -> RGBAImage {
        guard factor > 1, width > 0, height > 0 else { return self }
        let outputWidth = (width - 1) / factor + 1
        let outputHeight = (height - 1) / factor + 1
        // Smaller than `self` in both directions, so always within the pixel limit.
        guard var result = RGBAImage(width: outputWidth, height: outputHeight) else { return self }
        var sums = [Int](repeating: 0, count: outputWidth * 4)
        bytes.withUnsafeBufferPointer { source in
            result.bytes.withUnsafeMutableBufferPointer { destination in
                for outputY in 0..<outputHeight {
                    let top = outputY * factor
                    let bottom = min(height, top + factor)
                    for index in sums.indices { sums[index] = 0 }
                    for y in top..<bottom {
                        var from = y * width * 4
                        for x in 0..<width {
                            let sum = x / factor * 4
                            sums[sum] += Int(source[from])
                            sums[sum + 1] += Int(source[from + 1])
                            sums[sum + 2] += Int(source[from + 2])
                            sums[sum + 3] += Int(source[from + 3])
                            from += 4
                        }
                    }
                    for outputX in 0..<outputWidth {
                        let count = (min(width, (outputX + 1) * factor) - outputX * factor) * (bottom - top)
                        let to = (outputY * outputWidth + outputX) * 4
                        for channel in 0..<4 {
                            destination[to + channel] = UInt8(
                                (sums[outputX * 4 + channel] + count / 2) / count)
                        }
                    }
                }
            }
        }
        return result
    }
}
