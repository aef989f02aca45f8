import Foundation

/// A storyboard, as UIKit's `UIStoryboard`, over controllers registered in code.
///
/// Linux has no storyboard files. Register, once (at launch, or in a test's setup), how each
/// scene's controller is made, under the storyboard's name and the scene's identifier; then the
/// storyboard-era code runs as written:
///
/// ```swift
/// UIStoryboard.register("Detail", inStoryboardNamed: "Main") { DetailViewController() }
/// UIStoryboard.registerSegue("showDetail", inStoryboardNamed: "Main", destination: "Detail", kind: .show)
///
/// let detail = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
/// ```
///
/// A controller a storyboard made has it as `storyboard`, gets `awakeFromNib()`, and can
/// `performSegue(withIdentifier:sender:)` with the segues registered for that storyboard
/// (Behaviour 24.1, 24.2). An unknown storyboard, identifier or segue is reported as a diagnostic.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name.
    let name: String

    /// The storyboard `name` (`bundle` is ignored). A name nothing was registered under is
    /// reported; the storyboard then makes no controllers.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
        if StoryboardRegistry.shared.scenes[name] == nil {
            report(
                "UIStoryboard(name: \"\(name)\", bundle:): no storyboard of that name is registered. Register its "
                    + "scenes with UIStoryboard.register(_:inStoryboardNamed:isInitial:make:) before loading it"
            )
        }
    }

    /// Makes the storyboard's initial controller (nil, reported, when none was registered as initial).
    open func instantiateInitialViewController() -> UIViewController? {
        guard let identifier = StoryboardRegistry.shared.initial[name] else {
            report(
                "instantiateInitialViewController(): the storyboard \"\(name)\" has no initial controller. Register "
                    + "one with isInitial: true")
            return nil
        }
        return instantiateViewController(withIdentifier: identifier)
    }

    /// Makes the controller registered under `identifier`. An identifier nothing was registered
    /// under is reported, and a plain `UIViewController` returned (UIKit raises an exception).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let make = StoryboardRegistry.shared.scenes[name]?[identifier] else {
            report(
                "instantiateViewController(withIdentifier: \"\(identifier)\"): the storyboard \"\(name)\" has no "
                    + "controller with that identifier; a plain UIViewController stands in. Register it with "
                    + "UIStoryboard.register(\"\(identifier)\", inStoryboardNamed: \"\(name)\") { … }")
            return UIViewController()
        }
        let controller = make()
        controller.instantiatingStoryboard = self
        controller.awakeFromNib()
        return controller
    }

    /// Makes the controller registered under `identifier` through `creator` (UIKit passes it an
    /// archive; here the coder is empty), falling back to the registered maker when `creator` is
    /// nil or returns nil.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        if let created = creator?(NSCoder()) {
            created.instantiatingStoryboard = self
            created.awakeFromNib()
            return created
        }
        let controller = instantiateViewController(withIdentifier: identifier)
        guard let typed = controller as? ViewController else {
            report(
                "instantiateViewController(identifier: \"\(identifier)\"): the controller made is a "
                    + "\(type(of: controller)), not a \(ViewController.self)")
            // UIKit force-casts here too; a controller that can be made without an archive stands in.
            guard let standIn = ViewController(coder: NSCoder()) else {
                preconditionFailure(
                    "instantiateViewController(identifier: \"\(identifier)\") is not a \(ViewController.self)"
                )
            }
            return standIn
        }
        return typed
    }

    private func report(_ message: String) {
        Diagnostics.report(
            .unsupportedOnLinux, message, clock: FrameClock.executing ?? UIScreen.current?.clock)
    }
}

extension UIStoryboard {
    /// PresentationKit's storyboard registry: the storyboard `name` makes its scene `identifier`
    /// with `make`; `isInitial` makes it the storyboard's initial controller. Registering an
    /// identifier again replaces it.
    public static func register(
        _ identifier: String, inStoryboardNamed name: String, isInitial: Bool = false,
        make: @escaping @MainActor () -> UIViewController
    ) {
        StoryboardRegistry.shared.scenes[name, default: [:]][identifier] = make
        if isInitial { StoryboardRegistry.shared.initial[name] = identifier }
    }

    /// PresentationKit's storyboard registry: in the storyboard `name`, the segue `identifier`
    /// leads to the scene `destination` and performs as `kind`.
    public static func registerSegue(
        _ identifier: String, inStoryboardNamed name: String, destination: String, kind: SegueKind
    ) {
        StoryboardRegistry.shared.segues[name, default: [:]][identifier] = (destination, kind)
    }

    /// Forgets everything registered (a test's teardown).
    public static func removeAllRegistrations() {
        StoryboardRegistry.shared = StoryboardRegistry()
    }

    /// How a registered segue performs, as the storyboard's segue kinds.
    public enum SegueKind: Sendable {
        /// Show: the source's `show(_:sender:)` (a push inside a navigation controller).
        case show
        /// Show detail: the source's `showDetailViewController(_:sender:)`.
        case showDetail
        /// Present modally: the source presents the destination, animated.
        case presentModally
        /// Custom: a segue of this class, whose `perform()` does the transition.
        case custom(UIStoryboardSegue.Type)
    }
}

/// The scenes and segues registered in code, by storyboard name.
@MainActor
struct StoryboardRegistry {
    static var shared = StoryboardRegistry()
    var scenes: [String: [String: @MainActor () -> UIViewController]] = [:]
    var initial: [String: String] = [:]
    var segues: [String: [String: (destination: String, kind: UIStoryboard.SegueKind)]] = [:]
}
