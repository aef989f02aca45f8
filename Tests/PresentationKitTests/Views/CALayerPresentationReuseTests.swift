import Foundation
import Testing

@testable import PresentationKit

/// `presentation()` of a view's layer may fill again the copy it returned last, once no one else
/// holds it. A caller must not be able to tell: a copy still held never changes and is never
/// handed out again, and a refilled copy starts with exactly what a new one would.
@MainActor
@Suite("CALayer presentation copies reused")
struct CALayerPresentationReuseTests {
    /// A view on a hosted window, fading and moving in one 1-s animation, 0.25 s in.
    private func animatingView() -> (HeadlessHost, UIView) {
        let host = HeadlessHost(framesPerSecond: 120)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.alpha = 0
            view.center = CGPoint(x: 250, y: 50)
        }
        host.advance(by: 0.25)
        return (host, view)
    }

    @Test("a copy taken before a model change keeps the old values; one taken after shows the change")
    func copyBeforeAndAfterModelChange() throws {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        view.alpha = 0.5
        let before = try #require(view.layer.presentation())
        view.alpha = 0.2
        view.layer.name = "after"
        let after = try #require(view.layer.presentation())
        #expect(before !== after)
        #expect(before.opacity == 0.5 && before.name == nil)
        #expect(after.opacity == 0.2 && after.name == "after")
    }

    @Test("a copy still held is never refilled: it keeps the values of the time it was taken")
    func heldCopyKeepsItsTime() throws {
        let (host, view) = animatingView()
        // Linear: a quarter of the way, the additive animations give alpha 0.75 and x 100.
        let early = try #require(view.layer.presentation())
        #expect(abs(early.opacity - 0.75) < 1e-6)
        #expect(abs(early.position.x - 100) < 1e-9)
        host.advance(by: 0.25)
        let later = try #require(view.layer.presentation())
        #expect(later !== early)
        #expect(abs(later.opacity - 0.5) < 1e-6)
        #expect(abs(later.position.x - 150) < 1e-9)
        #expect(abs(early.opacity - 0.75) < 1e-6, "the held copy did not move on")
        #expect(abs(early.position.x - 100) < 1e-9)
    }

    @Test("a copy let go is filled again, at the new time, starting as a new copy would")
    func releasedCopyIsRefilledAsNew() throws {
        let (host, view) = animatingView()
        let layer = view.layer
        layer.name = "model"
        layer.shouldRasterize = true
        layer.contentsScale = 3
        var first: CALayer? = layer.presentation()
        weak let released = first
        // The last holder changes what a caller of a copy may change, then lets go of it.
        let stranger = UIView()
        first?.name = "changed"
        first?.delegate = stranger
        first?.shouldRasterize = false
        first?.contentsScale = 1
        first?.needsDisplayOnBoundsChange = true
        first?.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        first?.setNeedsLayout()
        first?.opacity = 1
        #expect(first?.needsDisplay() == true)
        first = nil
        host.advance(by: 0.25)
        let second = try #require(layer.presentation())
        // The kept copy was reused (what makes this test a test of the refill).
        #expect(second === released)
        #expect(second.name == "model")
        #expect(second.delegate == nil)
        #expect(second.shouldRasterize && second.contentsScale == 3)
        #expect(!second.needsDisplayOnBoundsChange && !second.needsDisplay() && !second.needsLayout())
        #expect(second.bounds.size == CGSize(width: 100, height: 100))
        #expect(abs(second.opacity - 0.5) < 1e-6)
        #expect(abs(second.position.x - 150) < 1e-9)
        #expect(second.model() === layer && second.presentation() == nil)
        #expect(second.animationKeys() == nil && second.sublayers == nil && second.mask == nil)
        // And it agrees with the renderer's read, which allocates no layer.
        #expect(layer.withPresentationState(at: host.time) { $0.position } == second.position)
    }

    @Test("a copy given animations, sublayers or a mask of its own is never filled again")
    func copyWithRelationsIsNotReused() throws {
        let (_, view) = animatingView()
        let layer = view.layer
        for relate in [
            { (copy: CALayer) in copy.addSublayer(CALayer()) },
            { (copy: CALayer) in copy.mask = CALayer() },
            { (copy: CALayer) in copy.add(CABasicAnimation(keyPath: "opacity"), forKey: "own") },
        ] {
            var copy: CALayer? = layer.presentation()
            weak let related = copy
            relate(try #require(copy))
            copy = nil
            let next = try #require(layer.presentation())
            #expect(next !== related)
            #expect(next.sublayers == nil && next.mask == nil && next.animationKeys() == nil)
        }
    }

    @Test("a view's layer, and the copy it keeps, go away with the view", arguments: [false, true])
    func keptCopyDoesNotOutliveTheView(hosted: Bool) throws {
        let host = HeadlessHost()
        weak var weakLayer: CALayer?
        weak var weakCopy: CALayer?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            if hosted { host.window.addSubview(view) }
            weakLayer = view.layer
            weakCopy = view.layer.presentation()
            #expect(weakCopy != nil, "kept for reuse while the view lives")
            view.removeFromSuperview()
        }
        host.runUntilIdle()
        #expect(weakLayer == nil)
        #expect(weakCopy == nil)
    }

    @Test("a copy outlives its view's layer while someone holds it, and still names its model")
    func heldCopyKeepsItsModel() throws {
        let host = HeadlessHost()
        var copy: CALayer?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.layer.name = "model"
            host.window.addSubview(view)
            copy = view.layer.presentation()
            view.removeFromSuperview()
        }
        #expect(copy?.model().name == "model")
    }

    /// A layer subclass whose `init(layer:)` copies a value of its own and counts its calls.
    private final class CountingLayer: CALayer {
        nonisolated(unsafe) static var copies = 0
        var tint = 0
        required init() { super.init() }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        required init(layer: Any) {
            CountingLayer.copies += 1
            tint = (layer as? CountingLayer)?.tint ?? 0
            super.init(layer: layer)
        }
    }

    private final class CountingView: UIView {
        override class var layerClass: AnyClass { CountingLayer.self }
    }

    @Test("a layer subclass, or a layer no view owns, gets a new copy from init(layer:) each call")
    func subclassesAndLooseLayersAreNotReused() throws {
        let host = HeadlessHost()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        let layer = try #require(view.layer as? CountingLayer)
        CountingLayer.copies = 0
        layer.tint = 1
        _ = layer.presentation()
        layer.tint = 2
        let copy = try #require(layer.presentation())
        #expect(CountingLayer.copies == 2)
        #expect(copy.tint == 2)
        #expect(layer.reusablePresentation == nil)

        let loose = CALayer()
        host.window.layer.addSublayer(loose)
        _ = loose.presentation()
        #expect(loose.reusablePresentation == nil)
    }
}
