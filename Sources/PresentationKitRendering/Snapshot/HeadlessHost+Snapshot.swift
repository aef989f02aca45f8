import Foundation
import PresentationKit

extension HeadlessHost {
    /// The screen as it shows at the host's current time: the window's layer tree rendered with
    /// presentation values (animations mid-flight) over an opaque black screen, and the software
    /// keyboard above it while it shows.
    ///
    /// The image is the screen's size at `scale` (default: the screen's scale), so a 390 × 844
    /// point host at 3× gives 1170 × 2532 pixels. Problems (an unusable scale, an image too large
    /// to allocate, layers skipped for bad geometry) are recorded as the host's diagnostics; the
    /// image is then empty, or lacks the skipped layers. Rendering twice without advancing the
    /// clock gives identical bytes.
    public func snapshot(scale: CGFloat? = nil) -> RGBAImage {
        snapshot(scale: scale, transform: nil)
    }

    /// The screen as it shows at the host's current time with the interface turned by `angle`
    /// radians about the screen's centre: what a device shows while it rotates, the window's
    /// content (as it presents now) centred on the screen, still turned from its old orientation.
    /// An angle of 0 centres the window without turning it.
    public func snapshot(scale: CGFloat? = nil, interfaceTurnedBy angle: CGFloat) -> RGBAImage {
        let frame = window.layer.presentation()?.frame ?? window.frame
        let screenSize = screen.bounds.size
        let turn = CGAffineTransform(translationX: -frame.midX, y: -frame.midY)
            .concatenating(CGAffineTransform(rotationAngle: angle))
            .concatenating(CGAffineTransform(translationX: screenSize.width / 2, y: screenSize.height / 2))
        return snapshot(scale: scale, transform: turn)
    }

    private func snapshot(scale: CGFloat?, transform: CGAffineTransform?) -> RGBAImage {
        let rendering = LayerRenderer(scale: scale ?? screen.scale)
            .renderScreen(
                window.layer, overlays: overlayLayers, screenSize: screen.bounds.size, at: time,
                transform: transform)
        for diagnostic in rendering.diagnostics {
            report(diagnostic.kind, diagnostic.message)
        }
        return rendering.image
    }
}
