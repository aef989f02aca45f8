import Foundation
import PresentationKit
import PresentationKitPlay
import PresentationKitRendering

/// A window for tests: it keeps the frames it is shown and hands out inputs queued for given
/// frames.
@MainActor
final class StandInDisplay: PlayDisplay {
    var scale: CGFloat = 1
    let waitsForRefresh = false
    private(set) var frames: [RGBAImage] = []
    private(set) var titles: [String] = []
    /// Inputs to deliver when polled before showing frame n (0-based).
    var inputsBeforeFrame: [Int: [PlayInput]] = [:]

    func setTitle(_ title: String) { titles.append(title) }

    func pollInputs() -> [TimedInput] {
        let inputs = inputsBeforeFrame.removeValue(forKey: frames.count) ?? []
        let now = Double(DispatchTime.now().uptimeNanoseconds) / 1e9
        return inputs.map { TimedInput(time: now, input: $0) }
    }

    func show(_ frame: RGBAImage) throws { frames.append(frame) }

    func readBack() throws -> RGBAImage {
        guard let last = frames.last else { throw PlayError.windowSystem("nothing shown yet") }
        return last
    }
}
