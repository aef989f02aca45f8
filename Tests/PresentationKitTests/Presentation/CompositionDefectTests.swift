import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// An animator that completes inside `animateTransition` without animating anything.
@MainActor
private final class InstantAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if presenting, let view = transitionContext.view(forKey: .to) {
            view.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            transitionContext.containerView.addSubview(view)
        }
        transitionContext.completeTransition(true)
    }
}

/// A presentation controller that fades a dimming view alongside the transition.
@MainActor
private final class DimmingController: UIPresentationController {
    let dimmingView = UIView()

    override func presentationTransitionWillBegin() {
        dimmingView.frame = containerView!.bounds
        dimmingView.alpha = 0
        containerView!.addSubview(dimmingView)
        presentingViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }
}

@MainActor
private final class InstantDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        DimmingController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        InstantAnimator(presenting: true)
    }
}

/// Regression tests for the composition defects the fuzzer found, one per defect, each named by the defect number the fuzzer gave it.
@MainActor
@Suite("Composition defects")
struct CompositionDefectTests {
    /// A tablet whose root holds a 44-pt source view at `frame`, for popovers.
    private func tabletWithSource(at frame: CGRect) -> (HeadlessHost, UIViewController, UIView) {
        let host = HeadlessHost(size: CGSize(width: 1024, height: 1366))
        let root = UIViewController()
        host.window.rootViewController = root
        let source = UIView(frame: frame)
        root.view.addSubview(source)
        return (host, root, source)
    }

    /// Presents `presented` from `presenter` and lets the host settle.
    private func present(
        _ presented: UIViewController, from presenter: UIViewController, in host: HeadlessHost,
        animated: Bool = true
    ) {
        presenter.present(presented, animated: animated)
        host.runUntilIdle()
    }

    private func controller(
        _ style: UIModalPresentationStyle, _ transition: UIModalTransitionStyle = .coverVertical
    )
        -> UIViewController
    {
        let controller = UIViewController()
        controller.modalPresentationStyle = style
        controller.modalTransitionStyle = transition
        return controller
    }

