/// A parsed JSON document, kept as a tree so that the decoder can name the exact
/// path and the value it found when a field does not match the contract.
///
/// Numbers keep their source text: an integer field then rejects `3.5` with the
/// value in the message, and no digit is lost through `Double`.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// What an error message says it found: "a string", "null", …
    var kindDescription: String {
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
