import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// The tab bar that `hidesBottomBarWhenPushed` hides slides with the navigation transition
/// (Behaviour 16.25): away with the covered view on an animated push, back with the revealed view on
/// an animated pop, under the finger on the edge swipe; the safe area is as when it hid at once.
@MainActor
@Suite("Tab bar sliding with pushes and pops")
struct TabBarSlideTests {
    /// The default slide's progress at `t` seconds (Behaviour 16.4), computed here independently:
    /// ω solves (1 + ωT)e^(−ωT) = 0.001 at T = 0.35, and the progress is 1 − (1 + ωt)e^(−ωt).
    private func progress(at t: Double) -> Double {
        let omega = ReferenceCurves.solveDecreasing(
            { (1 + $0 * 0.35) * exp(-$0 * 0.35) }, target: 0.001, low: 0.1, high: 1000)
        let t = min(max(t, 0), 0.35)
        return 1 - (1 + omega * t) * exp(-omega * t)
    }

    /// Where the tab bar is drawn now, in window coordinates: its presentation frame, carried by
    /// its superview's (not animated here: the navigation controller's content area).
    private func drawnFrame(_ bar: UIView) throws -> CGRect {
        let layer = try #require(bar.layer.presentation())
        let origin = try #require(bar.superview).convert(CGPoint.zero, to: nil)
        return CGRect(
            x: origin.x + layer.position.x - layer.bounds.width / 2,
            y: origin.y + layer.position.y - layer.bounds.height / 2, width: layer.bounds.width,
            height: layer.bounds.height)
    }

    private func minX(_ view: UIView) throws -> Double {
        let layer = try #require(view.layer.presentation())
        return Double(layer.position.x - layer.bounds.width / 2)
    }

    /// A tab bar controller on the notched phone (393 × 852, the tab bar 49 + 34 pt) whose first
    /// tab is a navigation controller.
    /// A controller that asks to hide the bottom bar when pushed.
    private func hidingController() -> UIViewController {
        let controller = UIViewController()
        controller.hidesBottomBarWhenPushed = true
        return controller
    }

    private func stage() -> (HeadlessHost, UITabBarController, UINavigationController, UIViewController) {
        let host = HeadlessHost(device: .notchedPhone)
        let root = UIViewController()
        root.view.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        return (host, tabs, navigation, root)
    }

    private let resting = CGRect(x: 0, y: 852 - 83, width: 393, height: 83)

    @Test(
        "an animated push: the tab bar leaves with the covered view, under the pushed one (Behaviour 16.25)")
    func push() throws {
        let (host, tabs, navigation, root) = stage()
        let bar = tabs.tabBar
        #expect(bar.frame == resting)
        let detail = hidingController()
        let start = host.time
        navigation.pushViewController(detail, animated: true)
        #expect(detail.view.safeAreaInsets.bottom == 34, "the safe area loses the tab bar as the push begins")
        #expect(root.view.safeAreaInsets.bottom == 34)
        // The bar lies just above the covered view: the pushed view (and the dim) come over it.
        let container = try #require(bar.superview)
        #expect(container === detail.view.superview)
        let order = container.subviews
        let barIndex = try #require(order.firstIndex { $0 === bar })
        #expect(order.firstIndex { $0 === root.view } == barIndex - 1)
        #expect(try #require(order.firstIndex { $0 === detail.view }) > barIndex)
        for step in [0.02, 0.06, 0.1, 0.175, 0.25, 0.34] {
            host.advance(by: start + step - host.time)
            let p = progress(at: host.time - start)
            let drawn = try drawnFrame(bar)
            #expect(abs(drawn.minX - (-393.0 / 3 * p)) < 1e-6, "at t = \(step)")
            #expect(abs(drawn.minX - (try minX(root.view))) < 1e-6, "with the covered view")
            #expect(drawn.minY == resting.minY && drawn.size == resting.size)
            #expect(!bar.isHidden, "drawn while it slides")
        }
        host.runUntilIdle()
        #expect(bar.isHidden)
        #expect(bar.superview === tabs.view && bar.frame == resting)
        #expect(bar.layer.animationKeys()?.isEmpty ?? true)
        #expect(bar.isUserInteractionEnabled)
        #expect(detail.view.safeAreaInsets.bottom == 34)
        #expect(navigation.view.frame.height == 852)
    }

