// Grapheme clusters and case mapping for avatar initials.
#include "shim_common.hpp"
#include <string>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/ucasemap.h>

using namespace cfshim;

struct cf_graphemes : Locked {
    UBreakIterator *breaks;
    UCaseMap *cases;
};

extern "C" cf_graphemes *cf_graphemes_open(const char *locale, int32_t *status) {
    CF_TIMED;
    UErrorCode *st = (UErrorCode *)status;
    LocaleID loc(locale);
    const char *id = loc.id;
    UBreakIterator *b = ubrk_open(UBRK_CHARACTER, id, nullptr, 0, st);
    if (U_FAILURE(*st)) return nullptr;
    UCaseMap *c = ucasemap_open(id, 0, st);
    if (U_FAILURE(*st)) { ubrk_close(b); return nullptr; }
    return new cf_graphemes{{}, b, c};
}

extern "C" void cf_graphemes_close(cf_graphemes *g) {
    CF_TIMED;
    if (g) { ubrk_close(g->breaks); ucasemap_close(g->cases); }
    delete g;
}

namespace {
/// Leading characters an initial never starts with: white space (NBSP included) and
/// default-ignorable code points (ZWSP, ZWJ, bidi marks, BOM, variation selectors), controls.
bool invisible(UChar32 c) {
    return u_hasBinaryProperty(c, UCHAR_WHITE_SPACE) || u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ||
           u_charType(c) == U_CONTROL_CHAR;
}
}  // namespace

extern "C" int32_t cf_graphemes_initial(cf_graphemes *g, const char *text, int32_t len, char *out, int32_t cap,
                                        int32_t *status) {
    CF_TIMED;
    UErrorCode *st = (UErrorCode *)status;
    int32_t start = 0;
    UChar32 first = 0;
    while (start < len) {
        int32_t next = start;
        U8_NEXT(text, next, len, first);
        if (first < 0 || !invisible(first)) break;
        start = next;
    }
    if (start >= len) return 0;
    int32_t end;
    {
        // The break iterator holds the text it was given.
        std::lock_guard<std::mutex> guard(g->mutex);
        UText ut = UTEXT_INITIALIZER;
        utext_openUTF8(&ut, text + start, len - start, st);
        ubrk_setUText(g->breaks, &ut, st);
        end = start + ubrk_following(g->breaks, 0);
        utext_close(&ut);
    }
    if (U_FAILURE(*st)) return 0;
    int32_t n = end - start;
    if (!u_hasBinaryProperty(first, UCHAR_CASED)) {
        if (n > cap) { *st = U_BUFFER_OVERFLOW_ERROR; return n; }
        memcpy(out, text + start, (size_t)n);
        return n;
    }
    // UCaseMap is immutable after opening.
    return ucasemap_utf8ToUpper(g->cases, out, cap, text + start, n, st);
}
