import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// Screens in the pseudo-locale `en-XA`: catalog copy and UI-language server strings are
/// pseudo-localized, server strings are marked, numbers and content are as in en.
@Suite struct PseudoLocaleScreenTests {
    /// Every shown text of `element` and its parts, with the element it belongs to.
    static func texts(_ element: RenderedElement) -> [RenderedElement] {
        (element.text == nil ? [] : [element]) + element.parts.flatMap(texts)
    }

    @Test func homeShowsEveryUITextBracketedOrMarkedAndNumbersIntact() throws {
        let screen = try render("home/home--normal", "en-XA")
        let english = try render("home/home--normal", "en")
        #expect(screen.locale == .enXA)
        #expect(screen.errors == [])
        #expect(screen.notes == [])
        #expect(screen.elements.map(\.id) == english.elements.map(\.id))
        let shown = screen.elements.flatMap(Self.texts)
        for element in shown where element.language == .enXA {
            let text = try #require(element.text)
            #expect(text.hasPrefix("[") && text.hasSuffix("]"), "\(element.id): \(text)")
            #expect(element.key != nil || element.isPseudoServed, "\(element.id): \(text)")
        }
        // Content in the article's language is the article's, as in en.
        let title = try element(screen, "quest title")
        #expect(title.language == LanguageTag.en)
        #expect(title.text == (try element(english, "quest title")).text)
        #expect(!title.isPseudoServed)
        // Numbers are formatted, never accented.
        #expect(try element(screen, "quest badge").text == "[+45 ẊÞÞ]")
        #expect(try element(screen, "streak pill").text == "[7 ðåååýš îîñ å ŕööŵ]")
        #expect(try element(screen, "level").parts.first { $0.label == "progress" }?.text == "[410 / 500 ẊÞÞ]")
        // Server strings in the UI language: pseudo-localized as a whole, and marked, alone or
        // as an argument of a catalog message.
        let date = try element(screen, "date label")
        #expect(date.text == "[Ƒŕîîîðåý, Ñööööṽéḿƀéŕ 27]")
        #expect(date.isPseudoServed)
        let greeting = try element(screen, "greeting + name")
        #expect(greeting.text == "[[Ĝööööð ḿööööŕñîñĝ], 👩‍💻 Mia]")
        #expect(greeting.isPseudoServed)
        #expect(greeting.key == "home.greeting.format")
        // Catalog copy is not marked.
        #expect(try !element(screen, "CTA").isPseudoServed)
    }

    @Test func enAndZhHansRendersHaveNoMark() throws {
        for locale in ["en", "zh-Hans"] {
            let screen = try render("home/home--normal", locale)
            #expect(screen.elements.flatMap(Self.texts).allSatisfy { !$0.isPseudoServed }, "\(locale)")
        }
    }

    /// Every state renders in en-XA without errors or fallback notes, and every catalog message
    /// it shows is bracketed.
    @Test func everyStateRendersInEnXA() throws {
        for state in try ExampleIndex.builtIn().states {
            let screen = try state.render(locale: .enXA)
            #expect(screen.errors == [], "\(state.id)")
            #expect(!screen.notes.contains { $0.description.contains("missing in en-XA") }, "\(state.id)")
            for element in screen.elements.flatMap(Self.texts) where element.key != nil {
                let text = try #require(element.text)
                #expect(text.hasPrefix("[") && text.hasSuffix("]"), "\(state.id) \(element.id): \(text)")
            }
        }
    }

    /// Catalog messages whose own words are those of a server value, so that their text holds
    /// it without showing it: the dimension names are the labels the server sends ("Coverage"),
    /// `plan.reason` names a dimension as its key is spelt, and the too-short body spells out
    /// lengths as the server's labels do ("17 words").
    static let catalogWordsLikeServerValues: Set<String> = [
        "dimension.coverage", "dimension.structure", "dimension.concision", "dimension.fluency", "plan.reason",
        "unreliable.too_short.body",
    ]

    /// The render records a server string where it reads it, not by searching the texts after;
    /// this checks it the other way round, over every state: an element is marked exactly when
    /// its text holds one of the state's server strings, pseudo-localized, but for the catalog
    /// messages above. (Brackets and accents make a pseudo-localized string one that copy and
    /// content do not hold by chance.)
    @Test func everyElementShowingAServerStringIsMarkedAndNoOther() throws {
        for state in try ExampleIndex.builtIn().states {
            var served: Set<String> = []
            func collect(_ value: JSONValue) {
                switch value {
                case .string(let text) where !text.isEmpty: served.insert(PseudoLocale.text(text))
                case .array(let items): items.forEach(collect)
                case .object(let members): members.values.forEach(collect)
                default: break
                }
            }
            for (name, file) in state.files where Endpoint(rawValue: name)?.isServerLocalized == true {
                let text = try #require(EmbeddedResources.text("examples/en/\(file)"))
                collect(try JSONParser.parse(Array(text.utf8)))
            }
            let screen = try state.render(locale: .enXA)
            for element in screen.elements.flatMap(Self.texts) {
                let text = try #require(element.text)
                let shows = served.contains { text.contains($0) }
                if element.isPseudoServed || !Self.catalogWordsLikeServerValues.contains(element.key ?? "") {
                    #expect(element.isPseudoServed == shows, "\(state.id) \(element.id): \(text)")
                }
            }
        }
    }
}
