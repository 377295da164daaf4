import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtCatalog
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// Overlays: copy fixed after a release, each value held to `coach-fmt check`'s rules, the
/// ones that break a rule reported and left at their built-in value.
@Suite struct CatalogOverlayTests {
    func overlay(_ json: String, _ locale: LanguageTag = .zhHans) -> CatalogOverlay {
        Catalog.builtIn.overlaid(with: json.utf8, locale: locale)
    }

    func lines(_ overlay: CatalogOverlay) -> [String] { overlay.problems.map(\.description) }

    /// The lines of a render that show the given elements.
    func rendered(_ state: String, _ locale: LanguageTag, _ catalog: Catalog, ids: Set<String>) throws -> [String] {
        let state = try #require(try ExampleIndex.builtIn().state(state))
        return try state.render(locale: locale, catalog: catalog).textLines().filter {
            $0.element.map(ids.contains) ?? false
        }.map(\.line)
    }

    /// The library checks overlays against its own copy of the style data: the files' text.
    @Test func theLibraryCarriesTheStyleFilesAsTheyAre() throws {
        #expect(CopyStyle.builtInStyleText == EmbeddedResources.text("copy/style.json"))
        #expect(CopyStyle.builtInGlossaryText == EmbeddedResources.text("copy/glossary.json"))
        let glossary = try Glossary.parse(try #require(EmbeddedResources.text("copy/glossary.json")), file: "glossary")
        #expect(Glossary.builtIn.terms.map(\.id) == glossary.terms.map(\.id))
        #expect(CopyStyle.builtIn.kind(ofKey: "common.retry") == .button)
    }

    @Test func anOverlayChangesTheStringsOfARenderedScreen() throws {
        let fixed = overlay(
            #"{"home.quest.title": {"value": "今天的任务"}, "home.streak.label": {"value": "{count, plural, other {已连续练习 # 天}}"}}"#
        )
        #expect(lines(fixed) == [])
        #expect(fixed.appliedKeys == ["home.quest.title", "home.streak.label"])
        let ids: Set = ["home.streak_pill", "home.quest_heading", "home.level"]
        #expect(
            try rendered("home/home--normal", .zhHans, fixed.catalog, ids: ids) == [
                "streak pill: “已连续练习 7 天” {amber} ⟨VO: 已连续练习 7 天，今天还没练习⟩  ‹home.streak.current, home.streak.today_done, home.streak.at_risk; overlay›",
                "level: “等级 6”  ‹home.level.level, home.level.title, home.level.xp_into_level, home.level.xp_for_next›",
                "quest heading: “今天的任务”  ‹home.today_quest, me.stats.completed_sessions; overlay›",
            ])
        let state = try #require(try ExampleIndex.builtIn().state("home/home--normal"))
        let screen = try state.render(locale: .zhHans, catalog: fixed.catalog)
        #expect(screen[HomeScreen.Element.questHeading]?.overlay == true)
        #expect(screen[HomeScreen.Element.level]?.overlay == false)
        #expect(screen.json().contains(#""overlay" : true"#))
        // The other locale is untouched.
        #expect(try state.render(locale: .en, catalog: fixed.catalog) == (try state.render(locale: .en)))
        #expect(CoachCopy.home.questTitle.string(for: .zhHans, catalog: fixed.catalog) == "今天的任务")
    }

