import Foundation

/// A rounded rectangle whose sides run along the pixel grid, in device pixels, and the coverage of
/// each pixel by it.
///
/// Straight edges get the exact area of the pixel inside the rectangle (the product of the
/// horizontal and vertical overlaps), so an edge at x = 10.25 covers pixel 10 by exactly 0.75.
/// Pixels whose centre lies in a corner's quadrant also take the arc's coverage, estimated from
/// the signed distance to the circle (`radius − distance + ½`, clamped), which is within a few
/// hundredths of the true area for radii above a pixel.
struct AlignedRoundedRect {
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double
    /// The corner radius in device pixels, at most half the shorter side.
    let radius: Double

    /// Coordinates are clamped to ±10⁹ pixels: far beyond any canvas, yet small enough that
    /// converting them to `Int` cannot trap, whatever extreme (finite) transform produced them.
    init(minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double) {
        let bound = 1e9
        self.minX = min(max(minX, -bound), bound)
        self.minY = min(max(minY, -bound), bound)
        self.maxX = min(max(maxX, -bound), bound)
        self.maxY = min(max(maxY, -bound), bound)
        let halfShortSide = max(min(self.maxX - self.minX, self.maxY - self.minY) / 2, 0)
        self.radius = min(max(radius, 0), halfShortSide)
    }

    /// A device box with corners of `radius` pixels.
    init(_ box: DeviceBox, radius: Double) {
        self.init(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY, radius: radius)
    }

    var isEmpty: Bool { !(maxX > minX && maxY > minY) }

    /// The pixels the shape touches.
    var pixelBounds: PixelRect {
        isEmpty
            ? .empty
            : PixelRect(
                minX: Int(minX.rounded(.down)), minY: Int(minY.rounded(.down)),
                maxX: Int(maxX.rounded(.up)), maxY: Int(maxY.rounded(.up)))
    }

    /// The shape shrunk by `dx` on the left and right and `dy` at the top and bottom, with the
    /// radius shrunk by the smaller inset (the inner edge of a border): nil when nothing is left.
    func inset(dx: Double, dy: Double) -> AlignedRoundedRect? {
        let inner = AlignedRoundedRect(
            minX: minX + dx, minY: minY + dy, maxX: maxX - dx, maxY: maxY - dy,
            radius: max(radius - min(dx, dy), 0))
        return inner.isEmpty ? nil : inner
    }

    /// How a row splits: pixels `start..<uniformStart` and `uniformEnd..<end` need per-pixel
    /// coverage; `uniformStart..<uniformEnd` are all covered by `uniformCoverage`.
    struct RowSpan {
        var start: Int
        var uniformStart: Int
        var uniformEnd: Int
        var end: Int
        /// The vertical overlap of the row with the shape, 0…1.
        var verticalCoverage: Double
    }

    /// The split of row `y`, or nil when the row misses the shape.
    ///
    /// With `narrowingCorners`, a corner row's per-pixel stretches shrink to the pixels the arc
    /// crosses: those whose centre lies more than a pixel beyond `radius + ½` of the corner's
    /// centre are left out (their coverage is 0), and those more than a pixel within
    /// `radius − ½` join the uniform stretch (their coverage is the row's vertical coverage), so
    /// a corner costs a few pixels a row instead of `radius`. Without it, every pixel of the
    /// corner's columns is evaluated (the reference path).
    func span(row y: Int, narrowingCorners: Bool = false) -> RowSpan? {
        let top = Double(y)
        let verticalCoverage = min(top + 1, maxY) - max(top, minY)
        guard verticalCoverage > 0, maxX > minX else { return nil }
        var start = Int(minX.rounded(.down))
        var end = Int(maxX.rounded(.up))
        var uniformStart = Int(minX.rounded(.up))
        var uniformEnd = Int(maxX.rounded(.down))
        if radius > 0 && (top < minY + radius || top + 1 > maxY - radius) {
            // Pixels whose centre is within a corner's columns need the arc.
            let fullFrom = uniformStart
            let fullTo = uniformEnd
            uniformStart = max(uniformStart, Int((minX + radius - 0.5).rounded(.up)))
            uniformEnd = min(uniformEnd, Int((maxX - radius - 0.5).rounded(.down)) + 1)
            if narrowingCorners {
                // The row's centre above (or below) the corners' centres, as `coverage` sees it.
                let centreY = top + 0.5
                let dy = max(
                    centreY < minY + radius
                        ? minY + radius - centreY : (centreY > maxY - radius ? centreY - (maxY - radius) : 0),
                    0)
                // Columns (as offsets of the pixel centre from the corner's centre) where the
                // distance to the corner's centre is radius ± ½.
                let outer = radius + 0.5
                let reachOut = dy < outer ? (outer * outer - dy * dy).squareRoot() : 0
                let left = minX + radius - 0.5
                let right = maxX - radius - 0.5
                start = max(start, Int((left - reachOut - 1).rounded(.down)) + 1)
                end = min(end, Int((right + reachOut + 1).rounded(.up)))
                let inner = radius - 0.5
                if dy < inner {
                    let reachIn = (inner * inner - dy * dy).squareRoot()
                    uniformStart = min(uniformStart, max(fullFrom, Int((left - reachIn + 1).rounded(.up))))
                    uniformEnd = max(uniformEnd, min(fullTo, Int((right + reachIn - 1).rounded(.down)) + 1))
                }
                start = min(start, uniformStart)
                end = max(end, uniformEnd)
            }
        }
        if uniformEnd <= uniformStart {
            uniformStart = end
            uniformEnd = end
        }
        return RowSpan(
            start: start, uniformStart: uniformStart, uniformEnd: uniformEnd, end: end,
            verticalCoverage: min(verticalCoverage, 1))
    }

    /// Whether row `y` lies wholly within the straight middle: covered over its full height and
    /// clear of the corners' rows, so every such row splits and covers alike.
    func isStraight(row y: Int) -> Bool {
        let top = Double(y)
        guard top >= minY, top + 1 <= maxY, maxX > minX else { return false }
        return radius == 0 || (top >= minY + radius && top + 1 <= maxY - radius)
    }

    /// The coverage of pixel (`x`, `y`), given its row's vertical coverage.
    @inline(__always)
    func coverage(x: Int, y: Int, verticalCoverage: Double) -> Double {
        let left = Double(x)
        let horizontal = min(left + 1, maxX) - max(left, minX)
        guard horizontal > 0 else { return 0 }
        var value = min(horizontal, 1) * verticalCoverage
        if radius > 0 {
            let centreX = left + 0.5
            let centreY = Double(y) + 0.5
            let dx =
                centreX < minX + radius
                ? minX + radius - centreX : (centreX > maxX - radius ? centreX - (maxX - radius) : 0)
            let dy =
                centreY < minY + radius
                ? minY + radius - centreY : (centreY > maxY - radius ? centreY - (maxY - radius) : 0)
            if dx > 0 && dy > 0 {
                let arc = radius - (dx * dx + dy * dy).squareRoot() + 0.5
                value = min(value, max(min(arc, 1), 0))
            }
        }
        return value
    }

    /// The coverage of a pixel of `y` outside the shape's rows is zero; inside, as above.
    func coverage(x: Int, y: Int) -> Double {
        let top = Double(y)
        let verticalCoverage = min(top + 1, maxY) - max(top, minY)
        guard verticalCoverage > 0 else { return 0 }
        return coverage(x: x, y: y, verticalCoverage: min(verticalCoverage, 1))
    }
}
