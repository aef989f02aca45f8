import Foundation
import PresentationKit
import PresentationKitPlay
import PresentationKitScenarios
import Testing

/// `play --device`: the scenario runs as the named device profile, not only at its size: its
/// safe-area insets and its idiom, so its size classes and the presentations that adapt to them
/// (Behaviour 13.1).
@MainActor
@Suite("play --device")
struct PlayDeviceTests {
    /// Runs `name` as `device` until its presentation has settled.
    private func settled(_ name: String, on device: HeadlessDevice?) throws -> PlaySession {
        let session = try PlaySession(scenarioNamed: name, device: device)
        session.start()
        session.advance(to: session.host.time + 1.5)
        return session
    }

    @Test(
        "a phone profile brings its safe-area insets: the presenter's content is inset by them (Behaviour 13.1)"
    )
    func safeAreaInsets() throws {
        let phone = try #require(PlayDevices.device(named: "iphone-15"))
        let session = try settled("s1-dimming-button", on: phone)
        #expect(session.host.screen.bounds.size == CGSize(width: 393, height: 852))
        #expect(session.host.window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(
            session.run.presenting.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        )
        // The scenario's own host has none.
        let plain = try settled("s1-dimming-button", on: nil)
        #expect(plain.run.presenting.view.safeAreaInsets == .zero)
    }

    @Test(
        "a tablet profile brings its idiom: regular in both directions, and a form sheet stays a 540 × 620 card (Behaviour 13.1)"
    )
    func tabletSizeClasses() throws {
        let tablet = try #require(PlayDevices.device(named: "ipad-pro-11-inch"))
        let session = try settled("style-form-sheet-tablet", on: tablet)
        let traits = session.host.window.traitCollection
        #expect(traits.userInterfaceIdiom == .pad)
        #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular)
        #expect(session.run.presented.traitCollection.horizontalSizeClass == .regular)
        #expect(session.run.presented.view.frame.size == CGSize(width: 540, height: 620))
        #expect(session.host.window.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    @Test(
        "a phone profile makes a tablet's form sheet adapt: compact width, a sheet from the safe area's top + 10 (Behaviour 13.1, 14.4)"
    )
    func phoneAdaptsFormSheet() throws {
        let phone = try #require(PlayDevices.device(named: "iphone-15"))
        let session = try settled("style-form-sheet-tablet", on: phone)
        let traits = session.host.window.traitCollection
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        // Full width, its top 10 points below the iPhone 15's 59-point top inset.
        #expect(session.run.presented.view.frame == CGRect(x: 0, y: 59 + 10, width: 393, height: 852 - 69))
    }

    @Test("turning a device profile takes its landscape size and insets")
    func turnedProfile() throws {
        let phone = try #require(PlayDevices.device(named: "iphone-15"))
        let session = try settled("s2-rotation", on: phone)
        session.apply(.key(.rotate))
        session.advance(to: session.host.time + 1)
        #expect(session.host.screen.bounds.size == CGSize(width: 852, height: 393))
        #expect(session.host.window.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(session.host.window.traitCollection.verticalSizeClass == .compact)
    }

    @Test("the list of scenarios opens on the device too")
    func pickerOnDevice() throws {
        let tablet = try #require(PlayDevices.device(named: "ipad-pro-11-inch"))
        let session = try PlaySession(scenarioNamed: PlayCatalog.defaultScenario, device: tablet)
        session.showPicker()
        #expect(session.host.screen.bounds.size == CGSize(width: 834, height: 1194))
        #expect(session.host.window.traitCollection.horizontalSizeClass == .regular)
    }
}
