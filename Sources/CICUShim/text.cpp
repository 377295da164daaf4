// Grapheme clusters and case mapping for avatar initials.
#include "shim_common.hpp"
#include <string>

using namespace cfshim;

struct cf_graphemes : Locked {
    UBreakIterator *breaks;
    UCaseMap *cases;
};

extern "C" cf_graphemes *cf_graphemes_open(const char *locale, int32_t *status) {
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
    if (g) { ubrk_close(g->breaks); ucasemap_close(g->cases); }
    delete g;
}

namespace {
/// Whether a grapheme cluster that starts with `c` is one an initial never is. Such a cluster is
/// skipped as a whole, with any marks on it (U+3164 HANGUL FILLER + U+0301 goes as one). It
/// starts with white space (NBSP included), a default-ignorable code point (ZWSP, ZWJ, ZWNJ,
/// bidi marks, BOM, Hangul fillers, variation selectors), a control (Grapheme_Cluster_Break
/// Control, CR or LF: every Cc, and every Cf but the visible prepended concatenation marks such
/// as U+0600 ARABIC NUMBER SIGN), or a combining mark (gc=M). The break rules end a cluster
/// after a control (GB4), so a mark that follows one, or starts the text, is a cluster of its
/// own: skipping it is what keeps a lone mark out of an initial.
bool skipped(UChar32 c) {
    if (u_hasBinaryProperty(c, UCHAR_WHITE_SPACE) || u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT))
        return true;
    switch (u_getIntPropertyValue(c, UCHAR_GRAPHEME_CLUSTER_BREAK)) {
    case U_GCB_CONTROL:
    case U_GCB_CR:
    case U_GCB_LF: return true;
    default: return (U_GET_GC_MASK(c) & U_GC_M_MASK) != 0;
    }
}
}  // namespace

extern "C" int32_t cf_graphemes_initial(cf_graphemes *g, const char *text, int32_t len, char *out, int32_t cap,
                                        int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    int32_t start = 0, end = UBRK_DONE;
    UChar32 first = 0;
    {
        // The break iterator holds the text it was given.
        std::lock_guard<std::mutex> guard(g->mutex);
        UText ut = UTEXT_INITIALIZER;
        utext_openUTF8(&ut, text, len, st);
        ubrk_setUText(g->breaks, &ut, st);
        if (U_SUCCESS(*st)) {
            // Cluster by cluster over the whole name, so that regional indicators pair from its start.
            start = ubrk_first(g->breaks);
            while ((end = ubrk_next(g->breaks)) != UBRK_DONE) {
                int32_t i = start;
                U8_NEXT(text, i, len, first);
                if (first < 0 || !skipped(first)) break;
                start = end;
            }
        }
        utext_close(&ut);
    }
    if (U_FAILURE(*st) || end == UBRK_DONE) return 0;
    int32_t n = end - start;
    if (!u_hasBinaryProperty(first, UCHAR_CASED)) {
        if (n > cap) { *st = U_BUFFER_OVERFLOW_ERROR; return n; }
        memcpy(out, text + start, (size_t)n);
        return n;
    }
    // UCaseMap is immutable after opening.
    return ucasemap_utf8ToUpper(g->cases, out, cap, text + start, n, st);
}

extern "C" int32_t cf_needs_bidi_isolation(const char *text, int32_t len) {
    int32_t i = 0;
    while (i < len) {
        UChar32 c;
        U8_NEXT(text, i, len, c);
        if (c < 0) continue;
        UCharDirection d = u_charDirection(c);
        if (d == U_RIGHT_TO_LEFT || d == U_RIGHT_TO_LEFT_ARABIC || u_hasBinaryProperty(c, UCHAR_BIDI_CONTROL)) {
            return 1;
        }
    }
    return 0;
}
