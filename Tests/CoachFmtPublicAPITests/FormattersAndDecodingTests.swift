import CoachFmt
import Testing

// The formatters and the decoder an app may call itself, used as an app would: this target
// builds without `package` access, so it stops compiling when one of them stops being public.

@Suite struct FormattersAndDecodingTests {
    @Test func datesAndRanges() throws {
        let friday = try #require(CalendarDate(year: 2026, month: 11, day: 27))
        #expect(try DateFormat(skeleton: "MMMEd", locale: .zhHans).format(friday) == icuExpected("11月27日周五"))
        let instant = try #require(Timestamp("2026-11-27T14:30:00Z"))
        #expect(
            try DateFormat(skeleton: "yMMMdjm", locale: .en, timeZone: App.zone).format(instant)
                == icuExpected("Nov 27, 2026, 9:30\u{202F}AM"))
        let week = try DateRangeFormat(skeleton: "MMMd", locale: .en)
        #expect(
            try week.format(from: friday.adding(days: -4), to: friday.adding(days: 2)) == "Nov 23\u{2009}–\u{2009}29")
    }

    @Test func numbersDurationsAndLists() throws {
        #expect(try NumberFormat(skeleton: "currency/USD", locale: .zhHans).format(decimal: "59.99") == "US$59.99")
        #expect(try NumberFormat(locale: .en).format(1234) == "1,234")
        #expect(try DurationFormat.clock(milliseconds: 97_000) == "01:37")
        #expect(ListFormat.and(["Read", "Summarize", "Shorten"], locale: .en) == "Read, Summarize, and Shorten")
    }

    @Test func chineseNumbersKeepTheirUnits() {
        let day = "11月27日"
        #expect(LineBreaks.keepTogether(in: day, language: .zhHans).map { String(day[$0]) } == ["11月", "27日"])
        #expect(LineBreaks.joiningRuns("还需约 15 秒", language: .zhHans) == "还需约 1\u{2060}5\u{A0}秒")
    }

    @Test func namesInitialsAndLocales() throws {
        #expect(LanguageNames.endonym(of: .zhHans) == "简体中文")
        #expect(LanguageNames.name(of: .zhHans, in: .en) == icuExpected("Chinese (Simplified)"))
        #expect(AvatarInitial.of("émile", locale: .en) == "É")
        #expect(AvatarInitial.of("", locale: .en) == AvatarInitial.placeholder)
        #expect(try LocaleNegotiation.catalogLocale(for: ["zh-CN", "en-US"]) == .zhHans)
        #expect(LocaleNegotiation.catalogLocales == [.en, .zhHans])
    }

    @Test func messageFormat() throws {
        let days = try MessageFormat("{n, plural, one {# day} other {# days}}", locale: .en)
        #expect(try days.format(["n": 1]) == "1 day")
        #expect(try days.format(["n": 3]) == "3 days")
        #expect(throws: FormatError.self) { try MessageFormat("{n, plural, one {# day}", locale: .en) }
    }

    @Test func responseBytesDecodeTolerantlyIntoInputs() throws {
        let level = #"{"level": 6, "title": 7, "xp_into_level": 410, "xp_for_next": 500}"#
        #expect(throws: ContractError.self) {
            try ContractDecoder.decode(Level.self, from: Array(level.utf8), file: "level.json")
        }
        let decoded = try ContractDecoder.decodeTolerantly(Level.self, from: Array(level.utf8), file: "level.json")
        #expect(decoded.violations.map(\.description) == ["level.json: level.title: expected a string, found a number"])

        var inputs = ScreenInputs(local: App.local)
        let error = #"{"error": {"code": "internal", "message": 5, "request_id": "7f3a-91c2"}}"#
        try inputs.add(.error, bytes: Array(error.utf8), file: "error.json", mode: .tolerant)
        #expect(inputs.violations.map(\.path) == ["error.error.message"])
        let screen = App.render(.global, inputs, .en)
        #expect(screen.violations == inputs.violations)
    }
}
