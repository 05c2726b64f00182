// OpenCC (Debian's libopencc), to fold Traditional Chinese into Simplified with its t2s
// tables: a channel's name matched across scripts (Sources/ChannelStore/Match/NameFold.swift).
// Debian ships libopencc as a shared library only, and the release build is one static
// executable, so the library is opened with dlopen when first needed instead of linked: the
// static binary still builds, and without libopencc1.1 installed names are folded without it.
#ifndef CHANNEL_EDITOR_COPENCC_SHIM_H
#define CHANNEL_EDITOR_COPENCC_SHIM_H

#include <dlfcn.h>
#include <stddef.h>
#include <opencc/opencc.h>

typedef struct {
    opencc_t converter;
    char *(*convert)(opencc_t, const char *, size_t);
    void (*release)(char *);
} channel_editor_opencc;

/// The converter of `config` (a file of /usr/share/opencc, like "t2s.json"); `converter` is
/// NULL when the library or its tables cannot be loaded.
static inline channel_editor_opencc channel_editor_opencc_open(const char *config) {
    channel_editor_opencc result = { NULL, NULL, NULL };
    void *library = dlopen("libopencc.so.1.1", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libopencc.so", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return result;
    opencc_t (*open)(const char *) = (opencc_t (*)(const char *))dlsym(library, "opencc_open");
    result.convert = (char *(*)(opencc_t, const char *, size_t))dlsym(library, "opencc_convert_utf8");
    result.release = (void (*)(char *))dlsym(library, "opencc_convert_utf8_free");
    if (open == NULL || result.convert == NULL || result.release == NULL) return result;
    opencc_t converter = open(config);
    if (converter != (opencc_t)-1) result.converter = converter;
    return result;
}

#endif
