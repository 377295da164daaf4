internal import CICUShim

/// ICU's locale and time zone services: canonical tags, the locale matcher, display names and
/// zone data. Inputs and outputs are Swift strings.
package enum ICULocales {
    /// The canonical BCP 47 form of `tag` (`zh-hans` gives `zh-Hans`).
    package static func canonicalize(_ tag: String) throws(ICUError) -> String {
        try tag.withUTF8Bytes { bytes, count throws(ICUError) in
            try ICUString.make { cf_locale_canonicalize(bytes, count, $0, $1, &$2) }
        }
    }

    /// The BCP 47 tag of an ICU locale identifier (`zh_Hans_CN` gives `zh-Hans-CN`).
    package static func tag(ofICUIdentifier id: String) throws(ICUError) -> String {
        try id.withUTF8Bytes { bytes, count throws(ICUError) in
            try ICUString.make { cf_locale_from_icu_id(bytes, count, $0, $1, &$2) }
        }
    }

    /// Opens a `LocaleMatcher` over the supported tags.
    package static func openMatcher(supporting identifiers: [String]) throws(ICUError) -> ICUHandle {
        let csv = identifiers.joined(separator: ",")
        return try ICUHandle(closing: cf_matcher_close) { cf_matcher_open(csv, &$0) }
    }

    /// The supported locale `matcher` picks for `desired` (a tag or an `Accept-Language` value).
    package static func best(_ desired: String, matcher: ICUHandle) throws(ICUError) -> String {
        try desired.withUTF8Bytes { bytes, count throws(ICUError) in
            try ICUString.make { cf_matcher_best(matcher.pointer, bytes, count, $0, $1, &$2) }
        }
    }

    /// Opens the display names of `locale` (an ICU data locale).
    package static func openNames(locale: String) throws(ICUError) -> ICUHandle {
        try ICUHandle(closing: cf_names_close) { cf_names_open(locale, &$0) }
    }

    /// The name of the language `tag` in `names`' locale; throws when ICU has no data for it.
    package static func name(of tag: String, names: ICUHandle) throws(ICUError) -> String {
        try tag.withUTF8Bytes { bytes, count throws(ICUError) in
            try ICUString.make { cf_names_locale(names.pointer, bytes, count, $0, $1, &$2) }
        }
    }

    /// ICU's canonical id of the zone `id`; throws on a zone ICU does not know.
    package static func canonicalTimeZone(_ id: String) throws(ICUError) -> String {
        try id.withUTF8Bytes { bytes, count throws(ICUError) in
            try ICUString.make { cf_time_zone_canonicalize(bytes, count, $0, $1, &$2) }
        }
    }

    /// ICU's default zone, read once when ICU starts (TZ, else /etc/localtime).
    package static func defaultTimeZone() throws(ICUError) -> String {
        try ICUString.make { cf_default_time_zone($0, $1, &$2) }
    }

    /// The host's zone as it is set now.
    package static func hostTimeZone() throws(ICUError) -> String {
        try ICUString.make { cf_host_time_zone($0, $1, &$2) }
    }

    /// Opens the zone `id` with its rules; an id ICU does not know is its unknown zone (UTC).
    package static func openZone(_ id: String) throws(ICUError) -> ICUHandle {
        try ICUHandle(closing: cf_zone_close) { cf_zone_open(id, &$0) }
    }

    /// Milliseconds east of UTC in `zone` at `milliseconds` since 1970.
    package static func offset(at milliseconds: Double, zone: ICUHandle) throws(ICUError) -> Int32 {
        var status: Int32 = 0
        let offset = cf_zone_offset(zone.pointer, milliseconds, &status)
        try ICUError.check(status)
        return offset
    }
}
