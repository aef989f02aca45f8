import Foundation
import Testing

@testable import PresentationKit

/// The host's window scene: how apps find the key window and the interface orientation.
@MainActor
@Suite("UIWindowScene")
struct UIWindowSceneTests {
    @Test("the key window through connectedScenes, as libraries look it up")
    func keyWindowThroughScenes() {
        let host = HeadlessHost(device: .notchedPhone)
        let application = UIApplication.application(of: host.screen)
        let key = application.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap { $0.windows }
            .first { $0.isKeyWindow }
        #expect(key === host.window)
        #expect(host.window.windowScene?.keyWindow === host.window)
        #expect(host.window.windowScene?.screen === host.screen)
        #expect(host.window.windowScene?.activationState == .foregroundActive)
        #expect(host.window.windowScene === host.window.windowScene, "one scene per host")
    }

    @Test("interfaceOrientation follows a rotation; the traits are the window's (Behaviour 13.2)")
    func orientation() {
        let host = HeadlessHost(device: .largePhone)
        let scene = host.window.windowScene!
        #expect(scene.interfaceOrientation == .portrait)
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(scene.interfaceOrientation == .landscapeLeft)
        #expect(scene.traitCollection.horizontalSizeClass == .regular)
        #expect(scene.traitCollection.verticalSizeClass == .compact)
    }

    @Test("a window made on no host has no scene")
    func detachedWindow() {
        #expect(UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).windowScene == nil)
    }
}
