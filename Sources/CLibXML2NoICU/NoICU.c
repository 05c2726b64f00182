// libxml2 as Debian builds it converts unusual encodings with ICU as a last resort (after its
// own UTF-8/UTF-16/Latin-1 and glibc's iconv). Linked statically (the release build,
// `make release`), that pulls in ICU's 31 MB data table, which would triple the binary for
// encodings an OPML catalog does not use. These definitions take the place of the seven ICU
// functions libxml2 names: opening a converter fails, so libxml2 reports the encoding as
// unsupported and the catalog is refused with its line. The names come from ICU's own header
// (which adds the version suffix, _72 on Debian 12). In a dynamic build they stand in for
// libicuuc's in libxml2 too, so both builds read the same encodings.
#include <unicode/ucnv.h>
#include <unicode/ucnv_err.h>

UConverter *ucnv_open(const char *name, UErrorCode *error) {
    (void)name;
    *error = U_FILE_ACCESS_ERROR;
    return 0;
}
void ucnv_close(UConverter *converter) { (void)converter; }
void ucnv_setToUCallBack(UConverter *c, UConverterToUCallback n, const void *nc, UConverterToUCallback *o, const void **oc, UErrorCode *e) { (void)c; (void)n; (void)nc; (void)o; (void)oc; *e = U_UNSUPPORTED_ERROR; }
void ucnv_setFromUCallBack(UConverter *c, UConverterFromUCallback n, const void *nc, UConverterFromUCallback *o, const void **oc, UErrorCode *e) { (void)c; (void)n; (void)nc; (void)o; (void)oc; *e = U_UNSUPPORTED_ERROR; }
void ucnv_convertEx(UConverter *t, UConverter *s, char **tg, const char *tl, const char **sr, const char *sl, UChar *ps, UChar **psrc, UChar **pt, const UChar *pl, UBool r, UBool f, UErrorCode *e) { (void)t; (void)s; (void)tg; (void)tl; (void)sr; (void)sl; (void)ps; (void)psrc; (void)pt; (void)pl; (void)r; (void)f; *e = U_UNSUPPORTED_ERROR; }
void UCNV_TO_U_CALLBACK_STOP(const void *c, UConverterToUnicodeArgs *a, const char *b, int32_t l, UConverterCallbackReason r, UErrorCode *e) { (void)c; (void)a; (void)b; (void)l; (void)r; (void)e; }
void UCNV_FROM_U_CALLBACK_STOP(const void *c, UConverterFromUnicodeArgs *a, const UChar *u, int32_t l, UChar32 p, UConverterCallbackReason r, UErrorCode *e) { (void)c; (void)a; (void)u; (void)l; (void)p; (void)r; (void)e; }
