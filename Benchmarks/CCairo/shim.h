// cairo (pixman underneath), as found through pkg-config (`cairo`): the peer renderer the
// benchmarks draw the same scenes with. Only the benchmark package links it.
#include <cairo.h>
