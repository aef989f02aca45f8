import CFreeType

extension TextRasterizer {
    /// One rendered glyph, copied out of FreeType's glyph slot (which the next load overwrites).
    struct PlacedGlyph {
        /// Column of the bitmap's left edge relative to the pen origin.
        var left: Int
        /// Row of the bitmap's top edge relative to the baseline (negative above it).
        var top: Int
        var width: Int
        var rows: Int
        /// Row-major coverage, 0…255.
        var coverage: [UInt8]
    }

    /// Glyphs placed along a baseline, with the bounds of their ink (empty when there is none).
    struct GlyphRun {
        var glyphs: [PlacedGlyph] = []
        var left = 0
        var top = 0
        var right = 0
        var bottom = 0
        /// The pen's total advance in pixels.
        var advance = 0.0

        /// Adds `glyph`, growing the bounds; false when they would exceed
        /// `TextRasterizer.maximumMaskPixelCount` pixels.
        mutating func append(_ glyph: PlacedGlyph) -> Bool {
            let isFirst = glyphs.isEmpty
            let newLeft = isFirst ? glyph.left : min(left, glyph.left)
            let newTop = isFirst ? glyph.top : min(top, glyph.top)
            let newRight = isFirst ? glyph.left + glyph.width : max(right, glyph.left + glyph.width)
            let newBottom = isFirst ? glyph.top + glyph.rows : max(bottom, glyph.top + glyph.rows)
            let (area, overflow) = (newRight - newLeft).multipliedReportingOverflow(by: newBottom - newTop)
            guard !overflow, area <= TextRasterizer.maximumMaskPixelCount else { return false }
            (left, top, right, bottom) = (newLeft, newTop, newRight, newBottom)
            glyphs.append(glyph)
            return true
        }
    }

    /// Renders each Unicode scalar of `text` and places it on the baseline; nil as soon as the ink
    /// outgrows `TextRasterizer.maximumMaskPixelCount` pixels, so an oversized request stops early instead
    /// of rendering and holding every glyph first.
    static func layOut(_ text: Substring, face: FreeTypeFace) -> GlyphRun? {
        let handle = face.handle
        let kerning = face.hasKerning
        var run = GlyphRun()
        // The pen in 26.6 fixed point; hinted advances and default kerning are whole pixels.
        var pen = 0
        var previous: FT_UInt = 0
        for scalar in text.unicodeScalars {
            guard scalar.value >= 0x20, !(0x7F..<0xA0).contains(scalar.value) else {
                previous = 0
                continue
            }
            let index = FT_Get_Char_Index(handle, FT_ULong(scalar.value))
            if kerning, previous != 0, index != 0 {
                var delta = FT_Vector()
                if FT_Get_Kerning(handle, previous, index, FT_KERNING_DEFAULT.rawValue, &delta) == 0 {
                    pen += delta.x
                }
            }
            guard FT_Load_Glyph(handle, index, FT_Int32(FT_LOAD_RENDER | FT_LOAD_NO_BITMAP)) == 0,
                let slot = handle.pointee.glyph
            else {
                previous = 0
                continue
            }
            if let glyph = copy(slot.pointee, penX: (pen + 32) >> 6) {
                guard run.append(glyph) else { return nil }
            }
            pen += slot.pointee.advance.x
            previous = index
        }
        run.advance = Double(pen) / 64
        return run
    }

    /// The glyph in `slot` as coverage bytes placed at pen column `penX`; nil when it has no ink
    /// or a pixel format other than 8-bit grey or 1-bit mono.
    private static func copy(_ slot: FT_GlyphSlotRec, penX: Int) -> PlacedGlyph? {
        let bitmap = slot.bitmap
        let width = Int(bitmap.width)
        let rows = Int(bitmap.rows)
        guard width > 0, rows > 0, let buffer = bitmap.buffer else { return nil }
        let pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * rows)
        for row in 0..<rows {
            // A negative pitch means FreeType stored the rows bottom-up.
            let source = buffer + (pitch >= 0 ? row * pitch : (rows - 1 - row) * -pitch)
            switch bitmap.pixel_mode {
            case UInt8(FT_PIXEL_MODE_GRAY.rawValue):
                // Rescale when the renderer used fewer than 256 levels (never for FreeType's
                // own anti-aliasing, but a face's driver may).
                let maximum = max(1, Int(bitmap.num_grays) - 1)
                if maximum == 255 {
                    coverage.withUnsafeMutableBufferPointer { destination in
                        let start = destination.baseAddress! + row * width
                        start.update(from: source, count: width)
                    }
                } else {
                    for column in 0..<width {
                        coverage[row * width + column] = UInt8(min(255, Int(source[column]) * 255 / maximum))
                    }
                }
            case UInt8(FT_PIXEL_MODE_MONO.rawValue):
                for column in 0..<width where source[column >> 3] & (0x80 >> UInt8(column & 7)) != 0 {
                    coverage[row * width + column] = 255
                }
            default:
                return nil
            }
        }
        return PlacedGlyph(
            left: penX + Int(slot.bitmap_left), top: -Int(slot.bitmap_top), width: width, rows: rows,
            coverage: coverage)
    }
}
