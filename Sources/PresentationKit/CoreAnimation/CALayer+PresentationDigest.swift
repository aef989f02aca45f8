import Foundation

@_spi(Benchmarks)
extension CALayer {
    /// Reads the presentation state of each of `layers` at host `time` through
    /// `withPresentationState(at:_:)`, the renderer's and hit-testing's path, and sums a few of its
    /// values (frame, opacity, transform) so that no read can be optimized away.
    ///
    /// For the benchmarks package only: it is a separate package, and cannot see `package` members.
    /// Not UIKit API (`@_spi`), so ordinary clients never see it.
    public static func _presentationStateDigest(of layers: [CALayer], at time: Double) -> Double {
        var digest = 0.0
        for layer in layers {
            digest += layer.withPresentationState(at: time) { state in
                Double(state.position.x + state.position.y + state.bounds.width + state.bounds.height)
                    + state.opacity + Double(state.transform.m11 + state.transform.m12 + state.transform.m41)
            }
        }
        return digest
    }
}
