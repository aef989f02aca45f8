import Foundation

extension UIImage {
    /// What an image is made for, as `UIImage.Configuration`: the base of symbol configurations.
    open class Configuration: NSObject, @unchecked Sendable {
        /// The traits the image is for (nil: any).
        public fileprivate(set) var traitCollection: UITraitCollection?

        override init() {
            super.init()
        }

        /// The same configuration for `traitCollection`.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = makeCopy()
            copy.traitCollection = traitCollection
            return copy as! Self
        }

        /// This configuration with what `otherConfiguration` specifies taking precedence.
        public func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            let copy = makeCopy()
            copy.merge(otherConfiguration)
            return copy as! Self
        }

        /// A copy of the receiver, of its class.
        func makeCopy() -> Configuration {
            let copy = Configuration()
            copy.traitCollection = traitCollection
            return copy
        }

        /// Takes what `other` specifies.
        func merge(_ other: Configuration?) {
            if let traits = other?.traitCollection { traitCollection = traits }
        }
    }

    /// The weights a symbol is drawn in, as `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable {
        /// Not specified: the weight of the text style or font, else regular.
        case unspecified = 0
        /// Ultralight.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9
    }

    /// A symbol's size relative to the text beside it, as `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable {
        /// The default, medium.
        case `default` = -1
        /// Not specified (medium).
        case unspecified = 0
        /// Smaller than the text's capitals.
        case small = 1
        /// As tall as the text's capitals (the default).
        case medium = 2
        /// Larger than the text's capitals.
        case large = 3
    }

    /// How a symbol image is sized and drawn, as `UIImage.SymbolConfiguration`: a point size (or a
    /// text style's or font's), a weight and a scale; colours are stored.
    ///
    /// Symbols are empty stand-ins here (no symbol font on Linux), so what a configuration changes is
    /// the image's size: 20 × 20 points at 17 pt and medium scale, in proportion to the point size,
    /// 0.8 × at `.small` and 1.3 × at `.large` (our figures; Apple publishes none; Behaviour 28.4).
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size (0: unspecified).
        var pointSize: CGFloat = 0
        /// The weight.
        var weight: SymbolWeight = .unspecified
        /// The scale.
        var scale: SymbolScale = .unspecified
        /// The text style whose size the symbol takes when no point size is given.
        var textStyle: UIFont.TextStyle?
        /// The colours of a hierarchical or palette rendering (stored; nothing is drawn).
        var colors: [UIColor] = []
        /// Whether the symbol prefers its multicolour rendering (stored).
        var prefersMulticolor = false

        override init() {
            super.init()
        }

        /// A configuration that specifies nothing.
        public class var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration() }

        /// A configuration with a point size.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        /// A configuration with a point size and weight.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// A configuration with a point size, weight and scale. A negative or non-finite size is
        /// reported and left unspecified.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale)
        {
            self.init()
            if pointSize.isFinite, pointSize >= 0 {
                self.pointSize = pointSize
            } else {
                DrawingDiagnostics.report(
                    "UIImage.SymbolConfiguration(pointSize: \(pointSize)): a point size must be a finite number ≥ 0; "
                        + "the size is left unspecified (17 pt).")
            }
            self.weight = weight
            self.scale = scale
        }

        /// A configuration with the size of `textStyle`.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(textStyle: textStyle, scale: .unspecified)
        }

        /// A configuration with the size of `textStyle` and a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init()
            self.textStyle = textStyle
            self.scale = scale
        }

        /// A configuration with the size of `font`.
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        /// A configuration with the size of `font` and a scale.
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
        }

        /// A configuration with a weight.
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init(pointSize: 0, weight: weight, scale: .unspecified)
        }

        /// A configuration with a scale.
        public convenience init(scale: UIImage.SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale)
        }

        /// A configuration drawing the symbol's layers in shades of `hierarchicalColor` (stored).
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            colors = [hierarchicalColor]
        }

        /// A configuration drawing the symbol's layers in `paletteColors` (stored).
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            colors = paletteColors
        }

        /// A configuration preferring the symbol's own colours (stored).
        public class func preferringMulticolor() -> UIImage.SymbolConfiguration {
            let configuration = SymbolConfiguration()
            configuration.prefersMulticolor = true
            return configuration
        }

        /// The same configuration without its point size and weight.
        public func configurationWithoutPointSizeAndWeight() -> Self {
            let copy = makeCopy() as! SymbolConfiguration
            copy.pointSize = 0
            copy.textStyle = nil
            copy.weight = .unspecified
            return copy as! Self
        }

        /// Whether the configuration is equal to `other` in every respect.
        public func isEqual(to other: UIImage.SymbolConfiguration?) -> Bool {
            guard let other else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle && colors == other.colors
                && prefersMulticolor == other.prefersMulticolor && traitCollection == other.traitCollection
        }

        /// Whether `object` is a symbol configuration equal to this one.
        public override func isEqual(_ object: Any?) -> Bool {
            isEqual(to: object as? UIImage.SymbolConfiguration)
        }

        /// A hash consistent with `isEqual(_:)`.
        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle)
            return hasher.finalize()
        }

        override func makeCopy() -> Configuration {
            let copy = SymbolConfiguration()
            copy.traitCollection = traitCollection
            copy.pointSize = pointSize
            copy.weight = weight
            copy.scale = scale
            copy.textStyle = textStyle
            copy.colors = colors
            copy.prefersMulticolor = prefersMulticolor
            return copy
        }

        override func merge(_ other: Configuration?) {
            super.merge(other)
            guard let other = other as? SymbolConfiguration else { return }
            if other.pointSize > 0 {
                pointSize = other.pointSize
                textStyle = nil
            }
            if let style = other.textStyle {
                textStyle = style
                pointSize = 0
            }
            if other.weight != .unspecified { weight = other.weight }
            if other.scale != .unspecified && other.scale != .default { scale = other.scale }
            if !other.colors.isEmpty { colors = other.colors }
            if other.prefersMulticolor { prefersMulticolor = true }
        }

        /// The size of a symbol image made with this configuration (see the type's description).
        var symbolImageSize: CGSize {
            let points =
                pointSize > 0
                ? pointSize : textStyle.flatMap { $0.defaultMetrics?.size } ?? 17
            let factor: CGFloat =
                switch scale {
                case .small: 0.8
                case .large: 1.3
                case .default, .unspecified, .medium: 1
                }
            let side = 20 * points / 17 * factor
            return CGSize(width: side, height: side)
        }
    }

    /// The symbol stand-in for `configuration`, keeping the image's other settings.
    func resized(for configuration: UIImage.Configuration) -> UIImage {
        let symbol = (configuration as? SymbolConfiguration) ?? SymbolConfiguration.unspecified
        let size = symbol.symbolImageSize
        return UIImage(
            bitmap: symbolName.flatMap { SymbolGlyphs.image(named: $0, size: size, weight: symbol.weight) },
            scale: SymbolGlyphs.scale, orientation: imageOrientation, renderingMode: renderingMode,
            capInsets: capInsets, resizingMode: resizingMode, isSymbolImage: true,
            pointSize: size, tint: tint, configuration: configuration, symbolName: symbolName)
    }
}
