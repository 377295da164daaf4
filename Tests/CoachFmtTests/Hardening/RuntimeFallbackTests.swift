import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtCatalog
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// What a render does when the catalog is incomplete: a key missing in zh-Hans is served by en
/// and reported; a key missing everywhere is an error, never shown as copy.
@Suite struct RuntimeFallbackTests {
    func catalog(removing key: String, from locales: [LanguageTag]) -> Catalog {
        var messages = Catalog.builtIn.messages
        for locale in locales { messages[locale]![key] = nil }
        return Catalog(messages: messages, origin: "test")
    }

    func render(_ catalog: Catalog) throws -> RenderedScreen {
        try #require(try ExampleIndex.builtIn().state("home/home--normal")).render(locale: .zhHans, catalog: catalog)
    }

    @Test func keyMissingInZhHansFallsBackToEnAndIsReported() throws {
        let screen = try render(catalog(removing: "home.quest.cta.start", from: [.zhHans]))
        let cta = try #require(screen.elements.first { $0.label == "CTA" })
        #expect(cta.text == "Start today’s session")
        #expect(cta.language == .en)
        #expect(screen.notes == [.keyFromOtherLocale(key: "home.quest.cta.start", missingIn: "zh-Hans", used: "en")])
        #expect(screen.notes.map(\.description) == ["home.quest.cta.start: missing in zh-Hans; en used"])
        #expect(screen.errors == [])
        #expect(screen.text().contains("CTA: “Start today’s session” [en]"))
    }

    @Test func keyMissingEverywhereIsAnError() throws {
        let screen = try render(catalog(removing: "home.quest.cta.start", from: [.zhHans, .en]))
        let cta = try #require(screen.elements.first { $0.label == "CTA" })
        #expect(cta.text == nil)
        #expect(screen.errors == ["CTA: home.quest.cta.start: no message in zh-Hans or the source locale"])
        #expect(
            screen.text().contains("CTA: (ERROR: home.quest.cta.start: no message in zh-Hans or the source locale)"))
    }

    @Test func aMessageThatFailsToFormatIsAnError() throws {
        var messages = Catalog.builtIn.messages
        // The translator dropped the argument the code passes and added one it does not.
        messages[.zhHans]!["home.quest.xp"] = CatalogEntry(value: "+{points, number} XP")
        let screen = try render(Catalog(messages: messages, origin: "test"))
        #expect(
            screen.errors == [
                "quest badge: home.quest.xp (zh-Hans): missing argument 'points' for message '+{points, number} XP'"
            ])
    }
}
