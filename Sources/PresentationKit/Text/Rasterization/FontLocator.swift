import CFontconfig

/// Finds font files by family and weight through fontconfig, with its own configuration so that
/// nothing depends on process-wide fontconfig state.
package final class FontLocator {
    /// A font file and the face within it.
    struct Location: Hashable {
        var path: String
        var faceIndex: Int
    }

    private let config: OpaquePointer

    /// Loads fontconfig's configuration and font list; nil when fontconfig cannot.
    init?() {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        self.config = config
    }

    deinit {
        FcConfigDestroy(config)
    }

    /// The file of the upright face of `family`, bold or regular.
    ///
    /// fontconfig always proposes its closest match; a match from another family counts as not
    /// found, because the layout metrics of `UIFont` describe the requested family, and drawing a
    /// substitute would make frames differ between machines.
    func locate(family: String, bold: Bool) throws(TextRasterizerError) -> Location {
        guard let pattern = FcPatternCreate() else {
            throw .fontNotFound(family: family, bold: bold, substitute: nil)
        }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, Array(family.utf8) + [0])
        FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else {
            throw .fontNotFound(family: family, bold: bold, substitute: nil)
        }
        defer { FcPatternDestroy(match) }
        let matchedFamily = Self.string(FC_FAMILY, of: match)
        guard let matchedFamily, matchedFamily.lowercased() == family.lowercased(),
            let path = Self.string(FC_FILE, of: match)
        else {
            throw .fontNotFound(family: family, bold: bold, substitute: matchedFamily)
        }
        var index: Int32 = 0
        if FcPatternGetInteger(match, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return Location(path: path, faceIndex: Int(index))
    }

    /// The first string value of `object` in `pattern`, copied out of fontconfig's storage.
    private static func string(_ object: String, of pattern: OpaquePointer) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
