import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtCatalog
@testable import CoachFmtContract
@testable import CoachFmtFormatting

@Suite struct CatalogCheckTests {
    /// The built-in catalog, notes included, with some messages replaced (nil removes the key).
    func catalog(en: [String: String?] = [:], zh: [String: String?] = [:]) -> Catalog {
        var messages = Catalog.builtInWithNotes.messages
        for (key, value) in en { messages[.en]![key] = value.map { CatalogEntry(value: $0, note: "test note") } }
        for (key, value) in zh { messages[.zhHans]![key] = value.map { CatalogEntry(value: $0) } }
        return Catalog(messages: messages, origin: "broken")
    }

    func errors(_ catalog: Catalog) -> [String] {
        CatalogCheck(catalog).run().filter { $0.severity == .error }.map(\.description)
    }

    @Test func builtInCatalogPasses() {
        #expect(errors(Catalog.builtInWithNotes) == [])
        #expect(Catalog.builtInWithNotes.messages[.en]!.count == Catalog.builtInWithNotes.messages[.zhHans]!.count)
    }

    @Test func missingKey() {
        #expect(
            errors(catalog(zh: ["home.offline": nil])) == [
                "broken/zh-Hans.json: error: [missing-translation] home.offline: missing (the en catalog has it)"
            ])
        #expect(
            errors(catalog(zh: ["home.extra": "多余"])) == [
                "broken/zh-Hans.json: error: [extra-key] home.extra: not in the en catalog"
            ])
    }

    @Test func mismatchedArgument() {
        #expect(
            errors(catalog(zh: ["processing.eta": "还需约 {secs, number} 秒"])) == [
                "broken/zh-Hans.json: error: [argument-missing] processing.eta: argument 'seconds' is missing (en has it)",
                "broken/zh-Hans.json: error: [argument-extra] processing.eta: argument 'secs' is not in en",
            ])
        #expect(
            errors(catalog(zh: ["secs_delta": "{seconds, number} 秒 {direction, number}"])) == [
                "broken/zh-Hans.json: error: [argument-kind] secs_delta: argument 'direction' is number here but select in en"
            ])
    }

    @Test func missingPluralCategory() {
        #expect(
            errors(catalog(en: ["complete.ability.building": "{count, plural, other {# of {total}}}"])) == [
                "broken/en.json: error: [plural-categories] complete.ability.building: plural 'count' lacks one (en uses one, other)"
            ])
        // zh-Hans needs only `other`, so a zh-Hans plural with just `other` passes.
        #expect(
            errors(catalog(zh: ["complete.ability.building": "{count, plural, other {# 次}}/{total, number}"])) == [])
    }

    @Test func syntaxError() {
        #expect(
            errors(catalog(zh: ["processing.eta": "还需约 {seconds, number 秒"])) == [
                "broken/zh-Hans.json: error: [message-syntax] processing.eta: does not parse at offset 5: the message syntax is broken (U_PATTERN_SYNTAX_ERROR)"
            ])
    }

    @Test func sourceNotesAndReferences() {
        var messages = Catalog.builtInWithNotes.messages
        messages[.en]!["processing.eta"] = CatalogEntry(value: "About {seconds, number} seconds left")
        messages[.en]!["secs_delta"] = nil
        messages[.zhHans]!["secs_delta"] = nil
        #expect(
            errors(Catalog(messages: messages, origin: "broken")) == [
                "broken/en.json: error: [translator-note] processing.eta: has arguments (seconds) but no note for translators",
                "broken/en.json: error: [missing-key] secs_delta: referenced by the kit but missing",
            ])
    }

    @Test func aKeyFamilyCountsEveryCaseOnceAnExampleReachesIt() {
        // The examples show the resume sheet at round2 only; the sheet's other stages still
        // count as used, and abandoned, which the sheet never shows, needs no key.
        #expect(CatalogReferences.keys.contains("resume.stage.round1_processing"))
        #expect(!CatalogReferences.keys.contains("resume.stage.abandoned"))
        var messages = Catalog.builtInWithNotes.messages
        messages[.en]!["resume.stage.round1_processing"] = nil
        messages[.zhHans]!["resume.stage.round1_processing"] = nil
        #expect(
            errors(Catalog(messages: messages, origin: "broken")) == [
                "broken/en.json: error: [missing-key] resume.stage.round1_processing: referenced by the kit but missing"
            ])
    }

    /// A translation records the fingerprint of the en value it was made from; a changed en
    /// value makes it stale (a warning naming the key), and no fingerprint means unknown.
    @Test func staleTranslationsWarn() {
        #expect(SourceFingerprint.of("Developing") == "22f990e9edb5c686")
        #expect(SourceFingerprint.of("") == "cbf29ce484222325")
        var messages = Catalog.builtInWithNotes.messages
        let en = messages[.en]!["band.good"]!.value
        messages[.zhHans]!["band.good"] = CatalogEntry(value: "基础良好", sourceFingerprint: SourceFingerprint.of(en))
        messages[.zhHans]!["band.strong"] = CatalogEntry(
            value: "表现出色", sourceFingerprint: SourceFingerprint.of("Strong!"))
        let warnings = CatalogCheck(Catalog(messages: messages, origin: "stale")).run()
            .filter { $0.severity == .warning && $0.file == "stale/zh-Hans.json" }.map(\.description)
        #expect(
            warnings == [
                "stale/zh-Hans.json: warning: [stale-translation] band.strong: stale: the en value changed after this translation was made"
            ])
    }

    /// A key that no row, fallback, formatter or entry of outside_screens.json reaches is an
    /// error with its own rule, in the en file only.
    @Test func unusedKeyFails() {
        let problems = CatalogCheck(catalog(en: ["home.never_asked": "Never shown"], zh: ["home.never_asked": "从不显示"]))
            .run().filter { $0.key == "home.never_asked" }.map(\.description)
        #expect(
            problems == [
                "broken/en.json: error: [unused-key] home.never_asked: unused: no row, fallback or formatter reaches it, and outside_screens.json does not list it"
            ])
    }

    /// The copy the app raises itself is listed once, exists in both locales, and no screen
    /// renders it: a key a row shows belongs to the row, not to the list.
    @Test func outsideScreenKeys() throws {
        let keys = CatalogReferences.outsideScreenKeys
        #expect(keys.count == 11)
        for locale in LocaleNegotiation.catalogLocales {
            let messages = try #require(Catalog.builtInWithNotes.messages[locale])
            #expect(keys.keys.filter { messages[$0] == nil }.sorted() == [], "\(locale)")
        }
        var rendered: Set<String> = []
        for state in try ExampleIndex.builtIn().states {
            for locale in LocaleNegotiation.catalogLocales {
                let screen = try state.render(locale: locale)
                func collect(_ element: RenderedElement) {
                    if let key = element.key { rendered.insert(key) }
                    element.parts.forEach(collect)
                }
                screen.elements.forEach(collect)
            }
        }
        #expect(rendered.intersection(keys.keys).sorted() == [])
    }

    // MARK: The copy style and the glossary (CopyStyle), checked in every branch of a message

    @Test func argumentsAreSpacedByWhatTheyRender() {
        #expect(
            errors(
                catalog(zh: [
                    // a number: a space on each side
                    "processing.eta": "还需约{seconds, number}秒",
                    // a date: a space before, none after
                    "paywall.expired.trial_ended": "截至{date}",
                    "paywall.expired.subscription_ended": "你的订阅已于 {date} 结束。",
                    // a UI-language string: no space
                    "paywall.title": "两周练成 {skill}",
                    // any script: set off by punctuation
                    "onboarding.language.ui_note": "应用界面使用 {ui_language}。",
                ])) == [
                    "broken/zh-Hans.json: error: [style.any-script-argument] onboarding.language.ui_note: {ui_language} can be in any script, so set it off with full-width punctuation or “ · ”: “…面使用 Xy。”",
                    "broken/zh-Hans.json: error: [style.han-space] paywall.expired.subscription_ended: a space between two Han characters: “…月17日 结束。”",
                    "broken/zh-Hans.json: error: [style.han-latin-space] paywall.expired.trial_ended: no space between “至” and “1”: “截至10月1…”",
                    "broken/zh-Hans.json: error: [style.han-space] paywall.title: a space between two Han characters: “两周练成 技巧”",
                    "broken/zh-Hans.json: error: [style.han-latin-space] processing.eta: no space between “约” and “1”: “还需约12秒”",
                    "broken/zh-Hans.json: error: [style.han-latin-space] processing.eta: no space between “2” and “秒”: “…需约12秒”",
                ])
    }

    @Test func everyBranchIsChecked() {
        #expect(
            errors(
                catalog(
                    en: ["paywall.cta.trial": "{days, plural, one {Try # day free.} other {Try # days free}}"],
                    zh: [
                        "profile.delete_data.body":
                            "{count, plural, =0 {将永久删除你的全部练习记录.} other {将永久删除你的 # 次练习及其录音和评分。}}账号和订阅不受影响。"
                    ])) == [
                    "broken/en.json: error: [style.final-punctuation] paywall.cta.trial: a button ends in “.”",
                    "broken/zh-Hans.json: error: [style.halfwidth-punctuation] profile.delete_data.body: half-width “.” in a Han sentence, use “。”: “…习记录.账号和…”",
                ])
    }

    @Test func aSignedZeroAnAbbreviatedUnitAndATitleCaseButtonFail() {
        #expect(
            errors(
                catalog(
                    en: [
                        "complete.ability.delta": "{delta, number, ::sign-always}",
                        "processing.eta": "About {seconds, number} s left",
                        "legal.restore": "Restore Purchases",
                    ])) == [
                    "broken/en.json: error: [style.signed-zero] complete.ability.delta: sign-always writes “+0” where nothing changed: use the skeleton sign-except-zero",
                    "broken/en.json: error: [style.sentence-case] legal.restore: “Purchases” is capitalized mid-button: buttons are sentence case (style.json’s proper_nouns lists the exceptions): “…re Purchases”",
                    "broken/en.json: error: [style.unit-abbreviation] processing.eta: “s” after a number in a sentence: spell the unit out (ICU’s measure format or a plural): “…ut 12 s le…”",
                    // The translation, unchanged, now writes a skeleton its source no longer uses.
                    "broken/zh-Hans.json: error: [argument-style] complete.ability.delta: argument 'delta' is written 'number, ::sign-except-zero' here, which en does not use (en: 'number, ::sign-always'); a translation keeps its source's type, style and skeleton",
                ])
    }

    @Test func aPlainArgumentNeedsAClass() {
        #expect(
            errors(
                catalog(
                    en: ["diag.intro.lang": "You’ll practice in {endonym}"], zh: ["diag.intro.lang": "你将用“{endonym}”练习"]
                ))
                == [
                    "broken/en.json: error: [style.argument-class] diag.intro.lang: {endonym} has no class in style.json (number, date, ui or any), so its spacing cannot be checked"
                ])
    }

    @Test func siblingSentencesEndAlike() {
        #expect(
            errors(catalog(en: ["complete.subline.same": "Same score, and that still counts"])) == [
                "broken/en.json: error: [style.sibling-endings] complete.subline.same: ends without sentence punctuation, unlike its siblings (complete.subline.*): complete.subline.declined, complete.subline.improved, complete.subline.shorter_lost"
            ])
        #expect(
            errors(catalog(zh: ["library.empty.topic.body": "换个话题，或清除筛选"])) == [
                "broken/zh-Hans.json: error: [style.sibling-endings] library.empty.topic.body: ends without sentence punctuation, unlike its siblings (library.empty.*.body): library.empty.all.body, library.empty.completed.body, library.empty.language.body, …"
            ])
    }

    @Test func glossaryVariantsInAnyLocale() {
        #expect(
            errors(catalog(en: ["library.row.level": "Level {level, number}"], zh: ["band.good": "基础不错"])) == [
                "broken/en.json: error: [glossary.difficulty] library.row.level: “Level” → “Difficulty” (“Level N” is the learner’s level)",
                "broken/zh-Hans.json: error: [glossary.band.good] band.good: “基础不错” → “基础良好” (Score band; the API’s band_label must say the same.)",
            ])
    }
}
