import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtFormatting

/// One case of `Cases/screen-cases.json`: an example state, changes to its input files, a
/// locale and an element id, with what the element must show.
///
/// ```json
/// {"name": "…", "state": "home/home--normal", "locale": "en",
///  "change": [{"file": "local", "set": "home.selectedTopic", "value": null}],
///  "element": "home.quick_pick", "expect": {"hidden": "no topic chip selected (…)"}}
/// ```
///
/// `element` is an element or part id (`library.status_tag.art_zh_city_data`). `expect` holds
/// any of: `text`, `fallback`, `hidden` (the reason), `key`, `look` (the note in braces of the
/// text output), `url`, `language` (a tag; each a string, or null for none), `shown` and
/// `selected` (booleans), `sources` and `marks` (strings; a mark's JSON name), `parts` (each
/// part's text, null for a part without one), `violations` (the element's `path: message` lines)
/// and `stale` (a boolean). A field left out is not checked. `change` is optional; see
/// ``InputChange`` for its forms.
struct ScreenCase: Decodable, Sendable {
    let name: String
    let state: String
    let locale: String
    let change: [InputChange]?
    let element: String
    let expect: [String: JSONTree]

    static let fields: Set<String> = [
        "text", "fallback", "hidden", "key", "look", "url", "language", "shown", "selected", "sources", "marks",
        "parts", "violations", "stale",
    ]

    /// What the element shows for an `expect` field, in the case file's terms.
    static func actual(_ field: String, of element: RenderedElement, in screen: RenderedScreen) -> JSONTree {
        func string(_ value: String?) -> JSONTree { value.map(JSONTree.string) ?? .null }
        switch field {
        case "text": return string(element.text)
        case "fallback": return string(element.fallback?.description)
        case "hidden":
            if case .hidden(let reason) = element.content { return .string(reason.description) }
            return .null
        case "key": return string(element.key)
        case "look": return string(element.lookNote)
        case "url": return string(element.url)
        case "selected": return .bool(element.selected)
        case "marks": return .array(element.marks.map { .string($0.rawValue) })
        case "language": return string(element.language?.identifier)
        case "shown": return .bool(element.isShown)
        case "sources": return .array(element.sources.map(JSONTree.string))
        case "parts": return .array(element.parts.map { string($0.text) })
        case "violations": return .array(element.violations(in: screen).map { JSONTree.string($0.elementLine) })
        case "stale": return .bool(element.stale)
        default: return .null
        }
    }
}

/// Runs every case of `Cases/screen-cases.json`, as fluent-rs runs its fixtures: one failure
/// per broken expectation, named by the case, with the expected and the actual value.
@Suite struct ScreenCaseTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Cases/screen-cases.json")

    static func cases() throws -> [ScreenCase] {
        struct File: Decodable { let cases: [ScreenCase] }
        return try JSONDecoder().decode(File.self, from: Data(contentsOf: Self.file)).cases
    }

    /// The catalog keys an element and its parts show.
    static func shownKeys(_ elements: [RenderedElement]) -> Set<String> {
        var keys: Set<String> = []
        func collect(_ element: RenderedElement) {
            if let key = element.key { keys.insert(key) }
            element.parts.forEach(collect)
        }
        elements.forEach(collect)
        return keys
    }

    /// A key a row declares for a state no example shows (`RenderContext.mayShow`) counts as
    /// reached in the catalog check only because a screen case shows it: every such key, in
    /// each locale.
    @Test func everyDeclaredKeyIsShownByACase() throws {
        let cases = try Self.cases()
        for locale in LocaleNegotiation.catalogLocales {
            var declared: Set<String> = []
            var shownByExamples: Set<String> = []
            for state in try ExampleIndex.builtIn().states {
                let screen = ScreenRenderer.render(
                    state.section, inputs: try state.inputs(locale: locale), locale: locale,
                    timeZone: state.zone(for: locale), now: state.now, state: state.id, collectingCatalogKeys: true)
                declared.formUnion(screen.declaredKeys)
                shownByExamples.formUnion(Self.shownKeys(screen.elements))
            }
            var shownByCases: Set<String> = []
            for screenCase in cases where screenCase.locale == locale.identifier {
                let screen = try render(screenCase.state, screenCase.locale, changes: screenCase.change ?? [])
                shownByCases.formUnion(Self.shownKeys(screen.elements))
            }
            let unshown = declared.subtracting(shownByExamples).subtracting(shownByCases)
            #expect(unshown.sorted() == [], "\(locale): declared keys no example and no screen case shows")
        }
    }

    @Test func everyCase() throws {
        let cases = try Self.cases()
        #expect(!cases.isEmpty)
        var names: Set<String> = []
        for screenCase in cases {
            let name = "\(screenCase.name) [\(screenCase.state), \(screenCase.locale)]"
            #expect(names.insert(name).inserted, "two cases are called \(name)")
            let unknown = Set(screenCase.expect.keys).subtracting(ScreenCase.fields)
            #expect(unknown.isEmpty, "\(name): unknown expectations \(unknown.sorted())")
            #expect(!screenCase.expect.isEmpty, "\(name): expects nothing")
            let screen: RenderedScreen
            do {
                screen = try render(screenCase.state, screenCase.locale, changes: screenCase.change ?? [])
            } catch {
                Issue.record("\(name): \(error)")
                continue
            }
            #expect(screen.errors == [], "\(name)")
            guard let element = screen.element(id: screenCase.element) else {
                let ids = screen.elements.flatMap { [$0.id] + $0.parts.map(\.id) }
                Issue.record("\(name): no element \(screenCase.element); the screen has \(ids.joined(separator: ", "))")
                continue
            }
            for (field, expected) in screenCase.expect.sorted(by: { $0.key < $1.key }) {
                let actual = ScreenCase.actual(field, of: element, in: screen)
                #expect(actual == expected, "\(name): \(field) expected \(expected), actual \(actual)")
            }
        }
    }
}
