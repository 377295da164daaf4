/// A `Decoder` over a parsed `JSONValue` tree.
///
/// It exists for its errors: every failure carries the exact coding path (array
/// elements as `ArrayIndexKey`) and a debug description already worded for people,
/// "expected a number, found a string", which `ContractDecoder` prints as is.
/// Unknown keys are ignored; a missing or null optional decodes as nil.
struct JSONValueDecoder: Decoder {
    let value: JSONValue
    let path: CodingPath
    var codingPath: [any CodingKey] { path.keys }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(value: JSONValue, path: CodingPath) {
        self.value = value
        self.path = path
    }

    init(value: JSONValue, codingPath: [any CodingKey]) {
        self.init(value: value, path: CodingPath(codingPath))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try ObjectContainer<Key>(value, at: path))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try ArrayContainer(value, at: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        ScalarContainer(value: value, path: path)
    }
}

/// A coding path kept as its parent's keys and one more key, made into an array only when
/// read: by an error, or by a container whose members need it as their parent. Building
/// `parent + [key]` for every field decoded was an allocation per field.
struct CodingPath {
    let parent: [any CodingKey]
    let last: (any CodingKey)?

    init(_ keys: [any CodingKey]) {
        parent = keys
        last = nil
    }

    init(_ parent: [any CodingKey], _ last: any CodingKey) {
        self.parent = parent
        self.last = last
    }

    var keys: [any CodingKey] { last.map { parent + [$0] } ?? parent }
}

/// The coding key of an array element; the error path prints it as `[2]`.
struct ArrayIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "[\(intValue ?? 0)]" }

    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

// MARK: - Scalars

/// Converts one JSON value to a Swift scalar, or throws the contract's wording.
enum Scalar {
    static func bool(_ value: JSONValue, at path: CodingPath) throws -> Bool {
        guard case .bool(let bool) = value else { throw mismatch(Bool.self, "a boolean", value, path) }
        return bool
    }

    static func string(_ value: JSONValue, at path: CodingPath) throws -> String {
        guard case .string(let string) = value else { throw mismatch(String.self, "a string", value, path) }
        return string
    }

    static func integer<I: FixedWidthInteger>(_ value: JSONValue, at path: CodingPath) throws -> I {
        guard case .number(let text) = value else { throw mismatch(I.self, "a number", value, path) }
        if let integer = I(text) { return integer }
        let isIntegral = !text.contains { $0 == "." || $0 == "e" || $0 == "E" }
        let expected = isIntegral ? "an integer from \(I.min) to \(I.max)" : "an integer"
        throw DecodingError.dataCorrupted(
            .init(codingPath: path.keys, debugDescription: "expected \(expected), found \(text)"))
    }

    static func floatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(
        _ value: JSONValue, at path: CodingPath
    ) throws -> F {
        guard case .number(let text) = value else { throw mismatch(F.self, "a number", value, path) }
        guard let number = F(text), number.isFinite else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: path.keys, debugDescription: "expected a finite number, found \(text)"))
        }
        return number
    }

    /// Null where a value is required is `valueNotFound`; anything else is a type mismatch.
    static func mismatch(_ type: Any.Type, _ expected: String, _ value: JSONValue, _ path: CodingPath)
        -> DecodingError
    {
        let context = DecodingError.Context(
            codingPath: path.keys, debugDescription: "expected \(expected), found \(value.kindDescription)")
        if case .null = value { return .valueNotFound(type, context) }
        return .typeMismatch(type, context)
    }
}

// MARK: - Keyed

private struct ObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]

    init(_ value: JSONValue, at path: CodingPath) throws {
        guard case .object(let members) = value else {
            throw Scalar.mismatch([String: Any].self, "an object", value, path)
        }
        self.members = members
        self.codingPath = path.keys
    }

    var allKeys: [Key] { members.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func member(_ key: Key) throws -> JSONValue {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "required field is missing"))
        }
        return value
    }

    private func path(_ key: Key) -> CodingPath { CodingPath(codingPath, key) }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }
    func decode(_: Bool.Type, forKey key: Key) throws -> Bool { try Scalar.bool(member(key), at: path(key)) }
    func decode(_: String.Type, forKey key: Key) throws -> String { try Scalar.string(member(key), at: path(key)) }
    func decode(_: Double.Type, forKey key: Key) throws -> Double {
        try Scalar.floatingPoint(member(key), at: path(key))
    }
    func decode(_: Float.Type, forKey key: Key) throws -> Float { try Scalar.floatingPoint(member(key), at: path(key)) }
    func decode(_: Int.Type, forKey key: Key) throws -> Int { try Scalar.integer(member(key), at: path(key)) }
    func decode(_: Int8.Type, forKey key: Key) throws -> Int8 { try Scalar.integer(member(key), at: path(key)) }
    func decode(_: Int16.Type, forKey key: Key) throws -> Int16 { try Scalar.integer(member(key), at: path(key)) }
    func decode(_: Int32.Type, forKey key: Key) throws -> Int32 { try Scalar.integer(member(key), at: path(key)) }
    func decode(_: Int64.Type, forKey key: Key) throws -> Int64 { try Scalar.integer(member(key), at: path(key)) }
    func decode(_: UInt.Type, forKey key: Key) throws -> UInt { try Scalar.integer(member(key), at: path(key)) }
    func decode(_: UInt8.Type, forKey key: Key) throws -> UInt8 { try Scalar.integer(member(key), at: path(key)) }
    func decode(_: UInt16.Type, forKey key: Key) throws -> UInt16 { try Scalar.integer(member(key), at: path(key)) }
    func decode(_: UInt32.Type, forKey key: Key) throws -> UInt32 { try Scalar.integer(member(key), at: path(key)) }
    func decode(_: UInt64.Type, forKey key: Key) throws -> UInt64 { try Scalar.integer(member(key), at: path(key)) }

    func decode<T: Decodable>(_: T.Type, forKey key: Key) throws -> T {
        try T(from: JSONValueDecoder(value: member(key), path: path(key)))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(try ObjectContainer<NestedKey>(member(key), at: path(key)))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ArrayContainer(member(key), at: path(key))
    }

    func superDecoder() throws -> any Decoder {
        JSONValueDecoder(value: .object(members), codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueDecoder(value: members[key.stringValue] ?? .null, path: path(key))
    }
}

