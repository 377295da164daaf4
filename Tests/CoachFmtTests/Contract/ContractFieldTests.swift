import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// The contract models are written by hand from `Resources/openapi.yaml`; this holds every field
/// of every response model to it. `tools/contract_fields.py` prints the contract's fields, and
/// decoding every example through a `FieldRecorder` gives the models' own: each must name the
/// same fields, be a Swift optional exactly where the contract lets a field be absent or null,
/// and read each value as the contract types it. (check_openapi.py, run by `GeneratedFilesTests`,
/// makes sure every contract field is set in some example, so each model type is reached.)
@Suite("Contract models match openapi.yaml")
struct ContractFieldTests {
    struct ContractField: Decodable {
        let path: String
        let required: Bool
        let nullable: Bool
        let type: String
    }

    static let contract: [String: [ContractField]] = {
        let run = try? GeneratedFiles.shell("python3 tools/contract_fields.py", keepingErrorsApart: true)
        let bytes = Array((run.flatMap { $0.status == 0 ? $0.output : nil } ?? "").utf8)
        return (try? ContractDecoder.decode([String: [ContractField]].self, from: bytes, file: "contract_fields.py"))
            ?? [:]
    }()

    static var endpoints: [Endpoint] { Endpoint.allCases.filter { $0 != .local && $0 != .storekit } }

    @Test("The contract's field table is read")
    func tableIsRead() {
        #expect(Set(Self.contract.keys) == Set(Self.endpoints.map(\.rawValue)))
    }

    @Test("Every model names the contract's fields, optional where the contract allows", arguments: endpoints)
    func modelMatchesContract(_ endpoint: Endpoint) throws {
        let recorder = FieldRecorder()
        var decoded = 0
        for example in Examples.all where Endpoint(file: example.name) == endpoint {
            let value = try JSONParser.parse(Examples.bytes(example.relativePath))
            try recorder.record(endpoint, from: value)
            decoded += 1
        }
        #expect(decoded > 0, "no example decodes as \(endpoint.rawValue)")
        let contract = try #require(Self.contract[endpoint.rawValue])
        let reached = contract.filter { Self.isReached($0.path, in: recorder.fields) }
        let problems = Self.differences(contract: reached, model: recorder.fields)
        #expect(problems.isEmpty, "\(endpoint.rawValue):\n\(problems.joined(separator: "\n"))")
        let unreached = contract.filter { !Self.isReached($0.path, in: recorder.fields) }.map(\.path)
        #expect(unreached == (Self.unreached[endpoint] ?? []), "fields no example of \(endpoint.rawValue) reaches")
    }

    /// Fields below an object that every example of the endpoint leaves null, so that its model
    /// never decodes them there: settlement's achievements are unlocked ones, without progress.
    /// Growth's examples decode the same `Achievement` with its progress.
    static let unreached: [Endpoint: [String]] = [
        .settlement: ["achievements_unlocked[].progress.current", "achievements_unlocked[].progress.target"]
    ]

    /// Whether the model could be asked for `path`: an example set its parent (`a.b` of `a.b[]`,
    /// `a.b[]` of `a.b[].c`, `d.<key>` of `d.<key>.score`).
    static func isReached(_ path: String, in fields: [String: FieldRecorder.Field]) -> Bool {
        guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return true }
        return fields[String(path[..<cut])]?.kinds.isEmpty == false
    }

    @Test("A model field the contract lacks, or a wrong optional, is found")
    func differencesAreFound() {
        let contract = [
            ContractField(path: "name", required: true, nullable: false, type: "string"),
            ContractField(path: "note", required: false, nullable: false, type: "string"),
            ContractField(path: "count", required: true, nullable: false, type: "integer"),
        ]
        let model: [String: FieldRecorder.Field] = [
            "name": .init(optional: true, kinds: ["string"]),
            "count": .init(optional: false, kinds: ["string"]),
            "extra": .init(optional: true, kinds: ["boolean"]),
        ]
        #expect(
            Self.differences(contract: contract, model: model) == [
                "count: the contract says integer, the model reads string",
                "extra: in the model, not in openapi.yaml",
                "name: the contract requires it, the model makes it optional",
                "note: in openapi.yaml, not in the model (or in no example)",
            ])
    }

    /// Each difference as one line, sorted by path.
    static func differences(contract: [ContractField], model: [String: FieldRecorder.Field]) -> [String] {
        var problems: [String] = []
        let declared = Dictionary(contract.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for path in Set(declared.keys).union(model.keys).sorted() {
            guard let field = declared[path] else {
                problems.append("\(path): in the model, not in openapi.yaml")
                continue
            }
            guard let read = model[path] else {
                problems.append("\(path): in openapi.yaml, not in the model (or in no example)")
                continue
            }
            let mayBeAbsent = !field.required || field.nullable
            if let optional = read.optional, optional != mayBeAbsent {
                problems.append(
                    "\(path): the contract \(mayBeAbsent ? "lets it be absent or null" : "requires it"), the model makes it \(optional ? "optional" : "required")"
                )
            }
            let accepted: Set<String> = field.type == "number" ? ["number", "integer"] : [field.type]
            if !read.kinds.isEmpty, !read.kinds.isSubset(of: accepted) {
                problems.append(
                    "\(path): the contract says \(field.type), the model reads \(read.kinds.sorted().joined(separator: "|"))"
                )
            }
        }
        return problems
    }

}
