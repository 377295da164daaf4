import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// A reason, a fallback or a note names the field it is about so that a reader can find it in
/// the response: each field named in every example state's render, and in every screen case's,
/// is one the models read from that response, in its own spelling (StoreKit's `isEligibleForIntroOffer`,
/// the API's `trial_days`), with list items and map keys as `[]`.
@Suite("Every field a render names is a field of its response")
struct NamedFieldTests {
    @Test func everyNamedFieldIsInItsResponse() throws {
        let known = try Self.responseFields()
        var unknown: Set<String> = []
        var named = 0
        func check(_ screen: RenderedScreen, _ name: String) {
            let paths = screen.elements.flatMap(Self.namedFields) + screen.notes.flatMap(Self.fields(of:))
            for path in paths {
                named += 1
                if !Self.isField(path, in: known) { unknown.insert("\(name): \(path)") }
            }
        }
        for screen in try EveryState.screens { check(screen, "\(screen.state ?? "") \(screen.locale)") }
        for screenCase in try ScreenCaseTests.cases() {
            let screen = try render(screenCase.state, screenCase.locale, changes: screenCase.change ?? [])
            check(screen, "\(screenCase.name) [\(screenCase.state), \(screenCase.locale)]")
        }
        #expect(named > 1000)
        #expect(unknown.sorted() == [])
    }

    @Test func aMisspeltFieldIsFound() throws {
        let known = try Self.responseFields()
        let storeKit = known[.storekit] ?? []
        #expect(
            storeKit.contains(
                Self.pattern(JSONPath(.storekit, .element("coach.pro.yearly"), "isEligibleForIntroOffer"))))
        #expect(
            !storeKit.contains(
                Self.pattern(JSONPath(.storekit, .element("coach.pro.yearly"), "is_eligible_for_intro_offer"))))
        #expect(known[.home]?.contains(Self.pattern(JSONPath(.home, "today_quest", "steps", .item, "label"))) == true)
        #expect(known[.home]?.contains(Self.pattern(JSONPath(.home, "today_quest", "step"))) == false)
    }

    /// Each response's fields as its model reads them from every example, plus the response itself (``pattern(_:)``).
    static func responseFields() throws -> [Endpoint: Set<String>] {
        var recorders: [Endpoint: FieldRecorder] = [:]
        for example in Examples.all {
            guard let endpoint = Endpoint(file: example.name) else { continue }
            let recorder = recorders[endpoint] ?? FieldRecorder()
            recorders[endpoint] = recorder
            try recorder.record(endpoint, from: try JSONParser.parse(Examples.bytes(example.relativePath)))
        }
        // A screen case sets fields no example does (`local.audio`); a value of the wrong type
        // stops its decode there, after the fields it asked for.
        for screenCase in try ScreenCaseTests.cases() {
            let state = try #require(try ExampleIndex.builtIn().state(screenCase.state))
            for change in screenCase.change ?? [] {
                guard let file = state.files[change.file.rawValue],
                    let text = EmbeddedResources.text("examples/\(screenCase.locale)/\(file)"),
                    let bytes = try? JSONTree.applying([change.action], to: Array(text.utf8)),
                    let value = try? JSONParser.parse(bytes), let recorder = recorders[change.file]
                else { continue }
                try? recorder.record(change.file, from: value)
            }
        }
        return recorders.mapValues { recorder in
            Set(recorder.fields.keys.map { $0.replacing(".<key>", with: "[]") }).union([""])
        }
    }

    /// Whether `path` is a field of its response, or the length of one of its lists
    /// (`articles.items.count`: a reason names a list's length as its `count`).
    static func isField(_ path: JSONPath, in known: [Endpoint: Set<String>]) -> Bool {
        guard let fields = known[path.root] else { return false }
        let pattern = pattern(path)
        if fields.contains(pattern) { return true }
        guard pattern.hasSuffix(".count") else { return false }
        return fields.contains(String(pattern.dropLast(".count".count)) + "[]")
    }

    /// A path as the recorder writes it, below its response: `today_quest.steps[].label`.
    static func pattern(_ path: JSONPath) -> String {
        var text = ""
        for segment in path.segments {
            switch segment {
            case .member(let name): text += text.isEmpty ? name : "." + name
            default: text += "[]"
            }
        }
        return text
    }

    static func namedFields(_ element: RenderedElement) -> [JSONPath] {
        var paths = element.fallback.map(fields(of:)) ?? []
        if case .hidden(let reason) = element.content { paths += reason.fields }
        return paths + element.parts.flatMap(namedFields)
    }

    static func fields(of fallback: Fallback) -> [JSONPath] {
        switch fallback {
        case .because(let reason, let fallback): reason.fields + fields(of: fallback)
        case .status(_, let fallback): fields(of: fallback)
        case .all(let fallbacks): fallbacks.flatMap(fields(of:))
        case .field(let path): [path]
        default: []
        }
    }

    static func fields(of note: RenderNote) -> [JSONPath] {
        switch note {
        case .unknownValue(let field, _, _), .notOffered(let field, _, _): [field]
        case .differs(let used, _, let other, _): [used, other]
        case .because(let reason, _): reason.fields
        case .keyFromOtherLocale, .described: []
        }
    }
}