    @Test("an animated pop to a stack that shows it: the tab bar comes back with the revealed view")
    func pop() throws {
        let (host, tabs, navigation, root) = stage()
        let bar = tabs.tabBar
        let detail = hidingController()
        navigation.pushViewController(detail, animated: true)
        host.runUntilIdle()
        let start = host.time
        navigation.popViewController(animated: true)
        #expect(
            root.view.safeAreaInsets.bottom == 34, "the safe area gets the tab bar back when the pop ends")
        let container = try #require(bar.superview)
        #expect(container === root.view.superview)
        let order = container.subviews
        let barIndex = try #require(order.firstIndex { $0 === bar })
        #expect(order.firstIndex { $0 === root.view } == barIndex - 1, "just above the revealed view")
        #expect(try #require(order.firstIndex { $0 === detail.view }) > barIndex, "under the popped one")
        for step in [0.03, 0.08, 0.15, 0.22, 0.34] {
            host.advance(by: start + step - host.time)
            let p = progress(at: host.time - start)
            let drawn = try drawnFrame(bar)
            #expect(abs(drawn.minX - (-393.0 / 3 * (1 - p))) < 1e-6, "at t = \(step)")
            #expect(abs(drawn.minX - (try minX(root.view))) < 1e-6, "with the revealed view")
            #expect(drawn.minY == resting.minY)
        }
        host.runUntilIdle()
        #expect(!bar.isHidden)
        #expect(bar.superview === tabs.view && bar.frame == resting)
        #expect(tabs.view.subviews.last === bar, "over the content again")
        #expect(abs(root.view.safeAreaInsets.bottom - 83) < 1e-9)
    }

    @Test("a push without animation hides the tab bar at once, where it was")
    func immediatePush() throws {
        let (host, tabs, navigation, _) = stage()
        let detail = hidingController()
        navigation.pushViewController(detail, animated: false)
        #expect(tabs.tabBar.isHidden)
        #expect(tabs.tabBar.superview === tabs.view && tabs.tabBar.frame == resting)
        #expect(tabs.tabBar.layer.animationKeys()?.isEmpty ?? true, "nothing slides")
        host.runUntilIdle()
        #expect(detail.view.safeAreaInsets.bottom == 34)
    }

    @Test("the edge swipe drags the tab bar in with the revealed view; a cancelled pop leaves it hidden")
    func cancelledSwipe() throws {
        let (host, tabs, navigation, root) = stage()
        let bar = tabs.tabBar
        let detail = hidingController()
        navigation.pushViewController(detail, animated: false)
        host.runUntilIdle()
        host.touchDown(at: CGPoint(x: 3, y: 400))
        for x in stride(from: 13.0, through: 93, by: 10) {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: x, y: 400))
        }
        host.advance(by: 1.0 / 60)
        let pan = try #require(navigation.interactivePopGestureRecognizer as? UIPanGestureRecognizer)
        let translation = Double(pan.translation(in: navigation.view).x)
        #expect(translation > 40)
        let drawn = try drawnFrame(bar)
        #expect(!bar.isHidden)
        #expect(abs(drawn.minX - (-393.0 / 3 * (1 - translation / 393))) < 1e-6, "scrubbed by the finger")
        #expect(abs(drawn.minX - (try minX(root.view))) < 1e-6)
        #expect(root.view.safeAreaInsets.bottom == 34)
        // Let go slowly, short of half the width: cancelled.
        host.advance(by: 0.5)
        host.touchUp()
        host.runUntilIdle()
        #expect(navigation.topViewController === detail)
        #expect(bar.isHidden, "the pop was cancelled: the stack still hides it")
        #expect(bar.superview === tabs.view && bar.frame == resting)
        #expect(detail.view.safeAreaInsets.bottom == 34)
        // The next pop brings it back.
        navigation.popViewController(animated: true)
        host.runUntilIdle()
        #expect(!bar.isHidden && bar.superview === tabs.view)
        #expect(abs(root.view.safeAreaInsets.bottom - 83) < 1e-9)
    }

    @Test("a delegate's animator: the tab bar slides alongside, on the animator's duration and curve")
    func delegateAnimator() throws {
        let (host, tabs, navigation, root) = stage()
        let delegate = LinearPushDelegate()
        navigation.delegate = delegate
        let detail = hidingController()
        let start = host.time
        navigation.pushViewController(detail, animated: true)
        for step in [0.1, 0.2, 0.3] {
            host.advance(by: start + step - host.time)
            let fraction = (host.time - start) / LinearPushAnimator.duration
            #expect(abs(try drawnFrame(tabs.tabBar).minX - (-393.0 / 3 * fraction)) < 1e-6, "at t = \(step)")
        }
        #expect(try minX(root.view) == 0, "this animator leaves the covered view in place")
        host.runUntilIdle()
        #expect(tabs.tabBar.isHidden && tabs.tabBar.superview === tabs.view)
        withExtendedLifetime(delegate) {}
    }
}

/// Pushes with `LinearPushAnimator`.
private final class LinearPushDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .push ? LinearPushAnimator() : nil
    }
}

/// Slides the pushed view in from the right over 0.4 s, linear, leaving the covered view alone.
private final class LinearPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration = 0.4

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let to = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        let final = transitionContext.finalFrame(for: to)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: [.curveLinear],
            animations: { toView.frame = final },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
