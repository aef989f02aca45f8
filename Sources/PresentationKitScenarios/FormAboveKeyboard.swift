import Foundation
import PresentationKit

// A form in a card above the keyboard (Behaviour 15.16, 15.18): a `.custom` card at the
// bottom of a notched phone holds two text fields. Tapping the first brings up the keyboard; the
// presentation controller listens to the keyboard notifications and animates the card with the
// notification's duration and curve so it stays on top of the keyboard, as apps do. Return moves
// to the next field; Done ends editing (the keyboard starts down) and dismisses. Written as an iOS
// developer writes it; observers use `queue: nil` (the host runs no OperationQueue.main).

/// The form card: a title, a Done button and two fields; it is both fields' delegate.
public final class FormCardViewController: UIViewController, UIViewControllerTransitioningDelegate,
    UITextFieldDelegate
{
    /// The card's height, home-indicator area included.
    public static let cardHeight: CGFloat = 236

    /// The first field (name).
    public let nameField = UITextField()
    /// The second field (email).
    public let emailField = UITextField()
    /// Ends editing and dismisses.
    public let doneButton = UIButton(type: .system)
    private let titleLabel = UILabel()
    /// The delegate calls and keyboard notifications the card saw, in order.
    public private(set) var events: [String] = []

    /// Creates the card, already `.custom` and its own transitioning delegate.
    public init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    /// Not supported: the card is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Builds the white card with rounded top corners: the "Sign up" title, the Done button, and the two
    /// rounded fields it is the delegate of (Return says Next on the name field and Done on the email field,
    /// which asks for the email keyboard).
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 16
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        titleLabel.text = "Sign up"
        titleLabel.font = .boldSystemFont(ofSize: 22)
        view.addSubview(titleLabel)
        doneButton.setTitle("Done", for: .normal)
        doneButton.setTitleColor(.systemBlue, for: .normal)
        doneButton.addTarget(self, action: FormCardViewController.done, for: .touchUpInside)
        view.addSubview(doneButton)
        for (field, placeholder) in [(nameField, "Name"), (emailField, "Email")] {
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.delegate = self
            view.addSubview(field)
        }
        nameField.returnKeyType = .next
        emailField.keyboardType = .emailAddress
        emailField.returnKeyType = .done
    }

    /// Lays out the title and the Done button across the top and the two fields below them, inset by 20
    /// points.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        titleLabel.frame = CGRect(x: 20, y: 16, width: width - 130, height: 32)
        doneButton.frame = CGRect(x: width - 90, y: 16, width: 70, height: 32)
        nameField.frame = CGRect(x: 20, y: 64, width: width - 40, height: 40)
        emailField.frame = CGRect(x: 20, y: 116, width: width - 40, height: 40)
    }

    func done() {
        events.append("done")
        view.endEditing(true)
        dismiss(animated: true)
    }

    private func name(of textField: UITextField) -> String { textField === nameField ? "name" : "email" }

    /// Records a keyboard notification (called by the presentation controller).
    func note(_ event: String) { events.append(event) }

    // MARK: UITextFieldDelegate

    /// Records `shouldBeginEditing(name)` or `shouldBeginEditing(email)` in ``events`` and lets the field
    /// begin.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        events.append("shouldBeginEditing(\(name(of: textField)))")
        return true
    }

    /// Records `didBeginEditing(name)` or `didBeginEditing(email)` in ``events``.
    public func textFieldDidBeginEditing(_ textField: UITextField) {
        events.append("didBeginEditing(\(name(of: textField)))")
    }

    /// Records `didEndEditing(name)` or `didEndEditing(email)` in ``events``.
    public func textFieldDidEndEditing(_ textField: UITextField) {
        events.append("didEndEditing(\(name(of: textField)))")
    }

    /// Return moves from the name to the email field; on the email field it ends editing.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        events.append("shouldReturn(\(name(of: textField)))")
        if textField === nameField {
            emailField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return false
    }

    // MARK: UIViewControllerTransitioningDelegate

    /// A new ``FormCardPresentationController`` for the card.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        FormCardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// Places the card at the bottom of the container, lifted by the keyboard's height while the
/// keyboard is up; moves it with the keyboard's own duration and curve.
public final class FormCardPresentationController: UIPresentationController {
    /// How much of the container's bottom the keyboard covers now (0 when it is down).
    public private(set) var keyboardOverlap: CGFloat = 0
    private var observers: [NSObjectProtocol] = []

    /// The card, ``FormCardViewController/cardHeight`` tall and full width, at the container's bottom, raised
    /// by ``keyboardOverlap``.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        let height = FormCardViewController.cardHeight
        return CGRect(
            x: bounds.minX, y: bounds.maxY - height - keyboardOverlap, width: bounds.width, height: height)
    }

    /// Starts observing the keyboard's will-show and will-hide notifications, so the card moves with the
    /// keyboard.
    public override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
            observers.append(
                center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
                    nonisolated(unsafe) let notification = notification
                    MainActor.assumeIsolated { self?.keyboardWillChange(notification) }
                })
        }
    }

    /// Stops observing the keyboard once the dismissal completed.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard completed else { return }
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers.removeAll()
    }

    /// Puts the card at ``frameOfPresentedViewInContainerView`` again.
    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func keyboardWillChange(_ notification: Notification) {
        guard let containerView, let info = notification.userInfo,
            let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        let showing = notification.name == UIResponder.keyboardWillShowNotification
        (presentedViewController as? FormCardViewController)?.note(
            showing ? "keyboardWillShow" : "keyboardWillHide")
        // The keyboard's frame is in screen coordinates; the container fills the window here.
        let keyboard = containerView.convert(end, from: nil)
        keyboardOverlap = showing ? max(0, containerView.bounds.maxY - keyboard.minY) : 0
        let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7
        UIView.animate(
            withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)
        ) {
            self.presentedView?.frame = self.frameOfPresentedViewInContainerView
        }
    }
}

/// The form scenario's stage: a notched phone in portrait with a plain screen presenting the card.
@MainActor
public struct FormAboveKeyboardStage {
    /// The host the scenario runs on: a notched phone in portrait.
    public let host: HeadlessHost
    /// The plain teal screen, the window's root, which presents the card.
    public let presenting: UIViewController
    /// The form card, not yet presented.
    public let card: FormCardViewController

    /// Installs the teal screen as the root of a notched phone held in portrait, makes the card and lets the
    /// screen appear.
    public init() {
        host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        presenting = UIViewController()
        presenting.view.backgroundColor = .systemTeal
        host.window.rootViewController = presenting
        card = FormCardViewController()
        host.advance(by: 0)
    }

    /// The user's script once the card is up: tap the name field, type, Return to the email field,
    /// type, tap Done (which ends editing and dismisses).
    public static let dismissalScript: ScenarioGesture = ScenarioGesture.tap(at: CGPoint(x: 196, y: 700))
        .followed(by: .type("Ada"), after: 0.4)
        .followed(by: .pressReturn(), after: 0.2)
        .followed(by: .type("ada@example.com"), after: 0.2)
        .followed(by: .tap(at: CGPoint(x: 338, y: 357)), after: 0.3)
}
