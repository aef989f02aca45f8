// swift-format-ignore-file
// (App code as apps write it, not formatted as the package is.)
import PresentationKit

/// A compose screen presented in the sheet: a close button, a send item, a hint that hides itself,
/// and the keyboard's notifications.
class ComposeViewController: UIViewController, SheetPresentationDelegate {
    private(set) var closeButton: UIButton! = UIButton(type: .system)
    weak var hintLabel: UILabel?
    var cornerRadius: CGFloat = 12

    private(set) var keyboardHeight: CGFloat = 0
    private(set) var sentCount = 0
    private(set) var dismissedByTap = false
    private let sheetTransitioning = SheetTransitioningDelegate()

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = sheetTransitioning
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let hint = UILabel()
        hint.text = "Swipe down to close"
        view.addSubview(hint)
        hintLabel = hint
        view.addSubview(closeButton)
        closeButton.addTarget(self, action: ComposeViewController.close(_:) as (ComposeViewController) -> (UIControl) -> Void, for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Send", style: .done, target: self, action: ComposeViewController.send)
        NotificationCenter.default.addObserver(
            self, selector: ComposeViewController.keyboardWillShow(_:), name: UIResponder.keyboardWillShowNotification,
            object: nil)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        perform(ComposeViewController.hideHint, with: nil, afterDelay: 2)
    }

    func close(_ sender: Any) {
        dismiss(animated: true, completion: nil)
    }

    func send() {
        sentCount += 1
    }

    func hideHint() {
        hintLabel?.isHidden = true
    }

    private func keyboardWillShow(_ notification: Notification) {
        let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        keyboardHeight = frame?.height ?? 0
    }

    func sheetShouldDismissOnTap(_ sheet: SheetPresentationController) -> Bool {
        dismissedByTap = true
        return true
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        NotificationCenter.default.removeObserver(self)
    }
}
