import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

@Suite struct DateFormatTests {
    let ja = try! LanguageTag("ja"), de = try! LanguageTag("de")

    @Test(arguments: [
        ("MMMd", "en", "Oct 17"), ("MMMd", "zh-Hans", "10月17日"),
        ("MMMEd", "en", "Fri, Oct 17"), ("MMMEd", "zh-Hans", "10月17日周五"),
        ("MMMd", "ja", "10月17日"), ("MMMd", "de", "17. Okt."), ("yMMMd", "de", "17. Okt. 2025"),
    ])
    func calendarDateSkeletons(skeleton: String, locale: String, expected: String) throws {
        let format = try DateFormat(skeleton: skeleton, locale: LanguageTag(locale))
        #expect(format.format(try CalendarDate(parsing: "2025-10-17")) == ICUDifferences.current.expected(expected))
    }

    @Test func calendarDateIsTheSameDayInEveryZone() throws {
        let day = try CalendarDate(parsing: "2026-11-27")
        for zone in ["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Adak", "Asia/Shanghai", "UTC"] {
            let format = try DateFormat(skeleton: "MMMEd", locale: .en, timeZone: TimeZoneID(zone))
            #expect(format.format(day) == "Fri, Nov 27", "zone \(zone)")
        }
    }

    @Test(arguments: [
        ("Hm", LanguageTag.en, "Asia/Shanghai", "16:30"), ("Hm", .zhHans, "America/New_York", "03:30"),
        ("MMMd", .en, "Pacific/Kiritimati", "Nov 27"), ("MMMd", .en, "Pacific/Pago_Pago", "Nov 26"),
    ])
    func instantsFormatInTheGivenZone(skeleton: String, locale: LanguageTag, zone: String, expected: String) throws {
        let instant = try Timestamp(parsing: "2026-11-27T08:30:00Z")
        #expect(
            try DateFormat(skeleton: skeleton, locale: locale, timeZone: TimeZoneID(zone)).format(instant) == expected)
    }

    @Test func weekRanges() throws {
        let (start, end) = (try CalendarDate(parsing: "2026-11-23"), try CalendarDate(parsing: "2026-11-29"))
        #expect(
            try DateRangeFormat(skeleton: "MMMd", locale: .en).format(from: start, to: end)
                == "Nov 23\u{2009}–\u{2009}29")  // ICU puts thin spaces around the dash
        #expect(try DateRangeFormat(skeleton: "MMMd", locale: .zhHans).format(from: start, to: end) == "11月23日至29日")
        #expect(
            try DateRangeFormat(skeleton: "MMMd", locale: .en).format(
                from: start, to: try CalendarDate(parsing: "2026-12-05")) == "Nov 23\u{2009}–\u{2009}Dec 5")
        #expect(throws: FormatError.invalidRange(start: "2026-11-29", end: "2026-11-23")) {
            try DateRangeFormat(skeleton: "MMMd", locale: .en).format(from: end, to: start)
        }
    }

    /// A civil date is Gregorian whatever its year (ISO 8601's proleptic calendar): ICU's
    /// default switch to the Julian calendar before 1582-10-15 would show 1000-01-01 as Dec 27, 999.
    @Test(arguments: [
        ("1000-01-01", "Jan 1, 1000", "1000年1月1日"), ("0001-01-01", "Jan 1, 1", "1年1月1日"),
        ("1582-10-04", "Oct 4, 1582", "1582年10月4日"), ("1582-10-15", "Oct 15, 1582", "1582年10月15日"),
    ])
    func datesBeforeTheGregorianReformStayGregorian(text: String, en: String, zhHans: String) throws {
        let day = try CalendarDate(parsing: text)
        #expect(try DateFormat(skeleton: "yMMMd", locale: .en).format(day) == en)
        #expect(try DateFormat(skeleton: "yMMMd", locale: .zhHans).format(day) == zhHans)
        let midnight = try Timestamp(parsing: text + "T00:00:00Z")
        #expect(try DateFormat(skeleton: "yMMMd", locale: .en).format(midnight) == en)
        #expect(
            try MessageFormat("{when, date, ::yMMMd}", locale: .zhHans).format([
                "when": .date(midnight.millisecondsSinceEpoch)
            ]) == zhHans)
    }

    @Test func rangesBeforeTheGregorianReformStayGregorian() throws {
        func range(_ start: String, _ end: String, _ locale: LanguageTag) throws -> String {
            try DateRangeFormat(skeleton: "yMMMd", locale: locale).format(
                from: try CalendarDate(parsing: start), to: try CalendarDate(parsing: end))
        }
        #expect(try range("1582-10-04", "1582-10-15", .en) == "Oct 4\u{2009}–\u{2009}15, 1582")
        #expect(try range("1582-10-04", "1582-10-15", .zhHans) == "1582年10月4日至15日")
        #expect(try range("1000-01-01", "1000-01-05", .en) == "Jan 1\u{2009}–\u{2009}5, 1000")
        #expect(try range("1000-01-01", "1000-01-05", .zhHans) == "1000年1月1日至5日")
        #expect(try range("0001-01-01", "0001-01-03", .en) == "Jan 1\u{2009}–\u{2009}3, 1")
        #expect(try range("0001-01-01", "0001-01-03", .zhHans) == "1年1月1日至3日")
    }

    /// Days since 1970 count the proleptic Gregorian calendar, as ICU's dates now do.
    @Test func civilDatesCountProlepticGregorianDays() throws {
        #expect(try CalendarDate(parsing: "0001-01-01").daysSinceEpoch == -719_162)
        #expect(try CalendarDate(parsing: "1000-01-01").daysSinceEpoch == -354_285)
        #expect(try CalendarDate(parsing: "1582-10-04").daysSinceEpoch == -141_438)
        #expect(try CalendarDate(parsing: "1582-10-15").daysSinceEpoch == -141_427)
        #expect(try Timestamp(parsing: "1582-10-15T00:00:00Z").epochMilliseconds == -141_427 * 86_400_000)
        #expect(try Timestamp(parsing: "0001-01-01T00:00:00Z").epochMilliseconds == -719_162 * 86_400_000)
    }

    @Test func badSkeletonsAndZonesAreRefused() {
        #expect(throws: FormatError.invalidDateSkeleton("MMM d")) { try DateFormat(skeleton: "MMM d", locale: .en) }
        #expect(throws: FormatError.invalidDateSkeleton("")) { try DateFormat(skeleton: "", locale: .en) }
        #expect(throws: FormatError.invalidTimeZone("Mars/Olympus")) { try TimeZoneID("Mars/Olympus") }
    }

    @Test func isoParsing() throws {
        #expect(try Timestamp(parsing: "1970-01-01T00:00:00Z").millisecondsSinceEpoch == 0)
        #expect(try Timestamp(parsing: "2026-11-27T16:30:00.250+08:00").millisecondsSinceEpoch == 1_795_768_200_250)
        #expect(try Timestamp(parsing: "2000-02-29T23:59:59-05:30").millisecondsSinceEpoch == 951_888_599_000)
        #expect(try CalendarDate(parsing: "2024-02-29").daysSinceEpoch == 19782)
        #expect(try CalendarDate(parsing: "2026-11-23").isoWeekday == 1)
        #expect(CalendarDate(daysSinceEpoch: 19782).description == "2024-02-29")
        for bad in [
            "2026-02-30", "2026-13-01", "26-11-27", "2026-11-27T08:30:00", "2026-11-27T24:00:00Z",
            "2026-11-27 08:30:00Z", "2026-11-27T08:30:00.Z",
        ] {
            #expect(throws: FormatError.invalidDate(bad)) { _ = try DateValueProbe.parse(bad) }
        }
    }
}

/// Parses either form the API sends, as the CLI does.
enum DateValueProbe {
    static func parse(_ text: String) throws(FormatError) -> Double {
        text.utf8.count == 10
            ? try CalendarDate(parsing: text).utcMidnightMilliseconds
            : try Timestamp(parsing: text).millisecondsSinceEpoch
    }
}
