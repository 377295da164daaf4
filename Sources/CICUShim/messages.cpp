// ICU MessageFormat with named arguments, and MessagePattern for the catalog check.
#include "shim_common.hpp"
#include <algorithm>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

using namespace cfshim;

struct cf_message : Locked {
    std::unique_ptr<icu::MessageFormat> format;
    std::vector<icu::UnicodeString> names;
    // One value per name, reused under the lock: a string value is assigned into the string
    // the Formattable already owns, so a short argument costs no allocation.
    std::vector<icu::Formattable> values;
};

namespace {
/// The pattern with each argument name replaced by its index in `names` (names in order of
/// first appearance), so that formatting indexes the values instead of comparing names (and
/// copying each one out of the pattern) at every argument. Names are found by hashing, so a
/// pattern of many arguments costs time in proportion to its length.
icu::UnicodeString numbered(const icu::UnicodeString &source, std::vector<icu::UnicodeString> &names,
                            UErrorCode &status) {
    icu::MessagePattern parts(source, nullptr, status);
    icu::UnicodeString result;
    std::unordered_map<std::u16string, size_t> indexes;
    int32_t copied = 0;
    for (int32_t i = 0; U_SUCCESS(status) && i < parts.countParts(); i++) {
        const icu::MessagePattern::Part &part = parts.getPart(i);
        UMessagePatternPartType type = part.getType();
        if (type != UMSGPAT_PART_TYPE_ARG_NAME && type != UMSGPAT_PART_TYPE_ARG_NUMBER) continue;
        icu::UnicodeString name = parts.getSubstring(part);
        std::u16string key(reinterpret_cast<const char16_t *>(name.getBuffer()), (size_t)name.length());
        auto found = indexes.emplace(std::move(key), names.size());
        if (found.second) names.push_back(name);
        result.append(source, copied, part.getIndex() - copied);
        result.append(icu::UnicodeString::fromUTF8(std::to_string(found.first->second)));
        copied = part.getLimit();
    }
    return result.append(source, copied, source.length() - copied);
}
}  // namespace

extern "C" cf_message *cf_message_open(const char *locale, const char *pattern, int32_t len, const char *time_zone,
                                       int32_t *parse_offset, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UParseError pe{};
    // The pattern as written is parsed first, so that an error's offset is in the caller's text.
    icu::UnicodeString source = from_utf8(pattern, len);
    auto mf = std::make_unique<icu::MessageFormat>(source, icu::Locale::forLanguageTag(locale, *st), pe, *st);
    *parse_offset = pe.offset;
    if (U_FAILURE(*st)) return nullptr;
    auto h = std::make_unique<cf_message>();
    mf->applyPattern(numbered(source, h->names, *st), *st);
    if (U_FAILURE(*st)) return nullptr;
    // Date arguments would otherwise use the process's default zone: the zone is an input.
    int32_t count = 0;
    const icu::Format **formats = mf->getFormats(count);
    if (formats != nullptr) {
        std::unique_ptr<icu::TimeZone> tz(icu::TimeZone::createTimeZone(icu::UnicodeString::fromUTF8(time_zone)));
        for (int32_t i = 0; i < count; i++) {
            if (auto df = dynamic_cast<const icu::DateFormat *>(formats[i])) {
                auto format = const_cast<icu::DateFormat *>(df);
                format->setTimeZone(*tz);
                make_proleptic(const_cast<icu::Calendar *>(format->getCalendar()), st);
            }
        }
    }
    if (U_FAILURE(*st)) return nullptr;
    h->values.resize(h->names.size());
    h->format = std::move(mf);
    return h.release();
}

extern "C" void cf_message_close(cf_message *m) { delete m; }

extern "C" int32_t cf_message_argument_count(cf_message *m) { return (int32_t)m->names.size(); }

extern "C" int32_t cf_message_argument_name(cf_message *m, int32_t index, char *out, int32_t cap, int32_t *status) {
    return emit(m->names[(size_t)index], out, cap, (UErrorCode *)status);
}

