// SQLite, to read newsboat's cache.db (feed titles) read only: Sources/ChannelStore/Newsboat.
// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import.
#ifndef CHANNEL_EDITOR_CSQLITE_SHIM_H
#define CHANNEL_EDITOR_CSQLITE_SHIM_H

#include <sqlite3.h>

static inline sqlite3_destructor_type channel_editor_sqlite_transient(void) { return SQLITE_TRANSIENT; }

#endif
