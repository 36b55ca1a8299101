#ifndef CDGEN_CLIBXML2_SHIM_H
#define CDGEN_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, and <libxml/encoding.h> then includes ICU's headers, which
// clash with Foundation's own ICU module on Linux. cdgen never touches the encoding handler
// structs (only opaque reader pointers), so the ICU declarations are hidden from Swift.
#ifdef LIBXML_ICU_ENABLED
#undef LIBXML_ICU_ENABLED
#endif
#include <libxml/xmlreader.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>
#endif
