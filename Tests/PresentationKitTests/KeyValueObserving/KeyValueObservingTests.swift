import Foundation
import Testing

@testable import PresentationKit

/// What a change handler heard, in order. The handler is `@Sendable` (as Foundation declares it),
/// so it records into a box rather than a captured variable; every call happens on the main actor.
final class ChangeRecorder<Value>: @unchecked Sendable {
    private(set) var changes: [NSKeyValueObservedChange<Value>] = []
    private(set) var objects: [AnyObject] = []
    /// Called after recording, inside the handler.
    var then: (@Sendable () -> Void)?

    func record<Root: AnyObject>(_ object: Root, _ change: NSKeyValueObservedChange<Value>) {
        objects.append(object)
        changes.append(change)
        then?()
    }

    var newValues: [Value?] { changes.map(\.newValue) }
    var oldValues: [Value?] { changes.map(\.oldValue) }
}

/// Key-value observing of UIKit's observable properties (Behaviour 21.1–21.6).
@MainActor
@Suite("Key-value observing")
struct KeyValueObservingTests {
    @Test("a set notifies synchronously, after the change, with the values asked for (Behaviour 21.1)")
    func setNotifies() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let recorder = ChangeRecorder<CGPoint>()
        let observation = view.observe(\.center, options: [.old, .new]) { view, change in
            recorder.record(view, change)
        }
        view.center = CGPoint(x: 200, y: 300)
        #expect(recorder.changes.count == 1, "notified inside the setter")
        let change = recorder.changes.first
        #expect(change?.kind == .setting)
        #expect(change?.oldValue == CGPoint(x: 60, y: 45))
        #expect(change?.newValue == CGPoint(x: 200, y: 300))
        #expect(change?.indexes == nil)
        #expect(change?.isPrior == false)
        #expect(recorder.objects.first === view)

