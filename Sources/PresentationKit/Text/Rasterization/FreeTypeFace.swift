import CFreeType

/// A font face opened at one character size.
package final class FreeTypeFace {
    /// Keeps the library alive for as long as the face: FreeType frees faces with their library.
    private let library: FreeTypeLibrary
    let handle: FT_Face

    /// Opens face `faceIndex` of the file at `path` at `size` pixels per em (26.6 fixed point).
    init(library: FreeTypeLibrary, path: String, faceIndex: Int, size: Int) throws(TextRasterizerError) {
        self.library = library
        var face: FT_Face?
        var error = FT_New_Face(library.handle, path, faceIndex, &face)
        guard error == 0, let face else { throw .fontUnreadable(path: path, code: error) }
        handle = face
        // 72 dpi makes a point one pixel, so the 26.6 size is the pixel size.
        error = FT_Set_Char_Size(face, 0, size, 72, 72)
        guard error == 0 else { throw .fontUnreadable(path: path, code: error) }
    }

    deinit {
        FT_Done_Face(handle)
    }

    /// Whether the face has a kerning table FreeType can read (`FT_HAS_KERNING`).
    var hasKerning: Bool { handle.pointee.face_flags & Int(FT_FACE_FLAG_KERNING) != 0 }

    /// Ascender, descender and line height at the face's size, in pixels.
    var lineMetrics: TextLineMetrics {
        let metrics = handle.pointee.size.pointee.metrics
        return TextLineMetrics(
            ascender: Double(metrics.ascender) / 64,
            descender: Double(metrics.descender) / 64,
            height: Double(metrics.height) / 64)
    }
}
