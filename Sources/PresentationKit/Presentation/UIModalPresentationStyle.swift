/// How a presented view controller is placed on screen, as `UIModalPresentationStyle`.
///
/// Raw values match UIKit's, including the negative ones.
public enum UIModalPresentationStyle: Int, Sendable, Hashable {
    /// Covers the whole window; the presenting view is removed once the presentation ends.
    case fullScreen = 0
    /// A sheet: a card in regular environments, a bottom sheet in compact width.
    case pageSheet = 1
    /// A centred card sized by `preferredContentSize` in regular environments.
    case formSheet = 2
    /// Covers the view of the controller that defines the presentation context.
    case currentContext = 3
    /// A presentation controller from the transitioning delegate decides.
    case custom = 4
    /// Like `fullScreen`, but the presenting view stays in the hierarchy.
    case overFullScreen = 5
    /// Like `currentContext`, but the covered view stays in the hierarchy.
    case overCurrentContext = 6
    /// A bubble anchored to a source view or bar button item.
    case popover = 7
    /// Not a style: in adaptation it means "do not adapt".
    case none = -1
    /// Resolved by UIKit when presenting: `pageSheet` for ordinary controllers.
    case automatic = -2
}
