import Foundation

extension UIButton {
    /// What a button built from a configuration does when its state changes: the update handler
    /// runs with the button, as `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// A button's look described as a value, as `UIButton.Configuration` (iOS 15): a style
    /// (`plain()`, `tinted()`, `gray()`, `filled()`, the bordered ones), a title and subtitle, an
    /// image placed on an edge of the title, a background, a size and corner style, colours, insets
    /// (Behaviour 28.6).
    ///
    /// Sizes, fonts, insets, radii and the state colours are ours where Apple publishes none
    /// (Behaviour 28.6 lists them).
    public struct Configuration {
        /// How rounded a configuration's background is, as `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Sendable {
            /// The background's own `cornerRadius`.
            case fixed = -1
            /// A radius that follows the button's size.
            case dynamic = 0
            /// A small radius (4 pt).
            case small = 1
            /// A medium radius (8 pt).
            case medium = 2
            /// A large radius (12 pt).
            case large = 3
            /// Half the button's height.
            case capsule = 4
        }

        /// The size class of a configuration's content, as `UIButton.Configuration.Size`.
        public enum Size: Int, Sendable {
            /// The smallest: 12-pt title.
            case mini = 0
            /// Small: 15-pt title.
            case small = 1
            /// Medium, the default: 17-pt title.
            case medium = 2
            /// Large: 17-pt title with larger insets.
            case large = 3
        }

