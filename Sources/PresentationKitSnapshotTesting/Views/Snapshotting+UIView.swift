import Foundation
import PresentationKit
import PresentationKitRendering
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A snapshot strategy comparing a view's pixels at its own size, at 3× (the host's default).
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy comparing a view's pixels, as swift-snapshot-testing's strategy of the
    /// same name on iOS: the view alone, over transparency, its bounds filling the image.
    ///
    /// A view that is not in a window is put in one of its size (or `size`) on a fresh host under a
    /// controller that lays `traits` over the host's, laid out and settled, drawn, then taken out
    /// again. A view already in a window is drawn where it is, at rest (running animations at their
    /// end).
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for iOS's signature and ignored: on iOS it draws through
    ///     the simulator's key window so that `UIAppearance` and visual effects show; here every
    ///     image is drawn by the same renderer, with blurs and vibrancy.
    ///   - precision: The fraction of the image that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match (CIE ΔE 1994).
    ///   - size: A size to give the view first.
    ///   - traits: Traits laid over the host's; a `displayScale` sets the image's scale.
    /// - Returns: The strategy.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting<UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
        ).pullback { (view: UIView) in
            SnapshotStage.onMain {
                let scale = traits.displayScale > 0 ? traits.displayScale : 3
                if let size { view.frame.size = size }
                guard view.window == nil else {
                    let rendering = LayerRenderer(scale: scale, background: .clear)
                        .render(view.layer, at: 1e9)
                    MissingFonts.check(rendering.diagnostics)
                    return SnapshotStage.uiImage(rendering.image, scale: scale)
                }
                let rendering = SnapshotStage.inWindow(view, traits: traits) { host in
                    LayerRenderer(scale: scale, background: .clear).render(view.layer, at: host.time)
                }
                MissingFonts.check(rendering.diagnostics)
                return SnapshotStage.uiImage(rendering.image, scale: scale)
            }
        }
    }
}
