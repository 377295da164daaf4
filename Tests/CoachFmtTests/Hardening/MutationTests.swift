import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt

/// Hostile API input, generated from the examples with a fixed seed: each mutated state either
/// renders (hiding or falling back where the table says) or fails with one error that names the
/// file and the JSON path. None crashes or hangs.
@Suite struct MutationTests {
    enum Mutation: String, CaseIterable {
        case drop, null, wrongType, huge, negative, fractional, unknownEnum, messageSyntax, bidi, unpairedSurrogate
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

    static func serialize(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let text): return text
        case .string(let text):
            var escaped = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case "\n": escaped += "\\n"
                default: escaped += scalar.value < 0x20 ? String(format: "\\u%04x", scalar.value) : String(scalar)
                }
            }
            return escaped + "\""
        case .array(let items): return "[" + items.map(serialize).joined(separator: ",") + "]"
        case .object(let members):
            return "{"
                + members.sorted { $0.key < $1.key }.map { serialize(.string($0.key)) + ":" + serialize($0.value) }
                .joined(separator: ",") + "}"
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
        case (.messageSyntax, .string): return .string("{0} {name, plural, one {#} other {'#'}} }{ ''")
        case (.bidi, .string): return .string("\u{202E}\u{2066}abc\u{2069}\u{200F}")
        case (.unpairedSurrogate, .string): return .string(surrogateMarker)
        default: return nil
        }
    }

    struct Outcome { var rendered = 0, refused = 0 }

    /// Decodes a state with one file replaced, then renders it in both locales.
    static func check(_ state: ExampleIndex.State, file name: String, bytes: [UInt8], expectedPath: String?) throws
        -> Bool
    {
        var inputs = ScreenInputs()
        do {
            for (endpointName, file) in state.files {
                let endpoint = try #require(Endpoint(rawValue: endpointName))
                let original = Array(try #require(EmbeddedResources.text("examples/en/\(file)")).utf8)
                try inputs.add(endpoint, bytes: endpointName == name ? bytes : original, file: "en/\(file)")
            }
        } catch {
            let line = String(describing: error)
            #expect(!line.contains("\n"), "one line: \(line)")
            if let expectedPath {
                #expect(
                    line.contains(expectedPath) || line.contains("malformed JSON"),
                    "\(state.id): \(line) does not name \(expectedPath)")
            } else {
                #expect(line.contains("malformed JSON"), "\(state.id): \(line)")
            }
            return false
        }
        for locale in LocaleNegotiation.catalogLocales {
            let screen = ScreenRenderer.render(
                state.section, inputs: inputs, locale: locale, timeZone: state.zone(for: locale), now: state.now)
            let text = screen.text()
            #expect(!text.contains("Optional("), "\(state.id)")
            _ = screen.json()
        }
        return true
    }

    @Test func fieldMutationsRenderOrNameThePath() throws {
        var generator = SeededGenerator(state: 20_261_129)
        var outcome = Outcome()
        for state in try ExampleIndex.builtIn().states {
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
                        var text = Self.serialize(Self.replacing(tree, at: path[...], with: replacement))
                        text = text.replacingOccurrences(of: Self.surrogateMarker, with: "\\ud800x")
                        let expected = Self.pathText(ContractDecoder.rootName(of: file), path)
                        if try Self.check(state, file: name, bytes: Array(text.utf8), expectedPath: expected) {
                            outcome.rendered += 1
                        } else {
                            outcome.refused += 1
                        }
                    }
                }
            }
        }
        // Both outcomes happen: the mutations reach the renderer as well as the decoder.
        #expect(outcome.rendered > 200)
        #expect(outcome.refused > 200)
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
            #expect(
                try !Self.check(
                    state, file: "home", bytes: bytes, expectedPath: name == "not an object" ? "home" : nil), "\(name)")
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
        let text = Self.serialize(.object(home))
        var inputs = ScreenInputs()
        try inputs.add(.home, bytes: Array(text.utf8), file: "home.json")
        let screen = ScreenRenderer.render(
            .home, inputs: inputs, locale: .en, timeZone: state.zone(for: .en), now: state.now)
        let greeting = try #require(screen.elements.first { $0.label == "greeting + name" }?.text)
        // ICU's output is complete however long: nothing is truncated at a buffer size.
        #expect(greeting == long + ", " + long)
    }
}
