import Foundation

/// The host's software keyboard (Behaviour 15.16): shown while a text input is its window's first
/// responder, sliding up from the bottom of the screen over 0.25 s on the keyboard curve, hidden
/// the same way; announced through UIKit's keyboard notifications.
///
/// It is a panel of its own, outside the window (as iOS's keyboard is a window of the system's):
/// the renderer draws it above the window; a finger that lands on it reaches no view of the app.
@MainActor
final class SoftwareKeyboard {
    /// The animation's duration (UIKit's reported figure).
    static let animationDuration: TimeInterval = 0.25
    /// The curve raw value UIKit reports in `keyboardAnimationCurveUserInfoKey`.
    static let animationCurve = 7

    private unowned let host: HeadlessHost
    /// The panel the renderer draws (hidden while the keyboard is down).
    let panel = KeyboardPanelView()
    /// Whether the keyboard is up or on its way up.
    private(set) var isShown = false
    /// Counts shows and hides, so a finished animation announces only if nothing replaced it.
    private var generation = 0

    init(host: HeadlessHost) {
        self.host = host
        panel.isHidden = true
        panel.isUserInteractionEnabled = false
        panel.layer.attachedClock = host.clock
        panel.frame = hiddenFrame
    }

    /// The keyboard's height on the host's device in its current orientation (Behaviour 15.16): phones
    /// 216 points in portrait and 162 in landscape, notched phones (a bottom safe-area inset) 291
    /// and 171; tablets 313 and 398.
    var height: CGFloat {
        let size = host.screen.bounds.size
        let landscape = size.width > size.height
        if host.window.userInterfaceIdiom == .pad { return landscape ? 398 : 313 }
        let notched = host.window.windowSafeAreaInsets.bottom > 0
        if landscape { return notched ? 171 : 162 }
        return notched ? 291 : 216
    }

    /// Where the keyboard rests when up, in screen coordinates: the bottom of the window.
    var shownFrame: CGRect {
        let window = host.window.frame
        return CGRect(x: window.minX, y: window.maxY - height, width: window.width, height: height)
    }

    /// Where the keyboard is when down: just below the window.
    var hiddenFrame: CGRect {
        let window = host.window.frame
        return CGRect(x: window.minX, y: window.maxY, width: window.width, height: height)
    }

    /// The window's first responder changed (a switch between two text inputs is one change).
    func firstResponderChanged(_ responder: UIResponder?) {
        let wanted = responder?.showsSoftwareKeyboard ?? false
        if wanted && !isShown {
            move(showing: true)
        } else if !wanted && isShown {
            move(showing: false)
        }
    }

    private func move(showing: Bool) {
        generation += 1
        let current = generation
        let begin =
            showing && panel.isHidden ? hiddenFrame : (panel.layer.presentation()?.frame ?? panel.frame)
        let end = showing ? shownFrame : hiddenFrame
        isShown = showing
        let info = userInfo(begin: begin, end: end)
        post(UIResponder.keyboardWillChangeFrameNotification, info)
        post(
            showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
            info)
        if showing && panel.isHidden {
            panel.frame = begin
            panel.isHidden = false
            panel.layoutIfNeeded()
        }
        UIView.animate(
            withDuration: Self.animationDuration, delay: 0,
            options: UIView.AnimationOptions(rawValue: UInt(Self.animationCurve) << 16),
            animations: { [panel, host] in
                panel.frame = end
                // Keyboard layout guides follow in the same animation (Behaviour 17.13).
                host.window.keyboardFrame = showing ? host.window.fromScreen(end) : nil
                host.window.layoutIfNeeded()
            },
            completion: { [weak self] _ in
                guard let self, self.generation == current else { return }
                if !showing { self.panel.isHidden = true }
                self.post(UIResponder.keyboardDidChangeFrameNotification, info)
                self.post(
                    showing
                        ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                    info)
            })
    }

