// fontconfig, as found through pkg-config (`fontconfig`): finds the font file for a family.
#include <fontconfig/fontconfig.h>
