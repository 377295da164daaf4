#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An instant sent as ISO-8601 with an explicit offset:
/// `"2026-11-27T08:30:00Z"`, `"2026-11-27T09:15:00-05:00"`, `"2026-11-27T22:15:00.250+08:00"`.
///
/// It keeps the raw string (what the server sent), the instant as milliseconds
/// since 1970-01-01T00:00:00Z, and the offset the server wrote, so a screen can
/// show the wall-clock time the server meant. A fraction of any length is
/// allowed; digits after the third are truncated. A missing offset, a
/// lowercase `t`/`z`, second 60 or hour 24 are rejected.
public struct Timestamp: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The string exactly as sent.
    public let rawValue: String
    /// Milliseconds since the Unix epoch (UTC).
    public let epochMilliseconds: Int64
    /// The offset from UTC the string carried, in minutes (`-05:00` → -300, `Z` → 0).
    public let offsetMinutes: Int

    /// Parses an ISO-8601 date-time with `Z` or `±HH:MM`; nil for anything else.
    public init?(_ text: String) {
        let b = Array(text.utf8)
        // YYYY-MM-DDTHH:MM:SS is 19 bytes; the offset needs at least one more.
        guard b.count >= 20, b[10] == UInt8(ascii: "T"), b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"),
            let date = CalendarDate(String(decoding: b[0..<10], as: UTF8.self)),
            let hour = ASCIIDigits.value(b[11..<13]), hour < 24,
            let minute = ASCIIDigits.value(b[14..<16]), minute < 60,
            let second = ASCIIDigits.value(b[17..<19]), second < 60
        else { return nil }

        var index = 19
        var millisecond = 0
        if b[index] == UInt8(ascii: ".") {
            index += 1
            let start = index
            while index < b.count, ASCIIDigits.value(b[index..<index + 1]) != nil { index += 1 }
            guard index > start else { return nil }
            // Milliseconds from the first three digits, padding "5" to "500".
            let digits = b[start..<min(start + 3, index)]
            millisecond = ASCIIDigits.value(digits)! * [100, 10, 1][digits.count - 1]
        }

        let offset: Int
        let rest = b[index...]
        if rest.elementsEqual([UInt8(ascii: "Z")]) {
            offset = 0
        } else {
            guard rest.count == 6, rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-"),
                b[index + 3] == UInt8(ascii: ":"),
                let hours = ASCIIDigits.value(b[index + 1..<index + 3]), hours < 24,
                let minutes = ASCIIDigits.value(b[index + 4..<index + 6]), minutes < 60
            else { return nil }
            offset = (rest.first == UInt8(ascii: "-") ? -1 : 1) * (hours * 60 + minutes)
        }

        let localSeconds = Int64(date.daysSinceEpoch) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        rawValue = text
        offsetMinutes = offset
        epochMilliseconds = (localSeconds - Int64(offset) * 60) * 1000 + Int64(millisecond)
    }

    /// The instant `epochMilliseconds` after 1970-01-01T00:00:00Z, written as the server would
    /// write it at `offsetMinutes` from UTC: `Timestamp(epochMilliseconds: 1_795_768_200_000)` is
    /// `2026-11-27T08:30:00Z`; with `offsetMinutes: 480` it is `2026-11-27T16:30:00+08:00`.
    ///
    /// It equals the value parsed from that string, so it formats the same. The fraction is written
    /// only when the milliseconds are not zero (`.250`). The offset is clamped to ±23:59, and the
    /// instant so that its wall-clock time falls in the years 0001…9999, which the string can carry.
    public init(epochMilliseconds: Int64, offsetMinutes: Int = 0) {
        let offset = min(max(offsetMinutes, -(24 * 60 - 1)), 24 * 60 - 1)
        let offsetMilliseconds = Int64(offset) * 60_000
        // Clamp the instant first so that adding the offset cannot overflow, then the wall clock.
        let bounds = Self.wallClockMilliseconds
        let instant = min(max(epochMilliseconds, bounds.lowerBound - 86_400_000), bounds.upperBound + 86_400_000)
        let local = min(max(instant + offsetMilliseconds, bounds.lowerBound), bounds.upperBound)

        let days = local >= 0 ? local / 86_400_000 : (local + 1) / 86_400_000 - 1
        let inDay = Int(local - days * 86_400_000)
        let millisecond = inDay % 1000
        var text = CalendarDate(daysSinceEpoch: Int(days)).description + "T"
        text += ASCIIDigits.padded(inDay / 3_600_000, 2) + ":" + ASCIIDigits.padded(inDay / 60_000 % 60, 2) + ":"
        text += ASCIIDigits.padded(inDay / 1000 % 60, 2)
        if millisecond != 0 { text += "." + ASCIIDigits.padded(millisecond, 3) }
        if offset == 0 {
            text += "Z"
        } else {
            text += (offset < 0 ? "-" : "+") + ASCIIDigits.padded(abs(offset) / 60, 2) + ":"
            text += ASCIIDigits.padded(abs(offset) % 60, 2)
        }
        rawValue = text
        self.offsetMinutes = offset
        self.epochMilliseconds = local - offsetMilliseconds
    }

    /// The instant `date` stands for, in UTC (`2026-11-27T08:30:00Z`), truncated to the millisecond
    /// as the parser truncates a longer fraction.
    public init(_ date: Date) {
        // Round to the microsecond first so that binary noise (…00.001 stored as …00.000999…)
        // does not lose a millisecond, then floor to milliseconds. Int64(_:) traps on NaN and on
        // values out of range; init(epochMilliseconds:) clamps again to years 0001…9999.
        let microseconds = (date.timeIntervalSince1970 * 1_000_000).rounded()
        let clamped = microseconds.isNaN ? 0 : min(max(microseconds, -1e18), 1e18)
        let micro = Int64(clamped)
        self.init(epochMilliseconds: micro >= 0 ? micro / 1000 : (micro + 1) / 1000 - 1)
    }

    /// The instant now, in UTC: an app's `now:` argument. A render reads the clock only through
    /// the `now` it is given.
    public static var now: Timestamp { Timestamp(Date()) }

    /// 0001-01-01T00:00:00.000 through 9999-12-31T23:59:59.999 as wall-clock milliseconds since the epoch.
    static let wallClockMilliseconds: ClosedRange<Int64> = -62_135_596_800_000...253_402_300_799_999

    /// The calendar date at the offset the string carried (its own wall clock).
    public var localDate: CalendarDate {
        let localMilliseconds = epochMilliseconds + Int64(offsetMinutes) * 60_000
        let days = localMilliseconds >= 0 ? localMilliseconds / 86_400_000 : (localMilliseconds + 1) / 86_400_000 - 1
        return CalendarDate(daysSinceEpoch: Int(days))
    }

    /// `rawValue`: the string as sent, or as `init(epochMilliseconds:offsetMinutes:)` wrote it.
    public var description: String { rawValue }

    /// Decodes an ISO-8601 date-time; what `init?(_:)` rejects fails with the value shown.
    public init(from decoder: any Decoder) throws {
        self = try decoder.singleValueContainer().decodeParsed(
            .dateTime, "a date-time as YYYY-MM-DDTHH:MM:SS with Z or ±HH:MM", Timestamp.init)
    }

    /// Encodes `rawValue` unchanged, so a decoded instant round-trips byte for byte.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
