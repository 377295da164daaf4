// The pseudo-locale en-XA: the literal text of a message accented and expanded, brackets
// around the whole message, everything else of the pattern as it was.
#include "shim_common.hpp"
#include <vector>

using namespace cfshim;

namespace {
// a…z and A…Z: Android's pseudo-locale accents, with a Latin letter wherever it uses a
// Greek or Cyrillic one or leaves the letter as it is (q, v, F, Q, V, X). Each is one UTF-16 unit.
const char16_t kLower[] = u"åƀçðéƒĝĥîĵķļḿñöþǫŕšţûṽŵẋýž";
const char16_t kUpper[] = u"ÅƁÇÐÉƑĜĤÎĴĶĻḾÑÖÞǪŔŠŢÛṼŴẊÝŽ";

UChar32 accent(UChar32 c) {
    if (c >= u'a' && c <= u'z') return kLower[c - u'a'];
    if (c >= u'A' && c <= u'Z') return kUpper[c - u'A'];
    return c;
}

bool is_vowel(UChar32 c) {
    switch (c) {
        case u'a': case u'e': case u'i': case u'o': case u'u':
        case u'A': case u'E': case u'I': case u'O': case u'U': return true;
        default: return false;
    }
}

/// Appends text[start, limit) accented and expanded: each word (a run of letters) of n letters
/// grows by round(0.4 n) letters, copies of its first vowel placed after that vowel ("days" →
/// "ðåååýš"), or of its last letter when it has no vowel ("XP" → "ẊÞÞ"). Everything that is not
/// an ASCII letter (digits, spaces, punctuation, apostrophes, syntax characters inside quoted
/// text) is kept. An apostrophe's meaning depends on the character after it, which stays a
/// letter if it was one and stays itself otherwise, so the quoting means what it meant.
void pseudo_text(const icu::UnicodeString &text, int32_t start, int32_t limit, icu::UnicodeString &out) {
    int32_t i = start;
    while (i < limit) {
        UChar32 c = text.char32At(i);
        if (!u_isalpha(c)) {
            out.append(accent(c));
            i += U16_LENGTH(c);
            continue;
        }
        int32_t word = i, letters = 0;
        UChar32 vowel = -1, last = c;
        int32_t after_vowel = -1;
        while (i < limit && u_isalpha(c = text.char32At(i))) {
            letters++;
            last = c;
            i += U16_LENGTH(c);
            if (vowel < 0 && is_vowel(c)) { vowel = c; after_vowel = i; }
        }
        int32_t extra = (4 * letters + 5) / 10;
        int32_t split = after_vowel >= 0 ? after_vowel : i;
        UChar32 repeated = accent(vowel >= 0 ? vowel : last);
        for (int32_t j = word; j < split; j += U16_LENGTH(text.char32At(j))) out.append(accent(text.char32At(j)));
        for (int32_t k = 0; k < extra; k++) out.append(repeated);
        for (int32_t j = split; j < i; j += U16_LENGTH(text.char32At(j))) out.append(accent(text.char32At(j)));
    }
}
}  // namespace

extern "C" int32_t cf_pseudo_pattern(const char *pattern, int32_t len, char *out, int32_t cap,
                                     int32_t *parse_offset, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UParseError pe{};
    icu::UnicodeString source = from_utf8(pattern, len);
    // ICU's default apostrophe mode, the one MessageFormat parses the result with.
    icu::MessagePattern parts(source, &pe, *st);
    *parse_offset = pe.offset;
    if (U_FAILURE(*st)) return 0;
    icu::UnicodeString result(u'[');
    // One entry per open message (true) or argument (false): text between two parts is literal
    // only when the innermost open one is a message.
    std::vector<bool> open;
    int32_t copied = 0;
    for (int32_t i = 0; i < parts.countParts(); i++) {
        const icu::MessagePattern::Part &part = parts.getPart(i);
        int32_t index = part.getIndex();
        if (index > copied) {
            if (!open.empty() && open.back()) pseudo_text(source, copied, index, result);
            else result.append(source, copied, index - copied);
            copied = index;
        }
        // The part itself (a brace, an argument name or type, a style or skeleton, a selector, a
        // quoting apostrophe, `#`) as written. Parts may overlap (a selector `=1` and its value).
        if (part.getLimit() > copied) {
            result.append(source, copied, part.getLimit() - copied);
            copied = part.getLimit();
        }
        switch (part.getType()) {
            case UMSGPAT_PART_TYPE_MSG_START: open.push_back(true); break;
            case UMSGPAT_PART_TYPE_ARG_START: open.push_back(false); break;
            case UMSGPAT_PART_TYPE_MSG_LIMIT:
            case UMSGPAT_PART_TYPE_ARG_LIMIT:
                if (!open.empty()) open.pop_back();
                break;
            default: break;
        }
    }
    result.append(source, copied, source.length() - copied);  // nothing: the last part ends the pattern
    result.append(u']');
    return emit(result, out, cap, st);
}

extern "C" int32_t cf_pseudo_text(const char *text, int32_t len, char *out, int32_t cap, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    icu::UnicodeString source = from_utf8(text, len);
    icu::UnicodeString result(u'[');
    pseudo_text(source, 0, source.length(), result);
    result.append(u']');
    return emit(result, out, cap, st);
}
