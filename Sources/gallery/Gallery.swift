import ArgumentParser
import PresentationKit

/// The gallery of presentations. Until the renderer lands it lists the scenarios it will render.
@main
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Renders every PresentationKit scenario into ./gallery/ (rendering is not built yet).",
        subcommands: [List.self],
        defaultSubcommand: List.self)

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists the scenarios the gallery renders.")

        func run() {
            for scenario in GalleryScenario.all {
                print("\(scenario.name)\t\(scenario.summary)")
            }
        }
    }
}
