import Foundation
import PresentationKit
import Testing

/// Held-out tests of issue 34, "a controller presented again is shown": built-in transitions leave
/// the presented (and presenting) views at rest when they end, so a controller kept and presented
/// again with another built-in style is visible (alpha 1, identity transforms), as on iOS.
@MainActor
@Suite("Held out: a controller presented again")
struct PresentedAgainHeldOutTests {
    struct Pair: CustomTestStringConvertible, Sendable {
        let first: UIModalTransitionStyle
        let second: UIModalTransitionStyle
        var firstStyle: UIModalPresentationStyle = .fullScreen
        var secondStyle: UIModalPresentationStyle = .fullScreen
        var testDescription: String { "\(first) → \(second) (\(firstStyle) → \(secondStyle))" }
    }

    nonisolated static let pairs: [Pair] = [
        Pair(first: .crossDissolve, second: .coverVertical),
        Pair(first: .flipHorizontal, second: .coverVertical),
        Pair(first: .coverVertical, second: .crossDissolve),
        Pair(first: .flipHorizontal, second: .crossDissolve),
        Pair(first: .crossDissolve, second: .flipHorizontal),
        Pair(
            first: .crossDissolve, second: .coverVertical, firstStyle: .overFullScreen,
            secondStyle: .fullScreen),
        Pair(
            first: .crossDissolve, second: .coverVertical, firstStyle: .fullScreen,
            secondStyle: .overFullScreen),
        Pair(
            first: .flipHorizontal, second: .coverVertical, firstStyle: .overFullScreen,
            secondStyle: .overFullScreen),
    ]

    private func expectAtRest(_ view: UIView, _ label: String) {
        #expect(view.alpha == 1, "\(label) alpha")
        #expect(view.transform == .identity, "\(label) transform")
        #expect(CATransform3DIsIdentity(view.layer.transform), "\(label) layer transform")
        #expect(!view.isHidden, "\(label) hidden")
        if let presentation = view.layer.presentation() {
            #expect(presentation.opacity == 1, "\(label) presentation opacity")
        }
    }

    @Test("a kept controller presented again with another built-in style is visible", arguments: pairs)
    func presentedAgain(_ pair: Pair) {
        let host = HeadlessHost(device: .notchedPhone)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let kept = UIViewController()
        kept.modalPresentationStyle = pair.firstStyle
        kept.modalTransitionStyle = pair.first
        root.present(kept, animated: true)
        host.runUntilIdle()
        kept.dismiss(animated: true)
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        expectAtRest(root.view, "presenter after the first dismissal")

        kept.modalPresentationStyle = pair.secondStyle
        kept.modalTransitionStyle = pair.second
        root.present(kept, animated: true)
        host.runUntilIdle()
        #expect(root.presentedViewController === kept)
        #expect(kept.view.window === host.window)
        #expect(heldOutClose(heldOutWindowFrame(of: kept.view), host.window.bounds))
        expectAtRest(kept.view, "presented again")
    }

    @Test("presented with .crossDissolve, dismissed without animation, presented again: visible")
    func dismissedWithoutAnimation() {
        let host = HeadlessHost(device: .notchedPhone)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let kept = UIViewController()
        kept.modalTransitionStyle = .crossDissolve
        kept.modalPresentationStyle = .fullScreen
        root.present(kept, animated: true)
        host.runUntilIdle()
        kept.dismiss(animated: false)
        host.runUntilIdle()
        kept.modalTransitionStyle = .coverVertical
        root.present(kept, animated: false)
        host.runUntilIdle()
        expectAtRest(kept.view, "presented again")
        #expect(heldOutClose(heldOutWindowFrame(of: kept.view), host.window.bounds))
    }

    @Test("an iPad form sheet: .crossDissolve, dismissed, then .coverVertical sits at its frame, visible")
    func tabletFormSheetAgain() throws {
        let host = HeadlessHost(device: .tablet)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let kept = UIViewController()
        kept.modalPresentationStyle = .formSheet
        kept.modalTransitionStyle = .crossDissolve
        root.present(kept, animated: true)
        host.runUntilIdle()
        let firstFrame = heldOutWindowFrame(of: kept.view)
        kept.dismiss(animated: true)
        host.runUntilIdle()
        kept.modalTransitionStyle = .coverVertical
        root.present(kept, animated: true)
        host.runUntilIdle()
        expectAtRest(kept.view, "form sheet presented again")
        #expect(heldOutClose(heldOutWindowFrame(of: kept.view), firstFrame))
    }

    @Test("the same controller presented three times with three styles ends visible each time")
    func threeTimes() {
        let host = HeadlessHost(device: .notchedPhone)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let kept = UIViewController()
        kept.modalPresentationStyle = .fullScreen
        for style in [UIModalTransitionStyle.flipHorizontal, .crossDissolve, .coverVertical] {
            kept.modalTransitionStyle = style
            root.present(kept, animated: true)
            host.runUntilIdle()
            expectAtRest(kept.view, "presented with \(style)")
            #expect(heldOutClose(heldOutWindowFrame(of: kept.view), host.window.bounds))
            kept.dismiss(animated: true)
            host.runUntilIdle()
            expectAtRest(root.view, "presenter after \(style)")
        }
    }
    @Test("presented again from a pushed controller, after a .crossDissolve dismissal: visible")
    func fromNavigationChild() {
        let host = HeadlessHost(device: .notchedPhone)
        let pushed = UIViewController()
        let nav = UINavigationController(rootViewController: UIViewController())
        host.window.rootViewController = nav
        host.runUntilIdle()
        nav.pushViewController(pushed, animated: false)
        host.runUntilIdle()
        let kept = UIViewController()
        kept.modalPresentationStyle = .overFullScreen
        kept.modalTransitionStyle = .crossDissolve
        pushed.present(kept, animated: true)
        host.runUntilIdle()
        kept.dismiss(animated: true)
        host.runUntilIdle()
        kept.modalTransitionStyle = .coverVertical
        pushed.present(kept, animated: true)
        host.runUntilIdle()
        expectAtRest(kept.view, "presented again")
        #expect(kept.view.window === host.window)
    }

    @Test(
        "a controller shown first in a custom card and then with .crossDissolve full screen is visible and full size"
    )
    func customThenBuiltIn() {
        let host = HeadlessHost(device: .notchedPhone)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let transitioning = HeldOutCardTransitioning()
        let kept = UIViewController()
        kept.modalPresentationStyle = .custom
        kept.transitioningDelegate = transitioning
        root.present(kept, animated: true)
        host.runUntilIdle()
        kept.dismiss(animated: true)
        host.runUntilIdle()
        kept.transitioningDelegate = nil
        kept.modalPresentationStyle = .fullScreen
        kept.modalTransitionStyle = .crossDissolve
        root.present(kept, animated: true)
        host.runUntilIdle()
        expectAtRest(kept.view, "presented again")
        #expect(heldOutClose(heldOutWindowFrame(of: kept.view), host.window.bounds))
        withExtendedLifetime(transitioning) {}
    }
}
