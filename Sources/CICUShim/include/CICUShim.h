// A flat C API over ICU. Plain C types only: Swift never sees an ICU header, because ICU's
// headers clash with Foundation's own ICU copy in one Swift module ('U_MF_…' is not present in
// definition of 'enum UErrorCode'), and ICU's entry points are renaming macros (udat_open ->
// udat_open_72) that Swift cannot import.
//
// Conventions:
// - Text in and out is UTF-8. Every output goes to (out, cap) and the function returns the
//   length it needs; when that exceeds cap, *status is U_BUFFER_OVERFLOW_ERROR (15) and the
//   caller retries once with a bigger buffer.
// - *status is an ICU UErrorCode: > 0 is an error, <= 0 success (warnings are negative).
// - Handles are opaque. A handle serializes its own calls with a mutex, because several ICU
//   objects (SimpleDateFormat, MessageFormat, BreakIterator) mutate state while formatting.
#ifndef CICUSHIM_H
#define CICUSHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum { CF_BUFFER_OVERFLOW = 15 };

const char *cf_error_name(int32_t status);
void cf_icu_version(char *out, int32_t cap);
void cf_cldr_version(char *out, int32_t cap);
/// The Unicode version of ICU's character data, e.g. "15.0".
void cf_unicode_version(char *out, int32_t cap);
/// The ICU the shim was compiled against: "SystemICU" or "FoundationICU" (the package trait).
const char *cf_icu_provider(void);

/// 1 when UTF-8 `text` holds a strong right-to-left character (bidi class R or AL) or a bidi
/// control, which can reorder the text around it; else 0.
int32_t cf_needs_bidi_isolation(const char *text, int32_t len);

// MARK: Locales

/// Parses a BCP-47 tag strictly and writes its canonical form ("zh-hans-cn" -> "zh-Hans-CN").
int32_t cf_locale_canonicalize(const char *tag, int32_t len, char *out, int32_t cap, int32_t *status);
/// Writes the BCP-47 form of an ICU locale id, as Foundation's Locale.identifier gives it
/// ("zh_Hans_CN" -> "zh-Hans-CN", "th_TH@calendar=buddhist" -> "th-TH-u-ca-buddhist").
int32_t cf_locale_from_icu_id(const char *id, int32_t len, char *out, int32_t cap, int32_t *status);

typedef struct cf_matcher cf_matcher;
/// A LocaleMatcher over a comma-separated list of supported tags; the first is the default.
cf_matcher *cf_matcher_open(const char *supported_csv, int32_t *status);
void cf_matcher_close(cf_matcher *);
/// Best supported tag for a desired list in Accept-Language form ("zh-TW, en;q=0.5").
int32_t cf_matcher_best(cf_matcher *, const char *desired, int32_t len, char *out, int32_t cap, int32_t *status);

typedef struct cf_names cf_names;
/// Locale display names in `display_locale` (standard names, sentence case for UI lists).
cf_names *cf_names_open(const char *display_locale, int32_t *status);
void cf_names_close(cf_names *);
/// The name of `tag`; U_MISSING_RESOURCE_ERROR when ICU has no data for it in the display locale
/// (it would answer with the default locale's name or the code itself).
int32_t cf_names_locale(cf_names *, const char *tag, int32_t len, char *out, int32_t cap, int32_t *status);

typedef struct cf_list cf_list;
cf_list *cf_list_open(const char *locale, int32_t *status);
void cf_list_close(cf_list *);
/// Joins `count` strings laid end to end in `pool` (byte offsets and lengths) with "and".
int32_t cf_list_format(cf_list *, const char *pool, const int32_t *offsets, const int32_t *lengths,
                       int32_t count, char *out, int32_t cap, int32_t *status);

// MARK: Messages

typedef struct cf_message cf_message;
enum { CF_ARG_STRING = 0, CF_ARG_DOUBLE = 1, CF_ARG_INT = 2, CF_ARG_DATE = 3, CF_ARG_DECIMAL = 4 };
/// A value for the argument at the same index in the message's argument names.
typedef struct cf_arg {
    int32_t kind;
    int32_t text_offset, text_length;  // CF_ARG_STRING, CF_ARG_DECIMAL (a numeral), in the pool
    double number;                     // CF_ARG_DOUBLE, CF_ARG_DATE (ms since 1970)
    int64_t integer;                   // CF_ARG_INT: every Int64 exactly, which a double cannot hold
} cf_arg;

/// Opens an ICU MessageFormat; date arguments format in `time_zone`. On a syntax error
/// *parse_offset is the offset (in UTF-16 units) where parsing stopped.
cf_message *cf_message_open(const char *locale, const char *pattern, int32_t len, const char *time_zone,
                            int32_t *parse_offset, int32_t *status);
void cf_message_close(cf_message *);
/// The distinct argument names of the message, in order of first appearance (a numbered
/// argument's name is its number, "0"). The handle formats with the names replaced by their
/// indexes, so a format call neither converts nor compares names.
int32_t cf_message_argument_count(cf_message *);
int32_t cf_message_argument_name(cf_message *, int32_t index, char *out, int32_t cap, int32_t *status);
/// Formats with one value per argument name, in the order of cf_message_argument_name.
int32_t cf_message_format(cf_message *, const char *pool, const cf_arg *args, char *out, int32_t cap, int32_t *status);
/// One line per argument occurrence: "name\tkind\tstyle\tselector,selector\n" where kind is
/// none, number, date, time, spellout, ordinal, duration, plural, select, selectordinal or choice.
/// In the style, backslash, tab and newline are escaped as \\, \t and \n.
int32_t cf_message_describe(const char *pattern, int32_t len, char *out, int32_t cap,
                            int32_t *parse_offset, int32_t *status);

