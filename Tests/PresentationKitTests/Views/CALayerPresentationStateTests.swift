import Foundation
import Testing

@testable import PresentationKit

/// The non-allocating read of a layer's presentation state (`withPresentationState(at:_:)`, what
/// the renderer and hit-testing read) agrees exactly with `presentation()`, with
/// `presentationState(at:)`, and with a reference fold: each animation sampled through the general
/// path, unprepared (no shared curve memo, no ends resolved ahead), as it was before those existed.
@MainActor
@Suite("CALayer presentation state")
struct CALayerPresentationStateTests {
    /// The values compared: what a frame, an alpha and a transform are made of.
    private struct Shown: Equatable {
        let bounds: CGRect
        let position: CGPoint
        let anchorPoint: CGPoint
        let transform: CATransform3D
        let opacity: Double
        let frame: CGRect
        /// The transform's entries bit for bit: `==` takes −0 for +0, and decompositions do not.
        let transformBits: [UInt64]
        let backgroundColor: RGBA
        let cornerRadius: Double
        let isHidden: Bool

        init(_ state: borrowing LayerState) {
            bounds = state.bounds
            position = state.position
            anchorPoint = state.anchorPoint
            transform = state.transform
            opacity = state.opacity
            frame = state.frame
            let t = state.transform
            transformBits = [
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
            ].map { Double($0).bitPattern }
            backgroundColor = RGBA(state.backgroundColor)
            cornerRadius = state.cornerRadius
            isHidden = state.isHidden
        }
    }

    /// Every animation on `layer` folded the way the engine did before animations were prepared for
    /// frames: through `AnimationSampler.apply` on an unprepared copy of the sampler.
    private func referenceState(_ layer: CALayer, at time: Double) -> LayerState {
        var result = layer.state
        for animation in layer.running {
            let prepared = animation.sampler
            var plain = AnimationSampler(
                keyPath: prepared.keyPath, isAdditive: prepared.isAdditive, timing: prepared.timing,
                curve: prepared.curve, shape: prepared.shape)
            plain.isCumulative = prepared.isCumulative
            let property = prepared.keyPath.property
            let underlying = result.value(of: property)
            if let drive = animation.drive {
                result.setValue(
                    drive.sample(plain, over: underlying, begin: animation.begin, at: time), of: property)
                continue
            }
            guard let begin = animation.begin else { continue }
            result.setValue(plain.apply(to: underlying, at: time, begin: begin), of: property)
        }
        return result
    }

