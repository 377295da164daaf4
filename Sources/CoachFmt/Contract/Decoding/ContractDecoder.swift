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
            return try T(from: JSONValueDecoder(value: tree, codingPath: []))
        } catch let error as DecodingError {
            throw describe(error, file: file)
        } catch {
            // A model's own init threw something else; keep its text, at the root.
            throw .invalidValue(file: file, path: rootName(of: file), message: String(describing: error))
        }
    }

    /// Decodes `type` from `data`; see `decode(_:from:file:)` for `[UInt8]`.
    public static func decode<T: Decodable>(
        _ type: T.Type, from data: Data, file: String
    ) throws(ContractError) -> T {
        try decode(type, from: [UInt8](data), file: file)
    }

    /// The endpoint name a file stands for: `en/home.completed.json` → `home`.
    public static func rootName(of file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
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
