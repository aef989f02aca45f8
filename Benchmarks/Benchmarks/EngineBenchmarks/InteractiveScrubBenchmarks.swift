import Benchmark
import Foundation
import PresentationKit

// An interactive transition scrubbed every frame: 1,000 views animated by the
// transition's animator, `update(_:)` with a new progress each frame, then the presentation tree
// read as a compositor would. Two modes: the animator's `UIView.animate` captured by
// `UIPercentDrivenInteractiveTransition`, and an interruptible `UIViewPropertyAnimator`.

/// A `.custom` presentation whose presented view holds 1,000 subviews that the animator moves,
/// fades and turns; the presentation is held interactive and scrubbed back and forth.
@MainActor
final class InteractiveScrubFixture: NSObject, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
{
    static let viewCount = 1_000
    static let frameDuration = 1.0 / 120

    let host = HeadlessHost(framesPerSecond: 120)
    let root = UIViewController()
    let presented = UIViewController()
    let interactor = UIPercentDrivenInteractiveTransition()
    let interruptible: Bool
    private(set) var views: [UIView] = []
    private var propertyAnimator: UIViewPropertyAnimator?
    private var frameIndex = 0

    init(interruptible: Bool) {
        self.interruptible = interruptible
        super.init()
        host.window.rootViewController = root
        host.runUntilIdle()
        for index in 0..<Self.viewCount {
            let view = UIView(frame: Self.frame(index, end: false))
            view.backgroundColor = .blue
            presented.view.addSubview(view)
            views.append(view)
        }
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = self
        root.present(presented, animated: true)
        host.advance(by: 0)
    }

    private static func frame(_ index: Int, end: Bool) -> CGRect {
        let size = CGSize(width: 390 / 25, height: 844 / 40)
        let x = CGFloat(index % 25) * size.width
        let y = CGFloat(index / 25) * size.height
        return end
            ? CGRect(
                x: 390 - x - size.width, y: 844 - y - size.height, width: size.width / 2, height: size.height)
            : CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    private func animations() {
        let turn = CGAffineTransform(rotationAngle: .pi / 3).scaledBy(x: 0.6, y: 1.4)
        for (index, view) in views.enumerated() {
            view.frame = Self.frame(index, end: true)
            view.alpha = 0.4
            view.transform = turn
        }
    }

    // MARK: Delegate and animator

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { interactor }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        10
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if interruptible {
            interruptibleAnimator(using: transitionContext).startAnimation()
            return
        }
        transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
        UIView.animate(withDuration: 10, animations: animations) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let propertyAnimator { return propertyAnimator }
        transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
        let animator = UIViewPropertyAnimator(duration: 10, curve: .easeInOut, animations: animations)
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        propertyAnimator = animator
        return animator
    }

    // MARK: Frames

    /// One frame: a new progress from the finger, the clock advances, the tree is read.
    func frame() {
        frameIndex += 1
        let phase = Double(frameIndex % 240) / 240
        interactor.update(CGFloat(0.1 + 0.8 * (phase < 0.5 ? 2 * phase : 2 - 2 * phase)))
        host.advance(by: Self.frameDuration)
        for view in views {
            blackHole(view.layer.presentation())
        }
    }

    /// Fails loudly unless the 1,000 views are mid-animation and follow the progress.
    func check() {
        interactor.update(0.5)
        host.advance(by: Self.frameDuration)
        guard presented.transitionCoordinator?.isInteractive == true,
            let opacity = views[0].layer.presentation()?.opacity, opacity < 0.95, opacity > 0.45,
            views.allSatisfy({ ($0.layer.animationKeys()?.count ?? 0) >= 3 })
        else {
            fatalError(
                "InteractiveScrubFixture(interruptible: \(interruptible)): the views do not follow the scrub")
        }
    }
}

@MainActor var interactiveScrub: InteractiveScrubFixture?

func registerInteractiveScrubBenchmarks() {
    for interruptible in [false, true] {
        Benchmark(
            "Interactive scrub, 1,000 views: update + advance + presentation() ("
                + (interruptible ? "interruptible property animator" : "captured UIView.animate") + ")",
            configuration: .init(metrics: Benchmark.defaultConfiguration.metrics + [frameBudgetMetric]),
            closure: { benchmark async in
                let elapsed = await measureOnMainActor(benchmark) { interactiveScrub!.frame() }
                benchmark.measurement(frameBudgetMetric, basisPoints(of: elapsed))
            },
            setup: {
                await MainActor.run {
                    let fixture = InteractiveScrubFixture(interruptible: interruptible)
                    fixture.check()
                    interactiveScrub = fixture
                }
            },
            teardown: { await MainActor.run { interactiveScrub = nil } }
        )
    }
}
