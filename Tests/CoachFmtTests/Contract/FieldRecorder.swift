@testable import CoachFmt
@testable import CoachFmtCatalog
@testable import CoachFmtContract
@testable import CoachFmtFormatting

/// What a model asks of its JSON while it decodes, field by field: the keys its `init(from:)`
/// requests (including those an example leaves out), whether as optional (`decodeIfPresent`) or
/// required, and how it reads each value (an object, a map, an array, a string, an integer …).
/// Decoding every example through it gives the models' own field table, in the notation of
/// `tools/contract_fields.py`: `today_quest.steps[].key`, `dimensions.<key>.score`.
final class FieldRecorder {
    struct Field: Equatable, CustomStringConvertible {
        var optional: Bool?
        var kinds: Set<String> = []

        var description: String {
            let presence = optional.map { $0 ? "optional" : "required" } ?? "root"
            return "\(presence) \(kinds.sorted().joined(separator: "|"))"
        }
    }

    private(set) var fields: [String: Field] = [:]

    func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try T(from: RecordingDecoder(value: value, path: "", recorder: self))
    }

    fileprivate func asked(_ path: String, optional: Bool) {
        fields[path, default: Field()].optional = (fields[path]?.optional ?? false) || optional
    }

    fileprivate func read(_ path: String, as kind: String) {
        guard !path.isEmpty else { return }
        fields[path, default: Field()].kinds.insert(kind)
    }

    fileprivate static func join(_ path: String, _ segment: String) -> String {
        path.isEmpty ? segment : segment.hasPrefix("[") ? path + segment : path + "." + segment
    }

    fileprivate static func kind(of type: Any.Type) -> String? {
        switch type {
        case is String.Type: "string"
        case is Bool.Type: "boolean"
        case is Double.Type, is Float.Type: "number"
        case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type: "integer"
        case is UInt.Type, is UInt8.Type, is UInt16.Type, is UInt32.Type, is UInt64.Type: "integer"
        default: nil
        }
    }
}

private struct RecordingDecoder: Decoder {
    let value: JSONValue
    let path: String
    let recorder: FieldRecorder
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch("an object") }
        // The standard library decodes `[String: V]` with its own key type: a map, not a model.
        let isMap = !String(describing: Key.self).hasSuffix("CodingKeys")
        recorder.read(path, as: isMap ? "map" : "object")
        return KeyedDecodingContainer(
            RecordingObject<Key>(members: members, path: path, isMap: isMap, recorder: recorder))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw mismatch("an array") }
        recorder.read(path, as: "array")
        return RecordingArray(items: items, path: FieldRecorder.join(path, "[]"), recorder: recorder)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        RecordingScalar(value: value, path: path, recorder: recorder)
    }

    func mismatch(_ expected: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: [], debugDescription: "\(path): expected \(expected)"))
    }
}

/// Decodes a scalar from a JSON value, recording how it was read.
private func scalar<T: Decodable>(_ type: T.Type, _ value: JSONValue, _ path: String, _ recorder: FieldRecorder) throws
    -> T
{
    if let kind = FieldRecorder.kind(of: T.self) {
        recorder.read(path, as: kind)
        let decoded: Any?
        switch value {
        case .string(let text) where T.self == String.self: decoded = text
        case .bool(let flag) where T.self == Bool.self: decoded = flag
        case .number(let text) where T.self == Double.self: decoded = Double(text)
        case .number(let text) where T.self == Float.self: decoded = Float(text)
        case .number(let text) where kind == "integer": decoded = Int(text).map { integer(T.self, $0) } ?? nil
        default: decoded = nil
        }
        guard let result = decoded as? T else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\(path): not a \(kind)"))
        }
        return result
    }
    return try T(from: RecordingDecoder(value: value, path: path, recorder: recorder))
}

private func integer<T>(_: T.Type, _ value: Int) -> Any? {
    switch T.self {
    case is Int.Type: value
    case is Int8.Type: Int8(exactly: value)
    case is Int16.Type: Int16(exactly: value)
    case is Int32.Type: Int32(exactly: value)
    case is Int64.Type: Int64(exactly: value)
    case is UInt.Type: UInt(exactly: value)
    case is UInt8.Type: UInt8(exactly: value)
    case is UInt16.Type: UInt16(exactly: value)
    case is UInt32.Type: UInt32(exactly: value)
    case is UInt64.Type: UInt64(exactly: value)
    default: nil
    }
}

private struct RecordingObject<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let path: String
    let isMap: Bool
    let recorder: FieldRecorder
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { members.keys.compactMap(Key.init(stringValue:)) }

    // The standard library's `decodeIfPresent` for a String, an Int … asks `contains` first, and
    // stops there when the key is absent: that is where an optional scalar shows itself.
    func contains(_ key: Key) -> Bool {
        recorder.asked(field(key), optional: true)
        return members[key.stringValue] != nil
    }

    private func field(_ key: Key) -> String { FieldRecorder.join(path, isMap ? "<key>" : key.stringValue) }

    func decodeNil(forKey key: Key) throws -> Bool {
        recorder.asked(field(key), optional: true)
        return members[key.stringValue] == nil || members[key.stringValue] == .null
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        recorder.asked(field(key), optional: false)
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "\(field(key)) is missing"))
        }
        return try scalar(T.self, value, field(key), recorder)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        recorder.asked(field(key), optional: true)
        guard let value = members[key.stringValue], value != .null else { return nil }
        return try scalar(T.self, value, field(key), recorder)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        recorder.asked(field(key), optional: false)
        return try RecordingDecoder(value: members[key.stringValue] ?? .null, path: field(key), recorder: recorder)
            .container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        recorder.asked(field(key), optional: false)
        return try RecordingDecoder(value: members[key.stringValue] ?? .null, path: field(key), recorder: recorder)
            .unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        RecordingDecoder(value: .object(members), path: path, recorder: recorder)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        RecordingDecoder(value: members[key.stringValue] ?? .null, path: field(key), recorder: recorder)
    }
}

private struct RecordingArray: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let path: String
    let recorder: FieldRecorder
    var codingPath: [any CodingKey] { [] }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }
    private(set) var currentIndex = 0

    init(items: [JSONValue], path: String, recorder: FieldRecorder) {
        (self.items, self.path, self.recorder) = (items, path, recorder)
    }

    mutating func next() throws -> JSONValue {
        guard !isAtEnd else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\(path): past the end"))
        }
        defer { currentIndex += 1 }
        return items[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try scalar(T.self, next(), path, recorder)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try RecordingDecoder(value: next(), path: path, recorder: recorder).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try RecordingDecoder(value: next(), path: path, recorder: recorder).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        RecordingDecoder(value: try next(), path: path, recorder: recorder)
    }
}

private struct RecordingScalar: SingleValueDecodingContainer {
    let value: JSONValue
    let path: String
    let recorder: FieldRecorder
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try scalar(T.self, value, path, recorder)
    }
}
