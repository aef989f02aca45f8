import Foundation
import PresentationKit

@testable import PresentationKitRendering

/// A host with a white, window-filling root view to add test views to.
@MainActor
struct RasterizerStage {
    let host: HeadlessHost
    let root: UIView

    init(width: CGFloat = 100, height: CGFloat = 100, scale: CGFloat = 1, background: UIColor = .white) {
        host = HeadlessHost(size: CGSize(width: width, height: height), scale: scale)
        root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = background
        host.window.addSubview(root)
    }

    /// Adds a view with `frame` and `color` to the root and returns it.
    @discardableResult
    func addView(_ frame: CGRect, color: UIColor?, to parent: UIView? = nil) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        (parent ?? root).addSubview(view)
        return view
    }

    /// Lays out and renders the screen.
    func snapshot() -> RGBAImage {
        host.advance(by: 0)
        return host.snapshot()
    }
}

extension RGBAPixel {
    /// Shorthand for an opaque grey.
    static func gray(_ level: UInt8) -> RGBAPixel { RGBAPixel(r: level, g: level, b: level, a: 255) }

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: RGBAPixel, tolerance: Int = 1) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
    }
}

extension RGBAImage {
    /// How much of pixel (x, y) a black shape covers when drawn over white: 0 (white) … 1 (black).
    func blackCoverage(x: Int, y: Int) -> Double {
        1 - Double(self[x, y].r) / 255
    }

    /// The summed black coverage of row `y`: the drawn width in pixels.
    func blackWidth(row y: Int) -> Double {
        (0..<width).reduce(0) { $0 + blackCoverage(x: $1, y: y) }
    }
}

/// The standard normal cumulative distribution, computed independently of the renderer's table.
func normalCDF(_ t: Double) -> Double {
    0.5 * erfc(-t / 2.0.squareRoot())
}

extension RGBAImage {
    /// How many bytes differ from `other`'s (`Int.max` when the sizes differ): a count, because
    /// printing two frames would drown a failure. Equal buffers, the usual case, are recognised by
    /// one `memcmp`; the byte loop runs only for a failure.
    func differingByteCount(from other: RGBAImage) -> Int {
        guard bytes.count == other.bytes.count else { return Int.max }
        return bytes.withUnsafeBufferPointer { mine in
            other.bytes.withUnsafeBufferPointer { theirs in
                guard memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) != 0 else { return 0 }
                var differing = 0
                for index in 0..<mine.count where mine[index] != theirs[index] { differing += 1 }
                return differing
            }
        }
    }
}

extension HeadlessHost {
    /// The screen rendered through the renderer's fast path and through its layer-by-layer
    /// reference, which must give the same bytes whatever the app's state.
    func renderedBothWays(scale: CGFloat) -> (fast: RGBAImage, reference: RGBAImage) {
        var renderer = LayerRenderer(scale: scale)
        let fast = renderer.renderScreen(
            window.layer, overlays: overlayLayers, screenSize: screen.bounds.size, at: time)
        renderer.compositing = .layerByLayer
        let reference = renderer.renderScreen(
            window.layer, overlays: overlayLayers, screenSize: screen.bounds.size, at: time)
        return (fast.image, reference.image)
    }
}
