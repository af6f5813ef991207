// glibc's malloc tuning (mallopt): not in Swift's Glibc module. Empty elsewhere (macOS, musl).
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif
