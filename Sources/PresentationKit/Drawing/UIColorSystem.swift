import Foundation

// UIKit's semantic and system colours adapt to appearance; PresentationKit renders the light
// appearance only, so each is fixed to its light, default-contrast value. The values are the
// 8-bit sRGB components listed in Apple's Human Interface Guidelines (Color → System colors,
// iOS 15 and later, which is when systemTeal moved to 48, 176, 199).
extension UIColor {
    /// An sRGB colour from 8-bit components, the form the guidelines publish.
    private convenience init(red8 r: Int, green8 g: Int, blue8 b: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
    }

    /// The background of the main interface: white in the light appearance.
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    /// The background for content layered on ``systemBackground``: (242, 242, 247).
    public static let secondarySystemBackground = UIColor(red8: 242, green8: 242, blue8: 247)
    /// Primary text: black in the light appearance.
    public static let label = UIColor(white: 0, alpha: 1)
    /// Secondary text: (60, 60, 67) at 60 % opacity.
    public static let secondaryLabel = UIColor(red8: 60, green8: 60, blue8: 67, alpha: 0.6)
    /// System blue: (0, 122, 255).
    public static let systemBlue = UIColor(red8: 0, green8: 122, blue8: 255)
    /// System red: (255, 59, 48).
    public static let systemRed = UIColor(red8: 255, green8: 59, blue8: 48)
    /// System green: (52, 199, 89).
    public static let systemGreen = UIColor(red8: 52, green8: 199, blue8: 89)
    /// System orange: (255, 149, 0).
    public static let systemOrange = UIColor(red8: 255, green8: 149, blue8: 0)
    /// System yellow: (255, 204, 0).
    public static let systemYellow = UIColor(red8: 255, green8: 204, blue8: 0)
    /// System grey: (142, 142, 147).
    public static let systemGray = UIColor(red8: 142, green8: 142, blue8: 147)
    /// The fifth system grey: (229, 229, 234).
    public static let systemGray5 = UIColor(red8: 229, green8: 229, blue8: 234)
    /// System indigo: (88, 86, 214).
    public static let systemIndigo = UIColor(red8: 88, green8: 86, blue8: 214)
    /// System pink: (255, 45, 85).
    public static let systemPink = UIColor(red8: 255, green8: 45, blue8: 85)
    /// System teal: (48, 176, 199).
    public static let systemTeal = UIColor(red8: 48, green8: 176, blue8: 199)
    /// System purple: (175, 82, 222).
    public static let systemPurple = UIColor(red8: 175, green8: 82, blue8: 222)
    /// System brown: (162, 132, 94).
    public static let systemBrown = UIColor(red8: 162, green8: 132, blue8: 94)
    /// System cyan: (50, 173, 230).
    public static let systemCyan = UIColor(red8: 50, green8: 173, blue8: 230)
    /// System mint: (0, 199, 190).
    public static let systemMint = UIColor(red8: 0, green8: 199, blue8: 190)
    /// The second system grey: (174, 174, 178).
    public static let systemGray2 = UIColor(red8: 174, green8: 174, blue8: 178)
    /// The third system grey: (199, 199, 204).
    public static let systemGray3 = UIColor(red8: 199, green8: 199, blue8: 204)
    /// The fourth system grey: (209, 209, 214).
    public static let systemGray4 = UIColor(red8: 209, green8: 209, blue8: 214)
    /// The sixth system grey: (242, 242, 247).
    public static let systemGray6 = UIColor(red8: 242, green8: 242, blue8: 247)
    /// The background for content layered on ``secondarySystemBackground``: white.
    public static let tertiarySystemBackground = UIColor(white: 1, alpha: 1)
    /// The background of grouped content: (242, 242, 247).
    public static let systemGroupedBackground = UIColor(red8: 242, green8: 242, blue8: 247)
    /// Grouped content on ``systemGroupedBackground``: white.
    public static let secondarySystemGroupedBackground = UIColor(white: 1, alpha: 1)
    /// Tertiary text: (60, 60, 67) at 30 % opacity.
    public static let tertiaryLabel = UIColor(red8: 60, green8: 60, blue8: 67, alpha: 0.3)
    /// Quaternary text: (60, 60, 67) at 18 % opacity.
    public static let quaternaryLabel = UIColor(red8: 60, green8: 60, blue8: 67, alpha: 0.18)
    /// Placeholder text: (60, 60, 67) at 30 % opacity.
    public static let placeholderText = UIColor(red8: 60, green8: 60, blue8: 67, alpha: 0.3)
    /// Thin separators that let content show through: (60, 60, 67) at 29 % opacity.
    public static let separator = UIColor(red8: 60, green8: 60, blue8: 67, alpha: 0.29)
    /// Opaque separators: (198, 198, 200).
    public static let opaqueSeparator = UIColor(red8: 198, green8: 198, blue8: 200)
    /// The fill of thin and small shapes: (120, 120, 128) at 20 % opacity.
    public static let systemFill = UIColor(red8: 120, green8: 120, blue8: 128, alpha: 0.2)
    /// The fill of medium shapes: (120, 120, 128) at 16 % opacity.
    public static let secondarySystemFill = UIColor(red8: 120, green8: 120, blue8: 128, alpha: 0.16)
    /// Links: system blue.
    public static let link = UIColor(red8: 0, green8: 122, blue8: 255)
}
