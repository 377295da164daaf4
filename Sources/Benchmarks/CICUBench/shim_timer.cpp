// The account of time spent in the ICU shim, outside the shim: coach-fmt-bench links with
// `--wrap=cf_…` for every entry point that CICUShim.h declares (Package.swift reads the list from
// the header), so each call to the shim from the kit's modules or the benchmark lands in
// __wrap_cf_… here and reaches the shim through __real_cf_…. An entry point missing here fails
// that link (undefined __wrap_…), and one whose signature differs from the header's fails to
// compile. No entry point calls another, so nothing is counted twice.
#include "CICUBench.h"
#include "CICUShim.h"
#include <atomic>
#include <chrono>

namespace {
std::atomic<bool> timing_on{false};
std::atomic<uint64_t> timed_ns{0};
std::atomic<uint64_t> timed_calls{0};

struct Timed {
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    ~Timed() {
        auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start);
        timed_ns.fetch_add((uint64_t)ns.count(), std::memory_order_relaxed);
        timed_calls.fetch_add(1, std::memory_order_relaxed);
    }
};
}  // namespace

extern "C" void cf_bench_count_shim_time(int32_t on) { timing_on.store(on != 0, std::memory_order_relaxed); }
extern "C" uint64_t cf_bench_shim_nanoseconds(void) { return timed_ns.load(std::memory_order_relaxed); }
extern "C" uint64_t cf_bench_shim_calls(void) { return timed_calls.load(std::memory_order_relaxed); }

namespace {
/// A shim function called with counting on; out of line, so that a call with counting off is a
/// load, a branch and a jump to the shim.
template <typename F>
struct TimedCall {
    F real;
    template <typename... A>
    __attribute__((noinline)) auto operator()(A... args) const {
        Timed timed;
        return real(args...);
    }
};
template <typename F>
TimedCall<F> timed(F real) { return {real}; }
}  // namespace

// Both names take the header's declared type; the definition's parameters must match it.
#define CF_WRAP(name, params, args)                                                \
    extern "C" decltype(name) __real_##name, __wrap_##name;                        \
    extern "C" auto __wrap_##name params -> decltype(__real_##name args) {         \
        if (!timing_on.load(std::memory_order_relaxed)) return __real_##name args; \
        return timed(__real_##name) args;                                          \
    }

CF_WRAP(cf_error_name, (int32_t s), (s))
CF_WRAP(cf_icu_version, (char *o, int32_t c), (o, c))
CF_WRAP(cf_cldr_version, (char *o, int32_t c), (o, c))
CF_WRAP(cf_unicode_version, (char *o, int32_t c), (o, c))
CF_WRAP(cf_icu_provider, (void), ())
CF_WRAP(cf_needs_bidi_isolation, (const char *t, int32_t l), (t, l))

// Locales
CF_WRAP(cf_locale_canonicalize, (const char *t, int32_t l, char *o, int32_t c, int32_t *s), (t, l, o, c, s))
CF_WRAP(cf_locale_from_icu_id, (const char *t, int32_t l, char *o, int32_t c, int32_t *s), (t, l, o, c, s))
CF_WRAP(cf_matcher_open, (const char *csv, int32_t *s), (csv, s))
CF_WRAP(cf_matcher_close, (cf_matcher *m), (m))
CF_WRAP(cf_matcher_best, (cf_matcher *m, const char *d, int32_t l, char *o, int32_t c, int32_t *s),
        (m, d, l, o, c, s))
CF_WRAP(cf_names_open, (const char *d, int32_t *s), (d, s))
CF_WRAP(cf_names_close, (cf_names *n), (n))
CF_WRAP(cf_names_locale, (cf_names *n, const char *t, int32_t l, char *o, int32_t c, int32_t *s), (n, t, l, o, c, s))
CF_WRAP(cf_list_open, (const char *l, int32_t *s), (l, s))
CF_WRAP(cf_list_close, (cf_list *l), (l))
CF_WRAP(cf_list_format,
        (cf_list *l, const char *p, const int32_t *of, const int32_t *le, int32_t n, char *o, int32_t c, int32_t *s),
        (l, p, of, le, n, o, c, s))

// Messages
CF_WRAP(cf_message_open, (const char *l, const char *p, int32_t n, const char *z, int32_t *po, int32_t *s),
        (l, p, n, z, po, s))