extern "C" int32_t cf_message_format(cf_message *m, const char *pool, const cf_arg *args, char *out, int32_t cap,
                                     int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    int32_t argc = (int32_t)m->names.size();
    icu::UnicodeString result;
    {
        // MessageFormat creates and caches sub-formatters lazily inside const methods, and the
        // values are the handle's own.
        std::lock_guard<std::mutex> guard(m->mutex);
        icu::Formattable *values = m->values.data();
        UErrorCode unused = U_ZERO_ERROR;  // getString on a kString value cannot fail
        for (int32_t i = 0; i < argc; i++) {
            const cf_arg &a = args[i];
            switch (a.kind) {
                case CF_ARG_STRING:
                    if (values[i].getType() == icu::Formattable::kString) {
                        values[i].getString(unused) = from_utf8(pool + a.text_offset, a.text_length);
                    } else {
                        values[i].setString(from_utf8(pool + a.text_offset, a.text_length));
                    }
                    break;
                case CF_ARG_INT: values[i].setInt64(a.integer); break;
                case CF_ARG_DECIMAL:
                    // Exact: ICU formats the numeral's digits, none lost through a double.
                    values[i].setDecimalNumber(icu::StringPiece(pool + a.text_offset, a.text_length), *st);
                    break;
                case CF_ARG_DATE: values[i].setDate(a.number); break;
                default: values[i].setDouble(a.number); break;
            }
        }
        icu::FieldPosition ignored;
        m->format->format(values, argc, result, ignored, *st);
        // A long value would otherwise stay in the cached handle until its next call.
        for (int32_t i = 0; i < argc; i++) {
            if (values[i].getType() == icu::Formattable::kString && values[i].getString(unused).length() > 64)
                values[i].setLong(0);
        }
    }
    if (U_FAILURE(*st)) return 0;
    return emit(result, out, cap, st);
}

namespace {
const char *arg_kind(const icu::MessagePattern &mp, int32_t i, UMessagePatternArgType type, std::string &style) {
    switch (type) {
        case UMSGPAT_ARG_TYPE_NONE: return "none";
        case UMSGPAT_ARG_TYPE_CHOICE: return "choice";
        case UMSGPAT_ARG_TYPE_PLURAL: return "plural";
        case UMSGPAT_ARG_TYPE_SELECT: return "select";
        case UMSGPAT_ARG_TYPE_SELECTORDINAL: return "selectordinal";
        case UMSGPAT_ARG_TYPE_SIMPLE: {
            // ARG_START, ARG_NAME|ARG_NUMBER, ARG_TYPE[, ARG_STYLE]
            static thread_local std::string kind;
            kind.clear();
            mp.getSubstring(mp.getPart(i + 2)).toUTF8String(kind);
            const icu::MessagePattern::Part &next = mp.getPart(i + 3);
            if (next.getType() == UMSGPAT_PART_TYPE_ARG_STYLE) {
                // A style is free text (it may hold tabs and newlines): escape it for the line format.
                std::string raw;
                mp.getSubstring(next).toUTF8String(raw);
                for (char ch : raw) {
                    if (ch == '\\') style += "\\\\";
                    else if (ch == '\n') style += "\\n";
                    else if (ch == '\t') style += "\\t";
                    else style += ch;
                }
            }
            return kind.c_str();
        }
    }
    return "none";
}
}  // namespace

