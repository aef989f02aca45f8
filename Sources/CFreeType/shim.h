// FreeType, as found through pkg-config (`freetype2`): glyph outlines rasterised for labels, and
// the outline rasterizer and stroker that draw Core Graphics paths.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_STROKER_H
