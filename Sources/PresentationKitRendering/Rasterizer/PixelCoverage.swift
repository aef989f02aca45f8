/// A shape that knows its coverage at any device point, for the per-pixel path (layers that are
/// rotated, skewed or seen in perspective).
///
/// Used only as a generic constraint, so every conforming shape gets its own specialised loop.
protocol PixelCoverage {
    /// The coverage, 0…1, of the device pixel centred at (`x`, `y`).
    func coverage(deviceX x: Double, deviceY y: Double) -> Double
}
