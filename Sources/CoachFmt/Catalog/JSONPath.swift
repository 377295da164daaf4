import FoundationEssentials

/// Turns a `DecodingError` into one line that names the JSON path:
/// `home.today_quest.xp_reward: expected a number, found a string`.
enum JSONPath {
    static func describe(_ error: DecodingError, root: String?) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            var text = root ?? ""
            for key in keys {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return text.isEmpty ? "(top level)" : text
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(kind(type)), found \(found(context.debugDescription))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): expected \(kind(type)), found null"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): required field is missing"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "malformed JSON: \(context.debugDescription)" }
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func kind(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "a boolean"
        case is Int.Type, is Int64.Type, is Int32.Type, is Double.Type: "a number"
        default: String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }

    /// JSONDecoder says what it found only in prose ("… but found number instead.").
    private static func found(_ debugDescription: String) -> String {
        guard let range = debugDescription.firstRange(of: "but found ") else { return "another type" }
        let word = debugDescription[range.upperBound...].split(separator: " ").prefix(2).joined(separator: " ")
        for (needle, name) in [
            ("number", "a number"), ("string", "a string"), ("bool", "a boolean"), ("dictionary", "an object"),
            ("array", "an array"), ("null", "null"),
        ] where word.contains(needle) {
            return name
        }
        return "another type"
    }
}
