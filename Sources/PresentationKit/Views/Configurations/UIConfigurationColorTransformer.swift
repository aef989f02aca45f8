import Foundation

/// A function from one colour to another that a configuration applies to a colour it resolves,
/// as `UIConfigurationColorTransformer`.
public struct UIConfigurationColorTransformer {
    /// The function.
    public let transform: (UIColor) -> UIColor

    /// Creates a transformer from `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// The colour `input` becomes.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// Turns a colour into the grey of its luminance (Rec. 709 weights), keeping its alpha.
    public static var grayscale: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer { color in
            let c = color.cgColor.components ?? [0, 0, 0, 1]
            let rgb = c.count >= 3 ? (c[0], c[1], c[2]) : (c[0], c[0], c[0])
            let luminance = 0.2126 * rgb.0 + 0.7152 * rgb.1 + 0.0722 * rgb.2
            return UIColor(white: luminance, alpha: color.cgColor.alpha)
        }
    }

    /// Gives the preferred tint: the system blue here, where there is no per-app accent colour.
    public static var preferredTint: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer { _ in .systemBlue }
    }

    /// Gives the tint in a monochrome interface: the system blue here.
    public static var monochromeTint: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer { _ in .systemBlue }
    }
}