        // Without .old / .new the change carries no values.
        let bare = ChangeRecorder<CGFloat>()
        let bareObservation = view.observe(\.alpha) { view, change in bare.record(view, change) }
        view.alpha = 0.5
        #expect(bare.changes.count == 1)
        #expect(bare.newValues == [nil] && bare.oldValues == [nil])
        _ = (observation, bareObservation)
    }

    @Test("the handler runs after the value changed: it reads the new value from the object (Behaviour 21.1)")
    func handlerSeesNewValue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let seen = ChangeRecorder<Bool>()
        let observation = view.observe(\.isHidden) { view, change in
            MainActor.assumeIsolated {
                seen.record(
                    view, NSKeyValueObservedChange(newValue: view.isHidden, oldValue: nil, isPrior: false))
            }
        }
        view.isHidden = true
        #expect(seen.newValues == [true])
        observation.invalidate()
    }

    @Test(
        ".initial calls the handler inside observe; .prior calls it before each change too (Behaviour 21.2)")
    func initialAndPrior() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let initial = ChangeRecorder<CGRect>()
        let initialObservation = view.observe(\.bounds, options: [.initial, .new, .old]) { view, change in
            initial.record(view, change)
        }
        #expect(initial.changes.count == 1, "called before observe returned")
        #expect(initial.newValues == [CGRect(x: 0, y: 0, width: 100, height: 100)])
        #expect(initial.oldValues == [nil])
        #expect(initial.changes.first?.isPrior == false)

        let prior = ChangeRecorder<CGRect>()
        let priorObservation = view.observe(\.bounds, options: [.prior, .old, .new]) { view, change in
            prior.record(view, change)
        }
        #expect(prior.changes.isEmpty, "no .initial: nothing yet")
        view.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        #expect(prior.changes.map(\.isPrior) == [true, false])
        #expect(prior.newValues == [nil, CGRect(x: 0, y: 0, width: 40, height: 30)])
        #expect(
            prior.oldValues == [
                CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 0, y: 0, width: 100, height: 100),
            ])
        _ = (initialObservation, priorObservation)
    }

    @Test("releasing or invalidating the observation stops it and lets go of the handler (Behaviour 21.3)")
    func releaseAndInvalidate() {
        let view = UIView(frame: .zero)
        let released = ChangeRecorder<CGPoint>()
        var observation: NSKeyValueObservation? = view.observe(\.center) { view, change in
            released.record(view, change)
        }
        view.center = CGPoint(x: 1, y: 1)
        #expect(released.changes.count == 1)
        _ = observation
        observation = nil
        view.center = CGPoint(x: 2, y: 2)
        #expect(released.changes.count == 1, "released: no more calls")

        final class Captured: @unchecked Sendable {}
        var captured: Captured? = Captured()
        weak let weakCaptured = captured
        let invalidated = ChangeRecorder<CGPoint>()
        let kept = view.observe(\.center) { [captured] view, change in
            _ = captured
            invalidated.record(view, change)
        }
        captured = nil
        #expect(weakCaptured != nil, "the running observation holds its handler")
        kept.invalidate()
        #expect(weakCaptured == nil, "invalidated: the handler is let go")
        kept.invalidate()
        view.center = CGPoint(x: 3, y: 3)
        #expect(invalidated.changes.isEmpty)
    }

    @Test(
        "a handler may invalidate its own observation or start another while being notified (Behaviour 21.3)")
    func reentrantHandlers() {
        let view = UIView(frame: .zero)
        let recorder = ChangeRecorder<CGFloat>()
        nonisolated(unsafe) var observation: NSKeyValueObservation?
        nonisolated(unsafe) var started: [NSKeyValueObservation] = []
        observation = view.observe(\.alpha, options: .new) { view, change in
            recorder.record(view, change)
            observation?.invalidate()
            MainActor.assumeIsolated {
                started.append(
                    view.observe(\.alpha, options: .new) { view, change in recorder.record(view, change) })
            }
        }
        view.alpha = 0.5
        #expect(recorder.newValues == [0.5], "the observation started inside the handler missed this change")
        view.alpha = 0.25
        #expect(recorder.newValues == [0.5, 0.25], "only the new observation hears the second change")
        #expect(started.count == 1)
    }

    @Test("a scroll view's drag and deceleration notify contentOffset at each frame (Behaviour 21.4)")
    func scrollingNotifies() {
        let host = HeadlessHost()
        let scrollView = UIScrollView(frame: host.window.bounds)
        scrollView.contentSize = CGSize(width: host.window.bounds.width, height: 5_000)
        host.window.addSubview(scrollView)
        let offsets = ChangeRecorder<CGPoint>()
        let observation = scrollView.observe(\.contentOffset, options: [.old, .new]) { view, change in
            offsets.record(view, change)
        }
        host.drag(from: CGPoint(x: 100, y: 600), to: CGPoint(x: 100, y: 300), duration: 0.1)
        let afterDrag = offsets.changes.count
        #expect(afterDrag >= 5, "one notification per frame of the drag")
        #expect(offsets.newValues.last == scrollView.contentOffset)
        for (index, change) in offsets.changes.enumerated().dropFirst() {
            #expect(
                change.oldValue == offsets.changes[index - 1].newValue,
                "each change starts where the last ended")
        }
        host.advance(by: 0.1)
        #expect(offsets.changes.count > afterDrag, "the deceleration moves the offset too")
        #expect(offsets.newValues.last == scrollView.contentOffset)
        host.runUntilIdle()
        #expect(offsets.newValues.last == scrollView.contentOffset)
        _ = observation
    }

    @Test("layout and animation blocks notify like the app's own sets (Behaviour 21.4)")
    func engineChangesNotify() {
        let host = HeadlessHost()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(container)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            width, child.heightAnchor.constraint(equalToConstant: 50),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
        ])
        container.layoutIfNeeded()
        let frames = ChangeRecorder<CGRect>()
        let frameObservation = child.observe(\.frame, options: .new) { view, change in
            frames.record(view, change)
        }
        width.constant = 180
        #expect(frames.changes.isEmpty, "nothing changes before the layout pass")
        container.layoutIfNeeded()
        #expect(frames.newValues.last == CGRect(x: 10, y: 20, width: 180, height: 50))

        // Autoresizing: the container's width grows by 60, a flexible-width child grows with it.
        let stretchy = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 10))
        stretchy.autoresizingMask = [.flexibleWidth]
        container.addSubview(stretchy)
        let stretched = ChangeRecorder<CGRect>()
        let boundsObservation = stretchy.observe(\.bounds, options: .new) { view, change in
            stretched.record(view, change)
        }
        container.frame = CGRect(x: 0, y: 0, width: 360, height: 300)
        #expect(stretched.newValues == [CGRect(x: 0, y: 0, width: 160, height: 10)])

        // An animation block sets the model at once: one notification with the final value.
        let alphas = ChangeRecorder<CGFloat>()
        let alphaObservation = child.observe(\.alpha, options: [.old, .new]) { view, change in
            alphas.record(view, change)
        }
        UIView.animate(withDuration: 0.3) { child.alpha = 0.2 }
        #expect(alphas.changes.count == 1)
        let finalAlpha = (alphas.newValues.first ?? nil) ?? -1
        #expect(abs(finalAlpha - 0.2) < 1e-6, "the final value, not an in-between one")
        host.runUntilIdle()
        #expect(alphas.changes.count == 1, "the in-flight presentation values are not observed")
        _ = (frameObservation, boundsObservation, alphaObservation)
    }

    @Test("only changes of the observed value notify (Behaviour 21.5)")
    func onlyChangesNotify() {
        let host = HeadlessHost()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.contentSize = CGSize(width: 300, height: 2_000)
        host.window.addSubview(scrollView)
        let frames = ChangeRecorder<CGRect>()
        let centers = ChangeRecorder<CGPoint>()
        let bounds = ChangeRecorder<CGRect>()
        let observations = [
            scrollView.observe(\.frame, options: .new) { view, change in frames.record(view, change) },
            scrollView.observe(\.center, options: .new) { view, change in centers.record(view, change) },
            scrollView.observe(\.bounds, options: .new) { view, change in bounds.record(view, change) },
        ]
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(bounds.newValues == [CGRect(x: 0, y: 120, width: 300, height: 400)])
        #expect(frames.changes.isEmpty && centers.changes.isEmpty, "scrolling moves neither frame nor centre")
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(bounds.changes.count == 1, "the same value again notifies nothing")
        scrollView.layer.position = CGPoint(x: 200, y: 300)
        #expect(centers.newValues == [CGPoint(x: 200, y: 300)])
        #expect(
            frames.newValues == [CGRect(x: 50, y: 100, width: 300, height: 400)], "the frame derives from it")
        _ = observations
    }

    @Test("key paths rooted at subclasses, layers and controllers observe too (Behaviour 21.1)")
    func otherRoots() {
        final class CardView: UIView {}
        let card = CardView(frame: .zero)
        let cardFrames = ChangeRecorder<CGRect>()
        let cardObservation = card.observe(\.frame, options: .new) { view, change in
            cardFrames.record(view, change)
        }
        card.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(cardFrames.newValues == [CGRect(x: 1, y: 2, width: 3, height: 4)])

        let layer = CALayer()
        let positions = ChangeRecorder<CGPoint>()
        let layerObservation = layer.observe(\.position, options: .new) { layer, change in
            positions.record(layer, change)
        }
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        #expect(positions.newValues == [CGPoint(x: 20, y: 20)])

        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let sizes = ChangeRecorder<CGSize>()
        let insets = ChangeRecorder<UIEdgeInsets>()
        let scrollObservations = [
            scrollView.observe(\.contentSize, options: .new) { view, change in sizes.record(view, change) },
            scrollView.observe(\.contentInset, options: .new) { view, change in insets.record(view, change) },
        ]
        scrollView.contentSize = CGSize(width: 100, height: 900)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(sizes.newValues == [CGSize(width: 100, height: 900)])
        #expect(insets.newValues == [UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)])

        let controller = UIViewController()
        let preferred = ChangeRecorder<CGSize>()
        let controllerObservation = controller.observe(\.preferredContentSize, options: [.old, .new]) {
            controller, change in preferred.record(controller, change)
        }
        controller.preferredContentSize = CGSize(width: 320, height: 240)
        controller.preferredContentSize = CGSize(width: 320, height: 240)
        #expect(preferred.newValues == [CGSize(width: 320, height: 240)])
        #expect(preferred.oldValues == [CGSize.zero])
        _ = (cardObservation, layerObservation, scrollObservations, controllerObservation)
    }

    @Test("a key path that is not observable is reported and never notifies (Behaviour 21.6)")
    func unobservableKeyPath() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        let tags = ChangeRecorder<Int>()
        let observation = view.observe(\.tag, options: [.initial, .new]) { view, change in
            tags.record(view, change)
        }
        view.tag = 7
        #expect(tags.changes.isEmpty, "not even the .initial call")
        let diagnostic = host.diagnostics.last
        #expect(diagnostic?.kind == .invalidInput)
        #expect(diagnostic?.message.contains("not observable") == true)
        #expect(diagnostic?.message.contains("contentOffset") == true, "it lists what can be observed")
        #expect(view.tag == 7 && view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        observation.invalidate()
    }
}
