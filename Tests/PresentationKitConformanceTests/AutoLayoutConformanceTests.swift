import Foundation
import PresentationKit
import Testing

@MainActor
@Suite("Conformance · Auto Layout")
struct AutoLayoutConformanceTests {
    @Test("UIView (Auto Layout): the constraint pass, the engine's questions, fitting and debugging")
    func view() throws {
        let log = CallLog.start()
        let stage = Stage()
        let container = stage.root.view!
        let card = ConformingConstraintView(frame: .zero)
        card.translatesAutoresizingMaskIntoConstraints = false
        card.huggingOverride = .defaultHigh
        container.addSubview(card)
        #expect(
            log.take().contains("UIView.requiresConstraintBasedLayout"), "asked when it joins a hierarchy")

        // Placed by anchors; its width also wants 100 points at 500, which its hugging (750 from
        // the overridden getter) outranks.
        let preferredWidth = card.widthAnchor.constraint(equalToConstant: 100)
        preferredWidth.priority = UILayoutPriority(500)
        let leading = card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([
            leading,
            card.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor, constant: 10),
            preferredWidth,
        ])
        stage.host.runUntilIdle()
        let first = log.take()
        #expect(
            inOrder(
                first,
                [
                    "UIView.updateConstraints()", "UIView.translatesAutoresizingMaskIntoConstraints",
                    "UIView.intrinsicContentSize", "UIView.contentHuggingPriority(for:)",
                    "UIView.layoutSubviews()",
                ]), "\(first)")
        #expect(first.contains("UIView.contentCompressionResistancePriority(for:)"))
        let top = container.safeAreaInsets.top + 10
        #expect(card.frame == CGRect(x: 20, y: top, width: 44, height: 44), "hugging at 750 beats 500")

        // Setting a priority rebuilds the engine, which asks the getter again: now it hugs at 250.
        card.huggingOverride = nil
        card.setContentHuggingPriority(.defaultLow, for: .horizontal)
        card.setContentCompressionResistancePriority(.required, for: .vertical)
        stage.host.runUntilIdle()
        #expect(log.take().contains("UIView.contentHuggingPriority(for:)"))
        #expect(card.frame == CGRect(x: 20, y: top, width: 100, height: 44), "500 beats hugging at 250")

        // Asked for, the update runs in the next pass, before layout.
        card.setNeedsUpdateConstraints()
        #expect(card.needsUpdateConstraints())
        stage.host.runUntilIdle()
        #expect(
            inOrder(
                log.take(),
                [
                    "UIView.setNeedsUpdateConstraints()", "UIView.needsUpdateConstraints()",
                    "UIView.updateConstraints()",
                ]))
        #expect(!card.needsUpdateConstraints())

        // A new intrinsic size is read at the next pass.
        card.invalidateIntrinsicContentSize()
        stage.host.runUntilIdle()
        #expect(
            inOrder(log.take(), ["UIView.invalidateIntrinsicContentSize()", "UIView.intrinsicContentSize"]))

        // Baselines: constraints on the card's baselines use its label's (forFirst/LastBaselineLayout).
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 44, height: 24))
        label.text = "Hi"
        card.addSubview(label)
        card.baselineView = label
        let underFirst = UIView()
        let underLast = UIView()
        for marker in [underFirst, underLast] {
            marker.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(marker)
            NSLayoutConstraint.activate([
                marker.leadingAnchor.constraint(equalTo: card.trailingAnchor),
                marker.widthAnchor.constraint(equalToConstant: 10),
                marker.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        NSLayoutConstraint.activate([
            underFirst.topAnchor.constraint(equalTo: card.firstBaselineAnchor),
            underLast.topAnchor.constraint(equalTo: card.lastBaselineAnchor),
        ])
        _ = log.take()
        stage.host.runUntilIdle()
        let baselines = log.take()
        #expect(baselines.contains("UIView.forFirstBaselineLayout"), "\(baselines)")
        #expect(baselines.contains("UIView.forLastBaselineLayout"))
        #expect(underFirst.frame.minY > top && underFirst.frame.minY < top + 24, "\(underFirst.frame)")
        #expect(underLast.frame.minY > top && underLast.frame.minY < top + 24, "not the card's bottom")

        // Fitting, as a presentation controller asks: the update pass first, then the content.
        let asView: UIView = card
        #expect(asView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 44)
        #expect(
            inOrder(
                log.take(),
                [
                    "UIView.systemLayoutSizeFitting(_:)", "UIView.updateConstraintsIfNeeded()",
                    "UIView.intrinsicContentSize",
                ]))
        let fitted = asView.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 300, height: 44))
        #expect(card.frame.width == 100, "fitting changes nothing on screen")

        // What app code calls, through the base class: installing, alignment rectangles, debugging.
        let fixed = NSLayoutConstraint(
            item: card, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 60)
        asView.addConstraint(fixed)
        #expect(asView.constraints.contains(fixed))
        asView.removeConstraint(fixed)
        #expect(!fixed.isActive)
        asView.addConstraints([fixed])
        stage.host.runUntilIdle()
        #expect(card.frame.height == 60)
        asView.removeConstraints([fixed])
        asView.updateConstraintsIfNeeded()
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(asView.alignmentRectInsets == .zero)
        #expect(asView.frame(forAlignmentRect: asView.alignmentRect(forFrame: frame)) == frame)
        #expect(!asView.hasAmbiguousLayout)
        #expect(asView.constraintsAffectingLayout(for: .horizontal).contains(leading))

        // An ambiguous view: nothing decides its top, so exercising moves it.
        let loose = ConformingConstraintView(frame: .zero)
        loose.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(loose)
        loose.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
        stage.host.runUntilIdle()
        let asLoose: UIView = loose
        #expect(asLoose.hasAmbiguousLayout)
        let before = loose.frame
        asLoose.exerciseAmbiguityInLayout()
        stage.host.runUntilIdle()
        #expect(loose.frame != before, "another of its solutions")

        // A view that offers an inset content area through its anchors. Placed by its own anchors
        // (left, bottom, height, right), then, once its overrides return its guide's anchors, the
        // constraints others make with it (through the base class) attach to that guide.
        let framed = ConformingConstraintView(frame: .zero)
        framed.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(framed)
        let inset = UILayoutGuide()
        framed.addLayoutGuide(inset)
        let asFramed: UIView = framed
        NSLayoutConstraint.activate([
            asFramed.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 40),
            asFramed.rightAnchor.constraint(equalTo: container.leftAnchor, constant: 240),
            asFramed.bottomAnchor.constraint(equalTo: container.topAnchor, constant: 500),
            asFramed.heightAnchor.constraint(equalToConstant: 100),
            inset.leadingAnchor.constraint(equalTo: asFramed.leadingAnchor, constant: 10),
            inset.trailingAnchor.constraint(equalTo: asFramed.trailingAnchor, constant: -30),
            inset.topAnchor.constraint(equalTo: asFramed.topAnchor, constant: 10),
            inset.bottomAnchor.constraint(equalTo: asFramed.bottomAnchor, constant: -30),
        ])
        framed.anchorGuide = inset
        let (below, beside) = (UIView(), UIView())
        for placed in [below, beside] {
            placed.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(placed)
        }
        _ = log.take()
        NSLayoutConstraint.activate([
            below.centerXAnchor.constraint(equalTo: asFramed.centerXAnchor),
            below.topAnchor.constraint(equalTo: asFramed.bottomAnchor),
            below.widthAnchor.constraint(equalTo: asFramed.widthAnchor, multiplier: 0.5),
            below.heightAnchor.constraint(equalTo: asFramed.heightAnchor),
            beside.leftAnchor.constraint(equalTo: asFramed.rightAnchor),
            beside.centerYAnchor.constraint(equalTo: asFramed.centerYAnchor),
            beside.widthAnchor.constraint(equalToConstant: 10),
            beside.heightAnchor.constraint(equalToConstant: 10),
        ])
        let anchored = log.take()
        for anchor in [
            "centerXAnchor", "bottomAnchor", "widthAnchor", "heightAnchor", "rightAnchor", "centerYAnchor",
        ] {
            #expect(anchored.contains("UIView.\(anchor)"), "\(anchor)")
        }
        stage.host.runUntilIdle()
        #expect(framed.frame == CGRect(x: 40, y: 400, width: 200, height: 100))
        #expect(inset.layoutFrame == CGRect(x: 10, y: 10, width: 160, height: 60))
        #expect(below.frame == CGRect(x: 90, y: 470, width: 80, height: 60), "by the guide, not the view")
        #expect(beside.frame == CGRect(x: 210, y: 435, width: 10, height: 10), "by the guide, not the view")

        // The keyboard guide, through the overridden getter: a bar pinned to it rides the keyboard.
        let screen = ConformingConstraintView(frame: container.bounds)
        screen.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(screen)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 100),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: (screen as UIView).keyboardLayoutGuide.topAnchor),
        ])
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        screen.addSubview(field)
        stage.host.runUntilIdle()
        let resting = bar.frame.maxY
        #expect(field.becomeFirstResponder())
        stage.host.runUntilIdle()
        let keyboard = try #require(stage.host.keyboardFrame)
        #expect(bar.frame.maxY == keyboard.minY && bar.frame.maxY < resting, "\(bar.frame), \(keyboard)")
        #expect(log.missing("UIView", among: Manifest.viewAutoLayout) == [])
    }

    @Test(
        "NSLayoutConstraint: a subclass made both ways, read by the engine as it solves, its constant animated"
    )
    func constraint() throws {
        let log = CallLog.start()
        let stage = Stage()
        let container = stage.root.view!
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(banner)

        let top = ConformingConstraint(
            item: banner, attribute: .top, relatedBy: .equal, toItem: container, attribute: .top,
            multiplier: 1, constant: -80)
        #expect(
            log.take().contains("NSLayoutConstraint.init()"), "the convenience init runs the designated one")
        let height = ConformingConstraint(
            item: banner, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 80)
        let width = ConformingConstraint(
            item: banner, attribute: .width, relatedBy: .equal, toItem: container, attribute: .width,
            multiplier: 0.5, constant: 0)
        top.identifier = "banner-top"
        ConformingConstraint.activate([top, height, width])
        banner.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
        #expect(inOrder(log.take(), ["NSLayoutConstraint.activate(_:)", "NSLayoutConstraint.isActive"]))

        stage.host.runUntilIdle()
        let solved = log.take()
        for member in [
            "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier",
            "constant",
            "priority",
        ] {
            #expect(solved.contains("NSLayoutConstraint.\(member)"), "the engine reads \(member)")
        }
        #expect(banner.frame == CGRect(x: 0, y: -80, width: 195, height: 80))

        // A constraint animation: the constant changes, layoutIfNeeded runs inside the block.
        top.constant = 0
        UIView.animate(withDuration: 0.4) { container.layoutIfNeeded() }
        #expect(log.take().contains("NSLayoutConstraint.constant"), "read in place, no rebuild")
        stage.host.advance(by: 0.2)
        let midway = try #require(banner.layer.presentation()).frame.minY
        #expect(midway > -80 && midway < 0, "\(midway)")
        stage.host.runUntilIdle()
        #expect(banner.frame.minY == 0)

        // Required to optional: deactivated first, as UIKit demands.
        ConformingConstraint.deactivate([height])
        height.priority = .defaultHigh
        height.isActive = true
        stage.host.runUntilIdle()
        #expect(banner.frame.height == 80)
        #expect(String(describing: top).contains("banner-top"))
        let asConstraint: NSLayoutConstraint = top
        // Anchors of a constraint compare equal to the items' own, as app code finds constraints.
        #expect(asConstraint.firstAnchor == banner.topAnchor)
        #expect(asConstraint.secondAnchor == container.topAnchor)
        #expect((height as NSLayoutConstraint).secondAnchor == nil)
        asConstraint.shouldBeArchived = true
        #expect(asConstraint.shouldBeArchived)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
        #expect(log.missing("NSLayoutConstraint") == [])
    }

    @Test("UIStackView: a subclass's arrangement read when the stack view updates its constraints")
    func stackView() throws {
        let log = CallLog.start()
        let stage = Stage()
        _ = ConformingStackView(coder: NSCoder())
        let (a, b, c) = (ContentBlock(), ContentBlock(), ContentBlock())
        let stack = ConformingStackView(arrangedSubviews: [a, b, c])
        #expect(
            inOrder(
                log.take(),
                [
                    "UIStackView.init(coder:)", "UIStackView.init(frame:)",
                    "UIStackView.addArrangedSubview(_:)",
                    "UIStackView.insertArrangedSubview(_:at:)",
                ]))
        stack.axis = .vertical
        stack.alignment = .center
        stack.distribution = .fill
        stack.spacing = 8
        stack.setCustomSpacing(20, after: a)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stage.root.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: stage.root.view.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: stage.root.view.topAnchor, constant: 100),
        ])
        stage.host.runUntilIdle()
        let arranged = log.take()
        for member in [
            "arrangedSubviews", "axis", "distribution", "alignment", "spacing", "customSpacing(after:)",
            "isBaselineRelativeArrangement", "isLayoutMarginsRelativeArrangement",
        ] {
            #expect(arranged.contains("UIStackView.\(member)"), "the arrangement reads \(member)")
        }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(b.frame == CGRect(x: 0, y: 50, width: 50, height: 30), "the custom spacing after a")
        #expect(c.frame == CGRect(x: 0, y: 88, width: 50, height: 30))
        #expect(stack.frame == CGRect(x: 10, y: 100, width: 50, height: 118))

        // Inserted, taken out of the arrangement (still a subview), then removed.
        let extra = ContentBlock()
        stack.insertArrangedSubview(extra, at: 0)
        stack.removeArrangedSubview(extra)
        #expect(extra.superview === stack)
        extra.removeFromSuperview()
        (stack as UIStackView).isLayoutMarginsRelativeArrangement = false
        (stack as UIStackView).isBaselineRelativeArrangement = false
        stage.host.runUntilIdle()
        #expect(stack.frame.height == 118)
        #expect(log.missing("UIStackView") == [])
    }
}
