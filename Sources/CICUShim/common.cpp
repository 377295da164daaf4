#include "shim_common.hpp"
#include <cstdio>

extern "C" const char *cf_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

extern "C" void cf_icu_version(char *out, int32_t cap) {
    UVersionInfo v;
    u_getVersion(v);
    char s[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(v, s);
    snprintf(out, (size_t)cap, "%s", s);
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
    char s[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(v, s);
    snprintf(out, (size_t)cap, "%s", s);
}

extern "C" void cf_cldr_version(char *out, int32_t cap) {
    UVersionInfo v;
    UErrorCode st = U_ZERO_ERROR;
    ulocdata_getCLDRVersion(v, &st);
    char s[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(v, s);
    snprintf(out, (size_t)cap, "%s", U_SUCCESS(st) ? s : "unknown");
}
