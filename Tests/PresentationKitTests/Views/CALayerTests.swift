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

    // MARK: Corners, rasterization, scale

    @Test("maskedCorners defaults to all four corners (1, 2, 4, 8) and presentation copies keep it")
    func maskedCorners() throws {
        #expect(CACornerMask.layerMinXMinYCorner.rawValue == 1)
        #expect(CACornerMask.layerMaxXMinYCorner.rawValue == 2)
        #expect(CACornerMask.layerMinXMaxYCorner.rawValue == 4)
        #expect(CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
        let layer = CALayer()
        #expect(layer.maskedCorners.rawValue == 15)
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        #expect(layer.maskedCorners == CACornerMask(rawValue: 3))
        #expect(!layer.maskedCorners.contains(.layerMaxXMaxYCorner))
        #expect(try #require(layer.presentation()).maskedCorners == CACornerMask(rawValue: 3))
    }

    @Test("rasterization and contents scale: stored with Core Animation's defaults; bad scales refused")
    func rasterizationAndScale() throws {
        let host = HeadlessHost()
        let layer = CALayer()
        host.window.layer.addSublayer(layer)
        #expect(!layer.shouldRasterize && layer.rasterizationScale == 1 && layer.contentsScale == 1)
        layer.shouldRasterize = true
        layer.rasterizationScale = 3
        layer.contentsScale = 2
        let copy = try #require(layer.presentation())
        #expect(copy.shouldRasterize && copy.rasterizationScale == 3 && copy.contentsScale == 2)
        layer.rasterizationScale = 0
        layer.contentsScale = .nan
        #expect(layer.rasterizationScale == 3 && layer.contentsScale == 2)
        #expect(host.diagnostics.filter { $0.kind == .invalidInput }.count == 2)
    }

    // MARK: Mask

    @Test("a mask runs its animations on the clock of the layer it masks, and stops with it")
    func maskAnimatesWithItsLayer() throws {
        let host = HeadlessHost()
        let layer = CALayer()
        host.window.layer.addSublayer(layer)
        let mask = CALayer()
        layer.mask = mask
        #expect(layer.mask === mask && mask.superlayer == nil)
        let recorder = StopRecorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.delegate = recorder
        mask.add(fade, forKey: "fade")
        host.advance(by: 0.25)
        #expect(abs(try #require(mask.presentation()).opacity - 0.25) < 1e-6)
        layer.removeFromSuperlayer()
        host.advance(by: 0)
        #expect(recorder.stops == [false])
        #expect(mask.animationKeys() == nil)
    }

    @Test("an animation on a mask set before the layer is hosted starts when the layer enters a window")
    func maskStartsOnAttach() throws {
        let host = HeadlessHost()
        let layer = CALayer()
        let mask = CALayer()
        layer.mask = mask
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        mask.add(fade, forKey: "fade")
        host.advance(by: 2)
        host.window.layer.addSublayer(layer)
        host.advance(by: 0.5)
        #expect(abs(try #require(mask.presentation()).opacity - 0.5) < 1e-6)
    }

    @Test("a mask with a superlayer is taken out of it (reported); itself or an ancestor is refused")
    func maskMisuse() {
        let host = HeadlessHost()
        let parent = CALayer()
        let layer = CALayer()
        let other = CALayer()
        host.window.layer.addSublayer(parent)
        parent.addSublayer(layer)
        parent.addSublayer(other)
        layer.mask = other
        #expect(layer.mask === other && other.superlayer == nil)
        #expect(parent.sublayers?.count == 1)
        layer.mask = layer
        layer.mask = parent
        #expect(layer.mask === other)
        #expect(host.diagnostics.filter { $0.kind == .invalidInput }.count == 3)
        let second = CALayer()
        parent.addSublayer(second)
        second.mask = other
        #expect(second.mask === other && layer.mask == nil, "a mask belongs to one layer at a time")
        parent.addSublayer(other)
        #expect(second.mask == nil && other.superlayer === parent, "a sublayer is no longer a mask")
    }

    // MARK: Actions

    @Test("action(forKey:) asks the delegate, then actions, then defaultAction(forKey:); NSNull means none")
    func actionSearchOrder() {
        let layer = ActionLayer()
        let delegate = ActionDelegate()
        #expect(layer.action(forKey: "opacity") === ActionLayer.classAction)
        #expect(layer.action(forKey: "position") == nil)
        let stored = CABasicAnimation(keyPath: "opacity")
        layer.actions = ["opacity": stored, "bounds": NSNull()]
        #expect(layer.action(forKey: "opacity") === stored)
        #expect(layer.action(forKey: "bounds") == nil)
        layer.delegate = delegate
        delegate.answer = NSNull()
        #expect(layer.action(forKey: "opacity") == nil, "the delegate's NSNull ends the search")
        delegate.answer = nil
        #expect(layer.action(forKey: "opacity") === stored, "the delegate's nil lets it go on")
        let own = CABasicAnimation(keyPath: "opacity")
        delegate.answer = own
        #expect(layer.action(forKey: "opacity") === own)
        #expect(delegate.asked == ["opacity", "opacity", "opacity"])
    }

    @Test("running an animation action adds it under the event key; property changes run no action")
    func runningAnAction() throws {
        let host = HeadlessHost()
        let layer = ActionLayer()
        host.window.layer.addSublayer(layer)
        layer.opacity = 0.2
        #expect(layer.animationKeys() == nil, "no implicit animations")
        let action = try #require(layer.action(forKey: "opacity"))
        action.run(forKey: "opacity", object: layer, arguments: nil)
        #expect(layer.animationKeys() == ["opacity"])
        host.advance(by: 0.5)
        #expect(abs(try #require(layer.presentation()).opacity - 0.5) < 1e-6)
        NSNull().run(forKey: "opacity", object: layer, arguments: nil)
        #expect(layer.animationKeys() == ["opacity"])
    }

    // MARK: Display

    @Test("setNeedsDisplay displays once, on the host's next turn")
    func displayOnNextTurn() {
        let host = HeadlessHost()
        let layer = DisplayLayer()
        host.window.layer.addSublayer(layer)
        layer.setNeedsDisplay()
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.needsDisplay())
        #expect(layer.displays == 0)
        host.advance(by: 0)
        #expect(layer.displays == 1)
        #expect(!layer.needsDisplay())
        host.advance(by: 0.1)
        #expect(layer.displays == 1)
    }

    @Test("a layer outside any window displays once it enters one; displayIfNeeded displays at once")
    func displayWaitsForAWindow() {
        let host = HeadlessHost()
        let layer = DisplayLayer()
        layer.setNeedsDisplay()
        host.advance(by: 0.1)
        #expect(layer.displays == 0)
        host.window.layer.addSublayer(layer)
        host.advance(by: 0)
        #expect(layer.displays == 1)
        layer.displayIfNeeded()
        #expect(layer.displays == 1, "nothing is marked")
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.displays == 2)
        host.advance(by: 0)
        #expect(layer.displays == 2, "already displayed")
    }

    @Test("bounds changes redisplay with needsDisplayOnBoundsChange; needsDisplay(forKey:) adds keys")
    func displayOnChanges() {
        let host = HeadlessHost()
        let layer = DisplayLayer()
        host.window.layer.addSublayer(layer)
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.position = CGPoint(x: 3, y: 4)
        host.advance(by: 0)
        #expect(layer.displays == 0)
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        host.advance(by: 0)
        #expect(layer.displays == 0, "the same bounds is no change")
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        host.advance(by: 0)
        #expect(layer.displays == 1)
        layer.opacity = 0.5
        host.advance(by: 0)
        #expect(layer.displays == 2, "DisplayLayer asks for opacity")
    }

    @Test("the default display() asks the delegate's display(_:)")
    func displayAsksTheDelegate() {
        let host = HeadlessHost()
        let layer = CALayer()
        let delegate = ActionDelegate()
        layer.delegate = delegate
        host.window.layer.addSublayer(layer)
        layer.setNeedsDisplay()
        host.advance(by: 0)
        #expect(delegate.displayed.count == 1 && delegate.displayed.first === layer)
    }
}

/// A layer subclass with a class-wide action for "opacity", as apps override `defaultAction(forKey:)`.
private final class ActionLayer: CALayer {
    static let classAction: CABasicAnimation = {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        return animation
    }()

    override class func defaultAction(forKey event: String) -> CAAction? {
        event == "opacity" ? classAction : super.defaultAction(forKey: event)
    }
}

/// A delegate that answers `action(for:forKey:)` with `answer` and records `display(_:)`.
private final class ActionDelegate: NSObject, CALayerDelegate {
    var answer: CAAction?
    var asked: [String] = []
    var displayed: [CALayer] = []

    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        asked.append(event)
        return answer
    }

    func display(_ layer: CALayer) {
        displayed.append(layer)
    }
}

/// A layer that counts `display()` calls and redisplays when its opacity changes.
private final class DisplayLayer: CALayer {
    var displays = 0

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "opacity" || super.needsDisplay(forKey: key)
    }

    override func display() {
        displays += 1
    }
}
