extension UIControl {
    /// The kinds of events a control sends, with UIKit's bit values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down on an enabled control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch down that is a repeat tap (tap count above one), sent together with
        /// ``touchDown``.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked finger moved while inside the control's bounds enlarged by
        /// ``UIControl/trackingExpansion``.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked finger moved while outside the control's bounds enlarged by
        /// ``UIControl/trackingExpansion``.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked finger crossed back into the enlarged bounds, sent with ``touchDragInside``.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked finger crossed out of the enlarged bounds, sent with ``touchDragOutside``.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The tracked finger lifted inside the enlarged bounds: a tap (a ``UIButton`` sends
        /// ``primaryActionTriggered`` with it).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The tracked finger lifted outside the enlarged bounds, so the touch is not a tap.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The tracked touch was cancelled, as when a gesture recognizer that cancels touches in its
        /// view recognizes.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed; no control here sends it on its own (there is no switch or
        /// slider), only ``UIControl/sendActions(for:)``.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action fired: a ``UIButton`` sends it with ``touchUpInside`` on a tap,
        /// and the action given to ``UIControl/init(frame:primaryAction:)`` runs for it.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A control showing a menu had one of its actions chosen; there is no `UIMenu` here, so
        /// nothing sends it.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing (became first responder).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Typing changed a text field's text.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return was pressed in a text field (and `textFieldShouldReturn` agreed).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event: the low twelve bits, which hold ``touchDown`` through ``touchCancel``.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event a ``UITextField`` sends, ``editingDidBegin`` through
        /// ``editingDidEndOnExit``.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits 24–27, left to the app for events of its own; nothing here sends them.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits 28–31, kept for the framework's own use; nothing here sends them.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event bit, including the reserved ranges.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state, with UIKit's bit values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The empty state (enabled, neither highlighted nor selected), whose button title and title
        /// colour also serve every state without its own.
        public static let normal = State([])
        /// A finger is down on the control (``UIControl/isHighlighted``).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control ignores touches (``UIControl/isEnabled`` is false).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (``UIControl/isSelected``).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus; there is no focus engine here, so ``UIControl/state`` never
        /// includes it.
        public static let focused = State(rawValue: 1 << 3)
    }
}
