import CoachFmtResources
import Foundation
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
        #expect(screen.notes == [.keyFromOtherLocale(key: "home.quest.cta.start", missingIn: .zhHans, used: .en)])
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
        #expect(cta.content == .error(.missingKey("home.quest.cta.start", locale: .zhHans)))
    }

    /// The error is a value in JSON too (`error_detail`), so a tool reads the key and locale
    /// without parsing the sentence beside it, and a decoded element holds the same error.
    @Test func anErrorRoundTripsThroughJSONAsAValue() throws {
        let screen = try render(catalog(removing: "home.quest.cta.start", from: [.zhHans, .en]))
        let cta = try #require(screen.elements.first { $0.label == "CTA" })
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(cta), as: UTF8.self)
        #expect(
            json.contains(
                #""error":"home.quest.cta.start: no message in zh-Hans or the source locale","#
                    + #""error_detail":{"key":"home.quest.cta.start","kind":"missing_key","locale":"zh-Hans"}"#))
        let decoded = try JSONDecoder().decode(RenderedElement.self, from: Data(json.utf8))
        #expect(decoded.content == cta.content)
        let unformattable = RenderedElement.Content.error(
            .unformattable(key: "home.quest.xp", locale: .zhHans, reason: "missing argument 'points'"))
        var element = cta
        element.content = unformattable
        let again = try JSONDecoder().decode(RenderedElement.self, from: try JSONEncoder().encode(element))
        #expect(again.content == unformattable)
    }

    /// A rendered element's prose and its typed detail read back together, or the JSON is refused:
    /// prose alone is not read as free text.
    @Test func proseWithoutItsDetailIsRefused() throws {
        var element = try #require(try render(.builtIn).elements.first { $0.label == "CTA" })
        element.fallback = .because(.null(field: JSONPath(.home, "today_quest")), .hide(.row))
        element.content = .hidden(reason: .null(field: JSONPath(.home, "today_quest")))
        let json = String(decoding: try JSONEncoder().encode(element), as: UTF8.self)
        #expect(try JSONDecoder().decode(RenderedElement.self, from: Data(json.utf8)) == element)
        for key in ["fallback_detail", "hidden_detail"] {
            var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            object[key] = nil
            let cut = try JSONSerialization.data(withJSONObject: object)
            #expect(throws: DecodingError.self, "\(key)") { try JSONDecoder().decode(RenderedElement.self, from: cut) }
        }
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
        let badge = try #require(screen.elements.first { $0.label == "quest badge" })
        #expect(
            badge.content
                == .error(
                    .unformattable(
                        key: "home.quest.xp", locale: .zhHans,
                        reason: "missing argument 'points' for message '+{points, number} XP'")))
    }
}
