/// A `Decoder` over a parsed `JSONValue` tree.
///
/// It exists for its errors: every failure carries the exact coding path (array
/// elements as `ArrayIndexKey`) and a debug description already worded for people,
/// "expected a number, found a string", which `ContractDecoder` prints as is.
/// Unknown keys are ignored; a missing or null optional decodes as nil.
struct JSONValueDecoder: Decoder {
    let value: JSONValue
    let path: CodingPath
    /// The decode's ranges, and in tolerant mode where broken optionals and array elements are recorded.
    let context: DecodingContext
    var codingPath: [any CodingKey] { path.keys }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(value: JSONValue, path: CodingPath, context: DecodingContext = .strict) {
        self.value = value
        self.path = path
        self.context = context
    }

    init(value: JSONValue, codingPath: [any CodingKey], context: DecodingContext = .strict) {
        self.init(value: value, path: CodingPath(codingPath), context: context)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let container = try ObjectContainer<Key>(value, at: path, context: context)
        context.observer?.read(path.keys, as: Key.self)
        return KeyedDecodingContainer(container)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try ArrayContainer(value, at: path, context: context)
        context.observer?.read(path.keys, as: [Any].self)
        return container
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        ScalarContainer(value: value, path: path, context: context)
    }

    /// Decodes `type` from `value`; in tolerant mode an array drops its broken elements.
    static func decode<T: Decodable>(
        _ type: T.Type, from value: JSONValue, at path: CodingPath, context: DecodingContext
    ) throws -> T {
        // Only a JSON array asks whether T is an array: each type's first dynamic cast scans
        // every loaded image's conformance records, a cost paid at start-up per type decoded.
        if case .array = value, let session = context.session,
            let arrayType = T.self as? any ElementDroppingArray.Type,
            let array = try arrayType.decodeDroppingBroken(value, at: path, context: context, session: session) as? T
        {
            return array
        }
        return try T(from: JSONValueDecoder(value: value, path: path, context: context))
    }
}

/// What every decoder and container of one decode shares: the violations of a tolerant decode
/// (nil when strict) and the ranges openapi.yaml sets for the model's numbers.
struct DecodingContext {
    let session: DecodingSession?
    let ranges: ContractRanges
    /// In a tolerant decode, whether a broken required field is withheld where it is (a stand-in
    /// of its kind, decoded in place): only with no optional field or array element above it,
    /// which would otherwise become absent for it.
    var withholdsInPlace: Bool
    /// The response's server strings (Accept-Language), by pattern: in a tolerant decode, one
    /// that is null or missing is an absent string, "" (data-binding.md: "Null server string: use
    /// the client fallback key"), reported, and its parent object stays. The model's standalone
    /// strings (``StandaloneStringModel``) are read the same way.
    let serverStrings: Set<String>
    /// Told what the model asks of its JSON; nil but in the tests' field table.
    let observer: (any DecodingObserver)?

    init(
        session: DecodingSession?, ranges: ContractRanges, serverStrings: Set<String> = [],
        observer: (any DecodingObserver)? = nil
    ) {
        self.session = session
        self.ranges = ranges
        self.withholdsInPlace = session != nil
        self.serverStrings = serverStrings
        self.observer = observer
    }

    static var strict: DecodingContext { DecodingContext(session: nil, ranges: .none) }

    /// This context below an optional field or an array element: a failure there makes that
    /// field or element absent, so nothing beneath it is withheld in place.
    var belowAbsentable: DecodingContext {
        var context = self
        context.withholdsInPlace = false
        return context
    }

    /// An integer, held to its path's range.
    func integer<I: FixedWidthInteger>(_ value: JSONValue, at path: CodingPath) throws -> I {
        let number: I = try Scalar.integer(value, at: path)
        try ranges.check(Double(number), value, at: path, expected: "an integer", kind: .number)
        return number
    }

    /// A finite number, held to its path's range.
    func floatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(
        _ value: JSONValue, at path: CodingPath
    ) throws -> F {
        let number: F = try Scalar.floatingPoint(value, at: path)
        try ranges.check(Double(number), value, at: path, expected: "a number", kind: .number)
        return number
    }
}

