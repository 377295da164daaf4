import CoachFmtContract
import CoachFmtICU

/// Formats dates from an ICU skeleton through `DateTimePatternGenerator`.
///
/// ```swift
/// let day = try DateFormat(skeleton: "MMMd", locale: .zhHans)
/// day.format(CalendarDate("2025-10-17")!)   // "10月17日"; "Oct 17" in en
/// ```
/// A ``CalendarDate`` formats as that same day whatever the zone; a ``Timestamp`` formats in
/// `timeZone`. Keep a `DateFormat` to format many values: it holds its open ICU formatters.
public struct DateFormat: Sendable {
    /// The ICU skeleton (`MMMd`, `jmm`) the pattern generator turned into the locale's pattern.
    public let skeleton: String
    /// The locale of the pattern and the names.
    public let locale: LanguageTag
    /// The zone instants are shown in; a calendar date ignores it.
    public let timeZone: TimeZoneID
    private let handles: ZonedSkeletonHandles

    /// Opens (or reuses) the formatter for the skeleton in the locale and zone; throws on a bad skeleton or zone.
    public init(skeleton: String, locale: LanguageTag, timeZone: TimeZoneID = .utc) throws(FormatError) {
        self.skeleton = skeleton
        self.locale = locale
        self.timeZone = timeZone
        handles = try ZonedSkeletonHandles(
            "date format", skeleton: skeleton, locale: locale, timeZone: timeZone, opening: .date)
    }

    /// Formats an instant in this format's time zone.
    public func format(_ instant: Timestamp) -> String { format(milliseconds: instant.millisecondsSinceEpoch) }

    /// Formats milliseconds since 1970 in this format's time zone.
    public func format(milliseconds: Double) -> String { Self.format(handles.zoned, milliseconds) }

    /// Formats a calendar day as that day, in any time zone.
    public func format(_ date: CalendarDate) -> String { Self.format(handles.utc, date.utcMidnightMilliseconds) }

    /// The pattern ICU chose for this skeleton and locale (`MMMd` gives `MMM d` in en).
    package var pattern: String { (try? ICUDates.pattern(date: handles.zoned)) ?? "" }

    private static func format(_ handle: ICUHandle, _ ms: Double) -> String {
        // A formatter that opened formats any finite date; ICU errors here would be a bug.
        (try? ICUDates.format(milliseconds: ms, date: handle)) ?? ""
    }
}
