import Foundation

extension CALayer {
    /// Draws the layer's content into a new backing store and makes it the contents: a bitmap of
    /// the bounds at `contentsScale`, cleared, whose user space is the bounds (points, y down, as
    /// UIKit's layer contexts), passed to `draw(in:)`. A layer with empty bounds gets no contents.
    func displayIntoBackingStore() {
        guard let context = makeBackingStore() else {
            contents = nil
            return
        }
        draw(in: context)
        contents = context.makeImage()
    }

    /// A cleared bitmap for the bounds at `contentsScale`, its user space the bounds; nil when
    /// the bounds have no pixels.
    func makeBackingStore() -> CGContext? {
        let area = bounds
        guard area.width > 0, area.height > 0, area.width.isFinite, area.height.isFinite else { return nil }
        guard
            let context = CGContext.uiKitBitmap(
                size: area.size, scale: contentsScale, opaque: false, caller: "CALayer.display()")
        else { return nil }
        context.translateBy(x: -area.minX, y: -area.minY)
        return context
    }
}
