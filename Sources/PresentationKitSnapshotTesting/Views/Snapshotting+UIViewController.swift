import Foundation
import PresentationKit
import PresentationKitRendering
import SnapshotTesting

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// A snapshot strategy comparing a controller's screen pixel by pixel, on the host's default
    /// screen (390 × 844 points at 3×).
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy comparing a controller's screen on a device, as swift-snapshot-testing's
    /// strategy of the same name on iOS.
    ///
    /// The controller becomes the root of a fresh `HeadlessHost` for the
    /// config's device, the host runs until nothing moves, and the screen is rendered (status bar
    /// area included, over black where nothing draws). Pass a controller that is not on a screen yet.
    ///
    /// - Parameters:
    ///   - config: The device (``ViewImageConfig/iPhone13``, ``ViewImageConfig/iPadPro11``, …).
    ///   - drawHierarchyInKeyWindow: Accepted for iOS's signature and ignored: on iOS it draws through
    ///     the simulator's key window so that `UIAppearance` and visual effects show; here every
    ///     image is drawn by the same renderer, with blurs and vibrancy, from a host's window.
    ///   - precision: The fraction of the image that must match (see `Diffing.image(precision:perceptualPrecision:scale:)`).
    ///   - perceptualPrecision: How close a pixel's colour must be to match (CIE ΔE 1994; see the
    ///     diffing strategy).
    ///   - size: A screen size that replaces the device's.
    ///   - traits: Traits laid over the host's; a `displayScale` sets the image's scale (1 keeps
    ///     the files small).
    /// - Returns: The strategy.
    public static func image(
        on config: ViewImageConfig,
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        var config = config
        if let size { config.size = size }
        return SimplySnapshotting<UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
        ).pullback { (controller: UIViewController) in
            SnapshotStage.onMain {
                let host = SnapshotStage.host(for: config, showing: controller, traits: traits)
                let scale = SnapshotStage.scale(config: config, traits: traits, host: host)
                return SnapshotStage.screen(of: host, scale: scale)
            }
        }
    }

    /// A snapshot strategy comparing a controller's screen on a screen of `size` (default the host's
    /// 390 × 844), with `traits` laid over the host's.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for iOS's signature and ignored (see
    ///     `image(on:drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)`).
    ///   - precision: The fraction of the image that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match.
    ///   - size: The screen's size in points.
    ///   - traits: Traits laid over the host's; a `displayScale` sets the image's scale.
    /// - Returns: The strategy.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        .image(
            on: ViewImageConfig(size: size), precision: precision, perceptualPrecision: perceptualPrecision,
            traits: traits)
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// A snapshot strategy comparing images pixel by pixel.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy comparing images with tolerances.
    ///
    /// - Parameters:
    ///   - precision: The fraction of the image that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match.
    ///   - scale: The scale the reference is read at.
    /// - Returns: The strategy.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

extension Snapshotting where Value == HeadlessHost, Format == UIImage {
    /// A snapshot strategy comparing a host's screen as it shows now, at the screen's scale.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy comparing a host's screen as it shows now (mid-animation too: the host's
    /// clock says when), rendered at `scale` pixels per point.
    ///
    /// - Parameters:
    ///   - scale: Pixels per point; nil takes the screen's. 1 keeps the files small.
    ///   - precision: The fraction of the image that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match.
    /// - Returns: The strategy.
    public static func image(
        scale: CGFloat? = nil, precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting {
        SimplySnapshotting<UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
        ).pullback { (host: HeadlessHost) in
            SnapshotStage.onMain {
                let scale = scale ?? host.screen.scale
                return SnapshotStage.screen(of: host, scale: scale)
            }
        }
    }
}
