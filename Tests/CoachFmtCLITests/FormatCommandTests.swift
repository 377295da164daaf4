import CoachFmtResources
import Testing

@testable import CoachFmtCLI

/// Each `coach-fmt` command line with its exact stdout, in-process.
@Suite struct FormatCommandTests {
    let tool = CommandLineTool()

    @Test(arguments: [
        (["format", "initials", "👩‍💻 Mia"], "👩‍💻"),
        (["format", "initials", "istanbul", "--locale", "tr"], "İ"),
        (["format", "date", "2025-10-17", "--skeleton", "MMMd", "--locale", "zh-Hans"], "10月17日"),
        (["format", "date", "2025-10-17", "--skeleton", "MMMd", "--locale", "en"], "Oct 17"),
        (
            [
                "format", "date", "2026-11-27T08:30:00Z", "--skeleton", "Hm", "--locale", "en", "--time-zone",
                "Asia/Shanghai",
            ], "16:30"
        ),
        (
            ["format", "interval", "2026-11-23", "2026-11-29", "--skeleton", "MMMd", "--locale", "zh-Hans"],
            "11月23日至29日"
        ),
        (
            ["format", "interval", "2026-11-23", "2026-11-29", "--skeleton", "MMMd", "--locale", "en"],
            "Nov 23\u{2009}–\u{2009}29"
        ),
        (["format", "plural", "1", "--locale", "en"], "one"),
        (["format", "plural", "5", "--locale", "ru"], "many"),
        (["format", "plural", "1", "--locale", "zh-Hans"], "other"),
        (["format", "number", "11", "--locale", "en", "--skeleton", "sign-always"], "+11"),
        (["format", "number", "1234.5", "--locale", "zh-Hans"], "1,234.5"),
        (["format", "endonym", "ja"], "日本語"),
        (["format", "endonym", "zh-Hans"], "简体中文"),
        (["format", "endonym", "ja", "--locale", "zh-Hans"], "日语"),
        (["format", "duration", "138400"], "02:18"),
        (["format", "eta", "12400", "--locale", "en"], "About 10 seconds left"),
        (["format", "eta", "12600", "--locale", "zh-Hans"], "还需约 15 秒"),
        (["format", "read-time", "150", "--locale", "en"], "2.5 min read"),
        (["format", "read-time", "40", "--locale", "zh-Hans"], "阅读约 30 秒"),
        (["format", "message", "{count, plural, one {# day} other {# days}}", "count=1", "--locale", "en"], "1 day"),
        (["format", "message", "Hi {name}", "name=O'Brien {0} #", "--locale", "en"], "Hi O'Brien {0} #"),
        (["locale", "negotiate", "zh-CN"], "zh-Hans"),
        (["locale", "negotiate", "zh-TW", "fr"], "en"),
        // The pseudo-locale: literal text accented, expanded and bracketed; numbers, dates and plurals English.
        (["locale", "negotiate", "en-XA"], "en-XA"),
        (
            ["format", "message", "{count, plural, one {# day} other {# days}}", "count=5", "--locale", "en-XA"],
            "[5 ðåååýš]"
        ),
        (["format", "number", "1234.5", "--locale", "en-XA"], "1,234.5"),
        (["format", "plural", "1", "--locale", "en-XA"], "one"),
        (["format", "date", "2025-10-17", "--skeleton", "MMMd", "--locale", "en-XA"], "Oct 17"),
        (["format", "read-time", "150", "--locale", "en-XA"], "[2.5 ḿîîñ ŕéééåð]"),
    ])
    func printsOneLine(arguments: [String], expected: String) {
        let result = tool.run(arguments)
        #expect(result == CommandLineTool.Result(stdout: expected + "\n", stderr: "", exitCode: 0))
    }

