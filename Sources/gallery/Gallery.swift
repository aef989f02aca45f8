import ArgumentParser
import Foundation
import PresentationKit
import PresentationKitScenarios

/// The gallery of presentations: `swift run gallery` renders every scenario into ./gallery/.
@main
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract:
            "Renders every PresentationKit scenario: film strips, animated sprites, plots and callbacks.",
        subcommands: [All.self, List.self, Render.self, Trace.self],
        defaultSubcommand: All.self)

    /// Options shared by the rendering commands.
    struct RenderOptions: ParsableArguments {
        @Option(help: "The folder to write into.")
        var out: String = "gallery"
        @Option(help: "Frames per film strip.")
        var frames: Int = 8
        @Option(help: "Pixels per point of the strips (default: 1 on phones, 0.5 on tablets).")
        var scale: Double?

        func validate() throws {
            guard (2...60).contains(frames) else {
                throw ValidationError("--frames must be between 2 and 60")
            }
            if let scale, !(scale > 0 && scale <= 4) { throw ValidationError("--scale must be in (0, 4]") }
        }

        func renderer() throws -> ScenarioRenderer {
            let folder = URL(fileURLWithPath: out, isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return ScenarioRenderer(folder: folder, frames: frames, scale: scale.map { CGFloat($0) })
        }
    }

    struct All: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Renders every scenario and writes index.html (the default).")
        @OptionGroup var options: RenderOptions

        func run() throws {
            try MainActor.assumeIsolated {
                let renderer = try options.renderer()
                var entries: [GalleryEntry] = []
                for scenario in ScenarioCatalog.all {
                    let entry = try renderer.render(scenario)
                    entries.append(entry)
                    print("\(scenario.name)\t\(entry.spriteFrameCount) frames\t\(scenario.summary)")
                }
                let index = renderer.folder.appendingPathComponent("index.html")
                try GalleryIndex.html(entries, spriteRate: ScenarioFilm.spriteRate)
                    .write(to: index, atomically: true, encoding: .utf8)
                print(index.standardizedFileURL.path)
            }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists the scenarios.")

        func run() {
            for scenario in ScenarioCatalog.all {
                print("\(scenario.name)\t\(scenario.summary)")
            }
        }
    }

    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Renders one scenario.")
        @Argument(help: "The scenario's name (see `gallery list`).")
        var name: String
        @OptionGroup var options: RenderOptions

        func run() throws {
            try MainActor.assumeIsolated {
                guard let scenario = ScenarioCatalog.scenario(named: name) else {
                    throw GalleryError.unknownScenario(name)
                }
                let renderer = try options.renderer()
                _ = try renderer.render(scenario)
                print(renderer.folder.appendingPathComponent("\(name)-present.png").standardizedFileURL.path)
            }
        }
    }

    struct Trace: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Prints a scenario's callbacks with their virtual times.")
        @Argument(help: "The scenario's name (see `gallery list`).")
        var name: String

        func run() throws {
            try MainActor.assumeIsolated {
                guard let scenario = ScenarioCatalog.scenario(named: name) else {
                    throw GalleryError.unknownScenario(name)
                }
                print(ScenarioTimeline(scenario: scenario).text)
            }
        }
    }
}
