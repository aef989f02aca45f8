import Foundation
import PresentationKit
import PresentationKitRendering
import SnapshotTesting

extension Snapshotting where Value == Transition, Format == UIImage {
    /// A snapshot strategy comparing a transition as a film strip: the screen at each of `times`
    /// (seconds from the transition's start), side by side in one PNG.
    ///
    /// The frames are rendered at `scale` (1 by default, so a strip of eight phone screens stays a
    /// few tens of kilobytes), left to right in the order of `times`, `spacing` pixels apart on
    /// mid grey. A time between two display frames shows the screen as the host's clock stands then:
    /// animations are sampled at that exact time.
    ///
    /// - Parameters:
    ///   - times: The instants to show, in seconds from time 0.
    ///   - scale: Pixels per point of each frame.
    ///   - spacing: Pixels between frames.
    ///   - precision: The fraction of the image that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match (CIE ΔE 1994).
    /// - Returns: The strategy.
    public static func filmStrip(
        times: [TimeInterval], scale: CGFloat = 1, spacing: Int = RGBAImage.filmStripSpacing,
        precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting {
        SimplySnapshotting<UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
        ).pullback { (transition: Transition) in
            SnapshotStage.onMain {
                var frames = [RGBAImage?](repeating: nil, count: times.count)
                let player = TransitionPlayer(
                    transition, instants: times, recordsCallbacks: false, settles: false
                ) {
                    index, host in
                    frames[index] = host.snapshot(scale: scale)
                }
                MissingFonts.check(player.newDiagnostics)
                guard let strip = RGBAImage.filmStrip(frames.compactMap { $0 }, spacing: spacing) else {
                    return UIImage()
                }
                return SnapshotStage.uiImage(strip, scale: scale)
            }
        }
    }
}

extension Snapshotting where Value == Transition, Format == String {
    /// A snapshot strategy comparing the calls a transition makes into app code, in order, with
    /// their virtual times from the transition's start: lifecycle callbacks, presentation
    /// controller and animator methods, delegate calls, completions.
    ///
    /// The transition plays until nothing moves. Problems the host reported meanwhile (misuse,
    /// layers it could not draw) follow the calls, so a new warning changes the snapshot too.
    ///
    /// ```
    ///   0.0000 s  HomeViewController.viewWillDisappear(true)
    ///   0.0000 s  CardViewController.viewWillAppear(true)
    ///   0.3500 s  CardViewController.viewDidAppear(true)
    /// ```
    public static var timeline: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { (transition: Transition) in
            SnapshotStage.onMain {
                let player = TransitionPlayer(transition, instants: [], recordsCallbacks: true, settles: true)
                {
                    _, _ in
                }
                var lines = player.host.callbackRecords.map { record in
                    String(format: "%9.4f s  ", record.time - player.startTime)
                        + "\(record.receiver).\(record.callback)"
                }
                let diagnostics = player.newDiagnostics
                if !diagnostics.isEmpty {
                    lines.append("")
                    lines.append("Diagnostics:")
                    lines += diagnostics.map { "  \($0)" }
                }
                player.host.recordsCallbacks = false
                return lines.joined(separator: "\n") + "\n"
            }
        }
    }

    /// A snapshot strategy comparing what a transition moves, as text: at each of `times` (seconds
    /// from its start), the frame, alpha and transform of every view whose frame, alpha or
    /// transform is not the same at all of them (views that appear or go away count), as the
    /// screen shows them (presentation values).
    ///
    /// Views are named by type and, where one type has several moving views, by their order in the
    /// window's tree when first seen (`UIView #2`); each with the type of its superview.
    ///
    /// - Parameter times: The instants to sample, in seconds from time 0.
    /// - Returns: The strategy.
    public static func properties(times: [TimeInterval]) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { (transition: Transition) in
            SnapshotStage.onMain {
                var table = PropertyTable(instantCount: times.count)
                _ = TransitionPlayer(transition, instants: times, recordsCallbacks: false, settles: false) {
                    index, host in
                    table.sample(host.window, instant: index)
                }
                return table.text(times: times)
            }
        }
    }
}