CF_WRAP(cf_message_close, (cf_message *m), (m))
CF_WRAP(cf_message_argument_count, (cf_message *m), (m))
CF_WRAP(cf_message_argument_name, (cf_message *m, int32_t i, char *o, int32_t c, int32_t *s), (m, i, o, c, s))
CF_WRAP(cf_message_format, (cf_message *m, const char *p, const cf_arg *a, char *o, int32_t c, int32_t *s),
        (m, p, a, o, c, s))
CF_WRAP(cf_message_describe, (const char *p, int32_t n, char *o, int32_t c, int32_t *po, int32_t *s),
        (p, n, o, c, po, s))
CF_WRAP(cf_message_exact_plural,
        (const char *p, int32_t n, const char *a, const char *e, const char *sh, char *o, int32_t c, int32_t *s),
        (p, n, a, e, sh, o, c, s))

// Pseudo-locale
CF_WRAP(cf_pseudo_pattern, (const char *p, int32_t n, char *o, int32_t c, int32_t *po, int32_t *s),
        (p, n, o, c, po, s))
CF_WRAP(cf_pseudo_text, (const char *t, int32_t n, char *o, int32_t c, int32_t *s), (t, n, o, c, s))

// Plurals and numbers
CF_WRAP(cf_plural_open, (const char *l, int32_t ord, int32_t *s), (l, ord, s))
CF_WRAP(cf_plural_close, (cf_plural *p), (p))
CF_WRAP(cf_plural_category, (cf_plural *p, double v, int32_t *s), (p, v, s))
CF_WRAP(cf_plural_keywords, (cf_plural *p, char *o, int32_t c, int32_t *s), (p, o, c, s))
CF_WRAP(cf_number_open, (const char *l, const char *k, int32_t n, int32_t *po, int32_t *s), (l, k, n, po, s))
CF_WRAP(cf_number_close, (cf_number *n), (n))
CF_WRAP(cf_number_format_double, (cf_number *f, double v, char *o, int32_t c, int32_t *s), (f, v, o, c, s))
CF_WRAP(cf_number_format_decimal, (cf_number *f, const char *d, int32_t n, char *o, int32_t c, int32_t *s),
        (f, d, n, o, c, s))
CF_WRAP(cf_plural_select_decimal,
        (cf_plural *p, cf_number *f, const char *d, int32_t n, char *o, int32_t c, int32_t *s), (p, f, d, n, o, c, s))

// Dates
CF_WRAP(cf_time_zone_canonicalize, (const char *z, int32_t n, char *o, int32_t c, int32_t *s), (z, n, o, c, s))
CF_WRAP(cf_default_time_zone, (char *o, int32_t c, int32_t *s), (o, c, s))
CF_WRAP(cf_host_time_zone, (char *o, int32_t c, int32_t *s), (o, c, s))
CF_WRAP(cf_zone_open, (const char *z, int32_t *s), (z, s))
CF_WRAP(cf_zone_close, (cf_zone *z), (z))
CF_WRAP(cf_zone_offset, (cf_zone *z, double ms, int32_t *s), (z, ms, s))
CF_WRAP(cf_date_open, (const char *l, const char *k, int32_t n, const char *z, int32_t *s), (l, k, n, z, s))
CF_WRAP(cf_date_close, (cf_date *d), (d))
CF_WRAP(cf_date_format, (cf_date *d, double ms, char *o, int32_t c, int32_t *s), (d, ms, o, c, s))
CF_WRAP(cf_date_pattern, (cf_date *d, char *o, int32_t c, int32_t *s), (d, o, c, s))
CF_WRAP(cf_interval_open, (const char *l, const char *k, int32_t n, const char *z, int32_t *s), (l, k, n, z, s))
CF_WRAP(cf_interval_close, (cf_interval *i), (i))
CF_WRAP(cf_interval_format, (cf_interval *i, double from, double to, char *o, int32_t c, int32_t *s),
        (i, from, to, o, c, s))

// Text
CF_WRAP(cf_graphemes_open, (const char *l, int32_t *s), (l, s))
CF_WRAP(cf_graphemes_close, (cf_graphemes *g), (g))
CF_WRAP(cf_graphemes_initial, (cf_graphemes *g, const char *t, int32_t n, char *o, int32_t c, int32_t *s),
        (g, t, n, o, c, s))
