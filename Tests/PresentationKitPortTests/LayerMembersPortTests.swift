import PresentationKit
import Testing

// Sheet chrome as UIKit apps write it: a card with only its top corners rounded, a grabber layer
// that overrides Core Animation's class hooks, a fade grouped in a CATransaction with a completion,
// directional insets and an offset. The only PresentationKit edit is the import.

final class PortGrabberLayer: CALayer {
    private(set) var displayCount = 0

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == "bounds" {
            return true
        }
        return super.needsDisplay(forKey: key)
    }

    override class func defaultAction(forKey event: String) -> CAAction? {
        if event == "opacity" {
            let fade = CABasicAnimation(keyPath: event)
            fade.duration = 0.2
            return fade
        }
        return super.defaultAction(forKey: event)
    }

    override func action(forKey event: String) -> CAAction? {
        if event == "position" {
            return NSNull()
        }
        return super.action(forKey: event)
    }

    override func display() {
        displayCount += 1
        backgroundColor = UIColor.gray.cgColor
    }
}

final class PortSheetCardView: UIView {
    let grabber = PortGrabberLayer()
    var contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
    var grabberOffset = UIOffset(horizontal: 0, vertical: 6)

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 12
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.masksToBounds = true
        layer.shouldRasterize = true
        layer.rasterizationScale = 3
        layer.addSublayer(grabber)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func sizeToFit() {
        super.sizeToFit()
        frame.size.height = max(frame.height, contentInsets.top + contentInsets.bottom + 44)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        grabber.frame = CGRect(
            x: bounds.midX - 18 + grabberOffset.horizontal, y: grabberOffset.vertical, width: 36, height: 5)
    }

    func fadeOut(completion: @escaping () -> Void) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.35)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
        CATransaction.setCompletionBlock(completion)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        layer.add(fade, forKey: "fade")
        layer.opacity = 0
        CATransaction.commit()
    }
}

@MainActor
@Suite("Port · sheet chrome through layer members and CATransaction")
struct LayerMembersPortTests {
    @Test("the card rounds its top corners and fades out in its transaction's 0.35 s, then completes")
    func fadeOut() throws {
        let stage = PortStage()
        let card = PortSheetCardView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
        stage.root.view.addSubview(card)
        #expect(card.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        var completedAt: [TimeInterval] = []
        let start = stage.host.time
        card.fadeOut { completedAt.append(stage.host.time - start) }
        let fade = try #require(card.layer.animation(forKey: "fade") as? CABasicAnimation)
        #expect(fade.duration == 0.35)
        #expect(fade.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        stage.host.advance(by: 0.34)
        #expect(completedAt.isEmpty)
        stage.host.runUntilIdle()
        #expect(completedAt.count == 1 && abs(completedAt[0] - 0.35) < 1e-9)
        #expect(card.layer.opacity == 0)
    }

    @Test("the grabber's class hooks: redisplay on bounds changes, NSNull for position, a fade for opacity")
    func grabberHooks() throws {
        let stage = PortStage()
        let card = PortSheetCardView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
        stage.root.view.addSubview(card)
        stage.host.advance(by: 0)
        #expect(card.grabber.frame == CGRect(x: 177, y: 6, width: 36, height: 5))
        #expect(card.grabber.displayCount == 1)
        #expect(card.grabber.backgroundColor == UIColor.gray.cgColor)
        #expect(card.grabber.action(forKey: "position") is NSNull, "what the override returns")
        let opacityAction = try #require(card.grabber.action(forKey: "opacity") as? CABasicAnimation)
        #expect(opacityAction.duration == 0.2)
    }

    @Test("an overridden sizeToFit runs through a UIView reference")
    func sizeToFit() {
        let view: UIView = PortSheetCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        view.sizeToFit()
        #expect(view.frame.height == 84)
    }
}

/// A view that gives its layer an action for a custom key, as UIKit subclasses do.
final class ActionProvidingView: UIView {
    override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        if event == "glow" { return CABasicAnimation(keyPath: "opacity") }
        return super.action(for: layer, forKey: event)
    }
}

@MainActor
@Suite("Port · UIView as its layer's delegate")
struct ViewLayerDelegatePortTests {
    @Test("an override of action(for:forKey:) in a UIView subclass answers its layer")
    func actionOverride() {
        let view = ActionProvidingView()
        #expect(view.layer.action(forKey: "glow") is CABasicAnimation)
        #expect(view.layer.action(forKey: "position") == nil)
    }
}
