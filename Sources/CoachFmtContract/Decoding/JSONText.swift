/// JSON written back as text: the catalog files the tools rewrite and the inputs the tests change.
package enum JSONText {
    private static let shortEscapes: [Unicode.Scalar: String] = [
        "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\u{08}": "\\b", "\u{0C}": "\\f",
    ]

    /// A JSON string: the short escapes where JSON has them, other controls as `\u00XX`, the rest
    /// (non-ASCII included) as is, as Python's `json.dumps(…, ensure_ascii=False)` writes it.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if let escape = shortEscapes[scalar] {
                result += escape
            } else if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension JSONValue {
    /// The value as compact JSON, members sorted by name; numbers keep the text they were read as.
    var compactText: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let text): text
        case .string(let text): JSONText.quoted(text)
        case .array(let items): "[" + items.map(\.compactText).joined(separator: ",") + "]"
        case .object(let members):
            "{"
                + members.sorted { $0.key < $1.key }.map { JSONText.quoted($0.key) + ":" + $0.value.compactText }
                .joined(separator: ",") + "}"
        }
    }
}
