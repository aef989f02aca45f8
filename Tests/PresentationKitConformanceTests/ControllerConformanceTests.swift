import Foundation
import PresentationKit
import Testing

/// A popover delegate that keeps the popover a popover on a phone.
final class KeepsPopover: NSObject, UIPopoverPresentationControllerDelegate {
    static let shared = KeepsPopover()
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        .none
    }
}

/// A transitioning delegate that hands out a given presentation controller.
final class PresentationControllerFactory: NSObject, UIViewControllerTransitioningDelegate {
    let make: (UIViewController, UIViewController?) -> UIPresentationController

    init(_ make: @escaping (UIViewController, UIViewController?) -> UIPresentationController) {
        self.make = make
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        make(presented, presenting)
    }
}

@MainActor
@Suite("Conformance · controllers and presentation controllers")
struct ControllerConformanceTests {
    @Test(
        "UIViewController: loading, appearance, layout, containment, rotation, presentation, status bar, memory"
    )
    func viewController() throws {
        let log = CallLog.start()
        let root = ConformingViewController()
        #expect(log.take() == ["UIViewController.init(nibName:bundle:)"], "init() calls the designated init")
        _ = try #require(ConformingViewController(coder: NSCoder()))
        #expect(log.take() == ["UIViewController.init(coder:)"])

        let stage = Stage(root: root)
        let shown = log.take()
        #expect(
            inOrder(
                shown,
                [
                    "UIViewController.loadView()", "UIViewController.viewDidLoad()",
                    "UIViewController.viewWillAppear(_:)", "UIViewController.viewWillLayoutSubviews()",
                    "UIViewController.viewDidLayoutSubviews()", "UIViewController.viewDidAppear(_:)",
                ]), "\(shown)")
        #expect(shown.contains("UIViewController.shouldAutomaticallyForwardAppearanceMethods"))

