import Foundation
import PresentationKit
import PresentationKitRendering
import PresentationKitScenarios

/// Writes one scenario's files into a folder: `<name>-present.png` and `<name>-dismiss.png` (film
/// strips), `<name>-environment.png` (a strip spanning the environment change, for a scenario with
/// one), `<name>-sprite.png` (the animated sprite sheet), `<name>-plot.svg` and
/// `<name>-callbacks.txt`.
@MainActor
struct ScenarioRenderer {
    let folder: URL
    let frames: Int
    /// Pixels per point of the strips; nil picks 1 for phones and 0.5 for larger screens.
    let scale: CGFloat?

    /// The colour between the frames of a strip: a red no scenario uses, so frames never merge.
    static let separator = RGBAPixel(r: 200, g: 30, b: 60, a: 255)

    func render(_ scenario: Scenario) throws -> GalleryEntry {
        let timeline = ScenarioTimeline(scenario: scenario)
        let screen = timeline.screenSize
        let stripScale = scale ?? (max(screen.width, screen.height) > 1000 ? 0.5 : 1)
        // The sprite shows at about 300 points tall whatever the screen.
        let spriteScale = min(stripScale, 300 / max(screen.height, 1))
        let film = ScenarioFilm(
            scenario: scenario, timeline: timeline, frames: frames, scale: stripScale,
            spriteScale: spriteScale)

        let name = scenario.name
        guard let presentStrip = RGBAImage.filmStrip(film.presentationFrames, background: Self.separator),
            let dismissStrip = RGBAImage.filmStrip(film.dismissalFrames, background: Self.separator),
            let sprite = RGBAImage.filmStrip(Self.uniform(film.spriteFrames), spacing: 0)
        else {
            throw GalleryError.emptyFilm(name)
        }
        try presentStrip.writePNG(to: folder.appendingPathComponent("\(name)-present.png"))
        try dismissStrip.writePNG(to: folder.appendingPathComponent("\(name)-dismiss.png"))
        var environmentStrip: String?
        if !film.environmentFrames.isEmpty {
            guard let strip = RGBAImage.filmStrip(film.environmentFrames, background: Self.separator) else {
                throw GalleryError.emptyFilm(name)
            }
            environmentStrip = "\(name)-environment.png"
            try strip.writePNG(to: folder.appendingPathComponent("\(name)-environment.png"))
        }
        try sprite.writePNG(to: folder.appendingPathComponent("\(name)-sprite.png"))
        var spans = [("presentation", timeline.presentation)]
        if let environment = timeline.environment { spans.append(("environment change", environment)) }
        spans.append(("dismissal", timeline.dismissal))
        let plot = PlotSVG(series: film.sampler.movingSeries, spans: spans)
        try plot.render().write(
            to: folder.appendingPathComponent("\(name)-plot.svg"), atomically: true, encoding: .utf8)
        let provoked = timeline.diagnostics.filter { scenario.expectedDiagnostics.contains($0.kind) }
        let report =
            provoked.isEmpty
            ? "" : "\nProvoked on purpose:\n" + provoked.map(\.description).joined(separator: "\n")
        try (timeline.text + report + "\n").write(
            to: folder.appendingPathComponent("\(name)-callbacks.txt"), atomically: true, encoding: .utf8)
        let problems = (timeline.diagnostics + film.diagnostics).filter {
            !scenario.expectedDiagnostics.contains($0.kind)
        }
        if !problems.isEmpty {
            throw GalleryError.diagnostics(name, problems)
        }
        let frame = film.spriteFrames.first
        return GalleryEntry(
            name: name, summary: scenario.summary, spriteFile: "\(name)-sprite.png",
            spriteFrameSize: (frame?.width ?? 0, frame?.height ?? 0),
            spriteFrameCount: film.spriteFrames.count,
            presentationStrip: "\(name)-present.png", environmentStrip: environmentStrip,
            dismissalStrip: "\(name)-dismiss.png",
            plot: "\(name)-plot.svg", timeline: timeline)
    }
}

extension ScenarioRenderer {
    /// The colour around a frame smaller than the sprite's largest (a turned or resized screen).
    static let letterbox = RGBAPixel(r: 40, g: 40, b: 48, a: 255)

    /// `frames`, each placed at the top left of a frame as large as the largest, so that the sprite
    /// steps evenly; frames that are already all one size are returned as they are.
    static func uniform(_ frames: [RGBAImage]) -> [RGBAImage] {
        let width = frames.map(\.width).max() ?? 0
        let height = frames.map(\.height).max() ?? 0
        guard frames.contains(where: { $0.width != width || $0.height != height }) else { return frames }
        return frames.map { frame in
            guard var padded = RGBAImage(width: width, height: height, fill: letterbox) else { return frame }
            padded.composite(frame, atX: 0, y: 0)
            return padded
        }
    }
}

enum GalleryError: Error, CustomStringConvertible {
    case unknownScenario(String)
    case emptyFilm(String)
    case diagnostics(String, [Diagnostic])

    var description: String {
        switch self {
        case .unknownScenario(let name):
            return "no scenario named \(name); `gallery list` lists them"
        case .emptyFilm(let name):
            return "\(name): no frames were rendered (see the host's diagnostics)"
        case .diagnostics(let name, let diagnostics):
            return "\(name) reported problems while rendering:\n"
                + diagnostics.map { "  \($0)" }.joined(separator: "\n")
        }
    }
}
