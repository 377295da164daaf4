// BCP-47 parsing, locale matching, display names and list formatting.
#include "shim_common.hpp"
#include <string>
#include <vector>

using namespace cfshim;

namespace {
/// A tag is accepted only when ICU parses all of it; the ICU locale id goes to `id`.
bool to_icu_id(const char *tag, int32_t len, char *id, int32_t cap, UErrorCode *status) {
    std::string t(tag, (size_t)len);
    int32_t parsed = 0;
    uloc_forLanguageTag(t.c_str(), id, cap, &parsed, status);
    if (U_FAILURE((UErrorCode)*status)) return false;
    if (*status == U_STRING_NOT_TERMINATED_WARNING || parsed != len || len == 0) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return false;
    }
    return true;
}
}  // namespace

extern "C" int32_t cf_locale_canonicalize(const char *tag, int32_t len, char *out, int32_t cap, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    char id[ULOC_FULLNAME_CAPACITY];
    if (!to_icu_id(tag, len, id, sizeof id, st)) return 0;
    char bcp[ULOC_FULLNAME_CAPACITY];
    int32_t n = uloc_toLanguageTag(id, bcp, sizeof bcp, true, st);
    if (U_FAILURE(*st)) return 0;
    bcp[n < (int32_t)sizeof bcp ? n : (int32_t)sizeof bcp - 1] = 0;
    return emit_bytes(bcp, out, cap, st);
}

struct cf_matcher {
    icu::LocaleMatcher matcher;
    explicit cf_matcher(icu::LocaleMatcher &&m) : matcher(std::move(m)) {}
};

extern "C" cf_matcher *cf_matcher_open(const char *supported_csv, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    icu::LocaleMatcher::Builder builder;
    builder.setSupportedLocalesFromListString(supported_csv);
    std::string first(supported_csv);
    first = first.substr(0, first.find(','));
    icu::Locale fallback = icu::Locale::forLanguageTag(first, *st);
    builder.setDefaultLocale(&fallback);
    icu::LocaleMatcher m = builder.build(*st);
    if (U_FAILURE(*st)) return nullptr;
    return new cf_matcher(std::move(m));
}

extern "C" void cf_matcher_close(cf_matcher *m) { delete m; }

// LocaleMatcher is immutable once built, so this needs no lock.
extern "C" int32_t cf_matcher_best(cf_matcher *m, const char *desired, int32_t len, char *out, int32_t cap,
                                   int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    const icu::Locale *best = m->matcher.getBestMatchForListString(icu::StringPiece(desired, len), *st);
    if (U_FAILURE(*st) || best == nullptr) return 0;
    std::string tag = best->toLanguageTag<std::string>(*st);
    if (U_FAILURE(*st)) return 0;
    return emit_bytes(tag.c_str(), out, cap, st);
}

struct cf_names : Locked {
    ULocaleDisplayNames *names;
    LocaleID display;
};

namespace {
/// Whether ICU has data to name `id` in `display`. ULocaleDisplayNames reports no warnings, so
/// this asks uloc_getDisplayName, which shares its data: U_USING_DEFAULT_WARNING there means a
/// part of the name came from the process's default locale or is the code echoed back, i.e.
/// "no data", as swift-foundation reads it (`tlh` in `tlh` is "Klingon" under LANG=C, "克林贡语"
/// under a Chinese default). U_USING_FALLBACK_WARNING is data from a parent (ja_JP from ja): real.
bool has_display_data(const char *id, const char *display) {
    UChar name[256];
    UErrorCode st = U_ZERO_ERROR;
    uloc_getDisplayName(id, display, name, 256, &st);
    return st != U_USING_DEFAULT_WARNING;
}
}  // namespace

extern "C" cf_names *cf_names_open(const char *display_locale, int32_t *status) {
    UDisplayContext contexts[] = {UDISPCTX_STANDARD_NAMES, UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU,
                                  UDISPCTX_LENGTH_FULL};
    ULocaleDisplayNames *n = uldn_openForContext(LocaleID(display_locale).id, contexts, 3, (UErrorCode *)status);
    if (U_FAILURE((UErrorCode)*status)) return nullptr;
    return new cf_names{{}, n, LocaleID(display_locale)};
}

extern "C" void cf_names_close(cf_names *n) {
    if (n) uldn_close(n->names);
    delete n;
}

extern "C" int32_t cf_names_locale(cf_names *n, const char *tag, int32_t len, char *out, int32_t cap, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    char id[ULOC_FULLNAME_CAPACITY];
    if (!to_icu_id(tag, len, id, sizeof id, st)) return 0;
    if (!has_display_data(id, n->display.id)) {
        *st = U_MISSING_RESOURCE_ERROR;
        return 0;
    }
    std::lock_guard<std::mutex> guard(n->mutex);
    return emit_uchars([&](UChar *buf, int32_t c, UErrorCode *s) { return uldn_localeDisplayName(n->names, id, buf, c, s); },
                       out, cap, st);
}

struct cf_list {
    UListFormatter *list;
};

extern "C" cf_list *cf_list_open(const char *locale, int32_t *status) {
    UListFormatter *l = ulistfmt_openForType(LocaleID(locale).id, ULISTFMT_TYPE_AND, ULISTFMT_WIDTH_WIDE, (UErrorCode *)status);
    if (U_FAILURE((UErrorCode)*status)) return nullptr;
    return new cf_list{l};
}

extern "C" void cf_list_close(cf_list *l) {
    if (l) ulistfmt_close(l->list);
    delete l;
}

// ListFormatter::format is const and keeps no per-call state, so this needs no lock.
extern "C" int32_t cf_list_format(cf_list *l, const char *pool, const int32_t *offsets, const int32_t *lengths,
                                  int32_t count, char *out, int32_t cap, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    std::vector<icu::UnicodeString> items;
    std::vector<const UChar *> ptrs;
    std::vector<int32_t> lens;
    items.reserve((size_t)count);
    for (int32_t i = 0; i < count; i++) items.push_back(from_utf8(pool + offsets[i], lengths[i]));
    for (auto &s : items) { ptrs.push_back(s.getBuffer()); lens.push_back(s.length()); }
    return emit_uchars(
        [&](UChar *buf, int32_t c, UErrorCode *s) { return ulistfmt_format(l->list, ptrs.data(), lens.data(), count, buf, c, s); },
        out, cap, st);
}

extern "C" int32_t cf_locale_from_icu_id(const char *id, int32_t len, char *out, int32_t cap, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (len <= 0 || len >= ULOC_FULLNAME_CAPACITY) { *st = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    char icu_id[ULOC_FULLNAME_CAPACITY];
    memcpy(icu_id, id, (size_t)len);
    icu_id[len] = 0;
    char bcp[ULOC_FULLNAME_CAPACITY];
    int32_t n = uloc_toLanguageTag(icu_id, bcp, sizeof bcp, true, st);
    if (U_FAILURE(*st)) return 0;
    bcp[n < (int32_t)sizeof bcp ? n : (int32_t)sizeof bcp - 1] = 0;
    return emit_bytes(bcp, out, cap, st);
}
