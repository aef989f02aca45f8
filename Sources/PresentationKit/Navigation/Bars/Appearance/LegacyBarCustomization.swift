import Foundation

/// The properties bars had before appearances (`barStyle`, `barTintColor`, `isTranslucent`,
/// background and shadow images, title attributes), kept for the three bars in one place, and
/// what they make of an appearance the app has not set (Behaviour 16.26).
struct LegacyBarCustomization {
    var barStyle = UIBarStyle.default
    var barTintColor: UIColor?
    var isTranslucent = true
    /// Background images by height class (`UIBarMetrics`' raw value).
    var backgroundImages: [Int: UIImage] = [:]
    var shadowImage: UIImage?
    var titleTextAttributes: [NSAttributedString.Key: Any]?
    var largeTitleTextAttributes: [NSAttributedString.Key: Any]?

    /// Whether any property differs from its default.
    var isCustomized: Bool {
        barStyle != .default || barTintColor != nil || !isTranslucent || !backgroundImages.isEmpty
            || shadowImage != nil || titleTextAttributes != nil || largeTitleTextAttributes != nil
    }

    /// The background image for a height class: its own, else the standard height's.
    func backgroundImage(compactHeight: Bool) -> UIImage? {
        (compactHeight ? backgroundImages[UIBarMetrics.compact.rawValue] : nil)
            ?? backgroundImages[UIBarMetrics.default.rawValue]
    }

    /// `base` (an appearance the app did not set) with these properties applied as UIKit applies
    /// them: a dark style gives the dark chrome blur and white titles; an opaque bar a solid
    /// background (black for a dark style); `barTintColor` colours the background; a background
    /// image replaces the blur; the shadow image shows only with a background image, as UIKit
    /// documents; title attributes style the titles.
    func applied<Appearance: UIBarAppearance>(to base: Appearance, compactHeight: Bool) -> Appearance {
        guard isCustomized else { return base }
        let appearance = base.copy()
        let dark = barStyle != .default
        if dark { appearance.backgroundEffect = UIBlurEffect(style: .systemChromeMaterialDark) }
        if !isTranslucent {
            appearance.backgroundEffect = nil
            appearance.backgroundColor = dark ? .black : .systemBackground
        }
        if let barTintColor { appearance.backgroundColor = barTintColor }
        if let image = backgroundImage(compactHeight: compactHeight) {
            appearance.backgroundEffect = nil
            appearance.backgroundImage = image
            if let shadowImage { appearance.shadowImage = shadowImage }
        }
        if let navigation = appearance as? UINavigationBarAppearance {
            if dark {
                navigation.titleTextAttributes[.foregroundColor] = UIColor.white
                navigation.largeTitleTextAttributes[.foregroundColor] = UIColor.white
            }
            for (key, value) in titleTextAttributes ?? [:] { navigation.titleTextAttributes[key] = value }
            for (key, value) in largeTitleTextAttributes ?? [:] {
                navigation.largeTitleTextAttributes[key] = value
            }
        }
        return appearance
    }
}
