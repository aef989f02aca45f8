import PresentationKit
import Testing

/// The porting tool's corpus after the tool (`Ported/`, the golden outputs of
/// `PresentationKitPortToolTests`), compiled in Swift 5 mode as the apps it imitates are, and run:
/// what the rewrites do must be what the iOS code did.
@MainActor
@Suite("Ported corpus · the sheet, its delegate and the compose screen after presentationkit-port")
struct PortedCorpusTests {
    let host = HeadlessHost(device: .notchedPhone)
    let root = UIViewController()

    init() {
        host.window.rootViewController = root
        host.runUntilIdle()
    }

    /// Presents `controller` in the sheet, `delegate` (if not the controller) its sheet delegate.
    /// Time passes only as the host advances it (a run until idle would also run the compose
    /// screen's delayed hint).
    @discardableResult
    private func presentInSheet(_ controller: UIViewController, delegate: SheetPresentationDelegate? = nil)
        throws
        -> SheetPresentationController
    {
        root.present(controller, animated: false, completion: nil)
        let sheet = try #require(controller.presentationController as? SheetPresentationController)
        if let delegate { sheet.sheetDelegate = delegate }
        host.advance(by: 0.1)
        return sheet
    }

    @Test(
        "a delegate that implements no optional requirement gets iOS's behaviour: half height, dismissed by a tap"
    )
    func silentDelegate() throws {
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        let transitioning = SheetTransitioningDelegate()
        presented.transitioningDelegate = transitioning
        let delegate = SilentSheetDelegate()
        let sheet = try presentInSheet(presented, delegate: delegate)
        // On iOS `sheetHeightFraction?(for:) ?? 0.5` falls back to 0.5: 852 / 2 = 426.
        #expect(sheet.heightFraction == 0.5)
        #expect(presented.view.frame == CGRect(x: 0, y: 426, width: 393, height: 426))
        // `sheetShouldDismissOnTap?(self) ?? true`: not implemented, so a tap on the dimming view dismisses.
        host.tap(at: CGPoint(x: 100, y: 100))
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }

    /// Behaviour 23.3.
    @Test("responds(to:) of an optional requirement became a nil check, true for any conformer")
    func respondsCheck() {
        #expect(sheetWillNotify(SilentSheetDelegate()))
        #expect(!sheetWillNotify(nil))
    }

    @Test(
        "the compose screen's implemented requirement is called; its button, item and hint work through method references"
    )
    func composeScreen() throws {
        let compose = ComposeViewController()
        let presented = host.time
        try presentInSheet(compose)
        #expect(compose.view.frame.minY == 426)
        compose.navigationItem.rightBarButtonItem.map { #expect($0.target === compose) }
        // The keyboard's notification reaches the method the selector named.
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(
                    cgRect: CGRect(x: 0, y: 516, width: 393, height: 336))
            ])
        #expect(compose.keyboardHeight == 336)
        // The hint hides 2 s of host time after viewDidAppear (which a non-animated presentation
        // calls within the 0.1 s presentInSheet lets pass), not before.
        host.advance(by: presented + 1.9 - host.time)
        #expect(compose.hintLabel?.isHidden == false)
        host.advance(by: 0.3)
        #expect(compose.hintLabel?.isHidden == true)
        // The @IBAction with an untyped sender closes the screen.
        compose.closeButton.sendActions(for: .touchUpInside)
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }

    @Test("a tap outside asks the compose screen, which implements the requirement, before dismissing")
    func implementedRequirement() throws {
        let compose = ComposeViewController()
        try presentInSheet(compose)
        host.tap(at: CGPoint(x: 100, y: 100))
        host.runUntilIdle()
        #expect(compose.dismissedByTap)
        #expect(root.presentedViewController == nil)
    }

    /// Behaviour 23.1, 19.2.
    @Test("viewWillDisappear (moved into the class body) cancels the hint and ends the keyboard observation")
    func disappearCancels() throws {
        let compose = ComposeViewController()
        try presentInSheet(compose)
        compose.dismiss(animated: false, completion: nil)
        host.advance(by: 3)
        #expect(compose.hintLabel?.isHidden == false)
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(
                    cgRect: CGRect(x: 0, y: 516, width: 393, height: 336))
            ])
        #expect(compose.keyboardHeight == 0)
    }
}
