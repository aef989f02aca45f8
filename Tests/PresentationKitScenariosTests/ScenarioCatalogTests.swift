import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// The catalog the gallery renders: every scenario presents, then dismisses the way its user does,
/// and leaves the window as it found it.
@MainActor
@Suite("Scenario catalog")
struct ScenarioCatalogTests {
    @Test("names are unique and file-name safe")
    func names() {
        let names = ScenarioCatalog.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } })
        #expect(ScenarioCatalog.scenario(named: "s1-dimming-button") != nil)
        #expect(ScenarioCatalog.scenario(named: "nope") == nil)
    }

    @Test(
        "each scenario presents, lives through its environment change, and dismisses cleanly (Behaviour 13.2, 13.5)",
        arguments: ScenarioCatalog.all.map(\.name))
    func presentAndDismiss(_ name: String) throws {
        let scenario = try #require(ScenarioCatalog.scenario(named: name))
        let run = scenario.makeRun()
        let windowViews = run.host.window.subviews.count
        run.present()
        run.host.runUntilIdle()
        #expect(run.presented.view.window != nil)
        #expect(run.presenting.presentedViewController === run.presented)
        run.changeEnvironment()
        run.host.runUntilIdle()
        #expect(run.presented.view.window != nil, "still shown after the environment change")
        #expect(run.presenting.presentedViewController === run.presented)
        run.dismiss()
        run.host.runUntilIdle()
        #expect(run.presented.view.window == nil)
        #expect(run.presenting.presentedViewController == nil)
        #expect(run.host.window.subviews.count == windowViews)
        // Only what the scenario provokes on purpose, and that exactly.
        let unexpected = run.host.diagnostics.filter { !scenario.expectedDiagnostics.contains($0.kind) }
        #expect(unexpected.isEmpty, "\(unexpected)")
        for kind in scenario.expectedDiagnostics {
            #expect(run.host.diagnostics.contains { $0.kind == kind }, "\(scenario.name) provokes \(kind)")
        }
    }
}
