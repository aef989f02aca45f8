/// A shape that knows its coverage at any device point, for the per-pixel path (layers that are
/// rotated, skewed or seen in perspective).
///
/// Used only as a generic constraint, so every conforming shape gets its own specialised loop.
protocol PixelCoverage {
    /// The coverage, 0…1, of the device pixel centred at (`x`, `y`).
    func coverage(deviceX x: Double, deviceY y: Double) -> Double
    /// Which columns of row `y` (within `area`) can be covered at all, and which are covered
    /// fully, so that only the rest is evaluated pixel by pixel; nil when the shape cannot tell.
    /// Pixels it rules in or out must be exactly the ones ``coverage(deviceX:deviceY:)`` gives 1
    /// or 0 (to the byte).
    func rowExtent(row y: Int, within area: PixelRect) -> RowExtent?
}

extension PixelCoverage {
    func rowExtent(row y: Int, within area: PixelRect) -> RowExtent? { nil }
}
