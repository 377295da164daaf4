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
}
