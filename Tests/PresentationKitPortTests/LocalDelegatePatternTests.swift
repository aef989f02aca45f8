import PresentationKit
import Testing

// Apple's custom-presentation sample makes the presentation controller its own transitioning
// delegate, keeps it only in a local variable of the presenting method, and assigns it to the weak
// `transitioningDelegate` right before `present`. UIKit asks the delegate inside `present`, so the
// pattern works there; it must work here too.

final class SelfDelegatingPresentationController: UIPresentationController,
    UIViewControllerTransitioningDelegate
{
    var dimmingView: UIView?

    override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        presentedViewController.modalPresentationStyle = .custom
    }

    override func presentationTransitionWillBegin() {
        let dimmingView = UIView(frame: containerView!.bounds)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.alpha = 0
        containerView!.addSubview(dimmingView)
        self.dimmingView = dimmingView
        presentingViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                dimmingView.alpha = 1
            }, completion: nil)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView!.bounds
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        precondition(presented == presentedViewController)
        return self
    }
}

final class SamplePresenter: UIViewController {
    let card = UIViewController()

    func showCard() {
        let presentationController = SelfDelegatingPresentationController(
            presentedViewController: card, presenting: self)
        card.transitioningDelegate = presentationController
        present(card, animated: true, completion: nil)
    }
}

@MainActor
@Suite("Port · the local-delegate pattern of Apple's sample")
struct LocalDelegatePatternTests {
    @Test("a presentation controller held only by a local variable presents as a custom presentation")
    func presentsCustom() throws {
        let stage = PortStage()
        let presenter = SamplePresenter()
        stage.embed(presenter)
        presenter.showCard()
        // Asked inside present: the custom controller is in place as soon as present returns.
        #expect(presenter.card.presentationController is SelfDelegatingPresentationController)
        stage.host.runUntilIdle()
        let controller = try #require(
            presenter.card.presentationController as? SelfDelegatingPresentationController)
        #expect(presenter.card.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(controller.dimmingView?.alpha == 1)
        #expect(controller.dimmingView?.superview === controller.containerView)
    }

    @Test("it is released after the dismissal")
    func released() throws {
        let stage = PortStage()
        let presenter = SamplePresenter()
        stage.embed(presenter)
        weak var weakController: UIPresentationController?
        presenter.showCard()
        weakController = presenter.card.presentationController
        stage.host.runUntilIdle()
        #expect(weakController != nil)
        presenter.card.dismiss(animated: true, completion: nil)
        stage.host.runUntilIdle()
        #expect(weakController == nil)
        #expect(presenter.card.presentationController == nil)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }
}
