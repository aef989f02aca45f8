// FreeType, as found through pkg-config (`freetype2`): glyph outlines rasterised for labels.
#include <ft2build.h>
#include FT_FREETYPE_H
