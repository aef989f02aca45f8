import Foundation

/// The text attribute keys UIKit adds to Foundation's `NSAttributedString.Key`, with UIKit's raw
/// values: Foundation on Linux declares the key type but none of these, and bar appearances, bar
/// button items and labels take dictionaries of them.
extension NSAttributedString.Key {
    /// The `UIFont` of the text.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text's glyphs.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space between characters, in points (a `CGFloat` or `NSNumber`).
    public static let kern = NSAttributedString.Key("NSKern")
}