/// The pattern with `#` in every plural and selectordinal branch of argument `name` replaced by
/// `{shown_name, number}`, and every other argument of `name` renamed `exact_name`: the plural
/// then selects from `name` while every shown number comes from the other two. ICU's plural
/// operands are doubles, so a caller selects past 2^53 from a stand-in with the same last digits.
int32_t cf_message_exact_plural(const char *pattern, int32_t len, const char *name, const char *exact_name,
                                const char *shown_name, char *out, int32_t cap, int32_t *status);

// MARK: Pseudo-locale (en-XA)

/// The pattern with the literal text of every message and sub-message accented and expanded
/// by about 40%, and brackets around the whole: argument names, types, styles and skeletons,
/// plural and select keywords, `#` and apostrophe quoting stay as written. ICU's
/// MessagePattern finds the literal text. On a syntax error *parse_offset is where parsing stopped.
int32_t cf_pseudo_pattern(const char *pattern, int32_t len, char *out, int32_t cap, int32_t *parse_offset,
                          int32_t *status);
/// Plain text (no message syntax) accented, expanded and bracketed as a pattern's literal text is.
int32_t cf_pseudo_text(const char *text, int32_t len, char *out, int32_t cap, int32_t *status);

// MARK: Plurals and numbers

typedef struct cf_plural cf_plural;
cf_plural *cf_plural_open(const char *locale, int32_t ordinal, int32_t *status);
void cf_plural_close(cf_plural *);
/// The category of `value` as an index into zero, one, two, few, many, other: no string
/// crosses the border on this hot path.
int32_t cf_plural_category(cf_plural *, double value, int32_t *status);
/// The locale's plural categories, comma-separated ("one,other").
int32_t cf_plural_keywords(cf_plural *, char *out, int32_t cap, int32_t *status);

typedef struct cf_number cf_number;
/// A LocalizedNumberFormatter from an ICU number skeleton.
cf_number *cf_number_open(const char *locale, const char *skeleton, int32_t len, int32_t *parse_offset, int32_t *status);
void cf_number_close(cf_number *);
int32_t cf_number_format_double(cf_number *, double value, char *out, int32_t cap, int32_t *status);
/// Formats an exact decimal string ("68.00", "-3", "1e3").
int32_t cf_number_format_decimal(cf_number *, const char *decimal, int32_t len, char *out, int32_t cap, int32_t *status);
/// The plural category of a decimal as `number` formats it, so visible fraction digits count ("1.0" is other in en).
int32_t cf_plural_select_decimal(cf_plural *, cf_number *, const char *decimal, int32_t len, char *out, int32_t cap, int32_t *status);

// MARK: Dates

/// Canonical IANA id of a time zone ("UTC" -> "Etc/UTC"); an unknown id is U_ILLEGAL_ARGUMENT_ERROR.
int32_t cf_time_zone_canonicalize(const char *id, int32_t len, char *out, int32_t cap, int32_t *status);

/// The machine's default zone id (from TZ or /etc/localtime), for defaults only.
int32_t cf_default_time_zone(char *out, int32_t cap, int32_t *status);

/// The host's zone id as the system is set now (TZ, else /etc/localtime), detected afresh on every call
/// (ICU caches its default zone); `Etc/Unknown` when the host names none. For defaults only.
int32_t cf_host_time_zone(char *out, int32_t cap, int32_t *status);

typedef struct cf_zone cf_zone;
/// A time zone with its rules loaded; an id ICU does not know opens its unknown zone (offset 0).
cf_zone *cf_zone_open(const char *id, int32_t *status);
void cf_zone_close(cf_zone *);
/// The zone's offset from UTC at `ms`, daylight saving included, in milliseconds.
int32_t cf_zone_offset(cf_zone *, double ms, int32_t *status);

typedef struct cf_date cf_date;
/// A date format from a skeleton through DateTimePatternGenerator, in `time_zone`.
cf_date *cf_date_open(const char *locale, const char *skeleton, int32_t len, const char *time_zone, int32_t *status);
void cf_date_close(cf_date *);
int32_t cf_date_format(cf_date *, double ms, char *out, int32_t cap, int32_t *status);
int32_t cf_date_pattern(cf_date *, char *out, int32_t cap, int32_t *status);

typedef struct cf_interval cf_interval;
cf_interval *cf_interval_open(const char *locale, const char *skeleton, int32_t len, const char *time_zone, int32_t *status);
void cf_interval_close(cf_interval *);
int32_t cf_interval_format(cf_interval *, double from_ms, double to_ms, char *out, int32_t cap, int32_t *status);

// MARK: Text

typedef struct cf_graphemes cf_graphemes;
cf_graphemes *cf_graphemes_open(const char *locale, int32_t *status);
void cf_graphemes_close(cf_graphemes *);
/// The avatar initial: the first extended grapheme cluster that does not start with white space,
/// a control, a default-ignorable code point or a combining mark (those are skipped as whole
/// clusters), uppercased in `locale` when it starts with a cased letter. Returns 0 when nothing
/// visible remains.
int32_t cf_graphemes_initial(cf_graphemes *, const char *text, int32_t len, char *out, int32_t cap, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
