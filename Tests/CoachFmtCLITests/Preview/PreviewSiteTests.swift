import CoachFmt
import CoachFmtPreview
import CoachFmtResources
import Foundation
import Testing

@Suite("Preview: pages and index")
struct PreviewSiteTests {
    /// Every element and part of every state, in every column, is a card with its id and its
    /// text's language; the first column's cards follow the renderer's order, and every row
    /// holds one cell per column.
    @Test func everyElementHasItsIDAndLanguage() throws {
        let files = try PreviewFixture.site.get()
        let pages = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        for state in try PreviewFixture.index.get().states {
            let page = try #require(pages[PreviewSite.pagePath(for: state.id)], "no page for \(state.id)")
            let cards = PreviewFixture.cards(in: page)
            for (position, locale) in PreviewSite.defaultLocales.enumerated() {
                let screen = try state.render(locale: locale)
                var expected: [String] = []
                func walk(_ element: RenderedElement, inherited: String) {
                    let language = element.language?.identifier ?? inherited
                    expected.append("\(element.id) \(language)")
                    for part in element.parts { walk(part, inherited: language) }
                }
                for element in screen.elements { walk(element, inherited: locale.identifier) }
                let drawn = cards.filter { $0["data-column"] == locale.identifier }
                    .map { "\($0["data-id"] ?? "") \($0["data-lang"] ?? "")" }
                if position == 0 {
                    #expect(drawn == expected, "\(state.id)")
                } else {
                    #expect(drawn.sorted() == expected.sorted(), "\(state.id): \(locale.identifier)")
                }
            }
            let rows = page.components(separatedBy: "<div class=\"row").count - 1
            let cells = page.components(separatedBy: "<div class=\"cell").count - 1
            #expect(cells == rows * PreviewSite.defaultLocales.count, "\(state.id): \(cells) cells in \(rows) rows")
            #expect(page.contains("<html lang=\"en\">"), "\(state.id): the chrome is English")
        }
    }

    /// Text cards carry their budget box, for the measuring script.
    @Test func textCardsCarryTheirBox() throws {
        let page = try #require(
            try PreviewFixture.site.get().first { $0.path == "paywall/paywall--default.html" }?.contents)
        let day = try #require(
            PreviewFixture.cards(in: page).first { $0["data-id"] == "paywall.calendar_days.day_3" })
        #expect(day["data-kind"] == "calendar_cell")
        #expect(day["data-width"] == "45")
        #expect(day["data-fixed"] == "true")
        #expect(page.contains("<script>"))
    }

    /// A card shows what VoiceOver says instead of its text, and static rows are cards too.
    @Test func cardsShowAccessibilityTextsAndStaticRows() throws {
        let page = try #require(
            try PreviewFixture.site.get().first { $0.path == "paywall/paywall--default.html" }?.contents)
        #expect(page.contains("<div class=\"spoken\" lang=\"en\">Saturday, November 28, practice day</div>"))
        let saturday = ICUDifferences.current.expected("11月28日星期六")
        #expect(page.contains("<div class=\"spoken\" lang=\"zh-Hans\">\(saturday)，练习日</div>"))
        let title = try #require(PreviewFixture.cards(in: page).first { $0["data-id"] == "paywall.k_slider.title" })
        #expect(title["data-kind"] == "title")
    }

    /// index.html lists every state of index.json once, in the order of flow-order.json.
    @Test func indexListsEveryStateInFlowOrder() throws {
        let files = try PreviewFixture.site.get()
        let index = try #require(files.first)
        #expect(index.path == "index.html")
        let listed = index.contents.components(separatedBy: "data-state=\"").dropFirst()
            .map { String($0.prefix { $0 != "\"" }) }
        let expected = try PreviewFixture.order.get().arrange(try PreviewFixture.index.get()).flatMap(\.states)
        #expect(listed == expected)
        #expect(Set(listed) == Set(try PreviewFixture.index.get().states.map(\.id)))
        #expect(listed.count == Set(listed).count)
        // The pages follow the same order, each linking to the next.
        #expect(files.dropFirst().map(\.path) == listed.map(PreviewSite.pagePath(for:)))
        let first = try #require(files.dropFirst().first?.contents)
        #expect(first.contains("href=\"../\(PreviewSite.pagePath(for: listed[1]))\" rel=\"next\""))
    }

    @Test func pagePathsStayInTheSite() {
        #expect(PreviewSite.pagePath(for: "home/home--normal") == "home/home--normal.html")
        #expect(PreviewSite.pagePath(for: "../etc/pass wd") == "_/etc/pass_wd.html")
    }

    /// The default columns come from one list, filtered to what this build renders as itself.
    @Test func defaultColumnsRenderAsThemselves() {
        #expect(PreviewSite.defaultLocales.prefix(2).map(\.identifier) == ["en", "zh-Hans"])
        for locale in PreviewSite.defaultLocales {
            #expect(PreviewSite.defaultLocaleTags.contains(locale.identifier))
            #expect(PreviewSite.renderedLocale(locale.identifier) == locale)
        }
        #expect(PreviewSite.renderedLocale("zh-TW") == nil)
    }
}