extern "C" int32_t cf_message_describe(const char *pattern, int32_t len, char *out, int32_t cap, int32_t *parse_offset,
                                       int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UParseError pe{};
    icu::MessagePattern mp(from_utf8(pattern, len), &pe, *st);
    *parse_offset = pe.offset;
    if (U_FAILURE(*st)) return 0;
    std::string lines;
    int32_t n = mp.countParts();
    for (int32_t i = 0; i < n; i++) {
        const icu::MessagePattern::Part &part = mp.getPart(i);
        if (part.getType() != UMSGPAT_PART_TYPE_ARG_START) continue;
        std::string name, style;
        mp.getSubstring(mp.getPart(i + 1)).toUTF8String(name);
        const char *kind = arg_kind(mp, i, part.getArgType(), style);
        std::string selectors, offset;
        UMessagePatternArgType type = part.getArgType();
        if (type == UMSGPAT_ARG_TYPE_PLURAL || type == UMSGPAT_ARG_TYPE_SELECTORDINAL) {
            // An explicit `offset:` is the numeric part right after the name.
            const icu::MessagePattern::Part &after = mp.getPart(i + 2);
            if (icu::MessagePattern::Part::hasNumericValue(after.getType())) mp.getSubstring(after).toUTF8String(offset);
        }
        int32_t limit = mp.getLimitPartIndex(i);
        for (int32_t j = i + 1; j < limit; j++) {
            const icu::MessagePattern::Part &p = mp.getPart(j);
            if (p.getType() == UMSGPAT_PART_TYPE_MSG_START) {
                j = mp.getLimitPartIndex(j);  // nested messages describe their own arguments
            } else if (p.getType() == UMSGPAT_PART_TYPE_ARG_SELECTOR) {
                if (!selectors.empty()) selectors += ',';
                mp.getSubstring(p).toUTF8String(selectors);
            }
        }
        lines += name + '\t' + kind + '\t' + style + '\t' + selectors + '\t' + offset + '\n';
    }
    return emit_bytes(lines.c_str(), out, cap, st);
}

extern "C" int32_t cf_message_exact_plural(const char *pattern, int32_t len, const char *name, const char *exact_name,
                                           const char *shown_name, char *out, int32_t cap, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    icu::UnicodeString source = from_utf8(pattern, len);
    icu::MessagePattern mp(source, nullptr, *st);
    if (U_FAILURE(*st)) return 0;
    icu::UnicodeString target = icu::UnicodeString::fromUTF8(name);
    icu::UnicodeString exact = icu::UnicodeString::fromUTF8(exact_name);
    icu::UnicodeString number =
        icu::UnicodeString(u"{") + icu::UnicodeString::fromUTF8(shown_name) + icu::UnicodeString(u", number}");
    struct Edit {
        int32_t index, length;
        const icu::UnicodeString *text;
    };
    std::vector<Edit> edits;
    // Per open argument: whether it is a plural or selectordinal of `name`, which owns the `#`
    // directly inside its branches.
    std::vector<bool> owners;
    int32_t n = mp.countParts();
    for (int32_t i = 0; i < n; i++) {
        const icu::MessagePattern::Part &part = mp.getPart(i);
        switch (part.getType()) {
            case UMSGPAT_PART_TYPE_ARG_START: {
                const icu::MessagePattern::Part &argName = mp.getPart(i + 1);
                bool named = mp.getSubstring(argName) == target;
                UMessagePatternArgType type = part.getArgType();
                bool plural = type == UMSGPAT_ARG_TYPE_PLURAL || type == UMSGPAT_ARG_TYPE_SELECTORDINAL;
                owners.push_back(named && plural);
                // Every other use of the name shows the exact value.
                if (named && !plural) edits.push_back({argName.getIndex(), argName.getLength(), &exact});
                break;
            }
            case UMSGPAT_PART_TYPE_ARG_LIMIT:
                if (!owners.empty()) owners.pop_back();
                break;
            case UMSGPAT_PART_TYPE_REPLACE_NUMBER:
                if (!owners.empty() && owners.back()) edits.push_back({part.getIndex(), part.getLength(), &number});
                break;
            default: break;
        }
    }
    for (auto edit = edits.rbegin(); edit != edits.rend(); ++edit) {
        source.replace(edit->index, edit->length, *edit->text);
    }
    std::string text;
    source.toUTF8String(text);
    return emit_bytes(text.c_str(), out, cap, st);
}
