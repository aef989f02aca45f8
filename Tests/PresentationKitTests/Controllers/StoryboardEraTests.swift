import Foundation
import Testing

@testable import PresentationKit

/// A controller that records what a storyboard and its segues call.
@MainActor
private final class SceneController: UIViewController {
    var calls: [String] = []
    var prepared:
        (identifier: String?, source: UIViewController, destination: UIViewController, sender: Any?)?

    override func awakeFromNib() {
        super.awakeFromNib()
        calls.append("awakeFromNib(storyboard: \(storyboard != nil))")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        calls.append("prepare(for: \(segue.identifier ?? "nil"))")
        prepared = (segue.identifier, segue.source, segue.destination, sender)
        (segue.destination as? SceneController)?.title = "prepared"
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        calls.append("shouldPerformSegue")
        return true
    }
}

/// A custom segue: records its perform and presents without animation.
@MainActor
private final class FadeSegue: UIStoryboardSegue {
    static var performed = 0
    override func perform() {
        Self.performed += 1
        source.present(destination, animated: false, completion: nil)
    }
}

/// Storyboards over the code registry, segues, and the deprecated members (Behaviour 24.1–24.4).
@MainActor
@Suite("Storyboard-era API")
struct StoryboardEraTests {
    @Test("a registered scene is made anew each time, knows its storyboard and is awoken (Behaviour 24.1)")
    func instantiate() throws {
        UIStoryboard.register("List", inStoryboardNamed: "Era.Main", isInitial: true) { SceneController() }
        UIStoryboard.register("Detail", inStoryboardNamed: "Era.Main") { SceneController() }
        let storyboard = UIStoryboard(name: "Era.Main", bundle: nil)
        let first = try #require(
            storyboard.instantiateViewController(withIdentifier: "Detail") as? SceneController)
        let second = storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(first !== second)
        #expect(first.storyboard === storyboard)
        #expect(first.calls == ["awakeFromNib(storyboard: true)"], "awoken after the storyboard was set")
        let initial = storyboard.instantiateInitialViewController()
        #expect(initial is SceneController && initial?.storyboard === storyboard)
        let typed: SceneController = storyboard.instantiateViewController(identifier: "Detail")
        #expect(typed.storyboard === storyboard)
        #expect(UIViewController().storyboard == nil, "made in code: no storyboard")
    }

    @Test("an unknown storyboard or identifier is reported; a plain controller stands in (Behaviour 24.1)")
    func unknownScene() {
        let host = HeadlessHost()
        let missing = UIStoryboard(name: "Era.Nowhere", bundle: nil)
        #expect(host.diagnostics.last?.message.contains("no storyboard of that name") == true)
        let standIn = missing.instantiateViewController(withIdentifier: "Anything")
        #expect(type(of: standIn) == UIViewController.self)
        #expect(host.diagnostics.last?.message.contains("UIStoryboard.register") == true)
        #expect(missing.instantiateInitialViewController() == nil)
    }

    @Test("performSegue makes the destination, prepares, then performs; shows push (Behaviour 24.2)")
    func performSegue() throws {
        UIStoryboard.register("Root", inStoryboardNamed: "Era.Segues") { SceneController() }
        UIStoryboard.register("Next", inStoryboardNamed: "Era.Segues") { SceneController() }
        UIStoryboard.registerSegue("push", inStoryboardNamed: "Era.Segues", destination: "Next", kind: .show)
        UIStoryboard.registerSegue(
            "modal", inStoryboardNamed: "Era.Segues", destination: "Next", kind: .presentModally)
        UIStoryboard.registerSegue(
            "fade", inStoryboardNamed: "Era.Segues", destination: "Next", kind: .custom(FadeSegue.self))
        let host = HeadlessHost()
        let storyboard = UIStoryboard(name: "Era.Segues", bundle: nil)
        let root = try #require(
            storyboard.instantiateViewController(withIdentifier: "Root") as? SceneController)
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.runUntilIdle()

        let sender = NSObject()
        root.performSegue(withIdentifier: "push", sender: sender)
        host.runUntilIdle()
        #expect(root.calls.suffix(1) == ["prepare(for: push)"], "prepared; shouldPerformSegue not asked")
        let prepared = try #require(root.prepared)
        #expect(
            prepared.identifier == "push" && prepared.source === root
                && prepared.sender as? NSObject === sender)
        #expect(navigation.topViewController === prepared.destination, "pushed after prepare")
        #expect(prepared.destination.title == "prepared")
        #expect(prepared.destination.storyboard === storyboard)

        root.performSegue(withIdentifier: "modal", sender: nil)
        host.runUntilIdle()
        #expect(root.presentedViewController === root.prepared?.destination ?? nil)
        root.dismiss(animated: false)
        host.runUntilIdle()

        FadeSegue.performed = 0
        root.performSegue(withIdentifier: "fade", sender: nil)
        host.runUntilIdle()
        #expect(FadeSegue.performed == 1 && root.presentedViewController != nil)
        root.dismiss(animated: false)
        host.runUntilIdle()

        // A segue built in code runs its handler.
        var handled = 0
        let segue = UIStoryboardSegue(identifier: "x", source: root, destination: UIViewController()) {
            handled += 1
        }
        segue.perform()
        #expect(handled == 1)
    }

    @Test("an unknown segue, or a controller made in code, is reported and nothing happens (Behaviour 24.2)")
    func unknownSegue() {
        let host = HeadlessHost()
        let controller = SceneController()
        host.window.rootViewController = controller
        host.runUntilIdle()
        controller.performSegue(withIdentifier: "nowhere", sender: nil)
        host.runUntilIdle()
        #expect(controller.calls.isEmpty && controller.presentedViewController == nil)
        #expect(host.diagnostics.last?.message.contains("no segue with that identifier") == true)
    }

    @Test("the legacy layout guides span the bars' share of the root view (Behaviour 24.3)")
    func legacyLayoutGuides() {
        let host = HeadlessHost(device: .notchedPhone)
        let controller = UIViewController()
        host.window.rootViewController = controller
        host.runUntilIdle()
        let insets = controller.view.safeAreaInsets
        #expect(insets.top > 0 && insets.bottom > 0)
        #expect(controller.topLayoutGuide.length == insets.top)
        #expect(controller.bottomLayoutGuide.length == insets.bottom)
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            banner.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            banner.widthAnchor.constraint(equalToConstant: 10),
        ])
        controller.view.layoutIfNeeded()
        #expect(banner.frame.minY == insets.top)
        #expect(banner.frame.maxY == controller.view.bounds.height - insets.bottom)
        #expect(controller.topLayoutGuide === controller.topLayoutGuide, "one guide, made once")
    }

    @Test("the status bar's frame, orientation, motion effects and UIEdgeInsetsInsetRect (Behaviour 24.4)")
    func deprecatedMembers() throws {
        let host = HeadlessHost(device: .notchedPhone)
        let controller = UIViewController()
        host.window.rootViewController = controller
        host.runUntilIdle()
        let top = host.window.safeAreaInsets.top
        let application = host.application
        #expect(
            application.statusBarFrame == CGRect(x: 0, y: 0, width: host.window.bounds.width, height: top))
        #expect(application.statusBarOrientation == .portrait)
        let scene = try #require(host.window.windowScene)
        #expect(scene.statusBarManager?.statusBarFrame == application.statusBarFrame)
        #expect(scene.statusBarManager?.isStatusBarHidden == false)

        let view = UIView()
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -10
        horizontal.maximumRelativeValue = 10
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal]
        view.addMotionEffect(group)
        view.addMotionEffect(group)
        #expect(view.motionEffects.count == 1)
        let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: 0))
        #expect(values?["center.x"] as? Double == 5)
        view.removeMotionEffect(group)
        #expect(view.motionEffects.isEmpty)

        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(UIEdgeInsetsInsetRect(rect, insets) == CGRect(x: 2, y: 1, width: 94, height: 46))

        let scrollView = UIScrollView()
        scrollView.scrollIndicatorInsets = insets
        #expect(
            scrollView.verticalScrollIndicatorInsets == insets
                && scrollView.horizontalScrollIndicatorInsets == insets)
        #expect(controller.automaticallyAdjustsScrollViewInsets)
    }
}
