#ifndef CDGEN_CLIBXML2_SHIM_H
#define CDGEN_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, and <libxml/encoding.h> then includes ICU's headers, which
// clash with Foundation's own ICU module on Linux. cdgen never touches the encoding handler
// structs (only the parser context and SAX2 callbacks), so the ICU declarations are hidden from Swift.
#ifdef LIBXML_ICU_ENABLED
#undef LIBXML_ICU_ENABLED
#endif
#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

// libxml2 prints some errors (encoding conversion, I/O) through its generic error function
// straight to stderr, outside the structured handler; a variadic C callback cannot be written
// in Swift, so the silent one is here. cdgen reports every problem through its own diagnostics.
static void cdgen_ignore_generic_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

// The generic error function is per thread: called before every parse.
static inline void cdgen_silence_generic_errors(void) {
    xmlThrDefSetGenericErrorFunc(NULL, cdgen_ignore_generic_error);
    xmlSetGenericErrorFunc(NULL, cdgen_ignore_generic_error);
}

// libxml2's nesting limit, which its own tree builder enforces (the SAX2 parser alone does not):
// a global variable, which Swift 6 will not read directly.
static inline unsigned int cdgen_max_depth(void) {
    return xmlParserMaxDepth;
}
#endif
