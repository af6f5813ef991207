#ifndef TOKENLINT_CLIBXML2_SHIM_H
#define TOKENLINT_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU; its ICU headers clash with the copy Foundation bundles
   ("'UErrorCode' has different definitions in different modules"). We never use libxml2's ICU
   encoders, so hide them (the undef must follow xmlversion.h, which defines it). */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlerror.h>
#endif