/// Told, as a decode goes, what the model asks of its JSON: each field it asks for, as optional
/// or required (a missing one included), and the type each value is read as: a keyed
/// container's key type, `[Any]` for an array, or a scalar's type. The tests build the models'
/// field table from it and hold that to openapi.yaml.
protocol DecodingObserver: AnyObject {
    /// The model asked for the field at `path`, with `decodeIfPresent` (`optional`) or `decode`.
    func asked(_ path: [any CodingKey], optional: Bool)
    /// The value at `path` is read as `type`.
    func read(_ path: [any CodingKey], as type: Any.Type)
}

/// The violations of one tolerant decode, shared by every decoder and container of it.
///
/// A dropped failure becomes its ``ContractViolation`` when it is recorded, so that the error
/// and its coding path are freed at once; its path is written once when the failure made
/// itself absent, and equal messages share one string. 800,000 broken items of one list then
/// cost a violation each, not a violation, an error and two key arrays.
final class DecodingSession {
    let file: String
    let root: String
    /// Broken optionals and array elements made absent, in decode order.
    private(set) var dropped: [ContractViolation] = []
    /// Broken optionals and array elements made absent, in decode order, after `first`: the
    /// session's own array, extended in place rather than copied (it may hold 800,000).
    func takeDropped(after first: [ContractViolation]) -> [ContractViolation] {
        var all = dropped
        dropped = []
        all.insert(contentsOf: first, at: 0)
        return all
    }
    /// Broken required fields decoded from a stand-in, in decode order: the failure of each.
    private(set) var withheld: [DecodingError] = []
    private var messages: [String: String] = [:]

    init(file: String, root: String) {
        self.file = file
        self.root = root
    }

    @discardableResult
    func record(_ error: DecodingError, absent: [any CodingKey]) -> ContractViolation {
        let (keys, description) = ContractDecoder.failure(error)
        let path = ContractDecoder.path(root, keys)
        // What was made absent is the failing field or one of its parents: a prefix of `keys`.
        let absentPath = keys.count == absent.count ? path : ContractDecoder.path(root, absent)
        let message: String
        if let known = messages[description] {
            message = known
        } else {
            messages[description] = description
            message = description
        }
        let violation = ContractViolation(
            file: file, path: path, message: message, absentPath: absentPath, effect: .madeAbsent,
            expected: Mismatch.of(error)?.expected)
        dropped.append(violation)
        return violation
    }

    /// Room for `count` more dropped failures.
    func reserve(_ count: Int) {
        dropped.reserveCapacity(dropped.count + count)
    }

    /// A failure like `violation` (same message, made its own path absent) at `path`.
    func recordLike(_ violation: ContractViolation, path: String) {
        dropped.append(
            ContractViolation(
                file: file, path: path, message: violation.message, effect: .madeAbsent,
                expected: violation.expected))
    }

    func recordWithheld(_ error: DecodingError) {
        withheld.append(error)
    }
}

/// Arrays whose broken elements a tolerant decode drops one by one, instead of failing the array.
protocol ElementDroppingArray {
    static func decodeDroppingBroken(
        _ value: JSONValue, at path: CodingPath, context: DecodingContext, session: DecodingSession
    ) throws -> Self
}

extension Array: ElementDroppingArray where Element: Decodable {
    static func decodeDroppingBroken(
        _ value: JSONValue, at path: CodingPath, context: DecodingContext, session: DecodingSession
    ) throws -> Self {
        guard case .array(let items) = value else { throw Scalar.mismatch([Any].self, "an array", .array, value, path) }
        let parent = path.keys
        // Not reserved for every item: 800,000 broken items would reserve room for 800,000 elements.
        var elements: [Element] = []
        // A null element fails the same way wherever it is: once one has failed at itself, the
        // others are recorded with its message, not decoded again (800,000 nulls are one decode).
        var nullFailure: (list: String, violation: ContractViolation)?
        for (index, item) in items.enumerated() {
            if case .null = item, let nullFailure {
                session.recordLike(nullFailure.violation, path: nullFailure.list + "[\(index)]")
                continue
            }
            let itemPath = CodingPath(parent, ArrayIndexKey(index))
            do {
                elements.append(
                    try JSONValueDecoder.decode(
                        Element.self, from: item, at: itemPath, context: context.belowAbsentable))
            } catch let error as DecodingError {
                let violation = session.record(error, absent: itemPath.keys)
                if case .null = item, violation.path == violation.absentPath {
                    nullFailure = (ContractDecoder.path(session.root, parent), violation)
                    // Room for the nulls to come, and no more: grown by doubling, the list of
                    // 800,000 would hold room for a quarter as many again.
                    session.reserve(items[(index + 1)...].count { if case .null = $0 { true } else { false } })
                }
            }
        }
        return elements
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
        guard case .bool(let bool) = value else { throw mismatch(Bool.self, "a boolean", .boolean, value, path) }
        return bool
    }

