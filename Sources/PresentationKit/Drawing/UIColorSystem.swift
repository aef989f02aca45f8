import Foundation

// UIKit's semantic and system colours adapt to the interface style: each is a dynamic colour with
// its light and dark values (default contrast), the system backgrounds also with their dark
// elevated values (sheets and popovers, Behaviour 9.11). The values are the 8-bit sRGB components
// listed in Apple's Human Interface Guidelines (Color → System colors, iOS 15 and later, which is
// when systemTeal moved to 48, 176, 199) (Behaviour 9.12).
extension UIColor {
    /// 8-bit sRGB components and an opacity, the form the guidelines publish.
    private struct RGB8 {
        let r: Int
        let g: Int
        let b: Int
        let alpha: CGFloat

        init(_ r: Int, _ g: Int, _ b: Int, _ alpha: CGFloat = 1) {
            self.r = r
            self.g = g
            self.b = b
            self.alpha = alpha
        }

        /// The colour; pure white and black are greys, as UIKit makes them.
        var color: UIColor {
            if r == g && g == b && (r == 0 || r == 255) {
                return UIColor(white: CGFloat(r) / 255, alpha: alpha)
            }
            return UIColor(
                red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
        }
    }

    /// A system colour: `light` unless the traits are dark; in the dark, `darkElevated` (when
    /// given) at the elevated level, else `dark`.
    private static func system(_ light: RGB8, dark: RGB8, darkElevated: RGB8? = nil) -> UIColor {
        let lightColor = light.color
        let darkColor = dark.color
        let elevatedColor = darkElevated?.color ?? darkColor
        return UIColor { traits in
            guard traits.userInterfaceStyle == .dark else { return lightColor }
            return traits.userInterfaceLevel == .elevated ? elevatedColor : darkColor
        }
    }

