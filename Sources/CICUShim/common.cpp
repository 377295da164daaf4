#include "shim_common.hpp"
#include <cstdio>

extern "C" const char *cf_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

// `76.1` into `out`, or `unknown` when ICU could not say.
static void write_version(const UVersionInfo v, bool known, char *out, int32_t cap) {
    char s[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(v, s);
    snprintf(out, (size_t)cap, "%s", known ? s : "unknown");
}

extern "C" void cf_icu_version(char *out, int32_t cap) {
    UVersionInfo v;
    u_getVersion(v);
    write_version(v, true, out, cap);
}

extern "C" const char *cf_icu_provider(void) {
#if defined(CF_FOUNDATION_ICU)
    return "FoundationICU";
#else
    return "SystemICU";
#endif
}

extern "C" void cf_unicode_version(char *out, int32_t cap) {
    UVersionInfo v;
    u_getUnicodeVersion(v);
    write_version(v, true, out, cap);
}

extern "C" void cf_cldr_version(char *out, int32_t cap) {
    UVersionInfo v;
    UErrorCode st = U_ZERO_ERROR;
    ulocdata_getCLDRVersion(v, &st);
    write_version(v, U_SUCCESS(st), out, cap);
}
