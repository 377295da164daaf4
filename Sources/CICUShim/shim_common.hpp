// Helpers shared by the shim's .cpp files: UTF-8 in and out, and the per-handle lock.
#pragma once
#include "CICUShim.h"
#include "icu.hpp"
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

/// Makes a Gregorian calendar proleptic. ICU's switches to the Julian calendar before
/// 1582-10-15, so a civil date (always Gregorian, as ISO 8601 counts) of 1000-01-01 would show
/// as Dec 27, 999. Other calendars are left as they are.
inline void make_proleptic(icu::Calendar *calendar, UErrorCode *status) {
    if (auto gregorian = dynamic_cast<icu::GregorianCalendar *>(calendar)) gregorian->setGregorianChange(U_DATE_MIN, *status);
}

/// Base of every handle: ICU objects that mutate while formatting are only touched under it.
struct Locked {
    std::mutex mutex;
};

}  // namespace cfshim
