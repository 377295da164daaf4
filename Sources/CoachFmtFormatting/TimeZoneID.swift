import CoachFmtContract
import CoachFmtICU

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
    /// Read from the host on every call, so a zone the learner changes while the app runs is
    /// picked up. A `TZ` variable that names a zone (`Asia/Tokyo`, `:Asia/Tokyo`,
    /// `:/usr/share/zoneinfo/Asia/Tokyo`) is that zone. A POSIX rule such as `JST-9` names no
    /// zone ICU knows, so it becomes the whole-hour offset the C library applies now
    /// (`Etc/GMT-9`), never UTC; a rule with summer time keeps today's offset only, and an offset
    /// with minutes (`<+0530>-5:30`) has no IANA zone, so the host's zone as ICU reads it is used.
    /// Only a default: a render reads the zone it is given.
    public static var current: TimeZoneID {
        if let variable = getenv("TZ").map({ String(cString: $0) }), !variable.isEmpty {
            if let zone = try? TimeZoneID(environmentValue: variable) { return zone }
            if let zone = hostOffsetNow() { return zone }
        }
        if let id = try? ICULocales.hostTimeZone(), let zone = try? TimeZoneID(id) {
            return zone
        }
        return machine
    }

    /// The zone a `TZ` value names, read as the C library reads it: a leading `:` is dropped, and
    /// a path into a `zoneinfo` folder names the zone below it. Throws for a value that names no
    /// IANA zone, such as a POSIX rule (`JST-9`, `GMT-9`), which ICU would take for UTC or for
    /// the opposite offset.
    package init(environmentValue value: String) throws(FormatError) {
        var id = Substring(value)
        if id.hasPrefix(":") { id.removeFirst() }
        if id.hasPrefix("/"), let range = id.firstRange(of: "/zoneinfo/") { id = id[range.upperBound...] }
        // POSIX reads `GMT-9` as nine hours east, ICU as nine hours west: only the bare names pass.
        let offsetName = (id.hasPrefix("GMT") || id.hasPrefix("UTC")) && id != "GMT" && id != "UTC"
        guard !offsetName, !id.contains(",") else { throw .invalidTimeZone(value) }
        try self.init(String(id))
    }

    /// The C library's offset from UTC at this instant, as a zone.
    private static func hostOffsetNow() -> TimeZoneID? {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return nil }
        return TimeZoneID(offsetMinutes: Int(parts.tm_gmtoff) / 60)
    }

    /// A whole-hour offset east of UTC as IANA's fixed zone (`+540` is `Etc/GMT-9`: IANA's
    /// `Etc` names count west); nil for an offset IANA names no zone for, such as `+330`.
    package init?(offsetMinutes minutes: Int) {
        guard minutes % 60 == 0, abs(minutes) <= 14 * 60 else { return nil }
        let hours = -minutes / 60
        guard let zone = try? TimeZoneID(hours == 0 ? "Etc/GMT" : "Etc/GMT\(hours > 0 ? "+" : "")\(hours)") else {
            return nil
        }
        self = zone
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
