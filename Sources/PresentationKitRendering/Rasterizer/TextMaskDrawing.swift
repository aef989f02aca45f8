import Foundation
import PresentationKit

extension ShapeRasterizer {
    /// Paints a line's coverage mask with its pen at local point (`penX`, `penY`) (on the baseline),
    /// clipped to the local rectangle `bounds` (see ``LabelText/clip(in:)``).
    ///
    /// When the layer is only translated and scaled by the mask's own resolution, the mask is
    /// copied row by row at the pen snapped to whole pixels (as UIKit snaps text to the pixel
    /// grid). Otherwise every device pixel of the mask's footprint is mapped back onto the layer
    /// and samples the mask bilinearly.
    func draw(
        _ line: LineCoverage, penX: Double, penY: Double, within bounds: CGRect, mapping: DeviceMapping,
        with painter: ColorPainter, on surface: Surface
    ) {
        guard line.width > 0, line.height > 0, line.coverage.count >= line.width * line.height else { return }
        line.coverage.withUnsafeBufferPointer { coverage in
            guard let base = coverage.baseAddress else { return }
            if let aligned = mapping.axisAligned, aligned.scaleX > 0, aligned.scaleX == aligned.scaleY,
                abs(aligned.scaleX - line.pixelsPerPoint) < 1e-9
            {
                let penDeviceX = (penX * aligned.scaleX + aligned.translateX).rounded()
                let penDeviceY = (penY * aligned.scaleY + aligned.translateY).rounded()
                // Far off the canvas (and beyond what `Int` holds): nothing to draw.
                guard abs(penDeviceX) < 1e9, abs(penDeviceY) < 1e9, let box = mapping.alignedBox(of: bounds)
                else { return }
                let left = Int(penDeviceX) + line.offsetX
                let top = Int(penDeviceY) + line.offsetY
                let area = PixelRect(minX: left, minY: top, maxX: left + line.width, maxY: top + line.height)
                    .intersection(PixelRect(covering: box, within: surface.clip))
                guard !area.isEmpty else { return }
                for y in area.minY..<area.maxY {
                    let row = base + ((y - top) * line.width + (area.minX - left))
                    painter.paint(y: y, from: area.minX, to: area.maxX, coverages: row, on: surface)
                }
                return
            }
            let scale = line.pixelsPerPoint
            let footprint = CGRect(
                x: penX + Double(line.offsetX) / scale, y: penY + Double(line.offsetY) / scale,
                width: Double(line.width) / scale, height: Double(line.height) / scale)
            let area = mapping.pixelBounds(
                of: footprint.insetBy(dx: -1 / scale, dy: -1 / scale).intersection(bounds),
                within: surface.clip,
                margin: 1)
            var mask = ProjectedMask(
                inverse: mapping.inverse, penX: penX, penY: penY, scale: scale, offsetX: Double(line.offsetX),
                offsetY: Double(line.offsetY), width: line.width, height: line.height, coverage: base,
                clip: bounds)
            mask.findReach(mapping: mapping, area: area)
            fill(mask, within: area, with: painter, on: surface)
        }
    }
}

/// A coverage mask placed on a layer's plane, sampled bilinearly through the inverse mapping.
struct ProjectedMask: PixelCoverage {
    let inverse: ProjectiveTransform2D
    let penX: Double
    let penY: Double
    /// Mask pixels per point.
    let scale: Double
    let offsetX: Double
    let offsetY: Double
    let width: Int
    let height: Int
    let coverage: UnsafePointer<UInt8>
    /// Local rectangle outside which ink does not show.
    let clip: CGRect
    /// Where the mask can show at all, in device pixels (see ``findReach(mapping:area:)``).
    private var reach: ConvexQuad?

    init(
        inverse: ProjectiveTransform2D, penX: Double, penY: Double, scale: Double, offsetX: Double,
        offsetY: Double, width: Int, height: Int, coverage: UnsafePointer<UInt8>, clip: CGRect
    ) {
        self.inverse = inverse
        self.penX = penX
        self.penY = penY
        self.scale = scale
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.width = width
        self.height = height
        self.coverage = coverage
        self.clip = clip
    }

