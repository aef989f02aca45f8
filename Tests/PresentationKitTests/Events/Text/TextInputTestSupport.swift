import Foundation
import PresentationKit

/// A log several delegates share, to see their calls interleaved.
@MainActor
final class SharedLog {
    var entries: [String] = []
}

/// A text-field delegate that logs every call (in `log`, and in `shared` when given) and answers
/// as told.
@MainActor
final class LoggingTextFieldDelegate: NSObject, UITextFieldDelegate {
    let name: String
    var log: [String] {
        didSet { if let added = log.last, log.count > oldValue.count { shared?.entries.append(added) } }
    }
    var shared: SharedLog?
    var allowsBegin = true
    var allowsEnd = true
    var allowsReturn = true
    /// Refuses any change whose replacement contains one of these characters.
    var refused: Set<Character> = []
    var onReturn: ((UITextField) -> Void)?

    init(_ name: String, shared: SharedLog? = nil) {
        self.name = name
        self.log = []
        self.shared = shared
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("\(name).shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("\(name).didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("\(name).shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("\(name).didEnd(\(reason == .committed ? "committed" : "cancelled"))")
    }
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        log.append("\(name).shouldChange(\(range.location),\(range.length),\(string))")
        return !string.contains(where: { refused.contains($0) })
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.append("\(name).shouldClear")
        return true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("\(name).shouldReturn")
        onReturn?(textField)
        return allowsReturn
    }
}

/// Collects notifications (name and userInfo); the default center calls observers synchronously.
final class KeyboardNotificationLog: @unchecked Sendable {
    var names: [String] = []
    var userInfos: [[AnyHashable: Any]] = []
    var times: [TimeInterval] = []
    private var tokens: [NSObjectProtocol] = []

    @MainActor static var keyboardNames: [Notification.Name] {
        [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
        ]
    }

    @MainActor
    init(host: HeadlessHost, names: [Notification.Name]? = nil, object: AnyObject? = nil) {
        for name in names ?? Self.keyboardNames {
            tokens.append(
                NotificationCenter.default.addObserver(
                    forName: name, object: object ?? host.application, queue: nil
                ) {
                    [unowned self, unowned host] notification in
                    let name = notification.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
                        .replacingOccurrences(of: "Notification", with: "")
                    nonisolated(unsafe) let info = notification.userInfo ?? [:]
                    MainActor.assumeIsolated {
                        self.names.append(name)
                        self.userInfos.append(info)
                        self.times.append(host.time)
                    }
                })
        }
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}
