// utf8proc, for NFKC with case folding (a channel's name matched across width and case:
// Sources/ChannelStore/Match/NameFold.swift). Chosen over ICU (31 MB of data, left out of the
// static build on purpose: Sources/CLibXML2NoICU), glib and libunistring for being one small C
// library with a static archive in Debian and one call for exactly this fold.
#ifndef CHANNEL_EDITOR_CUTF8PROC_SHIM_H
#define CHANNEL_EDITOR_CUTF8PROC_SHIM_H

#include <utf8proc.h>

#endif
