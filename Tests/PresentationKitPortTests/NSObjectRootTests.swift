import PresentationKit
import Testing

extension NSObject {
    /// An extension on NSObject, as apps write them: it must reach views and controllers.
    var portTestClassName: String { String(describing: type(of: self)) }
}

final class PortCardController: UIViewController {}

/// A transitioning delegate as iOS code declares one: UIKit's delegate protocols refine
/// `NSObjectProtocol`, so a conformer descends from `NSObject`.
final class PortFadeDelegate: NSObject, UIViewControllerTransitioningDelegate {}

@MainActor
@Suite("Port · NSObject roots")
struct NSObjectRootTests {
    @Test("== between controllers is identity; isEqual and hash agree")
    func equalityIsIdentity() {
        let a = UIViewController()
        let b = UIViewController()
        #expect(a == a)
        #expect(a != b)
        #expect(a.isEqual(a) && !a.isEqual(b))
        #expect(Set([a, b, a]).count == 2)
    }

    @Test("isKind(of:) follows the class hierarchy; isMember(of:) the exact class")
    func kinds() {
        let card = PortCardController()
        #expect(card.isKind(of: UIViewController.self))
        #expect(card.isKind(of: UIResponder.self))
        #expect(card.isKind(of: NSObject.self))
        #expect(!card.isMember(of: UIViewController.self))
        #expect(card.isMember(of: PortCardController.self))
        let button = UIButton(type: .system)
        #expect(button.isKind(of: UIControl.self) && button.isKind(of: UIView.self))
        #expect(UITapGestureRecognizer().isKind(of: UIGestureRecognizer.self))
        #expect(CABasicAnimation(keyPath: "opacity").isKind(of: CAAnimation.self))
        #expect(CALayer().isKind(of: NSObject.self))
    }

    @Test("UIKit's roots are NSObjects, so NSObject extensions reach them")
    func extensionsReach() {
        #expect(UIView().portTestClassName == "UIView")
        #expect(PortCardController().portTestClassName == "PortCardController")
        let card = UIViewController()
        let controller = UIPresentationController(presentedViewController: card, presenting: nil)
        #expect(controller.portTestClassName == "UIPresentationController")
    }

    @Test("colours compare by value, as UIColor.isEqual does")
    func colours() {
        #expect(UIColor(white: 0, alpha: 0.4) == UIColor(white: 0, alpha: 0.4))
        #expect(UIColor.red != UIColor.blue)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
    }

    @Test("a delegate existential answers NSObjectProtocol's questions, as UIKit's protocols refine it")
    func delegateExistentials() {
        let card = UIViewController()
        let fade = PortFadeDelegate()
        card.transitioningDelegate = fade
        guard let delegate = card.transitioningDelegate else {
            Issue.record("the delegate was not kept")
            return
        }
        #expect(delegate.isKind(of: PortFadeDelegate.self))
        #expect(delegate.isKind(of: NSObject.self))
        #expect(!delegate.isKind(of: UIViewController.self))
        #expect(delegate.isMember(of: PortFadeDelegate.self) && !delegate.isMember(of: NSObject.self))
        #expect(delegate.isEqual(fade) && !delegate.isEqual(PortFadeDelegate()))
        #expect(delegate.hash == fade.hash)
        let scrollDelegate: (any UIScrollViewDelegate)? = UITableViewController(style: .plain)
        #expect(scrollDelegate?.isKind(of: UIViewController.self) == true)
    }
}