    static func string(_ value: JSONValue, at path: CodingPath) throws -> String {
        guard case .string(let string) = value else { throw mismatch(String.self, "a string", .string, value, path) }
        return string
    }

    static func integer<I: FixedWidthInteger>(_ value: JSONValue, at path: CodingPath) throws -> I {
        guard case .number(let text) = value else { throw mismatch(I.self, "a number", .number, value, path) }
        if let integer = I(text) { return integer }
        let isIntegral = !text.contains { $0 == "." || $0 == "e" || $0 == "E" }
        let expected = isIntegral ? "an integer from \(I.min) to \(I.max)" : "an integer"
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: path.keys, debugDescription: "expected \(expected), found \(EchoedInput.bounded(text))",
                underlyingError: Mismatch(.number, expected: expected)))
    }

    static func floatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(
        _ value: JSONValue, at path: CodingPath
    ) throws -> F {
        guard case .number(let text) = value else { throw mismatch(F.self, "a number", .number, value, path) }
        guard let number = F(text), number.isFinite else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: path.keys,
                    debugDescription: "expected a finite number, found \(EchoedInput.bounded(text))",
                    underlyingError: Mismatch(.number, expected: "a finite number")))
        }
        return number
    }

    /// Null where a value is required is `valueNotFound`; anything else is a type mismatch.
    static func mismatch(
        _ type: Any.Type, _ expected: String, _ kind: ExpectedValue, _ value: JSONValue, _ path: CodingPath
    ) -> DecodingError {
        let context = DecodingError.Context(
            codingPath: path.keys, debugDescription: "expected \(expected), found \(value.kindDescription)",
            underlyingError: Mismatch(kind, expected: expected))
        if case .null = value { return .valueNotFound(type, context) }
        return .typeMismatch(type, context)
    }
}

// MARK: - Keyed

