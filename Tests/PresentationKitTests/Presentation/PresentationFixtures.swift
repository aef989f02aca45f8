import Foundation
import PresentationKitTestSupport

@testable import PresentationKit

/// The test support's recording controller, recording only its appearance callbacks into a shared
/// list, as the presentation tests compare them.
@MainActor
final class RecordingController: RecordingViewController {
    typealias Log = CallbackLog

    override init(_ name: String, log: CallbackLog) {
        super.init(name, log: log)
        recordsOnlyAppearance = true
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// An animator that slides the presented view in from the right over `duration`, or out; it can
/// cancel (complete with false) or never complete at all.
@MainActor
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Ending { case complete, cancel, never }
    let presenting: Bool
    let duration: TimeInterval
    let ending: Ending
    var endedWith: Bool?

    init(presenting: Bool, duration: TimeInterval = 0.3, ending: Ending = .complete) {
        self.presenting = presenting
        self.duration = duration
        self.ending = ending
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let view = transitionContext.view(forKey: presenting ? .to : .from)!
        let width = container.bounds.width
        if presenting {
            let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            view.frame = final.offsetBy(dx: width, dy: 0)
            container.addSubview(view)
        }
        let ending = self.ending
        UIView.animate(
            withDuration: duration, delay: 0, options: .curveLinear,
            animations: { view.center.x += self.presenting ? -width : width },
            completion: { _ in
                switch ending {
                case .complete:
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                case .cancel: transitionContext.completeTransition(false)
                case .never: break
                }
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endedWith = transitionCompleted
    }
}

/// A custom presentation: a presentation controller of the given class and slide animators.
@MainActor
final class CustomTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var presentAnimator: SlideAnimator?
    var dismissAnimator: SlideAnimator?
    var makeController: (UIViewController, UIViewController?) -> UIPresentationController? = {
        presented, presenting in
        UIPresentationController(presentedViewController: presented, presenting: presenting)
    }

    init(
        presentAnimator: SlideAnimator? = SlideAnimator(presenting: true),
        dismissAnimator: SlideAnimator? = SlideAnimator(presenting: false)
    ) {
        self.presentAnimator = presentAnimator
        self.dismissAnimator = dismissAnimator
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        makeController(presented, presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        presentAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )? {
        dismissAnimator
    }
}

/// A phone host with a root controller.
@MainActor
func makeStage() -> (HeadlessHost, UIViewController) {
    let host = HeadlessHost()
    let root = UIViewController()
    host.window.rootViewController = root
    host.advance(by: 0)
    return (host, root)
}

/// A `.custom` controller using `delegate`.
@MainActor
func customController(
    _ delegate: CustomTransitionDelegate, name: String = "presented", log: RecordingController.Log = .init()
)
    -> RecordingController
{
    let controller = RecordingController(name, log: log)
    controller.modalPresentationStyle = .custom
    controller.transitioningDelegate = delegate
    return controller
}
