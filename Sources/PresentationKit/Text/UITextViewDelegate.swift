import Foundation

/// What a text view asks and tells its delegate while editing, as UIKit's `UITextViewDelegate`
/// (which refines `UIScrollViewDelegate`).
///
/// Every requirement is optional: each has a default in an extension. Order (Behaviour 15.15):
/// `textViewShouldBeginEditing` → `textViewDidBeginEditing`; per typed string
/// `textView(_:shouldChangeTextIn:replacementText:)` → `textViewDidChange`; ending
/// `textViewShouldEndEditing` → `textViewDidEndEditing`.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether the view may begin editing (default true).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether the view may stop editing (default true); not asked when ending is forced.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The view became first responder and is editing.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// The view stopped editing.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` (UTF-16 offsets) may be replaced by `text` (default true).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    /// Typing changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed. Never called: there is no selection here.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Returns true: the view may begin editing.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Returns true: the view may stop editing.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Returns true: every edit is accepted.
    public func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
