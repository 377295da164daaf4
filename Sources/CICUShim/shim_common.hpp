// Helpers shared by the shim's .cpp files: UTF-8 in and out, the per-handle lock, and the
// benchmark's account of time spent in the shim.
#pragma once
#include "CICUShim.h"
#include "icu.hpp"
#include <atomic>
#include <chrono>
#include <cstring>
#include <mutex>

namespace cfshim {

inline icu::UnicodeString from_utf8(const char *s, int32_t len) {
    return icu::UnicodeString::fromUTF8(icu::StringPiece(s, len));
}

/// Writes UTF-16 text as UTF-8 into (out, cap); returns the UTF-8 length needed.
inline int32_t emit(const UChar *s, int32_t len, char *out, int32_t cap, UErrorCode *status) {
    if (U_FAILURE(*status)) return 0;
    int32_t needed = 0;
    u_strToUTF8WithSub(out, cap, &needed, s, len, 0xFFFD, nullptr, status);
    if (*status == U_STRING_NOT_TERMINATED_WARNING) *status = U_ZERO_ERROR;
    return needed;
}

inline int32_t emit(const icu::UnicodeString &s, char *out, int32_t cap, UErrorCode *status) {
    return emit(s.getBuffer(), s.length(), out, cap, status);
}

inline int32_t emit_bytes(const char *s, char *out, int32_t cap, UErrorCode *status) {
    int32_t len = (int32_t)strlen(s);
    if (len > cap) { *status = U_BUFFER_OVERFLOW_ERROR; return len; }
    memcpy(out, s, (size_t)len);
    return len;
}

/// Calls a C-API formatter that writes UChars, first into a stack buffer, then once more
/// into a heap buffer of the size it asked for; then emits UTF-8.
template <typename F>
int32_t emit_uchars(F format, char *out, int32_t cap, UErrorCode *status) {
    UChar stack[256];
    UErrorCode st = U_ZERO_ERROR;
    int32_t n = format(stack, 256, &st);
    if (st == U_BUFFER_OVERFLOW_ERROR) {
        icu::UnicodeString big;
        UChar *buf = big.getBuffer(n + 1);
        st = U_ZERO_ERROR;
        n = format(buf, n + 1, &st);
        big.releaseBuffer(U_SUCCESS(st) ? n : 0);
        if (U_FAILURE(st)) { *status = st; return 0; }
        return emit(big, out, cap, status);
    }
    if (U_FAILURE(st)) { *status = st; return 0; }
    return emit(stack, n, out, cap, status);
}

/// ICU's C APIs take locale ids (zh_Hans); the shim's callers pass BCP-47 tags (zh-Hans).
struct LocaleID {
    char id[ULOC_FULLNAME_CAPACITY];
    explicit LocaleID(const char *tag) {
        UErrorCode st = U_ZERO_ERROR;
        int32_t parsed = 0;
        uloc_forLanguageTag(tag, id, sizeof id, &parsed, &st);
        if (U_FAILURE(st)) id[0] = 0;  // the root locale
    }
};

/// The benchmark's account of time spent in the shim (cf_bench_count_shim_time): every entry
/// point starts with CF_TIMED, which, while counting is on, adds the wall time of the call to
/// one counter. Off (always, outside coach-fmt-bench), a call pays one relaxed atomic load.
/// No entry point calls another, so nothing is counted twice.
extern std::atomic<bool> shim_timing_on;
extern std::atomic<uint64_t> shim_timed_ns;

struct Timed {
    bool on = shim_timing_on.load(std::memory_order_relaxed);
    std::chrono::steady_clock::time_point start = on ? std::chrono::steady_clock::now()
                                                     : std::chrono::steady_clock::time_point();
    ~Timed() {
        if (!on) return;
        auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start);
        shim_timed_ns.fetch_add((uint64_t)ns.count(), std::memory_order_relaxed);
    }
};

#define CF_TIMED cfshim::Timed cf_timed_call_

/// Base of every handle: ICU objects that mutate while formatting are only touched under it.
struct Locked {
    std::mutex mutex;
};

}  // namespace cfshim
