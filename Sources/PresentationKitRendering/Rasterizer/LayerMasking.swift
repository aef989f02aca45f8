import Foundation
import PresentationKit

extension LayerRasterizer {
    /// Draws a layer that has a `mask`: the layer and its sublayers into one offscreen group, the
    /// mask's tree into another, then the group over `surface` with each pixel scaled by the
    /// mask's alpha there and by `opacity` (Behaviour 18.22). Only the mask's alpha counts, as in
    /// Core Animation: its colours do not show.
    func drawMasked(
        _ node: RenderNode, by mask: RenderNode, opacity: Double, area: PixelRect, on surface: Surface
    ) {
        withOffscreen(area) { group in
            // A blur inside has the group behind it at the layer's opacity (the mask's own
            // coverage left out: the blur shows only where the mask lets it).
            openGroups.within(group, opacity: opacity) { drawContents(of: node, alpha: 1, on: group) }
            withOffscreen(area) { coverage in
                draw(mask, alpha: 1, on: coverage)
                let groupOpacity = UInt32(PackedPixel.byte(opacity))
                for y in area.minY..<area.maxY {
                    let source = group.pixels(y: y, from: area.minX, to: area.maxX)
                    let alpha = coverage.pixels(y: y, from: area.minX, to: area.maxX)
                    let row = surface.pixels(y: y, from: area.minX, to: area.maxX)
                    for index in 0..<area.width {
                        let pixel = source[index]
                        guard pixel != 0 else { continue }
                        let factor = (PackedPixel.alpha(alpha[index]) * groupOpacity + 127) / 255
                        guard factor > 0 else { continue }
                        row[index] = PackedPixel.over(
                            factor == 255 ? pixel : PackedPixel.scale(pixel, by: factor), row[index])
                    }
                }
            }
        }
    }
}
