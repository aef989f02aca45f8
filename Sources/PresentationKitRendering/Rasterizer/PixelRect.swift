import Foundation

/// A rectangle of whole device pixels, half-open: columns `minX..<maxX`, rows `minY..<maxY`.
struct PixelRect: Equatable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    static let empty = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)

    var width: Int { maxX - minX }
    var height: Int { maxY - minY }
    var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// The common part; empty rectangles stay empty.
    func intersection(_ other: PixelRect) -> PixelRect {
        let result = PixelRect(
            minX: max(minX, other.minX), minY: max(minY, other.minY),
            maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return result.isEmpty ? .empty : result
    }

    /// The smallest rectangle holding both; an empty operand adds nothing.
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(
            minX: min(minX, other.minX), minY: min(minY, other.minY),
            maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// The pixels a continuous device-space box touches, clamped to `limit`.
    ///
    /// Coordinates are clamped before conversion so that enormous (but finite) boxes from extreme
    /// transforms cannot overflow `Int`.
    init(covering box: DeviceBox, within limit: PixelRect) {
        guard !box.isEmpty else {
            self = .empty
            return
        }
        func clamp(_ value: Double, _ low: Int, _ high: Int) -> Int {
            Int(min(max(value, Double(low)), Double(high)))
        }
        let candidate = PixelRect(
            minX: clamp(box.minX.rounded(.down), limit.minX, limit.maxX),
            minY: clamp(box.minY.rounded(.down), limit.minY, limit.maxY),
            maxX: clamp(box.maxX.rounded(.up), limit.minX, limit.maxX),
            maxY: clamp(box.maxY.rounded(.up), limit.minY, limit.maxY))
        self = candidate.isEmpty ? .empty : candidate
    }

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }
}

/// A continuous axis-aligned box in device pixels (Double), used for bounds before they are snapped
/// to whole pixels.
struct DeviceBox {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// A box with nothing in it.
    static let empty = DeviceBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    var isEmpty: Bool { !(maxX > minX && maxY > minY) }

    /// Grows the box to hold `x, y`.
    mutating func include(_ x: Double, _ y: Double) {
        minX = min(minX, x)
        minY = min(minY, y)
        maxX = max(maxX, x)
        maxY = max(maxY, y)
    }

    /// The box grown by `dx`, `dy` on each side.
    func outset(_ dx: Double, _ dy: Double) -> DeviceBox {
        isEmpty ? self : DeviceBox(minX: minX - dx, minY: minY - dy, maxX: maxX + dx, maxY: maxY + dy)
    }
}
