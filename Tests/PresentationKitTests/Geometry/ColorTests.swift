import Foundation
import Testing

@testable import PresentationKit

@Suite("CGColor and UIColor")
struct ColorTests {
    static func rgba(_ color: UIColor) -> [Double] {
        var r: CGFloat = -1
        var g: CGFloat = -1
        var b: CGFloat = -1
        var a: CGFloat = -1
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    static func close(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { GeometryApprox.equal($0, $1) }
    }

    @Test func rgbColorReportsFourComponents() {
        let color = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(color.numberOfComponents == 4)
        #expect(color.components == [0.1, 0.2, 0.3, 0.4])
        #expect(color.alpha == 0.4)
    }

    @Test func grayColorReportsTwoComponents() {
        let color = CGColor(gray: 0.25, alpha: 0.5)
        #expect(color.numberOfComponents == 2)
        #expect(color.components == [0.25, 0.5])
        #expect(RGBA(color) == RGBA(r: 0.25, g: 0.25, b: 0.25, a: 0.5))
    }

    @Test func copyChangesOnlyAlpha() {
        let color = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        #expect(color.copy(alpha: 0.5) == CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5))
        #expect(CGColor(gray: 0.7, alpha: 1).copy(alpha: 0.2)?.components == [0.7, 0.2])
    }

    @Test func equalityIsByValue() {
        #expect(CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1) == CGColor(gray: 0.5, alpha: 1))
        #expect(CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1) != CGColor(gray: 0.5, alpha: 0.9))
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) !== UIColor.red)
        let set: Set<UIColor> = [.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]
        #expect(set.count == 2)
    }

    @Test func cgColorRoundTrips() {
        let cg = CGColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 0.8)
        #expect(UIColor(cgColor: cg).cgColor === cg)
        #expect(Self.rgba(UIColor(cgColor: cg)) == [0.3, 0.6, 0.9, 0.8])
    }

    @Test func whiteColorsConvertToRGBButRGBColorsDoNotConvertToWhite() {
        #expect(Self.rgba(UIColor(white: 0.4, alpha: 0.6)) == [0.4, 0.4, 0.4, 0.6])
        var white: CGFloat = -1
        var alpha: CGFloat = -1
        #expect(UIColor.gray.getWhite(&white, alpha: &alpha))
        #expect(white == 0.5 && alpha == 1)
        white = -1
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
        #expect(white == -1)
    }

    @Test func withAlphaComponentKeepsTheColour() {
        #expect(Self.rgba(UIColor.orange.withAlphaComponent(0.25)) == [1, 0.5, 0, 0.25])
        #expect(UIColor.black.withAlphaComponent(0) == .clear)
    }

    /// (hue, saturation, brightness) → (r, g, b), worked out by hand from the hexcone model.
    static let hsbCases: [([Double], [Double])] = [
        ([0, 1, 1], [1, 0, 0]),
        ([1.0 / 6, 1, 1], [1, 1, 0]),
        ([1.0 / 3, 1, 1], [0, 1, 0]),
        ([0.5, 1, 1], [0, 1, 1]),
        ([2.0 / 3, 1, 1], [0, 0, 1]),
        ([5.0 / 6, 1, 1], [1, 0, 1]),
        ([1, 1, 1], [1, 0, 0]),
        ([0.25, 0.5, 0.8], [0.6, 0.8, 0.4]),
        ([0.9, 0, 0.3], [0.3, 0.3, 0.3]),
    ]

    @Test(arguments: hsbCases)
    func hueSaturationBrightnessConvertsToRGB(hsb: [Double], rgb: [Double]) {
        let color = UIColor(hue: hsb[0], saturation: hsb[1], brightness: hsb[2], alpha: 0.5)
        #expect(Self.close(Self.rgba(color), rgb + [0.5]))
    }

    @Test func getHueInvertsTheConversion() {
        for hsb in [[0.05, 0.9, 0.7], [0.4, 0.3, 0.2], [0.75, 1, 1], [0.999, 0.5, 0.5]] {
            let color = UIColor(hue: hsb[0], saturation: hsb[1], brightness: hsb[2], alpha: 1)
            var h: CGFloat = 0
            var s: CGFloat = 0
            var v: CGFloat = 0
            var a: CGFloat = 0
            #expect(color.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
            #expect(Self.close([h, s, v, a], hsb + [1]))
        }
        var h: CGFloat = -1
        var s: CGFloat = -1
        var v: CGFloat = -1
        var a: CGFloat = -1
        #expect(UIColor.lightGray.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(Self.close([h, s, v, a], [0, 0, 2.0 / 3, 1]))
    }

    @Test func namedColoursHaveUIKitsValues() {
        #expect(Self.rgba(.black) == [0, 0, 0, 1])
        #expect(Self.close(Self.rgba(.darkGray), [1.0 / 3, 1.0 / 3, 1.0 / 3, 1]))
        #expect(Self.close(Self.rgba(.lightGray), [2.0 / 3, 2.0 / 3, 2.0 / 3, 1]))
        #expect(Self.rgba(.white) == [1, 1, 1, 1])
        #expect(Self.rgba(.gray) == [0.5, 0.5, 0.5, 1])
        #expect(Self.rgba(.red) == [1, 0, 0, 1])
        #expect(Self.rgba(.green) == [0, 1, 0, 1])
        #expect(Self.rgba(.blue) == [0, 0, 1, 1])
        #expect(Self.rgba(.cyan) == [0, 1, 1, 1])
        #expect(Self.rgba(.yellow) == [1, 1, 0, 1])
        #expect(Self.rgba(.magenta) == [1, 0, 1, 1])
        #expect(Self.rgba(.orange) == [1, 0.5, 0, 1])
        #expect(Self.rgba(.purple) == [0.5, 0, 0.5, 1])
        #expect(Self.rgba(.brown) == [0.6, 0.4, 0.2, 1])
        #expect(Self.rgba(.clear) == [0, 0, 0, 0])
        #expect(UIColor.black.cgColor.numberOfComponents == 2)
    }

    @Test func systemColoursHaveTheLightAppearanceValues() {
        func bytes(_ color: UIColor) -> [Double] {
            let c = Self.rgba(color)
            return [(c[0] * 255).rounded(), (c[1] * 255).rounded(), (c[2] * 255).rounded(), c[3]]
        }
        #expect(bytes(.systemBackground) == [255, 255, 255, 1])
        #expect(bytes(.secondarySystemBackground) == [242, 242, 247, 1])
        #expect(bytes(.label) == [0, 0, 0, 1])
        #expect(bytes(.secondaryLabel) == [60, 60, 67, 0.6])
        #expect(bytes(.systemBlue) == [0, 122, 255, 1])
        #expect(bytes(.systemRed) == [255, 59, 48, 1])
        #expect(bytes(.systemGreen) == [52, 199, 89, 1])
        #expect(bytes(.systemOrange) == [255, 149, 0, 1])
        #expect(bytes(.systemYellow) == [255, 204, 0, 1])
        #expect(bytes(.systemGray) == [142, 142, 147, 1])
        #expect(bytes(.systemGray5) == [229, 229, 234, 1])
        #expect(bytes(.systemIndigo) == [88, 86, 214, 1])
        #expect(bytes(.systemPink) == [255, 45, 85, 1])
        #expect(bytes(.systemTeal) == [48, 176, 199, 1])
        #expect(bytes(.systemPurple) == [175, 82, 222, 1])
        #expect(bytes(.systemGray3) == [199, 199, 204, 1])
        #expect(bytes(.systemGray6) == [242, 242, 247, 1])
        #expect(bytes(.separator) == [60, 60, 67, 0.29])
        #expect(bytes(.systemGroupedBackground) == [242, 242, 247, 1])
        #expect(Self.close([Self.rgba(.systemBlue)[1]], [122.0 / 255]))
    }

    @Test func descriptionsNameTheColourSpace() {
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1.0 0.0 0.0 1.0")
        #expect(UIColor.gray.description == "UIExtendedGrayColorSpace 0.5 1.0")
        #expect(CGColor(gray: 0.5, alpha: 1).description == "CGColor(gray: 0.5, alpha: 1.0)")
    }
}
