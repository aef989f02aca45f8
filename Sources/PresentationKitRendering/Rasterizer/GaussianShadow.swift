import Foundation

/// The intensity (0…1) of a rounded rectangle blurred by a Gaussian, evaluated analytically.
///
/// A box blurred by a separable Gaussian is exactly `H(x) · V(y)`, each a difference of two normal
/// CDFs, so no pixels are ever convolved. A rounded rectangle is split into horizontal bands: the
/// straight middle band is such a box; each corner band (as tall as the corner radius) is cut into
/// a few slices, each a box whose width is the rounded outline's at the slice's middle. A slice's
/// vertical weight is the exact Gaussian integral over its height, so straight edges are exact and
/// only the shape of the corners is approximated (by `sliceCount` steps).
///
/// The frame is whatever the caller works in: device pixels for grid-aligned layers, the layer's
/// own points for transformed ones. Corners may be elliptical and the blur anisotropic, which is
/// what a non-uniform scale makes of them.
struct GaussianShadow {
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double
    let radiusX: Double
    let radiusY: Double
    let sigmaX: Double
    let sigmaY: Double
    let sliceCount: Int
    /// The horizontal inset of the outline at the middle of each corner slice, nearest the
    /// middle band first.
    let insets: [Double]

    /// How far the blur reaches: beyond four sigmas the intensity is below 3·10⁻⁵, under a tenth of
    /// a level.
    static let reach = 4.0

    init(
        minX: Double, minY: Double, maxX: Double, maxY: Double, radiusX: Double, radiusY: Double,
        sigmaX: Double, sigmaY: Double, maximumSlices: Int
    ) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
        self.radiusX = min(max(radiusX, 0), (maxX - minX) / 2)
        self.radiusY = min(max(radiusY, 0), (maxY - minY) / 2)
        self.sigmaX = sigmaX
        self.sigmaY = sigmaY
        let slices =
            self.radiusX > 0 && self.radiusY > 0
            ? min(max(Int((self.radiusY / 2).rounded(.up)), 1), maximumSlices) : 0
        sliceCount = slices
        let radiusX = self.radiusX
        insets = (0..<slices).map { slice in
            // Distance of the slice's middle above the corner's centre line, as a share of the radius.
            let t = (Double(slice) + 0.5) / Double(slices)
            return radiusX - radiusX * max(1 - t * t, 0).squareRoot()
        }
    }

    /// The extent of the blurred shape.
    var box: DeviceBox {
        DeviceBox(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
            .outset(Self.reach * sigmaX, Self.reach * sigmaY)
    }

    /// The straight band's horizontal factor at `x`.
    @inline(__always)
    func horizontal(_ x: Double, inset: Double, _ phi: NormalCDF) -> Double {
        phi((x - (minX + inset)) / sigmaX) - phi((x - (maxX - inset)) / sigmaX)
    }

    /// The middle band's vertical factor at `y`.
    @inline(__always)
    func middleWeight(_ y: Double, _ phi: NormalCDF) -> Double {
        phi((y - (minY + radiusY)) / sigmaY) - phi((y - (maxY - radiusY)) / sigmaY)
    }

    /// The vertical weight at `y` of corner slice `slice` (top and bottom together).
    @inline(__always)
    func sliceWeight(_ y: Double, slice: Int, _ phi: NormalCDF) -> Double {
        let step = radiusY / Double(sliceCount)
        // Slice 0 touches the middle band; the last one touches the top (or bottom) edge.
        let topLow = minY + radiusY - Double(slice + 1) * step
        let topHigh = topLow + step
        let bottomLow = maxY - radiusY + Double(slice) * step
        let bottomHigh = bottomLow + step
        return phi((y - topLow) / sigmaY) - phi((y - topHigh) / sigmaY)
            + phi((y - bottomLow) / sigmaY) - phi((y - bottomHigh) / sigmaY)
    }

    /// The intensity at (`x`, `y`), 0…1.
    func intensity(x: Double, y: Double, _ phi: NormalCDF) -> Double {
        var value = horizontal(x, inset: 0, phi) * middleWeight(y, phi)
        for slice in 0..<sliceCount {
            value += horizontal(x, inset: insets[slice], phi) * sliceWeight(y, slice: slice, phi)
        }
        return value
    }
}
