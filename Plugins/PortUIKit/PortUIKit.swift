import Foundation
import PackagePlugin

/// `swift package port-uikit [--target NAME…] [--out DIR]`: runs `presentationkit-port` on the
/// package's Swift targets (or the ones named), rewriting them in place (or into DIR).
@main
struct PortUIKit: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let outDirectory = extractor.extractOption(named: "out").last
        let targets =
            try targetNames.isEmpty
            ? context.package.targets : context.package.targets(named: targetNames)
        let tool = try context.tool(named: "presentationkit-port")
        var failures = 0
        // Each target is a module: overrides move across the files of one target.
        for target in targets {
            guard let module = target as? SwiftSourceModuleTarget else { continue }
            var toolArguments = [module.directoryURL.path]
            if let outDirectory { toolArguments += ["--out", outDirectory + "/" + module.name] }
            let process = Process()
            process.executableURL = tool.url
            process.arguments = toolArguments + extractor.remainingArguments
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failures += 1 }
        }
        if failures > 0 { throw PortError(failedTargets: failures) }
    }
}

struct PortError: Error, CustomStringConvertible {
    let failedTargets: Int
    var description: String { "presentationkit-port could not run on \(failedTargets) target(s)" }
}