    @Test(arguments: [
        (
            ["format", "date", "2025-02-30", "--skeleton", "MMMd", "--locale", "en"],
            "Error: invalid date '2025-02-30': expected YYYY-MM-DD or an ISO-8601 timestamp with a zone (2026-11-27T08:30:00Z)\n"
        ),
        (
            ["format", "date", "2025-02-03", "--skeleton", "MMMd", "--locale", "en", "--time-zone", "Mars/Base"],
            "Error: invalid time zone 'Mars/Base': not an IANA time zone id\n"
        ),
        (
            ["format", "number", "12abc", "--locale", "en"],
            "Error: invalid number '12abc': expected a decimal number such as 12, -3 or 0.5\n"
        ),
        (
            ["format", "number", "1", "--locale", "en", "--skeleton", "bogus"],
            "Error: invalid number skeleton 'bogus' at offset 0: not a valid ICU number skeleton (U_NUMBER_SKELETON_SYNTAX_ERROR)\n"
        ),
        (
            ["format", "plural", "1", "--locale", "en_US!"],
            "Error: invalid language tag 'en_US!': not a well-formed BCP-47 tag\n"
        ),
        (["format", "duration", "-5"], "Error: invalid duration -5 ms: a duration cannot be negative\n"),
        (
            ["format", "eta", "0", "--locale", "en"],
            "Error: ETA 0 ms is hidden: the screen shows no ETA line when it is null or not positive\n"
        ),
        (
            ["format", "message", "{n, plural, one {x}", "--locale", "en"],
            "Error: invalid message pattern '{n, plural, one {x}' at offset 11: the message syntax is broken (U_PATTERN_SYNTAX_ERROR)\n"
        ),
        (
            ["format", "message", "{n} {m}", "n=1", "--locale", "en"],
            "Error: missing argument 'm' for message '{n} {m}'\n"
        ),
        (
            ["format", "message", "{n, plural, one {# day}}", "n=1", "--locale", "en"],
            "Error: invalid message pattern '{n, plural, one {# day}}' at offset 0: a plural or select has no 'other' case, which ICU requires (U_DEFAULT_KEYWORD_MISSING)\n"
        ),
        (
            ["format", "message", "{when, date, ::yMMMd}", "when=2026-10-17", "--locale", "en"],
            "Error: argument 'when' is a date in the message, but '2026-10-17' is not a date: write it as when=date:2026-10-17T08:00:00Z\n"
        ),
        (
            ["format", "message", "{when, date, ::yMMMd}", "when=date:2026-10-17", "--locale", "en"],
            "Error: invalid date argument '2026-10-17': after date:, expected an ISO-8601 instant with its zone (2026-10-17T08:00:00Z)\n"
        ),
        (
            ["format", "number", "5", "--locale", "en", "--skeleton", "precision-increment/0"],
            "Error: ICU failed while applying the number skeleton 'precision-increment/0' to 5: a number in the skeleton is out of the range ICU allows (U_NUMBER_ARG_OUTOFBOUNDS_ERROR)\n"
        ),
    ])
    func badInputIsOneLineAndExitOne(arguments: [String], expected: String) {
        let result = tool.run(arguments)
        #expect(result.stderr == expected)
        #expect(result.stdout == "")
        #expect(result.exitCode == 1)
    }

    /// A date argument is written `date:` and an instant; it formats in --time-zone, and a civil
    /// date before 1582 stays Gregorian.
    @Test func messageDateArguments() {
        #expect(
            tool.run([
                "format", "message", "{when, date, ::MMMEd} {when, time, ::Hm}", "when=date:2026-10-17T08:00:00Z",
                "--locale", "en", "--time-zone", "Asia/Tokyo",
            ]) == CommandLineTool.Result(stdout: "Sat, Oct 17 17:00\n"))
        #expect(
            tool.run(["format", "message", "{when, date, ::yMMMd}", "when=date:1000-01-01T00:00:00Z", "--locale", "en"])
                == CommandLineTool.Result(stdout: "Jan 1, 1000\n"))
    }

    @Test func badUsageIsExitTwoWithUsage() {
        let result = tool.run(["format", "date", "2025-10-17", "--locale", "en"])
        #expect(result.exitCode == 2)
        #expect(
            result.stderr == """
                Error: missing '--skeleton'
                Usage: coach-fmt format date VALUE --skeleton SKELETON --locale TAG [--time-zone IANA]
                See 'coach-fmt help format'.

                """)
        #expect(tool.run(["frobnicate"]).exitCode == 2)
        #expect(tool.run(["format", "duration", "1", "--bogus"]).stderr.hasPrefix("Error: unknown option '--bogus'\n"))
        #expect(tool.run(["format", "duration", "1", "2"]).stderr.hasPrefix("Error: unexpected argument '2'\n"))
    }

    /// Help is tested word for word in ``HelpTests``.
    @Test func version() {
        #expect(
            tool.run(["--version"]).stdout
                == "coach-fmt \(CommandLineTool.version) · \(ICUDifferences.current.summary)\n")
    }
}