    /// The background of the main interface: white; black in the dark ((28, 28, 30) elevated).
    public static let systemBackground = system(
        RGB8(255, 255, 255), dark: RGB8(0, 0, 0), darkElevated: RGB8(28, 28, 30))
    /// The background for content layered on ``systemBackground``: (242, 242, 247); dark (28, 28,
    /// 30), elevated (44, 44, 46).
    public static let secondarySystemBackground = system(
        RGB8(242, 242, 247), dark: RGB8(28, 28, 30), darkElevated: RGB8(44, 44, 46))
    /// The background for content layered on ``secondarySystemBackground``: white; dark (44, 44,
    /// 46), elevated (58, 58, 60).
    public static let tertiarySystemBackground = system(
        RGB8(255, 255, 255), dark: RGB8(44, 44, 46), darkElevated: RGB8(58, 58, 60))
    /// The background of grouped content: (242, 242, 247); dark black, elevated (28, 28, 30).
    public static let systemGroupedBackground = system(
        RGB8(242, 242, 247), dark: RGB8(0, 0, 0), darkElevated: RGB8(28, 28, 30))
    /// Grouped content on ``systemGroupedBackground``: white; dark (28, 28, 30), elevated (44, 44,
    /// 46).
    public static let secondarySystemGroupedBackground = system(
        RGB8(255, 255, 255), dark: RGB8(28, 28, 30), darkElevated: RGB8(44, 44, 46))
    /// Primary text: black; white in the dark.
    public static let label = system(RGB8(0, 0, 0), dark: RGB8(255, 255, 255))
    /// Secondary text: (60, 60, 67) at 60 % opacity; dark (235, 235, 245) at 60 %.
    public static let secondaryLabel = system(RGB8(60, 60, 67, 0.6), dark: RGB8(235, 235, 245, 0.6))
    /// Tertiary text: (60, 60, 67) at 30 % opacity; dark (235, 235, 245) at 30 %.
    public static let tertiaryLabel = system(RGB8(60, 60, 67, 0.3), dark: RGB8(235, 235, 245, 0.3))
    /// Quaternary text: (60, 60, 67) at 18 % opacity; dark (235, 235, 245) at 16 %.
    public static let quaternaryLabel = system(RGB8(60, 60, 67, 0.18), dark: RGB8(235, 235, 245, 0.16))
    /// Placeholder text: (60, 60, 67) at 30 % opacity; dark (235, 235, 245) at 30 %.
    public static let placeholderText = system(RGB8(60, 60, 67, 0.3), dark: RGB8(235, 235, 245, 0.3))
    /// Thin separators that let content show through: (60, 60, 67) at 29 % opacity; dark (84, 84,
    /// 88) at 60 %.
    public static let separator = system(RGB8(60, 60, 67, 0.29), dark: RGB8(84, 84, 88, 0.6))
    /// Opaque separators: (198, 198, 200); dark (56, 56, 58).
    public static let opaqueSeparator = system(RGB8(198, 198, 200), dark: RGB8(56, 56, 58))
    /// The fill of thin and small shapes: (120, 120, 128) at 20 % opacity; dark at 36 %.
    public static let systemFill = system(RGB8(120, 120, 128, 0.2), dark: RGB8(120, 120, 128, 0.36))
    /// The fill of medium shapes: (120, 120, 128) at 16 % opacity; dark at 32 %.
    public static let secondarySystemFill = system(RGB8(120, 120, 128, 0.16), dark: RGB8(120, 120, 128, 0.32))
    /// Links: (0, 122, 255); dark (9, 132, 255).
    public static let link = system(RGB8(0, 122, 255), dark: RGB8(9, 132, 255))
    /// System blue: (0, 122, 255); dark (10, 132, 255).
    public static let systemBlue = system(RGB8(0, 122, 255), dark: RGB8(10, 132, 255))
    /// System red: (255, 59, 48); dark (255, 69, 58).
    public static let systemRed = system(RGB8(255, 59, 48), dark: RGB8(255, 69, 58))
    /// System green: (52, 199, 89); dark (48, 209, 88).
    public static let systemGreen = system(RGB8(52, 199, 89), dark: RGB8(48, 209, 88))
    /// System orange: (255, 149, 0); dark (255, 159, 10).
    public static let systemOrange = system(RGB8(255, 149, 0), dark: RGB8(255, 159, 10))
    /// System yellow: (255, 204, 0); dark (255, 214, 10).
    public static let systemYellow = system(RGB8(255, 204, 0), dark: RGB8(255, 214, 10))
    /// System indigo: (88, 86, 214); dark (94, 92, 230).
    public static let systemIndigo = system(RGB8(88, 86, 214), dark: RGB8(94, 92, 230))
    /// System pink: (255, 45, 85); dark (255, 55, 95).
    public static let systemPink = system(RGB8(255, 45, 85), dark: RGB8(255, 55, 95))
    /// System teal: (48, 176, 199); dark (64, 200, 224).
    public static let systemTeal = system(RGB8(48, 176, 199), dark: RGB8(64, 200, 224))
    /// System purple: (175, 82, 222); dark (191, 90, 242).
    public static let systemPurple = system(RGB8(175, 82, 222), dark: RGB8(191, 90, 242))
    /// System brown: (162, 132, 94); dark (172, 142, 104).
    public static let systemBrown = system(RGB8(162, 132, 94), dark: RGB8(172, 142, 104))
    /// System cyan: (50, 173, 230); dark (100, 210, 255).
    public static let systemCyan = system(RGB8(50, 173, 230), dark: RGB8(100, 210, 255))
    /// System mint: (0, 199, 190); dark (99, 230, 226).
    public static let systemMint = system(RGB8(0, 199, 190), dark: RGB8(99, 230, 226))
    /// System grey: (142, 142, 147) in both appearances.
    public static let systemGray = system(RGB8(142, 142, 147), dark: RGB8(142, 142, 147))
    /// The second system grey: (174, 174, 178); dark (99, 99, 102).
    public static let systemGray2 = system(RGB8(174, 174, 178), dark: RGB8(99, 99, 102))
    /// The third system grey: (199, 199, 204); dark (72, 72, 74).
    public static let systemGray3 = system(RGB8(199, 199, 204), dark: RGB8(72, 72, 74))
    /// The fourth system grey: (209, 209, 214); dark (58, 58, 60).
    public static let systemGray4 = system(RGB8(209, 209, 214), dark: RGB8(58, 58, 60))
    /// The fifth system grey: (229, 229, 234); dark (44, 44, 46).
    public static let systemGray5 = system(RGB8(229, 229, 234), dark: RGB8(44, 44, 46))
    /// The sixth system grey: (242, 242, 247); dark (28, 28, 30).
    public static let systemGray6 = system(RGB8(242, 242, 247), dark: RGB8(28, 28, 30))
}
