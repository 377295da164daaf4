@testable import CoachFmt
@testable import CoachFmtCatalog
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// What a model asks of its JSON while it decodes, field by field: the keys its `init(from:)`
/// requests (including those an example leaves out), whether as optional (`decodeIfPresent`) or
/// required, and how it reads each value (an object, a map, an array, a string, an integer …).
/// Decoding every example through the contract's own decoder, told to it as the decoder's
/// observer, gives the models' own field table, in the notation of `tools/contract_fields.py`:
/// `today_quest.steps[].key`, `dimensions.<key>.score`.
final class FieldRecorder: DecodingObserver {
    struct Field: Equatable, CustomStringConvertible {
        var optional: Bool?
        var kinds: Set<String> = []

        var description: String {
            let presence = optional.map { $0 ? "optional" : "required" } ?? "root"
            return "\(presence) \(kinds.sorted().joined(separator: "|"))"
        }
    }

    private(set) var fields: [String: Field] = [:]
    /// The fields read as maps: a key below one is `<key>` in the table.
    private var maps: Set<String> = []

    func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        let context = DecodingContext(session: nil, ranges: .none, observer: self)
        return try T(from: JSONValueDecoder(value: value, codingPath: [], context: context))
    }

    /// Records what `endpoint`'s model asks of `value`.
    func record(_ endpoint: Endpoint, from value: JSONValue) throws {
        try record(endpoint.modelType, from: value)
    }

    // Opens the existential so the decoder gets a concrete type.
    private func record<T: ContractModel>(_: T.Type, from value: JSONValue) throws {
        _ = try decode(T.self, from: value)
    }

    func asked(_ path: [any CodingKey], optional: Bool) {
        let field = pattern(path)
        fields[field, default: Field()].optional = (fields[field]?.optional ?? false) || optional
    }

    func read(_ path: [any CodingKey], as type: Any.Type) {
        let field = pattern(path)
        guard let kind = Self.kind(of: type) else { return }
        if kind == "map" { maps.insert(field) }
        guard !field.isEmpty else { return }
        fields[field, default: Field()].kinds.insert(kind)
    }

    /// `today_quest.steps[].key`: an array index is `[]`, a map's key `<key>`.
    private func pattern(_ keys: [any CodingKey]) -> String {
        var path = ""
        for key in keys {
            let segment = key is ArrayIndexKey ? "[]" : maps.contains(path) ? "<key>" : key.stringValue
            path = path.isEmpty ? segment : segment.hasPrefix("[") ? path + segment : path + "." + segment
        }
        return path
    }

    private static func kind(of type: Any.Type) -> String? {
        switch type {
        // The standard library decodes `[String: V]` with its own key type: a map, not a model.
        case let key as any CodingKey.Type: String(describing: key).hasSuffix("CodingKeys") ? "object" : "map"
        case is [Any].Type: "array"
        case is String.Type: "string"
        case is Bool.Type: "boolean"
        case is Double.Type, is Float.Type: "number"
        case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type: "integer"
        case is UInt.Type, is UInt8.Type, is UInt16.Type, is UInt32.Type, is UInt64.Type: "integer"
        default: nil
        }
    }
}
