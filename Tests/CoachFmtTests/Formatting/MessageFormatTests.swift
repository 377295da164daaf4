import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

@Suite struct MessageFormatTests {
    @Test func pluralSelectOrdinalNumber() throws {
        let days = try MessageFormat("{count, plural, one {# day} other {# days}}", locale: .en)
        #expect(try days.format(["count": 1]) == "1 day")
        #expect(try days.format(["count": 5]) == "5 days")
        #expect(try MessageFormat("{count, plural, other {# 天}}", locale: .zhHans).format(["count": 5]) == "5 天")
        let ru = try MessageFormat(
            "{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}", locale: LanguageTag("ru"))
        #expect(try ru.format(["n": 3]) == "3 дня")
        #expect(try ru.format(["n": 11]) == "11 дней")
        let select = try MessageFormat("{kind, select, daily {Daily} free {Free} other {Other}}", locale: .en)
        #expect(try select.format(["kind": "free"]) == "Free")
        #expect(try select.format(["kind": "unknown"]) == "Other")
        let ordinal = try MessageFormat("{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", locale: .en)
        #expect(try ordinal.format(["n": 22]) == "22nd")
        #expect(try MessageFormat("{xp, number, ::sign-always}", locale: .en).format(["xp": 5]) == "+5")
    }

    @Test func dateArgumentsUseTheGivenZone() throws {
        let ms = try Timestamp(parsing: "2026-11-27T23:30:00Z").millisecondsSinceEpoch
        let shanghai = try MessageFormat("{when, date, ::MMMd}", locale: .en, timeZone: TimeZoneID("Asia/Shanghai"))
        #expect(try shanghai.format(["when": .date(ms)]) == "Nov 28")
        #expect(try MessageFormat("{when, date, ::MMMd}", locale: .en).format(["when": .date(ms)]) == "Nov 27")
    }

    @Test func argumentValuesAreLiteral() throws {
        let hello = try MessageFormat("{count, plural, other {Hi {name}, # left}}", locale: .en)
        #expect(try hello.format(["name": "O'Brien {0} #", "count": 2]) == "Hi O'Brien {0} #, 2 left")
    }

    @Test func missingArgumentIsAnErrorNotABrace() throws {
        let days = try MessageFormat("{count, plural, one {# day} other {# days}} for {name}", locale: .en)
        #expect(throws: FormatError.missingArgument("name", pattern: days.pattern)) { try days.format(["count": 1]) }
    }

    @Test func syntaxErrorsNameTheOffset() {
        #expect(
            throws: FormatError.invalidPattern(
                "{count, plural, one {# day}", offset: 15, icu: "the message syntax is broken (U_PATTERN_SYNTAX_ERROR)")
        ) {
            try MessageFormat("{count, plural, one {# day}", locale: .en)
        }
    }

    @Test func describeListsArgumentsAndSelectors() throws {
        let info = try MessageFormat.describe(
            "{n, plural, one {# by {who}} other {#}} {when, date, short} {k, select, a {A} other {B}}")
        #expect(info.map(\.name) == ["n", "who", "when", "k"])
        #expect(info.map(\.kind) == ["plural", "none", "date", "select"])
        #expect(info[0].selectors == ["one", "other"])
        #expect(info[2].style == "short")
    }

    @Test func numberedArgumentsAreNamedByTheirNumber() throws {
        let mixed = try MessageFormat("{1} before {0}, {name} and {1} again", locale: .en)
        #expect(try mixed.format(["0": "zero", "1": "one", "name": "Mia"]) == "one before zero, Mia and one again")
        #expect(throws: FormatError.missingArgument("0", pattern: mixed.pattern)) {
            try mixed.format(["1": "one", "name": "Mia"])
        }
    }

    @Test func oneFormatterTakesAnyKindOfValueFromCallToCall() throws {
        // The handle keeps its argument values between calls: each call must replace them whole.
        let echo = try MessageFormat("[{v}]", locale: .en)
        let long = String(repeating: "名字", count: 40)
        #expect(try echo.format(["v": .string(long)]) == "[\(long)]")
        #expect(try echo.format(["v": "Mia"]) == "[Mia]")
        #expect(try echo.format(["v": 1234]) == "[1,234]")
        #expect(try echo.format(["v": 2.5]) == "[2.5]")
        #expect(try echo.format(["v": ""]) == "[]")
        #expect(try echo.format(["v": "O'Brien"]) == "[O'Brien]")
    }

    @Test func valuesTooLongForTheStackBufferKeepTheirPlaces() throws {
        // 1,500 bytes of values: more than the stack buffer holds, so they are laid out again on the heap.
        let three = try MessageFormat("{a}|{b}|{c}", locale: .en)
        let a = String(repeating: "α", count: 400)
        let b = String(repeating: "b", count: 700)
        #expect(try three.format(["a": .string(a), "b": .string(b), "c": 3]) == "\(a)|\(b)|3")
        #expect(throws: FormatError.missingArgument("c", pattern: three.pattern)) {
            try three.format(["a": .string(a), "b": .string(b)])
        }
    }

    @Test func longOutputIsNotTruncated() throws {
        let long = String(repeating: "長い文章。", count: 2000)
        #expect(try MessageFormat("{text}!", locale: .en).format(["text": .string(long)]) == long + "!")
    }
}
