import PresentationKit
import Testing

/// A controller that intercepts present and dismiss, as apps and libraries do to log or redirect.
final class InterceptingController: UIViewController {
    var calls: [String] = []

    override func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        calls.append("present(\(type(of: viewControllerToPresent)))")
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        calls.append("dismiss")
        super.dismiss(animated: flag, completion: completion)
    }
}

/// UIKit's convenience `init()` and a subclass that overrides the designated initializer.
final class NibNamedController: UIViewController {
    var initializedThroughNibInit = false

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        initializedThroughNibInit = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
@Suite("Port · overridable members and initializers")
struct OverridablePresentTests {
    @Test("overrides of present and dismiss are called, and still present and dismiss")
    func interceptPresent() {
        let stage = PortStage()
        let presenter = InterceptingController()
        stage.host.window.rootViewController = presenter
        stage.host.runUntilIdle()
        let presented = InterceptingController()
        presenter.present(presented, animated: true)
        stage.host.runUntilIdle()
        #expect(presenter.presentedViewController === presented)
        presented.dismiss(animated: true)
        stage.host.runUntilIdle()
        #expect(presenter.presentedViewController == nil)
        #expect(presenter.calls == ["present(InterceptingController)"])
        #expect(presented.calls == ["dismiss"])
    }

    @Test("UIViewController() runs an overridden init(nibName:bundle:)")
    func convenienceInit() {
        #expect(NibNamedController().initializedThroughNibInit)
    }
}
