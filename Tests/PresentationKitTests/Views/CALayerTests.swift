import Foundation
import Testing

@testable import PresentationKit

@MainActor
@Suite("CALayer")
struct CALayerTests {
    @Test("frame derives from position, anchor point and bounds")
    func frameFromPositionAndAnchor() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 50, y: 50)
        #expect(layer.frame == CGRect(x: 0, y: 30, width: 100, height: 40))
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(layer.frame == CGRect(x: 50, y: 50, width: 100, height: 40))
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 10, y: 20))
    }

    @Test("sublayers keep order; inserting above, below and at an index")
    func sublayerOrder() {
        let root = CALayer()
        let a = CALayer()
        let b = CALayer()
        let c = CALayer()
        #expect(root.sublayers == nil)
        root.addSublayer(a)
        root.addSublayer(c)
        root.insertSublayer(b, below: c)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        root.insertSublayer(a, above: c)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        c.removeFromSuperlayer()
        #expect(c.superlayer == nil)
        #expect(root.sublayers?.count == 2)
    }

    @Test("a layer in no hosted window presents its model values and runs no time")
    func unhostedPresentation() throws {
        let layer = CALayer()
        layer.opacity = 0.3
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 1
        animation.toValue = 0
        layer.add(animation, forKey: "fade")
        let presented = try #require(layer.presentation())
        #expect(presented.opacity == 0.3)
        #expect(presented.presentation() == nil, "a presentation copy has no presentation")
        #expect(presented.model() === layer)
    }

    @Test("an animation added before the layer enters a window starts when it enters")
    func startsOnAttach() throws {
        let host = HeadlessHost()
        host.advance(by: 3)
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        layer.add(animation, forKey: "fade")
        host.advance(by: 1)
        host.window.layer.addSublayer(layer)
        host.advance(by: 0.25)
        #expect(abs(try #require(layer.presentation()).opacity - 0.25) < 1e-6)
    }

    @Test("removeAnimation(forKey:) stops one animation and tells its delegate it did not finish")
    func removeByKey() {
        let host = HeadlessHost()
        let layer = CALayer()
        host.window.layer.addSublayer(layer)
        let recorder = StopRecorder()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.toValue = 0
        animation.delegate = recorder
        layer.add(animation, forKey: "a")
        layer.add(CABasicAnimation(keyPath: "position.x"), forKey: "b")
        #expect(layer.animationKeys() == ["a", "b"])
        layer.removeAnimation(forKey: "a")
        #expect(layer.animationKeys() == ["b"])
        #expect(recorder.stops == [false])
    }
}
