internal import CICUShim

/// ICU's date services: a skeleton's formatter and interval formatter in a zone.
package enum ICUDates {
    /// Which ICU formatter a skeleton opens.
    package enum Kind: Sendable {
        /// `SimpleDateFormat` from the pattern generator's best pattern.
        case date
        /// `DateIntervalFormat`.
        case interval
    }

    /// Opens the formatter of `kind` for `skeleton` in `locale` (an ICU data locale) and `zone`.
    package static func open(_ kind: Kind, skeleton: String, locale: String, zone: String) throws(ICUError)
        -> ICUHandle
    {
        switch kind {
        case .date:
            try ICUHandle(closing: cf_date_close) { status in
                skeleton.withUTF8Bytes { cf_date_open(locale, $0, $1, zone, &status) }
            }
        case .interval:
            try ICUHandle(closing: cf_interval_close) { status in
                skeleton.withUTF8Bytes { cf_interval_open(locale, $0, $1, zone, &status) }
            }
        }
    }

    /// Milliseconds since 1970 formatted by a `.date` handle.
    package static func format(milliseconds: Double, date: ICUHandle) throws(ICUError) -> String {
        // The closure captures the pointer, not the handle, so the call retains nothing.
        try withExtendedLifetime(date) { () throws(ICUError) -> String in
            let pointer = date.pointer
            return try ICUString.make { cf_date_format(pointer, milliseconds, $0, $1, &$2) }
        }
    }

    /// The pattern ICU chose for a `.date` handle's skeleton (`MMMd` gives `MMM d` in en).
    package static func pattern(date: ICUHandle) throws(ICUError) -> String {
        try ICUString.make { cf_date_pattern(date.pointer, $0, $1, &$2) }
    }

    /// Two instants (milliseconds since 1970) formatted by an `.interval` handle.
    package static func format(from: Double, to: Double, interval: ICUHandle) throws(ICUError) -> String {
        try ICUString.make { cf_interval_format(interval.pointer, from, to, $0, $1, &$2) }
    }
}
