// Number skeletons and plural rules.
#include "shim_common.hpp"
#include <memory>
#include <vector>
#include <string>

using namespace cfshim;

struct cf_plural {
    UPluralRules *rules;
};

extern "C" cf_plural *cf_plural_open(const char *locale, int32_t ordinal, int32_t *status) {
    UPluralRules *r = uplrules_openForType(LocaleID(locale).id, ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, (UErrorCode *)status);
    if (U_FAILURE((UErrorCode)*status)) return nullptr;
    return new cf_plural{r};
}

extern "C" void cf_plural_close(cf_plural *p) {
    if (p) uplrules_close(p->rules);
    delete p;
}

// PluralRules::select is const and stateless, so plural calls need no lock.
extern "C" int32_t cf_plural_category(cf_plural *p, double value, int32_t *status) {
    static const char *const names[] = {"zero", "one", "two", "few", "many", "other"};
    UChar keyword[8];
    int32_t length = uplrules_select(p->rules, value, keyword, 8, (UErrorCode *)status);
    if (U_FAILURE((UErrorCode)*status) || length >= 8) return 5;
    for (int32_t i = 0; i < 5; i++) {
        int32_t j = 0;
        while (j < length && names[i][j] == keyword[j]) j++;
        if (j == length && names[i][j] == 0) return i;
    }
    return 5;
}

extern "C" int32_t cf_plural_keywords(cf_plural *p, char *out, int32_t cap, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UEnumeration *keywords = uplrules_getKeywords(p->rules, st);
    std::string list;
    int32_t length = 0;
    while (const char *keyword = uenum_next(keywords, &length, st)) {
        if (!list.empty()) list += ',';
        list.append(keyword, (size_t)length);
    }
    uenum_close(keywords);
    if (U_FAILURE(*st)) return 0;
    return emit_bytes(list.c_str(), out, cap, st);
}

namespace {
/// Formats zero three times: ICU builds a formatter's fast path on its third call
/// (numberformatter.h, "a default threshold of 3"), so the handle's calls find it built.
void build_fast_path(const icu::number::LocalizedNumberFormatter &formatter, UErrorCode &status) {
    for (int i = 0; i < 3 && U_SUCCESS(status); i++) formatter.formatInt(0, status);
}
}  // namespace

struct cf_number {
    icu::number::LocalizedNumberFormatter formatter;
};

extern "C" cf_number *cf_number_open(const char *locale, const char *skeleton, int32_t len, int32_t *parse_offset,
                                     int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UParseError pe{};
    auto f = icu::number::NumberFormatter::forSkeleton(from_utf8(skeleton, len), pe, *st);
    *parse_offset = pe.offset;
    if (U_FAILURE(*st)) return nullptr;
    auto loc = icu::Locale::forLanguageTag(locale, *st);
    if (U_FAILURE(*st)) return nullptr;
    auto handle = new cf_number{f.locale(loc)};
    // A skeleton that parses but cannot format (precision-increment/0) fails in the first call,
    // which reports it with the value it was given; the warm-up's own status is not the open's.
    UErrorCode warm = U_ZERO_ERROR;
    build_fast_path(handle->formatter, warm);
    return handle;
}

extern "C" void cf_number_close(cf_number *n) { delete n; }

// LocalizedNumberFormatter is documented thread-safe: number calls need no lock.
extern "C" int32_t cf_number_format_double(cf_number *n, double value, char *out, int32_t cap, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    auto result = n->formatter.formatDouble(value, *st);
    icu::UnicodeString s = result.toString(*st);
    return emit(s, out, cap, st);
}

extern "C" int32_t cf_number_format_decimal(cf_number *n, const char *decimal, int32_t len, char *out, int32_t cap,
                                            int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    auto result = n->formatter.formatDecimal(icu::StringPiece(decimal, len), *st);
    icu::UnicodeString s = result.toString(*st);
    return emit(s, out, cap, st);
}

extern "C" int32_t cf_plural_select_decimal(cf_plural *p, cf_number *n, const char *decimal, int32_t len, char *out,
                                            int32_t cap, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    auto result = n->formatter.formatDecimal(icu::StringPiece(decimal, len), *st);
    if (U_FAILURE(*st)) return 0;
    auto rules = reinterpret_cast<const icu::PluralRules *>(p->rules);
    icu::UnicodeString keyword = rules->select(result, *st);
    return emit(keyword, out, cap, st);
}