    @Test func aBrokenValueKeepsTheBuiltInOneAndTheRestApply() throws {
        let mixed = overlay(#"{"home.quest.title": {"value": "今天的任务"}, "home.quest.xp": {"value": "+XP"}}"#)
        #expect(
            lines(mixed) == [
                "overlay zh-Hans: error: [argument-missing] home.quest.xp: argument 'xp' is missing (en has it)"
            ])
        #expect(mixed.appliedKeys == ["home.quest.title"])
        #expect(
            try rendered("home/home--normal", .zhHans, mixed.catalog, ids: ["home.quest_badge"]) == [
                "quest badge: “+45 XP” ⟨VO: 可获得 45 XP⟩  ‹home.today_quest.xp_reward, home.today_quest.status›"
            ])
    }

    @Test func messagesAreHeldToTheRulesOfCheck() {
        let cases: [(locale: LanguageTag, json: String, expected: [String])] = [
            (
                .en, #"{"home.streak.label": {"value": "{count, plural, other {Streak: # days}}"}}"#,
                [
                    "overlay en: error: [plural-categories] home.streak.label: plural 'count' lacks one (en uses one, other)"
                ]
            ),
            (
                .zhHans, #"{"home.streak.label": {"value": "{count, plural, one {连续练习 # 天}}"}}"#,
                [
                    "overlay zh-Hans: error: [message-syntax] home.streak.label: does not parse at offset 0: a plural or select has no 'other' case, which ICU requires (U_DEFAULT_KEYWORD_MISSING)"
                ]
            ),
            (
                .zhHans, #"{"home.quest.xp": {"value": "+{points, number} XP"}}"#,
                [
                    "overlay zh-Hans: error: [argument-missing] home.quest.xp: argument 'xp' is missing (en has it)",
                    "overlay zh-Hans: error: [argument-extra] home.quest.xp: argument 'points' is not in en",
                ]
            ),
            (
                .zhHans, #"{"home.quest.xp": {"value": "+{xp, select, other {x}} XP"}}"#,
                ["overlay zh-Hans: error: [argument-kind] home.quest.xp: argument 'xp' is select here but number in en"]
            ),
            (
                .zhHans,
                #"{"secs_delta": {"value": "{direction, select, shorter {缩短 {seconds, number} 秒} other {时长不变}}"}}"#,
                [
                    "overlay zh-Hans: error: [select-cases] secs_delta: select 'direction' has the cases other, shorter; en has longer, other, same, shorter"
                ]
            ),
            (
                .zhHans, #"{"common.retry": {"value": "重试。"}}"#,
                ["overlay zh-Hans: error: [style.final-punctuation] common.retry: a button ends in “。”"]
            ),
            (
                .zhHans, #"{"home.quest.title": {"value": "今日任务 "}}"#,
                [
                    "overlay zh-Hans: error: [edge-whitespace] home.quest.title: ends with white space that the source value does not have"
                ]
            ),
            (
                .zhHans, #"{"home.quest.title": {"value": "今日\u001b任务"}}"#,
                [
                    "overlay zh-Hans: error: [control-character] home.quest.title: holds the control character U+001B; only tab and line break may appear"
                ]
            ),
            (
                .zhHans, #"{"home.quest.title": {"value": "  "}}"#,
                [
                    "overlay zh-Hans: error: [empty-value] home.quest.title: value is empty or only white space and invisible characters: leave the entry out to leave it untranslated"
                ]
            ),
            (
                .zhHans, #"{"home.quest.title": {"value": "\u200b\u2060\ufeff\u200d "}}"#,
                [
                    "overlay zh-Hans: error: [empty-value] home.quest.title: value is empty or only white space and invisible characters: leave the entry out to leave it untranslated"
                ]
            ),
            // A style changes the value shown: 45 would read "+45,000,000 XP" while the spoken label says 45.
            (
                .zhHans, #"{"home.quest.xp": {"value": "+{xp, number, ::scale/1000000} XP"}}"#,
                [
                    "overlay zh-Hans: error: [argument-style] home.quest.xp: argument 'xp' is written 'number, ::scale/1000000' here, which en does not use (en: 'number'); a translation keeps its source's type, style and skeleton"
                ]
            ),
            (
                .en, #"{"home.quest.xp": {"value": "+{xp, number, percent} XP"}}"#,
                [
                    "overlay en: error: [argument-style] home.quest.xp: argument 'xp' is written 'number, percent' here, which en does not use (en: 'number'); a translation keeps its source's type, style and skeleton"
                ]
            ),
            (
                .en, #"{"home.quest.xp": {"value": "+{xp, spellout} XP"}}"#,
                [
                    "overlay en: error: [argument-style] home.quest.xp: argument 'xp' is written 'spellout' here, which en does not use (en: 'number'); a translation keeps its source's type, style and skeleton"
                ]
            ),
            (
                .en, #"{"home.quest.xp": {"value": "+{xp, ordinal} XP"}}"#,
                [
                    "overlay en: error: [argument-style] home.quest.xp: argument 'xp' is written 'ordinal' here, which en does not use (en: 'number'); a translation keeps its source's type, style and skeleton"
                ]
            ),
            (
                .zhHans, #"{"home.quest.xp": {"value": "+{xp, duration} XP"}}"#,
                [
                    "overlay zh-Hans: error: [argument-style] home.quest.xp: argument 'xp' is written 'duration' here, which en does not use (en: 'number'); a translation keeps its source's type, style and skeleton"
                ]
            ),
            (
                .zhHans, #"{"home.quest.xp": {"value": "+{xp, number, ::currency/CNY} XP"}}"#,
                [
                    "overlay zh-Hans: error: [argument-style] home.quest.xp: argument 'xp' is written 'number, ::currency/CNY' here, which en does not use (en: 'number'); a translation keeps its source's type, style and skeleton"
                ]
            ),
            (
                .en,
                #"{"secs_delta": {"value": "{direction, select, shorter {{seconds, number, ::measure-unit/duration-minute unit-width-full-name} shorter} longer {{seconds, number, ::measure-unit/duration-second unit-width-full-name} longer} same {Same length} other {Same length}}"}}"#,
                [
                    "overlay en: error: [argument-style] secs_delta: argument 'seconds' is written 'number, ::measure-unit/duration-minute unit-width-full-name' here, which en does not use (en: 'number, ::measure-unit/duration-second unit-width-full-name'); a translation keeps its source's type, style and skeleton"
                ]
            ),
        ]
        for (locale, json, expected) in cases {
            let result = overlay(json, locale)
            #expect(lines(result) == expected, "\(json)")
            #expect(result.appliedKeys == [], "\(json)")
        }
    }

    @Test func wrongTypesCostOnlyTheirKey() {
        let result = overlay(
            #"{"common.retry": "再试一次", "home.quest.title": {"value": 5}, "home.quest.done": {}, "home.quest.xp": {"value": "+{xp, number} XP", "note": ["x"]}, "common.cancel": {"value": null}, "home.quest.cta.start": {"value": "开始练习"}}"#
        )
        #expect(
            lines(result) == [
                "overlay zh-Hans: error: [entry-type] common.cancel: value: expected a string, found null",
                "overlay zh-Hans: error: [entry-type] common.retry: expected an object, found a string",
                "overlay zh-Hans: error: [entry-type] home.quest.done: value: required field is missing",
                "overlay zh-Hans: error: [entry-type] home.quest.title: value: expected a string, found a number",
                "overlay zh-Hans: error: [entry-type] home.quest.xp: note: expected a string, found an array",
            ])
        #expect(result.appliedKeys == ["home.quest.cta.start"])
    }

    @Test func anUnknownKeyIsIgnoredAndReported() {
        let result = overlay(#"{"home.no_such_key": {"value": "新"}, "home.quest.title": {"value": "今天的任务"}}"#)
        #expect(
            lines(result) == ["overlay zh-Hans: error: [extra-key] home.no_such_key: not in the en catalog; ignored"])
        #expect(result.appliedKeys == ["home.quest.title"])
        #expect(result.catalog.pattern("home.no_such_key", in: .zhHans) == nil)
        #expect(!result.isRefused)
    }

    @Test func hugeValuesAndDeepNestingAreRefusedBeforeICU() {
        let long = String(repeating: "长", count: 2000)
        let deep = String(repeating: "{n, plural, other {", count: 9) + "x" + String(repeating: "}}", count: 9)
        let result = overlay(#"{"home.quest.title": {"value": "\#(long)"}, "home.quest.done": {"value": "\#(deep)"}}"#)
        #expect(
            lines(result) == [
                "overlay zh-Hans: error: [message-depth] home.quest.done: message arguments (plural, select, selectordinal, choice) nest deeper than the limit of 8 levels",
                "overlay zh-Hans: error: [value-size] home.quest.title: value is 6000 bytes, over the limit of 4096 bytes",
            ])
        #expect(result.appliedKeys == [])
        // A key of half a megabyte is quoted in 120 bytes, `… (524288 bytes)` included.
        let hugeKey = String(repeating: "k", count: 1 << 19)
        let unknown = overlay("{\"\(hugeKey)\": {\"value\": \"x\"}}")
        #expect(
            lines(unknown) == [
                "overlay zh-Hans: error: [extra-key] \(String(repeating: "k", count: 102))… (524288 bytes): not in the en catalog; ignored"
            ])
    }

    @Test func anUnreadableFileIsRefusedWholeAndChangesNothing() {
        let cases: [(json: String, expected: String)] = [
            (
                #"{"home.quest.title": {"value": "今天的任务"}"#,
                "overlay zh-Hans: error: [overlay-json] malformed JSON: expected ',' or '}' at line 1, column 40, found the end of the document"
            ),
            (
                #"{"home.quest.title": {"value": "a"}, "home.quest.title": {"value": "b"}}"#,
                "overlay zh-Hans: error: [overlay-json] malformed JSON: duplicate key \"home.quest.title\" at line 1, column 38"
            ),
            (
                #"[{"home.quest.title": {"value": "今天的任务"}}]"#,
                "overlay zh-Hans: error: [overlay-root] expected an object of key to {\"value\": …}, found an array"
            ),
            (
                String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
                "overlay zh-Hans: error: [overlay-json] malformed JSON: nesting deeper than 256 levels at line 1, column 257"
            ),
            (
                "{\"home.quest.title\": {\"value\": \"" + String(repeating: "a", count: 1 << 20) + "\"}}",
                "overlay zh-Hans: error: [overlay-size] the file is 1048611 bytes, over the limit of 1048576 bytes"
            ),
        ]
        for (json, expected) in cases {
            let result = overlay(json)
            #expect(lines(result) == [expected])
            #expect(result.isRefused)
            #expect(result.appliedKeys == [])
            #expect(result.catalog.pattern("home.quest.title", in: .zhHans) == "今日任务")
        }
        let invalidUTF8 = Catalog.builtIn.overlaid(with: [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D], locale: .zhHans)
        #expect(
            invalidUTF8.problems.map(\.description) == [
                "overlay zh-Hans: error: [overlay-json] malformed JSON: invalid UTF-8 in the string starting at line 1, column 2"
            ])
        let pseudo = overlay("{}", .enXA)
        #expect(lines(pseudo) == ["overlay en-XA: error: [overlay-locale] en-XA has no catalog (en, zh-Hans)"])
    }

    @Test func overlaysStackAndAnEnOverlayReachesThePseudoLocale() throws {
        let first = overlay(#"{"home.quest.title": {"value": "今天的任务"}, "common.retry": {"value": "再试一次"}}"#)
        let second = first.catalog.overlaid(with: #"{"home.quest.title": {"value": "今日练习"}}"#.utf8, locale: .zhHans)
        #expect(second.catalog.pattern("home.quest.title", in: .zhHans) == "今日练习")
        #expect(second.catalog.pattern("common.retry", in: .zhHans) == "再试一次")
        let english = second.catalog.overlaid(
            with: #"{"home.quest.title": {"value": "Your quest today"}}"#.utf8, locale: .en)
        #expect(
            try rendered("home/home--normal", .enXA, english.catalog, ids: ["home.quest_heading"]) == [
                "quest heading: “[Ýöööûŕ ǫûûûéšţ ţöööðåý]”  ‹home.today_quest, me.stats.completed_sessions; overlay›"
            ])
    }

    @Test func aSentenceIsHeldToTheSiblingsItJoins() {
        let result = overlay(#"{"complete.subline.improved": {"value": "说得更少，讲得更清楚"}}"#)
        #expect(
            lines(result) == [
                "overlay zh-Hans: error: [style.sibling-endings] complete.subline.improved: ends without sentence punctuation, unlike its siblings (complete.subline.*): complete.subline.declined, complete.subline.same, complete.subline.shorter_lost"
            ])
        #expect(result.appliedKeys == [])
    }

    @Test func aStaleTranslationIsAppliedWithAWarning() {
        let result = overlay(#"{"home.quest.title": {"value": "今天的任务", "source_fingerprint": "0000000000000000"}}"#)
        #expect(
            lines(result) == [
                "overlay zh-Hans: warning: [stale-translation] home.quest.title: stale: the en value changed after this translation was made"
            ])
        #expect(result.appliedKeys == ["home.quest.title"])
    }
}