private struct ObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]
    let context: DecodingContext

    init(_ value: JSONValue, at path: CodingPath, context: DecodingContext) throws {
        guard case .object(let members) = value else {
            throw Scalar.mismatch([String: Any].self, "an object", .object, value, path)
        }
        self.members = members
        self.codingPath = path.keys
        self.context = context
    }

    var allKeys: [Key] { members.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool {
        context.observer?.asked(path(key).keys, optional: true)
        return members[key.stringValue] != nil
    }

    private func member(_ key: Key) throws -> JSONValue {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: ContractDecoder.missingFieldMessage))
        }
        return value
    }

    private func path(_ key: Key) -> CodingPath { CodingPath(codingPath, key) }

    func decodeNil(forKey key: Key) throws -> Bool {
        context.observer?.asked(path(key).keys, optional: true)
        return try member(key) == .null
    }
    func decode(_: Bool.Type, forKey key: Key) throws -> Bool { try required(key, Scalar.bool) }
    func decode(_: String.Type, forKey key: Key) throws -> String {
        if let session = context.session, !context.serverStrings.isEmpty, members[key.stringValue] ?? .null == .null,
            context.serverStrings.contains(ContractRanges.pattern(path(key).keys))
        {
            do {
                return try Scalar.string(member(key), at: path(key))  // throws: null or missing
            } catch let error as DecodingError {
                session.record(error, absent: path(key).keys)
                return ""
            }
        }
        return try required(key, Scalar.string)
    }
    func decode(_: Double.Type, forKey key: Key) throws -> Double { try required(key, context.floatingPoint) }
    func decode(_: Float.Type, forKey key: Key) throws -> Float { try required(key, context.floatingPoint) }
    func decode(_: Int.Type, forKey key: Key) throws -> Int { try required(key, context.integer) }
    func decode(_: Int8.Type, forKey key: Key) throws -> Int8 { try required(key, context.integer) }
    func decode(_: Int16.Type, forKey key: Key) throws -> Int16 { try required(key, context.integer) }
    func decode(_: Int32.Type, forKey key: Key) throws -> Int32 { try required(key, context.integer) }
    func decode(_: Int64.Type, forKey key: Key) throws -> Int64 { try required(key, context.integer) }
    func decode(_: UInt.Type, forKey key: Key) throws -> UInt { try required(key, context.integer) }
    func decode(_: UInt8.Type, forKey key: Key) throws -> UInt8 { try required(key, context.integer) }
    func decode(_: UInt16.Type, forKey key: Key) throws -> UInt16 { try required(key, context.integer) }
    func decode(_: UInt32.Type, forKey key: Key) throws -> UInt32 { try required(key, context.integer) }
    func decode(_: UInt64.Type, forKey key: Key) throws -> UInt64 { try required(key, context.integer) }

    func decode<T: Decodable>(_: T.Type, forKey key: Key) throws -> T {
        try required(key) { value, path in
            try JSONValueDecoder.decode(T.self, from: value, at: path, context: context)
        }
    }

    /// A required field's value. In a tolerant decode with nothing absentable above it, a field
    /// that is missing or breaks the contract is withheld: its failure is recorded, and the field
    /// decodes from a stand-in of the kind the failure names (``ExpectedValue``), here, without
    /// decoding the rest of the response again. A missing field is tried as null first, whose
    /// failure names its kind; a field with a range stands in as the range's lowest value.
    private func required<T>(_ key: Key, _ convert: (JSONValue, CodingPath) throws -> T) throws -> T {
        let field = path(key)
        if let observer = context.observer {
            observer.asked(field.keys, optional: false)
            observer.read(field.keys, as: T.self)
        }
        guard context.withholdsInPlace, let session = context.session else { return try convert(member(key), field) }
        let failure: DecodingError
        do {
            return try convert(member(key), field)
        } catch let error as DecodingError where ContractDecoder.failure(error).keys.count == codingPath.count + 1 {
            failure = error
        }
        let inRange = context.ranges.range(at: field.keys).map { JSONValue.number(NumericRange.text($0.standIn)) }
        var next = inRange ?? (members[key.stringValue] == nil ? .null : ExpectedValue.of(failure)?.standIn)
        var tried: [JSONValue] = []
        // Each try learns a narrower kind (null, then a string, then a date-time): a few at most.
        while let standIn = next, !tried.contains(standIn), tried.count < ExpectedValue.allCases.count {
            tried.append(standIn)
            do {
                let value = try convert(standIn, field)
                session.recordWithheld(failure)
                return value
            } catch let error as DecodingError where ContractDecoder.failure(error).keys.count == codingPath.count + 1 {
                next = ExpectedValue.of(error)?.standIn
            }
        }
        throw failure
    }

    // What synthesized `init(from:)` calls for an optional property. In tolerant mode a value
    // that breaks the contract is recorded and decodes as nil: this property is the nearest
    // optional parent of the failure, so it is what becomes absent.
    private func decodeIfPresent<T>(_ key: Key, _ convert: (JSONValue, CodingPath) throws -> T) throws -> T? {
        context.observer?.asked(path(key).keys, optional: true)
        guard let value = members[key.stringValue], value != .null else { return nil }
        context.observer?.read(path(key).keys, as: T.self)
        guard let session = context.session else { return try convert(value, path(key)) }
        do {
            return try convert(value, path(key))
        } catch let error as DecodingError {
            session.record(error, absent: path(key).keys)
            return nil
        }
    }

    func decodeIfPresent(_: Bool.Type, forKey key: Key) throws -> Bool? { try decodeIfPresent(key, Scalar.bool) }
    func decodeIfPresent(_: String.Type, forKey key: Key) throws -> String? { try decodeIfPresent(key, Scalar.string) }
    func decodeIfPresent(_: Double.Type, forKey key: Key) throws -> Double? {
        try decodeIfPresent(key, context.floatingPoint)
    }
    func decodeIfPresent(_: Float.Type, forKey key: Key) throws -> Float? {
        try decodeIfPresent(key, context.floatingPoint)
    }
    func decodeIfPresent(_: Int.Type, forKey key: Key) throws -> Int? { try decodeIfPresent(key, context.integer) }
    func decodeIfPresent(_: Int8.Type, forKey key: Key) throws -> Int8? { try decodeIfPresent(key, context.integer) }
    func decodeIfPresent(_: Int16.Type, forKey key: Key) throws -> Int16? { try decodeIfPresent(key, context.integer) }
    func decodeIfPresent(_: Int32.Type, forKey key: Key) throws -> Int32? { try decodeIfPresent(key, context.integer) }
    func decodeIfPresent(_: Int64.Type, forKey key: Key) throws -> Int64? { try decodeIfPresent(key, context.integer) }
    func decodeIfPresent(_: UInt.Type, forKey key: Key) throws -> UInt? { try decodeIfPresent(key, context.integer) }
    func decodeIfPresent(_: UInt8.Type, forKey key: Key) throws -> UInt8? { try decodeIfPresent(key, context.integer) }
    func decodeIfPresent(_: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try decodeIfPresent(key, context.integer)
    }
    func decodeIfPresent(_: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try decodeIfPresent(key, context.integer)
    }
    func decodeIfPresent(_: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try decodeIfPresent(key, context.integer)
    }
    func decodeIfPresent<T: Decodable>(_: T.Type, forKey key: Key) throws -> T? {
        // Below an optional field, a failure makes this field absent: nothing under it is withheld.
        try decodeIfPresent(key) { value, path in
            try JSONValueDecoder.decode(T.self, from: value, at: path, context: context.belowAbsentable)
        }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(try ObjectContainer<NestedKey>(member(key), at: path(key), context: context))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ArrayContainer(member(key), at: path(key), context: context)
    }

    func superDecoder() throws -> any Decoder {
        JSONValueDecoder(value: .object(members), codingPath: codingPath, context: context)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueDecoder(value: members[key.stringValue] ?? .null, path: path(key), context: context)
    }
}

