import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// Custom navigation animators driven by the delegate's interaction controller, and cancelled
/// pushes and pops (Behaviour 16.17): the same engine as presentations (Behaviour 12), with the stack, the
/// views and the appearance callbacks put back when a transition is cancelled.
@MainActor
@Suite("Interactive navigation transitions")
struct InteractiveNavigationTests {
    /// Slides the incoming view in from the bottom over 0.4 s, linearly; completes with
    /// `!transitionWasCancelled`, or with `completesWith` when set (a non-interactive cancel).
    final class Rise: NSObject, UIViewControllerAnimatedTransitioning {
        var completesWith: Bool?
        var ended: [Bool] = []
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
            -> TimeInterval
        { 0.4 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let to = transitionContext.viewController(forKey: .to),
                let toView = transitionContext.view(forKey: .to)
            else { return }
            let final = transitionContext.finalFrame(for: to)
            toView.frame = final.offsetBy(dx: 0, dy: final.height)
            transitionContext.containerView.addSubview(toView)
            UIView.animate(
                withDuration: 0.4, delay: 0, options: [.curveLinear], animations: { toView.frame = final },
                completion: { _ in
                    transitionContext.completeTransition(
                        self.completesWith ?? !transitionContext.transitionWasCancelled)
                })
        }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    /// A delegate recording into the log, returning `animator` and `interaction` when set.
    final class Delegate: NSObject, UINavigationControllerDelegate {
        let log: NavigationLog
        var animator: Rise?
        var interaction: UIPercentDrivenInteractiveTransition?
        init(log: NavigationLog) { self.log = log }
        private func name(_ controller: UIViewController) -> String {
            (controller as? NavRecordingController)?.name ?? "\(type(of: controller))"
        }
        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController,
            animated: Bool
        ) { log.entries.append("delegate.willShow(\(name(viewController)))") }
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController,
            animated: Bool
        ) { log.entries.append("delegate.didShow(\(name(viewController)))") }
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    }

    /// A navigation controller at A with B pushed, the delegate set, the log cleared.
    private func stage() -> (
        HeadlessHost, UINavigationController, NavRecordingController, NavRecordingController,
        NavigationLog, Delegate
    ) {
        let (host, navigation, root, log) = NavigationFixture.make()
        let pushed = NavRecordingController("B", log: log)
        navigation.pushViewController(pushed, animated: false)
        let delegate = Delegate(log: log)
        delegate.animator = Rise()
        navigation.delegate = delegate
        log.entries.removeAll()
        return (host, navigation, root, pushed, log, delegate)
    }

    private func minY(_ view: UIView) throws -> Double {
        let layer = try #require(view.layer.presentation())
        return Double(layer.position.y - layer.bounds.height / 2)
    }

    @Test(
        "16.17: a delegate's interaction controller scrubs its animator; a cancelled pop turns everything back"
    )
    func cancelledInteractivePop() throws {
        let (host, navigation, root, pushed, log, delegate) = stage()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        navigation.popViewController(animated: true)
        #expect(
            log.entries == [
                "B.willMove(nil)", "delegate.willShow(A)", "B.viewWillDisappear(true)",
                "A.viewWillAppear(true)",
            ])
        #expect(navigation.viewControllers == [root], "the stack reads without B while the pop runs")
        let coordinator = try #require(pushed.transitionCoordinator)
        #expect(
            coordinator === root.transitionCoordinator && coordinator === navigation.transitionCoordinator)
        #expect(coordinator.isInteractive && coordinator.initiallyInteractive)
        #expect(coordinator.transitionDuration == 0.4)
        var interactionChanges: [Bool] = []
        var completion: Bool?
        coordinator.notifyWhenInteractionChanges { interactionChanges.append($0.isCancelled) }
        _ = coordinator.animate(alongsideTransition: nil) { completion = $0.isCancelled }

        interaction.update(0.25)
        host.advance(by: 0.1)
        #expect(abs(try minY(root.view) - 844 * 0.75) < 1e-6, "held at a quarter of the linear rise")
        #expect(abs(Double(coordinator.percentComplete) - 0.25) < 1e-9)
        interaction.cancel()
        #expect(interactionChanges == [true])
        #expect(
            Array(log.entries.dropFirst(4)) == ["A.viewWillDisappear(true)", "B.viewWillAppear(true)"],
            "Behaviour 12.13: turned back when cancelled")
        // Back to the start over a quarter of 0.4 s, ease-in-out.
        host.advance(by: 0.05)
        #expect(navigation.viewControllers == [root])
        host.runUntilIdle()
        #expect(
            log.entries == [
                "B.willMove(nil)", "delegate.willShow(A)", "B.viewWillDisappear(true)",
                "A.viewWillAppear(true)",
                "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "A.viewDidDisappear(true)",
                "B.viewDidAppear(true)", "B.didMove(nav)",
            ])
        #expect(completion == true)
        #expect(delegate.animator?.ended == [false])
        #expect(navigation.viewControllers == [root, pushed])
        #expect(navigation.topViewController === pushed && pushed.parent === navigation)
        #expect(root.viewIfLoaded?.superview == nil, "the revealed view left again")
        #expect(
            pushed.view.superview === navigation.contentView
                && pushed.view.frame == navigation.contentView.bounds)
        #expect(navigation.navigationBar.backButton?.titleLabel?.text == "A")
        #expect(pushed.transitionCoordinator == nil && root.transitionCoordinator == nil)
        #expect(host.diagnostics.isEmpty)

        // Once more, finished this time.
        log.entries.removeAll()
        navigation.popViewController(animated: true)
        interaction.update(0.6)
        interaction.finish()
        host.runUntilIdle()
        #expect(
            log.entries == [
                "B.willMove(nil)", "delegate.willShow(A)", "B.viewWillDisappear(true)",
                "A.viewWillAppear(true)",
                "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(nil)", "delegate.didShow(A)",
            ])
        #expect(navigation.viewControllers == [root] && pushed.parent == nil)
        #expect(try minY(root.view) == 0)
        #expect(delegate.animator?.ended == [false, true])
    }

    @Test("16.17: a cancelled interactive push leaves the stack, the children and the bar as they were")
    func cancelledInteractivePush() throws {
        let (host, navigation, root, pushed, log, delegate) = stage()
        navigation.popViewController(animated: false)
        log.entries.removeAll()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        navigation.pushViewController(pushed, animated: true)
        #expect(navigation.viewControllers == [root, pushed])
        interaction.update(0.3)
        interaction.cancel()
        host.runUntilIdle()
        #expect(
            log.entries == [
                "B.willMove(nav)", "delegate.willShow(B)", "A.viewWillDisappear(true)",
                "B.viewWillAppear(true)",
                "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "B.viewDidDisappear(true)",
                "A.viewDidAppear(true)", "B.willMove(nil)", "B.didMove(nil)",
            ])
        #expect(navigation.viewControllers == [root])
        #expect(pushed.parent == nil && pushed.viewIfLoaded?.superview == nil)
        #expect(root.view.superview === navigation.contentView)
        #expect(navigation.navigationBar.backButton == nil)
        navigation.pushViewController(pushed, animated: false)
        #expect(navigation.viewControllers == [root, pushed], "the stack works on")
    }

    @Test("16.17: an animator completing with false cancels the push without any interaction")
    func animatorCancels() throws {
        let (host, navigation, root, pushed, log, delegate) = stage()
        navigation.popViewController(animated: false)
        log.entries.removeAll()
        delegate.animator?.completesWith = false
        var cancelled: Bool?
        navigation.pushViewController(pushed, animated: true)
        _ = pushed.transitionCoordinator?.animate(alongsideTransition: nil) { cancelled = $0.isCancelled }
        host.runUntilIdle()
        #expect(
            log.entries == [
                "B.willMove(nav)", "delegate.willShow(B)", "A.viewWillDisappear(true)",
                "B.viewWillAppear(true)",
                "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "B.viewDidDisappear(true)",
                "A.viewDidAppear(true)", "B.willMove(nil)", "B.didMove(nil)",
            ])
        #expect(cancelled == true)
        #expect(navigation.viewControllers == [root] && pushed.parent == nil)
        #expect(
            root.view.superview === navigation.contentView && root.view.frame == navigation.contentView.bounds
        )
        #expect(host.diagnostics.isEmpty)
    }

    @Test("16.17: a quick flick: finish() right after the pop starts runs it to the end from 0")
    func finishedAtOnce() throws {
        let (host, navigation, root, _, log, delegate) = stage()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        let start = host.time
        navigation.popViewController(animated: true)
        interaction.finish()
        host.runUntilIdle()
        #expect(abs(host.time - start - 0.4) < 1e-9, "the whole 0.4 s, at completionSpeed 1")
        #expect(log.entries.last == "delegate.didShow(A)")
        #expect(navigation.viewControllers == [root])
    }

    /// Slides the popped view down on an interruptible property animator (linear, 0.4 s).
    final class InterruptibleDrop: NSObject, UIViewControllerAnimatedTransitioning {
        private var made: UIViewPropertyAnimator?
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
            -> TimeInterval
        { 0.4 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            interruptibleAnimator(using: transitionContext).startAnimation()
        }
        func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
            -> any UIViewImplicitlyAnimating
        {
            if let made { return made }
            let container = transitionContext.containerView
            let fromView = transitionContext.view(forKey: .from)!
            let toView = transitionContext.view(forKey: .to)!
            toView.frame = container.bounds
            container.insertSubview(toView, belowSubview: fromView)
            let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) {
                fromView.frame = container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
            }
            animator.addCompletion { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            made = animator
            return animator
        }
    }

    /// Returns `InterruptibleDrop` and a percent-driven interaction for every animated change.
    final class DropDelegate: NSObject, UINavigationControllerDelegate {
        let animator = InterruptibleDrop()
        let interaction = UIPercentDrivenInteractiveTransition()
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    }

    @Test(
        "16.17: an interruptible delegate animator: scrubbed, let go, caught again by pause(), then finished")
    func interruptiblePop() throws {
        let (host, navigation, root, pushed, log, _) = stage()
        let dropDelegate = DropDelegate()
        navigation.delegate = dropDelegate
        navigation.popViewController(animated: true)
        let coordinator = try #require(pushed.transitionCoordinator)
        #expect(coordinator.isInterruptible && coordinator.isInteractive)
        dropDelegate.interaction.update(0.5)
        #expect(
            abs(try minY(pushed.view) - 422) < 1e-6,
            "half of the linear drop (the view fills the 844-pt height)")
        var changes: [Bool] = []
        coordinator.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        dropDelegate.interaction.finish()
        host.advance(by: 0.05)
        dropDelegate.interaction.pause()
        #expect(coordinator.isInteractive, "caught again")
        dropDelegate.interaction.finish()
        host.runUntilIdle()
        #expect(changes == [false, true, false])
        #expect(navigation.viewControllers == [root] && pushed.parent == nil)
        #expect(log.entries.contains("B.didMove(nil)"))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("16.9, 16.17: a push while an interactive pop is held is reported and dropped")
    func pushDuringInteractivePop() throws {
        let (host, navigation, root, pushed, _, delegate) = stage()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        navigation.popViewController(animated: true)
        interaction.update(0.4)
        navigation.pushViewController(UIViewController(), animated: true)
        #expect(host.diagnostics.filter { $0.kind == .navigationMisuse }.count == 1)
        interaction.cancel()
        host.runUntilIdle()
        #expect(navigation.viewControllers == [root, pushed])
    }

    @Test(
        "16.17: the tab bar delegate's interaction controller drives a change of tab; cancelled, the old tab stays"
    )
    func cancelledTabChange() throws {
        final class TabDelegate: NSObject, UITabBarControllerDelegate {
            let animator = Rise()
            let interaction = UIPercentDrivenInteractiveTransition()
            func tabBarController(
                _ tabBarController: UITabBarController,
                animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
            func tabBarController(
                _ tabBarController: UITabBarController,
                interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
            ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
        }
        let host = HeadlessHost()
        let log = NavigationLog()
        let a = NavRecordingController("A", log: log)
        let b = NavRecordingController("B", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let delegate = TabDelegate()
        tabs.delegate = delegate
        host.window.rootViewController = tabs
        host.runUntilIdle()
        log.entries.removeAll()
        tabs.selectedIndex = 1
        #expect(b.transitionCoordinator?.isInteractive == true)
        delegate.interaction.update(0.5)
        delegate.interaction.cancel()
        host.runUntilIdle()
        #expect(
            log.entries == [
                "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "B.viewWillDisappear(true)",
                "A.viewWillAppear(true)", "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
            ])
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        #expect(a.view.superview != nil && b.viewIfLoaded?.superview == nil)
        #expect(delegate.animator.ended == [false])
        tabs.selectedIndex = 1
        delegate.interaction.finish()
        host.runUntilIdle()
        #expect(tabs.selectedViewController === b && b.view.superview != nil && a.view.superview == nil)
    }
}

/// The bar's title cross-fade (Behaviour 16.4).
@MainActor
@Suite("Navigation title cross-fade")
struct TitleCrossFadeTests {
    private func labels(_ bar: UINavigationBar) -> [UILabel] {
        bar.subviews.compactMap { $0 as? UILabel }
    }

    private func opacity(_ view: UIView) throws -> Double {
        Double(try #require(view.layer.presentation()).opacity)
    }

    @Test(
        "16.4: the old title fades out as the new one fades in, on the slide's spring; a cancel restores it")
    func crossFade() throws {
        let (host, navigation, _, log) = NavigationFixture.make()
        let bar = navigation.navigationBar
        navigation.pushViewController(NavRecordingController("B", log: log), animated: true)
        let shown = labels(bar)
        #expect(shown.map(\.text) == ["A", "B"], "the old title under the new one")
        let old = try #require(shown.first)
        let new = try #require(shown.last)
        host.advance(by: 0.1)
        let fadedIn = try opacity(new)
        #expect(fadedIn > 0 && fadedIn < 1)
        #expect(abs(try opacity(old) - (1 - fadedIn)) < 1e-6, "one curve for both (opacity is a Float)")
        host.runUntilIdle()
        #expect(labels(bar).map(\.text) == ["B"] && new.alpha == 1)

        // A cancelled interactive pop: the pushed title is back at full opacity, alone.
        host.touchDown(at: CGPoint(x: 3, y: 400))
        for x in stride(from: 13.0, through: 63, by: 10) {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: x, y: 400))
        }
        #expect(labels(bar).map(\.text) == ["B", "A"])
        for x in stride(from: 61.0, through: 51, by: -2) {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: x, y: 400))
        }
        host.touchUp()
        host.runUntilIdle()
        #expect(labels(bar).map(\.text) == ["B"])
        #expect(labels(bar).first?.alpha == 1)
        #expect(navigation.viewControllers.count == 2)
    }
}