    /// Checks the four reads of each view's layer agree exactly; returns how many layers animate.
    @discardableResult
    private func expectAgreement(
        _ views: [UIView], _ host: HeadlessHost, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Int {
        var animating = 0
        for view in views {
            let layer = view.layer
            let time = host.time
            if layer.animationKeys() != nil { animating += 1 }
            let viaVisitor = layer.withPresentationState(at: time) { Shown($0) }
            let copy = layer.presentation()!
            // The copy's full-precision state (its public `opacity` is a Float).
            #expect(Shown(copy.state) == viaVisitor, "presentation()", sourceLocation: sourceLocation)
            #expect(
                Shown(layer.presentationState(at: time)) == viaVisitor, "presentationState(at:)",
                sourceLocation: sourceLocation)
            #expect(
                Shown(referenceState(layer, at: time)) == viaVisitor, "reference fold",
                sourceLocation: sourceLocation)
            // A second read in the same frame (the animation's value is kept) agrees too.
            #expect(
                layer.withPresentationState(at: time) { Shown($0) } == viaVisitor,
                sourceLocation: sourceLocation)
        }
        return animating
    }

    private func makeViews(_ host: HeadlessHost, count: Int = 3) -> [UIView] {
        (0..<count).map { index in
            let view = UIView(frame: CGRect(x: 10 + 30 * Double(index), y: 20, width: 24, height: 16))
            host.window.addSubview(view)
            return view
        }
    }

    private let turned = CGAffineTransform(rotationAngle: .pi / 3).scaledBy(x: 0.6, y: 1.4)

    @Test("UIView.animate with each curve: frame, alpha and transform")
    func blockCurves() {
        let host = HeadlessHost()
        let views = makeViews(host, count: 4)
        let options: [UIView.AnimationOptions] = [.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear]
        for (view, option) in zip(views, options) {
            UIView.animate(withDuration: 1, delay: 0, options: option) {
                view.frame = CGRect(x: 200, y: 300, width: 12, height: 40)
                view.alpha = 0.3
                view.transform = self.turned
            }
        }
        for _ in 0..<5 {
            host.advance(by: 0.17)
            #expect(expectAgreement(views, host) == 4)
        }
    }

    @Test("springs, delays, repeats with autoreverse")
    func springsAndRepeats() {
        let host = HeadlessHost()
        let views = makeViews(host)
        UIView.animate(
            withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 2, options: []
        ) {
            views[0].frame.origin.x = 250
            views[0].transform = CGAffineTransform(scaleX: 1.5, y: 0.5)
            views[0].alpha = 0.5
        }
        UIView.animate(withDuration: 0.5, delay: 0.2, options: [.repeat, .autoreverse]) {
            views[1].center.y = 400
            views[1].transform = CGAffineTransform(rotationAngle: 2)
        }
        UIView.animate(withDuration: 0.6, delay: 0.1, options: []) { views[2].alpha = 0 }
        for _ in 0..<8 {
            host.advance(by: 0.13)
            expectAgreement(views, host)
        }
    }

    @Test("keyframes, and explicit animations: from only, cumulative, component key paths")
    func keyframesAndExplicit() {
        let host = HeadlessHost()
        let views = makeViews(host)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                views[0].frame.origin.y = 200
                views[0].transform = self.turned
            }
            UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.6) { views[0].alpha = 0.2 }
        }
        let fromOnly = CABasicAnimation(keyPath: "opacity")
        fromOnly.fromValue = 0.1
        fromOnly.duration = 1
        views[1].layer.add(fromOnly, forKey: "fade")
        let cumulative = CABasicAnimation(keyPath: "transform")
        cumulative.fromValue = CATransform3DIdentity
        cumulative.toValue = CATransform3DMakeRotation(0.7, 0, 0, 1)
        cumulative.isCumulative = true
        cumulative.repeatCount = 3
        cumulative.duration = 0.3
        views[1].layer.add(cumulative, forKey: "spin")
        let component = CABasicAnimation(keyPath: "transform.rotation.z")
        component.byValue = 1.2
        component.duration = 1
        views[2].layer.add(component, forKey: "turn")
        let path = CAKeyframeAnimation(keyPath: "position")
        path.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 40), CGPoint(x: 30, y: 300)]
        path.isAdditive = true
        path.duration = 1
        views[2].layer.add(path, forKey: "path")
        for _ in 0..<7 {
            host.advance(by: 0.14)
            #expect(expectAgreement(views, host) == 3)
        }
    }

    @Test("additive retargeting mid-flight (interrupted block animations)")
    func interrupted() {
        let host = HeadlessHost()
        let views = makeViews(host)
        UIView.animate(withDuration: 1) {
            for view in views {
                view.frame.origin.x += 100
                view.alpha = 0.5
                view.transform = self.turned
            }
        }
        host.advance(by: 0.3)
        UIView.animate(withDuration: 1, delay: 0, options: .beginFromCurrentState) {
            for view in views {
                view.frame = CGRect(x: 5, y: 400, width: 50, height: 50)
                view.alpha = 1
                view.transform = CGAffineTransform(scaleX: 2, y: 2)
            }
        }
        for _ in 0..<6 {
            host.advance(by: 0.15)
            #expect(expectAgreement(views, host) == 3)
        }
    }

    @Test("property animators: running, paused, scrubbed and reversed, with a spring")
    func propertyAnimators() {
        let host = HeadlessHost()
        let views = makeViews(host)
        let curve = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
            views[0].frame.origin.x = 300
            views[0].alpha = 0.2
            views[0].transform = self.turned
        }
        let spring = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) {
            views[1].center = CGPoint(x: 200, y: 500)
            views[1].transform = CGAffineTransform(rotationAngle: -1)
        }
        let scrubbed = UIViewPropertyAnimator(duration: 1, curve: .easeIn) {
            views[2].frame.size = CGSize(width: 100, height: 5)
            views[2].alpha = 0.6
        }
        curve.startAnimation()
        spring.startAnimation()
        scrubbed.fractionComplete = 0.35
        for step in 0..<6 {
            host.advance(by: 0.1)
            if step == 2 {
                curve.pauseAnimation()
                curve.isReversed = true
                scrubbed.fractionComplete = 0.8
            }
            if step == 4 { curve.startAnimation() }
            #expect(expectAgreement(views, host) == 3)
        }
        // Released while paused or running, an animator is reported as misused: stop them first.
        for animator in [curve, spring, scrubbed] { animator.stopAnimation(true) }
    }

    @Test("a transition scrubbed by a percent-driven interaction")
    func scrubbedTransition() throws {
        let delegate = InteractiveDelegate(presentAnimator: TurningAnimator())
        let (host, root) = makeStage()
        let presented = interactiveController(delegate)
        root.present(presented, animated: true)
        host.advance(by: 0)
        let view = try #require(presented.viewIfLoaded)
        for fraction in [0.1, 0.45, 0.3, 0.9] {
            delegate.interactor.update(fraction)
            host.advance(by: 1.0 / 60)
            #expect(expectAgreement([view], host) == 1)
        }
        delegate.interactor.finish()
        for _ in 0..<3 {
            host.advance(by: 0.05)
            expectAgreement([view], host)
        }
    }

    @Test("the state kept from frame to frame follows model changes, and animations added and removed")
    func keptStateFollowsModel() {
        let host = HeadlessHost()
        let views = makeViews(host)
        UIView.animate(withDuration: 1) {
            for view in views {
                view.frame.origin.y += 80
                view.alpha = 0.4
                view.transform = self.turned
            }
        }
        for step in 0..<9 {
            host.advance(by: 0.08)
            switch step {
            case 1:
                // Properties no animation touches, and an animated one's model (the additive base).
                views[0].backgroundColor = .red
                views[0].layer.cornerRadius = 4
                views[1].layer.position.x += 7
                views[2].transform = CGAffineTransform(scaleX: -1, y: 1)
            case 3:
                views[0].layer.removeAnimation(forKey: views[0].layer.animationKeys()!.last!)
                views[1].layer.removeAllAnimations()
                let fade = CABasicAnimation(keyPath: "backgroundColor")
                fade.fromValue = UIColor.blue.cgColor
                fade.toValue = UIColor.green.cgColor
                fade.duration = 1
                views[2].layer.add(fade, forKey: "tint")
            case 5:
                views[1].isHidden = true
                UIView.animate(withDuration: 1) { views[1].alpha = 0.1 }
            default:
                break
            }
            expectAgreement(views, host)
            // Read twice more in the same frame, and once before the next frame's model change.
            expectAgreement(views, host)
        }
    }

    @Test("a layer without animations, and one outside a hosted window, read their model values")
    func stillLayers() {
        let host = HeadlessHost()
        let views = makeViews(host, count: 1)
        views[0].transform = turned
        #expect(expectAgreement(views, host) == 0)
        let loose = CALayer()
        loose.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(loose.withPresentationState(at: 5) { Shown($0) } == Shown(loose.state))
    }
}

/// Moves, fades and turns the presented view into place with one `UIView.animate`, so a scrubbed
/// interaction holds frame, alpha and transform animations.
@MainActor
private final class TurningAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    { 1 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let view = transitionContext.view(forKey: .to)!
        let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        view.frame = final.offsetBy(dx: 0, dy: final.height)
        view.alpha = 0.2
        view.transform = CGAffineTransform(rotationAngle: 0.5).scaledBy(x: 0.5, y: 0.8)
        transitionContext.containerView.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseOut) {
            view.transform = .identity
            view.frame = final
            view.alpha = 1
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
