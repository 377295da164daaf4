import CoachFmtContract
import CoachFmtICU

/// An IANA time zone id that ICU knows, such as `Asia/Shanghai`.
public struct TimeZoneID: Hashable, Sendable, CustomStringConvertible {
    /// The id as given (ICU accepts aliases such as `UTC` too).
    public let identifier: String

    /// An IANA zone ICU knows (`America/New_York`); throws on an unknown one.
    public init(_ id: String) throws(FormatError) {
        guard !id.isEmpty, id.utf8.count < 128 else { throw .invalidTimeZone(id) }
        do {
            _ = try ICULocales.canonicalTimeZone(id)
        } catch {
            throw .invalidTimeZone(id)
        }
        identifier = id
    }

    init(verified: String) { identifier = verified }

    /// Coordinated Universal Time.
    public static let utc = TimeZoneID(verified: "UTC")

    /// The machine's zone (TZ, else /etc/localtime): a default for tools, never read by a render.
    package static var machine: TimeZoneID {
        let id = (try? ICULocales.defaultTimeZone()) ?? "UTC"
        return (try? TimeZoneID(id)) ?? .utc
    }

    /// The platform's time zone as the device is set now: the zone an app passes to a render.
    ///
    /// Read from the host on every call (on Linux `TZ`, else `/etc/localtime`), so a zone the
    /// learner changes while the app runs is picked up; `machine` if the host names no zone ICU
    /// knows, UTC if neither does. Only a default: a render reads the zone it is given.
    public static var current: TimeZoneID {
        if let id = try? ICULocales.hostTimeZone(), let zone = try? TimeZoneID(id) {
            return zone
        }
        return machine
    }

    /// The IANA identifier.
    public var description: String { identifier }
}

/// Offsets of a zone from UTC, from ICU's time zone data: each zone's rules are loaded once.
enum TimeZoneOffset {
    /// Minutes east of UTC in `zone` at the instant `timestamp`.
    static func minutes(at timestamp: Timestamp, in zone: TimeZoneID) throws(ICUError) -> Int {
        let handle = try zones.handle(for: zone.identifier) { () throws(ICUError) in
            try ICULocales.openZone(zone.identifier)
        }
        let ms = try ICULocales.offset(at: timestamp.millisecondsSinceEpoch, zone: handle)
        return Int(ms) / 60_000
    }

    private static let zones = HandleCache<String, ICUHandle>()
}

extension Timestamp {
    /// The calendar day this instant falls on in `zone`.
    public func localDate(in zone: TimeZoneID) -> CalendarDate {
        let offset = (try? TimeZoneOffset.minutes(at: self, in: zone)) ?? 0
        let local = epochMilliseconds + Int64(offset) * 60_000
        let day = local >= 0 ? local / 86_400_000 : (local + 1) / 86_400_000 - 1
        return CalendarDate(daysSinceEpoch: Int(day))
    }
}
