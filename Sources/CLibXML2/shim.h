// libxml2, the XML parser that reads OPML catalogs (Sources/ChannelStore/Newsboat).
#ifndef CHANNEL_EDITOR_CLIBXML2_SHIM_H
#define CHANNEL_EDITOR_CLIBXML2_SHIM_H

// Debian's libxml2 is built with ICU, so its encoding.h includes ICU's headers, whose types
// clash with the copy of ICU Foundation brings ("UErrorCode has different definitions in
// different modules") in any module that sees both. Nothing here touches libxml2's ICU
// converters (only a field of its encoding handler, which this code never allocates or reads),
// so the headers are read as if libxml2 were built without ICU.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>

// xmlFree is a global function pointer, which Swift 6 refuses to read (shared mutable state).
static inline void channel_editor_xml_free(void *pointer) { xmlFree(pointer); }

#endif
