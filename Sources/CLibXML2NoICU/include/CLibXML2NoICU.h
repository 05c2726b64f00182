// Nothing to call from Swift: the target only defines the ICU converter entry points libxml2
// refers to (NoICU.c says why).
#ifndef CHANNEL_EDITOR_CLIBXML2_NO_ICU_H
#define CHANNEL_EDITOR_CLIBXML2_NO_ICU_H
#endif
