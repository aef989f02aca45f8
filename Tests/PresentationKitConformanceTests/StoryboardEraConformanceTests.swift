import Foundation
import PresentationKit
import Testing

/// A scene controller overriding the storyboard-era members with UIKit's spelling.
class ConformingSceneController: UIViewController {
    override var storyboard: UIStoryboard? {
        note("UIViewController")
        return super.storyboard
    }
    override func performSegue(withIdentifier identifier: String, sender: Any?) {
        note("UIViewController")
        super.performSegue(withIdentifier: identifier, sender: sender)
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        note("UIViewController")
        super.prepare(for: segue, sender: sender)
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        note("UIViewController")
        return super.shouldPerformSegue(withIdentifier: identifier, sender: sender)
    }
    override var topLayoutGuide: UILayoutSupport {
        note("UIViewController")
        return super.topLayoutGuide
    }
    override var bottomLayoutGuide: UILayoutSupport {
        note("UIViewController")
        return super.bottomLayoutGuide
    }
    override var automaticallyAdjustsScrollViewInsets: Bool {
        get {
            note("UIViewController")
            return super.automaticallyAdjustsScrollViewInsets
        }
        set {
            note("UIViewController")
            super.automaticallyAdjustsScrollViewInsets = newValue
        }
    }
    override func awakeFromNib() {
        note("UIResponder")
        super.awakeFromNib()
    }
}

class ConformingStoryboard: UIStoryboard {
    override func instantiateInitialViewController() -> UIViewController? {
        note("UIStoryboard")
        return super.instantiateInitialViewController()
    }
    override func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        note("UIStoryboard")
        return super.instantiateViewController(withIdentifier: identifier)
    }
}

class ConformingSegue: UIStoryboardSegue {
    override var identifier: String? {
        note("UIStoryboardSegue")
        return super.identifier
    }
    override var source: UIViewController {
        note("UIStoryboardSegue")
        return super.source
    }
    override var destination: UIViewController {
        note("UIStoryboardSegue")
        return super.destination
    }
    override func perform() {
        note("UIStoryboardSegue")
        source.present(destination, animated: false, completion: nil)
    }
}

class ConformingMotionEffect: UIMotionEffect {
    override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        note("UIMotionEffect")
        return ["alpha": 1]
    }
}

class ConformingInterpolatingMotionEffect: UIInterpolatingMotionEffect {
    override init(keyPath: String, type: UIInterpolatingMotionEffect.EffectType) {
        super.init(keyPath: keyPath, type: type)
        note("UIInterpolatingMotionEffect")
    }
    override var minimumRelativeValue: Any? {
        get {
            note("UIInterpolatingMotionEffect")
            return super.minimumRelativeValue
        }
        set { super.minimumRelativeValue = newValue }
    }
    override var maximumRelativeValue: Any? {
        get {
            note("UIInterpolatingMotionEffect")
            return super.maximumRelativeValue
        }
        set { super.maximumRelativeValue = newValue }
    }
}

class ConformingMotionEffectGroup: UIMotionEffectGroup {
    override var motionEffects: [UIMotionEffect]? {
        get {
            note("UIMotionEffectGroup")
            return super.motionEffects
        }
        set { super.motionEffects = newValue }
    }
}

class MotionConformingView: UIView {
    override var motionEffects: [UIMotionEffect] {
        get {
            note("UIView")
            return super.motionEffects
        }
        set {
            note("UIView")
            super.motionEffects = newValue
        }
    }
    override func addMotionEffect(_ effect: UIMotionEffect) {
        note("UIView")
        super.addMotionEffect(effect)
    }
    override func removeMotionEffect(_ effect: UIMotionEffect) {
        note("UIView")
        super.removeMotionEffect(effect)
    }
}

@MainActor
@Suite("Conformance · storyboard-era API")
struct StoryboardEraConformanceTests {
    @Test("a storyboard makes, awakes and segues through the overrides")
    func storyboards() {
        let log = CallLog.start()
        UIStoryboard.register("Root", inStoryboardNamed: "Conformance", isInitial: true) {
            ConformingSceneController()
        }
        UIStoryboard.register("Next", inStoryboardNamed: "Conformance") { UIViewController() }
        UIStoryboard.registerSegue(
            "next", inStoryboardNamed: "Conformance", destination: "Next", kind: .custom(ConformingSegue.self)
        )
        let stage = Stage()
        let storyboard = ConformingStoryboard(name: "Conformance", bundle: nil)
        guard let root = storyboard.instantiateInitialViewController() as? ConformingSceneController else {
            Issue.record("the initial controller was not made")
            return
        }
        #expect(
            inOrder(
                log.take(), ["UIStoryboard.instantiateInitialViewController()", "UIResponder.awakeFromNib()"])
        )
        stage.root.present(root, animated: false, completion: nil)
        stage.host.runUntilIdle()
        root.performSegue(withIdentifier: "next", sender: nil)
        stage.host.runUntilIdle()
        let segue = log.take()
        #expect(
            inOrder(
                segue,
                [
                    "UIViewController.performSegue(withIdentifier:sender:)",
                    "UIStoryboard.instantiateViewController(withIdentifier:)",
                    "UIViewController.prepare(for:sender:)",
                    "UIStoryboardSegue.perform()",
                ]), "\(segue)")
        #expect(root.presentedViewController != nil)
        let asController: UIViewController = root
        #expect(asController.storyboard === storyboard)
        _ = asController.shouldPerformSegue(withIdentifier: "next", sender: nil)
        asController.automaticallyAdjustsScrollViewInsets = false
        #expect(asController.topLayoutGuide.length >= 0 && asController.bottomLayoutGuide.length >= 0)
        let made = ConformingSegue(identifier: "x", source: root, destination: UIViewController())
        _ = (made.identifier, made.destination)
        #expect(log.missing("UIViewController", among: Manifest.viewControllerStoryboardEra) == [])
        #expect(log.missing("UIResponder", among: Manifest.responderStoryboardEra) == [])
        #expect(log.missing("UIStoryboard") == [])
        #expect(log.missing("UIStoryboardSegue") == [])
    }

    @Test("motion effects are stored and answer through the overrides")
    func motionEffects() {
        let log = CallLog.start()
        let view = MotionConformingView()
        let interpolating = ConformingInterpolatingMotionEffect(
            keyPath: "center.y", type: .tiltAlongVerticalAxis)
        interpolating.minimumRelativeValue = -4
        interpolating.maximumRelativeValue = 4
        let group = ConformingMotionEffectGroup()
        group.motionEffects = [interpolating, ConformingMotionEffect()]
        view.addMotionEffect(group)
        let values = view.motionEffects.first?.keyPathsAndRelativeValues(
            forViewerOffset: UIOffset(horizontal: 0, vertical: -1))
        #expect(values?["center.y"] as? Double == -4)
        #expect(values?["alpha"] as? Int == 1)
        view.removeMotionEffect(group)
        view.motionEffects = []
        #expect(log.missing("UIView", among: Manifest.viewMotionEffects) == [])
        #expect(log.missing("UIMotionEffect") == [])
        #expect(log.missing("UIInterpolatingMotionEffect") == [])
        #expect(log.missing("UIMotionEffectGroup") == [])
    }
}