// MARK: - Unkeyed

private struct ArrayContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    let context: DecodingContext
    private(set) var currentIndex = 0

    init(_ value: JSONValue, at path: CodingPath, context: DecodingContext) throws {
        guard case .array(let elements) = value else {
            throw Scalar.mismatch([Any].self, "an array", .array, value, path)
        }
        self.elements = elements
        self.codingPath = path.keys
        self.context = context
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The next element and its path; reading past the end is an error with a path.
    private mutating func next(_ type: Any.Type) throws -> (JSONValue, CodingPath) {
        let path = CodingPath(codingPath, ArrayIndexKey(currentIndex))
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                .init(
                    codingPath: path.keys, debugDescription: "expected another element, found the end of the array",
                    underlyingError: Mismatch(nil, expected: "another element")))
        }
        defer { currentIndex += 1 }
        return (elements[currentIndex], path)
    }

    /// Converts the next element with `convert`, at its own path.
    private mutating func next<T>(_ type: T.Type, _ convert: (JSONValue, CodingPath) throws -> T) throws -> T {
        let (value, path) = try next(type)
        context.observer?.read(path.keys, as: T.self)
        return try convert(value, path)
    }

    /// Converts the next element with the context's `convert`, which checks a number's range.
    private mutating func next<T>(
        _ type: T.Type, _ convert: (DecodingContext) -> (JSONValue, CodingPath) throws -> T
    ) throws -> T {
        let (value, path) = try next(type)
        context.observer?.read(path.keys, as: T.self)
        return try convert(context)(value, path)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type, Scalar.bool) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type, Scalar.string) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type, DecodingContext.floatingPoint) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type, DecodingContext.floatingPoint) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type, DecodingContext.integer) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type, DecodingContext.integer) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type, DecodingContext.integer) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type, DecodingContext.integer) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type, DecodingContext.integer) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type, DecodingContext.integer) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type, DecodingContext.integer) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type, DecodingContext.integer) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type, DecodingContext.integer) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type, DecodingContext.integer) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try next(type)
        return try JSONValueDecoder.decode(T.self, from: value, at: path, context: context)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        let (value, path) = try next([String: Any].self)
        return KeyedDecodingContainer(try ObjectContainer<NestedKey>(value, at: path, context: context))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next([Any].self)
        return try ArrayContainer(value, at: path, context: context)
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next(Any.self)
        return JSONValueDecoder(value: value, path: path, context: context)
    }
}