// MARK: - Unkeyed

private struct ArrayContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(_ value: JSONValue, at path: CodingPath) throws {
        guard case .array(let elements) = value else {
            throw Scalar.mismatch([Any].self, "an array", value, path)
        }
        self.elements = elements
        self.codingPath = path.keys
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The next element and its path; reading past the end is an error with a path.
    private mutating func next(_ type: Any.Type) throws -> (JSONValue, CodingPath) {
        let path = CodingPath(codingPath, ArrayIndexKey(currentIndex))
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                .init(codingPath: path.keys, debugDescription: "expected another element, found the end of the array"))
        }
        defer { currentIndex += 1 }
        return (elements[currentIndex], path)
    }

    /// Converts the next element with `convert`, at its own path.
    private mutating func next<T>(_ type: T.Type, _ convert: (JSONValue, CodingPath) throws -> T) throws -> T {
        let (value, path) = try next(type)
        return try convert(value, path)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type, Scalar.bool) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type, Scalar.string) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type, Scalar.floatingPoint) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type, Scalar.floatingPoint) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type, Scalar.integer) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type, Scalar.integer) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type, Scalar.integer) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type, Scalar.integer) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type, Scalar.integer) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type, Scalar.integer) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type, Scalar.integer) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type, Scalar.integer) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type, Scalar.integer) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type, Scalar.integer) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try next(type)
        return try T(from: JSONValueDecoder(value: value, path: path))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        let (value, path) = try next([String: Any].self)
        return KeyedDecodingContainer(try ObjectContainer<NestedKey>(value, at: path))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next([Any].self)
        return try ArrayContainer(value, at: path)
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next(Any.self)
        return JSONValueDecoder(value: value, path: path)
    }
}

// MARK: - Single value

private struct ScalarContainer: SingleValueDecodingContainer {
    let value: JSONValue
    let path: CodingPath
    var codingPath: [any CodingKey] { path.keys }

    func decodeNil() -> Bool { value == .null }
    func decode(_: Bool.Type) throws -> Bool { try Scalar.bool(value, at: path) }
    func decode(_: String.Type) throws -> String { try Scalar.string(value, at: path) }
    func decode(_: Double.Type) throws -> Double { try Scalar.floatingPoint(value, at: path) }
    func decode(_: Float.Type) throws -> Float { try Scalar.floatingPoint(value, at: path) }
    func decode(_: Int.Type) throws -> Int { try Scalar.integer(value, at: path) }
    func decode(_: Int8.Type) throws -> Int8 { try Scalar.integer(value, at: path) }
    func decode(_: Int16.Type) throws -> Int16 { try Scalar.integer(value, at: path) }
    func decode(_: Int32.Type) throws -> Int32 { try Scalar.integer(value, at: path) }
    func decode(_: Int64.Type) throws -> Int64 { try Scalar.integer(value, at: path) }
    func decode(_: UInt.Type) throws -> UInt { try Scalar.integer(value, at: path) }
    func decode(_: UInt8.Type) throws -> UInt8 { try Scalar.integer(value, at: path) }
    func decode(_: UInt16.Type) throws -> UInt16 { try Scalar.integer(value, at: path) }
    func decode(_: UInt32.Type) throws -> UInt32 { try Scalar.integer(value, at: path) }
    func decode(_: UInt64.Type) throws -> UInt64 { try Scalar.integer(value, at: path) }

    func decode<T: Decodable>(_: T.Type) throws -> T {
        try T(from: JSONValueDecoder(value: value, path: path))
    }
}
