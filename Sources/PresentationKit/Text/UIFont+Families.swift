import Foundation

extension UIFont {
    /// A font named `fontName` (a PostScript name such as `"Avenir-Heavy"` or a family name), at
    /// `fontSize`, as `init(name:size:)`. Apple's font files are not on this host: the font is the
    /// system font at the weight the name ends with (`-Bold`, `-Heavy`, `-Medium`, `-Light`, …;
    /// regular otherwise), so layout keeps the name's weight. An empty name gives nil, as UIKit does
    /// for a name it does not know (Behaviour 28.2).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(pointSize: fontSize, weight: Self.weight(forFontName: fontName))
    }

    /// The weight a font's name says: the last word of the style part (after a hyphen, else the
    /// name's last word), by UIKit's weight names.
    static func weight(forFontName name: String) -> UIFont.Weight {
        let style = (name.split(separator: "-").last.map(String.init) ?? name).lowercased()
        let table: [(String, UIFont.Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin),
            ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy),
            ("black", .black), ("heavy", .heavy), ("bold", .bold), ("medium", .medium), ("light", .light),
        ]
        return table.first { style.hasSuffix($0.0) }?.1 ?? .regular
    }

    /// The system font's italic at `fontSize`, as `italicSystemFont(ofSize:)`; drawn upright here
    /// (the renderer has the upright faces only), measured as the regular face.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular)
    }

    /// The system font with digits of equal width, as `monospacedDigitSystemFont(ofSize:weight:)`:
    /// the system font itself here, whose digits already share one advance (0.636 em).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// The monospaced system font, as `monospacedSystemFont(ofSize:weight:)`; drawn and measured as
    /// the system font here (see the porting guide).
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// The families installed: the system font's family, the one the renderer draws with.
    public static var familyNames: [String] { ["DejaVu Sans"] }

    /// The fonts of `familyName`: the regular and bold faces of the system family; none otherwise.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        familyName == "DejaVu Sans" ? ["DejaVu Sans", "DejaVu Sans Bold"] : []
    }

    /// The height of capital letters above the baseline (DejaVu Sans: 0.729 em).
    public var capHeight: CGFloat { pointSize * 0.729 }
    /// The height of lower-case letters above the baseline (DejaVu Sans: 0.547 em).
    public var xHeight: CGFloat { pointSize * 0.547 }
    /// Extra space between lines: none (the line height is ascender plus descender).
    public var leading: CGFloat { 0 }
}
