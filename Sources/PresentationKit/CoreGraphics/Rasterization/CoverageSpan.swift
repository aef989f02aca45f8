/// A horizontal run of pixels a shape covers equally: the rasterizer's output.
///
/// `y` counts device rows from the bottom (Core Graphics' device space is y-up); `coverage` is
/// the share of each pixel's area the shape covers, 0…255.
struct CoverageSpan: Sendable, Equatable {
    var y: Int32
    var x: Int32
    var length: Int32
    var coverage: UInt8
}
