import Foundation
import PresentationKit
import Testing

@MainActor
@Suite("Conformance · gesture recognizers, layers, animations, events, feedback")
struct EventAndLayerConformanceTests {
    /// A stage with a full-width view to put recognizers on.
    func stageWithPad() -> (Stage, UIView) {
        let stage = Stage()
        let pad = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        stage.root.view.addSubview(pad)
        stage.host.runUntilIdle()
        return (stage, pad)
    }

    @Test("UIGestureRecognizer: a custom recognizer's subclass hooks, state and arbitration")
    func gestureRecognizer() {
        let log = CallLog.start()
        let (stage, pad) = stageWithPad()
        var locations: [CGPoint] = []
        let custom = ConformingGestureRecognizer(handler: { locations.append($0.location(in: nil)) })
        #expect(log.take() == ["UIGestureRecognizer.init()"], "every initializer goes through init()")
        custom.delegate = nil
        pad.addGestureRecognizer(custom)
        // A second one, which the first prevents when it recognizes.
        pad.addGestureRecognizer(ConformingGestureRecognizer(handler: { _ in }))

        stage.host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 400), duration: 0.2)
        stage.host.runUntilIdle()
        let drag = log.take()
        #expect(
            inOrder(
                drag,
                [
                    "UIGestureRecognizer.shouldReceive(_:)", "UIGestureRecognizer.touchesBegan(_:with:)",
                    "UIGestureRecognizer.state",
                    "UIGestureRecognizer.touchesMoved(_:with:)", "UIGestureRecognizer.touchesEnded(_:with:)",
                    "UIGestureRecognizer.reset()",
                ]), "\(drag)")
        #expect(drag.contains("UIGestureRecognizer.isEnabled"))
        #expect(drag.contains("UIGestureRecognizer.delegate"))
        #expect(drag.contains("UIGestureRecognizer.shouldRequireFailure(of:)"))
        #expect(drag.contains("UIGestureRecognizer.shouldBeRequiredToFail(by:)"))
        #expect(drag.contains("UIGestureRecognizer.canPrevent(_:)"))
        #expect(drag.contains("UIGestureRecognizer.canBePrevented(by:)"))
        #expect(drag.contains("UIGestureRecognizer.location(in:)"))
        #expect(!locations.isEmpty)
        #expect(drag.contains("UIGestureRecognizer.cancelsTouchesInView"))

        // What a handler or a container calls, through the base class.
        let recognizer: UIGestureRecognizer = custom
        recognizer.require(toFail: UITapGestureRecognizer(handler: { _ in }))
        _ = (recognizer.view, recognizer.numberOfTouches, recognizer.delaysTouchesBegan)
        _ = recognizer.delaysTouchesEnded
        _ = recognizer.location(ofTouch: 0, in: nil)
        // A recognizer lets go of a touch it does not want.
        let catcher = TouchCatcher(frame: CGRect(x: 0, y: 600, width: 100, height: 100))
        stage.root.view.addSubview(catcher)
        stage.host.tap(at: CGPoint(x: 50, y: 650))
        if let touch = catcher.touch, let event = catcher.event { recognizer.ignore(touch, for: event) }
        #expect(log.missing("UIGestureRecognizer") == [])
    }

    @Test("UITapGestureRecognizer: touches, reset and the tap requirements")
    func tapRecognizer() {
        let log = CallLog.start()
        let (stage, pad) = stageWithPad()
        var taps = 0
        let tap = ConformingTapGestureRecognizer(handler: { _ in taps += 1 })
        pad.addGestureRecognizer(tap)
        stage.host.tap(at: CGPoint(x: 100, y: 300))
        stage.host.runUntilIdle()
        #expect(taps == 1)
        let entries = log.take()
        #expect(
            inOrder(
                entries,
                [
                    "UITapGestureRecognizer.touchesBegan(_:with:)",
                    "UITapGestureRecognizer.touchesEnded(_:with:)",
                    "UITapGestureRecognizer.reset()",
                ]), "\(entries)")
        #expect(log.missing("UITapGestureRecognizer") == [])
    }

    @Test("UIPanGestureRecognizer: touches, and translation and velocity as a handler reads them")
    func panRecognizer() {
        let log = CallLog.start()
        let (stage, pad) = stageWithPad()
        var translations: [CGPoint] = []
        let pan = ConformingPanGestureRecognizer(handler: { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            translations.append(pan.translation(in: pad))
            _ = pan.velocity(in: pad)
            pan.setTranslation(.zero, in: pad)
        })
        pad.addGestureRecognizer(pan)
        stage.host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 400), duration: 0.2)
        stage.host.runUntilIdle()
        #expect(!translations.isEmpty)
        let entries = log.take()
        #expect(
            inOrder(
                entries,
                [
                    "UIPanGestureRecognizer.touchesBegan(_:with:)",
                    "UIPanGestureRecognizer.touchesMoved(_:with:)",
                    "UIPanGestureRecognizer.translation(in:)", "UIPanGestureRecognizer.touchesEnded(_:with:)",
                ]), "\(entries)")
        #expect(log.missing("UIPanGestureRecognizer") == [])
    }

    @Test("UIScreenEdgePanGestureRecognizer: the start checked against edges, then a pan")
    func screenEdgePanRecognizer() {
        let log = CallLog.start()
        let (stage, pad) = stageWithPad()
        var states: [UIGestureRecognizer.State] = []
        let pan = ConformingScreenEdgePanGestureRecognizer(handler: { states.append($0.state) })
        pan.edges = .left
        pad.addGestureRecognizer(pan)
        stage.host.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.2)
        stage.host.runUntilIdle()
        #expect(states.first == .began && states.last == .ended)
        let entries = log.take()
        #expect(
            inOrder(
                entries,
                [
                    "UIScreenEdgePanGestureRecognizer.touchesBegan(_:with:)",
                    "UIScreenEdgePanGestureRecognizer.edges", "UIScreenEdgePanGestureRecognizer.reset()",
                ]), "\(entries)")
        #expect(log.missing("UIScreenEdgePanGestureRecognizer") == [])
    }

    @Test("UISwipeGestureRecognizer: touches, the direction and finger count read, reset")
    func swipeRecognizer() {
        let log = CallLog.start()
        let (stage, pad) = stageWithPad()
        var swipes = 0
        let swipe = ConformingSwipeGestureRecognizer(handler: { _ in swipes += 1 })
        swipe.direction = .up
        pad.addGestureRecognizer(swipe)
        stage.host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.2)
        stage.host.runUntilIdle()
        #expect(swipes == 1)
        let entries = log.take()
        #expect(
            inOrder(
                entries,
                [
                    "UISwipeGestureRecognizer.touchesBegan(_:with:)",
                    "UISwipeGestureRecognizer.numberOfTouchesRequired",
                    "UISwipeGestureRecognizer.touchesMoved(_:with:)", "UISwipeGestureRecognizer.direction",
                    "UISwipeGestureRecognizer.touchesEnded(_:with:)", "UISwipeGestureRecognizer.reset()",
                ]), "\(entries)")
        #expect(log.missing("UISwipeGestureRecognizer") == [])
    }

    @Test("UILongPressGestureRecognizer: touches, its figures read, reset")
    func longPressRecognizer() {
        let log = CallLog.start()
        let (stage, pad) = stageWithPad()
        var states: [UIGestureRecognizer.State] = []
        let press = ConformingLongPressGestureRecognizer(handler: { states.append($0.state) })
        pad.addGestureRecognizer(press)
        stage.host.touchDown(at: CGPoint(x: 200, y: 500))
        stage.host.advance(by: 0.1)
        stage.host.touchMove(to: CGPoint(x: 203, y: 500))
        stage.host.advance(by: 0.5)
        stage.host.touchUp()
        stage.host.runUntilIdle()
        #expect(states == [.began, .ended])
        let entries = log.take()
        #expect(
            inOrder(
                entries,
                [
                    "UILongPressGestureRecognizer.touchesBegan(_:with:)",
                    "UILongPressGestureRecognizer.numberOfTouchesRequired",
                    "UILongPressGestureRecognizer.minimumPressDuration",
                    "UILongPressGestureRecognizer.touchesMoved(_:with:)",
                    "UILongPressGestureRecognizer.allowableMovement",
                    "UILongPressGestureRecognizer.numberOfTapsRequired",
                    "UILongPressGestureRecognizer.touchesEnded(_:with:)",
                    "UILongPressGestureRecognizer.reset()",
                ]), "\(entries)")
        #expect(log.missing("UILongPressGestureRecognizer") == [])
    }

    @Test("CALayer: a view's layer class, layout, sublayers, animations and presentation")
    func layer() throws {
        let log = CallLog.start()
        let stage = Stage()
        final class LayerView: UIView {
            override class var layerClass: AnyClass { ConformingLayer.self }
        }
        let view = LayerView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        #expect(inOrder(log.take(), ["CALayer.init()", "CALayer.frame"]))
        stage.root.view.addSubview(view)
        stage.host.runUntilIdle()
        #expect(
            log.take().contains("CALayer.layoutSublayers()"), "the view's layout pass runs through its layer")

        // A view's conversions go through its layer's (overridden) conversions.
        let root = try #require(stage.root.view)
        #expect(view.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 10, y: 110))
        #expect(view.convert(CGPoint(x: 10, y: 110), from: root) == CGPoint(x: 10, y: 10))
        #expect(
            view.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: root)
                == CGRect(x: 0, y: 100, width: 50, height: 50))
        #expect(
            view.convert(CGRect(x: 0, y: 100, width: 50, height: 50), from: root)
                == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(
            inOrder(
                log.take(),
                [
                    "CALayer.convert(_:to:) [CGPoint]", "CALayer.convert(_:from:) [CGPoint]",
                    "CALayer.convert(_:to:) [CGRect]", "CALayer.convert(_:from:) [CGRect]",
                ]))

        // A sublayer that backs no view lays out on the host's layout pass when its size changes.
        let sublayer = ConformingLayer()
        view.layer.addSublayer(sublayer)
        _ = log.take()
        sublayer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(sublayer.needsLayout())
        stage.host.runUntilIdle()
        #expect(
            inOrder(log.take(), ["CALayer.bounds", "CALayer.needsLayout()", "CALayer.layoutSublayers()"]),
            "the layout pass reaches a standalone sublayer")
        #expect(!sublayer.needsLayout())
        sublayer.setNeedsLayout()
        sublayer.layoutIfNeeded()
        #expect(
            inOrder(
                log.take(),
                ["CALayer.setNeedsLayout()", "CALayer.layoutIfNeeded()", "CALayer.layoutSublayers()"]))
        sublayer.setNeedsDisplay()
        stage.host.runUntilIdle()
        #expect(
            inOrder(log.take(), ["CALayer.display()", "CALayer.draw(in:)"]),
            "a layer without a delegate draws")
        sublayer.removeFromSuperlayer()
        let parentLayer = ConformingLayer()
        parentLayer.addSublayer(CALayer())
        #expect(
            inOrder(
                log.take(), ["CALayer.removeFromSuperlayer()", "CALayer.init()", "CALayer.addSublayer(_:)"]))

        UIView.animate(withDuration: 0.3) {
            view.center = CGPoint(x: 150, y: 250)
            view.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            view.alpha = 0.5
        }
        let animated = log.take()
        #expect(animated.contains("CALayer.add(_:forKey:)"), "\(animated)")
        #expect(animated.contains("CALayer.position"))
        #expect(animated.contains("CALayer.bounds"))
        #expect(animated.contains("CALayer.opacity"))
        stage.host.advance(by: 0.1)
        let presentation = try #require(view.layer.presentation())
        #expect(presentation is ConformingLayer)
        #expect(inOrder(log.take(), ["CALayer.presentation()", "CALayer.init(layer:)"]))

        let animation = CABasicAnimation(keyPath: "opacity")
        view.layer.add(animation, forKey: "fade")
        _ = view.layer.animation(forKey: "fade")
        view.layer.removeAnimation(forKey: "fade")
        stage.host.runUntilIdle()
        // What Core Animation code sets and calls, through the base class.
        let styled: CALayer = ConformingLayer()
        styled.anchorPoint = CGPoint(x: 0.5, y: 0)
        styled.transform = CATransform3DMakeScale(2, 2, 1)
        styled.sublayerTransform = CATransform3DIdentity
        styled.zPosition = 1
        styled.isHidden = false
        styled.backgroundColor = UIColor.red.cgColor
        styled.cornerRadius = 8
        styled.masksToBounds = true
        styled.borderWidth = 1
        styled.borderColor = UIColor.black.cgColor
        styled.shadowColor = UIColor.black.cgColor
        styled.shadowOpacity = 0.3
        styled.shadowRadius = 4
        styled.shadowOffset = CGSize(width: 0, height: 2)
        styled.name = "styled"
        styled.delegate = nil
        styled.sublayers = nil
        let first = CALayer()
        styled.insertSublayer(first, at: 0)
        styled.insertSublayer(CALayer(), below: first)
        styled.insertSublayer(CALayer(), above: first)
        styled.replaceSublayer(first, with: CALayer())
        _ = (styled.superlayer, styled.animationKeys(), styled.model())
        styled.removeAllAnimations()
        #expect(log.missing("CALayer") == [])
    }

    @Test(
        "CAAnimation family: copies, defaults, timing and the values the layer reads",
        arguments: [
            "CAAnimation", "CAPropertyAnimation", "CABasicAnimation", "CASpringAnimation",
            "CAKeyframeAnimation",
        ])
    func animations(owner: String) {
        let log = CallLog.start()
        let stage = Stage()
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        stage.root.view.addSubview(view)
        let delegate = ConformingAnimationDelegate()

        let basic = ConformingAnimation()
        basic.keyPath = "opacity"
        basic.fromValue = 1.0
        basic.toValue = 0.0
        basic.duration = 0.25
        basic.delegate = delegate
        _ = ConformingAnimation.defaultValue(forKey: "duration")
        view.layer.add(basic, forKey: "fade")
        #expect(
            inOrder(
                log.take(),
                [
                    "CAAnimation.init()", "CAAnimation.duration", "CAAnimation.defaultValue(forKey:)",
                    "CAAnimation.copy()",
                ]))
        stage.host.runUntilIdle()

        let spring = ConformingSpringAnimation(keyPath: "position.y")
        spring.fromValue = 0.0
        spring.toValue = 100.0
        spring.stiffness = 200
        spring.damping = 20
        spring.duration = spring.settlingDuration
        view.layer.add(spring, forKey: "drop")

        let keyframes = ConformingKeyframeAnimation(keyPath: "opacity")
        keyframes.values = [1.0, 0.5, 1.0]
        keyframes.keyTimes = [0, 0.5, 1]
        keyframes.duration = 0.3
        view.layer.add(keyframes, forKey: "pulse")
        stage.host.runUntilIdle()

        // An animation as a layer's action, found and run as Core Animation runs one: run adds it
        // to the layer under the event's key.
        let action = ConformingAnimation()
        action.keyPath = "opacity"
        action.fromValue = 0.0
        action.toValue = 1.0
        action.duration = 0.2
        view.layer.actions = ["opacity": action]
        _ = log.take()
        view.layer.action(forKey: "opacity")?.run(forKey: "opacity", object: view.layer, arguments: nil)
        #expect(log.take().contains("CAAnimation.run(forKey:object:arguments:)"))
        #expect(view.layer.animation(forKey: "opacity") is ConformingAnimation)
        stage.host.advance(by: 0.1)
        let midway = view.layer.presentation()?.opacity ?? -1
        #expect(midway > 0 && midway < 1, "running: \(midway)")
        stage.host.runUntilIdle()
        #expect(log.missing(owner) == [])
    }

    @Test("UIEvent: what a responder or a recognizer reads from the event it is given")
    func event() {
        let log = CallLog.start()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let event: UIEvent = ConformingEvent(type: .touches, timestamp: 1)
        #expect(event.type == .touches)
        #expect(event.timestamp == 1)
        #expect(event.allTouches == nil)
        #expect(event.touches(for: view) == nil)
        #expect(event.touches(for: UIWindow(frame: .zero)) == nil)
        #expect(event.touches(for: UITapGestureRecognizer(handler: { _ in })) == nil)

        // A recognizer subclass asks a real event for its own touches: the recognizer overload.
        final class TouchCounter: UIGestureRecognizer {
            var counts: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                counts.append(event.touches(for: self)?.count ?? 0)
                super.touchesBegan(touches, with: event)
            }
        }
        let (stage, pad) = stageWithPad()
        let counter = TouchCounter(handler: { _ in })
        pad.addGestureRecognizer(counter)
        stage.host.tap(at: CGPoint(x: 100, y: 300))
        #expect(counter.counts == [1])
        #expect(log.missing("UIEvent") == [])
    }

    @Test(
        "Feedback generators: each call is recorded as a host event after the override runs",
        arguments: [
            "UIFeedbackGenerator", "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator",
            "UINotificationFeedbackGenerator",
        ])
    func feedback(owner: String) {
        let log = CallLog.start()
        let stage = Stage()
        let impact: UIImpactFeedbackGenerator = ConformingImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        let selection: UISelectionFeedbackGenerator = ConformingSelectionFeedbackGenerator()
        selection.selectionChanged()
        let notification: UINotificationFeedbackGenerator = ConformingNotificationFeedbackGenerator()
        notification.notificationOccurred(.success)
        #expect(stage.host.events.count == 4, "\(stage.host.events)")
        #expect(log.missing(owner) == [])
    }
}
