import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// data-binding.md, general fallbacks: "Null server string: use the client fallback key". A
/// tolerant decode reads a server string (openapi.yaml's Accept-Language fields) that is null as
/// an absent one: it is reported, and the object around it stays, so that only its readers fall
/// back. Each such string of each example file is made null once (its first occurrence), in the
/// first state that reads the file.
@Suite("A null server string costs only its readers")
struct NullServerStringTests {
    @Test func nullServerStringsKeepTheirParents() throws {
        var checked = 0
        var problems: [String] = []
        var tried = Set<String>()
        for state in try ExampleIndex.builtIn().states {
            let original = try state.inputs(locale: .en)
            let reference = MutationTests.render(state, original, .en)
            for (name, file) in state.files.sorted(by: { $0.key < $1.key }) {
                guard let endpoint = Endpoint(rawValue: name) else { continue }
                let strings = ContractRanges.serverStrings(of: endpoint.modelType)
                guard !strings.isEmpty else { continue }
                let bytes = Array(try #require(EmbeddedResources.text("examples/en/\(file)")).utf8)
                let tree = try JSONParser.parse(bytes)
                for (path, value) in MutationTests.paths(tree) {
                    guard case .string = value, strings.contains(Self.pattern(path)),
                        tried.insert(file + " " + Self.pattern(path)).inserted
                    else { continue }
                    let field = MutationTests.pathText(name, path)
                    let mutated = Array(MutationTests.replacing(tree, at: path[...], with: .null).compactText.utf8)
                    guard case .success(let inputs) = try MutationTests.inputs(state, file: name, bytes: mutated) else {
                        problems.append("\(state.id) \(field): refused")
                        continue
                    }
                    let lines = inputs.violations.map { "\($0.effect.rawValue) \($0.absentPath): \($0.message)" }
                    // A string the contract lets be null decodes as nil with no violation.
                    if lines != ["absent \(field): expected a string, found null"] && !lines.isEmpty {
                        problems.append("\(state.id) \(field): \(lines)")
                    }
                    let screen = MutationTests.render(state, inputs, .en)
                    if screen.elements.map(\.id) != reference.elements.map(\.id) {
                        problems.append("\(state.id) \(field): rows changed")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 100, "server strings checked: \(checked)")
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(40).joined(separator: "\n"))")
    }

    /// `[today_quest, steps, 2, label]` → `today_quest.steps[].label`, as the generated tables spell it.
    static func pattern(_ path: [MutationTests.Step]) -> String {
        var text = ""
        for step in path {
            switch step {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index: text += "[]"
            }
        }
        return text
    }
}
