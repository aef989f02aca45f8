import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// `HeadlessHost.resize(to:duration:)`: UIKit's size-transition (rotation) sequence.
@MainActor
@Suite("HeadlessHost resize")
struct HeadlessHostResizeTests {
    private let portrait = CGSize(width: 390, height: 844)
    private let landscape = CGSize(width: 844, height: 390)

    private func hostedTree(_ log: CallbackLog) -> (
        HeadlessHost, RecordingViewController, RecordingViewController
    ) {
        let host = HeadlessHost(size: portrait)
        let root = RecordingViewController("root", log: log)
        let child = RecordingViewController("child", log: log)
        root.embed(child)
        host.window.rootViewController = root
        log.clear()
        return (host, root, child)
    }

    @Test("rotation: trait and size callbacks before the animation, trait changes inside it")
    func callbackOrder() {
        let log = CallbackLog()
        let (host, root, _) = hostedTree(log)
        root.onViewWillTransition = { coordinator in
            coordinator.animate(
                alongsideTransition: { _ in log.record("alongside") },
                completion: { _ in log.record("completion") })
        }
        host.resize(to: landscape)
        #expect(
            log.filtered("willTransition", "viewWillTransition", "traitCollectionDidChange", "alongside") == [
                "root.willTransition(compact/compact)", "child.willTransition(compact/compact)",
                "root.viewWillTransition(844x390)", "child.viewWillTransition(844x390)",
                "root.traitCollectionDidChange", "child.traitCollectionDidChange", "alongside",
            ])
        #expect(!log.entries.contains("completion"))
        host.runUntilIdle()
        #expect(log.entries.last == "completion")
    }

    @Test("traits are the old ones in willTransition and the new ones in traitCollectionDidChange")
    func traitsDuringCallbacks() {
        final class Probe: UIViewController {
            var seen: [String] = []
            override func willTransition(
                to newCollection: UITraitCollection,
                with coordinator: any UIViewControllerTransitionCoordinator
            ) {
                seen.append(
                    "will: now \(traitCollection.verticalSizeClass), new \(newCollection.verticalSizeClass)")
                super.willTransition(to: newCollection, with: coordinator)
            }
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                let previous = previousTraitCollection?.verticalSizeClass ?? .unspecified
                seen.append("did: now \(traitCollection.verticalSizeClass), was \(previous)")
            }
        }
        let host = HeadlessHost(size: portrait)
        let probe = Probe()
        host.window.rootViewController = probe
        host.resize(to: landscape)
        #expect(probe.seen == ["will: now regular, new compact", "did: now compact, was regular"])
    }

    @Test("children get the size their container gives them")
    func childSizes() {
        let log = CallbackLog()
        let (host, root, _) = hostedTree(log)
        root.childWidthFraction = 0.5
        host.resize(to: landscape)
        #expect(
            log.filtered("viewWillTransition") == [
                "root.viewWillTransition(844x390)", "child.viewWillTransition(422x390)",
            ])
    }

    @Test("a resize that keeps the traits calls viewWillTransition but not the trait callbacks")
    func sameTraits() {
        let log = CallbackLog()
        let (host, _, _) = hostedTree(log)
        host.resize(to: CGSize(width: 400, height: 800))
        #expect(log.filtered("willTransition", "traitCollectionDidChange").isEmpty)
        #expect(log.filtered("viewWillTransition").count == 2)
    }

    @Test("screen, window and root view take the new size; layout runs inside the transition")
    func frames() {
        let log = CallbackLog()
        let (host, root, child) = hostedTree(log)
        host.resize(to: landscape)
        #expect(host.screen.bounds == CGRect(origin: .zero, size: landscape))
        #expect(host.window.frame == CGRect(origin: .zero, size: landscape))
        #expect(root.view.frame == CGRect(origin: .zero, size: landscape))
        #expect(child.view.frame.size == landscape, "the default child view resizes with its parent")
        #expect(log.filtered("viewWillLayoutSubviews").contains("root.viewWillLayoutSubviews"))
    }

    @Test("alongside blocks animate with the transition's duration and curve")
    func alongsideAnimates() throws {
        let log = CallbackLog()
        let (host, root, _) = hostedTree(log)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(box)
        root.onViewWillTransition = { coordinator in
            coordinator.animate(alongsideTransition: { _ in box.alpha = 0 })
        }
        host.resize(to: landscape, duration: 0.4)
        #expect(box.alpha == 0, "the model value changes at once")
        host.advance(by: 0.2)
        // Ease-in-out is symmetric: half the time is half the distance (to the curve solver's precision).
        let alpha = try #require(box.layer.presentation()).opacity
        #expect(abs(Double(alpha) - 0.5) < 1e-6)
        let width = try #require(root.view.layer.presentation()).bounds.width
        #expect(abs(width - (390 + 844) / 2) < 1e-4, "the root view's resize animates the same way")
        host.advance(by: 0.2)
        #expect(try #require(box.layer.presentation()).opacity == 0)
    }

    @Test("completion blocks run when the animation ends, after which the coordinator is gone")
    func completionTiming() {
        let log = CallbackLog()
        let (host, root, child) = hostedTree(log)
        var completedAt: TimeInterval?
        var percentHalfWay: CGFloat?
        var coordinator: (any UIViewControllerTransitionCoordinator)?
        root.onViewWillTransition = { transition in
            coordinator = transition
            transition.animate(
                alongsideTransition: nil,
                completion: { context in
                    completedAt = host.time
                    #expect(context.percentComplete == 1)
                })
        }
        host.resize(to: landscape, duration: 0.4)
        #expect(root.activeSizeCoordinator === coordinator)
        #expect(child.activeSizeCoordinator === coordinator)
        host.advance(by: 0.2)
        percentHalfWay = coordinator?.percentComplete
        host.advance(by: 0.19)
        #expect(completedAt == nil)
        host.runUntilIdle()
        #expect(abs((completedAt ?? 0) - 0.4) < 1e-9)
        #expect(abs((percentHalfWay ?? 0) - 0.5) < 1e-9)
        #expect(root.activeSizeCoordinator == nil)
        #expect(child.activeSizeCoordinator == nil)
        #expect(coordinator?.animate(alongsideTransition: { _ in }) == false, "too late to join")
    }

    @Test("the coordinator describes a non-interactive transition with a rotation for a rotation")
    func coordinatorContext() throws {
        let log = CallbackLog()
        let (host, root, _) = hostedTree(log)
        var seen: (any UIViewControllerTransitionCoordinator)?
        root.onViewWillTransition = { seen = $0 }
        host.resize(to: landscape, duration: 0.3)
        let context = try #require(seen)
        #expect(context.isAnimated)
        #expect(context.transitionDuration == 0.3)
        #expect(!context.isInteractive && !context.initiallyInteractive && !context.isCancelled)
        #expect(context.presentationStyle == .none)
        #expect(context.completionCurve == .easeInOut)
        #expect(context.containerView === host.window)
        #expect(GeometryApprox.equal(context.targetTransform, CGAffineTransform(rotationAngle: -.pi / 2)))
        host.runUntilIdle()
        host.resize(to: portrait)
        #expect(
            GeometryApprox.equal(
                try #require(seen).targetTransform, CGAffineTransform(rotationAngle: .pi / 2)))
        host.runUntilIdle()
        host.resize(to: CGSize(width: 400, height: 800))
        #expect(try #require(seen).targetTransform == .identity, "no rotation, no transform")
    }

    @Test("with a zero duration the change is immediate and completions run on the next turn")
    func zeroDuration() {
        let log = CallbackLog()
        let (host, root, _) = hostedTree(log)
        root.onViewWillTransition = { coordinator in
            #expect(!coordinator.isAnimated)
            coordinator.animate(alongsideTransition: nil, completion: { _ in log.record("completion") })
        }
        host.resize(to: landscape, duration: 0)
        #expect(root.view.layer.animationKeys() == nil)
        #expect(root.view.frame.size == landscape)
        #expect(!log.entries.contains("completion"))
        host.advance(by: 0)
        #expect(log.entries.last == "completion")
    }

    @Test("resizing to the current size does nothing")
    func sameSize() {
        let log = CallbackLog()
        let (host, root, _) = hostedTree(log)
        host.resize(to: portrait)
        host.runUntilIdle()
        #expect(log.entries.isEmpty)
        #expect(root.activeSizeCoordinator == nil)
        #expect(host.window.layer.animationKeys() == nil)
    }

    @Test("a host without a root controller still resizes its screen and window")
    func withoutRoot() {
        let host = HeadlessHost(size: portrait)
        host.resize(to: landscape)
        host.runUntilIdle()
        #expect(host.window.bounds.size == landscape)
        #expect(host.window.traitCollection.verticalSizeClass == .compact)
    }

    @Test("a non-finite size is reported and ignored")
    func badSize() {
        let host = HeadlessHost(size: portrait)
        host.resize(to: CGSize(width: CGFloat.nan, height: 10))
        #expect(host.window.bounds.size == portrait)
        #expect(host.diagnostics.contains { $0.kind == .invalidInput })
    }
}
