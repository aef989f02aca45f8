import Foundation

/// A transparency layer begun and not yet ended: where its pixels go, and the state to composite
/// them with.
struct TransparencyLayer {
    /// The bitmap drawing went to before the layer began.
    let destination: Bitmap
    /// The graphics state when the layer began: its alpha, blend mode and clip composite the
    /// layer, and ending the layer brings it back.
    let state: GraphicsState
    /// The device pixels the layer holds: what was asked for, within where drawing could reach
    /// when it began (the bitmap below and the clip), since nothing outside can be composited.
    let extent: DeviceExtent
}

extension CGContext {
    /// Begins a transparency layer: until ``endTransparencyLayer()``, drawing goes to a fully
    /// transparent bitmap of its own, with alpha 1 and the normal blend mode, which is then
    /// composited as one image with the alpha, blend mode and clip in effect now — how a group
    /// of shapes fades or blends together. Layers nest. `auxiliaryInfo` is accepted and unused,
    /// as on iOS where no key is defined.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        beginTransparencyLayer(deviceExtent: bitmap.extent)
    }

    /// Begins a transparency layer limited to `rect` (user space): drawing outside it is
    /// discarded when the layer ends. See ``beginTransparencyLayer(auxiliaryInfo:)``.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        let device = rect.standardized.applying(state.ctm)
        guard device.minX.isFinite, device.minY.isFinite, device.maxX.isFinite, device.maxY.isFinite else {
            DrawingDiagnostics.report(
                "CGContext.beginTransparencyLayer(in:auxiliaryInfo:): \(rect) is not a finite rectangle; the "
                    + "layer covers the whole context instead.")
            beginTransparencyLayer(deviceExtent: bitmap.extent)
            return
        }
        // Clamped first so that a huge rectangle cannot overflow `Int`.
        let limit = CGFloat(1 << 30)
        func clamp(_ value: CGFloat) -> CGFloat { min(max(value, -limit), limit) }
        beginTransparencyLayer(
            deviceExtent: DeviceExtent(
                minX: Int(clamp(device.minX).rounded(.down)), minY: Int(clamp(device.minY).rounded(.down)),
                maxX: Int(clamp(device.maxX).rounded(.up)), maxY: Int(clamp(device.maxY).rounded(.up))))
    }

    /// Composites the innermost transparency layer onto what lies under it and brings back the
    /// graphics state it began with. Without an open layer it reports the imbalance and changes
    /// nothing.
    public func endTransparencyLayer() {
        guard let layer = transparencyLayers.popLast() else {
            DrawingDiagnostics.report(
                "CGContext.endTransparencyLayer(): no transparency layer is open; each endTransparencyLayer() "
                    + "must follow a beginTransparencyLayer(auxiliaryInfo:). Nothing changed.")
            return
        }
        let source = bitmap
        bitmap = layer.destination
        state = layer.state
        let extent = layer.extent
        guard !extent.isEmpty else { return }
        let spans = extent.coveringSpans
        let layout = source.layout
        composite(spans, mode: state.blendMode, alpha: state.alpha) { x, y in
            let pixel = layout.load(source.pixel(x: x, deviceRow: y))
            return pixel.w > 0 ? pixel : nil
        }
    }

    /// Opens a layer holding `deviceExtent` within where drawing can reach now: its memory is that
    /// area's, not the context's.
    private func beginTransparencyLayer(deviceExtent: DeviceExtent) {
        var extent = deviceExtent.intersection(drawableExtent)
        if extent.isEmpty { extent = .empty }
        transparencyLayers.append(TransparencyLayer(destination: bitmap, state: state, extent: extent))
        bitmap = Bitmap(
            width: extent.width, height: extent.height, bytesPerRow: extent.width * 4, layout: .rgba,
            data: nil,
            originX: extent.minX, originY: extent.minY)
        state.alpha = 1
        state.blendMode = .normal
        state.shadow = nil
    }
}
