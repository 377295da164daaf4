/// A local calendar date sent as `"YYYY-MM-DD"` (a day in the learner's time
/// zone, not an instant): plan days, week starts, the streak freeze date.
///
/// Decoding rejects anything that is not exactly four, two and two ASCII digits
/// naming a real day, so `"2026-02-29"` and `"2026-1-5"` fail with the value shown.
public struct CalendarDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The year, e.g. 2026; 1…9999 for a parsed or validated date.
    public let year: Int
    /// The month, 1…12.
    public let month: Int
    /// The day of the month, 1…31.
    public let day: Int

    /// A validated date; nil unless `month` is 1…12 and `day` exists in that month.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.daysInMonth(year: year, month: month)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `"YYYY-MM-DD"`; nil for any other shape or a day that does not exist.
    public init?(_ text: String) {
        let utf8 = Array(text.utf8)
        guard utf8.count == 10, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-"),
            let year = ASCIIDigits.value(utf8[0..<4]),
            let month = ASCIIDigits.value(utf8[5..<7]),
            let day = ASCIIDigits.value(utf8[8..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Creates the date `days` after 1970-01-01 (negative for earlier dates).
    public init(daysSinceEpoch days: Int) {
        // Howard Hinnant's civil_from_days, the inverse of `daysSinceEpoch`.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01, by Howard Hinnant's days_from_civil algorithm.
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// ISO weekday: 1 = Monday … 7 = Sunday.
    public var isoWeekday: Int {
        // 1970-01-01 was a Thursday (4).
        ((daysSinceEpoch % 7 + 7) % 7 + 3) % 7 + 1
    }

    /// The date `days` later (or earlier, for a negative count).
    public func adding(days: Int) -> CalendarDate {
        CalendarDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// `"YYYY-MM-DD"`, zero-padded, as on the wire.
    public var description: String {
        ASCIIDigits.padded(year, 4) + "-" + ASCIIDigits.padded(month, 2) + "-" + ASCIIDigits.padded(day, 2)
    }

    /// Whether `lhs` is the earlier day.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Decodes `"YYYY-MM-DD"`; any other shape, or a day that does not exist, fails with the value shown.
    public init(from decoder: any Decoder) throws {
        self = try decoder.singleValueContainer().decodeParsed(.date, "a date as YYYY-MM-DD", CalendarDate.init)
    }

    /// Encodes `"YYYY-MM-DD"`, as on the wire.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// Fixed-width ASCII digit fields, shared by the date and time parsers.
package enum ASCIIDigits {
    /// The value of a run of ASCII digits, or nil if any byte is not a digit.
    package static func value(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return bytes.isEmpty ? nil : value
    }

    package static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
