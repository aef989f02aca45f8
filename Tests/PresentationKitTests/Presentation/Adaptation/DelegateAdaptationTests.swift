import Foundation
import Testing

@testable import PresentationKit

/// Custom presentations adapting through their delegate (Behaviour 13.6–13.8, 13.10–13.12), on a tablet
/// (834 × 1194) whose app moves into a one-third split pane (320 wide, compact width).
@MainActor
@Suite("Custom presentations adapt through their delegate")
struct DelegateAdaptationTests {
    /// A card in the middle of the container, over a dimming view of its own.
    final class CardController: UIPresentationController {
        let dim = UIView()
        var began = 0
        override var frameOfPresentedViewInContainerView: CGRect {
            CGRect(x: 100, y: 100, width: 300, height: 400)
        }
        override func presentationTransitionWillBegin() {
            began += 1
            dim.alpha = 0.5
            containerView?.insertSubview(dim, at: 0)
        }
        var ended: [Bool] = []
        override func presentationTransitionDidEnd(_ completed: Bool) {
            ended.append(completed)
        }
        override func containerViewWillLayoutSubviews() {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    /// Supplies the card controller and, optionally, makes itself its adaptive delegate.
    final class Presenter: NSObject, UIViewControllerTransitioningDelegate,
        UIAdaptivePresentationControllerDelegate
    {
        var answer: UIModalPresentationStyle = .overFullScreen
        var isDelegate = true
        var replacement: (() -> UIViewController?)?
        var calls: [String] = []
        weak var card: CardController?

        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?,
            source: UIViewController
        ) -> UIPresentationController? {
            let card = CardController(presentedViewController: presented, presenting: presenting)
            if isDelegate { card.delegate = self }
            self.card = card
            return card
        }
        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            calls.append("style(\(traitCollection.horizontalSizeClass))")
            return traitCollection.horizontalSizeClass == .compact ? answer : .none
        }
        func presentationController(
            _ controller: UIPresentationController,
            viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
        ) -> UIViewController? {
            calls.append("viewController")
            return replacement?()
        }
        func presentationController(
            _ presentationController: UIPresentationController,
            prepare adaptivePresentationController: UIPresentationController
        ) {
            calls.append(
                "prepare(\(adaptivePresentationController === presentationController ? "same" : "stand-in"))")
        }
        func presentationController(
            _ presentationController: UIPresentationController,
            willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
            transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
        ) { calls.append("willPresent(\(style.rawValue))") }
    }

    private static let pane = CGSize(width: 320, height: 1194)
    private static let fullWidth = CGSize(width: 834, height: 1194)

    private func present(with presenter: Presenter) -> (HeadlessHost, UIViewController, UIViewController) {
        let stage = present(through: presenter)
        presenter.calls.removeAll()
        return stage
    }

    /// A tablet (its app first resized to `size`, when given) whose root presents a `.custom`
    /// controller through `delegate`, at rest.
    private func present(through delegate: any UIViewControllerTransitioningDelegate, in size: CGSize? = nil)
        -> (HeadlessHost, UIViewController, UIViewController)
    {
        let host = HeadlessHost(device: .tablet, orientation: .portrait)
        if let size { host.resize(to: size) }
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = UIViewController()
        content.modalPresentationStyle = .custom
        content.transitioningDelegate = delegate
        root.present(content, animated: true)
        host.runUntilIdle()
        return (host, root, content)
    }

