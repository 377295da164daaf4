import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// A row that shows several strings carries them as parts; no element's
/// text runs two of its parts together, except where the row's format asks for a join.
@Suite struct CompositeTests {
    static let index = try! ExampleIndex.builtIn()
    /// Rows whose format column says to join ("languages row … endonyms joined"), and the
    /// one-line summaries the design shows ("68 → 79 · 41 s shorter · +55 XP"), each a catalog
    /// message of its own so that a translator orders it.
    static let joinedByDesign: Set<String> = [
        "profile.languages_row", "home.completed_summary",
    ]

    /// Elements (at any depth) whose text contains the texts of two or more of their parts.
    static func joined(_ screen: RenderedScreen) -> [String] {
        func walk(_ element: RenderedElement) -> [String] {
            var found: [String] = []
            // A row that shows its selected option has that option's text; that is not a join.
            if let text = element.text, !joinedByDesign.contains(element.id),
                !element.parts.contains(where: { $0.text == text })
            {
                let inside = element.parts.compactMap(\.text).filter { $0.count > 1 && text.contains($0) }
                if inside.count >= 2 { found.append("\(element.id): “\(text)”") }
            }
            return found + element.parts.flatMap(walk)
        }
        return screen.elements.flatMap(walk)
    }

    @Test(arguments: index.states.map(\.id))
    func noElementJoinsItsParts(state id: String) throws {
        let state = try #require(Self.index.state(id))
        for locale in LocaleNegotiation.catalogLocales {
            #expect(Self.joined(try state.render(locale: locale)) == [], "\(locale)")
        }
    }

    @Test func aOneLineSummaryIsACatalogMessage() throws {
        let home = try render("home/home--completed", "zh-Hans")
        #expect(home[HomeScreen.Element.completedSummary]?.key == "home.quest.summary")
        #expect(home[HomeScreen.Element.completedSummary]?.text == "68 → 79 · 短了 41 秒 · +55 XP")
        // The session delta is a score with its time change beside it, not a line.
        for (locale, shorter) in [("en", "41 seconds shorter"), ("zh-Hans", "短了 41 秒")] {
            let complete = try render("complete/complete--improved", locale)
            let delta = try #require(complete[CompleteScreen.Element.sessionDelta])
            #expect(delta.key == nil)
            #expect(delta.text == "+11")
            #expect(delta.parts.map(\.label) == ["secs_delta"])
            #expect(delta.parts.map(\.text) == [shorter])
        }
    }

    @Test func aJoinedRowIsFound() {
        var row = RenderedElement(
            label: "K slider", content: .text("3 days, 5 days, and 7 days"),
            parts: [
                RenderedElement(label: "3", content: .text("3 days")),
                RenderedElement(label: "5", content: .text("5 days")),
            ])
        row.assignIDs(under: "paywall")
        let screen = RenderedScreen(
            section: .paywall, state: nil, locale: .en, timeZone: .utc,
            now: try! Timestamp(parsing: "2026-11-27T14:15:00Z"),
            elements: [row], notes: [], askedKeys: [])
        #expect(Self.joined(screen) == ["paywall.k_slider: “3 days, 5 days, and 7 days”"])
    }

    @Test func theLanguagesRowJoinsWithTheLocalesSpacing() {
        #expect(ListFormat.andSpaced(["简体中文", "English"], locale: .zhHans) == "简体中文和 English")
        #expect(ListFormat.andSpaced(["English", "日本語", "简体中文"], locale: .zhHans) == "English、日本語和简体中文")
        #expect(ListFormat.andSpaced(["English", "Español"], locale: .zhHans) == "English 和 Español")
        #expect(ListFormat.andSpaced(["English", "简体中文"], locale: .en) == "English and 简体中文")
    }
}
