// What coach-fmt-bench measures the kit against, kept out of the ICU shim that an app links:
// the floors (the same ICU operations on raw, cached handles) and the account of the time spent
// inside the shim's entry points.
#ifndef CICUBENCH_H
#define CICUBENCH_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Floors (raw, cached ICU calls with no conversion to the caller's strings)

double cf_bench_raw_date(const char *locale, const char *skeleton, double ms, int32_t iterations);
/// udat_format clones its calendar on every call; this floor formats with one reused calendar,
/// as the kit does.
double cf_bench_raw_date_calendar(const char *locale, const char *skeleton, double ms, int32_t iterations);
double cf_bench_raw_message(const char *locale, const char *pattern, double count, int32_t iterations);
double cf_bench_raw_plural(const char *locale, double value, int32_t iterations);
double cf_bench_raw_initial(const char *locale, const char *text, int32_t iterations);

// MARK: Time spent in the shim

/// While on, every call to a shim entry point adds its wall time to a counter, so that the
/// benchmark can tell the time ICU spends (opening its objects included) from the kit's own.
/// Off by default. The calls reach the counter only in a binary linked with `--wrap` for every
/// entry point (coach-fmt-bench on Linux, see Package.swift).
void cf_bench_count_shim_time(int32_t on);
/// Nanoseconds counted so far.
uint64_t cf_bench_shim_nanoseconds(void);
/// Calls counted so far: 0 after a render with counting on means the link did not route the
/// shim's calls through the counter.
uint64_t cf_bench_shim_calls(void);

#ifdef __cplusplus
}
#endif
#endif
