// libpng, as found through pkg-config (`libpng`): the renderer's PNG output and input.
#include <png.h>