    /// Works out, for ``rowExtent(row:within:)``, the quad `mapping` makes of the local rectangle
    /// outside which ``coverage(deviceX:deviceY:)`` is 0: the clip, narrowed to the mask's pixels
    /// and the one-pixel reach of bilinear sampling around them. Only where the mapping keeps the
    /// whole of `area` in front of the eye (then lines stay lines and the quad is exact).
    mutating func findReach(mapping: DeviceMapping, area: PixelRect) {
        let n = inverse
        let corners = [
            (area.minX, area.minY), (area.maxX, area.minY), (area.minX, area.maxY), (area.maxX, area.maxY),
        ]
        guard !area.isEmpty,
            corners.allSatisfy({ Double($0.0) * n.m14 + Double($0.1) * n.m24 + n.m44 > 1e-9 })
        else { return }
        let minX = max(Double(clip.minX), penX + (offsetX - 0.5) / scale)
        let maxX = min(Double(clip.maxX), penX + (Double(width) + offsetX + 0.5) / scale)
        let minY = max(Double(clip.minY), penY + (offsetY - 0.5) / scale)
        let maxY = min(Double(clip.maxY), penY + (Double(height) + offsetY + 0.5) / scale)
        guard maxX > minX, maxY > minY else { return }
        let points = [(minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY)].map {
            mapping.forward.apply(CGPoint(x: $0.0, y: $0.1))
        }
        guard points.allSatisfy({ $0 != nil }) else { return }
        reach = ConvexQuad(points.map { (x: Double($0!.x), y: Double($0!.y)) })
    }

    /// The columns of row `y` whose centres lie within a pixel of the mask's reach: the rest are
    /// outside the local rectangle where the mask can show (the margin is far beyond the rounding
    /// between mapping the corners forward and each pixel back).
    func rowExtent(row y: Int, within area: PixelRect) -> RowExtent? {
        guard let reach else { return nil }
        let empty = RowExtent(outer: area.minX..<area.minX, inner: area.minX..<area.minX)
        guard let interval = reach.interval(atY: Double(y) + 0.5, margin: -1) else { return empty }
        let first = max(Int(max((interval.0 - 0.5).rounded(.up), -1e9)), area.minX)
        let last = min(Int(min((interval.1 - 0.5).rounded(.down), 1e9)), area.maxX - 1)
        guard first <= last else { return empty }
        return RowExtent(outer: first..<(last + 1), inner: first..<first)
    }

    @inline(__always)
    func coverage(deviceX x: Double, deviceY y: Double) -> Double {
        let n = inverse
        let w = x * n.m14 + y * n.m24 + n.m44
        guard w > 1e-12 else { return 0 }
        let u = (x * n.m11 + y * n.m21 + n.m41) / w
        let v = (x * n.m12 + y * n.m22 + n.m42) / w
        guard u >= Double(clip.minX), u <= Double(clip.maxX), v >= Double(clip.minY), v <= Double(clip.maxY)
        else { return 0 }
        // Mask pixel centres sit at half-integers.
        let mx = (u - penX) * scale - offsetX - 0.5
        let my = (v - penY) * scale - offsetY - 0.5
        guard mx > -1, my > -1, mx < Double(width), my < Double(height) else { return 0 }
        // Both lie in (−1, size): the floor is the truncation, or −1 below zero (without a call
        // to `floor` per pixel).
        let x0 = mx >= 0 ? Int(mx) : -1
        let y0 = my >= 0 ? Int(my) : -1
        let fx = mx - Double(x0)
        let fy = my - Double(y0)
        let top = sample(x0, y0) * (1 - fx) + sample(x0 + 1, y0) * fx
        let bottom = sample(x0, y0 + 1) * (1 - fx) + sample(x0 + 1, y0 + 1) * fx
        return (top * (1 - fy) + bottom * fy) / 255
    }

    @inline(__always)
    private func sample(_ x: Int, _ y: Int) -> Double {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return Double(coverage[y * width + x])
    }
}
