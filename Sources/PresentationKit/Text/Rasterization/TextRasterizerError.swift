/// Why text cannot be drawn; the renderer records the description as a host diagnostic and
/// leaves the text out of the frame.
package enum TextRasterizerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// fontconfig could not load its configuration and font list.
    case fontconfigUnavailable
    /// FreeType could not initialise; `code` is its error number.
    case freeTypeUnavailable(code: Int32)
    /// fontconfig has no font of `family` in the weight (its best offer was `substitute`, if any).
    case fontNotFound(family: String, bold: Bool, substitute: String?)
    /// FreeType could not open the font file fontconfig chose; `code` is its error number.
    case fontUnreadable(path: String, code: Int32)

    package var description: String {
        switch self {
        case .fontconfigUnavailable:
            return "fontconfig could not load its configuration; text will be skipped"
        case .freeTypeUnavailable(let code):
            return "FreeType could not initialise (error \(code)); text will be skipped"
        case .fontNotFound(let family, let bold, let substitute):
            let name = bold ? "\(family) Bold" : family
            let offer = substitute.map { " (its closest match is “\($0)”)" } ?? ""
            return "fontconfig found no font “\(name)”\(offer); text in it will be skipped"
        case .fontUnreadable(let path, let code):
            return "FreeType could not open the font file \(path) (error \(code)); text in it will be skipped"
        }
    }
}
