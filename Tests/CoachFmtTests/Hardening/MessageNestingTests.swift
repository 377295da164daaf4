import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtCatalog
@testable import CoachFmtFormatting

/// Messages nested too deep for ICU's recursion are refused before ICU sees them; the scan
/// reads nesting and stray braces as ICU's MessagePattern does.
@Suite struct MessageNestingTests {
    /// `depth` plurals, each inside the `other` branch of the one before: about 30 bytes a level.
    static func nestedPlurals(_ depth: Int) -> String {
        String(repeating: "{n, plural, other {x ", count: depth) + "#" + String(repeating: "}}", count: depth)
    }

    static func nestedChoices(_ depth: Int) -> String {
        String(repeating: "{n,choice,0#", count: depth) + "x" + String(repeating: "}", count: depth)
    }

    @Test func depthFollowsICUsReading() {
        let cases: [(String, Int)] = [
            ("Plain text", 0),
            ("{name} and {n, number, ::currency/CNY}", 0),
            ("{count, plural, one {# day} other {# days}}", 1),
            ("{kind, select, a {{n, plural, other {#}}} other {x}}", 2),
            ("{n, choice, 0#none|1#{m, plural, other {#}}}", 2),
            // Quoted braces are text; '' is one apostrophe and quotes nothing.
            ("'{' {a, select, other {it''s '{'{b, select, other {x}}'}'}}", 2),
            ("'{a, select, other {{b, select, other {x}}}}'", 0),
            // '#' quotes only inside a plural, '|' only inside a choice.
            ("{n, plural, other {'#{m, plural, other {x}}'}}", 1),
            ("{s, select, other {'#{m, plural, other {x}}}}", 2),
            // A simple argument's style nests braces as text.
            ("{d, date, {{{{{{{{{{{{x}}}}}}}}}}}}", 0),
            (Self.nestedPlurals(MessageNesting.maximumDepth), MessageNesting.maximumDepth),
            (Self.nestedChoices(3), 3),
        ]
        for (pattern, depth) in cases {
            #expect(MessageNesting(pattern).depth == depth, "\(pattern)")
        }
        #expect(MessageNesting(Self.nestedPlurals(3000)).depth == MessageNesting.maximumDepth + 1)
    }

    /// The catalog's messages nest two levels at most (a plural inside a select, as the spoken
    /// deltas `a11y.delta` and `secs_delta.spoken` do), well inside the limit.
    @Test func catalogNestsTwoLevelsAtMost() {
        var deepest = 0
        for (_, entries) in Catalog.builtInWithNotes.messages {
            for entry in entries.values { deepest = max(deepest, MessageNesting(entry.value).depth) }
        }
        #expect(deepest == 2)
        #expect(MessageNesting.maximumDepth == 8)
    }

    @Test func strayClosingBraces() {
        #expect(MessageNesting("{count, plural, other {# 天}}}").strayBraceOffset == 30)
        #expect(MessageNesting("a } b").strayBraceOffset == 2)
        #expect(MessageNesting("'}' and {n, plural, other {'}'}}").strayBraceOffset == nil)
        #expect(MessageNesting("{count, plural, other {# 天}}").strayBraceOffset == nil)
    }

    /// About 90 KB nested 3000 deep, the size that overflowed ICU's stack: refused, no crash.
    @Test func deepMessagesAreRefusedBeforeICU() throws {
        let limit = MessageNesting.maximumDepth
        for pattern in [Self.nestedPlurals(3000), Self.nestedChoices(20_000), Self.nestedPlurals(limit + 1)] {
            for locale in [LanguageTag.en, .enXA] {
                #expect(throws: FormatError.nestedTooDeep(limit: limit)) { try MessageFormat(pattern, locale: locale) }
            }
            #expect(throws: FormatError.nestedTooDeep(limit: limit)) { try MessageFormat.describe(pattern) }
            #expect(throws: FormatError.nestedTooDeep(limit: limit)) { try PseudoLocale.pattern(pattern) }
        }
        let deepest = try MessageFormat(Self.nestedPlurals(limit), locale: .en)
        #expect(try deepest.format(["n": 2]) == String(repeating: "x ", count: limit) + "2")
        #expect(
            FormatError.nestedTooDeep(limit: limit).description
                == "message arguments (plural, select, selectordinal, choice) nest deeper than the limit of 8 levels")
    }

    /// A catalog holding such a value is checked without a crash, and the problem names the key.
    @Test func catalogCheckReportsDeepValues() {
        var messages = Catalog.builtInWithNotes.messages
        messages[.zhHans]!["band.good"] = CatalogEntry(value: Self.nestedPlurals(100))
        let problems = CatalogCheck(Catalog(messages: messages, origin: "deep"), referenced: [], style: .builtIn).run()
            // With nothing referenced every key is unused; the depth is what this test is about.
            .filter { $0.key == "band.good" && $0.severity == .error && $0.rule != .unusedKey }
        #expect(
            problems.map(\.description) == [
                "deep/zh-Hans.json: error: [message-depth] band.good: message arguments (plural, select, selectordinal, choice) nest deeper than the limit of 8 levels"
            ])
    }

    /// The fuzzers' deep-nesting seeds, through the same entry points.
    @Test func fuzzEntryPointsSurviveDeepNesting() {
        for pattern in [Self.nestedPlurals(3000), Self.nestedChoices(20_000)] {
            Array((pattern + "\0n=3").utf8).withUnsafeBufferPointer { FuzzEntryPoints.message($0) }
            Array(#"{"band.good": {"value": "\#(pattern)"}}"#.utf8).withUnsafeBufferPointer {
                FuzzEntryPoints.catalog($0)
            }
        }
    }
}
