import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// Hostile API input, generated from the examples with a fixed seed. A field that breaks the
/// contract costs only the elements that read it: the screen renders whole, the violation is
/// reported with its path, and every element that does not read the field renders as it does
/// from the undamaged input. Unreadable input is refused whole with a position. None crashes.
@Suite struct MutationTests {
    enum Mutation: String, CaseIterable {
        case drop, null, wrongType, huge, negative, fractional, unknownEnum, emptyString, messageSyntax, bidi
        case unpairedSurrogate
    }

    /// Deterministic generator (SplitMix64), so every run tries the same cases.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    enum Step: Hashable {
        case key(String)
        case index(Int)
    }

    /// Every path to a value in the tree, with the value there.
    static func paths(_ value: JSONValue, _ prefix: [Step] = []) -> [([Step], JSONValue)] {
        var result: [([Step], JSONValue)] = prefix.isEmpty ? [] : [(prefix, value)]
        switch value {
        case .object(let members):
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                result += paths(member, prefix + [.key(key)])
            }
        case .array(let items):
            for (index, item) in items.enumerated() { result += paths(item, prefix + [.index(index)]) }
        default: break
        }
        return result
    }

    /// The tree with the value at `path` replaced (nil removes an object member).
    static func replacing(_ value: JSONValue, at path: ArraySlice<Step>, with new: JSONValue?) -> JSONValue {
        guard let step = path.first else { return new ?? .null }
        switch (value, step) {
        case (.object(var members), .key(let key)):
            if path.count == 1, new == nil {
                members[key] = nil
            } else {
                members[key] = replacing(members[key] ?? .null, at: path.dropFirst(), with: new)
            }
            return .object(members)
        case (.array(var items), .index(let index)):
            items[index] = replacing(items[index], at: path.dropFirst(), with: new ?? .null)
            return .array(items)
        default: return value
        }
    }

    static func pathText(_ root: String, _ path: [Step]) -> String {
        path.reduce(root) { text, step in
            switch step {
            case .key(let key): text + "." + key
            case .index(let index): text + "[\(index)]"
            }
        }
    }

    /// Whether one of two decoded paths lies within the other, element indices aside.
    static func overlaps(_ path: String, _ other: String) -> Bool {
        guard let path = JSONPath(violationPath: path), let other = JSONPath(violationPath: other) else { return false }
        return path.overlaps(other)
    }

    static let surrogateMarker = "\u{E000}unpaired\u{E000}"

    static func mutate(_ value: JSONValue, _ mutation: Mutation) -> JSONValue?? {
        switch (mutation, value) {
        case (.drop, _): return .some(nil)
        case (.null, _): return .null
        case (.wrongType, .string): return .number("7")
        case (.wrongType, .number): return .string("seven")
        case (.wrongType, .bool): return .string("yes")
        case (.wrongType, .array): return .object([:])
        case (.wrongType, .object): return .array([])
        case (.huge, .number): return .number("1e300")
        case (.negative, .number): return .number("-5")
        case (.fractional, .number): return .number("2.5")
        case (.unknownEnum, .string): return .string("zz_newer_than_this_client")
        case (.emptyString, .string): return .string("")
        case (.messageSyntax, .string): return .string("{0} {name, plural, one {#} other {'#'}} }{ ''")
        case (.bidi, .string): return .string("\u{202E}\u{2066}abc\u{2069}\u{200F}")
        case (.unpairedSurrogate, .string): return .string(surrogateMarker)
        default: return nil
        }
    }

    /// Decodes a state with one file replaced (tolerant unless `mode` says strict); nil when refused.
    static func inputs(
        _ state: ExampleIndex.State, file name: String, bytes: [UInt8], mode: DecodingMode = .tolerant
    ) throws -> Result<ScreenInputs, ContractError> {
        var inputs = ScreenInputs()
        for (endpointName, file) in state.files.sorted(by: { $0.key < $1.key }) {
            let endpoint = try #require(Endpoint(rawValue: endpointName))
            let original = Array(try #require(EmbeddedResources.text("examples/en/\(file)")).utf8)
            do {
                try inputs.add(endpoint, bytes: endpointName == name ? bytes : original, file: "en/\(file)", mode: mode)
            } catch {
                return .failure(error)
            }
        }
        return .success(inputs)
    }

    static func render(_ state: ExampleIndex.State, _ inputs: ScreenInputs, _ locale: LanguageTag) -> RenderedScreen {
        ScreenRenderer.render(
            state.section, inputs: inputs, locale: locale, timeZone: state.zone(for: locale), now: state.now)
    }

    /// What the mutations did, counted per mutation: the strict decode's refusals (today's
    /// behaviour, before this kit degraded per element) and the tolerant render's outcome.
    struct Outcome {
        var total = 0, strictRefused = 0, renderedFull = 0, refusedWhole = 0, withViolations = 0
        var notFull: [String] = []
    }

    /// Checks one mutated state in every catalog locale against the undamaged renders.
    static func check(
        _ state: ExampleIndex.State, file name: String, bytes: [UInt8], expectedPath: String,
        undamaged: [LanguageTag: RenderedScreen], outcome: inout Outcome
    ) throws {
        outcome.total += 1
        if case .failure = try inputs(state, file: name, bytes: bytes, mode: .strict) { outcome.strictRefused += 1 }
        let inputs: ScreenInputs
        switch try Self.inputs(state, file: name, bytes: bytes) {
        case .failure(let error):
            let line = String(describing: error)
            #expect(!line.contains("\n"), "one line: \(line)")
            #expect(line.contains("malformed JSON"), "\(state.id): only unreadable input is refused whole: \(line)")
            outcome.refusedWhole += 1
            outcome.notFull.append("\(state.id) \(expectedPath): \(line)")
            return
        case .success(let decoded): inputs = decoded
        }
        // What the render reports: the decode's violations, then local state's (``ScreenInputs/checkingLocal()``).
        let violations = inputs.checkingLocal().violations
        if !violations.isEmpty {
            outcome.withViolations += 1
            // The violation names the damaged field, or a field inside it, or is a local value
            // checked against that field (local.home.selectedTopic against home.topics[].id).
            let pattern = expectedPath.replacing(/\[\d+\]/, with: "[]")
            #expect(
                violations.contains {
                    $0.path == expectedPath || Self.overlaps(expectedPath, $0.path)
                        || ($0.path.hasPrefix("local.") && $0.message.contains("one of \(pattern) ("))
                },
                "\(state.id): \(violations) do not name \(expectedPath)")
            for violation in violations {
                #expect(violation.description.hasPrefix("en/"), "\(violation) names its file")
            }
        }
        var full = true
        for locale in LocaleNegotiation.catalogLocales {
            let screen = render(state, inputs, locale)
            let reference = try #require(undamaged[locale])
            #expect(screen.violations == violations)
            #expect(!screen.text().contains("Optional("), "\(state.id)")
            _ = screen.json()
            // Every element is present, shown or hidden with a reason. A broken field that decides
            // which sub-screen a section shows (the onboarding step, the recorder, an error's code)
            // may switch it to the sub-screen its absence selects; then every element is marked. A
            // mutation within the contract (an unknown enum value, an empty string) is a new value,
            // which may select another sub-screen too.
            let sameRows = screen.elements.map(\.id) == reference.elements.map(\.id)
            let stateSwitch = !ScreenRenderer.stateViolations(state.section, violations).isEmpty
            #expect(
                sameRows || violations.isEmpty
                    || (stateSwitch && screen.elements.allSatisfy { !$0.violationGroups.isEmpty }),
                "\(state.id) \(expectedPath): rows lost; unmarked \(screen.elements.filter { $0.violationGroups.isEmpty }.map(\.id)), state \(stateSwitch)"
            )
            if !sameRows { outcome.notFull.append("\(state.id) \(expectedPath): sub-screen switched") }
            // Never a blank screen: something is shown whenever the undamaged render shows something.
            // Global's rows are overlays on another screen (a force-update sheet, a leave alert):
            // one whose data broke is not shown, and the screen under it stays. Skeletons show
            // nothing yet.
            func shows(_ screen: RenderedScreen) -> Bool {
                screen.elements.contains {
                    if case .hidden = $0.content { false } else { $0.looks != [.style(.skeleton)] }
                }
            }
            #expect(
                state.section == .global || !shows(reference) || shows(screen),
                "\(state.id) \(expectedPath): every element hidden")
            if screen.errors.count > reference.errors.count { full = false }
            guard sameRows else { continue }
            guard !violations.isEmpty else { continue }
            for (element, before) in zip(screen.elements, reference.elements) {
                if !element.violationGroups.isEmpty {
                    let read = element.violations(in: screen)
                    // Degraded, never in error; hidden naming the violation when hidden. A withheld
                    // field's stand-in (an empty string, 0, 1970-01-01) shows nowhere, reasons included.
                    #expect(element.errors.isEmpty, "\(state.id) \(element.id): \(element.errors)")
                    let shown = String(describing: element)
                    #expect(!shown.contains("()") && !shown.contains("1970"), "\(state.id) \(element.id): \(shown)")
                    if case .hidden(let reason) = element.content {
                        #expect(
                            read.contains { violation in
                                reason.fields.contains { JSONPath(violationPath: violation.path) == $0 }
                            },
                            "\(state.id) \(element.id): \(reason) names none of \(read)")
                    }
                } else {
                    // An element that does not read the broken field is unchanged.
                    #expect(
                        element == before,
                        "unaffected changed: \(state.id) \(element.id) sources \(element.sources) absent \(violations.map(\.absentPath)) [\(locale)]"
                    )
                }
            }
        }
        if full {
            outcome.renderedFull += 1
        } else {
            outcome.notFull.append("\(state.id) \(expectedPath): elements lost")
        }
    }

    @Test func fieldMutationsDegradeOnlyTheElementsThatReadThem() throws {
        var generator = SeededGenerator(state: 20_261_129)
        var outcome = Outcome()
        var classCounts: [Mutation: Outcome] = [:]
        for state in try ExampleIndex.builtIn().states {
            var undamaged: [LanguageTag: RenderedScreen] = [:]
            let original = try state.inputs(locale: .en)
            for locale in LocaleNegotiation.catalogLocales { undamaged[locale] = Self.render(state, original, locale) }
            for (name, file) in state.files.sorted(by: { $0.key < $1.key }) {
                let bytes = Array(try #require(EmbeddedResources.text("examples/en/\(file)")).utf8)
                let tree = try JSONParser.parse(bytes)
                let all = Self.paths(tree)
                guard !all.isEmpty else { continue }
                for mutation in Mutation.allCases {
                    // Two random places per mutation, per file: bounded, and the same every run.
                    for _ in 0..<2 {
                        let (path, value) = all[Int.random(in: 0..<all.count, using: &generator)]
                        guard let replacement = Self.mutate(value, mutation) else { continue }
                        var text = Self.replacing(tree, at: path[...], with: replacement).compactText
                        text = text.replacingOccurrences(of: Self.surrogateMarker, with: "\\ud800x")
                        let expected = Self.pathText(name, path)
                        var counts = classCounts[mutation] ?? Outcome()
                        try Self.check(
                            state, file: name, bytes: Array(text.utf8), expectedPath: expected, undamaged: undamaged,
                            outcome: &counts)
                        classCounts[mutation] = counts
                    }
                }
            }
        }
        for counts in classCounts.values {
            outcome.total += counts.total
            outcome.strictRefused += counts.strictRefused
            outcome.renderedFull += counts.renderedFull
            outcome.refusedWhole += counts.refusedWhole
            outcome.withViolations += counts.withViolations
            outcome.notFull += counts.notFull
        }
        // Field mutations of valid JSON (all classes but the unpaired surrogate, which makes the
        // JSON unreadable) render the full screen; at least 95% of them must.
        let fieldMutations = classCounts.filter { $0.key != .unpairedSurrogate }.values
        let fieldTotal = fieldMutations.map(\.total).reduce(0, +)
        let fieldFull = fieldMutations.map(\.renderedFull).reduce(0, +)
        let fieldStrictRefused = fieldMutations.map(\.strictRefused).reduce(0, +)
        print(
            "mutations: \(fieldTotal) field mutations; strict refused \(fieldStrictRefused), tolerant rendered full \(fieldFull); \(outcome.withViolations) with violations; unreadable refused \(classCounts[.unpairedSurrogate]?.refusedWhole ?? 0)"
        )
        for line in outcome.notFull where !line.contains("malformed JSON") { print("note: \(line)") }
        #expect(fieldTotal > 400)
        #expect(fieldFull == fieldTotal, "\(fieldTotal - fieldFull) field mutations did not render the full screen")
        // The mutations reach the decoder: the strict decode refuses many of them.
        #expect(fieldStrictRefused > 200)
        #expect(classCounts[.unpairedSurrogate]?.refusedWhole == classCounts[.unpairedSurrogate]?.total)
    }

    @Test func strictDecodingRefusesAtTheFirstViolation() throws {
        let state = try #require(try ExampleIndex.builtIn().state("home/home--normal"))
        let bytes = Array(try #require(EmbeddedResources.text("examples/en/home.json")).utf8)
        guard case .object(var home) = try JSONParser.parse(bytes), case .object(var level) = home["level"] else {
            Issue.record("home.level is an object")
            return
        }
        level["title"] = .number("7")
        home["level"] = .object(level)
        let damaged = Array(JSONValue.object(home).compactText.utf8)
        guard case .failure(let error) = try Self.inputs(state, file: "home", bytes: damaged, mode: .strict) else {
            Issue.record("strict decoding refuses a broken field")
            return
        }
        #expect(error.description == "en/home.json: home.level.title: expected a string, found a number")
        let inputs = try Self.inputs(state, file: "home", bytes: damaged).get()
        #expect(
            inputs.violations.map(\.description) == [
                "en/home.json: home.level.title: expected a string, found a number"
            ])
        let screen = Self.render(state, inputs, .en)
        let level6 = try #require(screen.elements.first { $0.id == "home.level" })
        #expect(level6.content.hiddenReason?.fields == ["home.level.title"])
        guard case .invalid(let violation)? = level6.content.hiddenReason else {
            Issue.record("home.level hides for the violation: \(level6.content)")
            return
        }
        #expect(violation.path == "home.level.title")
        #expect(
            level6.violations(in: screen).map(\.elementLine) == ["home.level.title: expected a string, found a number"])
        #expect(level6.violationGroups == [0])
        #expect(level6.parts.isEmpty)
        #expect(
            screen.text().contains("violation 1: en/home.json: home.level.title: expected a string, found a number"))
        #expect(screen.json().contains("\"violations\" : ["))
    }

    @Test func wholeFileDamageIsRefusedWithAPosition() throws {
        let state = try #require(try ExampleIndex.builtIn().state("home/home--normal"))
        let bytes = Array(try #require(EmbeddedResources.text("examples/en/home.json")).utf8)
        let damaged: [(String, [UInt8])] = [
            ("truncated", Array(bytes.prefix(bytes.count / 2))),
            ("invalid UTF-8", [UInt8](bytes.prefix(40)) + [0xFF, 0xFE] + bytes.dropFirst(40)),
            ("duplicate keys", Array("{\"greeting\":\"a\",".utf8) + bytes.dropFirst()),
            (
                "deep nesting",
                Array((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8)
            ),
            ("empty", []),
            ("not an object", Array("42".utf8)),
        ]
        for (name, bytes) in damaged {
            for mode in DecodingMode.allCases {
                guard case .failure(let error) = try Self.inputs(state, file: "home", bytes: bytes, mode: mode) else {
                    Issue.record("\(name) is refused whole (\(mode))")
                    continue
                }
                let line = error.description
                #expect(!line.contains("\n"))
                #expect(
                    line.contains(
                        name == "not an object" ? "en/home.json: home: expected an object" : "malformed JSON"),
                    "\(line)")
            }
        }
    }

    @Test func megabyteStringsRender() throws {
        let state = try #require(try ExampleIndex.builtIn().state("home/home--normal"))
        let bytes = Array(try #require(EmbeddedResources.text("examples/en/home.json")).utf8)
        guard case .object(var home) = try JSONParser.parse(bytes) else {
            Issue.record("home is an object")
            return
        }
        let long = String(repeating: "長い名前 ", count: 200_000)
        home["display_name"] = .string(long)
        home["greeting"] = .string(long)
        let text = JSONValue.object(home).compactText
        var inputs = ScreenInputs()
        try inputs.add(.home, bytes: Array(text.utf8), file: "home.json")
        let screen = ScreenRenderer.render(
            .home, inputs: inputs, locale: .en, timeZone: state.zone(for: .en), now: state.now)
        let greeting = try #require(screen.elements.first { $0.label == "greeting + name" }?.text)
        // ICU's output is complete however long: nothing is truncated at a buffer size.
        #expect(greeting == long + ", " + long)
    }
}
