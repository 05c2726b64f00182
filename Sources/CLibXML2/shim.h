// libxml2, the XML parser that reads OPML catalogs (Sources/ChannelStore/Newsboat).
#ifndef CHANNEL_EDITOR_CLIBXML2_SHIM_H
#define CHANNEL_EDITOR_CLIBXML2_SHIM_H

#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>

// xmlFree is a global function pointer, which Swift 6 refuses to read (shared mutable state).
static inline void channel_editor_xml_free(void *pointer) { xmlFree(pointer); }

#endif
