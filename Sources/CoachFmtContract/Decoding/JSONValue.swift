/// A parsed JSON document, kept as a tree so that the decoder can name the exact
/// path and the value it found when a field does not match the contract.
///
/// Numbers keep their source text: an integer field then rejects `3.5` with the
/// value in the message, and no digit is lost through `Double`.
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// What an error message says it found: "a string", "null", …
    package var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONValue {
    /// The tree with the value at `path` replaced by `new` (a missing object member is added);
    /// nil when the path runs through a value of another kind or past an array's end.
    func replacing(at path: ArraySlice<any CodingKey>, with new: JSONValue) -> JSONValue? {
        guard let key = path.first else { return new }
        switch self {
        case .array(var items):
            guard key is ArrayIndexKey, let index = key.intValue, items.indices.contains(index),
                let item = items[index].replacing(at: path.dropFirst(), with: new)
            else { return nil }
            items[index] = item
            return .array(items)
        case .object(var members):
            guard !(key is ArrayIndexKey),
                let member = (members[key.stringValue] ?? .null).replacing(at: path.dropFirst(), with: new)
            else { return nil }
            members[key.stringValue] = member
            return .object(members)
        default:
            return nil
        }
    }
}