        // Containment, as a container controller writes it.
        let child = ConformingViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        #expect(
            inOrder(
                log.take(),
                [
                    "UIViewController.addChild(_:)", "UIViewController.willMove(toParent:)",
                    "UIViewController.didMove(toParent:)",
                ]))
        child.preferredContentSize = CGSize(width: 100, height: 100)
        #expect(
            inOrder(
                log.take(),
                [
                    "UIViewController.preferredContentSize",
                    "UIViewController.preferredContentSizeDidChange(forChildContentContainer:)",
                ]))

        // A rotation: traits and size announced, then the traits change.
        stage.host.resize(to: CGSize(width: 844, height: 390))
        stage.host.runUntilIdle()
        let rotation = log.take()
        #expect(
            inOrder(
                rotation,
                [
                    "UIViewController.willTransition(to:with:)",
                    "UIViewController.size(forChildContentContainer:withParentContainerSize:)",
                    "UIViewController.viewWillTransition(to:with:)",
                    "UIViewController.traitCollectionDidChange(_:)",
                ]), "\(rotation)")
        #expect(rotation.contains("UIViewController.traitCollection"))

        // The status bar: the host asks the controller in charge.
        _ = stage.host.statusBarStyle
        _ = stage.host.isStatusBarHidden
        root.setNeedsStatusBarAppearanceUpdate()
        let statusBar = log.take()
        #expect(
            inOrder(
                statusBar,
                ["UIViewController.childForStatusBarStyle", "UIViewController.preferredStatusBarStyle"]))
        #expect(
            inOrder(
                statusBar,
                ["UIViewController.childForStatusBarHidden", "UIViewController.prefersStatusBarHidden"]))

        stage.host.simulateMemoryWarning()
        #expect(log.take().contains("UIViewController.didReceiveMemoryWarning()"))

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            inOrder(
                log.take(), ["UIViewController.removeFromParent()", "UIViewController.didMove(toParent:)"]))

        // Presentation: present and dismiss are overridable, the engine reads the style.
        let presented = ConformingViewController()
        presented.modalPresentationStyle = .fullScreen
        var presentedAtCompletion = false
        root.present(presented, animated: true) { presentedAtCompletion = true }
        stage.host.advance(by: 0)
        #expect((presented as UIViewController).isBeingPresented)
        stage.host.runUntilIdle()
        #expect(presentedAtCompletion)
        let presentation = log.take()
        #expect(
            inOrder(
                presentation,
                [
                    "UIViewController.present(_:animated:completion:)",
                    "UIViewController.modalPresentationStyle",
                ]))
        presented.dismiss(animated: true)
        stage.host.advance(by: 0)
        #expect((presented as UIViewController).isBeingDismissed)
        stage.host.runUntilIdle()
        let dismissal = log.take()
        #expect(
            inOrder(
                dismissal,
                [
                    "UIViewController.dismiss(animated:completion:)",
                    "UIViewController.viewWillDisappear(_:)",
                    "UIViewController.viewDidDisappear(_:)",
                ]), "\(dismissal)")
        #expect(root.presentedViewController == nil)
        // Presentation settings the engine reads: a child that defines the presentation context
        // and provides its transition style, a presented controller over that context.
        let context = ConformingViewController()
        root.addChild(context)
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        context.definesPresentationContext = true
        context.providesPresentationContextTransitionStyle = true
        context.modalTransitionStyle = .crossDissolve
        let overContext = ConformingViewController()
        overContext.modalPresentationStyle = .overCurrentContext
        context.present(overContext, animated: true)
        stage.host.runUntilIdle()
        let contextual = log.take()
        for member in [
            "definesPresentationContext", "providesPresentationContextTransitionStyle",
            "modalTransitionStyle",
        ] {
            #expect(contextual.contains("UIViewController.\(member)"), "\(member)")
        }
        overContext.dismiss(animated: false)
        stage.host.runUntilIdle()

        // Traits a container gives its child, through setOverrideTraitCollection and the method
        // UIKit asks.
        root.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: context)
        #expect(context.traitCollection.horizontalSizeClass == .regular)
        #expect(
            inOrder(
                log.take(),
                [
                    "UIViewController.setOverrideTraitCollection(_:forChild:)",
                    "UIViewController.overrideTraitCollection(forChild:)",
                ]))

        // A popover: the status bar asks whether it captures the appearance; a tap outside asks
        // whether it is modal; its layout asks whether it is being dismissed.
        let popover = ConformingViewController()
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceView = context.view
        popover.popoverPresentationController?.delegate = KeepsPopover.shared
        root.present(popover, animated: true)
        stage.host.runUntilIdle()
        _ = stage.host.statusBarStyle
        stage.host.tap(at: CGPoint(x: 5, y: 5))
        stage.host.runUntilIdle()
        let popoverCalls = log.take()
        for member in [
            "modalPresentationCapturesStatusBarAppearance", "isModalInPresentation",
        ] {
            #expect(popoverCalls.contains("UIViewController.\(member)"), "\(member)")
        }
        #expect(root.presentedViewController == nil)

        // What app code calls on a controller, through the base class.
        let controller: UIViewController = context
        controller.title = "Context"
        _ = controller.title
        _ = controller.navigationItem
        _ = controller.tabBarItem
        controller.loadViewIfNeeded()
        _ = (
            controller.viewIfLoaded, controller.isViewLoaded, controller.isMovingToParent,
            controller.isMovingFromParent
        )
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        // Content of its own: the root view's safe area grows, and the controller hears of it.
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
        stage.host.runUntilIdle()
        _ = (controller.additionalSafeAreaInsets, controller.systemMinimumLayoutMargins)
        // Turning the device asks the controller in charge which orientations it supports.
        stage.host.rotate(to: stage.host.interfaceOrientation == .portrait ? .landscapeRight : .portrait)
        stage.host.runUntilIdle()
        #expect(log.take().contains("UIViewController.supportedInterfaceOrientations"))
        // show(_:sender:), called by app code, inside a navigation controller pushes.
        let inStack: UIViewController = ConformingViewController()
        let stack = UINavigationController(rootViewController: inStack)
        inStack.show(UIViewController(), sender: nil)
        #expect(stack.viewControllers.count == 2)
        // The constraint pass: a root view that asks for an update gets its controller's
        // updateViewConstraints(), before the layout callbacks (Behaviour 17.7).
        _ = log.take()
        root.view.setNeedsUpdateConstraints()
        stage.host.runUntilIdle()
        let constraintPass = log.take()
        #expect(
            inOrder(
                constraintPass,
                ["UIViewController.updateViewConstraints()", "UIViewController.viewWillLayoutSubviews()"]),
            "\(constraintPass)")
        // The navigation controller reads the top's toolbar items, through the overridable getter;
        // setting them goes through setToolbarItems(_:animated:).
        stack.popViewController(animated: false)
        inStack.toolbarItems = [UIBarButtonItem(title: "Edit")]
        #expect(log.take().contains("UIViewController.toolbarItems"))
        // showDetailViewController(_:sender:), called by app code, with no split view presents.
        inStack.showDetailViewController(UIViewController(), sender: nil)
        // The presentation and container relations are driven in viewControllerRelations().
        let general = Manifest.members(of: "UIViewController").filter {
            !Manifest.viewControllerRelations.contains($0)
                && !Manifest.viewControllerStoryboardEra.contains($0)
        }
        #expect(log.missing("UIViewController", among: general) == [])
    }

    @Test(
        "UIViewController (relations): an overridden transitioning delegate; presenter and presented"
    )
    func viewControllerRelations() throws {
        let log = CallLog.start()
        let root = ConformingViewController()
        let stage = Stage(root: root)

        // A .custom presentation whose transitioning delegate only the getter's override supplies
        // (the stored property is never set): its presentation controller and animator are used.
        let card = ConformingViewController()
        card.modalPresentationStyle = .custom
        let vendor = ConformingTransitioningDelegate()
        let vendorOwner = "UIViewControllerTransitioningDelegate"
        card.ownTransitioningDelegate = vendor
        _ = log.take()
        root.present(card, animated: true)
        let began = log.take()
        #expect(
            inOrder(
                began,
                [
                    "UIViewController.present(_:animated:completion:)",
                    "UIViewController.transitioningDelegate",
                    "\(vendorOwner).presentationController(forPresented:presenting:source:)",
                    "UIPresentationController.init(presentedViewController:presenting:)",
                    "\(vendorOwner).animationController(forPresented:presenting:source:)",
                ]), "\(began)")
        // While it runs, the controller's coordinator is the transition's, as app code reads it.
        stage.host.advance(by: 0)
        let coordinator = try #require((card as UIViewController).transitionCoordinator)
        #expect(coordinator.isAnimated && coordinator.transitionDuration == 0.3, "the vendor's animator")
        var alongside = false
        var completed = false
        coordinator.animate(
            alongsideTransition: { _ in alongside = true }, completion: { _ in completed = true })
        stage.host.runUntilIdle()
        #expect(alongside && completed)
        #expect((card as UIViewController).transitionCoordinator == nil, "none once the transition ended")
        let presentedCalls = log.take()
        #expect(presentedCalls.contains("UIViewControllerAnimatedTransitioning.animateTransition(using:)"))
        let asCard: UIViewController = card
        #expect(asCard.presentationController is ConformingPresentationController, "the vendor's")
        #expect(
            card.view.frame.minY == 422, "placed by that controller's frameOfPresentedViewInContainerView")

        // Who presents whom, as app code reads it; a child of the presented controller reaches its
        // parent's presentation controller through the parent's getter.
        #expect((root as UIViewController).presentedViewController === card)
        #expect(asCard.presentingViewController === root)
        let inner = ConformingViewController()
        card.addChild(inner)
        card.view.addSubview(inner.view)
        inner.didMove(toParent: card)
        _ = log.take()
        #expect((inner as UIViewController).presentationController === asCard.presentationController)
        #expect(log.take().filter { $0 == "UIViewController.presentationController" }.count >= 3)

        // The dismissal goes to the presenter the getter names, asking the overridden delegate for
        // its animator.
        card.dismiss(animated: true)
        let dismissal = log.take()
        #expect(
            inOrder(
                dismissal,
                [
                    "UIViewController.dismiss(animated:completion:)",
                    "UIViewController.presentingViewController",
                ]), "\(dismissal)")
        stage.host.runUntilIdle()
        #expect(
            inOrder(
                log.take(),
                [
                    "UIViewController.transitioningDelegate",
                    "\(vendorOwner).animationController(forDismissed:)",
                ]))
        #expect(root.presentedViewController == nil)

        // A full-screen controller takes over the status bar: the host follows the presentation
        // through presentedViewController and presentingViewController.
        let cover = ConformingViewController()
        cover.modalPresentationStyle = .fullScreen
        cover.statusBarStyle = .darkContent
        root.present(cover, animated: false)
        stage.host.runUntilIdle()
        _ = log.take()
        #expect(stage.host.statusBarStyle == .darkContent, "the presented controller's")
        #expect(
            inOrder(
                log.take(),
                ["UIViewController.presentedViewController", "UIViewController.presentingViewController"]))
        cover.dismiss(animated: false)
        stage.host.runUntilIdle()
        #expect(stage.host.statusBarStyle == .lightContent, "the root's again")

        // A sheet configured through sheetPresentationController, as app code does before present:
        // the detent it sets decides the sheet's height. The sheet's dimming fades in alongside the
        // transition, through the presented controller's transitionCoordinator.
        let sheet = ConformingViewController()
        sheet.modalPresentationStyle = .pageSheet
        let sheetController = try #require((sheet as UIViewController).sheetPresentationController)
        sheetController.detents = [.medium()]
        _ = log.take()
        root.present(sheet, animated: true)
        stage.host.advance(by: 0.1)
        let chrome = log.take()
        #expect(chrome.contains("UIViewController.transitionCoordinator"), "\(chrome)")
        let dimming = try #require(sheet.presentationController?.containerView?.subviews.first)
        let dimmed = try #require(dimming.layer.presentation()).opacity
        #expect(
            dimmed > 0 && Double(dimmed) < Double(dimming.alpha), "the dimming fades in alongside: \(dimmed)")
        stage.host.runUntilIdle()
        #expect(sheet.presentationController === sheetController)
        let top = sheet.view.convert(sheet.view.bounds, to: nil).minY
        #expect(top > 844 / 3 && top < 844 * 2 / 3, "the medium detent: \(top)")
        sheet.dismiss(animated: false)
        stage.host.runUntilIdle()

        // A popover configured through popoverPresentationController: it points at the source view
        // it was given.
        let source = UIView(frame: CGRect(x: 20, y: 120, width: 80, height: 44))
        root.view.addSubview(source)
        let popover = ConformingViewController()
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 200, height: 150)
        let popoverController = try #require((popover as UIViewController).popoverPresentationController)
        popoverController.sourceView = source
        popoverController.delegate = KeepsPopover.shared
        root.present(popover, animated: false)
        stage.host.runUntilIdle()
        #expect(popover.presentationController === popoverController)
        let shown = popover.view.convert(popover.view.bounds, to: nil)
        #expect(shown.minY >= source.frame.maxY, "below its source: \(shown)")
        popover.dismiss(animated: false)
        stage.host.runUntilIdle()

        // The containers a controller is in, as app code reads them.
        let inStack = ConformingViewController()
        let navigation = UINavigationController(rootViewController: inStack)
        let tabs = UITabBarController()
        tabs.setViewControllers([navigation], animated: false)
        #expect((inStack as UIViewController).navigationController === navigation)
        #expect((inStack as UIViewController).tabBarController === tabs)
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(tabs, for: .secondary)
        #expect((inStack as UIViewController).splitViewController === split)
        #expect((root as UIViewController).navigationController == nil)
        #expect(log.missing("UIViewController", among: Manifest.viewControllerRelations) == [])
    }

    @Test("UIPresentationController: the custom presentation's hooks, in UIKit's order, and rotation")
    func presentationController() {
        let log = CallLog.start()
        let stage = Stage()
        let delegate = PresentationControllerFactory {
            ConformingPresentationController(presentedViewController: $0, presenting: $1)
        }
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        stage.root.present(presented, animated: true)
        #expect(log.take().first == "UIPresentationController.init(presentedViewController:presenting:)")
        stage.host.runUntilIdle()
        let presentation = log.take()
        #expect(
            inOrder(
                presentation,
                [
                    "UIPresentationController.presentationTransitionWillBegin()",
                    "UIPresentationController.containerViewWillLayoutSubviews()",
                    "UIPresentationController.containerViewDidLayoutSubviews()",
                    "UIPresentationController.presentationTransitionDidEnd(_:)",
                ]), "\(presentation)")
        #expect(presentation.contains("UIPresentationController.frameOfPresentedViewInContainerView"))
        #expect(presentation.contains("UIPresentationController.presentedView"))
        #expect(presentation.contains("UIPresentationController.shouldPresentInFullscreen"))
        #expect(presentation.contains("UIPresentationController.shouldRemovePresentersView"))
        #expect(presentation.contains("UIPresentationController.containerView"))
        #expect(presented.view.frame.minY == 422, "the frame the override returned")

        presented.preferredContentSize = CGSize(width: 200, height: 200)
        #expect(
            log.take().contains(
                "UIPresentationController.preferredContentSizeDidChange(forChildContentContainer:)"))

        stage.host.resize(to: CGSize(width: 844, height: 390))
        stage.host.runUntilIdle()
        let rotation = log.take()
        #expect(
            inOrder(
                rotation,
                [
                    "UIPresentationController.willTransition(to:with:)",
                    "UIPresentationController.viewWillTransition(to:with:)",
                    "UIPresentationController.traitCollectionDidChange(_:)",
                ]), "\(rotation)")
        #expect(rotation.contains("UIPresentationController.traitCollection"))

        presented.dismiss(animated: true)
        stage.host.runUntilIdle()
        #expect(
            inOrder(
                log.take(),
                [
                    "UIPresentationController.dismissalTransitionWillBegin()",
                    "UIPresentationController.dismissalTransitionDidEnd(_:)",
                ]))
        // What app code reads and sets, through the base class.
        let controller = ConformingPresentationController(
            presentedViewController: UIViewController(), presenting: nil)
        let asController: UIPresentationController = controller
        _ = (asController.presentedViewController, asController.adaptivePresentationStyle)
        _ = (asController.presentationStyle, asController.preferredContentSize, asController.delegate)
        _ = asController.adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact))
        asController.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
        _ = asController.overrideTraitCollection
        _ = (presented.presentationController as UIPresentationController?)?.presentingViewController
        let presentingRead = log.take()
        #expect(presentingRead.contains("UIPresentationController.presentedViewController"))
        #expect(log.missing("UIPresentationController") == [])
    }

    @Test("UIPopoverPresentationController: a subclass laid out at its source, and adapted on a phone")
    func popover() {
        let log = CallLog.start()
        // A tablet: the popover stays a popover and is laid out from its source.
        let tablet = Stage(size: CGSize(width: 1024, height: 1366))
        let source = UIView(frame: CGRect(x: 100, y: 200, width: 80, height: 44))
        tablet.root.view.addSubview(source)
        let delegate = PresentationControllerFactory { presented, presenting in
            let popover = ConformingPopoverPresentationController(
                presentedViewController: presented, presenting: presenting)
            popover.sourceView = source
            popover.sourceRect = source.bounds
            popover.permittedArrowDirections = .any
            popover.passthroughViews = []
            popover.popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            popover.backgroundColor = .white
            return popover
        }
        let content = UIViewController()
        content.modalPresentationStyle = .custom
        content.transitioningDelegate = delegate
        content.preferredContentSize = CGSize(width: 300, height: 200)
        tablet.root.present(content, animated: true)
        tablet.host.runUntilIdle()
        let presentation = log.take()
        #expect(
            inOrder(
                presentation,
                [
                    "UIPopoverPresentationController.init(presentedViewController:presenting:)",
                    "UIPopoverPresentationController.presentationTransitionWillBegin()",
                    "UIPopoverPresentationController.presentationTransitionDidEnd(_:)",
                ]), "\(presentation)")
        for member in [
            "sourceView", "sourceRect", "permittedArrowDirections", "popoverLayoutMargins",
            "frameOfPresentedViewInContainerView",
        ] {
            #expect(presentation.contains("UIPopoverPresentationController.\(member)"), "\(member)")
        }
        // A tap outside: passthrough views are consulted, then the popover dismisses.
        tablet.host.tap(at: CGPoint(x: 900, y: 1300))
        tablet.host.runUntilIdle()
        let dismissal = log.take()
        #expect(dismissal.contains("UIPopoverPresentationController.passthroughViews"), "\(dismissal)")
        #expect(
            inOrder(
                dismissal,
                [
                    "UIPopoverPresentationController.dismissalTransitionWillBegin()",
                    "UIPopoverPresentationController.dismissalTransitionDidEnd(_:)",
                ]))

        // A phone: compact width adapts the popover, asking it for its adaptive style.
        let phone = Stage()
        let phoneContent = UIViewController()
        phoneContent.modalPresentationStyle = .custom
        phoneContent.transitioningDelegate = delegate
        phone.root.present(phoneContent, animated: true)
        phone.host.runUntilIdle()
        #expect(log.take().contains("UIPopoverPresentationController.adaptivePresentationStyle(for:)"))

        // What app code reads through the base class.
        if let popover = content.presentationController as? UIPopoverPresentationController {
            _ = popover.arrowDirection
            _ = popover.backgroundColor
        }
        let popover = ConformingPopoverPresentationController(
            presentedViewController: UIViewController(), presenting: nil)
        let asPopover: UIPopoverPresentationController = popover
        _ = asPopover.arrowDirection
        _ = asPopover.backgroundColor
        asPopover.barButtonItem = UIBarButtonItem(title: "Share")
        _ = asPopover.barButtonItem
        asPopover.sourceItem = UIView()
        _ = asPopover.sourceItem
        #expect(log.missing("UIPopoverPresentationController") == [])
    }
}
