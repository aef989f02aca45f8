import Foundation
import Testing

@testable import PresentationKit

/// Collects notification names; the default center calls observers synchronously on the poster.
private final class NotificationLog: @unchecked Sendable {
    var names: [String] = []
    var tokens: [NSObjectProtocol] = []

    func observe(_ names: [Notification.Name], object: AnyObject) {
        for name in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) {
                    [unowned self] in
                    self.names.append($0.name.rawValue)
                })
        }
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}

/// Counts memory warnings.
private final class WarnedController: UIViewController {
    var warnings = 0
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        warnings += 1
    }
}

@MainActor
@Suite("UIApplication, UIScreen.main and UIDevice.current")
struct UIApplicationTests {
    @Test("UIApplication.shared and UIScreen.main answer the most recently created live host")
    func sharedIsLatestHost() {
        let first = HeadlessHost()
        let second = HeadlessHost(size: CGSize(width: 820, height: 1180), scale: 2)
        #expect(UIScreen.main === second.screen)
        #expect(UIApplication.shared === second.application)
        #expect(UIApplication.shared.windows == [second.window])
        #expect(UIApplication.shared.keyWindow === second.window)
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(first.application !== second.application)
    }

    @Test("while a host's run loop executes, UIApplication.shared is that host's")
    func executingHostWins() {
        let first = HeadlessHost()
        let second = HeadlessHost()
        var seen: UIApplication?
        let view = UIView()
        first.window.addSubview(view)
        UIView.animate(
            withDuration: 0.1, animations: { view.alpha = 0 },
            completion: { _ in seen = UIApplication.shared })
        first.runUntilIdle()
        #expect(seen === first.application)
        #expect(UIApplication.shared === second.application)
    }

    @Test("a memory warning reaches the root, its children and presented controllers, then the notification")
    func memoryWarning() {
        let host = HeadlessHost()
        let root = WarnedController()
        let child = WarnedController()
        let presented = WarnedController()
        host.window.rootViewController = root
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        root.present(presented, animated: false)
        host.runUntilIdle()
        let log = NotificationLog()
        log.observe([UIApplication.didReceiveMemoryWarningNotification], object: host.application)
        host.simulateMemoryWarning()
        #expect(root.warnings == 1 && child.warnings == 1 && presented.warnings == 1)
        #expect(log.names == ["UIApplicationDidReceiveMemoryWarningNotification"])
    }

    @Test("background and foreground post UIKit's notifications in order and move applicationState")
    func lifecycle() {
        let host = HeadlessHost()
        let log = NotificationLog()
        log.observe(
            [
                UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
            ], object: host.application)
        #expect(host.application.applicationState == .active)
        host.enterBackground()
        #expect(host.application.applicationState == .background)
        host.enterBackground()
        host.enterForeground()
        #expect(host.application.applicationState == .active)
        #expect(
            log.names == [
                "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
                "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification",
            ])
    }

    @Test("UIDevice.current follows the screen's shape and posts an orientation change on rotation")
    func deviceOrientation() {
        let host = HeadlessHost()
        let device = UIDevice.current
        #expect(device.orientation == .portrait)
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.model == "iPhone")
        let log = NotificationLog()
        log.observe([UIDevice.orientationDidChangeNotification], object: device)
        host.resize(to: CGSize(width: 844, height: 390))
        host.runUntilIdle()
        #expect(device.orientation == .landscapeLeft)
        #expect(device.orientation.isLandscape)
        #expect(log.names == ["UIDeviceOrientationDidChangeNotification"])
    }

    @Test("opening a URL does nothing and reports false on the next turn")
    func openURL() {
        let host = HeadlessHost()
        var answer: Bool?
        let url = URL(string: "https://example.com")!
        #expect(!host.application.canOpenURL(url))
        host.application.open(url, options: [:]) { answer = $0 }
        #expect(answer == nil)
        host.advance(by: 0)
        #expect(answer == false)
    }
}
