import Foundation

/// A transparency layer begun and not yet ended: where its pixels go, and the state to composite
/// them with.
struct TransparencyLayer {
    /// The bitmap drawing went to before the layer began.
    let destination: Bitmap
    /// The graphics state when the layer began: its alpha, blend mode and clip composite the
    /// layer, and ending the layer brings it back.
    let state: GraphicsState
    /// The device-space rectangle the layer's pixels may occupy (the whole bitmap when unbounded).
    let extent: (minX: Int, minY: Int, maxX: Int, maxY: Int)
}

extension CGContext {
    /// Begins a transparency layer: until ``endTransparencyLayer()``, drawing goes to a fully
    /// transparent bitmap of its own, with alpha 1 and the normal blend mode, which is then
    /// composited as one image with the alpha, blend mode and clip in effect now — how a group
    /// of shapes fades or blends together. Layers nest. `auxiliaryInfo` is accepted and unused,
    /// as on iOS where no key is defined.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        beginTransparencyLayer(deviceExtent: (0, 0, width, height))
    }

    /// Begins a transparency layer limited to `rect` (user space): drawing outside it is
    /// discarded when the layer ends. See ``beginTransparencyLayer(auxiliaryInfo:)``.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        let device = rect.standardized.applying(state.ctm)
        guard device.minX.isFinite, device.minY.isFinite, device.maxX.isFinite, device.maxY.isFinite else {
            DrawingDiagnostics.report(
                "CGContext.beginTransparencyLayer(in:auxiliaryInfo:): \(rect) is not a finite rectangle; the "
                    + "layer covers the whole context instead.")
            beginTransparencyLayer(deviceExtent: (0, 0, width, height))
            return
        }
        beginTransparencyLayer(
            deviceExtent: (
                max(0, Int(device.minX.rounded(.down))), max(0, Int(device.minY.rounded(.down))),
                min(width, Int(device.maxX.rounded(.up))), min(height, Int(device.maxY.rounded(.up)))
            ))
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
        let (minX, minY, maxX, maxY) = layer.extent
        guard maxX > minX, maxY > minY else { return }
        let spans = (minY..<maxY).map {
            CoverageSpan(y: Int32($0), x: Int32(minX), length: Int32(maxX - minX), coverage: 255)
        }
        let layout = source.layout
        composite(spans, mode: state.blendMode, alpha: state.alpha) { x, y in
            let pixel = layout.load(source.pixel(x: x, deviceRow: y))
            return pixel.w > 0 ? pixel : nil
        }
    }

    private func beginTransparencyLayer(deviceExtent: (minX: Int, minY: Int, maxX: Int, maxY: Int)) {
        transparencyLayers.append(TransparencyLayer(destination: bitmap, state: state, extent: deviceExtent))
        bitmap = Bitmap(width: width, height: height, bytesPerRow: width * 4, layout: .rgba, data: nil)
        state.alpha = 1
        state.blendMode = .normal
        state.shadow = nil
    }
}
