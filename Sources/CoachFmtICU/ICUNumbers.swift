internal import CICUShim

/// ICU's number services: number skeletons, plural rules and spoken durations (MeasureFormat's
/// text, from unit formatters the handle keeps). Inputs and outputs are Swift strings and numbers.
package enum ICUNumbers {
    /// Opens a number formatter for `skeleton` in `locale` (an ICU data locale); `offset` is
    /// where ICU stopped in a bad skeleton.
    package static func open(skeleton: String, locale: String, offset: inout Int32) throws(ICUError) -> ICUHandle {
        try ICUHandle(closing: cf_number_close) { status in
            skeleton.withUTF8Bytes { cf_number_open(locale, $0, $1, &offset, &status) }
        }
    }

    /// `value` formatted by `number`.
    package static func format(_ value: Double, number: ICUHandle) throws(ICUError) -> String {
        try ICUString.make { cf_number_format_double(number.pointer, value, $0, $1, &$2) }
    }

    /// A decimal numeral formatted by `number` exactly as written.
    package static func format(decimal: String, number: ICUHandle) throws(ICUError) -> String {
        try decimal.withUTF8Bytes { bytes, count throws(ICUError) in
            try ICUString.make { cf_number_format_decimal(number.pointer, bytes, count, $0, $1, &$2) }
        }
    }

    /// Opens the cardinal (or ordinal) plural rules of `locale` (an ICU data locale).
    package static func openPluralRules(locale: String, ordinal: Bool) throws(ICUError) -> ICUHandle {
        try ICUHandle(closing: cf_plural_close) { cf_plural_open(locale, ordinal ? 1 : 0, &$0) }
    }

    /// The plural keyword of `decimal` as `number` writes it (fraction digits count), by `rules`.
    package static func keyword(ofDecimal decimal: String, rules: ICUHandle, number: ICUHandle) throws(ICUError)
        -> String
    {
        try decimal.withUTF8Bytes { bytes, count throws(ICUError) in
            try ICUString.make {
                cf_plural_select_decimal(rules.pointer, number.pointer, bytes, count, $0, $1, &$2)
            }
        }
    }

    /// The keywords `rules` uses, comma-separated (`one,other`).
    package static func keywords(rules: ICUHandle) throws(ICUError) -> String {
        try ICUString.make { cf_plural_keywords(rules.pointer, $0, $1, &$2) }
    }

    /// The category of `value` by `rules`, as an index in the order zero, one, two, few, many, other.
    package static func categoryIndex(of value: Double, rules: ICUHandle) throws(ICUError) -> Int {
        var status: Int32 = 0
        let index = Int(cf_plural_category(rules.pointer, value, &status))
        try ICUError.check(status)
        return index
    }
}
