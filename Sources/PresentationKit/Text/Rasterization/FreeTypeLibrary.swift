import CFreeType

/// One FreeType library instance; faces keep it alive, so it is released after all of them.
package final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws(TextRasterizerError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw .freeTypeUnavailable(code: error) }
        handle = library
    }

    deinit {
        FT_Done_FreeType(handle)
    }
}
