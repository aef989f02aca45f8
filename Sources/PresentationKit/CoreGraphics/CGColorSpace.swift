import Foundation

/// The kind of colour model a colour space has.
public enum CGColorSpaceModel: Int32, Sendable {
    /// An unknown model.
    case unknown = -1
    /// Grey levels.
    case monochrome = 0
    /// Red, green and blue.
    case rgb = 1
    /// Cyan, magenta, yellow and black.
    case cmyk = 2
    /// CIE L*a*b*.
    case lab = 3
    /// DeviceN.
    case deviceN = 4
    /// An indexed palette.
    case indexed = 5
    /// A pattern.
    case pattern = 6
    /// XYZ.
    case XYZ = 7
}

/// How colour values are interpreted, as in Core Graphics.
///
/// Drawing here is not colour managed: every RGB space draws as sRGB and every grey space as
/// sRGB grey, which is what an sRGB screen shows for the common spaces (sRGB, device RGB and
/// grey). The space's name and model are kept so code that asks for them gets an answer.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// The space's name, when it was made from one.
    public let name: CFString?
    /// The space's colour model.
    public let model: CGColorSpaceModel

    init(name: CFString?, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// Creates the named space; nil for a name Core Graphics does not define.
    public convenience init?(name: CFString) {
        switch name {
        case Self.genericGrayGamma2_2, Self.linearGray, Self.extendedGray, Self.extendedLinearGray:
            self.init(name: name, model: .monochrome)
        case Self.sRGB, Self.extendedSRGB, Self.linearSRGB, Self.extendedLinearSRGB, Self.displayP3,
            Self.extendedDisplayP3, Self.genericRGBLinear, Self.adobeRGB1998, Self.itur_709, Self.itur_2020,
            Self.dcip3:
            self.init(name: name, model: .rgb)
        default:
            return nil
        }
    }

    /// The number of colour components, not counting alpha.
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: 1
        case .cmyk: 4
        default: 3
        }
    }

    /// Whether both spaces have the same name and model.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }

    public var description: String { "CGColorSpace(\(name ?? "device \(model)"))" }

    /// The standard RGB space.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// sRGB with values beyond 0…1.
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// sRGB primaries with a linear transfer function.
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    /// Linear sRGB with values beyond 0…1.
    public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
    /// Display P3.
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    /// Display P3 with values beyond 0…1.
    public static let extendedDisplayP3: CFString = "kCGColorSpaceExtendedDisplayP3"
    /// Generic linear RGB.
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    /// Adobe RGB (1998).
    public static let adobeRGB1998: CFString = "kCGColorSpaceAdobeRGB1998"
    /// ITU-R BT.709.
    public static let itur_709: CFString = "kCGColorSpaceITUR_709"
    /// ITU-R BT.2020.
    public static let itur_2020: CFString = "kCGColorSpaceITUR_2020"
    /// DCI P3.
    public static let dcip3: CFString = "kCGColorSpaceDCIP3"
    /// Grey with a 2.2 gamma.
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear grey.
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    /// Grey with values beyond 0…1.
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
    /// Linear grey with values beyond 0…1.
    public static let extendedLinearGray: CFString = "kCGColorSpaceExtendedLinearGray"
}

/// The device-dependent RGB colour space (drawn as sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: nil, model: .rgb)
}

/// The device-dependent grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: nil, model: .monochrome)
}
