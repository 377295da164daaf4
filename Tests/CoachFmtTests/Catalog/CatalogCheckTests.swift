import CoachFmtResources
import Testing

@testable import CoachFmt

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
                "broken/zh-Hans.json: home.offline: missing (the en catalog has it)"
            ])
        #expect(errors(catalog(zh: ["home.extra": "多余"])) == ["broken/zh-Hans.json: home.extra: not in the en catalog"])
    }

    @Test func mismatchedArgument() {
        #expect(
            errors(catalog(zh: ["processing.eta": "还需约 {secs, number} 秒"])) == [
                "broken/zh-Hans.json: processing.eta: argument 'seconds' is missing (en has it)",
                "broken/zh-Hans.json: processing.eta: argument 'secs' is not in en",
            ])
        #expect(
            errors(catalog(zh: ["secs_delta": "{seconds, number} 秒 {direction, number}"])) == [
                "broken/zh-Hans.json: secs_delta: argument 'direction' is number here but select in en"
            ])
    }

    @Test func missingPluralCategory() {
        #expect(
            errors(catalog(en: ["complete.ability.building": "{count, plural, other {# of {total}}}"])) == [
                "broken/en.json: complete.ability.building: plural 'count' lacks one (en uses one, other)"
            ])
        // zh-Hans needs only `other`, so a zh-Hans plural with just `other` passes.
        #expect(
            errors(catalog(zh: ["complete.ability.building": "{count, plural, other {# 次}}/{total, number}"])) == [])
    }

    @Test func syntaxError() {
        #expect(
            errors(catalog(zh: ["processing.eta": "还需约 {seconds, number 秒"])) == [
                "broken/zh-Hans.json: processing.eta: does not parse: U_PATTERN_SYNTAX_ERROR at offset 5"
            ])
    }

    @Test func sourceNotesAndReferences() {
        var messages = Catalog.builtInWithNotes.messages
        messages[.en]!["processing.eta"] = CatalogEntry(value: "About {seconds, number} s left")
        messages[.en]!["secs_delta"] = nil
        messages[.zhHans]!["secs_delta"] = nil
        #expect(
            errors(Catalog(messages: messages, origin: "broken")) == [
                "broken/en.json: processing.eta: has arguments (seconds) but no note for translators",
                "broken/en.json: secs_delta: referenced by the kit but missing",
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
                "broken/en.json: resume.stage.round1_processing: referenced by the kit but missing"
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
                "stale/zh-Hans.json: warning: band.strong: stale: the en value changed after this translation was made"
            ])
    }
}