// MARK: - Single value

private struct ScalarContainer: SingleValueDecodingContainer {
    let value: JSONValue
    let path: CodingPath
    let context: DecodingContext
    var codingPath: [any CodingKey] { path.keys }

    func decodeNil() -> Bool { value == .null }
    func decode(_: Bool.Type) throws -> Bool { try read(Scalar.bool) }
    func decode(_: String.Type) throws -> String { try read(Scalar.string) }
    func decode(_: Double.Type) throws -> Double { try read(context.floatingPoint) }
    func decode(_: Float.Type) throws -> Float { try read(context.floatingPoint) }
    func decode(_: Int.Type) throws -> Int { try read(context.integer) }
    func decode(_: Int8.Type) throws -> Int8 { try read(context.integer) }
    func decode(_: Int16.Type) throws -> Int16 { try read(context.integer) }
    func decode(_: Int32.Type) throws -> Int32 { try read(context.integer) }
    func decode(_: Int64.Type) throws -> Int64 { try read(context.integer) }
    func decode(_: UInt.Type) throws -> UInt { try read(context.integer) }
    func decode(_: UInt8.Type) throws -> UInt8 { try read(context.integer) }
    func decode(_: UInt16.Type) throws -> UInt16 { try read(context.integer) }
    func decode(_: UInt32.Type) throws -> UInt32 { try read(context.integer) }
    func decode(_: UInt64.Type) throws -> UInt64 { try read(context.integer) }

    /// The value converted by `convert`, told to the observer first.
    private func read<T>(_ convert: (JSONValue, CodingPath) throws -> T) throws -> T {
        context.observer?.read(path.keys, as: T.self)
        return try convert(value, path)
    }

    func decode<T: Decodable>(_: T.Type) throws -> T {
        try JSONValueDecoder.decode(T.self, from: value, at: path, context: context)
    }
}

/// The kind of value a contract field must hold. Each decoding failure the kit throws carries it
/// as its context's `underlyingError`, so that a tolerant decode picks a stand-in from the
/// failure's type, never from its wording.
enum ExpectedValue: Error, CaseIterable {
    case string, number, boolean, object, array, dateTime, date, decimal

    /// A value of this kind that decodes but says nothing: an element reading it is hidden.
    var standIn: JSONValue {
        switch self {
        case .string: .string("")
        case .number: .number("0")
        case .boolean: .bool(false)
        case .object: .object([:])
        case .array: .array([])
        case .dateTime: .string("1970-01-01T00:00:00Z")
        case .date: .string("1970-01-01")
        case .decimal: .string("0.00")
        }
    }

    /// The kind `error` says was expected; nil for a missing field, whose kind it does not know.
    static func of(_ error: DecodingError) -> ExpectedValue? {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            (context.underlyingError as? Mismatch)?.kind
        case .keyNotFound: nil
        @unknown default: nil
        }
    }
}

/// What a value that broke the contract should have been, kept beside the message so that a
/// reader names it without parsing the message: its kind (for the decode's stand-in) and the
/// words for it (`a string`, `an integer from 0 to 100`).
package struct Mismatch: Error {
    /// The kind of value expected; nil where the failure has none (an array that ended early).
    let kind: ExpectedValue?
    /// What was expected, as the message says it after "expected".
    package let expected: String

    init(_ kind: ExpectedValue?, expected: String) {
        self.kind = kind
        self.expected = expected
    }

    /// What `error` says was expected, when it carries a mismatch.
    package static func of(_ error: DecodingError) -> Mismatch? {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            context.underlyingError as? Mismatch
        case .keyNotFound: nil
        @unknown default: nil
        }
    }
}

extension SingleValueDecodingContainer {
    /// A value sent as a string in a format of its own (a date, a decimal): `parse`'s result, or
    /// a failure that shows what came and says what was expected.
    func decodeParsed<Value>(
        _ kind: ExpectedValue, _ expected: String, _ parse: (String) -> Value?
    ) throws -> Value {
        let text = try decode(String.self)
        guard let value = parse(text) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath,
                    debugDescription: "expected \(expected), found \"\(EchoedInput.bounded(text))\"",
                    underlyingError: Mismatch(kind, expected: expected)))
        }
        return value
    }
}
