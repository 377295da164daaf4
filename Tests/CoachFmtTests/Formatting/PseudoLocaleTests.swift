import Testing

@testable import CoachFmt
@testable import CoachFmtCatalog
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// The pseudo-locale `en-XA`: only the literal text of a parsed message changes.
@Suite struct PseudoLocaleTests {
    /// A pattern, its arguments, and what en-XA formats it as. Each case keeps something that must
    /// not be touched: an argument, a plural or select keyword, `#`, a skeleton, quoting.
    @Test(
        arguments: [
            // `#` and the plural keywords stay; each branch is pseudo-localized, the brackets go around the whole.
            ("{count, plural, one {# day} other {# days}}", ["count": 5], "[5 ðåååýš]"),
            ("{count, plural, one {# day} other {# days}}", ["count": 1], "[1 ðååý]"),
            // An explicit value, an offset and a nested argument.
            (
                "{count, plural, offset:1 =0 {Nobody} one {Just {name}} other {{name} and # others}}",
                ["count": 3, "name": "Mia"], "[Mia ååñð 2 öööţĥéŕš]"
            ),
            // Select keywords stay; only the chosen branch's text shows.
            ("{kind, select, daily {Daily} free {Free} other {Other}}", ["kind": "free"], "[Ƒŕéééé]"),
            // A plural nested in a select: its `#` is still the number.
            (
                "{kind, select, read {{count, plural, one {# reading day} other {# reading days}}} other {{count, plural, one {# day} other {# days}}}}",
                ["kind": "read", "count": 3], "[3 ŕééééåðîñĝ ðåååýš]"
            ),
            // A select nested in a plural: ICU keeps its `#` as text, in en too ("# reading day").
            (
                "{count, plural, =0 {No days} one {{kind, select, read {# reading day} other {# day}}} other {# days}}",
                ["count": 1, "kind": "read"], "[# ŕééééåðîñĝ ðååý]"
            ),
            ("{count, plural, =0 {No days} other {# days}}", ["count": 0], "[Ñöö ðåååýš]"),
            // A number skeleton stays a skeleton, and the number is the number.
            ("{n, number, ::sign-always} XP", ["n": 45], "[+45 ẊÞÞ]"),
            ("{percent, number, ::percent scale/100}", ["percent": 0.25], "[25%]"),
            // Quoting: '' is one apostrophe, '{…}' is literal text (accented: it is copy), '#' in a
            // plural is a literal #; an apostrophe before a letter is just an apostrophe.
            ("It''s '{literal}' and {name}!", ["name": "Mia"], "[ÎÎţ'š {ļîîîîţéŕåļ} ååñð Mia!]"),
            ("It's {name}'s turn", ["name": "Ann"], "[ÎÎţ'š Ann'š ţûûûŕñ]"),
            ("{count, plural, other {# items '#'1}}", ["count": 5], "[5 îîîţéḿš #1]"),
            // Argument values are inserted as given, MessageFormat syntax and all.
            ("Hi {name}", ["name": "O'Brien {0} # day"], "[Ĥîî O'Brien {0} # day]"),
            // Typographic quotes and dashes are text, not syntax.
            ("Tap ‘{cta}’ — that’s it.", ["cta": "Go"], "[Ţååþ ‘Go’ — ţĥåååţ’š îîţ.]"),
        ] as [(String, [String: MessageValue], String)])
    func literalTextOnly(pattern: String, arguments: [String: MessageValue], expected: String) throws {
        #expect(try MessageFormat(pattern, locale: .enXA).format(arguments) == expected)
    }

    @Test func thePatternKeepsItsStructure() throws {
        #expect(
            try PseudoLocale.pattern("{count, plural, one {# day} other {# days}}")
                == "[{count, plural, one {# ðååý} other {# ðåååýš}}]")
        #expect(try PseudoLocale.pattern("It''s '{literal}'") == "[ÎÎţ''š '{ļîîîîţéŕåļ}']")
        #expect(try PseudoLocale.pattern("{n, number, ::sign-always} XP") == "[{n, number, ::sign-always} ẊÞÞ]")
        #expect(try PseudoLocale.pattern("") == "[]")
    }

    @Test func datesAndNumbersAreEnglishUnderneath() throws {
        let ms = try Timestamp(parsing: "2026-11-27T23:30:00Z").millisecondsSinceEpoch
        let when = try MessageFormat("Due {when, date, ::MMMd}", locale: .enXA)
        #expect(try when.format(["when": .date(ms)]) == "[Ðûûé Nov 27]")
        #expect(try NumberFormat(locale: .enXA).format(1234.5) == "1,234.5")
        #expect(
            try DateFormat(skeleton: "MMMEd", locale: .enXA).format(CalendarDate(parsing: "2025-10-17"))
                == "Fri, Oct 17")
        #expect(PluralCategory.of(1, locale: .enXA) == .one)
        #expect(try PluralCategory.of(decimal: "1.0", locale: .enXA) == .other)
    }

    @Test func plainTextIsPseudoLocalizedWhole() {
        #expect(PseudoLocale.text("Good morning") == "[Ĝööööð ḿööööŕñîñĝ]")
        #expect(PseudoLocale.text("139 words") == "[139 ŵöööŕðš]")
        #expect(PseudoLocale.text("{name} #") == "[{ñåååḿé} #]")
        #expect(PseudoLocale.text("") == "")
    }

    @Test func syntaxErrorsAreTheSameAsInEnglish() {
        let broken = "{count, plural, one {# day}"
        #expect(
            throws: FormatError.invalidPattern(
                broken, offset: 15, icu: "the message syntax is broken (U_PATTERN_SYNTAX_ERROR)")
        ) {
            try MessageFormat(broken, locale: .enXA)
        }
        #expect(
            throws: FormatError.invalidPattern(
                broken, offset: 15, icu: "the message syntax is broken (U_PATTERN_SYNTAX_ERROR)")
        ) {
            try PseudoLocale.pattern(broken)
        }
    }

    /// Every en message keeps its arguments, kinds, styles and selectors, and the copy grows by
    /// about 40 % (brackets included), as Documentation/Reviewing.md says.
    @Test func everyCatalogMessageKeepsItsStructureAndGrowsAbout40Percent() throws {
        let en = try #require(Catalog.builtIn.messages[.en])
        var english = 0
        var pseudo = 0
        for (key, entry) in en {
            let transformed = try PseudoLocale.pattern(entry.value)
            #expect(try MessageFormat.describe(transformed) == MessageFormat.describe(entry.value), "\(key)")
            guard try MessageFormat.describe(entry.value).isEmpty else { continue }
            english += try MessageFormat(entry.value, locale: .en).format([:]).count
            pseudo += try MessageFormat(entry.value, locale: .enXA).format([:]).count
        }
        let growth = Double(pseudo) / Double(english) - 1
        #expect(growth > 0.35 && growth < 0.5, "\(growth)")
    }

    @Test func theCatalogServesEnXAFromEnglishWithoutAFallback() throws {
        let resolution = try Catalog.builtIn.resolve("home.quest.cta.start", locale: .enXA)
        #expect(resolution.locale == .enXA)
        #expect(!resolution.isFallback)
        #expect(resolution.pattern == Catalog.builtIn.messages[.en]?["home.quest.cta.start"]?.value)
        #expect(try Catalog.builtIn.format("home.quest.cta.start", locale: .enXA) == "[Šţåååŕţ ţöööðåý’š šééééššîöñ]")
    }
}
