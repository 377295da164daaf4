import CoachFmtContract
import CoachFmtICU

/// Formats a range of dates with ICU's `DateIntervalFormat`, which shares what the two ends
/// have in common: week ranges read `Nov 23 – 29` in en and `11月23日至29日` in zh-Hans.
public struct DateRangeFormat: Sendable {
    /// The ICU skeleton of each end (`MMMd`).
    public let skeleton: String
    /// The locale of the interval pattern (`Nov 23 – 29`, `11月23日至29日`).
    public let locale: LanguageTag
    /// The zone instants are shown in.
    public let timeZone: TimeZoneID
    private let handles: ZonedSkeletonHandles

    /// Opens (or reuses) ICU's interval formatter for the skeleton, locale and zone.
    public init(skeleton: String, locale: LanguageTag, timeZone: TimeZoneID = .utc) throws(FormatError) {
        self.skeleton = skeleton
        self.locale = locale
        self.timeZone = timeZone
        handles = try ZonedSkeletonHandles(
            "date interval format", skeleton: skeleton, locale: locale, timeZone: timeZone,
            opening: .interval)
    }

    /// Formats two calendar days as those days, in any time zone.
    public func format(from start: CalendarDate, to end: CalendarDate) throws(FormatError) -> String {
        guard start <= end else { throw .invalidRange(start: start.description, end: end.description) }
        return Self.format(handles.utc, start.utcMidnightMilliseconds, end.utcMidnightMilliseconds)
    }

    /// Formats two instants in this format's time zone.
    public func format(from start: Timestamp, to end: Timestamp) throws(FormatError) -> String {
        guard start.epochMilliseconds <= end.epochMilliseconds else {
            throw .invalidRange(start: start.rawValue, end: end.rawValue)
        }
        return Self.format(handles.zoned, start.millisecondsSinceEpoch, end.millisecondsSinceEpoch)
    }

    private static func format(_ handle: ICUHandle, _ from: Double, _ to: Double) -> String {
        (try? ICUDates.format(from: from, to: to, interval: handle)) ?? ""
    }
}
