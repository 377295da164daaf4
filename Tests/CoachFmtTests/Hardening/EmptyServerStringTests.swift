import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// data-binding.md, general fallbacks: "Null server string: use the client fallback key". Every
/// server string (openapi.yaml's Accept-Language fields) of every example state, in each catalog
/// locale, is made null and then empty, one occurrence at a time. Each element it changes
/// shows the row's client key or hides the element or part, and says so with the field's name
/// (`title is empty`) in its fallback or hidden reason; no text shows a hole the undamaged
/// render does not have (a list's "You dropped 2 key points this time:" ends in a colon).
@Suite("A null or empty server string shows its fallback or hides, naming the field")
struct EmptyServerStringTests {
    enum Form: String, CaseIterable { case null, empty }

    @Test(arguments: Form.allCases)
    func everyReaderFallsBackOrHides(_ form: Form) throws {
        var checked = 0
        var changed = 0
        var problems: [String] = []
        for locale in LocaleNegotiation.catalogLocales {
            for state in try ExampleIndex.builtIn().states {
                let reference = MutationTests.render(state, try state.inputs(locale: locale), locale)
                for (name, file) in state.files.sorted(by: { $0.key < $1.key }) {
                    guard let endpoint = Endpoint(rawValue: name) else { continue }
                    let strings = ContractRanges.serverStrings(of: endpoint.modelType)
                    guard !strings.isEmpty else { continue }
                    let text = try #require(EmbeddedResources.text("examples/\(locale.identifier)/\(file)"))
                    let tree = try JSONParser.parse(Array(text.utf8))
                    for (path, value) in MutationTests.paths(tree) {
                        guard case .string(let sent) = value, !sent.isEmpty,
                            strings.contains(NullServerStringTests.pattern(path)), case .key(let last) = path.last
                        else { continue }
                        let field = MutationTests.pathText(name, path)
                        let new: JSONValue = form == .null ? .null : .string("")
                        let bytes = Array(MutationTests.replacing(tree, at: path[...], with: new).compactText.utf8)
                        let inputs = try Self.inputs(state, locale, file: name, bytes: bytes)
                        let screen = MutationTests.render(state, inputs, locale)
                        let context = "\(state.id) \(locale) \(field) \(form)"
                        problems += Self.check(screen.elements, against: reference.elements, field: last)
                            .map { "\(context): \($0)" }
                        let pattern = NullServerStringTests.pattern(path)
                        if Self.hidesWithoutKey[pattern] == nil {
                            problems += Self.newlyHidden(screen.elements, against: reference.elements)
                                .map { "\(context): \($0) hidden, no client key stood in" }
                        }
                        changed += zip(screen.elements, reference.elements).count {
                            Self.comparable($0) != Self.comparable($1)
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 1000, "server strings checked: \(checked)")
        // Most strings change what some element shows; the rest are read only where a client key comes first.
        #expect(changed > checked / 3, "elements changed: \(changed) for \(checked) strings")
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(60).joined(separator: "\n"))")
    }

    /// Server strings whose readers hide rather than show a client key, with the words that say
    /// so: the row's fallback, the contract's `null`, or why no client wording could stand in
    /// (Documentation/SpecGaps.md). Any other server string that hides an element or part when
    /// null or empty fails: "Null server string: use the client fallback key".
    static let hidesWithoutKey: [String: String] = [
        "article.length.label": "read · length: hide",
        "article.topic.name": "topic tag: hide",
        "transcript.length.label": "transcribed length: \"Transcribed\" without count",
        "diagnostic.weakest_label": "weakest: hide line",
        "next_unlock": "hook: hidden when null",
        "topics[].name": "topic chips: hide row; no client word names a server topic",
        "topics[].glyph": "a quick pick's tile mark: decoration, its topic named beside it",
        "quick_picks[].subtitle": "openapi.yaml: subtitle may be null",
        "products[].badge": "openapi.yaml: badge may be null",
        "next_suggestion.instruction": "openapi.yaml: a focus's instruction may be null",
        "label": "openapi.yaml: the exemplar's label may be null",
        "level.title": "the level number beside it names the level",
        "level_after.title": "the level number beside it names the level",
        "achievements[].description": "no client wording describes a server achievement",
        "achievements_unlocked[].description": "no client wording describes a server achievement",
        "achievements_unlocked[].title": "the sheet's eyebrow names it: complete.achievement_title",
        "error.message": "Read's load error: its title, read.load_error, says what failed",
    ]

    /// The ids of elements and parts hidden in `elements` that `reference` showed or did not have
    /// (an item's `title` part, hidden in place of its title).
    static func newlyHidden(_ elements: [RenderedElement], against reference: [RenderedElement]) -> [String] {
        var hiddenBefore: Set<String> = []
        func collect(_ element: RenderedElement) {
            if !element.isShown { hiddenBefore.insert(element.id) }
            element.parts.forEach(collect)
        }
        reference.forEach(collect)
        var hidden: [String] = []
        func visit(_ element: RenderedElement) {
            if case .hidden = element.content, !hiddenBefore.contains(element.id) { hidden.append(element.id) }
            element.parts.forEach(visit)
        }
        elements.forEach(visit)
        return hidden
    }

    /// The state's inputs in `locale`, with `bytes` in place of the file of endpoint `name`.
    static func inputs(
        _ state: ExampleIndex.State, _ locale: LanguageTag, file name: String, bytes: [UInt8]
    ) throws -> ScreenInputs {
        var inputs = ScreenInputs()
        for (endpointName, file) in state.files.sorted(by: { $0.key < $1.key }) {
            let endpoint = try #require(Endpoint(rawValue: endpointName))
            let path = "\(locale.identifier)/\(file)"
            let original = Array(try #require(EmbeddedResources.text("examples/\(path)")).utf8)
            try inputs.add(endpoint, bytes: endpointName == name ? bytes : original, file: path, mode: .tolerant)
        }
        return inputs
    }

    /// The problems of a render with one server string gone: a hole anywhere, or an element that
    /// changed without a fallback or hidden reason (on it or a part) naming the field.
    static func check(_ elements: [RenderedElement], against reference: [RenderedElement], field: String) -> [String] {
        let before = Set(holes(reference).map(\.hole))
        var problems = holes(elements).filter { !before.contains($0.hole) }.map { "\($0.hole) in “\($0.text)”" }
        for element in elements {
            guard let before = reference.first(where: { $0.id == element.id }) else {
                problems.append("\(element.id): not in the undamaged render")
                continue
            }
            guard comparable(element) != comparable(before) else { continue }
            if !names(element, field: field) {
                problems.append("\(element.id) changed without naming \(field): \(summary(element))")
            }
        }
        return problems
    }

    /// The element as a reader sees it, without the violations a null string records.
    static func comparable(_ element: RenderedElement) -> RenderedElement {
        var copy = element
        copy.violationGroups = []
        copy.parts = element.parts.map(comparable)
        return copy
    }

    /// Whether the element or one of its parts hides or falls back with a reason naming `field`
    /// (the last key of its path: `title` names `focus.title`), read from the typed reason.
    static func names(_ element: RenderedElement, field: String) -> Bool {
        func named(_ reasons: [HiddenReason]) -> Bool {
            reasons.flatMap(\.members).contains { reason in
                reason.fields.map(\.description).contains { $0 == field || $0.hasSuffix(".\(field)") }
            }
        }
        if let reason = element.content.hiddenReason, named([reason]) { return true }
        if let fallback = element.fallback, named(reasons(fallback)) { return true }
        return element.parts.contains { names($0, field: field) }
    }

    /// Every reason a fallback gives, through `.because`, `.status` and `.all`; a fallback in
    /// words (`.described`) as a rule in those words.
    static func reasons(_ fallback: Fallback) -> [HiddenReason] {
        switch fallback {
        case .because(let reason, let then): [reason] + reasons(then)
        case .status(_, let then): reasons(then)
        case .all(let fallbacks): fallbacks.flatMap(reasons)
        case .described(let words): [.rule(words)]
        default: []
        }
    }

    /// Texts that show where a string is missing: empty, an empty isolate, a separator at either
    /// end, two separators in a row.
    static func holes(_ elements: [RenderedElement]) -> [(hole: String, text: String)] {
        var found: [(hole: String, text: String)] = []
        func visit(_ element: RenderedElement) {
            let shown: String? =
                switch element.content {
                case .text(let text), .headline(let text): text
                default: nil
                }
            if let shown, let hole = hole(in: shown) { found.append(("\(element.id): \(hole)", shown)) }
            element.parts.forEach(visit)
        }
        elements.forEach(visit)
        return found
    }

    static let separators: Set<Character> = [" ", "·", ",", "，", ":", "：", "、", "\u{2068}", "\u{2069}"]

    static func hole(in text: String) -> String? {
        if text.isEmpty { return "empty text" }
        if text.contains("\u{2068}\u{2069}") { return "an empty isolate" }
        let bare = text.filter { $0 != "\u{2068}" && $0 != "\u{2069}" }
        if bare.isEmpty { return "empty text" }
        if let first = bare.first, separators.contains(first) { return "leading separator" }
        if let last = bare.last, separators.contains(last) { return "trailing separator" }
        // Empty quotes: a quoted server string (“{skill}”) that came empty.
        for pattern in ["  ", "· ·", "··", ", ,", ",,", "，，", ": ·", "· :", "“”"] where bare.contains(pattern) {
            return "“\(pattern)”"
        }
        return nil
    }

    static func summary(_ element: RenderedElement) -> String {
        var line = "\(element.content)"
        if let fallback = element.fallback { line += " fallback \(fallback)" }
        if !element.parts.isEmpty { line += " parts [" + element.parts.map(summary).joined(separator: ", ") + "]" }
        return line
    }
}

/// The checker itself: it finds a hole and an unexplained change, and passes an honest fallback.
@Suite struct EmptyServerStringCheckerTests {
    typealias Check = EmptyServerStringTests

    @Test func holes() {
        #expect(Check.hole(in: "Focus from last time: ") == "trailing separator")
        #expect(Check.hole(in: "Keep working on “”") == "““””")
        #expect(Check.hole(in: "上次的重点：") == "trailing separator")
        #expect(Check.hole(in: ", Mia") == "leading separator")
        #expect(Check.hole(in: "Business ·  · 1 min read") == "“  ”")
        #expect(Check.hole(in: "Level 7 · \u{2068}\u{2069}") == "an empty isolate")
        #expect(Check.hole(in: "") == "empty text")
        #expect(Check.hole(in: "Business · 139 words") == nil)
    }

    @Test func changes() {
        func chip(_ content: RenderedElement.Content, fallback: Fallback? = nil) -> [RenderedElement] {
            var element = RenderedElement(label: "chip", content: content, fallback: fallback)
            element.id = "chip"
            return [element]
        }
        let before = chip(.text("Focus: Cut the filler"))
        let silent = chip(.text("Focus"))
        #expect(
            Check.check(silent, against: before, field: "title") == [
                "chip changed without naming title: text(\"Focus\")"
            ])
        let hidden = chip(.hidden(reason: .empty(field: "home.focus.title")))
        #expect(Check.check(hidden, against: before, field: "title") == [])
        let fellBack = chip(.text("Focus"), fallback: .because(.null(field: "home.focus.title"), .key("micro.x")))
        #expect(Check.check(fellBack, against: before, field: "title") == [])
        // A reason naming another field does not explain the change.
        let other = chip(
            .text("Focus"), fallback: .because(.null(field: "home.quick_picks[].subtitle"), .key("micro.x")))
        #expect(
            Check.check(other, against: before, field: "title") == [
                "chip changed without naming title: text(\"Focus\") fallback home.quick_picks[].subtitle is null: micro.x"
            ])
        let holed = chip(.text("Focus: "), fallback: .because(.empty(field: "home.focus.title"), .hide(nil)))
        #expect(Check.check(holed, against: before, field: "title") == ["chip: trailing separator in “Focus: ”"])
    }
}