    /// A delegate written against the older API: only `adaptivePresentationStyle(for:)`.
    final class OlderDelegate: NSObject, UIViewControllerTransitioningDelegate,
        UIAdaptivePresentationControllerDelegate
    {
        var asked = 0
        weak var card: CardController?
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?,
            source: UIViewController
        ) -> UIPresentationController? {
            let card = CardController(presentedViewController: presented, presenting: presenting)
            card.delegate = self
            self.card = card
            return card
        }
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            asked += 1
            return .fullScreen
        }
    }

    @Test("13.22: a delegate with only the older method adapts in compact width and comes back in regular")
    func olderDelegateMethod() throws {
        let delegate = OlderDelegate()
        let (host, _, content) = present(through: delegate)
        let card = try #require(delegate.card)
        #expect(content.presentationController === card)
        #expect(content.view.frame == CGRect(x: 100, y: 100, width: 300, height: 400))

        host.resize(to: Self.pane)
        host.runUntilIdle()
        #expect(delegate.asked > 0)
        #expect(content.presentationController !== card, "a stand-in shows the adapted presentation")
        #expect(content.view.frame == CGRect(origin: .zero, size: Self.pane))

        host.resize(to: Self.fullWidth)
        host.runUntilIdle()
        #expect(content.presentationController === card, "the card is back in charge")
        #expect(content.view.frame == CGRect(x: 100, y: 100, width: 300, height: 400))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "13.20: presented in a compact pane it starts adapted; the card hears its presentation callbacks when it first takes charge, and its dimming view shows"
    )
    func startedAdaptedSetsUpLate() throws {
        let presenter = Presenter()
        let (host, _, content) = present(through: presenter, in: Self.pane)
        let card = try #require(presenter.card)
        #expect(content.presentationController !== card)
        #expect(card.began == 0)
        #expect(card.dim.superview == nil)

        host.resize(to: Self.fullWidth, duration: 0.3)
        #expect(card.began == 1, "called as the card takes charge")
        #expect(card.dim.superview === card.containerView)
        #expect(card.ended.isEmpty, "the size transition has not ended")
        host.runUntilIdle()
        #expect(card.ended == [true])
        #expect(content.presentationController === card)
        #expect(card.dim.alpha == 0.5)
        #expect(content.view.frame == CGRect(x: 100, y: 100, width: 300, height: 400))

        // Adapted and back again: set up once, its views faded out and back in.
        host.resize(to: Self.pane)
        host.runUntilIdle()
        host.resize(to: Self.fullWidth)
        host.runUntilIdle()
        #expect(card.began == 1)
        #expect(card.dim.alpha == 0.5)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("13.8: a custom presentation without a delegate keeps its own style in compact width")
    func noDelegateNoAdaptation() throws {
        let presenter = Presenter()
        presenter.isDelegate = false
        let (host, _, content) = present(with: presenter)
        let card = try #require(presenter.card)
        host.resize(to: Self.pane)
        host.runUntilIdle()
        #expect(content.presentationController === card)
        #expect(content.view.frame == CGRect(x: 100, y: 100, width: 300, height: 400))
        #expect(card.adaptivePresentationStyle == .none, "no delegate: .none, as UIKit documents")
    }

    @Test(
        "13.7: .custom, .popover and the context styles are no valid answers: a custom presentation stays",
        arguments: [UIModalPresentationStyle.custom, .popover, .currentContext, .overCurrentContext])
    func invalidAnswers(_ answer: UIModalPresentationStyle) throws {
        let presenter = Presenter()
        presenter.answer = answer
        let (host, _, content) = present(with: presenter)
        let card = try #require(presenter.card)
        host.resize(to: Self.pane)
        host.runUntilIdle()
        #expect(presenter.calls == ["style(compact)"], "asked, and nothing else happens")
        #expect(content.presentationController === card)
        #expect(card.adaptivePresentationStyle(for: content.traitCollection) == .none)
    }

    @Test(
        "13.7, 13.12: each valid style has its stand-in, and the card comes back",
        arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen, .formSheet, .pageSheet])
    func validAnswers(_ answer: UIModalPresentationStyle) throws {
        let presenter = Presenter()
        presenter.answer = answer
        let (host, root, content) = present(with: presenter)
        let card = try #require(presenter.card)
        host.resize(to: Self.pane)
        host.runUntilIdle()
        #expect(
            presenter.calls == [
                "style(compact)", "viewController", "prepare(stand-in)", "willPresent(\(answer.rawValue))",
            ])
        let standIn = try #require(content.presentationController)
        #expect(standIn !== card && standIn.presentationStyle == answer)
        #expect(card.dim.alpha == 0, "the card's own views fade out")
        #expect(root.view.window != nil, "the presenting view stays in the window")
        #expect(card.began == 1, "the card controller does not begin again")
        presenter.calls.removeAll()

        host.resize(to: Self.fullWidth)
        host.runUntilIdle()
        #expect(
            presenter.calls == ["style(regular)", "willPresent(\(UIModalPresentationStyle.none.rawValue))"])
        #expect(content.presentationController === card)
        #expect(content.view.frame == CGRect(x: 100, y: 100, width: 300, height: 400))
        #expect(card.dim.alpha == 0.5)
        #expect(root.view.transform == .identity, "a bottom sheet's card stack is undone")
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("13.6, 13.10: presented on a phone it adapts from the start; turned, it moves to the next style")
    func adaptedToAdapted() throws {
        let presenter = Presenter()
        presenter.answer = .formSheet
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = UIViewController()
        content.modalPresentationStyle = .custom
        content.transitioningDelegate = presenter
        root.present(content, animated: true)
        host.runUntilIdle()
        #expect(
            presenter.calls == [
                "style(compact)", "viewController", "prepare(stand-in)",
                "willPresent(\(UIModalPresentationStyle.formSheet.rawValue))",
            ])
        let first = try #require(content.presentationController)
        #expect(first.presentationStyle == .formSheet && first !== presenter.card)
        #expect(presenter.card?.began == 0, "the stand-in began in the card controller's place")
        presenter.answer = .overFullScreen
        presenter.calls.removeAll()
        // Landscape: still compact width, now compact height too; the delegate is asked again.
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        let second = try #require(content.presentationController)
        #expect(second !== first && second.presentationStyle == .overFullScreen)
        #expect(
            presenter.calls == [
                "style(compact)", "viewController", "prepare(stand-in)",
                "willPresent(\(UIModalPresentationStyle.overFullScreen.rawValue))",
            ], "no .none between two adapted styles")
        #expect(content.view.frame == host.window.bounds)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "13.10, 15.1: a sheet standing in for a custom presentation that adapted while shown grows for the keyboard"
    )
    func standInSheetFollowsKeyboard() throws {
        let presenter = Presenter()
        presenter.answer = .pageSheet
        let (host, _, content) = present(with: presenter)
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        content.view.addSubview(field)
        host.resize(to: Self.pane)
        host.runUntilIdle()
        let sheet = try #require(content.presentationController as? UISheetPresentationController)
        sheet.detents = [.medium(), .large()]
        host.runUntilIdle()
        let medium = content.view.frame
        #expect(field.becomeFirstResponder())
        host.runUntilIdle()
        #expect(host.keyboardFrame != nil)
        #expect(content.view.frame.height > medium.height + 100, "grown to large: \(content.view.frame)")
        #expect(content.view.frame == sheet.frameOfPresentedViewInContainerView)
        #expect(field.resignFirstResponder())
        host.runUntilIdle()
        #expect(content.view.frame == medium, "back at medium")
    }

    @Test("9.2, 13.10: a replacement from the delegate shows in the custom presentation's place and goes")
    func replacementForCustom() throws {
        let presenter = Presenter()
        let wrapper = UIViewController()
        presenter.replacement = { wrapper }
        let (host, root, content) = present(with: presenter)
        host.resize(to: Self.pane)
        host.runUntilIdle()
        let container = try #require(presenter.card?.containerView)
        #expect(wrapper.view.superview === container)
        #expect(content.view.window == nil, "not held by the replacement: it leaves the window")
        #expect(content.appearanceState == .disappeared)
        #expect(wrapper.appearanceState == .appeared)
        #expect(wrapper.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1194))
        #expect(wrapper.presentingViewController === root)

        host.resize(to: Self.fullWidth)
        host.runUntilIdle()
        #expect(wrapper.view.window == nil)
        #expect(wrapper.appearanceState == .disappeared)
        #expect(content.view.superview === container)
        #expect(content.appearanceState == .appeared)
        #expect(wrapper.presentingViewController == nil)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("10: a replacement that is already presented is refused with a diagnostic")
    func replacementInUse() throws {
        let presenter = Presenter()
        let busy = UIViewController()
        presenter.replacement = { busy }
        let (host, _, content) = present(with: presenter)
        // Make `busy` part of another presentation: another controller presents it.
        let elsewhere = UIViewController()
        ControllerPresentationState.link(busy, to: elsewhere)
        host.resize(to: Self.pane)
        host.runUntilIdle()
        #expect(content.view.window != nil, "the presented controller is shown")
        #expect(host.diagnostics.contains { $0.message.contains("already part of a presentation") })
        ControllerPresentationState.unlink(busy, from: elsewhere)
    }

    @Test("13.12: dismissed while adapted, the presentation ends cleanly and can be presented again")
    func dismissAdaptedThenPresentAgain() throws {
        let presenter = Presenter()
        let (host, root, content) = present(with: presenter)
        host.resize(to: Self.pane)
        host.runUntilIdle()
        content.dismiss(animated: true)
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(content.presentationController == nil || content.presentationController !== presenter.card)
        host.resize(to: Self.fullWidth)
        host.runUntilIdle()
        root.present(content, animated: true)
        host.runUntilIdle()
        #expect(content.presentationController === presenter.card, "a new card controller")
        #expect(content.view.frame == CGRect(x: 100, y: 100, width: 300, height: 400))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("13.6: a delegate that asks the controller back gets the style's own adaptation, not a loop")
    func reentrantDelegate() throws {
        final class AskingBack: NSObject, UIAdaptivePresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController)
                -> UIModalPresentationStyle
            {
                controller.adaptivePresentationStyle
            }
        }
        let delegate = AskingBack()
        let controller = UIPresentationController(
            presentedViewController: UIViewController(), presenting: nil)
        controller.delegate = delegate
        #expect(controller.adaptivePresentationStyle == .none)
        #expect(
            controller.adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact))
                == .none)
    }
}
