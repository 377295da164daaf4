import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// Server strings know the UI locale they were fetched in: after the learner switches the UI
/// language, a render from responses fetched before tags their strings with the language they
/// are in, marks them stale and names the endpoints to fetch again.
@Suite struct StaleLanguageTests {
    static let index = try! ExampleIndex.builtIn()

    /// Home's en responses rendered on a zh-Hans screen, `acceptLanguage` saying which were fetched in en.
    func home(_ acceptLanguage: [Endpoint: LanguageTag], locale: LanguageTag = .zhHans) throws -> RenderedScreen {
        let state = try #require(Self.index.state("home/home--normal"))
        var inputs = try state.inputs(locale: .en)
        inputs.acceptLanguage = acceptLanguage
        return state.render(inputs, locale: locale)
    }

    @Test func greetingFetchedInEnglishIsEnglishAndStaleOnAChineseScreen() throws {
        let screen = try home([.home: .en])
        let greeting = try #require(screen[HomeScreen.Element.greetingName])
        #expect(greeting.text == "Good morning，👩‍💻 Mia")
        #expect(greeting.language == .en)
        #expect(greeting.stale)
        #expect(screen.staleEndpoints == [.home: .en])
        #expect(screen.text().contains("greeting + name: “Good morning，👩‍💻 Mia” [en, stale]"))
        #expect(screen.text().hasSuffix("refetch: home (fetched in en, shown in zh-Hans)\n"))
        #expect(screen.json().contains(#""stale_endpoints" : {\#n    "home" : "en"\#n  }"#))
    }

    @Test func matchingLocalesReportNothing() throws {
        let screen = try home([.home: .en, .me: .en], locale: .en)
        #expect(screen.staleEndpoints == [:])
        #expect(screen.elements.allSatisfy { !$0.stale && $0.parts.allSatisfy { !$0.stale } })
        #expect(screen.text() == (try home([:], locale: .en)).text())
        // A regional tag is the locale it negotiates to.
        #expect(try home([.home: LanguageTag("en-US")], locale: .en).staleEndpoints == [:])
    }

    /// A server string inside copy of the UI locale stays in the UI locale's language, stale.
    @Test func serverStringInsideChineseCopyKeepsChineseAndIsStale() throws {
        let screen = try home([.home: .en])
        let focus = try #require(screen[HomeScreen.Element.focusChip])
        #expect(focus.language == .zhHans)
        #expect(focus.stale)
        let clean = try home([:])
        #expect(try #require(clean[HomeScreen.Element.focusChip]).stale == false)
    }

    /// Only the response fetched in another locale is stale: `me` was not.
    @Test func onlyTheEndpointsFetchedElsewhereAreReported() throws {
        let screen = try home([.home: .en, .me: .zhHans])
        #expect(screen.staleEndpoints == [.home: .en])
    }

    /// The article's own language is content, never stale.
    @Test func articleContentIsNeverStale() throws {
        let state = try #require(Self.index.state("read/read--normal"))
        var inputs = try state.inputs(locale: .en)
        inputs.acceptLanguage = [.session: .en]
        let screen = state.render(inputs, locale: .zhHans)
        let body = try #require(screen[ReadScreen.Element.titleBylineParagraphsHint])
        #expect(body.language == .en)
        #expect(!body.stale && body.parts.allSatisfy { !$0.stale })
        #expect(screen.staleEndpoints == [.session: .en])
    }

    /// The responses of `id` from `files`' examples, each said to be fetched in `fetched`, rendered in `locale`.
    func every(_ id: String, files: LanguageTag, fetched: LanguageTag, locale: LanguageTag) throws -> RenderedScreen {
        let state = try #require(Self.index.state(id))
        var inputs = try state.inputs(locale: files)
        inputs.acceptLanguage = Dictionary(uniqueKeysWithValues: inputs.endpoints.map { ($0, fetched) })
        return state.render(inputs, locale: locale)
    }

    /// Only an element built from a server string is stale: catalog copy and content are not,
    /// even where their text holds a server string by chance (a topic's glyph 中 in 简体中文).
    @Test func textHoldingAServerStringByChanceIsNotStale() throws {
        // What the server sent is in Chinese whatever it was fetched in: only the language tag says which.
        let library = try every("library/library--list", files: .zhHans, fetched: .en, locale: .zhHans)
        #expect(library.staleEndpoints[.topics] == .en)
        let filter = try #require(library.element(id: "library.language_filter"))
        #expect(filter.parts.map(\.text) == ["全部语言", "English", "简体中文", "日本語", "Español"])
        #expect(filter.parts.allSatisfy { !$0.stale })
        let business = try #require(library.element(id: "library.topic_chips_counts.business"))
        #expect(business.text == "商业")
        #expect(business.stale)
        #expect(business.parts.map(\.text) == ["3 篇文章"])
        #expect(!business.parts[0].stale)
        // The article's title on a screen in its own language is content, never stale.
        let home = try every("home/home--normal", files: .en, fetched: .zhHans, locale: .en)
        let title = try #require(home[HomeScreen.Element.questTitle])
        #expect(title.text == "How a Small Team Cut Meeting Time in Half")
        #expect(!title.stale)
    }

    /// A server string shown in a part its row's sources do not name is stale too: the error
    /// envelope's message on Read.
    @Test func anErrorMessageFetchedElsewhereIsStaleInItsLanguage() throws {
        let screen = try every("read/read--load-error", files: .en, fetched: .en, locale: .zhHans)
        let message = try #require(screen.element(id: "read.title_byline_paragraphs_hint.message"))
        #expect(message.text == "This article is no longer available.")
        #expect(message.language == .en)
        #expect(message.stale)
    }
}