    @Test(
        "1: a view animating in a parent that left the window, then left its parent, ends without a trap",
        arguments: [false, true])
    func animatingViewRemovedTwice(freed: Bool) {
        let (host, root) = makeStage()
        var finished: [Bool] = []
        weak var weakChild: UIView?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            weakChild = child
            parent.addSubview(child)
            root.view.addSubview(parent)
            UIView.animate(
                withDuration: 0.3, animations: { child.alpha = 0 }, completion: { finished.append($0) })
            host.advance(by: 0.1)
            // Both leave within one frame: the child goes before the clock notices the parent left.
            parent.removeFromSuperview()
            child.removeFromSuperview()
        }
        host.advance(by: 1 / 60)
        if !freed, let child = weakChild { root.view.addSubview(child) }
        host.runUntilIdle()
        #expect(finished.count == 1)
    }

    @Test(
        "1: root → A full screen → B current context → C full screen, root.dismiss(animated: false), then a rotation"
    )
    func stackDismissedThenRotated() {
        let (host, root) = makeStage()
        let a = controller(.fullScreen)
        present(a, from: root, in: host, animated: false)
        let b = controller(.currentContext)
        present(b, from: a, in: host, animated: false)
        let c = controller(.fullScreen)
        present(c, from: b, in: host, animated: false)
        root.dismiss(animated: false)
        host.runUntilIdle()
        host.resize(to: CGSize(width: 844, height: 390))
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(root.view.window === host.window)
        #expect(root.view.frame == host.window.bounds)
    }

    @Test("2: UIView.animate on a view that left the window a frame earlier still calls its completion")
    func completionAfterLeavingWindow() {
        let (host, root) = makeStage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(view)
        view.removeFromSuperview()
        host.advance(by: 1 / 60)
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { finished.append($0) })
        host.runUntilIdle()
        #expect(finished.count == 1)
    }

    @Test("2: root → A full screen → B over full screen with a flip, root.dismiss(animated: true) completes")
    func flipStackDismissal() {
        let (host, root) = makeStage()
        let a = controller(.fullScreen)
        present(a, from: root, in: host)
        let b = controller(.overFullScreen, .flipHorizontal)
        present(b, from: a, in: host)
        var completions = 0
        root.dismiss(animated: true) { completions += 1 }
        host.runUntilIdle()
        #expect(completions == 1)
        #expect(root.presentedViewController == nil)
        #expect(root.view.window === host.window)
    }

    @Test("3: root → A full screen → B over full screen, root.dismiss: the root view comes back")
    func rootViewReturnsUnderOverFullScreen() {
        let (host, root) = makeStage()
        let a = controller(.fullScreen)
        present(a, from: root, in: host)
        let b = controller(.overFullScreen)
        present(b, from: a, in: host)
        root.dismiss(animated: true)
        host.runUntilIdle()
        #expect(root.view.window === host.window)
        #expect(root.view.frame == host.window.bounds)
        #expect(a.viewIfLoaded?.window == nil)
        #expect(b.viewIfLoaded?.window == nil)
    }

    @Test(
        "3: root → A over full screen → B full screen, root.dismiss: the root's appearance callbacks balance")
    func balancedAppearanceUnderFullScreen() {
        let host = HeadlessHost()
        let log = RecordingController.Log()
        let root = RecordingController("root", log: log)
        host.window.rootViewController = root
        host.runUntilIdle()
        let a = controller(.overFullScreen)
        present(a, from: root, in: host)
        let b = controller(.fullScreen)
        present(b, from: a, in: host)
        log.entries.removeAll()
        root.dismiss(animated: true)
        host.runUntilIdle()
        // The root stayed on screen under A (over full screen): it neither disappeared nor appears.
        #expect(log.entries.isEmpty)
        #expect(root.view.window === host.window)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("8: an animator that completes without animating still runs the alongside blocks")
    func alongsideWithSynchronousCompletion() throws {
        let (host, root) = makeStage()
        let delegate = InstantDelegate()
        let presented = controller(.custom)
        presented.transitioningDelegate = delegate
        present(presented, from: root, in: host)
        let dimming = try #require(presented.presentationController as? DimmingController)
        #expect(dimming.dimmingView.alpha == 1)
    }

    @Test("9: after a cross-dissolve dismissal, presenting the same controller again shows it")
    func crossDissolveTwice() {
        let (host, root) = makeStage()
        let presented = controller(.fullScreen, .crossDissolve)
        present(presented, from: root, in: host)
        presented.dismiss(animated: true)
        host.runUntilIdle()
        present(presented, from: root, in: host)
        #expect(presented.view.alpha == 1)
        #expect(presented.view.window === host.window)
    }

    @Test("10: a NaN frame on a rotated view is reported and changes nothing")
    func nanFrameOnRotatedView() {
        let (host, root) = makeStage()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        root.view.addSubview(view)
        let bounds = view.bounds
        let center = view.center
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(view.bounds == bounds)
        #expect(view.center == center)
        #expect(host.diagnostics.map(\.kind) == [.invalidInput])
    }

    /// A root whose child, framed at (0, 100, 390, 400), defines the presentation context.
    private func contextStage() -> (HeadlessHost, UIViewController, UIViewController) {
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let context = UIViewController()
        context.definesPresentationContext = true
        root.addChild(context)
        context.view.frame = CGRect(x: 0, y: 100, width: 390, height: 400)
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        host.runUntilIdle()
        return (host, root, context)
    }

    @Test("4: context → A current context → B full screen; B.dismiss puts A back where it was")
    func currentContextUnderFullScreen() {
        let (host, root, context) = contextStage()
        let a = controller(.currentContext)
        present(a, from: context, in: host)
        let b = controller(.fullScreen)
        present(b, from: a, in: host)
        b.dismiss(animated: true)
        host.runUntilIdle()
        #expect(a.view.window === host.window)
        #expect(a.view.convert(a.view.bounds, to: nil) == CGRect(x: 0, y: 100, width: 390, height: 400))
        context.dismiss(animated: true)
        host.runUntilIdle()
        #expect(context.view.superview === root.view)
        #expect(
            context.view.convert(context.view.bounds, to: nil)
                == CGRect(x: 0, y: 100, width: 390, height: 400))
        #expect(root.view.superview === host.window)
    }

    @Test(
        "5: tablet, root → form sheet → custom whose dismissal cancels; root.dismiss leaves the stack as it was"
    )
    func cancelledStackDismissal() {
        let host = HeadlessHost(size: CGSize(width: 1024, height: 1366))
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheet = controller(.formSheet)
        present(sheet, from: root, in: host)
        let delegate = CustomTransitionDelegate(
            dismissAnimator: SlideAnimator(presenting: false, ending: .cancel))
        let top = customController(delegate)
        present(top, from: sheet, in: host)
        var completions = 0
        root.dismiss(animated: true) { completions += 1 }
        host.runUntilIdle()
        #expect(completions == 0)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.presentedViewController === top)
        #expect(sheet.view.window === host.window)
        #expect(top.view.window === host.window)
        // A later dismissal with an animator that completes works.
        delegate.dismissAnimator = SlideAnimator(presenting: false)
        root.dismiss(animated: true) { completions += 1 }
        host.runUntilIdle()
        #expect(completions == 1)
        #expect(root.presentedViewController == nil)
        #expect(sheet.viewIfLoaded?.window == nil && top.viewIfLoaded?.window == nil)
    }

    @Test("6: presentations made by a dismissed controller's children go with it")
    func childPresentationsGoWithTheirParent() {
        let (host, root) = makeStage()
        let outer = controller(.fullScreen)
        let child = UIViewController()
        child.definesPresentationContext = true
        outer.addChild(child)
        outer.view.addSubview(child.view)
        child.view.frame = CGRect(x: 0, y: 100, width: 390, height: 400)
        child.didMove(toParent: outer)
        present(outer, from: root, in: host)
        weak var weakA: UIViewController?
        weak var weakB: UIViewController?
        do {
            let a = controller(.overCurrentContext)
            present(a, from: child, in: host)
            let b = controller(.overFullScreen)
            present(b, from: a, in: host)
            weakA = a
            weakB = b
        }
        root.dismiss(animated: true)
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(child.presentedViewController == nil)
        #expect(host.window.hitTest(CGPoint(x: 195, y: 422), with: nil)?.isDescendant(of: root.view) == true)
        #expect(weakA == nil && weakB == nil, "the dismissed controllers are released")
    }

    @Test("11: a tap outside a popover while its dismissal runs asks its delegate nothing")
    func popoverTapDuringTransition() {
        let (host, root, source) = tabletWithSource(at: CGRect(x: 490, y: 20, width: 44, height: 44))
        host.runUntilIdle()
        let content = controller(.popover)
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.popoverPresentationController?.sourceView = source
        let delegate = PopoverDelegateLog()
        content.popoverPresentationController?.delegate = delegate
        present(content, from: root, in: host)
        content.dismiss(animated: true)
        host.advance(by: 0.05)
        host.tap(at: CGPoint(x: 900, y: 1200))
        host.runUntilIdle()
        #expect(delegate.entries == ["prepare"])
        #expect(root.presentedViewController == nil)
    }

    @Test("7: a page sheet rotated mid-presentation ends at the landscape frame")
    func sheetRotatedMidPresentation() throws {
        let (host, root) = makeStage()
        let sheet = controller(.pageSheet)
        root.present(sheet, animated: true)
        host.advance(by: 0.1)
        host.resize(to: CGSize(width: 844, height: 390))
        host.runUntilIdle()
        let controller = try #require(sheet.presentationController)
        #expect(sheet.view.frame == controller.frameOfPresentedViewInContainerView)
        #expect(controller.containerView?.bounds.size == CGSize(width: 844, height: 390))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("7: a root view covered during a rotation has the window's size after the dismissal")
    func coveredRootRotated() {
        let (host, root) = makeStage()
        let cover = controller(.fullScreen)
        present(cover, from: root, in: host)
        host.resize(to: CGSize(width: 844, height: 390))
        host.runUntilIdle()
        cover.dismiss(animated: true)
        host.runUntilIdle()
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("12: a popover whose only permitted side has no room keeps its size inside the margins")
    func popoverWithoutRoom() throws {
        let (host, root, source) = tabletWithSource(at: CGRect(x: 490, y: 0, width: 44, height: 44))
        host.runUntilIdle()
        let content = controller(.popover)
        content.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        popover.permittedArrowDirections = .down
        present(content, from: root, in: host, animated: false)
        let frame = content.view.convert(content.view.bounds, to: nil)
        #expect(frame.width == 300)
        #expect(frame.height > 0)
        let margins = host.window.bounds.insetBy(dx: 10, dy: 10)
        #expect(margins.contains(frame), "\(frame) inside \(margins)")
    }

    @Test("12: a current-context presentation covered by a full-screen one disappears and reappears")
    func currentContextCoveredCallbacks() {
        let (host, _, context) = contextStage()
        let log = RecordingController.Log()
        let a = RecordingController("a", log: log)
        a.modalPresentationStyle = .currentContext
        present(a, from: context, in: host)
        log.entries.removeAll()
        let b = controller(.fullScreen)
        present(b, from: a, in: host)
        #expect(log.entries == ["a.viewWillDisappear", "a.viewDidDisappear"])
        log.entries.removeAll()
        b.dismiss(animated: true)
        host.runUntilIdle()
        #expect(log.entries == ["a.viewWillAppear", "a.viewDidAppear"])
    }

    @Test(
        "11: a tap outside a popover while another presentation runs in the window asks its delegate nothing")
    func popoverTapDuringAnotherTransition() {
        let (host, root, source) = tabletWithSource(at: CGRect(x: 490, y: 20, width: 44, height: 44))
        let context = UIViewController()
        context.definesPresentationContext = true
        root.addChild(context)
        context.view.frame = CGRect(x: 0, y: 1000, width: 1024, height: 366)
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        host.runUntilIdle()
        let content = controller(.popover)
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.popoverPresentationController?.sourceView = source
        let delegate = PopoverDelegateLog()
        content.popoverPresentationController?.delegate = delegate
        present(content, from: root, in: host)
        // Another presentation starts over the context child, lower on the screen.
        let other = controller(.overCurrentContext)
        context.present(other, animated: true)
        host.advance(by: 0.05)
        host.tap(at: CGPoint(x: 900, y: 600))
        host.runUntilIdle()
        #expect(delegate.entries == ["prepare"])
        #expect(root.presentedViewController === content)
    }
}
