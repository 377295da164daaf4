import CoachFmtContract
import Testing

@testable import CoachFmtFormatting

/// How the host's `TZ` becomes a zone: a named zone is that zone, a POSIX rule never UTC.
@Suite struct TimeZoneIDTests {
    @Test("A TZ value that names a zone is that zone, as the C library reads it")
    func namedZones() throws {
        #expect(try TimeZoneID(environmentValue: "Asia/Tokyo").identifier == "Asia/Tokyo")
        #expect(try TimeZoneID(environmentValue: ":Asia/Tokyo").identifier == "Asia/Tokyo")
        #expect(try TimeZoneID(environmentValue: ":/usr/share/zoneinfo/Asia/Tokyo").identifier == "Asia/Tokyo")
        #expect(try TimeZoneID(environmentValue: "EST5EDT").identifier == "EST5EDT")
        #expect(try TimeZoneID(environmentValue: "UTC").identifier == "UTC")
        #expect(try TimeZoneID(environmentValue: "Etc/GMT-9").identifier == "Etc/GMT-9")
    }

    @Test("A POSIX rule is no zone: ICU would read it as UTC, or GMT-9 nine hours the wrong way")
    func posixRulesAreRefused() {
        for rule in ["JST-9", "GMT-9", "UTC+3", "GMT+09:00", "CET-1CEST,M3.5.0,M10.5.0/3", "<+0330>-3:30", ""] {
            #expect(throws: FormatError.invalidTimeZone(rule)) { try TimeZoneID(environmentValue: rule) }
        }
    }

    @Test("A whole-hour offset becomes IANA's fixed zone, east positive; minutes have none")
    func offsets() throws {
        #expect(TimeZoneID(offsetMinutes: 540)?.identifier == "Etc/GMT-9")
        #expect(TimeZoneID(offsetMinutes: -300)?.identifier == "Etc/GMT+5")
        #expect(TimeZoneID(offsetMinutes: 0)?.identifier == "Etc/GMT")
        #expect(TimeZoneID(offsetMinutes: 14 * 60)?.identifier == "Etc/GMT-14")
        #expect(TimeZoneID(offsetMinutes: 330) == nil)
        #expect(TimeZoneID(offsetMinutes: 15 * 60) == nil)
        let tokyo = try #require(TimeZoneID(offsetMinutes: 540))
        #expect(try TimeZoneOffset.minutes(at: Timestamp(parsing: "2026-07-01T00:00:00Z"), in: tokyo) == 540)
    }
}
