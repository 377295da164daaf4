/// Why a contract file did not decode, as one line that names the file and the JSON path.
///
///     home.json: home.today_quest.xp_reward: expected a number, found a string
///     home.json: malformed JSON: expected ',' or '}' at line 4, column 3, found '"'
///
/// The path starts at the endpoint name (the file name up to its first dot) and
/// writes array elements as `[2]`, so it reads like the `data-bind` notation.
public enum ContractError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are not one RFC 8259 JSON text; `reason` says what and where.
    case malformedJSON(file: String, reason: String)
    /// The JSON is well formed but a value does not fit the contract at `path`.
    case invalidValue(file: String, path: String, message: String)

    /// The file name the error was reported for.
    public var file: String {
        switch self {
        case .malformedJSON(let file, _), .invalidValue(let file, _, _): file
        }
    }

    /// The one-line message: `file: path: message`, or `file: malformed JSON: reason`.
    public var description: String {
        switch self {
        case .malformedJSON(let file, let reason): "\(EchoedInput.bounded(file)): malformed JSON: \(reason)"
        case .invalidValue(let file, let path, let message):
            "\(EchoedInput.bounded(file)): \(EchoedInput.bounded(path)): \(message)"
        }
    }
}
