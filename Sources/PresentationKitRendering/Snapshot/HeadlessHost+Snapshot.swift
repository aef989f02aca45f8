import Foundation
import PresentationKit

extension HeadlessHost {
    /// The screen as it shows at the host's current time: the window's layer tree rendered with
    /// presentation values (animations mid-flight) over an opaque black screen.
    ///
    /// The image is the screen's size at `scale` (default: the screen's scale), so a 390 × 844
    /// point host at 3× gives 1170 × 2532 pixels. Problems (an unusable scale, an image too large
    /// to allocate, layers skipped for bad geometry) are recorded as the host's diagnostics; the
    /// image is then empty, or lacks the skipped layers. Rendering twice without advancing the
    /// clock gives identical bytes.
    public func snapshot(scale: CGFloat? = nil) -> RGBAImage {
        let rendering = LayerRenderer(scale: scale ?? screen.scale)
            .renderScreen(window.layer, screenSize: screen.bounds.size, at: time)
        for diagnostic in rendering.diagnostics {
            report(diagnostic.kind, diagnostic.message)
        }
        return rendering.image
    }
}
