import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtCatalog
@testable import CoachFmtFormatting

/// The copy style and the glossary over every rendered string of every golden state, in both
/// locales: the same rules `coach-fmt check` applies to catalog values (``CopyStyle``), here
/// applied to what a screen really shows, server strings and formatter output included.
///
/// A string is checked in its own language (an English article title on a zh-Hans screen gets
/// the en rules). Its kind comes from the catalog key it was formatted from; a string with no
/// key (server text, a number, a date, a row assembled from several messages) gets only the
/// rules that hold for any string. All violations are listed in one failure.
@Suite struct RenderedCopyStyleTests {
    /// Violations known today: (rule, locale, element path) → the states that show it. Empty:
    /// the example data now sends the glossary's terms. A listed violation that no longer
    /// occurs fails the test too, so the list can only shrink.
    static let knownIssues: [String: [String]] = [:]

    /// The known issues as violation ids.
    static var knownIDs: Set<String> {
        Set(knownIssues.flatMap { issue, states in states.map { "\($0) \(issue)" } })
    }

    static var screens: [RenderedScreen] {
        get throws { try EveryState.screens }
    }

    /// Every violation of every rendered string, with its id ("state [rule] (locale) element ›
    /// part") and a line for people (the id, the message and the text).
    static func violations(in screens: [RenderedScreen], style: CopyStyle = .builtIn) -> [(
        id: String, line: String
    )] {
        var found: [(String, String)] = []
        for screen in screens {
            let state = screen.state ?? screen.section.rawValue
            func visit(_ element: RenderedElement, _ path: String) {
                if let text = element.text {
                    let locale = element.language ?? screen.locale
                    let kind = element.key.flatMap(style.kind(ofKey:))
                    var violations = style.check(text, locale: locale, kind: kind, key: element.key)
                    let values = (element.arguments ?? [:]).values.compactMap { value -> String? in
                        switch value {
                        case .string(let string): string
                        case .integer(let integer): String(integer)
                        default: nil
                        }
                    }
                    if let labelValue = style.labelValue(text: text, values: values, key: element.key) {
                        violations.append(labelValue)
                    }
                    for violation in violations {
                        let id = "\(state) [\(violation.rule)] (\(locale)) \(path)"
                        found.append((id, "\(state) (\(locale)) \(path): \(violation) in “\(text)”"))
                    }
                }
                for part in element.parts { visit(part, path + " › " + part.label) }
            }
            for element in screen.elements { visit(element, element.label) }
        }
        return found
    }

    @Test func everyRenderedStringKeepsTheStyleAndTheGlossary() throws {
        let all = Self.violations(in: try Self.screens)
        let known = Self.knownIDs
        let unexpected = all.filter { !known.contains($0.id) }.map(\.line)
        let gone = known.subtracting(all.map(\.id)).sorted()
        if !unexpected.isEmpty {
            let list = unexpected.joined(separator: "\n")
            Issue.record("\(unexpected.count) rendered strings break the copy style or the glossary:\n\(list)")
        }
        if !gone.isEmpty {
            let list = gone.joined(separator: "\n")
            Issue.record("known issues that no longer occur; remove them from knownIssues:\n\(list)")
        }
    }

    @Test func theTestSeesEveryLocaleAndKind() throws {
        // Guards the test itself: it reads both locales, and rendered catalog strings of every kind.
        #expect(Set(try Self.screens.map(\.locale)) == Set(LocaleNegotiation.catalogLocales))
        var kinds: Set<String> = []
        for screen in try Self.screens {
            func visit(_ element: RenderedElement) {
                if element.text != nil, let kind = element.key.flatMap(CopyStyle.builtIn.kind(ofKey:)) {
                    kinds.insert(kind.rawValue)
                }
                element.parts.forEach(visit)
            }
            screen.elements.forEach(visit)
        }
        #expect(kinds == ["title", "button", "label", "tag", "sentence"])
    }

    @Test func aBrokenCatalogFailsIt() throws {
        var messages = Catalog.builtIn.messages
        messages[.en]!["read.load_error"] = CatalogEntry(value: "Couldn’t load this article.", note: "test")
        messages[.zhHans]!["library.row.level"] = CatalogEntry(value: "难度{level, number}")
        messages[.zhHans]!["library.status.unseen"] = CatalogEntry(value: "新")
        let broken = Catalog(messages: messages, origin: "broken")
        let index = try ExampleIndex.builtIn()
        let screens = [
            try #require(index.state("read/read--load-error")).render(locale: .en, catalog: broken),
            try #require(index.state("library/library--filtered")).render(locale: .zhHans, catalog: broken),
        ]
        let ids = Set(Self.violations(in: screens).map(\.id)).subtracting(Self.knownIDs)
        #expect(
            ids == [
                "read/read--load-error [style.final-punctuation] (en) title / byline / paragraphs / hint",
                "library/library--filtered [style.han-latin-space] (zh-Hans) row meta › art_zh_noodle_ledger",
                "library/library--filtered [style.han-latin-space] (zh-Hans) row meta › art_en_meetings_half",
                "library/library--filtered [style.han-latin-space] (zh-Hans) row meta › art_en_coffee_minute",
                "library/library--filtered [glossary.article-status.unseen] (zh-Hans) status segment › unseen",
            ])
    }
}
