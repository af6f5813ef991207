// SwiftPM needs a source file in a C target; the only code is the inline function in the header.
#include "BuildInfo.h"
