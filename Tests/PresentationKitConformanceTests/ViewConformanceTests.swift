import Foundation
import PresentationKit
import Testing

@MainActor
@Suite("Conformance · responders, views, windows and controls")
struct ViewConformanceTests {
    @Test("UIResponder: touches reach a responder after a view; assistive technologies read its properties")
    func responder() {
        let log = CallLog.start()
        let stage = Stage()
        let view = ConformingView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let responder = ConformingResponder()
        view.nextOverride = responder
        stage.root.view.addSubview(view)
        stage.host.runUntilIdle()
        _ = log.take()

        stage.host.tap(at: CGPoint(x: 100, y: 200))
        let tap = log.take()
        #expect(
            inOrder(tap, ["UIResponder.touchesBegan(_:with:)", "UIResponder.touchesEnded(_:with:)"]), "\(tap)"
        )
        #expect(tap.contains("UIResponder.next"), "the default forwards along next")

        stage.host.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 300), duration: 0.2)
        #expect(log.take().contains("UIResponder.touchesMoved(_:with:)"))

        // A pan recognizer that recognizes cancels the view's touches (cancelsTouchesInView).
        view.addGestureRecognizer(UIPanGestureRecognizer(handler: { _ in }))
        stage.host.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 300), duration: 0.2)
        #expect(log.take().contains("UIResponder.touchesCancelled(_:with:)"))

        // What assistive technologies read, through the responder's base class.
        let element: UIResponder = responder
        #expect(element.isAccessibilityElement)
        #expect(element.accessibilityLabel == "Close")
        #expect(element.accessibilityHint == "Closes the card")
        #expect(element.accessibilityValue == nil)
        #expect(element.accessibilityIdentifier == "close")
        #expect(element.accessibilityTraits == .button)
        #expect(!element.accessibilityViewIsModal)
        #expect(!element.accessibilityElementsHidden)

        // First responder: in a window through a view as its next, then out again.
        view.nextOverride = nil
        responder.nextResponder = stage.root.view
        #expect(element.becomeFirstResponder())
        #expect(element.isFirstResponder)
        #expect(element.inputView == nil && element.inputAccessoryView == nil)
        element.reloadInputViews()
        #expect(element.resignFirstResponder())
        #expect(!element.isFirstResponder)
        let general = Manifest.members(of: "UIResponder").filter {
            !Manifest.responderStoryboardEra.contains($0)
        }
        #expect(log.missing("UIResponder", among: general) == [])
    }

    @Test("UIView: initializers, hierarchy hooks, layout, hit-testing, traits and geometry")
    func view() throws {
        let log = CallLog.start()
        let stage = Stage()
        let parent = ConformingView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        #expect(parent.layer is ConformingViewLayer, "layerClass decides the layer")
        let decoded = try #require(ConformingView(coder: NSCoder()))
        #expect(inOrder(log.take(), ["UIView.layerClass", "UIView.init(frame:)", "UIView.init(coder:)"]))

        stage.root.view.addSubview(parent)
        let moved = log.take()
        #expect(
            inOrder(
                moved,
                [
                    "UIView.willMove(toSuperview:)", "UIView.willMove(toWindow:)", "UIView.didMoveToWindow()",
                    "UIView.didMoveToSuperview()",
                ]), "\(moved)")

        let child = ConformingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        parent.addSubview(child)
        #expect(inOrder(log.take(), ["UIView.addSubview(_:)", "UIView.didAddSubview(_:)"]))
        parent.insertSubview(decoded, at: 0)
        #expect(inOrder(log.take(), ["UIView.insertSubview(_:at:)", "UIView.didAddSubview(_:)"]))
        parent.bringSubviewToFront(decoded)
        #expect(log.take().contains("UIView.bringSubviewToFront(_:)"))

        // The run loop's layout pass: the layer asks its delegate, the view lays out its subviews.
        stage.host.runUntilIdle()
        let pass = log.take()
        #expect(inOrder(pass, ["UIView.layoutSublayers(of:)", "UIView.layoutSubviews()"]), "\(pass)")
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(
            inOrder(
                log.take(),
                [
                    "UIView.setNeedsLayout()", "UIView.layoutIfNeeded()", "UIView.layoutSublayers(of:)",
                    "UIView.layoutSubviews()",
                ]))

        // A tap hit-tests, and the touch goes up the responder chain.
        stage.host.tap(at: CGPoint(x: 50, y: 150))
        let tap = log.take()
        #expect(inOrder(tap, ["UIView.hitTest(_:with:)", "UIView.point(inside:with:)"]), "\(tap)")
        #expect(tap.contains("UIView.isUserInteractionEnabled"))
        #expect(tap.contains("UIView.next"))

        child.sizeToFit()
        #expect(inOrder(log.take(), ["UIView.sizeToFit()", "UIView.sizeThatFits(_:)", "UIView.frame"]))
        #expect(child.bounds.size == CGSize(width: 44, height: 44))

        // Traits: a child reads its superview's; a rotation reports the change to every view of the
        // controller's hierarchy.
        _ = child.traitCollection
        #expect(log.take().contains("UIView.traitCollection"))
        stage.host.resize(to: CGSize(width: 844, height: 390))
        stage.host.runUntilIdle()
        #expect(log.take().contains("UIView.traitCollectionDidChange(_:)"))

        // What app code and Auto Layout call, through the base class.
        let view: UIView = parent
        _ = view.intrinsicContentSize
        _ = view.window
        _ = view.convert(CGPoint.zero, to: nil)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 320)
        view.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        view.center = CGPoint(x: 160, y: 160)
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        UIView.animate(withDuration: 0.2) { view.alpha = 0.5 }
        view.isHidden = false
        view.backgroundColor = .white
        view.clipsToBounds = true
        view.tag = 7
        stage.host.runUntilIdle()

        // Autoresizing on a size change reads the masks through the properties.
        let stretchy = ConformingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stretchy.autoresizingMask = [.flexibleWidth]
        parent.addSubview(stretchy)
        _ = log.take()
        parent.frame = CGRect(x: 0, y: 0, width: 400, height: 320)
        let resized = log.take()
        #expect(resized.contains("UIView.autoresizesSubviews"), "\(resized)")
        #expect(resized.contains("UIView.autoresizingMask"))
        #expect(resized.contains("UIView.subviews"))

        // Hierarchy calls an app makes, through the base class.
        let asParent: UIView = parent
        let extra = ConformingView(frame: .zero)
        asParent.insertSubview(extra, aboveSubview: stretchy)
        asParent.insertSubview(ConformingView(frame: .zero), belowSubview: stretchy)
        asParent.sendSubviewToBack(extra)
        asParent.exchangeSubview(at: 0, withSubviewAt: 1)
        extra.tag = 42
        #expect(asParent.viewWithTag(42) === extra)
        #expect((extra as UIView).isDescendant(of: asParent))
        _ = (extra as UIView).superview
        _ = (extra as UIView).convert(CGPoint.zero, from: nil)
        _ = (extra as UIView).isOpaque
        (extra as UIView).transform3D = CATransform3DIdentity

        // A safe area that reaches the views: the root controller adds to it. A view scaled down
        // keeps the insets it had (Behaviour 15.32), so the parent is back at the identity first.
        view.transform = .identity
        stage.root.additionalSafeAreaInsets = UIEdgeInsets(top: 100, left: 0, bottom: 100, right: 0)
        stage.host.runUntilIdle()
        stage.root.additionalSafeAreaInsets = .zero
        stage.host.runUntilIdle()

        // Margins an app sets and reads, through the base class, and the guides it lays out with.
        (child as UIView).layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        _ = (child as UIView).directionalLayoutMargins
        (child as UIView).insetsLayoutMarginsFromSafeArea = false
        #expect(
            (child as UIView).layoutMarginsGuide.layoutFrame
                == (child as UIView).bounds.inset(by: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)))
        _ = (child as UIView).safeAreaLayoutGuide.layoutFrame
        _ = (child as UIView).readableContentGuide.layoutFrame
        let guide = UILayoutGuide()
        (child as UIView).addLayoutGuide(guide)
        #expect((child as UIView).layoutGuides.count == 1)
        (child as UIView).removeLayoutGuide(guide)

        // Drawing: marked, then drawn on the next turn through the layer's display.
        child.setNeedsDisplay()
        child.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        stage.host.advance(by: 0)
        #expect(inOrder(log.take(), ["UIView.setNeedsDisplay()", "UIView.display(_:)", "UIView.draw(_:)"]))

        child.removeFromSuperview()
        let removed = log.take()
        #expect(
            inOrder(removed, ["UIView.removeFromSuperview()", "UIView.willRemoveSubview(_:)"]), "\(removed)")
        // The Auto Layout members are driven in AutoLayoutConformanceTests, the gesture and
        // editing ones in viewInteraction().
        let general = Manifest.members(of: "UIView").filter {
            !Manifest.viewAutoLayout.contains($0) && !Manifest.viewInteraction.contains($0)
                && !Manifest.viewMotionEffects.contains($0)
        }
        #expect(log.missing("UIView", among: general) == [])
    }

    @Test(
        "UIView (gestures and editing): attaching, a subview's veto of a superview's pan, endEditing"
    )
    func viewInteraction() throws {
        let log = CallLog.start()
        let stage = Stage()
        let pad = ConformingView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        // The top third of the pad keeps the pad's gestures off itself.
        let guarded = ConformingView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        guarded.refusesOthersGestures = true
        pad.addSubview(guarded)
        stage.root.view.addSubview(pad)
        var panStates: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer(handler: { panStates.append($0.state) })
        let delegate = ConformingGestureDelegate()
        pan.delegate = delegate
        let asPad: UIView = pad
        asPad.gestureRecognizers = [pan]
        #expect(log.take().contains("UIView.addGestureRecognizer(_:)"), "the setter attaches through it")
        #expect(pan.view === pad && asPad.gestureRecognizers?.count == 1)
        stage.host.runUntilIdle()
        _ = log.take()

        // A drag that starts on the guarded subview: the recognizer's delegate, then its view, then
        // the view under the touch are asked; the subview refuses, so the pan never begins.
        stage.host.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 450), duration: 0.3)
        stage.host.runUntilIdle()
        let refused = log.take()
        #expect(
            inOrder(
                refused,
                [
                    "UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:)",
                    "UIView.gestureRecognizerShouldBegin(_:)", "UIView.gestureRecognizerShouldBegin(_:)",
                ]), "\(refused)")
        #expect(panStates.isEmpty, "the subview's override stopped the pan: \(panStates)")
        // Started on the pad itself, the same drag pans.
        stage.host.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 650), duration: 0.3)
        stage.host.runUntilIdle()
        #expect(panStates.first == .began && panStates.last == .ended, "\(panStates)")

        // UIControl's own override still keeps a superview's single tap from a button with tap
        // actions, also under an app's override that defers to it.
        final class AppButton: UIButton {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                note("UIView")
                return super.gestureRecognizerShouldBegin(gestureRecognizer)
            }
        }
        var taps = 0
        let tap = UITapGestureRecognizer(handler: { _ in taps += 1 })
        asPad.addGestureRecognizer(tap)
        var pressed = 0
        let plain = UIButton(type: .system)
        let subclassed = AppButton(type: .system)
        for (index, button) in [plain, subclassed].enumerated() {
            button.frame = CGRect(x: 20 + CGFloat(index) * 150, y: 300, width: 120, height: 44)
            button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
            pad.addSubview(button)
        }
        stage.host.runUntilIdle()
        _ = log.take()
        stage.host.tap(at: CGPoint(x: 80, y: 422))
        stage.host.tap(at: CGPoint(x: 230, y: 422))
        stage.host.runUntilIdle()
        #expect(pressed == 2 && taps == 0, "the buttons took their taps: \(pressed), \(taps)")
        #expect(log.take().contains("UIView.gestureRecognizerShouldBegin(_:)"), "the app's override ran")
        stage.host.tap(at: CGPoint(x: 300, y: 600))
        stage.host.runUntilIdle()
        #expect(taps == 1, "elsewhere the pad's tap recognizes")

        // Removed, the tap no longer fires; moved to another view, a recognizer leaves its old view
        // through that view's removeGestureRecognizer(_:).
        asPad.removeGestureRecognizer(tap)
        stage.host.tap(at: CGPoint(x: 300, y: 600))
        stage.host.runUntilIdle()
        #expect(taps == 1)
        _ = log.take()
        guarded.addGestureRecognizer(pan)
        #expect(
            inOrder(log.take(), ["UIView.addGestureRecognizer(_:)", "UIView.removeGestureRecognizer(_:)"]))
        #expect(pan.view === guarded && asPad.gestureRecognizers == nil)

        // endEditing(_:) resigns a first responder inside the view, and the keyboard goes down.
        let field = UITextField(frame: CGRect(x: 20, y: 500, width: 200, height: 40))
        pad.addSubview(field)
        #expect(field.becomeFirstResponder())
        stage.host.runUntilIdle()
        #expect(stage.host.keyboardFrame != nil)
        #expect(asPad.endEditing(false))
        #expect(!field.isFirstResponder)
        stage.host.runUntilIdle()
        #expect(stage.host.keyboardFrame == nil)
        withExtendedLifetime(delegate) {}
        #expect(log.missing("UIView", among: Manifest.viewInteraction) == [])
    }

    @Test("UILayoutGuide: initializers, frame, owner and identifier; constraints made with its anchors")
    func layoutGuide() throws {
        let log = CallLog.start()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let guide = ConformingLayoutGuide()
        _ = ConformingLayoutGuide(coder: NSCoder())
        (guide as UILayoutGuide).identifier = "card"
        view.addLayoutGuide(guide)
        #expect((guide as UILayoutGuide).owningView === view)
        #expect((guide as UILayoutGuide).identifier == "card")
        #expect((guide as UILayoutGuide).layoutFrame == .zero, "app guides wait for Auto Layout")

        // A guide placed, and views placed by it, with constraints made from its anchors through
        // the base class, as app code makes them.
        let stage = Stage()
        let container = try #require(stage.root.view)
        let area: UILayoutGuide = ConformingLayoutGuide()
        container.addLayoutGuide(area)
        let (half, beside) = (UIView(), UIView())
        for placed in [half, beside] {
            placed.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(placed)
        }
        NSLayoutConstraint.activate([
            area.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            area.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            area.widthAnchor.constraint(equalToConstant: 200),
            area.heightAnchor.constraint(equalToConstant: 100),
            half.leftAnchor.constraint(equalTo: area.leftAnchor),
            half.rightAnchor.constraint(equalTo: area.centerXAnchor),
            half.topAnchor.constraint(equalTo: area.centerYAnchor),
            half.bottomAnchor.constraint(equalTo: area.bottomAnchor),
            beside.leadingAnchor.constraint(equalTo: area.trailingAnchor),
            beside.rightAnchor.constraint(equalTo: area.rightAnchor, constant: 10),
            beside.topAnchor.constraint(equalTo: area.topAnchor),
            beside.heightAnchor.constraint(equalTo: area.heightAnchor),
        ])
        stage.host.runUntilIdle()
        #expect(area.layoutFrame == CGRect(x: 20, y: 100, width: 200, height: 100))
        #expect(half.frame == CGRect(x: 20, y: 150, width: 100, height: 50))
        #expect(beside.frame == CGRect(x: 220, y: 100, width: 10, height: 100))
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
        #expect(log.missing("UILayoutGuide") == [])
    }

    @Test("UIWindow: initializers, root controller, key and visible, scene")
    func window() throws {
        let log = CallLog.start()
        let window = ConformingWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        _ = try #require(ConformingWindow(coder: NSCoder()))
        let first = UIViewController()
        window.rootViewController = first
        window.makeKeyAndVisible()
        #expect(
            inOrder(
                log.take().filter { $0.hasPrefix("UIWindow.") },
                [
                    "UIWindow.init(frame:)", "UIWindow.init(coder:)",
                    "UIWindow.makeKeyAndVisible()", "UIWindow.makeKey()",
                ]))
        #expect(window.isKeyWindow)
        #expect(first.view.superview === window && first.view.frame == window.bounds, "installed")
        #expect((window as UIWindow).windowScene == nil, "a window on no host is in no scene")

        // A window on a host's screen (UIKit: made with init(windowScene:), which PresentationKit
        // lacks; the subclass reaches UIWindow's init(screen:)). Presenting asks the window for its
        // controllers, starting from the root its getter returns: a request from another presenter
        // in the window while the first presentation runs is refused, as in UIKit.
        let stage = Stage()
        let hosted = ConformingWindow(hostScreen: stage.host.screen)
        let root = UIViewController()
        let context = UIViewController()
        context.definesPresentationContext = true
        root.addChild(context)
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        hosted.rootViewController = root
        hosted.makeKeyAndVisible()
        #expect(root.viewIfLoaded?.window === hosted)
        _ = log.take()
        let presented = UIViewController()
        root.present(presented, animated: true)
        #expect(
            log.take().contains("UIWindow.rootViewController"), "the engine looked for a running transition")
        let overContext = UIViewController()
        overContext.modalPresentationStyle = .overCurrentContext
        context.present(overContext, animated: true)
        #expect(
            stage.host.diagnostics.contains { $0.message.contains("while a presentation is in progress") },
            "\(stage.host.diagnostics)")
        stage.host.runUntilIdle()
        #expect(root.presentedViewController === presented && overContext.presentingViewController == nil)

        // App code reaches the scene, and its orientation, through the window.
        let scene = try #require(root.view.window?.windowScene)
        #expect(scene === stage.host.window.windowScene)
        #expect(scene.interfaceOrientation == .portrait)
        #expect(log.missing("UIWindow") == [])
    }

    @Test("UIControl: tracking, highlighting and actions follow the touch")
    func control() {
        let log = CallLog.start()
        let stage = Stage()
        let control = ConformingControl(frame: CGRect(x: 50, y: 100, width: 100, height: 50))
        stage.root.view.addSubview(control)
        var fired = 0
        control.addAction(UIAction { _ in fired += 1 }, for: .touchUpInside)
        stage.host.runUntilIdle()
        _ = log.take()

        stage.host.tap(at: CGPoint(x: 100, y: 125))
        let tap = log.take()
        #expect(
            inOrder(
                tap,
                [
                    "UIControl.touchesBegan(_:with:)", "UIControl.beginTracking(_:with:)",
                    "UIControl.isHighlighted",
                    "UIControl.isHighlighted", "UIControl.endTracking(_:with:)", "UIControl.sendAction(_:)",
                ]), "\(tap)")
        #expect(fired == 1, "the action still runs through super.sendAction")

        stage.host.drag(from: CGPoint(x: 100, y: 125), to: CGPoint(x: 120, y: 125), duration: 0.1)
        #expect(log.take().contains("UIControl.continueTracking(_:with:)"))

        // A pan recognizer on the superview takes the drag over: the control's tracking is cancelled.
        stage.root.view.addGestureRecognizer(UIPanGestureRecognizer(handler: { _ in }))
        stage.host.drag(from: CGPoint(x: 100, y: 125), to: CGPoint(x: 100, y: 300), duration: 0.2)
        #expect(log.take().contains("UIControl.cancelTracking(with:)"))

        let asControl: UIControl = control
        asControl.isSelected = true
        asControl.isEnabled = true
        #expect(asControl.state.contains(.selected))
        asControl.sendActions(for: .touchUpInside)
        #expect(fired == 3, "the tap, the drag that stayed inside, and sendActions")
        _ = (asControl.isTracking, asControl.isTouchInside, asControl.allTargets, asControl.allControlEvents)
        let spare = UIAction(identifier: UIAction.Identifier("spare"), handler: { _ in })
        asControl.addAction(spare, for: .valueChanged)
        asControl.removeAction(spare, for: .valueChanged)
        asControl.removeAction(identifiedBy: UIAction.Identifier("spare"), for: .valueChanged)
        asControl.removeTarget(nil, action: nil, for: .valueChanged)
        // A control that shows a menu as its primary action: the engine asks both on touch-down.
        asControl.showsMenuAsPrimaryAction = true
        asControl.isContextMenuInteractionEnabled = true
        stage.host.tap(at: CGPoint(x: 100, y: 125))
        #expect(log.missing("UIControl") == [])
    }

    @Test("UIButton: initializers, titles, size and layout")
    func button() throws {
        let log = CallLog.start()
        let stage = Stage()
        let button = ConformingButton(type: .system)
        _ = try #require(ConformingButton(coder: NSCoder()))
        #expect(log.take().contains("UIButton.init(frame:)"), "init(type:) runs the designated init(frame:)")
        button.setTitle("Close", for: .normal)
        button.setTitleColor(.red, for: .normal)
        stage.root.view.addSubview(button)
        button.sizeToFit()
        button.center = CGPoint(x: 195, y: 400)
        stage.host.runUntilIdle()
        #expect(log.take().contains("UIButton.layoutSubviews()"))
        stage.host.tap(at: CGPoint(x: 195, y: 400))
        #expect(log.take().contains("UIButton.isHighlighted"))

        let asButton: UIButton = button
        #expect(asButton.buttonType == .system)
        #expect(asButton.title(for: .normal) == "Close")
        #expect(asButton.titleColor(for: .normal) == .red)
        #expect(asButton.titleLabel != nil)
        _ = asButton.intrinsicContentSize
        _ = (asButton.currentTitle, asButton.currentTitleColor)
        // Images, attributed titles and the layout rectangles the button lays out through.
        let image = UIImage(systemName: "xmark")
        asButton.setImage(image, for: .normal)
        asButton.setBackgroundImage(image, for: .normal)
        asButton.setAttributedTitle(NSAttributedString(string: "Shut"), for: .normal)
        asButton.contentEdgeInsets = UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
        _ = (
            asButton.image(for: .normal), asButton.backgroundImage(for: .normal),
            asButton.attributedTitle(for: .normal)
        )
        #expect(asButton.currentImage === image && asButton.imageView != nil)
        asButton.setNeedsLayout()
        asButton.layoutIfNeeded()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        asButton.configuration = configuration
        asButton.layoutIfNeeded()
        // The menu the engine opens on touch-down (Behaviour 27.2).
        asButton.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        asButton.showsMenuAsPrimaryAction = true
        stage.host.tap(at: CGPoint(x: 195, y: 400))
        #expect(log.missing("UIButton") == [])
    }

    @Test("UILabel: text properties and measuring")
    func label() throws {
        let log = CallLog.start()
        let label = ConformingLabel(frame: .zero)
        _ = try #require(ConformingLabel(coder: NSCoder()))
        let asLabel: UILabel = label
        asLabel.text = "Hello"
        asLabel.font = .systemFont(ofSize: 20)
        asLabel.textColor = .red
        asLabel.textAlignment = .center
        asLabel.numberOfLines = 2
        asLabel.lineBreakMode = .byWordWrapping
        asLabel.sizeToFit()
        _ = asLabel.intrinsicContentSize
        #expect(label.bounds.width > 0)
        // A wrapping label measures at preferredMaxLayoutWidth, read through the property.
        asLabel.text = "A line long enough to wrap at eighty points"
        asLabel.numberOfLines = 0
        asLabel.preferredMaxLayoutWidth = 80
        _ = log.take()
        #expect(asLabel.intrinsicContentSize.width <= 80)
        #expect(log.take().contains("UILabel.preferredMaxLayoutWidth"))
        asLabel.isEnabled = false
        asLabel.attributedText = NSAttributedString(string: "Attributed")
        asLabel.adjustsFontSizeToFitWidth = true
        asLabel.minimumScaleFactor = 0.5
        asLabel.highlightedTextColor = .white
        asLabel.isHighlighted = true
        asLabel.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        _ = label.drawnText
        #expect(log.missing("UILabel") == [])
    }
}
