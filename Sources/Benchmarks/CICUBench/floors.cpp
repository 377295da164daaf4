// The benchmark's floor: the same ICU operations on cached, raw handles, timed in C++ with no
// conversion to the caller's string type. ICU's headers come from the shim's icu.hpp, so the
// floor is compiled against the same provider as the shim it is compared with.
#include "CICUBench.h"
#include "../../CICUShim/icu.hpp"
#include <chrono>
#include <cstring>
#include <memory>

namespace {
template <typename F>
double per_call_ns(int32_t iterations, F body) {
    auto t0 = std::chrono::steady_clock::now();
    for (int32_t i = 0; i < iterations; i++) body(i);
    auto t1 = std::chrono::steady_clock::now();
    return std::chrono::duration<double, std::nano>(t1 - t0).count() / iterations;
}
volatile int32_t sink;
}  // namespace

namespace {
/// A UTC date format for a skeleton, opened once: both date floors time calls on it.
UDateFormat *open_utc_date(const char *locale, const char *skeleton, UErrorCode &st) {
    UDateTimePatternGenerator *g = udatpg_open(locale, &st);
    icu::UnicodeString sk = icu::UnicodeString::fromUTF8(skeleton);
    UChar pattern[128];
    int32_t plen = udatpg_getBestPattern(g, sk.getBuffer(), sk.length(), pattern, 128, &st);
    udatpg_close(g);
    UChar utc[] = {'U', 'T', 'C'};
    return udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, utc, 3, pattern, plen, &st);
}
}  // namespace

extern "C" double cf_bench_raw_date(const char *locale, const char *skeleton, double ms, int32_t iterations) {
    UErrorCode st = U_ZERO_ERROR;
    UDateFormat *f = open_utc_date(locale, skeleton, st);
    if (U_FAILURE(st)) return -1;
    UChar buf[128];
    double ns = per_call_ns(iterations, [&](int32_t i) {
        UErrorCode s = U_ZERO_ERROR;
        sink = udat_format(f, ms + (i & 63) * 86400000.0, buf, 128, nullptr, &s);
    });
    udat_close(f);
    return ns;
}

extern "C" double cf_bench_raw_date_calendar(const char *locale, const char *skeleton, double ms, int32_t iterations) {
    UErrorCode st = U_ZERO_ERROR;
    UDateFormat *f = open_utc_date(locale, skeleton, st);
    if (U_FAILURE(st)) return -1;
    icu::DateFormat *df = reinterpret_cast<icu::DateFormat *>(f);
    std::unique_ptr<icu::Calendar> calendar(df->getCalendar()->clone());
    double ns = per_call_ns(iterations, [&](int32_t i) {
        UErrorCode s = U_ZERO_ERROR;
        calendar->setTime(ms + (i & 63) * 86400000.0, s);
        icu::UnicodeString out;
        icu::FieldPosition ignored(icu::FieldPosition::DONT_CARE);
        df->format(*calendar, out, ignored);
        sink = out.length();
    });
    udat_close(f);
    return ns;
}

extern "C" double cf_bench_raw_message(const char *locale, const char *pattern, double count, int32_t iterations) {
    UErrorCode st = U_ZERO_ERROR;
    icu::MessageFormat mf(icu::UnicodeString::fromUTF8(pattern), icu::Locale(locale), st);
    icu::UnicodeString names[] = {icu::UnicodeString(u"count"), icu::UnicodeString(u"name")};
    icu::Formattable values[] = {icu::Formattable(count), icu::Formattable(u"Mia")};
    double ns = per_call_ns(iterations, [&](int32_t i) {
        // Both arguments arrive with each call, as they do for a caller of the kit.
        values[0].setInt64(i & 7);
        values[1].setString(icu::UnicodeString(u"Mia"));
        icu::UnicodeString out;
        UErrorCode s = U_ZERO_ERROR;
        mf.format(names, values, 2, out, s);
        sink = out.length();
    });
    return U_SUCCESS(st) ? ns : -1;
}

extern "C" double cf_bench_raw_plural(const char *locale, double value, int32_t iterations) {
    UErrorCode st = U_ZERO_ERROR;
    UPluralRules *r = uplrules_open(locale, &st);
    UChar buf[16];
    double ns = per_call_ns(iterations, [&](int32_t i) {
        UErrorCode s = U_ZERO_ERROR;
        sink = uplrules_select(r, value + (i & 7), buf, 16, &s);
    });
    uplrules_close(r);
    return U_SUCCESS(st) ? ns : -1;
}

extern "C" double cf_bench_raw_initial(const char *locale, const char *text, int32_t iterations) {
    UErrorCode st = U_ZERO_ERROR;
    UBreakIterator *b = ubrk_open(UBRK_CHARACTER, locale, nullptr, 0, &st);
    size_t len = strlen(text);
    double ns = per_call_ns(iterations, [&](int32_t) {
        UErrorCode s = U_ZERO_ERROR;
        UText ut = UTEXT_INITIALIZER;
        utext_openUTF8(&ut, text, (int64_t)len, &s);
        ubrk_setUText(b, &ut, &s);
        sink = ubrk_following(b, 0);
        utext_close(&ut);
    });
    ubrk_close(b);
    return U_SUCCESS(st) ? ns : -1;
}
