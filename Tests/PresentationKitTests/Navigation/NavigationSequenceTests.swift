import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// Seeded random sequences of pushes, pops, stack replacements, swipes and waits, checking after
/// every step what Behaviour 16.1–16.3 promise: the children are the stack, only the top's view is
/// shown, appearance states agree with what is on screen, and nothing is left running.
@MainActor
@Suite("Navigation sequences")
struct NavigationSequenceTests {
    typealias Generator = SeededGenerator

    private func checkSettled(_ navigation: UINavigationController, step: String) {
        let stack = navigation.viewControllers
        #expect(navigation.children.map(ObjectIdentifier.init) == stack.map(ObjectIdentifier.init), "\(step)")
        for controller in stack.dropLast() {
            #expect(controller.viewIfLoaded?.superview == nil, "\(step): a covered view is taken out")
            #expect(
                controller.appearanceState == .disappeared, "\(step): covered controllers have disappeared")
        }
        if let top = stack.last {
            #expect(top.view.isDescendant(of: navigation.view), "\(step): the top's view is shown")
            #expect(top.appearanceState == .appeared, "\(step): the top has appeared")
            #expect(top.view.frame.origin == .zero, "\(step): the top's view rests at the origin")
            #expect(top.transitionCoordinator == nil, "\(step): nothing runs")
        }
        #expect(
            navigation.navigationBar.topItem === stack.last?.navigationItem, "\(step): the bar shows the top")
    }

    @Test(
        "random sequences keep the stack, the views and the appearance states consistent", arguments: 1...12)
    func randomSequence(seed: Int) {
        var random = Generator(state: UInt64(seed))
        let (host, navigation, _, _) = NavigationFixture.make()
        var made = 0
        var deepest = 0
        func fresh() -> UIViewController {
            made += 1
            let controller = UIViewController()
            controller.title = "C\(made)"
            return controller
        }
        for index in 0..<40 {
            let animated = random.below(2) == 0
            var step = "seed \(seed) step \(index): "
            switch random.below(7) {
            case 0, 1:
                step += "push"
                navigation.pushViewController(fresh(), animated: animated)
            case 2:
                step += "pop"
                navigation.popViewController(animated: animated)
            case 3:
                step += "popToRoot"
                navigation.popToRootViewController(animated: animated)
            case 4:
                step += "setViewControllers"
                var stack = navigation.viewControllers.filter { _ in random.below(2) == 0 }
                for _ in 0..<random.below(3) { stack.append(fresh()) }
                if stack.isEmpty { stack = [fresh()] }
                navigation.setViewControllers(stack, animated: animated)
            case 5:
                step += "swipe"
                let end = CGFloat(20 + random.below(360))
                host.drag(
                    from: CGPoint(x: 3, y: 400), to: CGPoint(x: end, y: 400),
                    duration: 0.05 + 0.05 * Double(random.below(6)))
            default:
                step += "tap back"
                if let back = navigation.navigationBar.backButton {
                    host.tap(at: NavigationFixture.center(of: back))
                }
            }
            // Sometimes a second change arrives mid-way (reported and dropped), then everything settles.
            if random.below(4) == 0 {
                host.advance(by: 0.1)
                navigation.pushViewController(fresh(), animated: true)
            }
            host.runUntilIdle()
            checkSettled(navigation, step: step)
            deepest = max(deepest, navigation.viewControllers.count)
        }
        #expect(deepest >= 3, "the sequence built a real stack")
    }
}