        /// How the title and subtitle align with each other, as `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Sendable {
            /// Leading with an image on the leading or trailing edge, centred otherwise.
            case automatic = 0
            /// Against the leading edge.
            case leading = 1
            /// Centred.
            case center = 2
            /// Against the trailing edge.
            case trailing = 3
        }

        /// The look on the Mac idiom (stored; there is no Mac idiom here).
        public enum MacIdiomStyle: Int, Sendable {
            /// The system's choice.
            case automatic = 0
            /// Bordered.
            case bordered = 1
            /// Borderless.
            case borderless = 2
            /// Borderless and tinted.
            case borderlessTinted = 3
        }

        /// The style the configuration was made as, which decides its default colours.
        enum Style {
            case plain, tinted, gray, filled
        }

        var style: Style

        init(style: Style) {
            self.style = style
            background = style == .plain ? .clear() : UIBackgroundConfiguration()
            setDefaultContentInsets()
        }

        /// A button with a tinted title and no background.
        public static func plain() -> UIButton.Configuration { Configuration(style: .plain) }
        /// A button with a tinted title on a light tint.
        public static func tinted() -> UIButton.Configuration { Configuration(style: .tinted) }
        /// A button with a tinted title on a grey fill.
        public static func gray() -> UIButton.Configuration { Configuration(style: .gray) }
        /// A button with a white title on the tint.
        public static func filled() -> UIButton.Configuration { Configuration(style: .filled) }
        /// A borderless button: as `plain()`.
        public static func borderless() -> UIButton.Configuration { Configuration(style: .plain) }
        /// A bordered button: as `gray()`.
        public static func bordered() -> UIButton.Configuration { Configuration(style: .gray) }
        /// A bordered, tinted button: as `tinted()`.
        public static func borderedTinted() -> UIButton.Configuration { Configuration(style: .tinted) }
        /// A bordered, prominent button: as `filled()`.
        public static func borderedProminent() -> UIButton.Configuration { Configuration(style: .filled) }

        /// The background: colour, radius, stroke.
        public var background: UIBackgroundConfiguration
        /// How rounded the background is.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size of the content.
        public var buttonSize: Size = .medium {
            didSet { setDefaultContentInsets() }
        }
        /// The look on the Mac idiom (stored).
        public var macIdiomStyle: MacIdiomStyle = .automatic
        /// The colour of the title, subtitle and a template image (nil: the style's).
        public var baseForegroundColor: UIColor?
        /// The colour of the background (nil: the style's).
        public var baseBackgroundColor: UIColor?
        /// The image shown beside the title.
        public var image: UIImage?
        /// Applied to the image's colour.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration the image is shown with.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Whether an activity indicator shows in the image's place.
        public var showsActivityIndicator = false
        /// Applied to the activity indicator's colour (stored).
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        /// The title.
        public var title: String?
        /// The title with attributes: its characters are the title (attributes are not drawn here).
        public var attributedTitle: AttributedString?
        /// The subtitle, under the title.
        public var subtitle: String?
        /// The subtitle with attributes: its characters are the subtitle.
        public var attributedSubtitle: AttributedString?
        /// Space between the content and the background's edges (set by `buttonSize` until set).
        public var contentInsets: NSDirectionalEdgeInsets = .zero
        /// Which edge of the title the image sits on: leading (default), trailing, top or bottom.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align with each other.
        public var titleAlignment: TitleAlignment = .automatic
        /// How a title too long for the button breaks (stored).
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// How a subtitle too long for the button breaks (stored).
        public var subtitleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Whether a selected button takes the filled look.
        public var automaticallyUpdateForSelection = true

        /// Puts `contentInsets` back to the ones `buttonSize` gives.
        public mutating func setDefaultContentInsets() {
            let (vertical, horizontal): (CGFloat, CGFloat) =
                switch buttonSize {
                case .mini: (3, 6)
                case .small: (5, 10)
                case .medium: (7, 14)
                case .large: (14, 20)
                }
            contentInsets = NSDirectionalEdgeInsets(
                top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
        }

        /// This configuration for `button`'s state: selected (when `automaticallyUpdateForSelection`)
        /// it takes the filled look; highlighted its foreground and background fade to 60 %;
        /// disabled its foreground is the tertiary label colour and a background the secondary
        /// fill.
        @MainActor
        public func updated(for button: UIButton) -> UIButton.Configuration {
            var updated = self
            if automaticallyUpdateForSelection, button.isSelected, style != .filled {
                updated.style = .filled
                if background.backgroundColor == .clear { updated.background.backgroundColor = nil }
            }
            let tint = button.tintColor ?? .systemBlue
            let foreground = updated.resolvedForegroundColor(tint: tint)
            let backdrop = updated.resolvedBackgroundColor(tint: tint)
            if !button.isEnabled {
                updated.baseForegroundColor = .tertiaryLabel
                if updated.style != .plain { updated.baseBackgroundColor = .secondarySystemFill }
            } else if button.isHighlighted {
                updated.baseForegroundColor = foreground.withAlphaComponent(foreground.cgColor.alpha * 0.6)
                if let backdrop {
                    updated.baseBackgroundColor = backdrop.withAlphaComponent(backdrop.cgColor.alpha * 0.6)
                }
            }
            return updated
        }

        // MARK: Engine

        /// The title's and image's colour: the base colour, else white on a filled button and the
        /// tint otherwise.
        func resolvedForegroundColor(tint: UIColor) -> UIColor {
            baseForegroundColor ?? (style == .filled ? .white : tint)
        }

        /// The background's colour: the background's own, else the base colour, else the style's
        /// (the tint filled, the tint at 15 % tinted, the secondary fill grey, none plain).
        func resolvedBackgroundColor(tint: UIColor) -> UIColor? {
            if let own = background.backgroundColor {
                return background.backgroundColorTransformer.map { $0(own) } ?? own
            }
            let color: UIColor? =
                baseBackgroundColor
                ?? {
                    switch style {
                    case .plain: nil
                    case .tinted: tint.withAlphaComponent(0.15)
                    case .gray: .secondarySystemFill
                    case .filled: tint
                    }
                }()
            guard let color else { return nil }
            return background.backgroundColorTransformer.map { $0(color) } ?? color
        }

        /// The title shown: the attributed title's characters, else `title`.
        var shownTitle: String? { attributedTitle.map { String($0.characters) } ?? title }
        /// The subtitle shown.
        var shownSubtitle: String? { attributedSubtitle.map { String($0.characters) } ?? subtitle }

        /// The title's font for the size.
        var titleFont: UIFont {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 12)
            case .small: .systemFont(ofSize: 15)
            case .medium, .large: .systemFont(ofSize: 17)
            }
        }

        /// The subtitle's font: 4 points smaller than the title's.
        var subtitleFont: UIFont { .systemFont(ofSize: titleFont.pointSize - 4) }

        /// The background's corner radius in a button `height` tall.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            case .dynamic:
                switch buttonSize {
                case .mini: 4
                case .small: 6
                case .medium: 8
                case .large: 10
                }
            }
        }
    }
}
