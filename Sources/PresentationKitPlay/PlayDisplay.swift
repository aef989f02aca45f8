import Foundation
import PresentationKit
import PresentationKitRendering

/// An input from the window and when it happened, in seconds on the monotonic clock
/// (`DispatchTime.now()`).
public struct TimedInput: Sendable, Equatable {
    /// When the window system saw it.
    public var time: Double
    /// What it was, in the host's points.
    public var input: PlayInput

    /// Creates an input that happened at `time`.
    public init(time: Double, input: PlayInput) {
        self.time = time
        self.input = input
    }
}

/// Where `play` shows its frames and gets its inputs: an SDL window (``SDLWindow``), or a stand-in
/// in tests.
@MainActor
public protocol PlayDisplay: AnyObject {
    /// Points of the host per pixel of the frames (the inverse of the render scale): how window
    /// coordinates become the host's.
    var scale: CGFloat { get set }
    /// Whether showing a frame waits for the display's refresh (vsync), so the loop need not pace
    /// itself.
    var waitsForRefresh: Bool { get }
    /// The window's title.
    func setTitle(_ title: String)
    /// The inputs since the last call, oldest first, in the host's points.
    func pollInputs() -> [TimedInput]
    /// Shows `frame` (premultiplied RGBA, opaque) in the window.
    func show(_ frame: RGBAImage) throws
    /// The picture the window shows now, read back from it.
    func readBack() throws -> RGBAImage
}

/// Seconds on the monotonic clock.
func monotonicSeconds() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}
