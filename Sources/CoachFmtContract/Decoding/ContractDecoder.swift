#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Decodes contract JSON (API responses and local inputs) and reports a failure
/// as one `ContractError` line instead of a nested `DecodingError`.
///
/// It parses strictly first (RFC 8259, duplicate keys rejected), then decodes the
/// tree, so both a syntax error and a wrong value point at their place:
///
///     let home = try ContractDecoder.decode(Home.self, from: bytes, file: "home.json")
///     // home.json: home.today_quest.xp_reward: expected a number, found a string
public enum ContractDecoder {
    /// Decodes `type` from `bytes`; `file` names the source in errors, and its
    /// last path component up to the first dot is the root of the JSON path.
    public static func decode<T: Decodable>(
        _ type: T.Type, from bytes: [UInt8], file: String
    ) throws(ContractError) -> T {
        let tree: JSONValue
        do {
            tree = try JSONParser.parse(bytes)
        } catch {
            throw .malformedJSON(file: file, reason: error.reason)
        }
        do {
            let context = DecodingContext(session: nil, ranges: .of(T.self))
            return try T(from: JSONValueDecoder(value: tree, codingPath: [], context: context))
        } catch let error as DecodingError {
            throw describe(error, file: file)
        } catch {
            // A model's own init threw something else; keep its text, at the root.
            throw .invalidValue(file: file, path: rootName(of: file), message: String(describing: error))
        }
    }

    /// Decodes `type` from `bytes`, going on past fields that break the contract: each one is
    /// returned as a `ContractViolation` instead of refusing the response.
    ///
    /// A broken optional field or array element decodes as absent (its nearest optional parent
    /// becomes nil, the element is dropped). A broken field with no optional parent is withheld:
    /// the decode goes on with a stand-in of the expected kind that no element may show (the
    /// renderer hides every element reading it). `value` is nil only when even that cannot save
    /// the response; a violation then names the response's root. Unreadable input (malformed
    /// JSON, invalid UTF-8, duplicate keys, nesting too deep, a root of the wrong kind) still
    /// throws. Paths start at `root`, by default the file's endpoint name (`rootName(of:)`).
    public static func decodeTolerantly<T: Decodable>(
        _ type: T.Type, from bytes: [UInt8], file: String, root: String? = nil
    ) throws(ContractError) -> (value: T?, violations: [ContractViolation]) {
        let tree: JSONValue
        do {
            tree = try JSONParser.parse(bytes)
        } catch {
            throw .malformedJSON(file: file, reason: error.reason)
        }
        let root = root ?? rootName(of: file)
        // One pass: a broken required field is withheld where the decoder meets it.
        let session = DecodingSession(file: file, root: root)
        let withheld = {
            session.withheld.map { error in
                let (keys, message) = failure(error)
                return ContractViolation(
                    file: file, path: path(root, keys), message: message, effect: .withheld,
                    expected: Mismatch.of(error)?.expected)
            }
        }
        do {
            let context = DecodingContext(
                session: session, ranges: ContractRanges.of(T.self),
                serverStrings: ContractRanges.absentableStrings(of: T.self))
            let value = try JSONValueDecoder.decode(T.self, from: tree, at: CodingPath([]), context: context)
            return (value, session.takeDropped(after: withheld()))
        } catch let error as DecodingError {
            let (keys, message) = failure(error)
            // A root of the wrong kind has no field to blame: the file is unreadable.
            guard !keys.isEmpty else { throw describe(error, file: file) }
            // No stand-in could save a field: the response is absent.
            return (
                nil, withheld() + [responseAbsent(file, root, path(root, keys), message, Mismatch.of(error)?.expected)]
            )
        } catch {
            return (nil, withheld() + [responseAbsent(file, root, root, String(describing: error), nil)])
        }
    }

    /// Decodes `type` from one member of a parsed file, for a reader that takes each member on
    /// its own (a catalog overlay): the error is the failure's path below the member and its
    /// message, `value: expected a string, found a number`.
    package static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws(MemberError) -> T {
        do {
            return try T(from: JSONValueDecoder(value: value, codingPath: [], context: .strict))
        } catch let error as DecodingError {
            let (keys, message) = failure(error)
            throw MemberError(message: keys.isEmpty ? message : "\(path("", keys).dropFirst()): \(message)")
        } catch {
            throw MemberError(message: String(describing: error))
        }
    }

    /// Why one member of a file did not decode.
    package struct MemberError: Error {
        package let message: String
    }

    /// Decodes `type` from `data`; see `decode(_:from:file:)` for `[UInt8]`.
    public static func decode<T: Decodable>(
        _ type: T.Type, from data: Data, file: String
    ) throws(ContractError) -> T {
        try decode(type, from: [UInt8](data), file: file)
    }

    /// The endpoint name a file stands for: `en/home.completed.json` → `home`.
    package static func rootName(of file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
    }

    // MARK: Withheld fields

    private static func responseAbsent(
        _ file: String, _ root: String, _ path: String, _ message: String, _ expected: String?
    ) -> ContractViolation {
        ContractViolation(
            file: file, path: path, message: message, absentPath: root, effect: .madeAbsent, expected: expected)
    }

    static let missingFieldMessage = "required field is missing"

    /// The full coding path of a failure and its message.
    static func failure(_ error: DecodingError) -> (keys: [any CodingKey], message: String) {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return (context.codingPath, context.debugDescription)
        case .keyNotFound(let key, let context):
            return (context.codingPath + [key], context.debugDescription)
        @unknown default:
            return ([], String(describing: error))
        }
    }

    // MARK: Error lines

    private static func describe(_ error: DecodingError, file: String) -> ContractError {
        let root = rootName(of: file)
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return .invalidValue(file: file, path: path(root, context.codingPath), message: context.debugDescription)
        case .keyNotFound(let key, let context):
            return .invalidValue(
                file: file, path: path(root, context.codingPath + [key]), message: context.debugDescription)
        @unknown default:
            return .invalidValue(file: file, path: root, message: String(describing: error))
        }
    }

    /// `home` + [today_quest, steps, 2, key] → `home.today_quest.steps[2].key`.
    static func path(_ root: String, _ codingPath: [any CodingKey]) -> String {
        var text = root
        for key in codingPath {
            if key is ArrayIndexKey, let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += "." + key.stringValue
            }
        }
        return text
    }
}
