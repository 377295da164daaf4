// Date skeletons through DateTimePatternGenerator, date intervals, time zone ids.
#include "shim_common.hpp"
#include <memory>
#include <string>

using namespace cfshim;

extern "C" int32_t cf_time_zone_canonicalize(const char *id, int32_t len, char *out, int32_t cap, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    icu::UnicodeString zone = from_utf8(id, len);
    UChar buf[128];
    UBool is_system = false;
    int32_t n = ucal_getCanonicalTimeZoneID(zone.getBuffer(), zone.length(), buf, 128, &is_system, st);
    if (U_FAILURE(*st)) return 0;
    if (!is_system) { *st = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    return emit(buf, n, out, cap, st);
}

extern "C" int32_t cf_default_time_zone(char *out, int32_t cap, int32_t *status) {
    return emit_uchars([&](UChar *b, int32_t c, UErrorCode *s) { return ucal_getDefaultTimeZone(b, c, s); }, out, cap,
                       (UErrorCode *)status);
}

extern "C" int32_t cf_host_time_zone(char *out, int32_t cap, int32_t *status) {
    return emit_uchars([&](UChar *b, int32_t c, UErrorCode *s) { return ucal_getHostTimeZone(b, c, s); }, out, cap,
                       (UErrorCode *)status);
}

// TimeZone::createTimeZone loads the zone's rules from ICU's data: a handle keeps them.
struct cf_zone : Locked {
    std::unique_ptr<icu::TimeZone> zone;
};

extern "C" cf_zone *cf_zone_open(const char *id, int32_t *status) {
    std::unique_ptr<icu::TimeZone> zone(icu::TimeZone::createTimeZone(icu::UnicodeString::fromUTF8(id)));
    if (!zone) { *status = U_MEMORY_ALLOCATION_ERROR; return nullptr; }
    auto handle = new cf_zone();
    handle->zone = std::move(zone);
    return handle;
}

extern "C" void cf_zone_close(cf_zone *z) { delete z; }

extern "C" int32_t cf_zone_offset(cf_zone *z, double ms, int32_t *status) {
    int32_t raw = 0, dst = 0;
    // Uncontended, the lock costs little beside getOffset; ICU does not promise that every
    // zone class computes offsets without touching its own state.
    std::lock_guard<std::mutex> guard(z->mutex);
    z->zone->getOffset(ms, false, raw, dst, *(UErrorCode *)status);
    return raw + dst;
}

struct cf_date : Locked {
    UDateFormat *format;
    // udat_format clones the formatter's calendar (and its time zone) on every call; one
    // calendar of our own, set under the lock, formats the same text without that copy.
    std::unique_ptr<icu::Calendar> calendar;
    icu::DateFormat &formatter() { return *reinterpret_cast<icu::DateFormat *>(format); }
};

extern "C" cf_date *cf_date_open(const char *locale, const char *skeleton, int32_t len, const char *time_zone,
                                 int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    LocaleID loc(locale);
    const char *id = loc.id;
    UDateTimePatternGenerator *generator = udatpg_open(id, st);
    if (U_FAILURE(*st)) return nullptr;
    icu::UnicodeString sk = from_utf8(skeleton, len);
    UChar pattern[256];
    int32_t plen = udatpg_getBestPattern(generator, sk.getBuffer(), sk.length(), pattern, 256, st);
    udatpg_close(generator);
    if (U_FAILURE(*st)) return nullptr;
    icu::UnicodeString zone = icu::UnicodeString::fromUTF8(time_zone);
    UDateFormat *f = udat_open(UDAT_PATTERN, UDAT_PATTERN, id, zone.getBuffer(), zone.length(), pattern, plen, st);
    if (U_FAILURE(*st)) return nullptr;
    auto d = std::make_unique<cf_date>();
    d->format = f;
    d->calendar.reset(d->formatter().getCalendar()->clone());
    if (!d->calendar) { *st = U_MEMORY_ALLOCATION_ERROR; udat_close(f); return nullptr; }
    make_proleptic(d->calendar.get(), st);
    if (U_FAILURE(*st)) { udat_close(f); return nullptr; }
    return d.release();
}

extern "C" void cf_date_close(cf_date *d) {
    if (d) udat_close(d->format);
    delete d;
}

extern "C" int32_t cf_date_format(cf_date *d, double ms, char *out, int32_t cap, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    icu::UnicodeString result;
    {
        std::lock_guard<std::mutex> guard(d->mutex);
        d->calendar->setTime(ms, *st);
        icu::FieldPosition ignored(icu::FieldPosition::DONT_CARE);
        if (U_SUCCESS(*st)) d->formatter().format(*d->calendar, result, ignored);
    }
    return emit(result, out, cap, st);
}

extern "C" int32_t cf_date_pattern(cf_date *d, char *out, int32_t cap, int32_t *status) {
    std::lock_guard<std::mutex> guard(d->mutex);
    return emit_uchars([&](UChar *b, int32_t c, UErrorCode *s) { return udat_toPattern(d->format, false, b, c, s); }, out,
                       cap, (UErrorCode *)status);
}

struct cf_interval : Locked {
    UDateIntervalFormat *format;
    // The two ends' calendars, proleptic Gregorian (make_proleptic): the interval format's own
    // are private, so it formats through the overload that takes calendars.
    std::unique_ptr<icu::Calendar> from, to;
    icu::DateIntervalFormat &formatter() { return *reinterpret_cast<icu::DateIntervalFormat *>(format); }
};

extern "C" cf_interval *cf_interval_open(const char *locale, const char *skeleton, int32_t len, const char *time_zone,
                                         int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    LocaleID loc(locale);
    const char *id = loc.id;
    icu::UnicodeString sk = from_utf8(skeleton, len);
    icu::UnicodeString zone = icu::UnicodeString::fromUTF8(time_zone);
    UDateIntervalFormat *f = udtitvfmt_open(id, sk.getBuffer(), sk.length(), zone.getBuffer(), zone.length(), st);
    if (U_FAILURE(*st)) return nullptr;
    auto i = std::make_unique<cf_interval>();
    i->format = f;
    const icu::Calendar *own = i->formatter().getDateFormat()->getCalendar();
    i->from.reset(own->clone());
    i->to.reset(own->clone());
    if (!i->from || !i->to) { *st = U_MEMORY_ALLOCATION_ERROR; udtitvfmt_close(f); return nullptr; }
    make_proleptic(i->from.get(), st);
    make_proleptic(i->to.get(), st);
    if (U_FAILURE(*st)) { udtitvfmt_close(f); return nullptr; }
    return i.release();
}

extern "C" void cf_interval_close(cf_interval *i) {
    if (i) udtitvfmt_close(i->format);
    delete i;
}

extern "C" int32_t cf_interval_format(cf_interval *i, double from_ms, double to_ms, char *out, int32_t cap,
                                      int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    icu::UnicodeString result;
    {
        // DateIntervalFormat sets its pattern while formatting, and the calendars are the handle's.
        std::lock_guard<std::mutex> guard(i->mutex);
        i->from->setTime(from_ms, *st);
        i->to->setTime(to_ms, *st);
        icu::FieldPosition ignored(icu::FieldPosition::DONT_CARE);
        if (U_SUCCESS(*st)) i->formatter().format(*i->from, *i->to, result, ignored, *st);
    }
    return emit(result, out, cap, st);
}