    /// The window is about to change size (a turn, a split-view resize) while the keyboard is up:
    /// returns the keyboard's frame now, to follow the window from (nil while it is down).
    func frameBeforeWindowResize() -> CGRect? {
        guard isShown else { return nil }
        return panel.layer.presentation()?.frame ?? panel.frame
    }

    /// Inside the size transition's animation, after the window took its new size: the keyboard
    /// takes the height and width of the new orientation with the same animation, announced as a
    /// change of frame and a show (Behaviour 15.16). Returns what to announce when the animation ends.
    func followWindow(from begin: CGRect) -> () -> Void {
        generation += 1
        let current = generation
        let info = userInfo(begin: begin, end: shownFrame)
        post(UIResponder.keyboardWillChangeFrameNotification, info)
        post(UIResponder.keyboardWillShowNotification, info)
        panel.frame = shownFrame
        host.window.keyboardFrame = host.window.fromScreen(shownFrame)
        return { [weak self] in
            guard let self, self.generation == current else { return }
            self.post(UIResponder.keyboardDidChangeFrameNotification, info)
            self.post(UIResponder.keyboardDidShowNotification, info)
        }
    }

    private func userInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
        [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
    }

    private func post(_ name: Notification.Name, _ info: [AnyHashable: Any]) {
        host.clock.callbacks.record(host.application, "post(\(name.rawValue))", at: host.clock.time)
        NotificationCenter.default.post(name: name, object: host.application, userInfo: info)
    }
}

/// What the renderer draws for the keyboard: a light grey panel with rows of white keys (ours;
/// no letters).
final class KeyboardPanelView: UIView {
    private var keys: [UIView] = []
    private var laidOutSize = CGSize.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 209 / 255, green: 212 / 255, blue: 217 / 255, alpha: 1)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.size != laidOutSize else { return }
        laidOutSize = bounds.size
        for key in keys { key.removeFromSuperview() }
        keys.removeAll()
        // Four rows of keys in the top 216 points (less when the keyboard is shorter): 10, 9 and
        // 7 letter keys, then a space bar between two function keys.
        let area = min(bounds.height, 216)
        let gap: CGFloat = 6
        let rowGap: CGFloat = 12
        let keyHeight = max((area - 8 - 3 * rowGap - 8) / 4, 1)
        let keyWidth = max((bounds.width - 11 * gap) / 10, 1)
        for (row, count) in [10, 9, 7].enumerated() {
            let y = 8 + CGFloat(row) * (keyHeight + rowGap)
            let rowWidth = CGFloat(count) * keyWidth + CGFloat(count - 1) * gap
            let x0 = (bounds.width - rowWidth) / 2
            for index in 0..<count {
                addKey(
                    CGRect(
                        x: x0 + CGFloat(index) * (keyWidth + gap), y: y, width: keyWidth, height: keyHeight))
            }
        }
        let y = 8 + 3 * (keyHeight + rowGap)
        let side = keyWidth * 2.5
        addKey(CGRect(x: gap, y: y, width: side, height: keyHeight), grey: true)
        addKey(CGRect(x: 2 * gap + side, y: y, width: bounds.width - 4 * gap - 2 * side, height: keyHeight))
        addKey(CGRect(x: bounds.width - gap - side, y: y, width: side, height: keyHeight), grey: true)
    }

    private func addKey(_ frame: CGRect, grey: Bool = false) {
        let key = UIView(frame: frame)
        key.backgroundColor =
            grey ? UIColor(red: 172 / 255, green: 177 / 255, blue: 185 / 255, alpha: 1) : .white
        key.layer.cornerRadius = 5
        key.isUserInteractionEnabled = false
        addSubview(key)
        keys.append(key)
    }
}

extension UIWindow {
    /// `rect` from screen coordinates (where the keyboard's frames are given) to the window's.
    fileprivate func fromScreen(_ rect: CGRect) -> CGRect {
        rect.offsetBy(dx: -frame.minX, dy: -frame.minY)
    }
}
